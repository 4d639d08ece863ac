"""Read ns-2 trace files into pandas DataFrames, without a Python loop per line.

    >>> from nslab import trace
    >>> t = trace.read("basic1.tr")
    >>> t.packets.head()          # the 12-field wired event lines
    >>> t.variables.head()        # the TCP variable-trace lines

Wired lines (ns2-behavior.md §4.1) become columns event, time, from_node,
to_node, ptype, size, flags, fid, src_addr, src_port, dst_addr, dst_port,
seqno, uid; variable lines (§4.2) become time, addr, port, dst_addr,
dst_port, name, value.  `from_kernel(sim)` gives the same frames from a run
with `Simulator(capture=True)`, with no text written or parsed.

The textbook's line-by-line reader (Dordal, "Network Simulations: ns-2",
§16.2.6) is here too, so its loops run unchanged after
`from nslab import trace as nstrace`: nsopen, isEvent, isVar, isEOF,
getEvent, getVar, skipline.
"""
import io

import numpy as np
import pandas as pd

PACKET_COLUMNS = ["event", "time", "from_node", "to_node", "ptype", "size", "flags", "fid",
                  "src", "dst", "seqno", "uid"]
VARIABLE_COLUMNS = ["time", "addr", "port", "dst_addr", "dst_port", "name", "value"]


class Trace:
    """The packet and variable lines of one trace file, as DataFrames."""

    def __init__(self, packets, variables):
        self.packets, self.variables = packets, variables

    def __repr__(self):
        return "<Trace: %d packet events, %d variable changes>" % (
            len(self.packets), len(self.variables))


def _line_kinds(data):
    """Start offsets, lengths (with newline) and first bytes of every line."""
    buf = np.frombuffer(data, dtype=np.uint8)
    ends = np.flatnonzero(buf == 10)
    if len(buf) and (not len(ends) or ends[-1] != len(buf) - 1):
        ends = np.append(ends, len(buf) - 1)        # last line without newline
    starts = np.concatenate(([0], ends[:-1] + 1)) if len(ends) else np.zeros(0, np.int64)
    lengths = ends - starts + 1
    first = buf[starts] if len(starts) else np.zeros(0, np.uint8)
    second = buf[np.minimum(starts + 1, len(buf) - 1)] if len(starts) else first
    return buf, starts, lengths, first, second


def _select(buf, starts, lengths, mask):
    """The bytes of the lines where `mask` is true, concatenated (vectorized)."""
    if not mask.any():
        return b""
    out = buf[np.repeat(mask, lengths)].tobytes()
    return out if out.endswith(b"\n") else out + b"\n"


def _packets(text):
    if not text:
        text = b"+ 0 0 0 x 0 - 0 0.0 0.0 0 0\n"       # a typed, empty frame
        empty = True
    else:
        empty = False
    frame = pd.read_csv(io.BytesIO(text), sep=" ", header=None, names=PACKET_COLUMNS,
                        usecols=range(12), engine="c", na_filter=False,
                        dtype={"time": "float64", "event": "category", "ptype": "category",
                               "flags": "category",
                               "src": "category", "dst": "category"})
    for end in ("src", "dst"):
        # few distinct node.port values: split the categories, not the rows
        col = frame.pop(end)
        pairs = [_node_port(v) for v in col.cat.categories]
        codes = col.cat.codes.to_numpy()
        frame[end + "_addr"] = np.array([p[0] for p in pairs], dtype=np.int64)[codes]
        frame[end + "_port"] = np.array([p[1] for p in pairs], dtype=np.int64)[codes]
    if empty:
        frame = frame.iloc[0:0]
    cols = ["event", "time", "from_node", "to_node", "ptype", "size", "flags", "fid",
            "src_addr", "src_port", "dst_addr", "dst_port", "seqno", "uid"]
    return frame[cols]


def _node_port(text):
    node, _, port = str(text).partition(".")
    return int(node), int(port) if port else -1


