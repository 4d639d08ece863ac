"""The README's JupyterHub recipe (docs/jupyterhub/), run for real: a class cycle through a hub.

Where the machine allows (root, useradd/userdel, configurable-http-proxy, free localhost
ports, a Python environment other accounts can run), the test creates two Unix accounts,
an instructor (nslabt-teach) and a student (nslabt-stud), with random passwords and homes
in a temporary directory of its own, and starts JupyterHub with the recipe's
jupyterhub_config.py.  A test-only config loaded after it lets the two accounts in by name
(the recipe's PAM stays; where PAM does not work, one shared password instead), makes
nslabt-teach the instructor, and moves the ports, the state files and the exchange into the
temporary directory, with an API token for the test.  The instructor's course is a copy of
this checkout's (nbgrader_config.py, solutions/, labs/, the venv linked as .venv) in their
~/nslab, and the exchange is made as the README makes it.

Both servers are started through the hub's REST API, and the whole cycle of lab 04 goes
through them, each account with an API token of its own: the instructor's formgrader
generates and releases the lab, the student's Assignments endpoints fetch it, the test
writes the solutions' answers into the fetched notebook through the student's contents API
and the student submits; the instructor's formgrader collects, autogrades, generates and
releases the feedback, and the student fetches it.  The gradebook must give the student
every autograded point (14), and the feedback must be in the student's home, the
student's own.  Both accounts also log in with their passwords, as a browser does, and
only the instructor's JupyterLab shows nbgrader's grading panels.  Teardown stops the hub
(which stops the servers and the proxy), ends any process of the two accounts, deletes
them and the temporary directory, even after a failure; accounts left by a crashed run are
deleted first.
"""
import json
import os
import pathlib
import pwd
import re
import secrets
import shutil
import signal
import socket
import stat
import subprocess
import sys
import sysconfig
import tempfile
import time

import pytest

pytest.importorskip("jupyterhub")
nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbgrader")
requests = pytest.importorskip("requests")

from nbgrader_course import (TOP, autograded_points, instructor_checkout, meta,  # noqa: E402
                             solution_answers)

LAB = "04-wireless-mobility"
COURSE_ID = "nslab"
RECIPE = TOP / "docs" / "jupyterhub" / "jupyterhub_config.py"
TEACH, STUD = "nslabt-teach", "nslabt-stud"
BIN = pathlib.Path(sys.executable).parent
TIMEOUT = 150          # seconds for a server to start, or an nbgrader step to finish


def chp_command():
    """configurable-http-proxy: the venv's (.ci/setup) or one on PATH."""
    venv_chp = pathlib.Path(sys.prefix) / "lib" / "chp" / "node_modules" / ".bin" / "configurable-http-proxy"
    found = str(venv_chp) if venv_chp.exists() else shutil.which("configurable-http-proxy")
    if found and shutil.which("node"):
        return found
    return None


def closed_ancestor(path):
    """The first of / ... `path` that other users cannot enter (or run), or None."""
    path = pathlib.Path(os.path.realpath(path))
    for folder in reversed([path] + list(path.parents)):
        if not folder.stat().st_mode & stat.S_IXOTH:     # a directory, or the interpreter
            return folder
    return None


def free_ports(n):
    """n free TCP ports of 127.0.0.1 (bound at once, so they differ)."""
    sockets = []
    try:
        for _ in range(n):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def why_not():
    """Why this machine cannot run the test, or None."""
    if sys.platform != "linux" or os.geteuid() != 0:
        return "needs root on Linux: it creates Unix accounts and runs a hub that switches users"
    for tool in ("useradd", "userdel"):
        if not shutil.which(tool):
            return "no %s on PATH to create the test's Unix accounts" % tool
    if not chp_command():
        return ("no configurable-http-proxy (with node): .ci/setup installs it with npm "
                "into the venv when npm exists (apt-get install nodejs npm)")
    import nslab
    python = os.path.realpath(sys.executable)
    for need in (python, sys.prefix, sys.base_prefix, sysconfig.get_paths()["stdlib"],
                 os.path.dirname(nslab.__file__), RECIPE.parent):
        closed = closed_ancestor(need)
        if closed:
            return ("%s is out of other users' reach (they cannot enter %s): the test's "
                    "accounts could not run this Python, nslab or the recipe" % (need, closed))
    try:
        free_ports(3)
    except OSError as e:
        return "cannot bind a localhost port: %s" % e
    return None


