#!/usr/bin/env python3
"""Re-record what the real ns-2 does with the LAN scripts of tests/reference/lan/scripts.

The same recorder as tests/reference/otcl/record.py (each script run as `ns SCRIPT` in a
fresh directory; its stdout, exit status and files stored in expected/<script name>/),
pointed at this folder; tests/kernel/test_lan.py checks nslab against what it stored.

Examples
  tests/reference/lan/record.py                   # every script
  tests/reference/lan/record.py lan_collide       # only the scripts named
  tests/reference/lan/record.py --check           # compare with the stored references
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "otcl"))

import record  # noqa: E402  (tests/reference/otcl/record.py)

if __name__ == "__main__":
    if "--classes" in sys.argv:
        raise SystemExit("--classes belongs to tests/reference/otcl/record.py")
    record.SCRIPTS = HERE / "scripts"
    record.EXPECTED = HERE / "expected"
    record.__doc__ = __doc__
    sys.exit(record.main())
