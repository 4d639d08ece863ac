"""The documents in docs/: the Python blocks of those that show code run as written,
every document the code or the docs cite exists, with every section number cited from it,
and every source text cited as "seed NNN" is listed in docs/sources.md.

A citation is a document name ending in `.md`, followed by section numbers, e.g.
`docs/ns2-behavior.md §2.4–2.6` or `docs/ns2-behavior.md §9, §10`; a comment may break the
line between the name and the numbers.  Inside docs/NAME.md, a bare `§N` cites NAME.md
itself.  A section exists when a heading of the document starts with its number
(`### 2.4 How bandwidths are parsed`).
"""
import pathlib
import re
import sys

import pytest

TOP = pathlib.Path(__file__).resolve().parents[1]
DOCS = TOP / "docs"

# where citations may stand; the reference traces and the built files are data, not text
SCANNED = ["kernel", "widgets", "tests", "docs", "solutions", "labs", ".ci", "setup.py",
           "setup.cfg", "pyproject.toml", "nbgrader_config.py", "README.md"]
TEXT_SUFFIXES = {".py", ".pyx", ".pxi", ".pxd", ".md", ".ipynb", ".cfg", ".toml", ".txt",
                 ".json", ".js", ".tcl", ""}
SKIPPED_DIRS = {".venv", "__pycache__", "build", "traces", ".ipynb_checkpoints"}

SECTION = r"\d+(?:\.\d+)*"
# one section number, or a range of them: §2.4–2.6, §10.4-10.5
CITED_SECTION = r"§\s*(%s)(?:\s*[-–]\s*§?\s*(%s))?" % (SECTION, SECTION)
# a document name, then (across comment marks and line breaks) its section numbers
CITATION = re.compile(r"((?:\.\./)*[\w./-]*?[\w-]+\.md)\b((?:[\s#*\"(]|\\n)*%s"
                      r"(?:\s*(?:,|and|or)\s*%s)*)?" % (CITED_SECTION, CITED_SECTION))
# any path to a document in docs/, cited with sections or not
DOC_PATH = re.compile(r"(?<![\w/.])(?:\.\./)*docs/[\w/.-]*?[\w-]+\.md\b")
HEADING = re.compile(r"^#+\s+(%s)\.?\s" % SECTION, re.M)


def scanned_files():
    """The text files that may cite documents (this file's examples are not citations)."""
    for name in SCANNED:
        path = TOP / name
        if path.is_file():
            yield path
            continue
        for f in sorted(path.rglob("*")):
            if (f.is_file() and f.suffix in TEXT_SUFFIXES and f != pathlib.Path(__file__).resolve()
                    and not SKIPPED_DIRS.intersection(f.relative_to(TOP).parts)):
                yield f


def expand(first, last):
    """The sections a citation names: one, or every one of a range (2.4–2.6)."""
    if last is None:
        return [first]
    head, _, low = first.rpartition(".")
    last_head, _, high = last.rpartition(".")
    if head != last_head or int(high) < int(low):
        return [first, last]             # not a simple range: check both ends
    return [(head + "." if head else "") + str(n) for n in range(int(low), int(high) + 1)]


def sections_of(text):
    """[(first, last or None)] of the section list that follows a document name."""
    return re.findall(CITED_SECTION, text or "")


def citations(path, text):
    """(document path relative to the repository, [section numbers]) for each citation in
    text; bare `§N` inside docs/NAME.md cite NAME.md."""
    found = []
    for m in CITATION.finditer(text):
        name = m.group(1)
        if name.startswith(("http", "//")) or "://" in text[max(0, m.start() - 12):m.start()]:
            continue
        sections = [s for pair in sections_of(m.group(2)) for s in expand(pair[0], pair[1] or None)]
        found.append((name, sections, m.start()))
    if path.parent == DOCS and path.suffix == ".md":
        named = [range(m.start(), m.end()) for m in CITATION.finditer(text)]
        for m in re.finditer(CITED_SECTION, text):
            if not any(m.start() in r for r in named):
                found.append((path.name, expand(m.group(1), m.group(2) or None), m.start()))
    return found


def resolve(name, cited_from):
    """The cited document as a path, or None: docs/... from the repository's top, a name
    with ../ from the citing file, a bare name beside the citing file or at the top (so
    code outside docs/ has to say docs/NAME.md, the path a reader can follow)."""
    name = name.lstrip("/")
    if name.startswith("../"):
        candidates = [cited_from.parent / name]
    elif "/" in name:
        candidates = [TOP / name, cited_from.parent / name]
    else:
        candidates = [cited_from.parent / name, TOP / name]
    for c in candidates:
        if c.is_file():
            return c.resolve()
    return None


