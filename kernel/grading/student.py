"""Who the student is, and the parameters each student gets for each lab."""
import getpass
import hashlib
import os

from .checks import display_placeholders_in_words

__all__ = ["nbgrader_step", "student_id", "student_id_source", "configured_id_source",
           "generic_id", "Params",
           "ID_SOURCES", "GENERIC_IDS"]

_NBGRADER_STEPS = ("autograded", "submitted", "feedback", "feedback_generated")

# where a student id can come from, in the default order (NSLAB_STUDENT_ID_SOURCE, else
# c.NslabGrading.student_id_source in the students' nbgrader config, gives another order
# or a subset, e.g. "jupyterhub" or "env,login")
ID_SOURCES = ("env", "nbgrader", "jupyterhub", "login")
# account names that are not a person: parameters drawn from them are everybody's
GENERIC_IDS = frozenset({"", "jovyan", "root", "student", "user", "nobody", "ubuntu", "admin"})


def nbgrader_step(path=None):
    """(step, student id) when `path` (default: the working directory) is in one
    of nbgrader's per-student folders (autograded/<id>/<assignment>/, ...),
    else None."""
    parts = os.path.abspath(path or os.getcwd()).split(os.sep)
    for i in range(len(parts) - 3, -1, -1):
        if parts[i] in _NBGRADER_STEPS:
            return parts[i], parts[i + 1]
    return None


def configured_id_source():
    """(text, where) of c.NslabGrading.student_id_source in the nbgrader config files
    of the Jupyter config path (/etc/jupyter/nbgrader_config.py, ~/.jupyter/..., the
    files that also tell students' nbgrader the course and the exchange; the last
    one setting it wins), or ("", None)."""
    try:
        from jupyter_core.paths import jupyter_config_path
        from traitlets.config.loader import PyFileConfigLoader
    except ImportError:
        return "", None
    found = ("", None)
    for folder in reversed(jupyter_config_path()):        # system first, the user's last
        path = os.path.join(folder, "nbgrader_config.py")
        if not os.path.isfile(path):
            continue
        try:
            config = PyFileConfigLoader("nbgrader_config.py", folder).load_config()
        except Exception as e:                # one clear error naming the file
            raise ValueError("%s: cannot read it: %s" % (path, e)) from None
        value = config.get("NslabGrading", {}).get("student_id_source")
        if value:
            found = (str(value), path)
    return found


def _id_sources():
    text, where = os.environ.get("NSLAB_STUDENT_ID_SOURCE", ""), "NSLAB_STUDENT_ID_SOURCE"
    if not text.strip():
        text, where = configured_id_source()
    sources = [s.strip().lower() for s in text.split(",") if s.strip()]
    unknown = [s for s in sources if s not in ID_SOURCES]
    if unknown:
        raise ValueError("%s: unknown student id source %s (known: %s)"
                         % (where if where == "NSLAB_STUDENT_ID_SOURCE"
                            else "%s, c.NslabGrading.student_id_source" % where,
                            ", ".join(map(repr, unknown)), ", ".join(ID_SOURCES)))
    return sources or list(ID_SOURCES)


def student_id_source(path=None):
    """(id, source) of the student whose notebook this is; source is one of
    ID_SOURCES, or "default" when none gave an id."""
    for source in _id_sources():
        value = None
        if source == "env":
            value = os.environ.get("NSLAB_STUDENT_ID")
        elif source == "nbgrader":
            step = nbgrader_step(path)
            value = step[1] if step else None
        elif source == "jupyterhub":
            value = os.environ.get("JUPYTERHUB_USER") or os.environ.get("NB_USER")
        elif source == "login":
            try:
                value = getpass.getuser()
            except Exception:               # no login name (some containers)
                value = None
        if value:
            return str(value), source
    return "student", "default"


def student_id(path=None):
    """The id of the student whose notebook this is: by default $NSLAB_STUDENT_ID
    if set; else, when the notebook runs inside nbgrader's folders
    (autograded/<id>/<assignment>/, submitted/<id>/...), that <id>; else
    $JUPYTERHUB_USER; else the login name.  $NSLAB_STUDENT_ID_SOURCE (a comma
    list of env, nbgrader, jupyterhub, login), else c.NslabGrading.student_id_source
    in the students' nbgrader config (configured_id_source), changes that order.  When
    nbgrader autogrades, the grader sets NSLAB_STUDENT_ID to nbgrader's id."""
    return student_id_source(path)[0]


