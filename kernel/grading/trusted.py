"""The grader's own process: the hidden checks, run on a student's recorded answers.

    python -I -m nslab.grading.trusted JOB.json ANSWERS RESULT.json

nslab.grading.autograde starts it after nbgrader has executed the submission,
in a fresh temporary directory, with NSLAB_STUDENT_ID set to nbgrader's
student id.  JOB.json holds the notebook's read-only cells (taken from the
instructor's source notebook, not from the submission) and, per test cell,
its id, the exercises its `submit` calls record, the answer names and the
hidden checks.  This process

1. runs the read-only cells (imports, `me = grading.Params(...)`, the
   parameters), so the parameters are this student's;
2. reads ANSWERS (the .nslab-answers.json the submission wrote) strictly as
   data (nslab.grading.answers): a forged or damaged file is only data that
   fails the checks; a function is only its source text;
3. for each test cell, defines the recorded answers under their names (a
   function becomes a StudentFunction, run in a jailed sandbox process, see
   nslab.grading.sandbox), checks their form and runs the hidden checks (a
   student's ns-2 script they run again runs in the same jail, see
   nslab.grading.scripts);
4. writes RESULT.json: {test id: {"passed": bool, "message": text}}.

Nothing of the student's code runs here, so nothing the student's kernel did
(patched checks, numpy, builtins, exceptions, exit) can change a verdict.
"""
import contextlib
import io
import json
import os
import signal
import sys

from ..errors import AnswerFormatError, CheckFailed
from .answers import FunctionSource, _RunSpec, form_errors, load_answers
from .sandbox import Sandbox, StudentFunction, make_jail
from .scripts import use_jail


class _TimeUp(Exception):
    pass


def _alarm(signum, frame):
    raise _TimeUp()


def _passed(test):
    return {"passed": True, "message": "\u2713 %s: correct." % test["title"]}


def _failed(message):
    return {"passed": False, "message": message}


def run_test(test, base, answers, settings, note=""):
    """The verdict of one test cell."""
    ns = dict(base)
    functions = {}
    for key, names in test["answers"].items():
        recorded = answers.get(key)
        if recorded is None:
            return _failed("Exercise %s: no answers were recorded%s. Run your answer cell, then "
                           "this cell (it records them); if a cell above stops with an error, "
                           "fix that first." % (key, note))
        problems = []
        for name in names:
            if name not in recorded:
                problems.append("%s: not recorded." % name)
                continue
            value = recorded[name]
            if isinstance(value, FunctionSource):
                functions[name] = value
            elif isinstance(value, _RunSpec):
                try:
                    value = value.run()
                except Exception:
                    problems.append("%s: the recorded run could not be repeated." % name)
                    continue
            problems += form_errors(name, value)
            ns[name] = value
        if problems:
            return _failed("Exercise %s: %s" % (key, "\n".join(problems)))
    sandbox = None
    if functions:
        sandbox = Sandbox(settings["setup"], functions, make_jail(settings["jail"]),
                          timeout=settings.get("function_timeout", 60),
                          python=settings["jail"].get("python"))
        for name, source in functions.items():
            ns[name] = StudentFunction(name, source, sandbox)
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(int(settings.get("test_timeout", 120)))
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(test["hidden"], "<hidden tests of %s>" % test["id"], "exec"), ns)
    except CheckFailed as exc:
        return _failed(str(exc) or "a check of %s failed." % test["title"])
    except _TimeUp:
        return _failed("%s: the checks did not finish in time (is one of your functions very "
                       "slow?)." % test["title"])
    except AssertionError as exc:
        return _failed(str(exc) or "a check of %s failed." % test["title"])
    except Exception as exc:
        return _failed("%s: your answers could not be checked (%s while checking them); check "
                       "that each one is the kind of value the exercise asks for (a number, a "
                       "list, a table, a figure, a function ...)." % (test["title"],
                                                                      type(exc).__name__))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
        if sandbox is not None:
            sandbox.close()
    return _passed(test)


def main(argv):
    job_path, answers_path, result_path = argv[1:4]
    with open(job_path) as f:
        job = json.load(f)
    os.environ["NSLAB_STUDENT_ID"] = job["student"]
    use_jail(make_jail(job["jail"]), job["jail"].get("python"))     # a student's Tcl scripts
    base = {"__name__": "__main__", "display": lambda *a, **k: None}
    with contextlib.redirect_stdout(io.StringIO()):
        for i, source in enumerate(job["setup"]):
            exec(compile(source, "<read-only cell %d>" % i, "exec"), base)
    note = ""
    answers = {}
    if os.path.exists(answers_path):
        with open(answers_path, "rb") as f:
            raw = f.read()
        try:
            answers = load_answers(raw, job["lab"])
        except AnswerFormatError:
            note = " (the notebook's answers file is not in nslab's format)"
    results = {}
    for test in job["tests"]:
        results[test["id"]] = run_test(test, base, answers, job, note)
    with open(result_path, "w") as f:
        json.dump(results, f)


if __name__ == "__main__":
    main(sys.argv)
