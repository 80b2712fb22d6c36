"""Report: a finished plan as JSON, a picture, a Perfetto trace or CSV traces.

`plan_report` (JSON), `plan_picture` (matplotlib), `chrome_trace` (Trace Event
Format), `export_traces` (planning-bench CSV) and the command line
(`python -m merge_alloc.report`, in `cli`). The pass never imports this.
"""
