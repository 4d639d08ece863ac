"""Cheating at autograding, tried for real: nbgrader 0.9 with its SQLite gradebook.

A course directory (the project's nbgrader_config.py, the labs' sources)
autogrades the template and every lab for an honest student (full marks) and
the blank release (zero, and it must run to the end), and the template and labs
01 and 04 for one submission per cheat, each under its own student id.  Every cheat must score what the blank release scores: the student's
kernel only records answers (nslab.grading.autograde runs it jailed, with no
course files, no gradebook and no network), and the checks run in a process of
the grader's own on those answers as data.

The cheats: swallowing every exception in IPython's run_code; patching
nslab.grading's checks and form checks to no-ops with placeholder answers and a
stub function; reading the instructor's notebook (by the checkout's absolute
path, by walking up from the working directory, from git) and running its
solutions; writing the gradebook (full marks for oneself, zero for another
student, whose grades must stay as they were); patching math.fabs, np.isclose
and builtins; os._exit, SystemExit and exit() in an answer cell; redefining
AssertionError; looking for the checks in IPython's history; a forged answers
file (well formed with functions that try to read the solutions in the
sandbox, and malformed); handing in a neighbour's notebook (answers for other
parameters).  Whatever fails is reported with a message that holds no expected
value (the test computes them and looks for them in every output and in the
feedback HTML), and the feedback holds no hidden test, no solution and no rubric.

The last test counts, for each exercise, the distinct expected answers over
students s01..s30 (running the hidden checks' own computations:
tests/expected_answers.py, which starts them in the background when the tests are
collected): each must have at least 20, so that copying a neighbour's numbers does not pay.
"""
import ast
import contextlib
import html
import json
import math
import os
import re
from html.parser import HTMLParser

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbgrader")
pytest.importorskip("nbclient")

import expected_answers  # noqa: E402
from nbgrader_course import (LABS as COURSE_LABS, TOP, api as _api,  # noqa: E402
                             grades as _scores, grading_environment,
                             make_course, meta as _meta, notebook_name as _name,
                             restore_environment, source as _source, source_folder,
                             submit as _submit, from_solutions as _honest)

pytestmark = pytest.mark.filterwarnings("ignore:Object of type .* not in session")

# the cheats attack what every lab shares (the submit records, the trusted checker, the jail,
# the gradebook), so they are tried on the template and on one lab, 01; every lab gets the
# baseline (honest full marks, blank zero, Run All to the end), the leak checks and the
# distinct answers
CHEAT_LABS = ["template", "01-single-sender"]
LABS = ["template"] + COURSE_LABS


# ---- the course --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def course(tmp_path_factory):
    root = tmp_path_factory.mktemp("cheats")
    saved = grading_environment(root)
    yield make_course(root, LABS)
    restore_environment(saved)


def _path(lab):
    """The instructor's notebook of `lab` in the checkout."""
    return source_folder(lab) / _name(lab)


def _release(root, lab):
    return nbformat.read(root / "release" / lab / _name(lab), 4)


def _autograde(root, student, lab, nb, **extra):
    _submit(root, student, lab, nb)
    result = _api(root, **extra).autograde(lab, student, force=True)
    assert result["success"], result["error"] + result["log"][-3000:]
    return _scores(root, lab, student)


def _total(scores):
    return sum(s for s, *_ in scores.values())


def _graded(root, student, lab):
    return nbformat.read(root / "autograded" / student / lab / _name(lab), 4)


def _outputs(nb):
    """All text of the outputs of a graded notebook."""
    parts = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            parts.append(o.get("text") or "")
            parts.append(o.get("evalue") or "")
            parts += o.get("traceback") or []
            for value in (o.get("data") or {}).values():
                parts.append(value if isinstance(value, str) else json.dumps(value))
    return "\n".join(parts)


# ---- what the labs ask -------------------------------------------------------------------

def _tests(lab):
    from nslab.grading.autograde import new_style_tests
    return new_style_tests(_source(lab))


def _answer_names(lab):
    return [n for t in _tests(lab) for names in t["answers"].values() for n in names]


