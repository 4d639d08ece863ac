"""Read ns-2 trace files into pandas DataFrames, without a Python loop per line.

    >>> from nslab import trace
    >>> t = trace.read("basic1.tr")
    >>> t.packets.head()          # the 12-field wired event lines
    >>> t.variables.head()        # the TCP variable-trace lines
    >>> trace.read("wireless.tr").wireless    # CMU wireless lines, old or new format

Wired lines (docs/ns2-behavior.md §4.1) become columns event, time, from_node,
to_node, ptype, size, flags, fid, src_addr, src_port, dst_addr, dst_port,
seqno, uid; variable lines (§4.2) become time, addr, port, dst_addr,
dst_port, name, value.  Wireless lines (§4.4), in the default format or the
`use-newtrace` tagged one, become the columns of WIRELESS_COLUMNS, and the
node-movement lines (`M ...`) the columns of MOVEMENT_COLUMNS.  A file may mix
the kinds; lines of no known kind are left out.

`from_kernel(sim)` gives the same frames from a run with
`Simulator(capture=True)`, with no text written or parsed (the wireless ones
are also `sim.wireless_events()` and `sim.movements()`).

The textbook's line-by-line reader (Dordal, "Network Simulations: ns-2",
§16.2.4) is here too, so its loops run unchanged after
`from nslab import trace as nstrace`: nsopen, isEvent, isVar, isEOF,
getEvent, getVar, skipline (and istrace/gettrace, the names of §16.4.4).
"""
import io
import os
import warnings

import numpy as np
import pandas as pd

from ._trace_wireless import (MOVEMENT_COLUMNS, WIRELESS_COLUMNS, movements,
                              wireless)
from .errors import TraceFormatError, TruncatedTraceWarning

PACKET_COLUMNS = ["event", "time", "from_node", "to_node", "ptype", "size", "flags", "fid",
                  "src_addr", "src_port", "dst_addr", "dst_port", "seqno", "uid"]
VARIABLE_COLUMNS = ["time", "addr", "port", "dst_addr", "dst_port", "name", "value"]
_INT_COLUMNS = ["from_node", "to_node", "size", "fid", "src_addr", "src_port", "dst_addr",
                "dst_port", "seqno", "uid"]
_RAW = ["event", "time", "from_node", "to_node", "ptype", "size", "flags", "fid",
        "src", "dst", "seqno", "uid"]
_VAR_INTS = ["addr", "port", "dst_addr", "dst_port"]

__all__ = ["Trace", "read", "parse", "from_kernel", "TraceFormatError", "TruncatedTraceWarning", "PACKET_COLUMNS", "VARIABLE_COLUMNS",
           "WIRELESS_COLUMNS", "MOVEMENT_COLUMNS",
           "nsopen", "isEvent", "isVar", "isEOF", "getEvent", "getVar", "skipline",
           "istrace", "gettrace"]


def _where(name, line):
    return "%s, line %d" % (name or "trace", line)


def _warn_cut(name, line):
    warnings.warn("%s: the last line is incomplete (no newline at the end): it was left "
                  "out; the file was probably cut while being written" % _where(name, line),
                  TruncatedTraceWarning, stacklevel=3)


class Trace:
    """The lines of one trace file, by kind, as DataFrames.

    packets: wired event lines; variables: TCP variable lines; wireless: CMU
    wireless event lines; movements: wireless node-movement lines.
    """

    def __init__(self, packets, variables, wireless=None, movements=None):
        self.packets, self.variables = packets, variables
        self.wireless = empty_wireless() if wireless is None else wireless
        self.movements = empty_movements() if movements is None else movements

    def __repr__(self):
        parts = ["%d packet events" % len(self.packets),
                 "%d variable changes" % len(self.variables)]
        if len(self.wireless) or len(self.movements):
            parts += ["%d wireless events" % len(self.wireless),
                      "%d movements" % len(self.movements)]
        return "<Trace: %s>" % ", ".join(parts)


