"""The README's Python example runs and writes ns-2's basic1.tr byte for byte."""
import hashlib
import re
import subprocess
import sys
from pathlib import Path

from reference_cases import case_by_name

README = Path(__file__).resolve().parent.parent / "README.md"


def readme_python_block():
    text = README.read_text()
    m = re.search(r"<!-- PYTHON-BASIC1 -->.*?```python\n(.*?)```", text, re.S)
    assert m, "README lost its Python basic1 block"
    return m.group(1)


def test_readme_basic1_python_matches_ns2(tmp_path):
    script = tmp_path / "basic1.py"
    script.write_text(readme_python_block())
    proc = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[:2] == ["808040", "808"], proc.stdout
    ref = case_by_name("basic1_default")
    trace = (tmp_path / "basic1.tr").read_bytes()
    assert trace.count(b"\n") == ref["trace_lines"]
    assert hashlib.sha256(trace).hexdigest() == ref["trace_sha256"]
