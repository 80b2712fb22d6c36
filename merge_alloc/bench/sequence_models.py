"""Sequence models as planning traces, op by op.

The families of `networks.CORPUS` built from attention and recurrence, with
`shapes.DataflowTrace` (float32 tensors at batch 1): transformers with
per-head buffers, unrolled LSTMs, a sequence-to-sequence model with
attention, and training steps of a transformer and of an LSTM through time.
"""

from __future__ import annotations

from merge_alloc.bench.shapes import DataflowTrace, Value, tensor
from merge_alloc.planning.problem import BufferLifetime


def transformer(
    layers: int, heads: int, sequence: int, model: int, causal: bool = False
) -> list[BufferLifetime]:
    """A pre-norm transformer; per head q, k, v, scores, (mask,) softmax,
    context; then output projection, residual, norm, 4x MLP, residual."""
    graph = DataflowTrace()
    head = model // heads
    x = graph.op(tensor(sequence, model))
    for _ in range(layers):
        normed = graph.op(tensor(sequence, model), x)
        contexts: list[Value] = []
        for _ in range(heads):
            query = graph.op(tensor(sequence, head), normed)
            key = graph.op(tensor(sequence, head), normed)
            value = graph.op(tensor(sequence, head), normed)
            scores = graph.op(tensor(sequence, sequence), query, key)
            if causal:
                scores = graph.op(tensor(sequence, sequence), scores)
            weights = graph.op(tensor(sequence, sequence), scores)
            contexts.append(graph.op(tensor(sequence, head), weights, value))
        joined = graph.op(tensor(sequence, model), *contexts)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), joined)
        )
        normed = graph.op(tensor(sequence, model), x)
        hidden = graph.op(tensor(sequence, 4 * model), normed)
        activated = graph.op(tensor(sequence, 4 * model), hidden)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), activated)
        )
    graph.use(graph.op(tensor(sequence, model), x))
    return graph.buffers()


def _lstm_cell(
    graph: DataflowTrace, x: Value, h: Value, c: Value, hidden: int
) -> tuple[Value, Value]:
    """One LSTM step: input and recurrent projections, their sum, four
    gates, the new cell and hidden state."""
    projected = graph.op(tensor(4 * hidden), x)
    recurrent = graph.op(tensor(4 * hidden), h)
    summed = graph.op(tensor(4 * hidden), projected, recurrent)
    i, f, g, o = (graph.op(tensor(hidden), summed) for _ in range(4))
    kept = graph.op(tensor(hidden), f, c)
    written = graph.op(tensor(hidden), i, g)
    c = graph.op(tensor(hidden), kept, written)
    squashed = graph.op(tensor(hidden), c)
    return graph.op(tensor(hidden), o, squashed), c


def lstm(
    steps: int, layers: int, hidden: int, features: int, bidirectional: bool = False
) -> list[BufferLifetime]:
    """A stacked LSTM unrolled over `steps`; each layer reads the previous
    layer's outputs (both directions' when bidirectional)."""
    graph = DataflowTrace()
    inputs = [graph.op(tensor(features)) for _ in range(steps)]
    for _ in range(layers):
        directions: list[list[Value]] = []
        for reverse in (False, True) if bidirectional else (False,):
            h = graph.op(tensor(hidden))
            c = graph.op(tensor(hidden))
            outputs: list[Value] = [h] * steps
            order = range(steps - 1, -1, -1) if reverse else range(steps)
            for step in order:
                h, c = _lstm_cell(graph, inputs[step], h, c, hidden)
                outputs[step] = h
            directions.append(outputs)
        if bidirectional:
            inputs = [
                graph.op(tensor(2 * hidden), forward, backward)
                for forward, backward in zip(*directions, strict=True)
            ]
        else:
            inputs = directions[0]
    graph.use(*inputs)
    return graph.buffers()


def fused_lstm(
    steps: int, layers: int, hidden: int, batch: int
) -> list[BufferLifetime]:
    """A stacked LSTM with one fused gate op a step (the gates, then the cell
    and the hidden state), as a compiler that fuses the four gate matmuls
    emits it: every output of a layer lives until the next layer reads it,
    so at 1,000 steps and 3 layers the trace has 10,006 buffers and about
    9.5 million conflicting pairs (the long-sequence traces of
    `networks.GENERATED`)."""
    graph = DataflowTrace()
    inputs = [graph.op(tensor(batch, hidden)) for _ in range(steps)]
    for _ in range(layers):
        h = graph.op(tensor(batch, hidden))
        c = graph.op(tensor(batch, hidden))
        outputs: list[Value] = []
        for step in range(steps):
            gates = graph.op(tensor(batch, 4 * hidden), inputs[step], h)
            c = graph.op(tensor(batch, hidden), gates, c)
            h = graph.op(tensor(batch, hidden), gates, c)
            outputs.append(h)
        inputs = outputs
    graph.use(*inputs)
    return graph.buffers()