def processes_of(user):
    try:
        uid = pwd.getpwnam(user).pw_uid
    except KeyError:
        return []
    out = subprocess.run(["pgrep", "-U", str(uid)], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def end_processes(pids, grace=10):
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline and any(_alive(p) for p in pids):
            time.sleep(0.2)
        if not any(_alive(p) for p in pids):
            return


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:                                    # a zombie of ours is gone for good
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _exists(user):
    try:
        return pwd.getpwnam(user)
    except KeyError:
        return None


def remove_account(user):
    """End the account's processes, delete it, its home and its group; quiet when absent."""
    if _exists(user):
        end_processes(processes_of(user))
        subprocess.run(["userdel", "--remove", user], capture_output=True)   # 12: no home left
        if _exists(user):
            subprocess.run(["userdel", user], capture_output=True)
    if subprocess.run(["getent", "group", user], capture_output=True).returncode == 0:
        subprocess.run(["groupdel", user], capture_output=True)


def create_account(user, home):
    subprocess.run(["useradd", "--create-home", "--home-dir", str(home), "--shell", "/bin/sh",
                    "--user-group", user], check=True, capture_output=True, timeout=60)
    entry = pwd.getpwnam(user)
    return entry.pw_uid, entry.pw_gid


def chown_tree(path, uid, gid):
    for folder, dirs, files in os.walk(path):
        for name in [folder] + [os.path.join(folder, n) for n in dirs + files]:
            os.lchown(name, uid, gid)


class Hub:
    """A running JupyterHub: its base URL, the test's admin token, and its log."""

    def __init__(self, url, token, log):
        self.url, self.token, self.log = url, token, log

    def log_tail(self, n=8000):
        return self.log.read_text(errors="replace")[-n:]

    def api(self, method, path, token=None, **kw):
        r = requests.request(method, self.url + "/hub/api" + path, timeout=60,
                             headers={"Authorization": "token " + (token or self.token)}, **kw)
        return r

    def server(self, user, token, method, path, **kw):
        """A request to `user`'s single-user server, through the proxy, with `token`."""
        r = requests.request(method, "%s/user/%s/%s" % (self.url, user, path.lstrip("/")),
                             headers={"Authorization": "token " + token},
                             timeout=TIMEOUT * 4, **kw)
        assert r.status_code < 400, "%s %s: %s %s\n%s" % (method, path, r.status_code,
                                                           r.text[-3000:], self.log_tail())
        return r


def wait_for(what, check, hub_proc, log, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if hub_proc.poll() is not None:
            pytest.fail("the hub exited (%s) while waiting for %s:\n%s"
                        % (hub_proc.returncode, what, log.read_text(errors="replace")[-8000:]))
        try:
            if check():
                return
        except requests.RequestException:
            pass
        time.sleep(0.5)
    pytest.fail("no %s after %d s:\n%s" % (what, timeout, log.read_text(errors="replace")[-8000:]))


TEST_CONFIG = """\
# the recipe, then what only the test changes
c = get_config()
load_subconfig({recipe!r})
{authentication}
c.Authenticator.allowed_users = {{{teach!r}, {stud!r}}}
c.JupyterHub.load_groups = {{"instructor": {{"users": [{teach!r}]}}}}
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.JupyterHub.db_url = "sqlite:///{state}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{state}/jupyterhub_cookie_secret"
c.ConfigurableHTTPProxy.pid_file = "{state}/jupyterhub-proxy.pid"
c.JupyterHub.pid_file = "{state}/jupyterhub.pid"
c.Spawner.environment = dict(c.Spawner.environment, NSLAB_EXCHANGE={exchange!r})
c.JupyterHub.services = [{{"name": "nslab-test", "api_token": {token!r}}}]
c.JupyterHub.load_roles = [{{"name": "nslab-test", "services": ["nslab-test"],
    "scopes": ["admin:users", "admin:servers", "tokens", "list:users", "read:users"]}}]
"""
# the recipe's PAM, with the accounts' own passwords, without its Unix group
PAM = "c.PAMAuthenticator.allowed_groups = set()"
# where PAM does not work: one password for both
SHARED = """c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = {password!r}"""


def pam_works(user, password):
    try:
        import pamela
        pamela.authenticate(user, password, service="login")
        return True
    except Exception:
        return False


@pytest.fixture(scope="module")
def hub():
    reason = why_not()
    if reason:
        pytest.skip(reason)
    clean_up_crashed_runs()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="nslab-hub-test-"))
    tmp.chmod(0o711)                    # the accounts' homes are in here
    hub_proc = None
    try:
        closed = closed_ancestor(tmp)
        if closed:
            pytest.skip("the temporary directory %s is inside %s, which other users cannot "
                        "enter" % (tmp, closed))
        teach_home, stud_home = tmp / "home" / TEACH, tmp / "home" / STUD
        (tmp / "home").mkdir(mode=0o711)
        teach_ids = create_account(TEACH, teach_home)
        stud_ids = create_account(STUD, stud_home)
        passwords = {TEACH: secrets.token_urlsafe(16), STUD: secrets.token_urlsafe(16)}
        if shutil.which("chpasswd"):
            subprocess.run(["chpasswd"], input="".join("%s:%s\n" % kv for kv in passwords.items()),
                           text=True, check=True, capture_output=True, timeout=60)
        if shutil.which("chpasswd") and pam_works(STUD, passwords[STUD]):
            authentication = PAM
        else:
            passwords = dict.fromkeys(passwords, passwords[STUD])
            authentication = SHARED.format(password=passwords[STUD])
        # the accounts can run the venv's Python with nslab's grading and the hub
        try:
            probe = subprocess.run([sys.executable, "-c", "import nslab.grading, nbgrader, jupyterhub"],
                                   user=STUD, group=stud_ids[1], extra_groups=[], cwd="/",
                                   capture_output=True, text=True, timeout=120)
            failed = probe.returncode and probe.stderr[-500:]
        except OSError as e:
            failed = str(e)
        if failed:
            pytest.skip("the test's accounts cannot use %s: %s" % (sys.prefix, failed))

        # the instructor's course checkout, ~/nslab, as the README sets it up
        course = instructor_checkout(teach_home / "nslab")
        chown_tree(course, *teach_ids)
        course.chmod(0o700)                 # the solutions and grades are the instructor's
        # the exchange, as the README makes it: world-writable, the course's folder the instructor's
        exchange = tmp / "exchange"
        exchange.mkdir()
        exchange.chmod(0o777)
        (exchange / COURSE_ID).mkdir(mode=0o755)
        os.chown(exchange / COURSE_ID, *teach_ids)

        state = tmp / "hub"
        state.mkdir(mode=0o700)
        port, hub_port, api_port = free_ports(3)
        token = secrets.token_hex(32)
        config = state / "test_config.py"
        config.write_text(TEST_CONFIG.format(
            recipe=str(RECIPE), authentication=authentication, teach=TEACH, stud=STUD,
            port=port, hub_port=hub_port, api_port=api_port, state=state,
            exchange=str(exchange), token=token))
        log = state / "hub.log"
        with open(log, "wb") as out:
            path = os.pathsep.join([str(BIN), os.environ.get("PATH", "")])
            hub_proc = subprocess.Popen([str(BIN / "jupyterhub"), "-f", str(config)], cwd=state,
                                        stdout=out, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL, start_new_session=True,
                                        env=dict(os.environ, PATH=path))
        hub = Hub("http://127.0.0.1:%d" % port, token, log)
        wait_for("hub API", lambda: hub.api("GET", "/").status_code == 200, hub_proc, log)
        hub.proc, hub.tmp, hub.exchange, hub.course = hub_proc, tmp, exchange, course
        hub.homes = {TEACH: teach_home, STUD: stud_home}
        hub.passwords, hub.pam = passwords, authentication == PAM
        hub.ids = {TEACH: teach_ids, STUD: stud_ids}
        yield hub
    finally:
        _stop(hub_proc, tmp)