def empty_wireless():
    return wireless(b"", "new")


def empty_movements():
    return movements(b"")


# ---- splitting the bytes into lines of each kind (numpy over the whole buffer) ------------

def _line_kinds(data):
    """Start offsets, lengths (with newline) and first two bytes of every line."""
    buf = np.frombuffer(data, dtype=np.uint8)
    ends = np.flatnonzero(buf == 10)
    if len(buf) and (not len(ends) or ends[-1] != len(buf) - 1):
        ends = np.append(ends, len(buf) - 1)        # last line without newline
    starts = np.concatenate(([0], ends[:-1] + 1)) if len(ends) else np.zeros(0, np.int64)
    lengths = ends - starts + 1
    first = buf[starts] if len(starts) else np.zeros(0, np.uint8)
    second = buf[np.minimum(starts + 1, len(buf) - 1)] if len(starts) else first
    third = buf[np.minimum(starts + 2, len(buf) - 1)] if len(starts) else first
    return buf, starts, lengths, first, second, third


def _select(buf, starts, lengths, mask):
    """The bytes of the lines where `mask` is true, concatenated.

    Runs of consecutive selected lines are found with numpy and copied as
    whole slices, so the work is one slice per run, not per line."""
    if not mask.any():
        return b""
    if mask.all():
        out = buf.tobytes()
    else:
        edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.view(np.int8), [0]))))
        first, last = edges[0::2], edges[1::2] - 1
        begin, end = starts[first], starts[last] + lengths[last]
        view = memoryview(buf)
        out = b"".join([view[a:b] for a, b in zip(begin.tolist(), end.tolist())])
    return out if out.endswith(b"\n") else out + b"\n"


def _node_port(text):
    node, _, port = str(text).partition(".")
    return int(node), int(port) if port else -1


def _split_ends(frame):
    """Replace the categorical src/dst columns ("2.0") by int addr and port columns;
    there are few distinct values, so split the categories, not the rows."""
    for end in ("src", "dst"):
        col = frame.pop(end)
        pairs = [_node_port(v) for v in col.cat.categories]
        codes = col.cat.codes.to_numpy()
        table = np.array(pairs, dtype=np.int32).reshape(-1, 2)
        frame[end + "_addr"] = table[codes, 0] if len(table) else np.zeros(0, np.int32)
        frame[end + "_port"] = table[codes, 1] if len(table) else np.zeros(0, np.int32)
    return frame


def _typed(frame):
    """The packet columns in their order with the canonical dtypes."""
    frame = frame[PACKET_COLUMNS]
    for col in _INT_COLUMNS:
        if frame[col].dtype != np.int32:
            frame[col] = frame[col].astype(np.int32)
    for col in ("event", "ptype", "flags"):
        if not isinstance(frame[col].dtype, pd.CategoricalDtype):
            frame[col] = frame[col].astype("category")
        frame[col] = _canonical(frame[col].array, col == "event")
    return frame.reset_index(drop=True)


def _canonical(cat, events):
    """The categorical without unused categories, in a fixed order (+ - r d, then h,
    for events, else sorted), so every reader gives equal frames.  O(n), no sort."""
    cats = np.array([str(c) for c in cat.categories], dtype=object)
    codes = np.asarray(cat.codes, dtype=np.int64)
    used = np.bincount(codes[codes >= 0], minlength=len(cats)) > 0 if len(codes) else \
        np.zeros(len(cats), bool)
    names = cats[used].tolist()
    order = sorted(names, key=lambda c: ("+-rd".find(c) % 5, c)) if events else sorted(names)
    remap = np.full(len(cats) + 1, -1, np.int64)
    remap[np.flatnonzero(used)] = [order.index(n) for n in names]
    return pd.Categorical.from_codes(remap[codes], order)