def _function_names(lab):
    """Submitted names that the solutions define with def."""
    defined = set()
    for cell in _source(lab).cells:
        if _meta(cell).get("solution") and cell.cell_type == "code" and \
                not cell.source.startswith("%%"):                # not a %%nslab script cell
            tree = ast.parse(cell.source)
            defined |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    return [n for n in _answer_names(lab) if n in defined]


def _placeholders(lab, value="0"):
    """Answer-cell source giving every answer a placeholder (functions: a stub)."""
    funcs = _function_names(lab)
    lines = []
    for n in _answer_names(lab):
        if n in funcs:
            lines.append("def %s(*args, **kwargs):\n    return 0" % n)
        else:
            lines.append("%s = %s" % (n, value))
    return "\n".join(lines)


def _with_cell(nb, source, where="after-setup"):
    cell = nbformat.v4.new_code_cell(source)
    if where == "end":
        nb.cells.append(cell)
    else:
        i = next(i for i, c in enumerate(nb.cells) if _meta(c).get("grade_id") == "setup")
        nb.cells.insert(i + 1, cell)
    return nb


def _fill_answers(nb, source, first=None):
    first_done = False
    for cell in nb.cells:
        if _meta(cell).get("solution") and cell.cell_type == "code":
            if first is not None and not first_done:
                cell.source = first
                first_done = True
            else:
                cell.source = source
    return nb


# ---- the cheats --------------------------------------------------------------------------

SWALLOW = """
import types
_ip = get_ipython()
async def _run_code(self, code_obj, result=None, *, async_=False):
    try:
        exec(code_obj, self.user_global_ns, self.user_ns)
    except BaseException:
        pass
    return False
_ip.run_code = types.MethodType(_run_code, _ip)
"""

NO_OP_CHECKS = """
from nslab import grading
import nslab.grading.checks as _checks, nslab.grading.answers as _answers
_ok = lambda *a, **k: None
for _n in ("check_number", "check_int", "check_equal", "check_true", "check_figure",
           "check_answered", "require"):
    setattr(grading, _n, _ok)
    setattr(_checks, _n, _ok)
_answers.form_errors = lambda *a, **k: []
"""

READ_SOLUTIONS = """
import glob, json, os, subprocess
_lab, _file = {lab!r}, {name!r}
_cands = [{path!r}]
_d = os.getcwd()
while True:
    _cands += glob.glob(os.path.join(_d, "*", _lab, _file)) + glob.glob(os.path.join(_d, "*", "*", _lab, _file))
    if os.path.dirname(_d) == _d:
        break
    _d = os.path.dirname(_d)
_nb = None
for _p in _cands:
    try:
        _text = open(_p).read()
    except OSError:
        continue
    if "BEGIN SOLUTION" in _text:
        _nb = json.loads(_text)
        break
if _nb is None:
    try:
        _nb = json.loads(subprocess.run(["git", "-C", {top!r}, "show", "HEAD:" + {relpath!r}],
                                        capture_output=True, text=True).stdout)
    except Exception:
        pass
print("solutions found:", _nb is not None)
# each answer cell of the submission then runs the next solution in turn
_sols = [s for s in ("".join(c["source"]) for c in (_nb or {{}}).get("cells", [])
                     if c["cell_type"] == "code") if "BEGIN SOLUTION" in s]
"""

RUN_NEXT_SOLUTION = """
if _sols:
    get_ipython().run_cell(_sols.pop(0))
"""

GRADEBOOK = """
import os, sqlite3
_paths = [{db!r}]
_d = os.getcwd()
while True:
    _paths.append(os.path.join(_d, "gradebook.db"))
    if os.path.dirname(_d) == _d:
        break
    _d = os.path.dirname(_d)
for _p in _paths:
    if os.path.exists(_p):
        _con = sqlite3.connect(_p)
        _con.execute("UPDATE grade SET manual_score = (SELECT max_score FROM grade_cells "
                     "WHERE grade_cells.id = grade.cell_id), auto_score = (SELECT max_score "
                     "FROM grade_cells WHERE grade_cells.id = grade.cell_id)")
        _con.execute("UPDATE grade SET auto_score = 0, manual_score = 0 WHERE notebook_id IN "
                     "(SELECT sn.id FROM submitted_notebook sn JOIN submitted_assignment sa "
                     "ON sn.assignment_id = sa.id WHERE sa.student_id = 'honest')")
        _con.commit()
        _con.close()
        print("gradebook changed:", _p)
"""

