"""The labs graded end to end with nbgrader and its real SQLite gradebook.

A temporary course directory uses the project's nbgrader_config.py with
solutions/ as its source: generate_assignment must reproduce the committed
labs/ byte for byte (and a failed one keep the release); an answer that never
returns costs only its own points.  The solutions' full marks and the blank
releases' zero, for every lab, are checked by tests/grading/test_cheats.py.
"""
import shutil

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbgrader")
pytest.importorskip("nbclient")

from nbgrader_course import (LABS, TOP, api as _api, from_solutions as _from_solutions,  # noqa: E402
                             grades, make_course, meta, notebook_name,
                             source as _source, source_folder, submit as _submit,
                             grading_environment, restore_environment)

# nbgrader's own SQLAlchemy use (harmless)
pytestmark = pytest.mark.filterwarnings("ignore:Object of type .* not in session")


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    """A course directory with the labs and the template generated into release/."""
    root = tmp_path_factory.mktemp("course")
    saved = grading_environment(root)
    yield make_course(root, LABS + ["template"])
    restore_environment(saved)


def _release(root, lab):
    return root / "release" / lab / notebook_name(lab)


def _solution_cells(nb):
    return {meta(c)["grade_id"]: c for c in nb.cells if meta(c).get("solution")}


def _grades(root, lab, student):
    return {name: (auto, most) for name, (_, most, _, auto) in grades(root, lab, student).items() if most}


# ---- the release ------------------------------------------------------------------------------

@pytest.mark.parametrize("lab", LABS)
def test_generate_assignment_reproduces_committed_release(course, lab):
    """nbgrader generate_assignment on solutions/ gives exactly the committed labs/."""
    generated = _release(course, lab).read_bytes()
    committed = (TOP / "labs" / lab / (lab + ".ipynb")).read_bytes()
    assert generated == committed, (
        "labs/%s differs from what nbgrader generates from solutions/; regenerate it with "
        "`nbgrader generate_assignment %s --force --no-db` from the top folder" % (lab, lab))


@pytest.mark.parametrize("lab", LABS)
def test_release_holds_no_solution_and_no_hidden_test(lab):
    """labs/ keeps the stubs only: no solution code, no rubric, no hidden test, no output."""
    text = (TOP / "labs" / lab / (lab + ".ipynb")).read_text()
    for marker in ("BEGIN SOLUTION", "END SOLUTION", "BEGIN HIDDEN TESTS", "END HIDDEN TESTS"):
        assert marker not in text
    release = nbformat.read(TOP / "labs" / lab / (lab + ".ipynb"), 4)
    source = _source(lab)
    answers = _solution_cells(source)
    stub = "# YOUR CODE HERE"
    secret, public = [], set()
    for cell in source.cells:
        src = cell.source
        if cell.metadata.get("nbgrader", {}).get("solution"):
            secret.append(src.split("### BEGIN SOLUTION")[1].split("### END SOLUTION")[0])
            continue
        if "### BEGIN HIDDEN TESTS" in src:
            head, rest = src.split("### BEGIN HIDDEN TESTS")
            block, tail = rest.split("### END HIDDEN TESTS")
            secret.append(block)
            src = head + tail
        public |= {line.strip() for line in src.splitlines()}
    released = {c.metadata.get("nbgrader", {}).get("grade_id"): c for c in release.cells}
    release_lines = {line.strip() for c in release.cells for line in c.source.splitlines()}
    for gid, cell in answers.items():       # code answers get the code stub, written ones the text stub
        assert (stub if cell.cell_type == "code" else "YOUR ANSWER HERE") in released[gid].source
    for block in secret:
        for line in block.strip().splitlines():
            # a line the notebook also shows elsewhere (an import, a common helper) is no secret
            if len(line.strip()) > 12 and line.strip() not in public:
                assert line.strip() not in release_lines, line
    for cell in release.cells:
        assert not cell.get("outputs"), "labs/ must be committed without outputs"
    assert not release.metadata.get("widgets")


@pytest.mark.parametrize("lab", LABS)
def test_release_holds_the_notebook_only(course, lab):
    """What running a notebook leaves beside it (its recorded answers, traces) is never released."""
    assert sorted(p.name for p in (course / "release" / lab).iterdir()) == [lab + ".ipynb"]
    assert sorted(p.name for p in (TOP / "labs" / lab).iterdir()) == [lab + ".ipynb"]


def test_the_course_lists_the_labs_only():
    """The formgrader lists the folders of solutions/: the labs, not the template."""
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from nbgrader_course import course_config
    c, _ = course_config()
    assert NbGraderAPI(CourseDirectory(config=c), config=c).get_source_assignments() == set(LABS)
    assert "template" not in LABS and LABS


def test_failed_generate_assignment_keeps_the_release(tmp_path):
    """generate_assignment --force removes the old release before converting; when the
    conversion fails (here: a solution without its end marker) the old release is put back."""
    shutil.copytree(source_folder("template"), tmp_path / "source" / "template")
    api = _api(tmp_path)
    assert api.generate_assignment("template", force=True)["success"]
    released = tmp_path / "release" / "template" / "template.ipynb"
    before = released.read_bytes()
    source = tmp_path / "source" / "template" / "template.ipynb"
    source.write_text(source.read_text().replace("### END SOLUTION", "", 1))
    result = api.generate_assignment("template", force=True)
    assert not result["success"]
    assert "kept the previous release" in result["log"]
    assert released.read_bytes() == before


# ---- autograding ----------------------------------------------------------------------------

def test_infinite_loop_is_cut_by_the_timeout(course):
    """An answer that never returns gets zero for its tests; grading goes on with the rest."""
    timeout = 10           # nbgrader_config.py allows 60 s per cell; less keeps the test short
    api = _api(course, Execute__timeout=timeout)
    nb = _from_solutions(course, "template")
    looped = "ex1-answer"
    for cell in nb.cells:
        if cell.metadata.get("nbgrader", {}).get("grade_id") == looped:
            cell.source = "while True:      # never returns\n    pass\n" + cell.source
    _submit(course, "looping", "template", nb)
    result = api.autograde("template", "looping", force=True)    # returns: the cell was cut
    assert result["success"], result["error"]
    grades = _grades(course, "template", "looping")
    assert grades["ex1-tests"][0] == 0                   # the looping answer: zero
    assert grades["ex2-tests"][0] == grades["ex2-tests"][1]      # the next answer: full marks
    graded = nbformat.read(course / "autograded" / "looping" / "template" / "template.ipynb", 4)
    cell = next(c for c in graded.cells if c.metadata.get("nbgrader", {}).get("grade_id") == looped)
    names = [o.ename for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    assert any("Timeout" in n or "KeyboardInterrupt" in n for n in names), names