def _empty_packets():
    frame = pd.DataFrame({c: pd.Series(dtype="float64" if c == "time" else
                                       "category" if c in ("event", "ptype", "flags") else
                                       np.int32) for c in PACKET_COLUMNS})
    return frame


def _packets_arrow(text):
    import pyarrow as pa
    import pyarrow.csv as pcsv
    cat = pa.dictionary(pa.int32(), pa.string())
    i32 = pa.int32()
    types = dict(zip(_RAW, [cat, pa.float64(), i32, i32, cat, i32, cat, i32, cat, cat,
                            i32, i32]))
    table = pcsv.read_csv(
        io.BytesIO(text), read_options=pcsv.ReadOptions(column_names=_RAW),
        parse_options=pcsv.ParseOptions(delimiter=" "),
        convert_options=pcsv.ConvertOptions(column_types=types, include_columns=_RAW))
    return table.to_pandas()


def _packets_pandas(text):
    return pd.read_csv(io.BytesIO(text), sep=" ", header=None, names=_RAW,
                       usecols=range(12), engine="c", na_filter=False,
                       dtype={"time": "float64", "event": "category", "ptype": "category",
                              "flags": "category", "src": "category", "dst": "category"})


def _packets(text):
    if not text:
        return _empty_packets()
    try:
        frame = _packets_arrow(text)        # multi-threaded; about twice as fast
    except ImportError:
        frame = _packets_pandas(text)
    return _typed(_split_ends(frame))


def _field_counts(text):
    """The number of space-separated fields on each line of `text`."""
    buf = np.frombuffer(text, dtype=np.uint8)
    blank = (buf == 32) | (buf == 9) | (buf == 13) | (buf == 10)
    starts = ~blank & np.concatenate(([True], blank[:-1]))      # first byte of a field
    ends = np.flatnonzero(buf == 10)
    counts = np.add.reduceat(starts.astype(np.int64), np.concatenate(([0], ends[:-1] + 1)))
    return counts


def _variables(text):
    if text:
        counts = _field_counts(text)
        if (counts != len(VARIABLE_COLUMNS)).any():
            raise ValueError("%d fields instead of %d" % (
                counts[counts != len(VARIABLE_COLUMNS)][0], len(VARIABLE_COLUMNS)))
    if not text:
        return pd.DataFrame({c: pd.Series(dtype=t) for c, t in (
            ("time", float), ("addr", np.int32), ("port", np.int32), ("dst_addr", np.int32),
            ("dst_port", np.int32), ("name", "category"), ("value", float))})
    frame = pd.read_csv(io.BytesIO(text), sep=r"\s+", header=None, names=VARIABLE_COLUMNS,
                        engine="c", na_filter=False, dtype={"name": "category"})
    for col in _VAR_INTS:
        frame[col] = frame[col].astype(np.int32)
    return frame


def read(path):
    """Parse an ns-2 trace file (wired, variable, wireless lines) into a Trace.

    An incomplete last line is left out with a TruncatedTraceWarning; any other
    line that cannot be read raises TraceFormatError with its line number."""
    with open(path, "rb") as f:
        return parse(f.read(), name=os.fspath(path), whole_lines=True)