PATCH_MATH = """
import builtins, math
import numpy as np
math.fabs = lambda x: 0.0
math.isclose = lambda *a, **k: True
np.isclose = lambda *a, **k: True
np.allclose = lambda *a, **k: True
builtins.abs = lambda x: 0
builtins.isinstance = lambda *a: True
"""

ASSERTION = """
import builtins
class AssertionError(Exception):
    pass
builtins.AssertionError = AssertionError
from nslab import grading
grading.CheckFailed = AssertionError
"""

HISTORY = """
import inspect
_ip = get_ipython()
_seen = list(In) + list(_ip.history_manager.input_hist_raw)
try:
    _seen += [s for _, _, s in _ip.history_manager.get_range(raw=True)]
except Exception:
    pass
for _frame in inspect.stack():
    try:
        _seen.append(inspect.getsource(_frame.frame))
    except Exception:
        pass
_hidden = [s for s in _seen if ("BEGIN HIDDEN" in s or "grading.check_" in s) and "_seen" not in s]
print("hidden test sources seen: %d" % len(_hidden))
for _s in _hidden:
    for _line in _s.splitlines():
        try:
            exec(_line.strip(), globals())
        except Exception:
            pass
"""

FORGE = """
import json
_steal = {steal!r}
_doc = {{"format": "nslab-answers/1", "student": me.student, "verdict": "passed", "labs": {{me.lab: {{}}}}}}
for _ex, _names in {answers!r}.items():
    _entry = _doc["labs"][me.lab][_ex] = {{}}
    for _n in _names:
        if _n in {funcs!r}:
            _entry[_n] = {{"$function": {{"name": _n, "source": _steal.replace("NAME", _n), "helpers": [],
                                          "modules": {{}}, "values": {{}}, "missing": []}}}}
        else:
            _entry[_n] = 1
json.dump(_doc, open(".nslab-answers.json", "w"))
print("forged")
"""

STEAL = """
def NAME(*args, **kwargs):
    import glob, json, os
    for p in [{path!r}] + glob.glob("/work/*/solutions/*/*.ipynb") + glob.glob("/work/*/docs/*/*.ipynb"):
        try:
            text = open(p).read()
        except Exception:
            continue
        ns = {{}}
        for c in json.loads(text)["cells"]:
            s = "".join(c["source"])
            if "BEGIN SOLUTION" in s and "def NAME" in s:
                exec(s.split("### BEGIN SOLUTION")[1].split("### END SOLUTION")[0], ns)
        return ns["NAME"](*args, **kwargs)
    return 0
"""

MALFORMED = """
open(".nslab-answers.json", "w").write('{"format": "nslab-answers/1", "student": "%s", "labs": {"%s": '
                                        % (me.student, me.lab) + "[" * 100000 + "]" * 100000 + "}}")
"""


def _cheat(root, lab, kind):
    """The submission for one cheat (a dict of ways to build it)."""
    nb = _release(root, lab)
    if kind == "swallow-exceptions":
        return _with_cell(nb, SWALLOW)
    if kind == "no-op-checks":
        nb = _with_cell(nb, NO_OP_CHECKS)
        return _fill_answers(nb, _placeholders(lab, "None"), first=_placeholders(lab, "0"))
    if kind == "read-solutions":
        nb = _with_cell(nb, READ_SOLUTIONS.format(lab=lab, name=_name(lab), top=str(TOP), path=str(_path(lab)),
                                                relpath=str(_path(lab).relative_to(TOP))))
        return _fill_answers(nb, RUN_NEXT_SOLUTION)
    if kind == "gradebook":
        return _with_cell(nb, GRADEBOOK.format(db=str(root / "gradebook.db")))
    if kind == "patched-math-builtins":
        return _fill_answers(_with_cell(nb, PATCH_MATH), _placeholders(lab))
    if kind == "os-exit":
        return _fill_answers(nb, _placeholders(lab), first="import os\nos._exit(0)")
    if kind == "system-exit":
        return _fill_answers(nb, _placeholders(lab), first="raise SystemExit(0)")
    if kind == "exit":
        return _fill_answers(nb, _placeholders(lab), first="exit()")
    if kind == "assertion-error":
        return _fill_answers(_with_cell(nb, ASSERTION), _placeholders(lab))
    if kind == "history-inspect":
        return _with_cell(_fill_answers(nb, _placeholders(lab)), HISTORY, "end")
    if kind == "forged-answers":
        answers = {k: v for t in _tests(lab) for k, v in t["answers"].items()}
        steal = STEAL.format(path=str(_path(lab)))
        return _with_cell(nb, FORGE.format(answers=answers, funcs=_function_names(lab), steal=steal), "end")
    if kind == "forged-answers-malformed":
        return _with_cell(_fill_answers(nb, _placeholders(lab)), MALFORMED, "end")
    raise ValueError(kind)


