"""JupyterHub for a class of nslab on one server (README: "A class on a server (JupyterHub)").

Everyone logs in with their Unix account and password (PAM) and gets a JupyterLab of their
own, a process of their own Unix user, run from the Python environment of this hub: the
.venv that .ci/setup makes beside this file's copy of nslab (/opt/nslab: JupyterLab,
nbgrader's extensions, nslab, JupyterHub, configurable-http-proxy).  Assignments go through
nbgrader's exchange, a directory every account may write.

* Students: their server starts in their home; this folder's jupyter/nbgrader_config.py, on
  their JUPYTER_CONFIG_PATH, names the course and the exchange, so the Assignments panel
  (and `nbgrader fetch_assignment` in a terminal) works at once.  The venv hides nbgrader's
  other panels from them (.ci/setup).
* Instructors (the hub group "instructor"): their server starts in their course checkout,
  ~/nslab, where nbgrader reads the course's nbgrader_config.py, with NSLAB_EXCHANGE set
  and the Create Assignment, Formgrader and Courses panels on (this folder's instructor/).

Run as root:  sudo /opt/nslab/.venv/bin/jupyterhub -f /opt/nslab/docs/jupyterhub/jupyterhub_config.py
(or as a service: jupyterhub.service beside this file).  Adapt the settings below.
"""
import os
import pwd
import sys

from jupyterhub.spawner import LocalProcessSpawner

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)
HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.dirname(os.path.abspath(sys.executable))      # the venv's bin/

# ---- adapt these ------------------------------------------------------------------------
EXCHANGE = "/srv/nbgrader/exchange"     # nbgrader's exchange (mkdir; chmod 777)
STATE = "/srv/jupyterhub"               # the hub's database, cookie secret and proxy pid
COURSE = "nslab"                        # an instructor's course checkout, in their home
INSTRUCTOR_GROUP = "instructor"
# the instructors' accounts
c.JupyterHub.load_groups = {INSTRUCTOR_GROUP: {"users": ["teacher"]}}
# who may log in: the Unix accounts of this group (students and instructors)
c.PAMAuthenticator.allowed_groups = {"nslab"}
# c.JupyterHub.bind_url = "http://:8000"  # where the class connects; give it TLS
#                                         # (c.JupyterHub.ssl_cert and ssl_key, or a proxy)
# -----------------------------------------------------------------------------------------

c.JupyterHub.authenticator_class = "pam"
c.JupyterHub.db_url = "sqlite:///" + os.path.join(STATE, "jupyterhub.sqlite")
c.JupyterHub.cookie_secret_file = os.path.join(STATE, "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = os.path.join(STATE, "jupyterhub-proxy.pid")

# configurable-http-proxy (Node.js): the one .ci/setup installs into the venv, else the one
# on PATH (npm install -g configurable-http-proxy, or Debian's node-configurable-http-proxy)
_chp = os.path.join(os.path.dirname(BIN), "lib", "chp", "node_modules", ".bin",
                    "configurable-http-proxy")
if os.path.exists(_chp):
    c.ConfigurableHTTPProxy.command = [_chp]


class CourseSpawner(LocalProcessSpawner):
    """LocalProcessSpawner (each server a process of its user's), except that an
    instructor's server runs in their course checkout, with the instructor panels on."""

    course = None           # the instructor's course checkout, found at each start

    def course_dir(self):
        """The instructor's course checkout, or None (a student, or no checkout)."""
        if not any(g.name == INSTRUCTOR_GROUP for g in self.user.groups):
            return None
        course = os.path.join(pwd.getpwnam(self.user.name).pw_dir, COURSE)
        if not os.path.isfile(os.path.join(course, "nbgrader_config.py")):
            self.log.warning("instructor %s has no course checkout %s: their server starts "
                             "in their home", self.user.name, course)
            return None
        return course

    async def start(self):
        self.course = self.course_dir()
        if self.course:
            self.notebook_dir = self.course
        return await super().start()

    def get_env(self):
        env = super().get_env()
        if self.course:
            env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
                [os.path.join(HERE, "instructor")] + [p for p in [env.get("JUPYTER_CONFIG_PATH")] if p])
        return env

    def make_preexec_fn(self, name):
        become_user = super().make_preexec_fn(name)        # setuid, then cd to the home
        course = self.course

        def preexec():
            become_user()
            if course:          # nbgrader (formgrader, CLI) reads ./nbgrader_config.py
                os.chdir(course)
        return preexec


c.JupyterHub.spawner_class = CourseSpawner
c.Spawner.cmd = [os.path.join(BIN, "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
c.Spawner.environment = {
    "NSLAB_EXCHANGE": EXCHANGE,
    "JUPYTER_CONFIG_PATH": os.path.join(HERE, "jupyter"),
    # the venv first: terminals find jupyter, nbgrader and nslab without activating it
    "PATH": os.pathsep.join([BIN, "/usr/local/bin", "/usr/bin", "/bin"]),
}
