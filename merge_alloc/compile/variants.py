"""The pipeline variants `python -m merge_alloc.compile` chooses from.

Every variant turns a linalg-on-tensors program into merge-alloc's input the
same way at the end (`BUFFERIZE`: GELU's math expanded, one-shot
bufferization with identity layouts at function boundaries, named ops
generalized so xDSL parses them, generic printing); they differ in the
memory-first transformations before it:

- tensor-level passes of this project, run in-process on the parsed program
  (`rematerialize-per-use`, `split-tensor-empty`: one initial value per use, so
  each buffer is allocated where it is first written; `direct-transposed-conv`:
  a stride = kernel transposed convolution without its zero-inserted input);
- transform-dialect scripts (`transforms/*.mlir`) run by
  `mlir-opt --transform-interpreter`: tiling a padded pooling or convolution
  and fusing the pad into the tile loop, so that one tile of the padded input
  is live instead of all of it;
- upstream passes: `--linalg-generalize-named-ops` before
  `--linalg-fuse-elementwise-ops` folds materialised transposes and
  broadcasts into their consumers.

Each candidate has an `+order` twin that also distributes the convolutions
over concatenations (`distribute-concat`), gives each windowed op its own
pad (`pad-per-use`), runs `reorder-for-concats` (an op order of smaller peak
of live tensor bytes, counting concatenations as they are then written) and
writes concatenations in place (`concat-in-place`, then upstream's
`--eliminate-empty-tensors` right before bufferization); any of them can
cost bytes on some model (a concatenation's buffer written in place is live
from its first input on), so the twin is kept only when its measured arena
is smaller (docs/reorder.md). The layer groups' `--allow-slower` variant has
an `+order` twin too, which marks its groups last.
The `+reorder` and `+concat` twins, one rewrite each, are there to measure
them apart (`--variant`).

No variant is best on every model (docs/pipeline.md gives the measurements),
so the compiler runs the candidates and keeps the one allocating the fewest
bytes per call (merged buffer and allocs left alone). A variant
whose `trades` is set changes loop structure at a measured cost in run time
and is a candidate only when the user allows it; `layer-groups-cheap`
changes it too, within the 1.25x that a default variant may cost
(docs/layer-groups.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from merge_alloc import mlir_tools

TRANSFORMS = Path(__file__).resolve().parent / "transforms"
"""The transform-dialect scripts shipped with the package."""

PAD_TILING = TRANSFORMS / "pad_tiling.mlir"
ELIMINATE_EMPTY = "--eliminate-empty-tensors"
REORDER = "reorder-for-memory"
REORDER_CONCATS = "reorder-for-concats"
"""`reorder-for-memory` counting each concatenation as `concat-in-place`
writes it (the `+order` twins, which run that pass next)."""
MARK_GROUPS = "mark-layer-groups"
MARK_CHEAP_GROUPS = "mark-cheap-layer-groups"
LAYER_GROUPS_ENTRY = "layer_groups"
"""The named sequence of the generated layer-groups script."""
CONCAT = "concat-in-place"
DISTRIBUTE = "distribute-concat"
PAD_PER_USE = "pad-per-use"

PAD_TILED_OPS: dict[str, tuple[str, ...]] = {
    "pad_tiling_channels": (
        "linalg.pooling_nchw_max",
        "linalg.pooling_nchw_sum",
        "linalg.depthwise_conv_2d_nchw_chw",
    ),
    "pad_tiling_rows": ("linalg.conv_2d_nchw_fchw",),
}
"""The ops each entry point of `PAD_TILING` tiles, with the `tensor.pad`
producing their operand 0 fused into the loop (its matchers'
`transform.match.operation_name`; tests/compile checks the script says the
same). `merge_alloc.compile.bounds` reads them to know which pads a variant
leaves whole."""

DEALLOCATE: tuple[str, ...] = (
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
)
"""MLIR's deallocation pipeline (ownership-based deallocation, its
simplification and lowering, with `canonicalize` and `cse` between them),
then the `bufferization.clone`s it may leave as `memref.alloc` +
`memref.copy`: the compiled program frees what it allocates and does not
return, and merge-alloc replaces the deallocs of the buffers it merges by one
free of the merged buffer (docs/rewrite.md, "Frees"). Its `canonicalize`
also drops the loop results that only hand a buffer written in place back to
the loop (`scf.for ... iter_args(%a = %alloc)` yielding `%a`), so those
buffers no longer escape through `scf.yield`: ResNet-18 (32x32, `pad-rows`)
leaves 1 alloc alone instead of 19 and allocates 83,200 B per call instead of
271,616 B."""

BUFFERIZE: tuple[str, ...] = (
    "--math-expand-ops",
    mlir_tools.BUFFERIZE_OPTIONS,
    "--linalg-generalize-named-ops",
    *DEALLOCATE,
    "--lower-affine",
)
"""The end of every variant (docs/pipeline.md, step 1 with deallocation,
without the output format, which `merge_alloc.compile.pipeline` chooses);
`--lower-affine` turns the `affine.min`/`affine.max` of tile bounds into
`arith` (xDSL 0.74 has no `affine.max`)."""

ASSUME_VERIFIED = "--mlir-print-assume-verified"
"""Given to every run of a transform script. Upstream's
`transform.structured.fuse_into_containing_op` prints the producer and the
loop into a remark each time it fuses, before it knows whether it will
fail, and the printer verifies and names the whole enclosing function first.
That was about two thirds of the script's time: DARTS cells, 46 windowed
ops, `pad_tiling_channels` 0.51 -> 0.24 s, the layer-groups run 4.6 -> 1.6 s
(`--mlir-timing`, output byte-identical). The flag only stops the printer's
own verification; the pass manager still verifies the program after every
pass."""

FUSE = "--linalg-fuse-elementwise-ops"
GENERALIZE = "--linalg-generalize-named-ops"


@dataclass(frozen=True, slots=True)
class PipelineVariant:
    """One way from a tensor program to merge-alloc's input."""

    name: str
    summary: str
    tensor_passes: tuple[str, ...]
    """This project's xDSL passes, run in-process first (each a pass spec:
    the name, and options in braces as `xdsl-opt -p` takes them)."""
    entry_points: tuple[str, ...] = ()
    """Named sequences of `PAD_TILING` run by `--transform-interpreter`, in
    order (each canonicalizes the loops it made, and only those, so that a
    script matching nothing leaves the program as it was)."""
    prepare: tuple[str, ...] = (FUSE,)
    """Upstream tensor-level passes run after the transform scripts."""
    candidate: bool = True
    """Tried by default (the documented pipeline is kept for comparison:
    `fills` does what it does and more)."""
    trades: str | None = None
    """What the variant costs besides memory (None: nothing measurable), and
    so why it is a candidate only when asked for."""
    concat_in_place: bool = False
    """Its tensor passes end with `concat-in-place`, and
    `--eliminate-empty-tensors` runs last before bufferization."""
    layer_groups: bool = False
    """Its tensor passes end with `mark-layer-groups`, and the transform
    script `merge_alloc.compile.layer_groups.transform_script` writes for
    the marked program runs first (docs/layer-groups.md)."""

    @property
    def reassociates(self) -> bool:
        """Its program sums in another order than the user's
        (`distribute-concat` sums each piece's channels apart), so its
        output agrees with the others' to rounding, not digit for digit."""
        return DISTRIBUTE in self.tensor_passes

    @property
    def tiled_ops(self) -> frozenset[str]:
        """The ops whose padded input the variant's scripts tile."""
        return frozenset(op for e in self.entry_points for op in PAD_TILED_OPS[e])

    def mlir_opt_flags(self, groups_script: Path | None = None) -> list[str]:
        """Every `mlir-opt` flag of the variant, in order, for one run;
        `groups_script` is the layer-groups script of its program (None: the
        program has no group, and the variant runs without)."""
        flags: list[str] = []
        libraries = [str(PAD_TILING)] if self.entry_points else []
        entry_points = list(self.entry_points)
        if self.layer_groups and groups_script is not None:
            libraries.append(str(groups_script))
            entry_points.insert(0, LAYER_GROUPS_ENTRY)
        if libraries:
            flags.append(ASSUME_VERIFIED)
            flags.append(
                "--transform-preload-library=transform-library-paths="
                + ",".join(libraries)
            )
            flags += [f"--transform-interpreter=entry-point={e}" for e in entry_points]
        last = (ELIMINATE_EMPTY,) if self.concat_in_place else ()
        return [*flags, *self.prepare, *last, *BUFFERIZE]