CHEATS = ["swallow-exceptions", "no-op-checks", "read-solutions", "gradebook", "patched-math-builtins",
          "os-exit", "system-exit", "exit", "assertion-error", "history-inspect", "forged-answers",
          "forged-answers-malformed"]


# ---- baselines ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def baseline(course):
    """Honest full marks (also the victim whose grades the gradebook cheat attacks), blank zero."""
    out = {}
    for lab in LABS:
        manual = {_meta(c)["grade_id"] for c in _source(lab).cells
                  if _meta(c).get("grade") and _meta(c).get("solution")}
        honest = _autograde(course, "honest", lab, _honest(course, lab))
        blank = _autograde(course, "blank", lab, _release(course, lab))
        out[lab] = {"honest": honest, "blank": blank, "manual": manual}
    return out


@pytest.mark.parametrize("lab", LABS)
def test_honest_full_marks_blank_zero(baseline, lab):
    b = baseline[lab]
    assert b["manual"], "each lab has written answers graded by hand"
    for name, (score, most, manual, auto) in b["honest"].items():
        if name in b["manual"]:
            assert auto is None, name            # left for the instructor
        else:
            assert score == most, (name, score, most)
    assert _total(b["blank"]) == 0, b["blank"]


@pytest.mark.parametrize("lab", LABS)
def test_blank_notebook_runs_to_the_end(baseline, course, lab):
    """Run All on the blank release: only the test cells fail (not answered yet), every
    other cell, Explorers and figures included, runs."""
    graded = _graded(course, "blank", lab)
    failed = [_meta(c).get("grade_id") or c.source[:60] for c in graded.cells
              if not _meta(c).get("grade") and any(o.output_type == "error" for o in c.get("outputs", []))]
    assert not failed


@pytest.mark.parametrize("cheat", CHEATS)
@pytest.mark.parametrize("lab", CHEAT_LABS)
def test_cheat_scores_what_the_blank_scores(course, baseline, lab, cheat):
    student = "cheat-" + cheat
    victim_before = _scores(course, lab, "honest")
    # patched builtins hang the kernel: the cell timeout ends it (a short one keeps this short)
    extra = {"Execute__timeout": 10} if cheat == "patched-math-builtins" else {}
    scores = _autograde(course, student, lab, _cheat(course, lab, cheat), **extra)
    assert _total(scores) == _total(baseline[lab]["blank"]), {k: v[0] for k, v in scores.items()}
    assert _scores(course, lab, "honest") == victim_before     # nobody else's grades moved
    graded = _graded(course, student, lab)
    text = _outputs(graded)
    if cheat == "read-solutions":
        assert "solutions found: False" in text
    if cheat == "gradebook":
        assert "gradebook changed" not in text               # the jail has no gradebook
    if cheat == "history-inspect":
        assert "hidden test sources seen: 0" in text
    for test in _tests(lab):                                 # every test cell: one verdict
        cell = next(c for c in graded.cells if _meta(c).get("grade_id") == test["id"])
        assert cell.source == test["visible"]
        assert [o.output_type for o in cell.outputs] == ["error"], cell.outputs


# ---- the script-writing lab: its own cheats ----------------------------------------------

SCRIPT_LAB = "07-ns2-script"

