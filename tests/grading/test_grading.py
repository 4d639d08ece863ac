"""nslab.grading: student ids, per-student parameters, and checks that teach."""
import subprocess
import sys

import pytest

from nslab import grading
from nslab.grading import student


def test_student_parameters_are_stable_and_differ(monkeypatch):
    monkeypatch.delenv("NSLAB_STUDENT_ID", raising=False)
    a1 = grading.Params("lab", "alice").choice("q", range(100))
    assert a1 == grading.Params("lab", "alice").choice("q", range(100))
    others = {grading.Params("lab", "s%d" % i).choice("q", range(100)) for i in range(30)}
    assert len(others) > 10
    assert grading.student_id("/srv/course/autograded/bob/01-single-sender") == "bob"
    assert grading.student_id("/srv/course/submitted/carol/lab/x") == "carol"
    monkeypatch.setenv("NSLAB_STUDENT_ID", "dave")
    assert grading.Params("lab").student == "dave"


def test_checks_explain_failures():
    grading.check_number("x", 1.001, 1.0, rel=0.01)
    with pytest.raises(grading.CheckFailed, match=r"^x: 83\.5 is too high \(queue 7\)\. .*percentage") \
            as info:
        grading.check_number("x", 83.5, 0.835, context="queue 7",
                             hints=[(lambda v: v > 1, "a fraction, not a percentage")])
    assert "0.835" not in str(info.value)                 # no answer to copy
    with pytest.raises(grading.CheckFailed, match=r"^n: 3 is too few\.") as info:
        grading.check_int("n", 3, 17)
    assert "17" not in str(info.value)
    with pytest.raises(grading.CheckFailed, match="too many items") as info:
        grading.check_equal("s", [1, 2, 3], [1, 2])
    with pytest.raises(grading.CheckFailed, match=r"item 1 \(counting from 0\)") as info:
        grading.check_equal("s", [1, 5], [1, 2])
    assert "2]" not in str(info.value)
    assert info.value._render_traceback_()[0].startswith("CheckFailed: s: ")
    with pytest.raises(grading.CheckFailed, match="no answer yet"):
        grading.check_number("x", None, 1.0)
    with pytest.raises(grading.CheckFailed, match="expected a number"):
        grading.check_number("x", "12", 12)
    with pytest.raises(grading.CheckFailed, match="whole number"):
        grading.check_int("n", 2.5, 2)
    grading.check_equal("w", " Reno ", "reno")
    with pytest.raises(grading.CheckFailed, match="is not defined"):
        grading.require({}, "answer")
    grading.require({"answer": 3}, "answer")


def test_editing_an_option_list_moves_few_students():
    """Rendezvous hashing: adding an option moves only the students who now draw it."""
    ids = ["s%02d" % i for i in range(200)]
    before = {s: grading.Params("lab", s).choice("q", [4, 5, 6, 8, 9]) for s in ids}
    after = {s: grading.Params("lab", s).choice("q", [4, 5, 6, 8, 9, 10]) for s in ids}
    moved = [s for s in ids if before[s] != after[s]]
    assert moved and all(after[s] == 10 for s in moved)
    assert len(moved) < len(ids) / 3
    other = {s: grading.Params("lab", s).choice("d", [40, 50, 60]) for s in ids}
    assert other == {s: grading.Params("lab", s).choice("d", [40, 50, 60]) for s in ids}



# ---- where the student id comes from -------------------------------------------------------

@pytest.fixture
def clean_ids(monkeypatch, tmp_path):
    """No id in the environment, and a Jupyter config path of our own."""
    for name in ("NSLAB_STUDENT_ID", "NSLAB_STUDENT_ID_SOURCE", "JUPYTERHUB_USER", "NB_USER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path / "user"))
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(tmp_path / "config_path"))   # before the user's
    monkeypatch.setenv("JUPYTER_PREFER_ENV_PATH", "0")
    return tmp_path


def _write_config(folder, text):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nbgrader_config.py").write_text("c = get_config()\n" + text)


def test_id_sources_default_order(clean_ids, monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "hubuser")
    assert student.student_id_source("/home/x") == ("hubuser", "jupyterhub")
    assert student.student_id_source("/c/autograded/ann/lab") == ("ann", "nbgrader")
    monkeypatch.setenv("NSLAB_STUDENT_ID", "given")
    assert student.student_id_source("/c/autograded/ann/lab") == ("given", "env")


def test_id_source_set_in_the_students_nbgrader_config(clean_ids, monkeypatch):
    """An instructor sets c.NslabGrading.student_id_source where students' nbgrader reads its
    course and exchange; a file earlier in the Jupyter config path wins (JUPYTER_CONFIG_PATH
    over ~/.jupyter over /etc/jupyter), the environment over all."""
    monkeypatch.setenv("JUPYTERHUB_USER", "hubuser")
    monkeypatch.setenv("NSLAB_STUDENT_ID", "typed-in")
    _write_config(clean_ids / "user", 'c.CourseDirectory.course_id = "nslab"\n'
                  'c.NslabGrading.student_id_source = "jupyterhub"\n')
    assert student.student_id_source("/home/x") == ("hubuser", "jupyterhub")
    _write_config(clean_ids / "config_path", 'c.NslabGrading.student_id_source = "env,login"\n')
    assert student.student_id_source("/home/x") == ("typed-in", "env")
    monkeypatch.setenv("NSLAB_STUDENT_ID_SOURCE", "jupyterhub")
    assert student.student_id_source("/home/x") == ("hubuser", "jupyterhub")


