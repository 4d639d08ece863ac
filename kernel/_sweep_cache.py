"""The result cache of nslab.sweep: one SQLite table, one row per finished point.

A point's key is the sha256 of (scenario identity, parameters, kernel
version), so a changed script, function body, parameter or kernel never
reuses an old result.  Each point is committed as it finishes, so a sweep
killed midway keeps everything it had finished.  Failed points are not
stored: they run again next time.  Entries are checked against a checksum
when read, and a cache that fails is given up, never the sweep (see Cache).
"""
import glob
import hashlib
import json
import os
import sqlite3
import time
import warnings

from .errors import CacheWarning

_KERNEL_VERSION = None
# the files that may decide what a simulation computes (glob patterns in the package):
# every Python module of it and of its model packages (the OTcl front end, the
# parameter tables, multicast's, DSR's and the satellites' protocols), and the Tcl
# the front end evaluates; a change to any of them makes the cached points stale
_SIMULATION_SOURCES = ("*.py", "*/*.py", "otcl/*.tcl", "otcl/*.txt")


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
        for pattern in _SIMULATION_SOURCES:
            files += sorted(glob.glob(os.path.join(here, pattern)))
        for path in files:
            if os.path.exists(path):
                with open(path, "rb") as f:
                    h.update(f.read())
        _KERNEL_VERSION = "%s+%s" % (nslab.__version__, h.hexdigest()[:16])
    return _KERNEL_VERSION


def point_key(scenario_key, params):
    text = json.dumps([scenario_key, kernel_version(), params], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _warn(message):
    warnings.warn("nslab sweep cache: " + message, CacheWarning, stacklevel=4)


def _checksum(key, outcome_json):
    return hashlib.sha256(("%s\n%s" % (key, outcome_json)).encode()).hexdigest()


def _valid(outcome):
    """An outcome as sweep() stores it: finished without error, results by name."""
    return (isinstance(outcome, dict) and isinstance(outcome.get("results"), dict)
            and outcome.get("error") is None
            and isinstance(outcome.get("wall_time"), (int, float)))


class Cache:
    """Finished points of every sweep, in DIR/sweeps.sqlite.

    Every entry carries a checksum of its key and content: an entry that does not
    match it, does not parse, or is not a finished outcome is not returned (it is
    recomputed, with a warning).  A cache that cannot be opened, read or written
    is given up with one warning, and the sweep goes on without it: no cache
    failure ever stops a sweep."""

    def __init__(self, directory=None):
        directory = default_dir() if directory is None else str(directory)
        self.db = None
        self.path = os.path.join(directory, "sweeps.sqlite")
        self.damaged = 0
        self.unstorable = 0
        try:
            os.makedirs(directory, exist_ok=True)
            self.db = sqlite3.connect(self.path, timeout=60)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("CREATE TABLE IF NOT EXISTS points (key TEXT PRIMARY KEY, "
                            "scenario TEXT, params TEXT, outcome TEXT, finished REAL)")
            columns = [row[1] for row in self.db.execute("PRAGMA table_info(points)")]
            if "checksum" not in columns:       # a cache of an older nslab: entries unchecked
                self.db.execute("ALTER TABLE points ADD COLUMN checksum TEXT")
            self.db.commit()
        except (OSError, sqlite3.Error) as e:
            hint = ""
            if isinstance(e, sqlite3.DatabaseError) and not isinstance(e, sqlite3.OperationalError):
                hint = "; delete the file to start a new cache"     # damaged, not busy
            self._give_up("cannot use %s (%s); running without the cache%s" % (self.path, e, hint))

    @property
    def usable(self):
        return self.db is not None

    def _give_up(self, message):
        _warn(message)
        self.close()

    def get_many(self, keys):
        """{key: outcome} for the keys whose entries are stored and sound."""
        found = {}
        if self.db is None:
            return found
        keys = list(keys)
        try:
            for i in range(0, len(keys), 500):
                chunk = keys[i:i + 500]
                rows = self.db.execute("SELECT key, outcome, checksum FROM points WHERE key IN (%s)"
                                       % ",".join("?" * len(chunk)), chunk).fetchall()
                for key, text, checksum in rows:
                    outcome = None
                    if isinstance(text, str) and checksum == _checksum(key, text):
                        try:
                            outcome = json.loads(text)
                        except ValueError:
                            outcome = None
                    if _valid(outcome):
                        found[key] = outcome
                    else:
                        self.damaged += 1
        except sqlite3.Error as e:
            self._give_up("cannot read %s (%s); running without the cache" % (self.path, e))
            return {}
        if self.damaged:
            _warn("%d entr%s in %s did not match %s checksum or were not results; "
                  "recomputing %s" % (self.damaged, "y" if self.damaged == 1 else "ies", self.path,
                                      "its" if self.damaged == 1 else "their",
                                      "it" if self.damaged == 1 else "them"))
        return found

    def put(self, key, scenario_key, params, outcome):
        """Store a finished point (atomically, with its checksum); a failure gives
        up the cache for the rest of the sweep, with one warning.  A point whose
        results JSON would not give back as they are is not stored (one warning)."""
        if self.db is None:
            return
        text = _encode(outcome)
        if text is None:
            if not self.unstorable:
                _warn("the results at %s cannot be stored exactly (only numbers, strings, "
                      "booleans, None, lists and dicts with string keys can); points like it "
                      "are not cached" % ", ".join("%s=%r" % kv for kv in sorted(params.items())))
            self.unstorable += 1
            return
        try:
            self.db.execute("INSERT OR REPLACE INTO points VALUES (?, ?, ?, ?, ?, ?)",
                            (key, json.dumps(scenario_key, default=str),
                             json.dumps(params, sort_keys=True, default=str),
                             text, time.time(), _checksum(key, text)))
            self.db.commit()
        except (sqlite3.Error, OSError, ValueError, TypeError) as e:
            self._give_up("cannot write to %s (%s); the rest of the sweep is not cached"
                          % (self.path, e))

    def count(self):
        return self.db.execute("SELECT COUNT(*) FROM points").fetchone()[0] if self.db else 0

    def close(self):
        if self.db is not None:
            try:
                self.db.close()
            except sqlite3.Error:
                pass
            self.db = None


def _plain(value):
    """A numpy scalar as the Python value it holds; other objects are not JSON."""
    if type(value).__module__ == "numpy" and getattr(value, "shape", None) == ():
        return value.item()
    raise TypeError("a %s is not stored in the cache" % type(value).__qualname__)


def _encode(outcome):
    """An outcome as JSON text, or None when reading that text back would not give
    the same values (a tuple, a dict with other than string keys, an object)."""
    try:
        text = json.dumps(outcome, default=_plain)
        return text if _same(json.loads(text), outcome) else None
    except (TypeError, ValueError, RecursionError):
        return None


def _same(back, value):
    """Is `back` (read from JSON) what `value` was?"""
    if type(value).__module__ == "numpy" and getattr(value, "shape", None) == ():
        value = value.item()
    if value is None or isinstance(value, bool):
        return back is value
    if isinstance(value, int):
        return type(back) is int and back == value
    if isinstance(value, float):
        return type(back) is float and (back == value or (back != back and value != value))
    if isinstance(value, str):
        return back == value
    if type(value) is list:
        return (type(back) is list and len(back) == len(value)
                and all(_same(b, v) for b, v in zip(back, value)))
    if isinstance(value, dict):
        return (isinstance(back, dict) and all(isinstance(k, str) for k in value)
                and set(back) == set(value) and all(_same(back[k], value[k]) for k in value))
    return False