def parse(data, name=None, whole_lines=False):
    """Parse trace bytes (or text) into a Trace; lines of no known kind are left out.

    name: the file's name, for warnings and errors.  whole_lines: the data is a
    file's content, in which every line ends with a newline (as simulators write
    them): a last line without one was cut and is left out with a warning.
    Otherwise (text given by hand) a last line without a newline is read."""
    if isinstance(data, str):
        data = data.encode()
    if whole_lines and data and not data.endswith(b"\n"):
        cut = data.rfind(b"\n") + 1
        _warn_cut(name, data.count(b"\n", 0, cut) + 1)
        data = data[:cut]
    buf, starts, lengths, first, second, third = _line_kinds(data)
    space = second == 32
    # 'h' (hop): a packet entering a LAN interface (nslab.lan)
    is_event = np.isin(first, np.frombuffer(b"+-rdh", np.uint8)) & space & (third != 45)
    is_var = (first >= 48) & (first <= 57)
    is_wireless = np.isin(first, np.frombuffer(b"srdfD", np.uint8)) & space
    is_new = is_wireless & (third == 45)                 # "s -t 0.000000000 -Hs ..."
    is_move = (first == 77) & space                      # "M 0.00000 5 (...)"
    if (is_wireless & ~is_event).any():
        # old wireless lines ("r 0.000000000 _0_ RTR ...") start like wired ones:
        # they are the lines holding " _"
        at = np.flatnonzero((buf[:-1] == 32) & (buf[1:] == 95))
        old = np.zeros(len(starts), bool)
        old[np.searchsorted(starts, at, side="right") - 1] = True
        is_packet = is_event & ~old
        is_wireless &= old | is_new
    else:
        is_packet, is_wireless = is_event, is_new
    lines = (buf, starts, lengths, name)
    parts = [_kind(lines, is_packet, _packets, "a wired event line (12 fields)"),
             _kind(lines, is_var, _variables, "a TCP variable line (7 fields)")]
    frames = []
    if is_new.any():
        frames.append(_kind(lines, is_new, lambda t: _timed(wireless(t, "new")),
                            "a wireless line of the new format"))
    if (is_wireless & ~is_new).any():
        frames.append(_kind(lines, is_wireless & ~is_new, lambda t: _timed(wireless(t, "old")),
                            "a wireless line"))
    mv = _kind(lines, is_move, lambda t: _timed(movements(t), all_columns=True),
               "a node movement line") if is_move.any() else None
    return Trace(parts[0], parts[1], _one_wireless(frames), mv)


def _timed(frame, all_columns=False):
    """The wireless parsers read unusable fields as missing; a line without a time
    (or, for movements, any field) is damaged."""
    columns = [c for c in frame.columns if frame[c].dtype.kind == "f"] if all_columns else ["time"]
    if len(frame) and frame[columns].isna().any(axis=None):
        raise ValueError("a field that must be a number is not one")
    return frame


