"""The documents in docs/ that show code: every Python block runs as written, in order."""
import pathlib
import re

import pytest

DOCS = pathlib.Path(__file__).resolve().parents[1] / "docs"


@pytest.mark.parametrize("name", ["pandas-primer.md"])
def test_python_blocks_run(name, monkeypatch, tmp_path):
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    monkeypatch.chdir(tmp_path)
    blocks = re.findall(r"```python\n(.*?)```", (DOCS / name).read_text(), re.S)
    assert blocks
    namespace = {}
    for i, block in enumerate(blocks):
        exec(compile(block, "%s block %d" % (name, i + 1), "exec"), namespace)
