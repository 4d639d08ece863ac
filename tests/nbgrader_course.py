"""A temporary nbgrader course for the grading tests, built from the project's own config.

Its source directory holds links to the labs of solutions/ and to the lab template
(docs/lab-template/, which is not an assignment of the real course); everything
else (release/, submitted/, autograded/, feedback/, gradebook.db, exchange/) is
written under the temporary root, never in the checkout.
"""
import os
import pathlib
import shutil
import sys

import nbformat
from nbgrader.api import Gradebook
from nbgrader.apps import NbGraderAPI
from nbgrader.coursedir import CourseDirectory
from traitlets.config import Config

TOP = pathlib.Path(__file__).resolve().parents[1]
TEMPLATE = TOP / "docs" / "lab-template"
STAMP = "2026-01-01 00:00:00.000000 UTC"


def course_config(path=TOP / "nbgrader_config.py"):
    """What the project's nbgrader_config.py sets, and its namespace (LABS: the one list)."""
    c = Config()
    namespace = {"get_config": lambda: c, "__file__": str(path)}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    return c, namespace


LABS = course_config()[1]["LABS"]


def instructor_checkout(course):
    """Make `course` an instructor's copy of the course, as the README's class cycle uses it:
    nbgrader_config.py, solutions/, labs/ and this Python's environment linked as .venv."""
    course.mkdir(parents=True)
    shutil.copy(TOP / "nbgrader_config.py", course)
    shutil.copytree(TOP / "solutions", course / "solutions")
    shutil.copytree(TOP / "labs", course / "labs")
    (course / ".venv").symlink_to(sys.prefix, target_is_directory=True)
    return course


def source_folder(lab):
    return TEMPLATE if lab == "template" else TOP / "solutions" / lab


def notebook_name(lab):
    return lab + ".ipynb"


def source(lab):
    """The instructor's notebook of `lab` (solutions and hidden tests)."""
    return nbformat.read(source_folder(lab) / notebook_name(lab), 4)


def meta(cell):
    return cell.metadata.get("nbgrader", {})


def config(root, **extra):
    """The project's config with the course under `root`; extra: Section__name=value."""
    c, _ = course_config()
    c.CourseDirectory.root = str(root)
    c.CourseDirectory.source_directory = "source"
    c.CourseDirectory.release_directory = "release"
    c.Exchange.root = str(root / "exchange")
    for key, value in extra.items():
        section, name = key.split("__")
        setattr(getattr(c, section), name, value)
    return c


def api(root, **extra):
    c = config(root, **extra)       # a Config object, not the cwd (docs/jupyter-stack.md §3.2)
    return NbGraderAPI(CourseDirectory(config=c), config=c)


def make_course(root, labs):
    """Link the labs' sources under `root`/source and generate their releases."""
    (root / "source").mkdir(parents=True, exist_ok=True)
    for lab in labs:
        link = root / "source" / lab
        if not link.exists():
            link.symlink_to(source_folder(lab), target_is_directory=True)
    grader = api(root)
    for lab in labs:
        result = grader.generate_assignment(lab, force=True)
        assert result["success"], result["error"] + result["log"][-3000:]
    return root


def grading_environment(root):
    """os.environ for grading: nbgrader finds alembic, runs use a private cache.
    Returns what to restore."""
    saved = dict(os.environ)
    os.environ["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])
    os.environ["NSLAB_CACHE_DIR"] = str(root / "cache")
    os.environ.pop("NSLAB_STUDENT_ID", None)
    return saved


def restore_environment(saved):
    os.environ.clear()
    os.environ.update(saved)


def release(root, lab):
    return nbformat.read(root / "release" / lab / notebook_name(lab), 4)


def solution_answers(lab):
    """{grade id: source} of the answer cells (autograded and written) of the lab's solutions."""
    return {meta(c)["grade_id"]: c.source for c in source(lab).cells if meta(c).get("solution")}


def autograded_points(lab):
    """The points of the lab's autograder test cells (what a full autograde gives)."""
    return sum(meta(c).get("points", 0) for c in source(lab).cells
               if meta(c).get("grade") and not meta(c).get("solution"))


def from_solutions(root, lab):
    """The student release with every answer cell filled in from the solutions."""
    nb = release(root, lab)
    answers = solution_answers(lab)
    for cell in nb.cells:
        if meta(cell).get("solution"):
            cell.source = answers[meta(cell)["grade_id"]]
    return nb


def manual_cells(lab):
    """The grade ids of the lab's manually graded answers (written answers with points)."""
    return {meta(c)["grade_id"] for c in source(lab).cells
            if meta(c).get("grade") and meta(c).get("solution")}


def submit(root, student, lab, nb):
    """Put `nb` where nbgrader's collect would: submitted/<student>/<lab>/."""
    folder = root / "submitted" / student / lab
    folder.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, folder / notebook_name(lab))
    (folder / "timestamp.txt").write_text(STAMP)


def grades(root, lab, student):
    """{grade id: (score, max, manual, auto)} from the gradebook."""
    with Gradebook("sqlite:///%s" % (root / "gradebook.db")) as gb:
        sub = gb.find_submission_notebook(lab, lab, student)     # notebook, assignment, student
        return {g.name: (g.score, g.max_score, g.manual_score, g.auto_score) for g in sub.grades}