def _stop(hub_proc, tmp):
    """Stop the hub (which stops the servers and the proxy), then make sure nothing is left."""
    if hub_proc is not None and hub_proc.poll() is None:
        hub_proc.send_signal(signal.SIGTERM)
        try:
            hub_proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(hub_proc.pid, signal.SIGKILL)
            hub_proc.wait(timeout=30)
    proxy = running(tmp / "hub" / "jupyterhub-proxy.pid", "configurable-http-proxy")
    left = {user: processes_of(user) for user in (TEACH, STUD)}
    if proxy:
        end_processes([proxy])
    for user in (TEACH, STUD):
        remove_account(user)
    shutil.rmtree(tmp, ignore_errors=True)
    assert not any(left.values()) and not proxy, \
        "left running after the hub stopped: %s, proxy %s" % (left, proxy)
    assert not [u for u in (TEACH, STUD) if _exists(u)], "userdel failed"


def running(pid_file, word):
    """The pid in `pid_file` if that process still runs with `word` in its command line."""
    try:
        pid = int(pid_file.read_text().strip())
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return pid if word.encode() in f.read() else None
    except (OSError, ValueError):
        return None


def clean_up_crashed_runs():
    """What a run that could not tear down left: its hub and proxy (found by their pid
    files), its temporary directory, and the two accounts with their processes."""
    for old in pathlib.Path(tempfile.gettempdir()).glob("nslab-hub-test-*"):
        pids = [running(old / "hub" / "jupyterhub.pid", str(old)),
                running(old / "hub" / "jupyterhub-proxy.pid", "configurable-http-proxy")]
        end_processes([p for p in pids if p])
        shutil.rmtree(old, ignore_errors=True)
    for user in (TEACH, STUD):
        remove_account(user)


