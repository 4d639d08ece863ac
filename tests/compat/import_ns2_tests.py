#!/usr/bin/env python3
"""Choose and copy the runs of ns-2.35's validation suites (tcl/test/test-suite-*.tcl)
into the compatibility suite, as scripts/ns2-test/.

The rule looks at ns-2 alone, never at nslab.  A suite's test names are the names of its
`Class Test/NAME` lines, in file order (its `proc test_NAME` lines when it has none: the
rule of ns-2's own test-all-template1).  Each name is run as ns-2's test-all scripts run
it, `ns test-suite-X.tcl NAME QUIET`, from a copy of ns-2's tcl/ tree with test/ as the
working directory (its tests run ns-2's perl and awk helpers of bin/ on their traces);
the first PER_SUITE names whose run exits 0 within TIME_LIMIT seconds
are kept as `# compat-args: NAME QUIET` lines of the suite's copy.  The files of the tree
that the kept runs read (seen with strace) go to scripts/ns2-test/support/, which mirrors
ns-2.35's tree (tcl/test/misc.tcl, bin/raw2xg, ...): compat_run copies it into each run's
directory.

  tests/compat/import_ns2_tests.py --repo /work/.mirror/hbatmit+ns2.35/repo
then tests/compat/record.py --only 'ns2-test/' records what ns-2 does with them.
"""
import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

from compat_run import SCRIPTS, SUPPORT, SUPPORT_CWD

RELEASE = "f95482f005e2fc5c4a0b16db636a4933711a1952"    # ns-2.35 as released
PER_SUITE = 1
TIME_LIMIT = 20.0
OUT = SCRIPTS / "ns2-test"
HEADER = ("# compat-source: ns-2.35 tcl/test/{name}\n"
          "# (https://github.com/hbatmit/ns2.35/blob/{commit}/tcl/test/{name}, ns-2.35 as released)\n"
          "# compat-licence: ns-2's free-software licences (GPL-compatible; see its COPYRIGHTS)\n")


def extract_tree(repo, dest):
    """ns-2.35's tcl/ (without the saved test-output directories) and bin/ into dest."""
    listing = subprocess.run(["git", "-C", repo, "ls-tree", "-r", RELEASE, "tcl", "bin"],
                             capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        meta, path = line.split("\t", 1)
        if "/test-output" in path:
            continue
        blob = subprocess.run(["git", "-C", repo, "cat-file", "-p", meta.split()[2]], capture_output=True)
        if blob.returncode == 0:        # the mirror lacks a few large blobs
            target = dest / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(blob.stdout)
    return dest


def test_names(text):
    names = re.findall(r"^Class Test/(\S+)", text, re.M)
    return names or re.findall(r"^proc test_(\S+)", text, re.M)


def run_ns(ns, tree, suite, name):
    """(ok, files of the tree read) for `ns SUITE NAME QUIET` in a fresh copy of tree."""
    with tempfile.TemporaryDirectory(prefix="ns2test_") as work:
        copy = pathlib.Path(work) / "ns-2.35"
        shutil.copytree(tree, copy, symlinks=True, copy_function=os.link)   # the runs only add files
        log = pathlib.Path(work) / "strace.log"
        start = time.monotonic()
        try:
            p = subprocess.run(["strace", "-f", "-qq", "-e", "trace=open,openat", "-o", str(log),
                                ns, suite, name, "QUIET"],
                               cwd=copy / SUPPORT_CWD, stdin=subprocess.DEVNULL, capture_output=True,
                               timeout=TIME_LIMIT * 2)
            ok = p.returncode == 0 and time.monotonic() - start <= TIME_LIMIT
        except subprocess.TimeoutExpired:
            ok = False
        read = set()
        for line in log.read_text(errors="replace").splitlines():
            m = re.search(r'open(?:at)?\([^"]*"([^"]+)", ([A-Z_|]+)', line)
            if m and "O_RDONLY" in m.group(2) and "= -1" not in line:
                path = (copy / SUPPORT_CWD / m.group(1)).resolve()
                if copy.resolve() in path.parents:
                    rel = path.relative_to(copy.resolve())
                    if (tree / rel).is_file():      # not a file the run wrote
                        read.add(str(rel))
    return ok, read


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repo", required=True, help="a git clone of hbatmit/ns2.35")
    ap.add_argument("--ns", default="/usr/bin/ns")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="ns2tree_") as tmp:
        tree = extract_tree(opts.repo, pathlib.Path(tmp))
        support = set()
        OUT.mkdir(exist_ok=True)
        for suite in sorted((tree / SUPPORT_CWD).glob("test-suite-*.tcl")):
            text = suite.read_text(errors="replace")
            kept, tried = [], []
            for name in test_names(text):
                if len(kept) == PER_SUITE:
                    break
                ok, read = run_ns(opts.ns, tree, suite.name, name)
                tried.append(name)
                if ok:
                    kept.append(name)
                    support |= read - {SUPPORT_CWD + "/" + suite.name}
            print("%-40s kept %s%s" % (suite.name, " ".join(kept) or "-",
                                       "  (ns-2 failed: %s)" % " ".join(sorted(set(tried) - set(kept)))
                                       if len(tried) > len(kept) else ""), flush=True)
            if kept:
                header = HEADER.format(name=suite.name, commit=RELEASE)
                header += "".join("# compat-args: %s QUIET\n" % name for name in kept)
                (OUT / suite.name[len("test-suite-"):]).write_text(header + text)
        for rel in sorted(support):
            target = OUT / SUPPORT / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(tree / rel, target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
