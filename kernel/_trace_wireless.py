"""The wireless (CMU) trace lines of ns-2, old and `use-newtrace` formats
(docs/ns2-behavior.md §4.4), into one DataFrame schema; used by nslab.trace.

Both formats give the columns of WIRELESS_COLUMNS:
  event     s (send), r (receive), d (drop; the old format's D), f (forward)
  time      seconds
  node      the node logging the event
  level     AGT, RTR, MAC or IFQ; reason: ---, CBK, NRTE, END, ARP, ...
  uid, ptype, size (bytes), src_addr, src_port, dst_addr, dst_port, ttl,
  next_hop  the IP header fields (-1 where a line has none)
  seqno     the CBR/TCP sequence number (-1 for other packet types; the new
            format's TCP lines give it as -Ps)
  x, y, z, energy   node position and energy (new format only; NaN in the old)
Movement lines (`M time node (x, y, z), (dx, dy), speed`) give MOVEMENT_COLUMNS.

Parsing is vectorized: brackets and separators are turned into spaces with one
bytes.translate, the tokens are read by pandas' C reader, and tags of the new
format are found column by column (a few distinct tags per column).
"""
import io

import numpy as np
import pandas as pd

WIRELESS_COLUMNS = ["event", "time", "node", "level", "reason", "uid", "ptype", "size",
                    "src_addr", "src_port", "dst_addr", "dst_port", "ttl", "next_hop", "seqno",
                    "x", "y", "z", "energy"]
MOVEMENT_COLUMNS = ["time", "node", "x", "y", "z", "dest_x", "dest_y", "speed"]
_INTS = ["node", "uid", "size", "src_addr", "src_port", "dst_addr", "dst_port", "ttl",
         "next_hop", "seqno"]
_OLD_SEPARATORS = bytes.maketrans(b"[]_:", b"    ")
_MOVE_SEPARATORS = bytes.maketrans(b"(),", b"   ")
# new-format tag -> column
_TAGS = {"-t": "time", "-Ni": "node", "-Nl": "level", "-Nw": "reason", "-Ii": "uid",
         "-It": "ptype", "-Il": "size", "-Iv": "ttl", "-Hd": "next_hop", "-Nx": "x",
         "-Ny": "y", "-Nz": "z", "-Ne": "energy", "-Is": "src", "-Id": "dst", "-Pi": "seqno",
         "-Ps": "tcp_seqno", "-Pn": "proto"}


def _tokens(text, max_tokens):
    return pd.read_csv(io.BytesIO(text), sep=r"\s+", header=None, names=range(max_tokens),
                       dtype=str, engine="c", na_filter=False, keep_default_na=False)


def _max_tokens(text):
    buf = np.frombuffer(text, np.uint8)
    ends = np.flatnonzero(buf == 10)
    starts = np.concatenate(([0], ends[:-1] + 1))
    spaces = np.add.reduceat((buf == 32).astype(np.int32), starts) if len(starts) else [0]
    return int(np.max(spaces)) + 2


def _ints(col):
    return pd.to_numeric(col, errors="coerce").fillna(-1).astype(np.int64)


def _floats(col):
    return pd.to_numeric(col, errors="coerce").astype(float)


def _split_categories(col):
    """'2.255' -> (2, 255), split on the few distinct values."""
    cat = pd.Categorical(col)
    pairs = []
    for v in cat.categories:
        a, _, b = str(v).partition(".")
        try:
            pairs.append((int(a), int(b) if b else -1))
        except ValueError:
            pairs.append((-1, -1))
    table = np.array(pairs + [(-1, -1)], dtype=np.int64)
    codes = np.where(cat.codes < 0, len(pairs), cat.codes)
    return table[codes, 0], table[codes, 1]


def finish_wireless(frame):
    for col in _INTS:
        frame[col] = frame[col].astype(np.int64)
    for col in ("event", "level", "reason", "ptype"):
        frame[col] = frame[col].astype("category")
    return frame[WIRELESS_COLUMNS].reset_index(drop=True)


def _empty():
    frame = pd.DataFrame({c: pd.Series(dtype=float) for c in WIRELESS_COLUMNS})
    for col in ("event", "level", "reason", "ptype"):
        frame[col] = frame[col].astype(str)
    return finish_wireless(frame)


def _old(text):
    text = text.translate(_OLD_SEPARATORS)
    tok = _tokens(text, max(_max_tokens(text), 20))
    f = pd.DataFrame({"event": tok[0].replace("D", "d"), "time": _floats(tok[1]),
                      "node": _ints(tok[2]), "level": tok[3], "reason": tok[4],
                      "uid": _ints(tok[5]), "ptype": tok[6], "size": _ints(tok[7]),
                      "src_addr": _ints(tok[13]), "src_port": _ints(tok[14]),
                      "dst_addr": _ints(tok[15]), "dst_port": _ints(tok[16]),
                      "ttl": _ints(tok[17]), "next_hop": _ints(tok[18])})
    carries_seqno = f["ptype"].isin(["cbr", "tcp", "ack"]).to_numpy()
    f["seqno"] = np.where(carries_seqno, _ints(tok[19]), -1)
    for col in ("x", "y", "z", "energy"):
        f[col] = np.nan
    return finish_wireless(f)


def _new(text):
    tok = _tokens(text, _max_tokens(text))
    values = {}
    for j in range(1, tok.shape[1] - 1):
        col = tok[j]
        for tag in pd.unique(col):
            name = _TAGS.get(tag)
            if name is None:
                continue
            mask = (col == tag).to_numpy()
            target = values.setdefault(name, np.full(len(tok), "", dtype=object))
            target[mask] = tok[j + 1].to_numpy()[mask]
    n = len(tok)

    def get(name):
        return pd.Series(values.get(name, np.full(n, "", dtype=object)))

    f = pd.DataFrame({"event": tok[0], "time": _floats(get("time")), "node": _ints(get("node")),
                      "level": get("level"), "reason": get("reason"), "uid": _ints(get("uid")),
                      "ptype": get("ptype"), "size": _ints(get("size")),
                      "ttl": _ints(get("ttl")), "next_hop": _ints(get("next_hop"))})
    f["src_addr"], f["src_port"] = _split_categories(get("src"))
    f["dst_addr"], f["dst_port"] = _split_categories(get("dst"))
    proto = get("proto").to_numpy()
    f["seqno"] = np.where(proto == "cbr", _ints(get("seqno")),
                          np.where(proto == "tcp", _ints(get("tcp_seqno")), -1))
    for col in ("x", "y", "z", "energy"):
        f[col] = _floats(get(col))
    return finish_wireless(f)


def wireless(text, fmt):
    """Wireless event lines (bytes, one kind of format) as a DataFrame."""
    if not text:
        return _empty()
    return _new(text) if fmt == "new" else _old(text)


def movements(text):
    """`M` node-movement lines as a DataFrame of MOVEMENT_COLUMNS."""
    if not text:
        return pd.DataFrame({c: pd.Series(dtype=np.int64 if c == "node" else float)
                             for c in MOVEMENT_COLUMNS})
    tok = _tokens(text.translate(_MOVE_SEPARATORS), 10)
    frame = pd.DataFrame({name: _floats(tok[i + 1]) for i, name in enumerate(MOVEMENT_COLUMNS)})
    frame["node"] = frame["node"].astype(np.int64)
    return frame