def start_server(hub, user):
    """Start `user`'s server through the hub's REST API; return a token of the user's own."""
    r = hub.api("POST", "/users/%s/server" % user)
    assert r.status_code in (201, 202), (r.status_code, r.text, hub.log_tail())

    def ready():
        model = hub.api("GET", "/users/%s" % user).json()
        server = model.get("servers", {}).get("", {})
        return server.get("ready")
    wait_for("server of %s" % user, ready, hub.proc, hub.log)
    r = hub.api("POST", "/users/%s/tokens" % user, json={"note": "nslab test", "expires_in": 3600})
    assert r.status_code == 201, (r.status_code, r.text)
    return r.json()["token"]


def formgrader(hub, token, path):
    """POST to the instructor's formgrader API; nbgrader's result must say success."""
    result = hub.server(TEACH, token, "POST", "formgrader/api/" + path).json()
    assert result.get("success"), "formgrader %s:\n%s\n%s" % (path, result.get("error"),
                                                              result.get("log", "")[-3000:])
    return result


def assignments(hub, token, action=None):
    """The student's Assignments endpoints: list, or fetch / submit / fetch_feedback."""
    data = {"course_id": COURSE_ID, "assignment_id": LAB}
    if action is None:
        r = hub.server(STUD, token, "GET", "assignments", params={"course_id": COURSE_ID})
    else:
        r = hub.server(STUD, token, "POST", "assignments/" + action, data=data)
    result = r.json()
    assert result.get("success"), "assignments %s: %s" % (action, result.get("value"))
    return [a for a in result["value"] if a["assignment_id"] == LAB]


def fill_in_answers(hub, token):
    """Write the solutions' code answers into the fetched notebook, through the contents API."""
    path = "api/contents/%s/%s.ipynb" % (LAB, LAB)
    model = hub.server(STUD, token, "GET", path).json()
    nb = nbformat.from_dict(model["content"])
    answers = solution_answers(LAB)
    for cell in nb.cells:
        if meta(cell).get("solution") and cell.cell_type == "code":
            cell.source = answers[meta(cell)["grade_id"]]
    hub.server(STUD, token, "PUT", path, json={"type": "notebook", "format": "json", "content": nb})


def log_in(hub, user, password):
    """A browser's session: the hub's login form, then the user's JupyterLab (OAuth)."""
    session = requests.Session()
    session.get(hub.url + "/hub/login", timeout=60)
    r = session.post(hub.url + "/hub/login", timeout=60, data={
        "username": user, "password": password, "_xsrf": session.cookies.get("_xsrf", path="/hub/")})
    return session, r


def lab_page_config(session, hub, user):
    """The JupyterLab page config the user's server hands the browser."""
    r = session.get("%s/user/%s/lab" % (hub.url, user), timeout=120)
    assert r.status_code == 200 and r.url.endswith("/user/%s/lab" % user), (r.status_code, r.url)
    start = r.text.index('id="jupyter-config-data"')
    return json.loads(r.text[r.text.index(">", start) + 1:r.text.index("</script>", start)])


