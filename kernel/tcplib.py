"""tcplib's empirical telnet interarrival times, which `Application/Telnet`
samples when its interval_ is 0 (docs/ns2-behavior.md §8.2).

nslab does not ship the table (10000 measured gaps, in seconds).  `load()`
reads it from the file named by the environment variable NSLAB_TCPLIB_TELNET
(10000 numbers separated by white space or commas), or else finds it in the
data of an installed ns-2 binary (`ns` on the PATH), where it is stored as
10000 ascending doubles.
"""
import os
import re

from .errors import TableUnavailable

SIZE = 10000
ENV = "NSLAB_TCPLIB_TELNET"

_cache = None


def load():
    """The table as a list of 10000 floats (read once per process)."""
    global _cache
    if _cache is None:
        _cache = _find()
    return _cache


def _find():
    path = os.environ.get(ENV)
    if path:
        return read_file(path)
    import shutil       # here: it costs start-up time and is rarely needed
    ns = shutil.which("ns")
    if ns:
        table = from_binary(ns)
        if table is not None:
            return table
    raise TableUnavailable(
        "Application/Telnet interval_ 0 samples tcplib's telnet distribution, which nslab "
        "does not ship: set %s to a file of its %d values, or install ns-2 (`ns`)" % (ENV, SIZE))


def read_file(path):
    """The table from a text file of SIZE numbers."""
    try:
        with open(path) as f:
            values = [float(x) for x in re.split(r"[\s,]+", f.read().strip()) if x]
    except (OSError, ValueError) as e:
        raise TableUnavailable("%s (from %s): %s" % (path, ENV, e)) from None
    if len(values) != SIZE:
        raise TableUnavailable("%s: expected %d numbers, found %d" % (path, SIZE, len(values)))
    return values


def from_binary(path):
    """The longest run of >= SIZE ascending doubles in (1e-6, 1e4) in the file
    at any 8-byte alignment; its last SIZE values, or None."""
    import numpy as np
    data = open(path, "rb").read()
    best = None
    for offset in range(8):
        n = (len(data) - offset) // 8
        x = np.frombuffer(data, dtype="<f8", count=n, offset=offset)
        with np.errstate(invalid="ignore"):
            ok = (x > 1e-6) & (x < 1e4)
            step = np.concatenate(([False], ok[1:] & ok[:-1] & (x[1:] >= x[:-1])))
        # runs of consecutive True in `step`: each extends the value before it
        edges = np.flatnonzero(np.diff(np.concatenate(([0], step.view(np.int8), [0]))))
        for start, stop in zip(edges[::2], edges[1::2]):
            length = stop - start + 1
            if length >= SIZE and (best is None or length > best[0]):
                best = (length, x[stop - SIZE:stop].tolist())
    return best[1] if best else None