def _kind(lines, mask, parse_kind, what):
    """parse_kind() of the lines where `mask` is true; if it fails, the first line
    that fails on its own is found by bisection and reported with its number."""
    buf, starts, lengths, name = lines
    try:
        return parse_kind(_select(buf, starts, lengths, mask))
    except (MemoryError, KeyboardInterrupt):
        raise
    except Exception as error:
        rows = np.flatnonzero(mask)
        while len(rows) > 1:
            half = rows[:len(rows) // 2]
            one = np.zeros(len(starts), bool)
            one[half] = True
            try:
                parse_kind(_select(buf, starts, lengths, one))
            except (MemoryError, KeyboardInterrupt):
                raise
            except Exception as e:
                rows, error = half, e
            else:
                rows = rows[len(rows) // 2:]
        row = int(rows[0]) if len(rows) else 0
        text = bytes(buf[starts[row]:starts[row] + lengths[row]]).decode("latin-1").rstrip("\n")
        raise TraceFormatError("%s: cannot read %r as %s (%s)"
                               % (_where(name, row + 1), text[:200], what,
                                  str(error).strip().splitlines()[0][:200] if str(error).strip()
                                  else type(error).__name__)) from None


def _one_wireless(frames):
    """The wireless lines of the new format, then of the old, as one frame
    (in time order when a file has both); None when there are none."""
    if len(frames) == 1:
        return frames[0]
    if frames:
        return pd.concat(frames).sort_values("time", kind="stable").reset_index(drop=True)
    return None


# ---- the same frames from the kernel's columns ------------------------------------------------

def from_kernel(sim, exact=False):
    """The frames of `read()` from a `Simulator(capture=True)` run, without any text.

    Packet times are rounded to the microsecond as in the trace text.  Unless
    `exact`, variable times and values are rounded as the text prints them
    (time to 5 decimals; cwnd_, rtt_, srtt_ and rttvar_ to 3 decimals, the
    others to integers), so analyses give the same answers as on the file.
    The address columns of variable lines are the agent's at the end of the
    run (the text shows -1 for lines written before `connect`).
    """
    from ._kernel import PACKET_TYPES
    cols = sim.kernel.packet_columns()
    codes = np.full(256, -1, np.int8)
    codes[np.frombuffer(b"+-rdh", np.uint8)] = np.arange(5)
    packets = pd.DataFrame({
        "event": pd.Categorical.from_codes(codes[cols["event"].view(np.uint8)], list("+-rdh")),
        "time": np.floor(cols["time"] * 1e6 + 0.5) / 1e6})
    for name in _INT_COLUMNS:
        packets[name] = cols[name]
    packets["ptype"] = pd.Categorical.from_codes(cols["ptype"], list(PACKET_TYPES))
    names, index = np.unique(np.array(_FLAG_TABLE), return_inverse=True)
    packets["flags"] = pd.Categorical.from_codes(
        index[np.asarray(cols["flags"], np.int64) & 127], names.tolist())
    packets = _typed(packets)
    from ._kernel import TRACED_VARIABLES
    var = sim.kernel.var_columns()
    ids = var["agent"].astype(np.int64)
    used = np.flatnonzero(np.bincount(ids)) if len(ids) else np.zeros(0, np.int64)
    agents = {a.id: a for a in sim.agents}
    cols = np.array([[agents[i][k] for k in ("agent_addr_", "agent_port_", "dst_addr_",
                                              "dst_port_")] for i in used.tolist()],
                    dtype=np.int32).reshape(-1, 4)
    index = np.searchsorted(used, ids)
    time, value = var["time"], var["value"]
    if not exact:
        time = np.round(time, 5)
        decimals = np.array([n in ("cwnd_", "rtt_", "srtt_", "rttvar_")
                             for n in TRACED_VARIABLES])
        value = np.where(decimals[var["var"]], np.round(value, 3), np.trunc(value))
    variables = pd.DataFrame({"time": time})
    for j, col in enumerate(_VAR_INTS):
        variables[col] = cols[index, j]
    variables["name"] = _canonical(pd.Categorical.from_codes(var["var"],
                                                             list(TRACED_VARIABLES)), False)
    variables["value"] = value
    return Trace(packets, variables, wireless_from_kernel(sim), movements_from_kernel(sim))


def wireless_from_kernel(sim):
    """The `.wireless` frame of `read()` from a `Simulator(capture=True)` run:
    the same columns, dtypes and values (numbers as the lines print them)."""
    from ._kernel import WIRELESS_LEVELS, WIRELESS_PTYPES, WIRELESS_REASONS
    if sim._wl is None:
        return empty_wireless()
    cols = sim._wl.trace_columns()
    newtrace = cols["newtrace"].astype(bool)
    frames = []
    for fmt in (True, False):
        c = cols[newtrace == fmt]
        if not len(c):
            continue
        # every column with its final dtype, the frame made once (column by column, pandas
        # took half of the ~25 ms a lab-04 redraw spent here)
        f = {"event": _categorical(_EVENT_CODES[c["event"].view(np.uint8)], list("dfrs")),
             "time": c["time"]}
        for name in ("node", "uid", "size", "src_addr", "src_port", "dst_addr", "dst_port",
                     "ttl", "next_hop", "seqno"):
            f[name] = c[name].astype(np.int64)
        for name, names in (("level", WIRELESS_LEVELS), ("reason", WIRELESS_REASONS),
                            ("ptype", WIRELESS_PTYPES)):
            f[name] = _categorical(c[name], names)
        for name in ("x", "y", "z"):
            f[name] = c[name]
        f["energy"] = np.full(len(c), -1.0 if fmt else np.nan)   # the new format's -Ne -1.000000
        frames.append(pd.DataFrame({name: f[name] for name in WIRELESS_COLUMNS}))
    return _one_wireless(frames) if frames else empty_wireless()


def movements_from_kernel(sim):
    """The `.movements` frame of `read()` from a `Simulator(capture=True)` run."""
    if sim._wl is None:
        return empty_movements()
    cols = sim._wl.movement_columns()
    if not len(cols):
        return empty_movements()
    frame = pd.DataFrame({name: cols[name] for name in MOVEMENT_COLUMNS})
    frame["node"] = frame["node"].astype(np.int64)
    return frame


def _categorical(codes, names):
    """Codes into `names` as the categorical a reader gives: only the names
    used, sorted (as pandas orders the categories of strings)."""
    return _canonical(pd.Categorical.from_codes(np.asarray(codes, np.int64), list(names)),
                      False)


_EVENT_CODES = np.full(256, -1, np.int64)
_EVENT_CODES[np.frombuffer(b"dfrs", np.uint8)] = np.arange(4)


# the 7 flag characters of every flags value (docs/ns2-behavior.md §4.1; bit 4 prints nothing)
_FLAG_TABLE = [("C" if f & 1 else "-") + ("P" if f & 2 else "-") + "-" +
               ("A" if f & 8 else "-") + ("E" if f & 16 else "-") +
               ("F" if f & 32 else "-") + ("N" if f & 64 else "-") for f in range(128)]


# ---- the textbook's iterator API (module-level state, as the book's nstrace) ----------------

_reader = {"lines": [], "pos": 0}


def nsopen(filename):
    """Open a trace file for the line-by-line functions below (an incomplete last
    line is left out with a TruncatedTraceWarning)."""
    with open(filename) as f:
        text = f.read()
    lines = text.splitlines()
    if text and not text.endswith("\n"):
        _warn_cut(os.fspath(filename), len(lines))
        lines.pop()
    _reader.update(lines=lines, pos=0, name=os.fspath(filename))


def _current():
    return _reader["lines"][_reader["pos"]]


def isEOF():
    """True when every line has been read."""
    return _reader["pos"] >= len(_reader["lines"])


def isEvent():
    """True when the current line is a wired 12-field event line."""
    line = "" if isEOF() else _current()
    return len(line) > 2 and line[0] in "+-rd" and line[1] == " " and line[2] != "-"


def isVar():
    """True when the current line is a variable-trace line."""
    line = "" if isEOF() else _current()
    return bool(line) and line[0].isdigit()


def skipline():
    """Move past the current line."""
    _reader["pos"] += 1


def _fields(convert, what):
    if isEOF():
        raise TraceFormatError("%s: no line left to read (check isEOF() first)"
                               % _reader.get("name", "trace"))
    line, number = _current(), _reader["pos"] + 1
    skipline()
    try:
        return convert(line.split())
    except (IndexError, ValueError) as e:
        raise TraceFormatError("%s: cannot read %r as %s (%s)" % (
            _where(_reader.get("name"), number), line[:200], what, e)) from None


def getEvent():
    """The current event line as a 12-tuple; src and dst are (node, port) pairs."""
    return _fields(lambda f: (f[0], float(f[1]), int(f[2]), int(f[3]), f[4], int(f[5]), f[6],
                              int(f[7]), _node_port(f[8]), _node_port(f[9]), int(f[10]),
                              int(f[11])), "a wired event line (12 fields)")


def getVar():
    """The current variable line as a 7-tuple (time, addr, port, daddr, dport, name, value)."""
    return _fields(lambda f: (float(f[0]), int(f[1]), int(f[2]), int(f[3]), int(f[4]), f[5],
                              float(f[6])), "a TCP variable line (7 fields)")


istrace = isEvent       # the names the book's drop-cluster fragment uses (§16.4.4)
gettrace = getEvent
