"""Analysis: what the IR says about buffers, before anything is changed.

Op behaviour (`interfaces`), may-alias sets (`alias`), address uses
(`address_uses`), allocation scopes (`scopes`), mutually exclusive regions
(`exclusive`), in-place candidates (`inplace_candidates`), upper bounds of
dynamic sizes (`upper_bounds`), byte sizes (`layout`), the tick walk that
turns all of that into lifetimes (`ticks`) and the traces it hands to the
planner (`trace`); the module's call graph (`callgraph`). Nothing here
mutates IR (docs/pipeline.md).
"""
