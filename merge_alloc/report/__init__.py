"""Report: a finished plan as JSON, a picture, a Perfetto trace or CSV traces.

`plan_report` (JSON, with `totals`: every byte a call allocates),
`plan_picture` (the picture, matplotlib, and the Trace Event Format),
`export_traces` (planning-bench CSV) and the command line
(`python -m merge_alloc.report`, in `__main__`). The pass never imports this.
"""