SPLIT = ("direct-transposed-conv", "split-tensor-empty")
"""Tensor passes of every memory-first variant."""
REMATERIALIZE = ("rematerialize-per-use", *SPLIT)
"""... and one fill or weight copy per use: the transformer and recurrent
models need it (GPT-2 blocks 97,728 -> 12,352 B with generalize-first), the
convolutional ones gain nothing from it and pay for it in run time (a fill
per use instead of a copy of one fill: ResNet-18 1.12x, MobileNetV2 1.23x
slower, `benchmarks/model_cost.py`), so the padding variants go without."""

DOCUMENTED = PipelineVariant(
    "split+fuse",
    "one tensor.empty per use, elementwise fusion (the pipeline before "
    "merge_alloc.compile)",
    ("split-tensor-empty",),
    candidate=False,
)
SPLIT_FUSE = PipelineVariant(
    "split",
    "one tensor.empty per use, transposed convolutions without zero "
    "insertion, elementwise fusion",
    SPLIT,
)
FILLS = PipelineVariant(
    "fills",
    "as split, and one linalg.fill (or weight copy) per use",
    REMATERIALIZE,
)
GENERALIZE_FIRST = PipelineVariant(
    "generalize-first",
    "as fills, with named ops generalized before elementwise fusion (folds "
    "transposes and broadcasts into their consumers)",
    REMATERIALIZE,
    prepare=(GENERALIZE, FUSE),
)
PAD_CHANNELS = PipelineVariant(
    "pad-channels",
    "as split, padded pooling / depthwise convolutions tiled per channel "
    "with the pad fused into the loop",
    SPLIT,
    entry_points=("pad_tiling_channels",),
)
PAD_ROWS = PipelineVariant(
    "pad-rows",
    "pad-channels, and padded convolutions tiled per output row with the "
    "pad fused into the loop",
    SPLIT,
    entry_points=("pad_tiling_channels", "pad_tiling_rows"),
)
PAD_ROWS_GENERALIZE = PipelineVariant(
    "pad-rows+generalize-first",
    "pad-rows on generalize-first (models with both convolutions and attention)",
    REMATERIALIZE,
    entry_points=("pad_tiling_channels", "pad_tiling_rows"),
    prepare=(GENERALIZE, FUSE),
)