PARSER_NSLAB_TRACE = """
from nslab import trace as nstrace
def parse_trace(lines):                 # nslab's parser instead of one's own
    with tempfile.NamedTemporaryFile("w", suffix=".tr", delete=False) as f:
        f.write("\\n".join(lines) + "\\n")
    p = nstrace.read(f.name).packets
    got = p[(p.event == "r") & (p.to_node == 2) & (p.ptype == "tcp")]
    return int((p.event == "d").sum()), float(got["size"].sum() * 8 / 10 / 1000), 0
"""

PATCH_GRADER = """
import nslab.grading.scripts as _s
from nslab import grading
_s.rerun_script = lambda *a, **k: _s.Rerun(0, "", {"out.tr": ""})
_s.check_own_code = _s.link_times = lambda *a, **k: []
_s.trace_counts = lambda *a, **k: (0, 0.0, 0)
for _n in ("check_number", "check_int", "check_true"):
    setattr(grading, _n, lambda *a, **k: None)
"""


def _script_cheat(course, kind, student):
    """A submission of lab 07 that tries to get its script or parser graded without doing it."""
    nb = _honest(course, SCRIPT_LAB)
    cells = {_meta(c).get("grade_id"): c for c in nb.cells}
    script = cells["ex71-script"]
    if kind == "script-other-parameters":        # the bottleneck is not the one of the arguments
        script.source = script.source.replace("${bandwidth}kb", "[expr {$bandwidth + 100}]kb") \
            .replace("queue-limit $R $B $queue", "queue-limit $R $B [expr {$queue + 2}]")
    elif kind == "script-own-numbers":           # the student's numbers written in, $argv ignored
        mine = _drawn(SCRIPT_LAB, student)
        for i, key in enumerate(("7-bandwidth", "7-delay", "7-queue")):
            script.source = script.source.replace("[lindex $argv %d]" % i, str(mine[key]))
    elif kind == "parser-hard-coded":            # its own trace's numbers, whatever the lines
        cells["ex73-answer"].source += "\n_mine = results07\ndef parse_trace(lines):\n    return _mine\n"
    elif kind == "parser-nslab-trace":
        cells["ex73-answer"].source += PARSER_NSLAB_TRACE
    elif kind == "patched-grader":               # wrong answers, the grader's helpers patched
        nb = _with_cell(nb, PATCH_GRADER)
        cells["ex71-answer"].source = "script07 = run07.text\nlink_ms07 = 1.0"
        cells["ex72-answer"].source = "first_drop07 = 1.0"
        cells["ex73-answer"].source = "def parse_trace(lines):\n    return (0, 0.0, 0)\nresults07 = (0, 0.0, 0)"
    return nb


# each cheat: the test cells it must score zero on (it earns the others honestly)
SCRIPT_CHEATS = {"script-other-parameters": {"ex71-tests", "ex72-tests"},
                 "script-own-numbers": {"ex71-tests", "ex72-tests"},
                 "parser-hard-coded": {"ex73-tests"}, "parser-nslab-trace": {"ex73-tests"},
                 "patched-grader": {"ex71-tests", "ex72-tests", "ex73-tests"}}


@pytest.mark.parametrize("cheat", sorted(SCRIPT_CHEATS))
def test_script_lab_cheats_score_nothing_for_what_they_fake(course, cheat):
    student = "script-" + cheat
    scores = _autograde(course, student, SCRIPT_LAB, _script_cheat(course, cheat, student))
    got = {t["id"]: scores[t["id"]][:2] for t in _tests(SCRIPT_LAB)}
    assert got == {gid: (0 if gid in SCRIPT_CHEATS[cheat] else most, most)
                   for gid, (_, most) in got.items()}


def test_read_solutions_works_without_the_jail(course, baseline):
    """The solution-reading cheat is real: with the jail off (NslabGrading.isolation = off)
    it gets full marks on the template, so its zero above is the jail's doing."""
    scores = _autograde(course, "unjailed-reader", "template",
                        _cheat(course, "template", "read-solutions"), NslabGrading__isolation="off")
    manual = baseline["template"]["manual"]
    assert all(s == most for name, (s, most, *_) in scores.items() if name not in manual), scores