def problems():
    out, cited = [], 0
    headings = {}
    for f in scanned_files():
        text = f.read_text(errors="replace")
        where = f.relative_to(TOP)
        for m in DOC_PATH.finditer(text):
            if resolve(m.group(0), f) is None:
                out.append("%s: %s does not exist" % (where, m.group(0)))
        for name, sections, start in citations(f, text):
            if not sections:
                continue
            cited += 1
            line = text.count("\n", 0, start) + 1
            doc = resolve(name, f)
            if doc is None:
                out.append("%s:%d: cites %s, which is not in the repository" % (where, line, name))
                continue
            if doc not in headings:
                headings[doc] = set(HEADING.findall(doc.read_text()))
            for s in sections:
                if s not in headings[doc]:
                    out.append("%s:%d: %s has no section §%s" % (where, line, name, s))
    return out, cited


def test_every_cited_document_and_section_exists():
    found, cited = problems()
    assert cited >= 40, "only %d citations found: is the scan broken?" % cited
    assert not found, "\n".join(found)


def test_every_seed_cited_is_listed_in_sources():
    """"seed NNN" names a source text; docs/sources.md must say which one."""
    listed = set(re.findall(r"^\| seed (\d{3}) \|", (DOCS / "sources.md").read_text(), re.M))
    cited = {}
    for f in scanned_files():
        for number in re.findall(r"\bseed (\d{3})\b", f.read_text(errors="replace")):
            cited.setdefault(number, str(f.relative_to(TOP)))
    assert len(cited) >= 5
    assert not {n: f for n, f in cited.items() if n not in listed}


@pytest.mark.parametrize("text, expected", [
    ("see ns2-behavior.md §9", [("ns2-behavior.md", ["9"])]),
    ("(docs/ns2-behavior.md §2.4–2.6)", [("docs/ns2-behavior.md", ["2.4", "2.5", "2.6"])]),
    ("docs/ns2-behavior.md §10.4-10.5.", [("docs/ns2-behavior.md", ["10.4", "10.5"])]),
    ("(docs/ns2-behavior.md §2, §3, §5, §10; error models", [("docs/ns2-behavior.md",
                                                              ["2", "3", "5", "10"])]),
    ("queue (docs/ns2-behavior.md\n# §11.4): LL adds", [("docs/ns2-behavior.md", ["11.4"])]),
    ("[The primer](../../docs/pandas-primer.md) shows", [("../../docs/pandas-primer.md", [])]),
    ("RFC 9438 §4.2 and Dordal §16.2.4", []),
])
def test_citations_are_read_as_written(text, expected):
    got = [(name, sections) for name, sections, _ in citations(TOP / "kernel" / "x.py", text)]
    assert got == expected


def test_a_missing_section_or_document_is_reported(tmp_path, monkeypatch):
    doc = tmp_path / "docs" / "notes.md"
    doc.parent.mkdir()
    doc.write_text("# Notes\n\n## 1. One\n\n### 1.2 Two\n\nSee §1.3.\n")
    (tmp_path / "kernel").mkdir()
    (tmp_path / "kernel" / "a.py").write_text("# docs/notes.md §1.2, docs/notes.md §2\n"
                                               "# docs/gone.md §1\n")
    here = sys.modules[__name__]
    monkeypatch.setattr(here, "TOP", tmp_path)
    monkeypatch.setattr(here, "DOCS", tmp_path / "docs")
    found, cited = problems()
    assert cited == 4
    assert sorted(found) == sorted([
        "docs/notes.md:7: notes.md has no section §1.3",
        "kernel/a.py:1: docs/notes.md has no section §2",
        "kernel/a.py:2: cites docs/gone.md, which is not in the repository",
        "kernel/a.py: docs/gone.md does not exist",
    ])


@pytest.mark.parametrize("name", ["pandas-primer.md"])
def test_python_blocks_run(name, monkeypatch, tmp_path):
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    monkeypatch.chdir(tmp_path)
    blocks = re.findall(r"```python\n(.*?)```", (DOCS / name).read_text(), re.S)
    assert blocks
    namespace = {}
    for i, block in enumerate(blocks):
        exec(compile(block, "%s block %d" % (name, i + 1), "exec"), namespace)