GUARDS_FOLDED: tuple[str, ...] = (
    "--lower-affine",
    "--int-range-optimizations",
    "--canonicalize",
)
"""After a pad is fused into a row loop, its tile is computed under an
`scf.if` that yields a tile of padding when the tile's source rows are empty
(upstream's zero-slice guard); bufferized, each branch allocates the tile
and yields it, so two tiles stay live past the `if`. The tile bounds as
`arith` (`--lower-affine`), the integer range analysis proves the slice
never empty for the rows each tile reads (the induction variable's range is
the loop's) and folds the condition, and canonicalization drops the dead
branch: ResNet-18 at 224x224 2,253,824 -> 2,075,648 B, MobileNetV2
1,813,248 -> 1,549,824 B."""

LAYER_GROUPS = PipelineVariant(
    "layer-groups",
    "pad-channels, after chains of NCHW layers tiled together by output "
    "rows, every producer fused into the root's tile loop "
    "(docs/layer-groups.md)",
    (*REMATERIALIZE, MARK_GROUPS),
    entry_points=("pad_tiling_channels",),
    prepare=(FUSE, *GUARDS_FOLDED),
    trades="run time: each tile recomputes its halo rows and runs the fused "
    "ops per tile (MobileNetV2 at 32x32: 1.60x the documented pipeline, "
    "benchmarks/model_cost.py)",
    layer_groups=True,
)