def test_gradebook_guard_without_the_jail(course, baseline):
    """Without the jail the notebook can write the gradebook: the guard puts it back (the
    cheater scores zero, the victim keeps its grades) and flags the graded notebook."""
    victim_before = _scores(course, "template", "honest")
    scores = _autograde(course, "unjailed-gradebook", "template",
                        _cheat(course, "template", "gradebook"), NslabGrading__isolation="off")
    assert _total(scores) == 0, scores
    assert _scores(course, "template", "honest") == victim_before
    graded = _graded(course, "unjailed-gradebook", "template")
    assert "gradebook changed" in _outputs(graded)          # it did write ...
    assert "changed the gradebook" in graded.cells[0].source  # ... and was caught


# ---- messages and feedback ---------------------------------------------------------------

def _neighbour(lab, student):
    """An id whose parameters all differ from `student`'s (a neighbour's notebook)."""
    mine = _drawn(lab, student)
    for i in range(1, 200):
        other = "neighbour-%d" % i
        theirs = _drawn(lab, other)
        if all(theirs[k] != v for k, v in mine.items()):
            return other
    raise AssertionError("no neighbour found")


def _drawn(lab, student):
    """The parameters `student` draws: the read-only cells' Params().drawn."""
    import contextlib
    import io
    saved = os.environ.get("NSLAB_STUDENT_ID")
    os.environ["NSLAB_STUDENT_ID"] = student
    ns = {"__name__": "__drawn__", "display": lambda *a, **k: None}
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for cell in _source(lab).cells:
                m = _meta(cell)
                if cell.cell_type == "code" and m.get("locked") and not m.get("grade"):
                    exec(cell.source, ns)
    finally:
        if saved is None:
            os.environ.pop("NSLAB_STUDENT_ID", None)
        else:
            os.environ["NSLAB_STUDENT_ID"] = saved
    return dict(ns["me"].drawn)


def _forms(value):
    """The ways a check could print `value` (only forms specific enough to search for)."""
    if isinstance(value, list):
        return set().union(*[_forms(v) for v in value]) if value else set()
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        return set()
    forms = set()
    if float(value).is_integer():
        if abs(value) >= 100:
            forms.add("%d" % value)
        return forms
    for fmt in ("%r", "%.6g", "%.5g", "%.4g", "%.6f", "%.4f"):
        text = fmt % value
        if len(text.replace("-", "").replace(".", "").lstrip("0")) >= 3:
            forms.add(text)
    return forms


def _found(forms, text):
    return sorted(f for f in forms if re.search(r"(?<![\d.])%s(?![\d])" % re.escape(f), text))


class _Text(HTMLParser):
    """The text of a page, without its style sheets: their numbers ("\\e206", "#eea236")
    are no one's answers, and matched a student's expected counts of 206 and 236."""

    def __init__(self):
        super().__init__()
        self.parts = []
        self.in_style = False

    def handle_starttag(self, tag, attrs):
        self.in_style = self.in_style or tag == "style"

    def handle_endtag(self, tag):
        self.in_style = self.in_style and tag != "style"

    def handle_data(self, data):
        if not self.in_style:
            self.parts.append(data)


def _html_text(path):
    parser = _Text()
    parser.feed(path.read_text())
    return html.unescape("".join(parser.parts))


def _secret_lines(lab, shown):
    """Lines of the hidden tests, the solutions and the rubrics that the release does not
    show (`shown`: the release's text; a line it holds anywhere, e.g. inside a sentence of
    the exercise, is no secret)."""
    from nslab.grading.autograde import split_hidden
    secret, public = [], set()
    for cell in _source(lab).cells:
        src = cell.source
        if _meta(cell).get("solution") and "### BEGIN SOLUTION" in src:
            secret.append(src.split("### BEGIN SOLUTION")[1].split("### END SOLUTION")[0])
            continue
        visible, hidden = split_hidden(src)
        if hidden:
            secret.append(hidden)
        public |= {line.strip() for line in visible.splitlines()}
    return sorted({line.strip() for block in secret for line in block.splitlines()
                   if len(line.strip()) > 12 and line.strip() not in public
                   and line.strip() not in shown})


