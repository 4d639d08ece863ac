#!/usr/bin/env python3
"""Record what the real ns-2 prints for each probe script here (PROBE.tcl -> PROBE.expected).

Probes are small ns-2 scripts that pin one behaviour each (e.g. random streams); the tests run
them through `nslab run` and require the same stdout.  Usage: record.py [PROBE.tcl ...]
Parts several probes share live in lib/, which a probe sources relative to itself
(`source [file join [file dirname [info script]] lib common.tcl]`): both ns and nslab run
the probe from an empty directory.
"""
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent


def main(names):
    scripts = [HERE / n for n in names] if names else sorted(HERE.glob("*.tcl"))
    for script in scripts:
        with tempfile.TemporaryDirectory() as work:
            out = subprocess.run(["ns", str(script)], cwd=work, capture_output=True, text=True,
                                 check=True, timeout=600).stdout
        script.with_suffix(".expected").write_text(out)
        print("recorded", script.name)


if __name__ == "__main__":
    main(sys.argv[1:])
