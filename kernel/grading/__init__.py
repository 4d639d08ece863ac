"""Grading the labs: per-student parameters, recorded answers, and checks that teach.

The student's notebook only *records* answers; the checks run when the
instructor autogrades, in a process of the grader's own, so nothing a
student's kernel does can change a grade (nslab.grading.autograde).

    >>> from nslab import grading
    >>> me = grading.Params("01-single-sender")     # this student's parameters
    >>> Q = me.choice("1.1-queue", [4, 5, 6, 8])      # one of a list
    >>> D = me.number("1.1-delay", 40, 90, 1)         # one of 40, 41, ..., 90
    >>> me.submit("1.1", first_drop_time=t, first_drop=first_drop)

`submit` checks the answers' form (an answer, not a placeholder; finite
numbers; no booleans; no numbers in quotes; functions defined with def) and
writes them to `.nslab-answers.json` beside the notebook; it computes no
expected value.  The checks (`check_number`, `check_int`, `check_equal`,
`check_true`, `check_figure`) raise `CheckFailed` with a message that says
what was checked, the unit, the direction (too high, too low, too many, wrong
sign, wrong length) and a hint, never the expected value.

Student ids (`student_id`): $NSLAB_STUDENT_ID if set; else, inside nbgrader's
folders (autograded/<id>/<assignment>/, submitted/<id>/...), that <id>; else
$JUPYTERHUB_USER; else the login name ($NSLAB_STUDENT_ID_SOURCE changes the
order, see nslab.grading.student).  When autograding, the grader sets
NSLAB_STUDENT_ID to nbgrader's student id.

How to convert a test cell
--------------------------
An old-style test cell computes the expected values in the student's kernel:

    grading.require(globals(), "first_drop_time", "first_drop")
    _run = SINGLE_SENDER.run(queue_limit=Q11)
    grading.check_number("first_drop_time", first_drop_time, _run.drops()[0]["time"], ...)

A new-style one records in its visible part and checks in its hidden part:

    \"\"\"Exercise 1.1: ...\"\"\"
    me.submit("1.1", first_drop_time=first_drop_time, first_drop=first_drop)
    ### BEGIN HIDDEN TESTS
    _run = SINGLE_SENDER.run(queue_limit=Q11)
    grading.check_number("first_drop_time", first_drop_time, _run.drops()[0]["time"], ...)
    for _q in (7, 12):
        grading.check_number("first_drop(run)[0]", first_drop(SINGLE_SENDER.run(queue_limit=_q))[0], ...)
    ### END HIDDEN TESTS

1. Replace `grading.require(...)` by `me.submit("<exercise>", name=name, ...)`,
   one keyword per answer, the keyword being the answer's variable name (the
   hidden part sees each answer under that name).  Submit every function the
   hidden part calls, and only answers (no intermediate variables).
2. Move every expected-value computation and every check into the hidden
   part.  It may use only the names of the notebook's read-only cells (set-up,
   parameters) and the submitted answers: when grading it runs in a fresh
   process where nothing else exists.  A submitted function is run in a
   sandbox; what it returns comes back as plain data (tuples stay tuples,
   arrays arrays, DataFrames DataFrames; a figure comes back as a figure
   dict, which `check_figure` accepts).
3. Keep the checks' messages free of expected values (the check functions
   already are; in `check_true` messages, show only the student's values).
4. Run the cell in the instructor's notebook (the hidden part then runs right
   after `submit`, on the real objects), regenerate the release, and run
   tests/labs/test_labs_grading.py (the solutions must get full marks through the
   real grader, the blank release none).

Cells keep working in the old style meanwhile (their checks run in the
student's kernel, which the grader still jails); `require` stays for them.
"""
from .checks import (CheckFailed, check_answered, require, check_number, check_int, check_equal,
                     check_true, check_figure, figure_traces, show)
from .student import (nbgrader_step, student_id, student_id_source, generic_id, Params,
                      ID_SOURCES, GENERIC_IDS)
from .answers import ANSWERS_FILE

__all__ = ["CheckFailed", "nbgrader_step", "student_id", "student_id_source", "generic_id",
           "Params", "require", "check_answered", "check_number", "check_int", "check_equal",
           "check_true", "check_figure", "figure_traces", "show", "ANSWERS_FILE", "ID_SOURCES",
           "GENERIC_IDS"]