def _variables(text):
    if not text:
        return pd.DataFrame({c: pd.Series(dtype=t) for c, t in (
            ("time", float), ("addr", int), ("port", int), ("dst_addr", int), ("dst_port", int),
            ("name", object), ("value", float))})
    return pd.read_csv(io.BytesIO(text), sep=r"\s+", header=None, names=VARIABLE_COLUMNS,
                       engine="c", na_filter=False, dtype={"name": "category"})


def read(path):
    """Parse a wired ns-2 trace (packet and variable lines) into a Trace."""
    with open(path, "rb") as f:
        return parse(f.read())


def parse(data):
    """Parse trace bytes; other lines (nam, wireless) are left out."""
    if isinstance(data, str):
        data = data.encode()
    buf, starts, lengths, first, second = _line_kinds(data)
    is_packet = np.isin(first, np.frombuffer(b"+-rd", np.uint8)) & (second == 32)
    is_var = (first >= 48) & (first <= 57)
    return Trace(_packets(_select(buf, starts, lengths, is_packet)),
                 _variables(_select(buf, starts, lengths, is_var)))


def from_kernel(sim):
    """The same frames from a `Simulator(capture=True)` run, without any text."""
    packets = sim.packets().rename(columns={})
    packets["time"] = np.floor(packets["time"] * 1e6 + 0.5) / 1e6
    packets["ptype"] = packets["ptype"].astype(str)
    flags = packets.pop("flags").to_numpy()
    packets.insert(6, "flags", _flag_strings(flags))
    packets = packets[["event", "time", "from_node", "to_node", "ptype", "size", "flags", "fid",
                       "src_addr", "src_port", "dst_addr", "dst_port", "seqno", "uid"]]
    var = sim.variables()
    agents = {a.id: a for a in sim.agents}
    variables = pd.DataFrame({
        "time": var["time"].to_numpy(),
        "addr": [agents[i]["agent_addr_"] for i in var["agent"]] if len(var) else [],
        "agent": var["agent"].to_numpy(),
        "name": var["name"].astype(str).to_numpy(),
        "value": var["value"].to_numpy()})
    return Trace(packets.reset_index(drop=True), variables)


def _flag_strings(flags):
    table = np.array([("C" if f & 1 else "-") + ("P" if f & 2 else "-") + "-" +
                      ("A" if f & 8 else "-") + ("E" if f & 16 else "-") +
                      ("F" if f & 32 else "-") + ("N" if f & 64 else "-") for f in range(128)])
    return table[np.asarray(flags, dtype=np.int64) & 127]


# ---- the textbook's iterator API (module-level state, as the book's nstrace) ----

_reader = {"lines": [], "pos": 0}


def nsopen(filename):
    """Open a trace file for the line-by-line functions below."""
    with open(filename) as f:
        _reader["lines"] = f.read().splitlines()
    _reader["pos"] = 0


def _current():
    return _reader["lines"][_reader["pos"]]


def isEOF():
    return _reader["pos"] >= len(_reader["lines"])


def isEvent():
    line = "" if isEOF() else _current()
    return len(line) > 1 and line[0] in "+-rd" and line[1] == " "


def isVar():
    line = "" if isEOF() else _current()
    return bool(line) and line[0].isdigit()


def skipline():
    _reader["pos"] += 1


def getEvent():
    """The current event line as a 12-tuple; src and dst are (node, port) pairs."""
    f = _current().split()
    skipline()

    return (f[0], float(f[1]), int(f[2]), int(f[3]), f[4], int(f[5]), f[6], int(f[7]),
            _node_port(f[8]), _node_port(f[9]), int(f[10]), int(f[11]))


def getVar():
    """The current variable line as a 7-tuple (time, addr, port, daddr, dport, name, value)."""
    f = _current().split()
    skipline()
    return (float(f[0]), int(f[1]), int(f[2]), int(f[3]), int(f[4]), f[5], float(f[6]))
