#!/usr/bin/env python3
"""Re-record what the real ns-2 does with the OTcl scripts of tests/reference/otcl/scripts.

Each script is run as `ns SCRIPT` in a fresh temporary directory, with stdout piped, exactly
as tests/kernel/test_otcl_objects.py runs `nslab run SCRIPT`; what ns left behind replaces
the stored reference, in expected/<script name>/:
  stdout        what ns printed (C-level messages come last, as stdio holds them on a pipe)
  status        its exit status
  files/<name>  every file the script wrote in its directory (trace files)
The scripts are the input and are never changed.  ns2_version.txt says which ns recorded
them.

With --classes it records instead every OTcl class the real ns has, with its superclasses,
into kernel/otcl/ns2_classes.txt (nslab's list of the classes of ns-2.35), and the
instprocs its Tcl library defines on each class into kernel/otcl/ns2_instprocs.txt.

Examples
  tests/reference/otcl/record.py                  # every script
  tests/reference/otcl/record.py ping_lab         # only the scripts named
  tests/reference/otcl/record.py --check          # compare with the stored references
  tests/reference/otcl/record.py --classes        # re-record kernel/otcl/ns2_*.txt
Exit status: 0 when every selected script ran (and, with --check, matched), 1 otherwise.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SCRIPTS = HERE / "scripts"
EXPECTED = HERE / "expected"
sys.path.insert(0, str(HERE.parent))            # tests/reference, for regenerate.ns_version

from regenerate import ns_version  # noqa: E402


def run(cmd, script, timeout=600):
    """Run `cmd script` in a fresh directory: (stdout bytes, status, {file: bytes})."""
    work = tempfile.mkdtemp(prefix="otclref_")
    try:
        p = subprocess.run(list(cmd) + [str(script)], cwd=work, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=timeout)
        files = {f: (pathlib.Path(work) / f).read_bytes() for f in sorted(os.listdir(work))}
        return p.stdout, p.returncode, files
    finally:
        shutil.rmtree(work, ignore_errors=True)


def stored(name):
    """The stored reference of a script, as run() returns it (None if none)."""
    d = EXPECTED / name
    if not d.exists():
        return None
    files = {f.name: f.read_bytes() for f in sorted((d / "files").glob("*"))} \
        if (d / "files").exists() else {}
    return (d / "stdout").read_bytes(), int((d / "status").read_text()), files


def store(name, result):
    d = EXPECTED / name
    shutil.rmtree(d, ignore_errors=True)
    (d / "files").mkdir(parents=True)
    stdout, status, files = result
    (d / "stdout").write_bytes(stdout)
    (d / "status").write_text("%d\n" % status)
    for f, data in files.items():
        (d / "files" / f).write_bytes(data)


OTCL_DIR = HERE.parents[2] / "kernel" / "otcl"

# ns prints "class superclass..." for every class below Object, sorted (CLASSES), or
# "class instproc..." for every class its Tcl library gives instprocs (INSTPROCS)
BELOW = """
proc below {c} {
    set all {}
    foreach s [$c info subclass] { lappend all $s {*}[below $s] }
    return $all
}
"""
LISTS = {
    "ns2_classes.txt": ("the OTcl classes of %s and their superclasses", BELOW + """
foreach c [lsort -unique [below Object]] { puts "$c [$c info superclass]" }
"""),
    "ns2_instprocs.txt": ("the instprocs the Tcl library of %s gives each class", BELOW + """
foreach c [lsort -unique [concat Object [below Object]]] {
    set ips [lsort [$c info instprocs]]
    if {[llength $ips]} { puts "$c $ips" }
}
"""),
}


def record_classes(ns):
    for name, (what, program) in LISTS.items():
        with tempfile.TemporaryDirectory(prefix="otclcls_") as work:
            script = pathlib.Path(work) / "list.tcl"
            script.write_text(program)
            stdout, status, _ = run([ns], script)
        if status != 0:
            raise SystemExit("ns failed listing %s (status %d)" % (name, status))
        header = "# %s (recorded by tests/reference/otcl/record.py --classes)\n" % what
        (OTCL_DIR / name).write_text(header % ns_version([ns]) + stdout.decode())
        print("%s: %d lines" % (OTCL_DIR / name, len(stdout.splitlines())))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="scripts to record (default: all)")
    ap.add_argument("--ns", default="ns", help="the ns-2 command (default: ns)")
    ap.add_argument("--check", action="store_true", help="compare only; write nothing")
    ap.add_argument("--classes", action="store_true",
                    help="record ns-2's class list into kernel/otcl/ns2_classes.txt")
    args = ap.parse_args()
    if args.classes:
        return record_classes(args.ns)
    names = args.names or sorted(p.stem for p in SCRIPTS.glob("*.tcl"))
    ok = True
    for name in names:
        result = run([args.ns], SCRIPTS / (name + ".tcl"))
        if args.check:
            same = result == stored(name)
            ok &= same
            print("%-24s %s" % (name, "same" if same else "DIFFERS"))
        else:
            store(name, result)
            print("%-24s status %d, %d stdout bytes, files: %s"
                  % (name, result[1], len(result[0]), ", ".join(result[2]) or "none"))
    if not args.check:
        (EXPECTED / "ns2_version.txt").write_text(ns_version([args.ns]) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
