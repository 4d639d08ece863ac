#!/usr/bin/env python3
"""Re-record what the real ns-2 does with the multicast scripts of
tests/reference/mcast/scripts (tests/kernel/test_mcast.py compares nslab with it): the
recorder of tests/reference/lan/record.py pointed at this folder.

  tests/reference/mcast/record.py                 # every script
  tests/reference/mcast/record.py dm_tree         # only the scripts named
  tests/reference/mcast/record.py --check         # compare with the stored references
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "otcl"))

import record  # noqa: E402  (tests/reference/otcl/record.py)

if __name__ == "__main__":
    record.SCRIPTS, record.EXPECTED, record.__doc__ = HERE / "scripts", HERE / "expected", __doc__
    sys.exit(record.main())
