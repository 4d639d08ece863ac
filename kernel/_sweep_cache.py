"""The result cache of nslab.sweep: one SQLite table, one row per finished point.

A point's key is the sha256 of (scenario identity, parameters, kernel
version), so a changed script, function body, parameter or kernel never
reuses an old result.  Each point is committed as it finishes, so a sweep
killed midway keeps everything it had finished.  Failed points are not
stored: they run again next time.
"""
import glob
import hashlib
import json
import os
import sqlite3
import time

_KERNEL_VERSION = None
# the modules that decide what a simulation computes
_SIMULATION_SOURCES = ("otcl.py", "simulator.py", "params.py", "units.py", "rng.py")


def default_dir():
    """$NSLAB_CACHE_DIR, else $XDG_CACHE_HOME/nslab, else ~/.cache/nslab."""
    if os.environ.get("NSLAB_CACHE_DIR"):
        return os.environ["NSLAB_CACHE_DIR"]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "nslab")


def kernel_version():
    """nslab's version plus a digest of the compiled kernel and the Python modules
    that build and run scenarios: it changes whenever results could."""
    global _KERNEL_VERSION
    if _KERNEL_VERSION is None:
        import nslab
        here = os.path.dirname(os.path.abspath(nslab.__file__))
        h = hashlib.sha256()
        files = sorted(glob.glob(os.path.join(here, "_kernel*.so")) +
                       glob.glob(os.path.join(here, "_kernel*.pyd")))
        files += [os.path.join(here, name) for name in _SIMULATION_SOURCES]
        for path in files:
            if os.path.exists(path):
                with open(path, "rb") as f:
                    h.update(f.read())
        _KERNEL_VERSION = "%s+%s" % (nslab.__version__, h.hexdigest()[:16])
    return _KERNEL_VERSION


def point_key(scenario_key, params):
    text = json.dumps([scenario_key, kernel_version(), params], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


class Cache:
    """Finished points of every sweep, in DIR/sweeps.sqlite."""

    def __init__(self, directory=None):
        directory = default_dir() if directory is None else str(directory)
        os.makedirs(directory, exist_ok=True)
        self.path = os.path.join(directory, "sweeps.sqlite")
        self.db = sqlite3.connect(self.path, timeout=60)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("CREATE TABLE IF NOT EXISTS points (key TEXT PRIMARY KEY, "
                        "scenario TEXT, params TEXT, outcome TEXT, finished REAL)")
        self.db.commit()

    def get_many(self, keys):
        """{key: outcome} for the keys that are stored."""
        found = {}
        keys = list(keys)
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            rows = self.db.execute("SELECT key, outcome FROM points WHERE key IN (%s)"
                                   % ",".join("?" * len(chunk)), chunk)
            found.update((k, json.loads(v)) for k, v in rows)
        return found

    def put(self, key, scenario_key, params, outcome):
        self.db.execute("INSERT OR REPLACE INTO points VALUES (?, ?, ?, ?, ?)",
                        (key, json.dumps(scenario_key, default=str),
                         json.dumps(params, sort_keys=True, default=str),
                         json.dumps(outcome, default=_plain), time.time()))
        self.db.commit()

    def count(self):
        return self.db.execute("SELECT COUNT(*) FROM points").fetchone()[0]

    def close(self):
        self.db.close()


def _plain(value):
    """numpy scalars and other values as JSON-able Python values."""
    if hasattr(value, "item"):
        return value.item()
    return str(value)
