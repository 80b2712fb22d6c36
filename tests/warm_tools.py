"""The lit suite's Python tools started warm: `xdsl-opt`, `merge-alloc-opt`
and `filecheck` run in a child forked from a server that imported them once.

Why: the FileCheck suite starts these tools about 750 times (322 runs of
`xdsl-opt` or `merge-alloc-opt`, 424 of `filecheck`), and each start of a
Python tool is mostly imports: 0.45 s of CPU for an `xdsl-opt` run naming
merge-alloc, 0.07 s for `filecheck` (docs/testing.md); those starts were two
thirds of lit's CPU time. A forked child of a process that has imported
them starts in milliseconds and then runs the tool's own `main` with the
command line, working directory, environment and standard streams of the
command lit ran: the same code on the same input, only not imported again.
Each run is its own process, so nothing one run does reaches another.

`lit.cfg.py` starts the server (`python tests/warm_tools.py --serve
SOCKET`) and substitutes each tool's name in RUN lines with the client
(`python -S -E tests/warm_tools.py TOOL ARGS...`: no site, no imports
beyond the standard library's sockets). The client hands its three standard
file descriptors to the server over a Unix socket (`SCM_RIGHTS`), so the
child writes where lit's pipes and redirections point, and exits with the
child's status. When the server cannot be reached, the client runs the
installed console script instead (`exec`), so a RUN line means the same
either way. The server ends when lit, its parent, does.

`lit --param warm=0` (or `MERGE_ALLOC_LIT_WARM=0`) runs the console scripts
directly, as `tests/plugin` does in pytest to check their start-up.
"""

from __future__ import annotations

import json
import os
import socket
import sys
from collections.abc import Callable
from contextlib import suppress

TOOLS = {
    "xdsl-opt": ("xdsl.tools.xdsl_opt", "main"),
    "merge-alloc-opt": ("merge_alloc.passes.command_line", "main"),
    "filecheck": ("filecheck.main", "main"),
}
"""Tool name (as RUN lines and console scripts spell it) -> its `main`."""

SOCKET_VARIABLE = "MERGE_ALLOC_WARM_SOCKET"
"""Where the client finds the server (set by lit.cfg.py)."""

_HEADER = 8
"""Bytes of the request's length, in front of the request."""


def client(argv: list[str]) -> int:
    """Run tool `argv[0]` with `argv[1:]` in the server's forked child; its
    exit status. Without a server: the console script, in this process."""
    tool, *arguments = argv
    path = os.environ.get(SOCKET_VARIABLE)
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        if not path:
            raise OSError("no server")
        connection.connect(path)
    except OSError:
        connection.close()
        os.execvp(tool, [tool, *arguments])
    request = json.dumps(
        {"tool": tool, "args": arguments, "cwd": os.getcwd(), "env": dict(os.environ)}
    ).encode()
    message = len(request).to_bytes(_HEADER, "little") + request
    sent = socket.send_fds(connection, [message[:4096]], [0, 1, 2])
    if sent < len(message):
        # Only while the child still waits for it: once it has the whole
        # request it may run the tool, answer and close before this client
        # is scheduled again, and a write to the closed socket (even of no
        # bytes) fails with EPIPE.
        connection.sendall(message[sent:])
    status = _receive(connection, 4)
    connection.close()
    if len(status) != 4:
        sys.stderr.write(f"{tool}: the warm tool server ended the run\n")
        return 1
    return int.from_bytes(status, "little", signed=True)


def _receive(connection: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            break
        data += chunk
    return data


def serve(path: str) -> None:
    """Import the tools, then fork a child per connection at `path` until
    the parent process (lit) is gone."""
    import importlib

    mains: dict[str, Callable[[], object]] = {}
    for tool, (module, name) in TOOLS.items():
        mains[tool] = getattr(importlib.import_module(module), name)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    listener.settimeout(1.0)
    parent = os.getppid()
    running = 0
    while os.getppid() == parent:
        # Children are reaped here (not ignored), so their CPU time counts
        # in this process's, as a tool lit started would in lit's.
        while running and os.waitpid(-1, os.WNOHANG)[0]:
            running -= 1
        try:
            connection, _ = listener.accept()
        except TimeoutError:
            continue
        if os.fork() == 0:
            listener.close()
            _run_child(connection, mains)
        running += 1
        connection.close()
    listener.close()
    os.unlink(path)
    with suppress(OSError):  # the directory lit.cfg.py made for the socket
        os.rmdir(os.path.dirname(path))
    for _ in range(running):
        os.wait()


def _run_child(
    connection: socket.socket, mains: dict[str, Callable[[], object]]
) -> None:
    """One tool run with the client's streams, directory and environment;
    sends the exit status and ends the process."""
    import traceback

    message, fds, _, _ = socket.recv_fds(connection, 1 << 16, 3)
    length = int.from_bytes(message[:_HEADER], "little")
    body = message[_HEADER:] + _receive(connection, length - (len(message) - _HEADER))
    request = json.loads(body)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    _fresh_streams()
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    tool = request["tool"]
    sys.argv = [tool, *request["args"]]
    code = 0
    try:
        returned = mains[tool]()
        code = returned if isinstance(returned, int) else 0
    except SystemExit as exit_:
        if isinstance(exit_.code, int):
            code = exit_.code
        elif exit_.code is not None:
            print(exit_.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            code = code or 1
    connection.sendall(code.to_bytes(4, "little", signed=True))
    os._exit(code)


def _fresh_streams() -> None:
    """`sys.stdin`, `sys.stdout` and `sys.stderr` opened again on the
    client's descriptors, as a Python process starting on them opens them
    (the server's were made for other files: a pipe is not seekable, a
    terminal is line-buffered)."""
    encoding = sys.getfilesystemencoding()
    sys.stdin = sys.__stdin__ = open(  # noqa: SIM115 (the process's own stream)
        0, encoding=encoding, closefd=False
    )
    sys.stdout = sys.__stdout__ = open(  # noqa: SIM115
        1, "w", buffering=1 if os.isatty(1) else -1, encoding=encoding, closefd=False
    )
    sys.stderr = sys.__stderr__ = open(  # noqa: SIM115
        2,
        "w",
        buffering=1,
        encoding=encoding,
        errors="backslashreplace",
        closefd=False,
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(sys.argv[2])
    else:
        sys.exit(client(sys.argv[1:]))