def generic_id(student):
    """True for an account name that is not a person (jovyan, root, student, ...)."""
    return str(student).strip().lower() in GENERIC_IDS


def _decimals(step):
    text = ("%.12f" % step).rstrip("0")
    return len(text.split(".")[1]) if "." in text else 0


class Params:
    """The parameters one student gets for one lab, derived from the student id.

    Each parameter is drawn from a hash of (lab, key, student), so it is the
    same every time the notebook runs, differs between students, and the
    grader recomputes it.  `submit` records the student's answers for the
    grader (see nslab.grading)."""

    def __init__(self, lab, student=None):
        self.lab = lab
        if student is None:
            self.student, self.source = student_id_source()
        else:
            self.student, self.source = str(student), "given"
        self.drawn = {}
        display_placeholders_in_words()        # every lab's set-up cell makes its Params

    def _unit(self, key):
        digest = hashlib.sha256(("%s|%s|%s" % (self.lab, key, self.student)).encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2.0 ** 64

    def choice(self, key, options):
        """One of `options` for this student and `key`.

        Rendezvous hashing: every option gets a score from a hash of (lab, key,
        student, option) and the highest wins, so editing an option list moves
        only the students whose option was removed, or who score highest on an
        added one; other keys never move."""
        options = list(options)
        if not options:
            raise ValueError("choice %r: no options" % key)
        value = max(options, key=lambda option: self._unit("%s|%r" % (key, option)))
        self.drawn[key] = value
        return value

    def integer(self, key, low, high):
        """An integer in [low, high] for this student and `key`."""
        return self.choice(key, range(int(low), int(high) + 1))

    def number(self, key, low, high, step=1):
        """A number of the grid low, low + step, ... <= high for this student and
        `key` (ints when low and step are ints, else floats rounded to the step's
        decimals).  A grid of 20 values or more gives 30 students 20 or more
        different values."""
        if step <= 0 or high < low:
            raise ValueError("number %r: need low <= high and step > 0" % key)
        count = int(round((high - low) / step, 9)) + 1
        if isinstance(low, int) and isinstance(step, int):
            grid = [low + i * step for i in range(count)]
        else:
            digits = max(_decimals(step), _decimals(low))
            grid = [round(low + i * step, digits) for i in range(count)]
        return self.choice(key, grid)

    def submit(self, exercise, **answers):
        """Record this student's answers to `exercise` for the grader: each answer
        is checked for its form (an answer, not a placeholder; finite numbers;
        a function defined in the notebook ...) and written to the notebook's
        folder (.nslab-answers.json).  Nothing is compared here: the grader
        checks the answers against this student's parameters."""
        from .answers import record
        record(self, exercise, answers)

    def note(self):
        """What the setup cell says about the student id."""
        if generic_id(self.student):
            return ("Student id: %r, a shared account name, not yours: your parameters (and "
                    "answers) would not be the ones you are graded with.  Set your id in a new "
                    "cell above this one:  %%env NSLAB_STUDENT_ID=your-id  (the id your "
                    "instructor grades you under), then run this cell again."
                    % self.student)
        how = {"env": "from NSLAB_STUDENT_ID", "nbgrader": "from nbgrader's folder",
               "jupyterhub": "your JupyterHub user", "login": "your login name",
               "given": "given", "default": "default"}.get(self.source, self.source)
        return ("Student id: %s (%s).  Your parameters are drawn from it; if it is not the id "
                "you are graded under, set NSLAB_STUDENT_ID (see the top of the lab)."
                % (self.student, how))

    def __str__(self):
        return self.note()

    def __repr__(self):
        return "<Params %s for %s: %s>" % (self.lab, self.student, self.drawn)

    def _repr_markdown_(self):
        rows = "\n".join("| `%s` | %s |" % (k, v) for k, v in self.drawn.items())
        return ("Parameters of **%s** for student `%s`:\n\n| exercise | value |\n|---|---|\n%s"
                % (self.lab, self.student, rows))