def test_bad_id_source_names_where_it_was_set(clean_ids, monkeypatch):
    _write_config(clean_ids / "config_path", 'c.NslabGrading.student_id_source = "hub"\n')
    with pytest.raises(ValueError, match=r"nbgrader_config.py, c.NslabGrading.student_id_source: "
                                         r"unknown student id source 'hub'"):
        student.student_id()
    monkeypatch.setenv("NSLAB_STUDENT_ID_SOURCE", "env,nobody")
    with pytest.raises(ValueError, match=r"^NSLAB_STUDENT_ID_SOURCE: unknown student id source 'nobody'"):
        student.student_id()


def test_shared_account_names_are_called_out(clean_ids, monkeypatch):
    monkeypatch.setenv("NSLAB_STUDENT_ID", "jovyan")
    note = grading.Params("lab").note()
    assert "shared account name" in note and "NSLAB_STUDENT_ID" in note
    monkeypatch.setenv("NSLAB_STUDENT_ID", "ann")
    assert "shared account" not in grading.Params("lab").note()


# ---- submitting answers --------------------------------------------------------------------

def test_submit_records_and_placeholders_let_the_notebook_go_on(tmp_path, monkeypatch, capsys):
    """A placeholder (...) is "not answered yet": no exception (Run All goes on), nothing
    recorded, and answers recorded earlier for that exercise are withdrawn."""
    import json
    monkeypatch.chdir(tmp_path)
    me = grading.Params("lab", "ann")
    me.submit("1.1", t=1.5, seq=[1, 2])
    assert "answers recorded (t, seq)" in capsys.readouterr().out
    recorded = json.loads((tmp_path / grading.ANSWERS_FILE).read_text())
    assert set(recorded["labs"]["lab"]["1.1"]) == {"t", "seq"}
    me.submit("1.2", x=2.0)
    me.submit("1.1", t=..., seq=[1, 2])
    assert "Exercise 1.1: not answered yet (t still ...)" in capsys.readouterr().out
    recorded = json.loads((tmp_path / grading.ANSWERS_FILE).read_text())
    assert list(recorded["labs"]["lab"]) == ["1.2"]
    with pytest.raises(grading.CheckFailed, match=r"x: expected a number, got the text '2.5'"):
        me.submit("1.2", x="2.5")
    recorded = json.loads((tmp_path / grading.ANSWERS_FILE).read_text())
    assert recorded["labs"]["lab"] == {}                   # a rejected answer withdraws the old one
    assert [p.name for p in tmp_path.iterdir()] == [grading.ANSWERS_FILE]


# ---- the self-study edition ----------------------------------------------------------------

def _run_notebook(nb, folder):
    from nbclient import NotebookClient
    NotebookClient(nb, timeout=600, resources={"metadata": {"path": str(folder)}}).execute()
    return nb


def test_self_study_edition_folds_the_answers_and_checks_at_once(tmp_path, monkeypatch):
    """Lab 04's self-study edition: blank, Run All reaches the end (checks of unanswered
    exercises skipped); with the folded worked answers pasted in, every check runs and passes."""
    import re
    import nbformat
    from nslab.grading import selfstudy
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    monkeypatch.setenv("NSLAB_CACHE_DIR", str(tmp_path / "cache"))
    written = selfstudy.write_edition(tmp_path / "edition")
    assert sorted(p.parent.name for p in written) == sorted(
        p.name for p in selfstudy.SOURCE.iterdir() if p.is_dir())
    path = next(p for p in written if p.parent.name == "04-wireless-mobility")
    text = path.read_text()
    for marker in ("BEGIN SOLUTION", "BEGIN HIDDEN", "nbgrader"):
        assert marker not in text
    nb = nbformat.read(path, 4)
    worked = [c for c in nb.cells if c.source.startswith("<details><summary>Worked answer")]
    model = [c for c in nb.cells if c.source.startswith("<details><summary>Model answer")]
    assert len(worked) == 5 and len(model) == 4
    _run_notebook(nbformat.read(path, 4), path.parent)          # blank: no error
    for i, cell in enumerate(nb.cells):
        if cell in worked:
            answer = nb.cells[i - 1]
            code = re.search(r"```python\n(.*?)\n```", cell.source, re.S).group(1)
            answer.source = answer.source.replace("# YOUR CODE HERE", code)
    done = _run_notebook(nb, path.parent)
    passed = [o.get("text", "") for c in done.cells for o in c.get("outputs", [])
              if "the checks" in c.source]
    assert sum(t.count("correct") for t in passed) >= 10


def test_show_prints_an_answer_or_says_it_is_not_answered_yet(capsys):
    grading.show(12.5, (1, 2))
    grading.show(...)
    grading.show(None)
    assert capsys.readouterr().out.splitlines() == [
        "12.5 (1, 2)", "not answered yet (replace the ... above)",
        "not answered yet (replace the ... above)"]
    grading.show(..., ...)                  # nothing answered yet: one line
    grading.show(3, ...)                    # some: each placeholder in words
    assert capsys.readouterr().out.splitlines() == [
        "not answered yet (replace the ... above)", "3 (not answered yet)"]


def test_a_notebook_displays_an_unanswered_placeholder_in_words():
    """An answer cell ending in `fig12` still `...` shows what is missing, not "Ellipsis",
    once the lab's set-up cell has made its Params (in a real IPython shell)."""
    code = ("from IPython.core.interactiveshell import InteractiveShell\n"
            "shell = InteractiveShell.instance()\n"
            "before = shell.display_formatter.format(...)[0]['text/plain']\n"
            "from nslab import grading\n"
            "grading.Params('01-single-sender', student='s01')\n"
            "print(before, '|', shell.display_formatter.format(...)[0]['text/plain'], '|',\n"
            "      shell.display_formatter.format(12)[0]['text/plain'])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "Ellipsis | not answered yet (replace the ... above) | 12"
