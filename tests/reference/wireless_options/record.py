#!/usr/bin/env python3
"""Record what the real ns-2 writes for the wireless-option scripts of this folder.

Each SCRIPTS entry is run as `ns SCRIPT` in a fresh temporary directory holding a copy of
the bitmaps (*.pnm) of this folder; its stdout and the sha256 of every file there afterwards
(the trace, the nam trace, the bitmaps) go into expected.json.
tests/kernel/test_wireless_options.py runs nslab on the same scripts and compares.

    tests/reference/wireless_options/record.py            # record
    tests/reference/wireless_options/record.py --check    # compare with what is stored
"""
import argparse
import hashlib
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
EXPECTED = HERE / "expected.json"
SCRIPTS = ["wo_droptail_ifq", "wo_shadowing", "wo_shadowing_vis", "wo_errproc", "wo_simple_mac",
           "wo_dumb_agent", "wo_smac_unicast", "wo_smac_sync", "wo_energy", "wo_tdma", "wo_infra",
           "wo_cmu_priqueue", "wo_dsr_newtrace", "wo_gridkeeper", "wo_dsr_flows"]


def run(command, name):
    """{stdout, files: {name: sha256}} of one script run by `command` (a list)."""
    with tempfile.TemporaryDirectory(prefix="wireless_options_") as work:
        for bitmap in HERE.glob("*.pnm"):
            shutil.copy(bitmap, work)
        proc = subprocess.run(command + [str(HERE / (name + ".tcl"))], cwd=work,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=300)
        if proc.returncode != 0:
            raise SystemExit("%s failed (%d):\n%s" % (name, proc.returncode, proc.stderr))
        files = {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
                 for p in sorted(pathlib.Path(work).iterdir())}
    return {"stdout": proc.stdout, "files": files}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ns", default="ns", help="the ns-2 binary (default: ns)")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    recorded = {name: run([args.ns], name) for name in SCRIPTS}
    if args.check:
        same = EXPECTED.exists() and json.loads(EXPECTED.read_text()) == recorded
        print("same as recorded" if same else "DIFFERENT from what is recorded")
        return 0 if same else 1
    EXPECTED.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