@pytest.fixture(scope="module")
def cycle(hub):
    teach = start_server(hub, TEACH)
    stud = start_server(hub, STUD)
    steps = {}

    formgrader(hub, teach, "assignment/%s/assign" % LAB)            # generate_assignment
    formgrader(hub, teach, "assignment/%s/release" % LAB)           # release_assignment
    listed = assignments(hub, stud)
    assert [a["status"] for a in listed] == ["released"], listed
    fetched = assignments(hub, stud, "fetch")
    assert "fetched" in [a["status"] for a in fetched], (fetched, hub.log_tail())
    fill_in_answers(hub, stud)
    for name in ("run.tr", "run.nam"):                  # what running it leaves beside it
        hub.server(STUD, stud, "PUT", "api/contents/%s/%s" % (LAB, name),
                   json={"type": "file", "format": "text", "content": "{}"})
    assignments(hub, stud, "submit")
    formgrader(hub, teach, "assignment/%s/collect" % LAB)
    formgrader(hub, teach, "submission/%s/%s/autograde" % (LAB, STUD))
    formgrader(hub, teach, "assignment/%s/generate_feedback" % LAB)
    formgrader(hub, teach, "assignment/%s/release_feedback" % LAB)
    steps["feedback"] = assignments(hub, stud, "fetch_feedback")
    steps["submission"] = hub.server(TEACH, teach, "GET", "formgrader/api/submission/%s/%s"
                                     % (LAB, STUD)).json()
    steps["formgrader page"] = hub.server(TEACH, teach, "GET", "formgrader").text
    return steps


def test_the_class_logs_in_to_their_own_jupyterlab(hub, cycle):
    """Each account logs in with its password (the recipe's PAM, where the machine has it)
    and reaches its JupyterLab; only the instructor's shows nbgrader's grading panels."""
    panels = ("@jupyter/nbgrader:create-assignment", "@jupyter/nbgrader:formgrader",
              "@jupyter/nbgrader:course-list")
    _, refused = log_in(hub, STUD, hub.passwords[STUD] + "x")
    assert refused.status_code == 403
    disabled = {}
    for user in (TEACH, STUD):
        session, r = log_in(hub, user, hub.passwords[user])
        assert r.status_code == 200, (user, r.status_code, r.url)
        disabled[user] = lab_page_config(session, hub, user)["disabledExtensions"]
    assert not any(p in disabled[TEACH] for p in panels), disabled[TEACH]
    assert all(p in disabled[STUD] for p in panels), disabled[STUD]
    assert "@jupyter/nbgrader:assignment-list" not in disabled[STUD]


def test_the_student_gets_every_autograded_point(hub, cycle):
    from nbgrader.api import Gradebook
    with Gradebook("sqlite:///%s" % (hub.course / "gradebook.db")) as gb:
        submission = gb.find_submission(LAB, STUD)
        score = submission.score
    assert score == autograded_points(LAB) == 14, hub.log_tail()
    assert cycle["submission"]["score"] == score        # what the formgrader shows


def test_the_feedback_is_in_the_students_home_and_theirs(hub, cycle):
    pages = list((hub.homes[STUD] / LAB / "feedback").glob("*/%s.html" % LAB))
    assert len(pages) == 1, (pages, cycle["feedback"])
    uid = hub.ids[STUD][0]
    for path in [pages[0], pages[0].parent, hub.homes[STUD] / LAB / (LAB + ".ipynb")]:
        assert path.stat().st_uid == uid, path
    page = pages[0].read_text()
    assert STUD in page
    total = re.search(r"Score: ([\d.]+) / ([\d.]+)", page)       # the first is the notebook's
    assert total and float(total.group(1)) == autograded_points(LAB), total


def test_each_server_runs_as_its_user_where_the_recipe_puts_it(hub, cycle):
    for user in (TEACH, STUD):
        pids = processes_of(user)
        assert pids, "no process of %s" % user
    # the instructor's server runs in the course checkout; its formgrader found the course
    assert (hub.course / "gradebook.db").stat().st_uid == hub.ids[TEACH][0]
    submitted = hub.course / "submitted" / STUD / LAB
    assert (submitted / (LAB + ".ipynb")).exists()
    assert not list(submitted.glob("run.*"))     # the recipe's nbgrader_config.py leaves them out
    assert "Manage Assignments" in cycle["formgrader page"]  # the formgrader in its own tab
    assert not (hub.course / "exchange").exists()          # NSLAB_EXCHANGE named the shared one
    assert (hub.exchange / COURSE_ID / "inbound").is_dir()
