"""Inputs a user can give by mistake or that stress the tool, through the real
`xdsl-opt` command line: each ends in success or one line on stderr with
exit status 1, never a traceback (issue 16's list).

Each run has a generous timeout only so that a hang fails the test instead of
the suite; how long they take is measured by the report, not asserted.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from merge_alloc.passes.pipeline_options import repeated_option

XDSL_OPT = [sys.executable, "-c", "from xdsl.tools.xdsl_opt import main; main()"]


def _run(*argv: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*XDSL_OPT, *map(str, argv)],
        capture_output=True,
        text=True,
        errors="replace",
        timeout=300,
        check=False,
    )


def _one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, result.stderr[-2000:]
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    return lines[0]


def nested_ifs(depth: int) -> str:
    return (
        "func.func @f(%c: i1) {\n"
        + "scf.if %c {\n" * depth
        + "%a = memref.alloc() : memref<4xf32>\n"
        + '"test.use"(%a) : (memref<4xf32>) -> ()\n'
        + "%b = memref.alloc() : memref<4xf32>\n"
        + '"test.use"(%b) : (memref<4xf32>) -> ()\n'
        + "}\n" * depth
        + "return\n}\n"
    )


@pytest.mark.parametrize("text", ["", "\n  \n", "// only a comment\n"])
def test_an_input_without_ops_is_an_empty_module(tmp_path: Path, text: str) -> None:
    source = tmp_path / "empty.mlir"
    source.write_text(text)
    result = _run("-p", "merge-alloc", source)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.strip() == "builtin.module {\n}"


def test_a_huge_line_of_garbage_is_quoted_short(tmp_path: Path) -> None:
    source = tmp_path / "garbage.mlir"
    source.write_text("x" * 10_000_000 + "\n")
    line = _one_error_line(_run("-p", "merge-alloc", source))
    assert line.startswith(f"{source}:1:1: error: Operation xxx")
    assert line.endswith("... is not registered")
    # The token is quoted up to about 200 characters.
    assert len(line) < len(str(source)) + 250


def test_a_huge_pipeline_is_quoted_short(tmp_path: Path) -> None:
    source = tmp_path / "f.mlir"
    source.write_text("")
    line = _one_error_line(
        _run("-p", "merge-alloc{planner=" + "x" * 5000 + "}", source)
    )
    assert "unknown planner 'xxx" in line
    assert len(line) < 600


@pytest.mark.parametrize(
    ("options", "character", "column"),
    [("report=plan.json", ".", 24), ("pools=sram:64k,dram", ":", 23)],
)
def test_an_unquoted_path_or_pool_list_says_to_quote_it(
    tmp_path: Path, options: str, character: str, column: int
) -> None:
    """xDSL's lexer says only "Unknown token" where a value needs quotes."""
    source = tmp_path / "f.mlir"
    source.write_text("")
    line = _one_error_line(_run("-p", f"merge-alloc{{{options}}}", source))
    assert f"unexpected '{character}' (at character {column}); quote a value" in line
    assert 'report="plan.json"' in line


@pytest.mark.parametrize(
    ("content", "position", "byte"),
    [
        (b"func.func @f() {\n  return\n}\n\xff\xfe garbage\n", "4:1", "0xFF"),
        (
            b'func.func @f() {\n  %a = "t.op"() {s = "caf\xe9"} : () -> i32\n}\n',
            "2:26",
            "0xE9",
        ),
        (b"\xff\xfe\x00func", "1:1", "0xFF"),
    ],
)
def test_bytes_that_are_not_utf8_get_a_line_and_column(
    tmp_path: Path, content: bytes, position: str, byte: str
) -> None:
    source = tmp_path / "binary.mlir"
    source.write_bytes(content)
    line = _one_error_line(_run("-p", "merge-alloc", source))
    assert line.startswith(f"{source}:{position}: error: invalid UTF-8 byte {byte} (")


def test_an_unknown_op_is_placed_at_its_name(tmp_path: Path) -> None:
    source = tmp_path / "unknown.mlir"
    source.write_text("func.func @f() {\n  %a = foo.bar\n  return\n}\n")
    line = _one_error_line(_run("-p", "merge-alloc", source))
    assert line == f"{source}:2:8: error: Operation foo.bar is not registered"


def test_an_unregistered_custom_op_is_named(tmp_path: Path) -> None:
    source = tmp_path / "custom.mlir"
    source.write_text("func.func @f() {\n  %a = foo.bar : i32\n  return\n}\n")
    result = _run("--allow-unregistered-dialect", "-p", "merge-alloc", source)
    assert _one_error_line(result) == (
        f"{source}:2:8: error: custom op 'foo.bar' is unknown (an unregistered op "
        "must be written in the generic form)"
    )


def test_syntax_xdsl_cannot_read_is_a_located_error(tmp_path: Path) -> None:
    """A semi-affine map: until xDSL's parser reads them a located line, then
    a quiet success (the analysis handles them:
    tests/analysis/test_semi_affine.py)."""
    source = tmp_path / "semi.mlir"
    source.write_text(
        "func.func @f(%n: index, %s: index) {\n"
        "  %x = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%n)[%s]\n"
        "  return\n}\n"
    )
    result = _run("-p", "merge-alloc", source)
    if result.returncode == 0:  # once the parser reads them: planned quietly
        assert result.stderr == ""
        return
    line = _one_error_line(result)
    assert line.startswith(f"{source}:2:")
    assert "semi-affine" in line


@pytest.mark.parametrize("depth", [120, 1000])
def test_deeply_nested_regions_parse_merge_and_print(
    tmp_path: Path, depth: int
) -> None:
    """mlir-opt reads 1,000 nested `scf.if`; so does the pass (its walks keep
    their own stacks; xDSL's parser, verifier and printer recurse, and run on
    a deep stack: `merge_alloc.deep_stack`)."""
    source = tmp_path / "nested.mlir"
    source.write_text(nested_ifs(depth))
    result = _run("--allow-unregistered-dialect", "-p", "merge-alloc", source)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.count("scf.if") == depth
    # %a and %b are live one after the other: they share one 64-byte slot.
    assert "memref.alloc() {alignment = 64 : i64} : memref<64xi8>" in result.stdout
    assert result.stdout.count("memref.view") == 2


@pytest.mark.parametrize(
    ("pipeline", "repeated"),
    [
        ("merge-alloc{planner=best planner=naive}", "planner"),
        ("merge-alloc{strict plan_seconds=1 plan-seconds=2}", "plan-seconds"),
        ('merge-alloc{report="a b" pools="x,y" report="c"}', "report"),
        ("merge-alloc{planner=naive},merge-alloc{planner=naive}", None),
        ("cse,merge-alloc{planner=naive}", None),
        ('merge-alloc{report="planner=x planner=y"}', None),
        ("merge-alloc{", None),
    ],
)
def test_repeated_options(pipeline: str, repeated: str | None) -> None:
    assert repeated_option(pipeline) == repeated
