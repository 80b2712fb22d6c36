"""The planning-bench CSV format <-> `BufferLifetime` lists."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from merge_alloc.planning import BufferLifetime, peak_live_bytes
from merge_alloc.planning.traces import (
    format_trace_csv,
    parse_named_trace_csv,
    parse_trace_csv,
    read_trace_csv,
    write_trace_csv,
)

BENCH = Path(__file__).parent / "Inputs" / "minimalloc"
"""Two MiniMalloc traces, copied with their license (see the README there)."""


def test_half_open_bounds_become_inclusive_ticks() -> None:
    buffers = parse_trace_csv("id,lower,upper,size\n0,3,7,10\n1,7,8,5\n")
    assert buffers == [BufferLifetime(0, 10, 3, 6, 0), BufferLifetime(1, 5, 7, 7, 1)]
    # [3,7) and [7,8) do not conflict.
    assert not buffers[0].overlaps(buffers[1])
    assert peak_live_bytes(buffers) == 10


def test_columns_by_name_and_extra_columns_ignored() -> None:
    text = "size,upper,id,lower,alignment\n10,7,4,3,64\n"
    assert parse_trace_csv(text) == [BufferLifetime(4, 10, 3, 6, 0)]


def test_format() -> None:
    text = format_trace_csv([BufferLifetime(2, 10, 3, 6, 0)])
    assert text == "id,lower,upper,size\n2,3,7,10\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id,lower,size\n", "upper"),
        ("id,lower,upper,size\n0,1,x,3\n", "line 2"),
        ("id,lower,upper,size\n0,1\n", "line 2"),
        ("id,lower,upper,size\n0,5,5,3\n", "empty lifetime"),
    ],
)
def test_bad_input(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_trace_csv(text)


lifetimes = st.lists(
    st.tuples(st.integers(0, 1000), st.integers(1, 50), st.integers(1, 10**6)),
    max_size=30,
)


@given(lifetimes)
def test_round_trip(rows: list[tuple[int, int, int]]) -> None:
    buffers = [
        BufferLifetime(i, size, lower, lower + length - 1, i)
        for i, (lower, length, size) in enumerate(rows)
    ]
    assert parse_trace_csv(format_trace_csv(buffers)) == buffers


def test_file_round_trip(tmp_path: Path) -> None:
    buffers = [BufferLifetime(0, 8, 0, 0, 0), BufferLifetime(1, 16, 0, 9, 1)]
    write_trace_csv(tmp_path / "t.csv", buffers)
    assert read_trace_csv(tmp_path / "t.csv") == buffers


def test_reads_bench_file() -> None:
    buffers = read_trace_csv(BENCH / "A.1048576.csv")
    assert len(buffers) == 154
    assert peak_live_bytes(buffers) == 1048576


def test_string_ids_become_row_positions() -> None:
    text = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\n"
    buffers, names = parse_named_trace_csv(text)
    assert names == ["b1", "b2"]
    assert buffers == [BufferLifetime(0, 4, 0, 2, 0), BufferLifetime(1, 4, 3, 8, 1)]


def test_reads_example_with_string_ids() -> None:
    buffers = read_trace_csv(BENCH / "input.12.csv")
    assert [b.id for b in buffers] == list(range(len(buffers)))
    assert peak_live_bytes(buffers) == 12
