"""Running one script of the compatibility suite, with the real ns or with nslab.

A script runs as a user would run it: `ns SCRIPT` (or `nslab run SCRIPT`) in a fresh
temporary directory, with stub `nam`, `xgraph` and `gnuplot` commands first on PATH (the
scripts launch them at the end: the stubs exit at once), and a time limit.  What a run
leaves is its exit status, stdout, stderr and every file that appeared in the directory,
each file by its sha256.  record.py and test_compat.py share this; it is not a test
module itself.

A run is named by the script's path relative to scripts/; a script whose header has
`# compat-args: ARGS` lines runs once per line, with those arguments, and each run is
named "PATH ARGS" (ns-2's validation suites: "ns2-test/links.tcl Test1 QUIET").  A script
directory with a `support/` subdirectory (ns2-test/support/ mirrors ns-2.35's tree: the
files of tcl/test, tcl/mcast, bin, ... that the suites read) has that tree copied into
each run's directory, and its scripts run in the copy's tcl/test, as ns-2's suites run;
the copied files that a run leaves unchanged are not counted among its output files.
"""
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
SCRIPTS = HERE / "scripts"
EXPECTED = HERE / "expected.json"
STUBBED = ("nam", "xgraph", "gnuplot")
SUPPORT = "support"
SUPPORT_CWD = "tcl/test"


def scripts():
    """The suite's runs, sorted: "ns2-ex/simple.tcl", or "ns2-test/links.tcl Test1 QUIET"
    for a script with `# compat-args:` lines (one run per line)."""
    runs = []
    for path in SCRIPTS.rglob("*.tcl"):
        rel = path.relative_to(SCRIPTS)
        if SUPPORT in rel.parts:
            continue
        assert " " not in str(rel), "a script's name has a space: %s" % rel
        runs += [" ".join([str(rel)] + args) for args in script_args(path)] or [str(rel)]
    return sorted(runs)


def script_args(path):
    """The argument lists a script runs with: one per `# compat-args: ...` header line."""
    lines = pathlib.Path(path).read_text(errors="replace").splitlines()[:40]
    return [m.group(1).split() for m in map(re.compile(r"#\s*compat-args:(.*)").match, lines) if m]


def _stub_dir():
    d = pathlib.Path(tempfile.mkdtemp(prefix="compat_stubs_"))
    for name in STUBBED:
        stub = d / name
        stub.write_text("#!/bin/sh\nexit 0\n")
        stub.chmod(0o755)
    return d


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def _copy_support(path, work):
    """The support tree of the script's directory copied into work: ({name: sha256} of the
    copies, the directory the script runs in)."""
    support = path.parent / SUPPORT
    if not support.is_dir():
        return {}, work
    shutil.copytree(support, work, dirs_exist_ok=True)
    copies = {str(f.relative_to(support)): sha256(f.read_bytes()) for f in support.rglob("*") if f.is_file()}
    cwd = pathlib.Path(work) / SUPPORT_CWD
    cwd.mkdir(parents=True, exist_ok=True)
    return copies, cwd


def run(command, run_id, timeout):
    """Run one run of scripts() with `command` (a list, the script path and its arguments
    are appended) in a fresh directory.  Returns a dict: status (the exit code, or
    "timeout"), seconds, stdout and stderr (text), files ({name: sha256})."""
    rel, *args = run_id.split(" ")
    path = SCRIPTS / rel
    stubs = _stub_dir()
    env = dict(os.environ, PATH="%s:%s" % (stubs, os.environ.get("PATH", "")))
    with tempfile.TemporaryDirectory(prefix="compat_run_") as work:
        copies, cwd = _copy_support(path, work)
        start = time.monotonic()
        try:
            p = subprocess.run(command + [str(path)] + args, cwd=cwd, env=env,
                               stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
            status, out, err = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired as e:
            status, out, err = "timeout", e.stdout or b"", e.stderr or b""
        seconds = time.monotonic() - start
        time.sleep(0.05)        # a stub started with `&` may still be exiting
        files = {str(f.relative_to(work)): sha256(f.read_bytes())
                 for f in sorted(pathlib.Path(work).rglob("*")) if f.is_file()}
        files = {name: digest for name, digest in files.items() if copies.get(name) != digest}
    for stub in stubs.iterdir():
        stub.unlink()
    stubs.rmdir()
    return {"status": status, "seconds": round(seconds, 2),
            "stdout": out.decode("latin-1"), "stderr": err.decode("latin-1"), "files": files}


def load_expected():
    return json.loads(EXPECTED.read_text())
