"""Small ns-2 scripts that pin one behaviour each print what the real ns-2 printed
(tests/reference/probes/*.expected, recorded by probes/record.py)."""
import subprocess
import sys
from pathlib import Path

import pytest

PROBES = sorted((Path(__file__).resolve().parents[1] / "reference" / "probes").glob("*.tcl"))


def _tcplib_available():
    from nslab import tcplib
    try:
        tcplib.load()
    except tcplib.TableUnavailable:
        return False
    return True


@pytest.mark.parametrize("script", PROBES, ids=[p.stem for p in PROBES])
def test_probe_prints_what_ns2_printed(script, tmp_path):
    if "tcplib" in script.stem and not _tcplib_available():
        pytest.skip("tcplib's telnet table is not available (see nslab/tcplib.py)")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == script.with_suffix(".expected").read_text()
