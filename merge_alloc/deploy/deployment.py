"""A deployment run: static arenas, whole-module planning, pools, constants.

`deploy(root, options)` replaces the driver's flow when any option of
docs/deployment.md is set. Like the driver, it finishes all analysis before
any mutation: `plan_deployment` (`merge_alloc.deploy.deployment_plan`)
analyses every function, plans every scope, sizes every workspace and decides
every symbol, and `apply_deployment` (`merge_alloc.deploy.deployment_rewrite`)
then rewrites the module from that plan. A diagnostic of the analysis leaves
the module exactly as it was. The built-in mutator cannot fail on a plan;
with a user's mutator the module is snapshotted and restored if the rewrite
raises, as the driver does.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import builtin
from xdsl.ir import Operation

from merge_alloc.analysis.trace import FunctionTrace
from merge_alloc.deploy.deployment_plan import (
    ARENA_PREFIX,
    DeploymentPlan,
    Role,
    plan_deployment,
    workspace_name,
)
from merge_alloc.deploy.deployment_report import DeploymentReport
from merge_alloc.deploy.deployment_rewrite import apply_deployment
from merge_alloc.diagnostics import MergeAllocError
from merge_alloc.options import MergeAllocOptions
from merge_alloc.rewrite.merged_buffer import rewrite_scope
from merge_alloc.rewrite.snapshot import restore_regions
from merge_alloc.stages import PlannedScope


@dataclass(frozen=True, slots=True)
class Deployed:
    """What a deployment run found and did (the driver's `MergeReport` is
    built from it)."""

    functions: list[FunctionTrace]
    planned: list[PlannedScope]
    report: DeploymentReport


def deploy(root: Operation, options: MergeAllocOptions) -> Deployed:
    """Plan and merge every function under `root` (a module) as a deployment."""
    if not isinstance(root, builtin.ModuleOp):
        raise MergeAllocError(root, "deployment options need a whole module")
    plan = plan_deployment(root, options)
    snapshot = None if options.mutator is rewrite_scope else root.clone()
    try:
        apply_deployment(plan)
    except Exception:
        if snapshot is not None:
            restore_regions(root, snapshot)
        raise
    return Deployed(plan.traces, plan.planned, plan.report)


__all__ = [
    "ARENA_PREFIX",
    "Deployed",
    "DeploymentPlan",
    "Role",
    "deploy",
    "plan_deployment",
    "workspace_name",
]