CHEAP_LAYER_GROUPS = PipelineVariant(
    "layer-groups-cheap",
    "layer-groups with tiles tall enough that the halos recompute at most "
    "10% of a group's work (docs/layer-groups.md)",
    (*REMATERIALIZE, MARK_CHEAP_GROUPS),
    entry_points=("pad_tiling_channels",),
    prepare=(FUSE, *GUARDS_FOLDED),
    layer_groups=True,
)

BASE_VARIANTS: tuple[PipelineVariant, ...] = (
    DOCUMENTED,
    SPLIT_FUSE,
    FILLS,
    GENERALIZE_FIRST,
    PAD_CHANNELS,
    PAD_ROWS,
    PAD_ROWS_GENERALIZE,
    CHEAP_LAYER_GROUPS,
    LAYER_GROUPS,
)


def order_tiled_pads(variant: PipelineVariant) -> tuple[str, ...]:
    """The readers whose padded operand `reorder-for-memory` counts as a view
    in `variant`'s order twins (`tiled-pad-readers`): the ops its scripts
    tile, the pad fused into the loop. None where layer groups are marked
    after the order: their members' pads are fused with the group, which
    the order does not foresee (inception_blocks: 838,720 -> 935,424 B when
    counted so)."""
    return () if variant.layer_groups else tuple(sorted(variant.tiled_ops))


def rewritten(
    variant: PipelineVariant, *, reorder: bool, concat: bool, candidate: bool
) -> PipelineVariant:
    """`variant` with `reorder-for-memory` and/or `concat-in-place` run after
    its tensor passes (the order first: the rewrite of a concatenation keeps
    the order it finds). With the concatenations come `distribute-concat`
    (those that convolutions read are not built at all) and `pad-per-use`
    (a pad shared by two windowed ops is one per op, which the tiling then
    fuses), both before the order; a layer-groups variant marks its groups
    last, on the program in its final order."""
    suffix = "+order" if reorder and concat else "+reorder" if reorder else "+concat"
    what = " and ".join(
        part
        for part, on in (
            ("ops reordered for peak memory", reorder),
            ("concatenations distributed or in place", concat),
        )
        if on
    )
    passes = list(variant.tensor_passes)
    marks = [passes.pop()] if variant.layer_groups else []
    order = REORDER_CONCATS if concat else REORDER
    tiled = order_tiled_pads(variant)
    if tiled:
        order += "{tiled-pad-readers=" + ",".join(f'"{t}"' for t in tiled) + "}"
    return PipelineVariant(
        variant.name + suffix,
        f"{variant.name}, {what}",
        (
            *passes,
            *((DISTRIBUTE, PAD_PER_USE) if concat else ()),
            *((order,) if reorder else ()),
            *((CONCAT,) if concat else ()),
            *marks,
        ),
        variant.entry_points,
        variant.prepare,
        candidate,
        variant.trades,
        concat,
        variant.layer_groups,
    )


_TWINNED = tuple(v for v in BASE_VARIANTS if v.candidate and not v.layer_groups)
"""The variants with all three twins. The layer groups have their `+order`
twin only (marking the groups on the program in its final order): on the
branchy models it is where the groups pay (DARTS 338,304 B with the default
variant's, 304,512 with the `--allow-slower` one's, against 360,448 without
groups; Inception 838,720 against 983,040)."""

VARIANTS: tuple[PipelineVariant, ...] = (
    *BASE_VARIANTS,
    *(rewritten(v, reorder=True, concat=True, candidate=True) for v in _TWINNED),
    rewritten(CHEAP_LAYER_GROUPS, reorder=True, concat=True, candidate=True),
    rewritten(LAYER_GROUPS, reorder=True, concat=True, candidate=True),
    *(rewritten(v, reorder=True, concat=False, candidate=False) for v in _TWINNED),
    *(rewritten(v, reorder=False, concat=True, candidate=False) for v in _TWINNED),
)
"""Every variant, simplest first: on equal arenas the earlier one is kept
(a twin only wins by a smaller arena)."""

BY_NAME: dict[str, PipelineVariant] = {v.name: v for v in VARIANTS}