def seq2seq(source: int, target: int, hidden: int) -> list[BufferLifetime]:
    """An LSTM encoder whose outputs all stay live for the decoder's
    attention at every target step."""
    graph = DataflowTrace()
    h = graph.op(tensor(hidden))
    c = graph.op(tensor(hidden))
    encoded: list[Value] = []
    for _ in range(source):
        h, c = _lstm_cell(graph, graph.op(tensor(hidden)), h, c, hidden)
        encoded.append(h)
    memory = graph.op(tensor(source, hidden), *encoded)
    token = graph.op(tensor(hidden))
    for _ in range(target):
        h, c = _lstm_cell(graph, token, h, c, hidden)
        scores = graph.op(tensor(source), memory, h)
        weights = graph.op(tensor(source), scores)
        context = graph.op(tensor(hidden), weights, memory)
        joined = graph.op(tensor(2 * hidden), context, h)
        logits = graph.op(tensor(8 * hidden), joined)
        token = graph.op(tensor(hidden), logits)
    graph.use(token)
    return graph.buffers()


def training_transformer(
    layers: int, heads: int, sequence: int, model: int
) -> list[BufferLifetime]:
    """One training step of a transformer encoder with per-head buffers:
    the forward pass keeps every head's q, k, v and softmax output and every
    MLP activation; the backward pass reads them in reverse."""
    graph = DataflowTrace()
    head = model // heads
    x = graph.op(tensor(sequence, model))
    kept: list[list[Value]] = []
    for _ in range(layers):
        normed = graph.op(tensor(sequence, model), x)
        saved = [normed]
        contexts: list[Value] = []
        for _ in range(heads):
            query = graph.op(tensor(sequence, head), normed)
            key = graph.op(tensor(sequence, head), normed)
            value = graph.op(tensor(sequence, head), normed)
            scores = graph.op(tensor(sequence, sequence), query, key)
            weights = graph.op(tensor(sequence, sequence), scores)
            contexts.append(graph.op(tensor(sequence, head), weights, value))
            saved += [query, key, value, weights]
        joined = graph.op(tensor(sequence, model), *contexts)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), joined)
        )
        hidden = graph.op(tensor(sequence, 4 * model), x)
        activated = graph.op(tensor(sequence, 4 * model), hidden)
        x = graph.op(
            tensor(sequence, model), x, graph.op(tensor(sequence, model), activated)
        )
        kept.append([*saved, joined, hidden, activated])
    gradient = graph.op(tensor(sequence, model), x)
    for saved in reversed(kept):
        *attention, joined, hidden, activated = saved
        g_hidden = graph.op(tensor(sequence, 4 * model), gradient, activated, hidden)
        graph.use(graph.op(tensor(model, 4 * model), g_hidden, hidden))
        gradient = graph.op(tensor(sequence, model), gradient, g_hidden)
        g_joined = graph.op(tensor(sequence, model), gradient, joined)
        graph.use(graph.op(tensor(model, model), g_joined, joined))
        normed, rest = attention[0], attention[1:]
        g_inputs: list[Value] = []
        for index in range(heads):
            query, key, value, weights = rest[4 * index : 4 * index + 4]
            g_weights = graph.op(tensor(sequence, sequence), g_joined, value, weights)
            g_value = graph.op(tensor(sequence, head), g_joined, weights)
            g_scores = graph.op(tensor(sequence, sequence), g_weights, weights)
            g_query = graph.op(tensor(sequence, head), g_scores, key)
            g_key = graph.op(tensor(sequence, head), g_scores, query)
            g_inputs.append(
                graph.op(tensor(sequence, model), g_query, g_key, g_value, normed)
            )
        gradient = graph.op(tensor(sequence, model), gradient, *g_inputs)
    graph.use(gradient)
    return graph.buffers()


def training_lstm(steps: int, hidden: int) -> list[BufferLifetime]:
    """Backpropagation through time of one LSTM layer: every step's gates
    and states kept until the backward sweep reaches that step."""
    graph = DataflowTrace()
    h = graph.op(tensor(hidden))
    c = graph.op(tensor(hidden))
    kept: list[tuple[Value, Value, Value]] = []
    for _ in range(steps):
        x = graph.op(tensor(hidden))
        previous = c
        h, c = _lstm_cell(graph, x, h, c, hidden)
        kept.append((x, previous, c))
    g_h = graph.op(tensor(hidden), h)
    g_c = graph.op(tensor(hidden), c)
    for x, previous, state in reversed(kept):
        g_gates = graph.op(tensor(4 * hidden), g_h, g_c, state, previous)
        graph.use(graph.op(tensor(hidden, 4 * hidden), g_gates, x))
        g_c = graph.op(tensor(hidden), g_gates, g_c)
        g_h = graph.op(tensor(hidden), g_gates)
    graph.use(g_h, g_c)
    return graph.buffers()
