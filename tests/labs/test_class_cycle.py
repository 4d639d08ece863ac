"""The instructor guide's class cycle, run as written, end to end with the real nbgrader.

The README's "The class cycle" blocks (marked `<!-- CYCLE name -->`) are run
command by command from a plain shell (PATH without the venv, nothing
activated): the instructor's in a copy of the course (nbgrader_config.py,
solutions/, labs/ and a link to the venv), with NSLAB_EXCHANGE naming a shared
exchange; each of three students' in their own home directory, with the
README's student config.  The students share this test's account, so their
nbgrader commands get `--student NAME`, the id nbgrader would otherwise take from
their login.  alice hands in the solutions, bob the blank notebook, carol the
solutions with two answers wrong.  The gradebook must give full / zero / in
between, and each student's returned feedback must be their own.
"""
import csv
import os
import re
import shlex
import subprocess

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbgrader")

from nbgrader_course import TOP, autograded_points, instructor_checkout, meta, solution_answers  # noqa: E402

LAB = "06-fair-queueing"          # the cheapest lab to autograde three times
README_LAB = "01-single-sender"          # the lab the README's commands name
README_EXCHANGE = "/srv/nbgrader/exchange"
PLAIN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
WRONG = {"ex63-answer": "\njain63 = jain63 / 2", "ex64-answer": "\njain64 = jain64 / 2"}


def readme_block(name):
    """The code of the README block marked <!-- CYCLE name -->."""
    text = (TOP / "README.md").read_text()
    m = re.search(r"<!-- CYCLE %s -->\s*\n\s*```\w*\n(.*?)\n\s*```" % re.escape(name), text, re.S)
    assert m, "README lost its class-cycle block %r" % name
    return "\n".join(line.strip() for line in m.group(1).splitlines())


def commands(name):
    """The block's commands, each as argv (comments dropped), for our lab."""
    out = []
    for line in readme_block(name).splitlines():
        argv = shlex.split(line, comments=True)
        if argv:
            out.append([LAB if a == README_LAB else a for a in argv])
    assert out
    return out


def run(argv, cwd, env):
    proc = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=1200)
    log = "$ %s\n%s%s" % (" ".join(argv), proc.stdout, proc.stderr)
    assert proc.returncode == 0, log[-6000:]
    assert "not recognized" not in log and "Config option" not in log, log[-3000:]   # no config warnings
    return log


@pytest.fixture(scope="module")
def cycle(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("cycle")
    course = instructor_checkout(tmp / "course")
    exchange = tmp / "exchange"
    exchange.mkdir()
    exchange.chmod(0o777)
    base = {"PATH": PLAIN_PATH, "LANG": "C.UTF-8", "NSLAB_CACHE_DIR": str(tmp / "cache")}
    (tmp / "instructor").mkdir()
    instructor = dict(base, HOME=str(tmp / "instructor"), NSLAB_EXCHANGE=str(exchange))
    students = {}
    config = readme_block("student-config").replace(README_EXCHANGE, str(exchange))
    for name in ("alice", "bob", "carol"):
        home = tmp / "home" / name
        (home / ".jupyter").mkdir(parents=True)
        (home / ".jupyter" / "nbgrader_config.py").write_text(config)
        # a student's environment has nbgrader on PATH (JupyterLab's, here the venv's)
        students[name] = (home, dict(base, HOME=str(home),
                                     PATH=os.pathsep.join([str(course / ".venv" / "bin"), PLAIN_PATH])))
    logs = []

    def as_student(name, block):
        home, env = students[name]
        for argv in commands(block):
            logs.append(run(argv + ["--student=%s" % name], home, env))

    for argv in commands("instructor-release"):
        logs.append(run(argv, course, instructor))
    answers = solution_answers(LAB)
    for name in students:
        as_student(name, "student-fetch")
        path = students[name][0] / LAB / (LAB + ".ipynb")
        nb = nbformat.read(path, 4)
        if name != "bob":                       # bob hands in the blank notebook
            for cell in nb.cells:
                gid = meta(cell).get("grade_id")
                if meta(cell).get("solution") and cell.cell_type == "code":
                    cell.source = answers[gid] + (WRONG.get(gid, "") if name == "carol" else "")
            nbformat.write(nb, path)
        as_student(name, "student-submit")
    for argv in commands("instructor-grade"):
        logs.append(run(argv, course, instructor))
    for name in students:
        as_student(name, "student-feedback")
    return {"course": course, "students": students, "logs": logs}


def test_grades_full_zero_and_in_between(cycle):
    rows = _grades_csv(cycle)
    assert set(rows) == {"alice", "bob", "carol"}
    score = {name: float(r["raw_score"]) for name, r in rows.items()}
    full = autograded_points(LAB)
    assert score["alice"] == full          # the written answers wait for the instructor
    assert score["bob"] == 0
    assert 0 < score["carol"] < full
    assert float(rows["alice"]["max_score"]) > full       # ... and count in the maximum


def _grades_csv(cycle):
    with open(cycle["course"] / "grades.csv", newline="") as f:
        return {r["student_id"]: r for r in csv.DictReader(f) if r["assignment"] == LAB}


def test_each_student_gets_their_own_feedback(cycle):
    rows = _grades_csv(cycle)
    for name, (home, _) in cycle["students"].items():
        pages = list((home / LAB / "feedback").glob("*/%s.html" % LAB))
        assert len(pages) == 1, (name, pages)
        page = pages[0].read_text()
        assert "Student id: %s" % name in page or "student: %s" % name in page, name
        others = {"alice", "bob", "carol"} - {name}
        assert not any(re.search(r"\b%s\b" % o, page) for o in others), name
        total = re.search(r"Score: ([\d.]+) / ([\d.]+)", page)     # the first is the notebook's
        assert total and float(total.group(1)) == float(rows[name]["score"]), name


def test_release_and_gradebook_stay_in_the_course(cycle):
    course = cycle["course"]
    assert (course / "gradebook.db").exists()
    assert (course / "labs" / LAB / (LAB + ".ipynb")).read_bytes() == \
        (TOP / "labs" / LAB / (LAB + ".ipynb")).read_bytes()
    assert not (course / "exchange").exists()          # NSLAB_EXCHANGE named the shared one
