#!/usr/bin/env python3
"""Record what the real ns-2 writes for the hierarchical-address scripts of this folder.

Each RUNS entry is run as `ns SCRIPT ARGS` in a fresh temporary directory; its stdout and
its trace and nam files are kept gzipped in expected/<run>.{out,tr,nam}.gz (nslab must write
them byte for byte).  tests/kernel/test_hier.py compares nslab with them.

    tests/reference/hier/record.py            # record
    tests/reference/hier/record.py --check    # compare with what is stored
"""
import argparse
import gzip
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED = HERE / "expected"
# run -> (script, its arguments, the files it writes)
RUNS = {"wired_cum_wireless": ("wired_cum_wireless", [], ["wcw.tr", "wcw.nam"]),
        "wired_cum_wireless_rtr": ("wired_cum_wireless", ["ON"], ["wcw.tr", "wcw.nam"]),
        "hier_mesh": ("hier_mesh", [], ["mesh.tr"])}


def run_ns(ns, run):
    """{suffix: bytes} of one run by `ns`: its stdout ("out") and each file it wrote
    (by the file's suffix)."""
    script, args, files = RUNS[run]
    with tempfile.TemporaryDirectory(prefix="hier_") as work:
        proc = subprocess.run([ns, str(HERE / (script + ".tcl"))] + args, cwd=work, check=True,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        got = {"out": proc.stdout}
        for name in files:
            got[name.rsplit(".", 1)[1]] = (pathlib.Path(work) / name).read_bytes()
        return got


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ns", default="ns", help="the ns-2 binary (default: ns)")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    same = True
    for name in RUNS:
        for suffix, data in run_ns(args.ns, name).items():
            path = EXPECTED / ("%s.%s.gz" % (name, suffix))
            if args.check:
                same &= path.exists() and gzip.decompress(path.read_bytes()) == data
            else:
                EXPECTED.mkdir(exist_ok=True)
                path.write_bytes(gzip.compress(data, mtime=0))
    if args.check:
        print("same as recorded" if same else "DIFFERENT from what is recorded")
        return 0 if same else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
