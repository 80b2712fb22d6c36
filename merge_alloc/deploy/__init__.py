"""Deploy: where merged buffers live when the pass is asked for a deployment.

Static arenas (`arena`, `arena_lifting`), workspaces passed by callers
(`call_workspaces`, `workspace_driver`), memory pools (`pools`), returned
and input buffers (`io_buffers`), the constants pool (`constants_pool`), and
the run that ties them together (`deployment`) with its report
(`deployment_report`); see
docs/deployment.md.
"""
