#!/usr/bin/env python3
"""Record what the real ns-2 writes for the wireless nam scenarios of this folder.

Each SCRIPTS entry is run as `ns SCRIPT` in a fresh temporary directory; its nam file is
kept here gzipped as expected/<name>.nam.gz (nslab must write it byte for byte) and the sha256 and
line count of its trace file go into expected/traces.json.  tests/kernel/test_wireless_nam.py
compares nslab with them.

    tests/reference/wireless_nam/record.py            # record
    tests/reference/wireless_nam/record.py --check    # compare with what is stored
"""
import argparse
import gzip
import hashlib
import json
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED = HERE / "expected"
SCRIPTS = ["nam_aodv", "nam_dsdv"]


def run_ns(ns, name):
    """The nam bytes and the trace's (sha256, lines) of one script run by `ns`."""
    with tempfile.TemporaryDirectory(prefix="wireless_nam_") as work:
        subprocess.run([ns, str(HERE / (name + ".tcl"))], cwd=work, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        nam = (pathlib.Path(work) / (name + ".nam")).read_bytes()
        trace = (pathlib.Path(work) / (name + ".tr")).read_bytes()
    return nam, {"sha256": hashlib.sha256(trace).hexdigest(), "lines": trace.count(b"\n")}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ns", default="ns", help="the ns-2 binary (default: ns)")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    traces, same = {}, True
    for name in SCRIPTS:
        nam, traces[name] = run_ns(args.ns, name)
        path = EXPECTED / (name + ".nam.gz")
        if args.check:
            same &= path.exists() and gzip.decompress(path.read_bytes()) == nam
        else:
            EXPECTED.mkdir(exist_ok=True)
            path.write_bytes(gzip.compress(nam, mtime=0))
    table = EXPECTED / "traces.json"
    if args.check:
        same &= table.exists() and json.loads(table.read_text()) == traces
        print("same as recorded" if same else "DIFFERENT from what is recorded")
        return 0 if same else 1
    table.write_text(json.dumps(traces, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
