"""nbgrader configuration of the nslab labs (see README.md, "Grading the labs").

Run nbgrader from this folder (nbgrader reads the config of the current
directory), e.g. `nbgrader generate_assignment 01-single-sender --force`.
solutions/ is the instructor source, labs/ the student release generated from
it; submitted/, autograded/, feedback/ and gradebook.db appear here as you grade.
"""
import os
import sys

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)
TOP = os.path.dirname(os.path.abspath(__file__))

# nbgrader runs `alembic` (the gradebook's schema tool) by name: make the one installed
# beside this nbgrader found without an activated venv (otherwise generate_assignment
# fails after it has removed the old release)
_bin = os.path.dirname(sys.executable)
if _bin not in os.environ.get("PATH", "").split(os.pathsep):
    os.environ["PATH"] = os.pathsep.join([_bin, os.environ.get("PATH", "")])

c.CourseDirectory.root = TOP
c.CourseDirectory.course_id = "nslab"
c.CourseDirectory.source_directory = "solutions"
c.CourseDirectory.release_directory = "labs"
# what running a notebook leaves beside it is never released or collected: the recorded answers
# (an instructor who runs a solution would otherwise hand out its answers), traces, nam files,
# the scripts %%nslab cells save (lab 07's solution script)
c.CourseDirectory.ignore = [".ipynb_checkpoints", "*.pyc", "__pycache__", "feedback",
                            ".nslab-answers.json", "*.tr", "*.nam", "*.tcl"]
# the labs released to students: the folders of solutions/ (nslab.grading.course, the one
# list the tests use too; the lab template, which is not an assignment, is docs/lab-template/)
from nslab.grading.course import lab_names  # noqa: E402
LABS = lab_names(TOP)

# the exchange (release_assignment, fetch, submit, collect) lives in the course by default,
# for a class on one machine; on a server, point it at a directory all users can write
# (e.g. NSLAB_EXCHANGE=/srv/nbgrader/exchange) -- nbgrader never creates it silently there
c.Exchange.root = os.environ.get("NSLAB_EXCHANGE", os.path.join(TOP, "exchange"))
if "NSLAB_EXCHANGE" not in os.environ and not os.path.isdir(c.Exchange.root):
    try:                    # with the permissions release_assignment insists on (all may write)
        os.mkdir(c.Exchange.root)
        os.chmod(c.Exchange.root, 0o777)
    except OSError:
        pass                # a read-only checkout: nbgrader says so when it needs the exchange

# a cell may run this long when autograding; an answer that never ends gets zero for its
# tests and grading goes on with the next cells
c.Execute.timeout = 60
c.Execute.interrupt_on_timeout = True
c.Execute.store_widget_state = True      # False breaks nbclient (docs/jupyter-stack.md §3.5)

# protected autograding (nslab.grading.autograde; README, "How grading is protected"): the
# student's kernel runs jailed in a scratch directory and only records answers; the hidden
# checks run in a process of the grader's own, and their verdicts replace the test cells'
# outputs.  NslabExecute is nbgrader's Execute, so the c.Execute settings above apply to it.
from nslab.grading.autograde import PREPROCESSORS  # noqa: E402
# a failed `generate_assignment --force` puts back the release it removed (nslab.grading.release)
from nbgrader.converters import GenerateAssignment  # noqa: E402
from nslab.grading.release import keep_release_on_failure  # noqa: E402
keep_release_on_failure(GenerateAssignment)
c.Autograde.autograde_preprocessors = PREPROCESSORS
# "auto": jail the student's code when grading as root (user below, own namespaces, no
# course files, no network), else a scratch directory and the gradebook guard only;
# "required": refuse to grade without the jail
c.NslabGrading.isolation = "auto"
c.NslabGrading.sandbox_user = "nobody"
# student ids: the grader draws each student's parameters from nbgrader's student id; in the
# students' notebooks the id comes from NSLAB_STUDENT_ID, else nbgrader's folder, else
# JUPYTERHUB_USER, else the login name -- set NSLAB_STUDENT_ID_SOURCE in the students'
# environment (e.g. "jupyterhub" on a hub, or "env,login") to choose the source

# an answer cell of the release keeps its placeholders (answer = ...) above this stub, so a
# blank notebook runs to the end (Run All): its submit cells say "not answered yet"
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE"}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