@pytest.mark.parametrize("lab", LABS)
def test_failure_messages_and_feedback_give_nothing_away(course, baseline, lab):
    """A neighbour's notebook (answers for other parameters) fails wherever the expected
    answers differ, with messages holding none of this student's expected values; the
    feedback HTML shows no hidden test, no solution, no rubric and no expected value."""
    student = "copier"
    nb = _honest(course, lab)
    neighbour = _neighbour(lab, student)
    nb.cells.insert(0, nbformat.v4.new_code_cell("%%env NSLAB_STUDENT_ID=%s" % neighbour))
    scores = _autograde(course, student, lab, nb)
    expected = expected_answers.compute(lab, [student, neighbour])
    mine, theirs = expected[student], expected[neighbour]
    for test in _tests(lab):
        if _key(mine[test["id"]]["checks"]) != _key(theirs[test["id"]]["checks"]):
            assert scores[test["id"]][0] == 0, test["id"]
    forms = _all_forms(mine)
    assert forms
    # the verdicts may repeat what the student handed in (the neighbour's answers), never
    # this student's expected values; other cells show the student's own work
    forms -= _all_forms(theirs)
    graded = _graded(course, student, lab)
    verdicts = nbformat.v4.new_notebook(cells=[c for c in graded.cells if _meta(c).get("grade")])
    assert not _found(forms, _outputs(verdicts))
    work = nbformat.v4.new_notebook(cells=[c for c in graded.cells if not _meta(c).get("grade")])
    forms -= set(_found(forms, _outputs(work)))         # printed by the student's own cells
    solution_lines = set()
    for cell in _source(lab).cells:
        if _meta(cell).get("solution"):
            solution_lines |= {line.strip() for line in cell.source.splitlines()}
    hidden = _hidden_only(lab)
    shown = "\n".join(c.source for c in _release(course, lab).cells)
    secret = _secret_lines(lab, shown)
    forms -= set(_found(forms, shown))                  # "250 m" in the lab's own text
    api = _api(course)
    for who in (student, "blank", "cheat-no-op-checks", "cheat-read-solutions"):
        if not (course / "autograded" / who / lab).exists():
            continue
        result = api.generate_feedback(lab, who, force=True)
        assert result["success"], result["log"][-3000:]
        page = _html_text(course / "feedback" / who / lab / _name(lab).replace(".ipynb", ".html"))
        leaked = [line for line in secret if line in page]
        if who == student:           # the copier handed in the solutions' code: theirs now
            leaked = [line for line in leaked if line in hidden and line not in solution_lines]
        assert not leaked, (who, leaked[:5])
        assert not _found(forms, page) or who != student, _found(forms, page)


def _all_forms(expected):
    """Every printed form of the expected values of one student's checks."""
    forms = set()
    for test in expected.values():
        for _, value in test["checks"]:
            forms |= _forms(value)
    return forms


def _hidden_only(lab):
    """The lines of the lab's hidden tests."""
    from nslab.grading.autograde import split_hidden
    out = set()
    for cell in _source(lab).cells:
        if cell.cell_type == "code" and not _meta(cell).get("solution"):
            out |= {line.strip() for line in split_hidden(cell.source)[1].splitlines()}
    return out


# ---- distinct answers --------------------------------------------------------------------

def _key(checks):
    """The expected values of a test's checks, as one comparable text."""
    def rounded(v):
        if isinstance(v, float):
            return float("%.9g" % v)
        if isinstance(v, list):
            return [rounded(x) for x in v]
        return v
    return json.dumps([[n, rounded(v)] for n, v in checks], sort_keys=True)


@pytest.mark.parametrize("lab", LABS)
def test_at_least_20_distinct_answers_per_exercise_over_30_students(lab, capsys):
    ids = expected_answers.CLASS
    expected = expected_answers.for_class(lab)
    report, short = {}, []
    for test in _tests(lab):
        seen = set()
        for sid in ids:
            seen.add(_key(expected[sid][test["id"]]["checks"]))
        report[test["title"]] = len(seen)
        if len(seen) < 20:
            short.append("%s: %d" % (test["title"], len(seen)))
    with capsys.disabled():
        print("\n%s: distinct expected answers over 30 students: %s" % (lab, report))
    assert not short, short
