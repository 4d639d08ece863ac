"""Running one script of the compatibility suite, with the real ns or with nslab.

A script runs as a user would run it: `ns SCRIPT` (or `nslab run SCRIPT`) in a fresh
temporary directory, with stub `nam`, `xgraph` and `gnuplot` commands first on PATH (the
scripts launch them at the end: the stubs exit at once), and a time limit.  What a run
leaves is its exit status, stdout, stderr and every file that appeared in the directory,
each file by its sha256.  record.py and test_compat.py share this; it is not a test
module itself.
"""
import hashlib
import json
import os
import pathlib
import re
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
SCRIPTS = HERE / "scripts"
EXPECTED = HERE / "expected.json"
STUBBED = ("nam", "xgraph", "gnuplot")


def scripts():
    """The suite's scripts as paths relative to scripts/ ("ex/simple.tcl"), sorted."""
    return sorted(str(p.relative_to(SCRIPTS)) for p in SCRIPTS.rglob("*.tcl"))


def script_args(path):
    """The arguments a script is run with: its header's `# compat-args: ...` line."""
    for line in pathlib.Path(path).read_text(errors="replace").splitlines()[:20]:
        m = re.match(r"#\s*compat-args:(.*)", line)
        if m:
            return m.group(1).split()
    return []


def _stub_dir():
    d = pathlib.Path(tempfile.mkdtemp(prefix="compat_stubs_"))
    for name in STUBBED:
        stub = d / name
        stub.write_text("#!/bin/sh\nexit 0\n")
        stub.chmod(0o755)
    return d


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def run(command, rel, timeout):
    """Run SCRIPTS/rel with `command` (a list, the script path and its arguments are
    appended) in a fresh directory.  Returns a dict: status (the exit code, or
    "timeout"), seconds, stdout and stderr (text), files ({name: sha256})."""
    path = SCRIPTS / rel
    stubs = _stub_dir()
    env = dict(os.environ, PATH="%s:%s" % (stubs, os.environ.get("PATH", "")))
    with tempfile.TemporaryDirectory(prefix="compat_run_") as work:
        start = time.monotonic()
        try:
            p = subprocess.run(command + [str(path)] + script_args(path), cwd=work, env=env,
                               stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
            status, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired as e:
            status, out, err = "timeout", e.stdout or b"", e.stderr or b""
        seconds = time.monotonic() - start
        time.sleep(0.05)        # a stub started with `&` may still be exiting
        files = {str(f.relative_to(work)): sha256(f.read_bytes())
                 for f in sorted(pathlib.Path(work).rglob("*")) if f.is_file()}
    for stub in stubs.iterdir():
        stub.unlink()
    stubs.rmdir()
    return {"status": status, "seconds": round(seconds, 2),
            "stdout": out.decode("latin-1"), "stderr": err.decode("latin-1"), "files": files}


def load_expected():
    return json.loads(EXPECTED.read_text())
