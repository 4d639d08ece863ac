"""Set-up on a stock machine: Debian's and Ubuntu's own Python ships tkinter (and with it
Tcl) as a separate package, python3-tk.  nslab's Python API and the labs must work without
it; only `nslab run` needs Tcl, and says so.  `.ci/setup` checks the system first and
names what is missing with the command that installs it."""
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "tests" / "reference" / "scenarios" / "basic1.tcl"


def _without_tkinter(tmp_path):
    """An environment whose Python cannot import tkinter, as Debian's without python3-tk."""
    blocker = tmp_path / "no_tk"
    blocker.mkdir()
    for module in ("tkinter", "_tkinter"):      # python3-tk ships both
        (blocker / (module + ".py")).write_text(
            "raise ModuleNotFoundError(\"No module named '%s'\")\n" % module)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(blocker)] + [p for p in [env.get("PYTHONPATH")] if p])
    return env


def test_python_api_and_lab_widgets_work_without_tkinter(tmp_path):
    child = textwrap.dedent("""\
        import sys
        try:
            import tkinter
        except ImportError:
            pass
        else:
            sys.exit("tkinter was importable: the test set-up is wrong")
        from nslab import Simulator
        import nslab.sweep, nslab.trace, nslab.analysis, nslab.otcl, nslab.cli
        import nslab.widgets
        sim = Simulator()
        a, b = sim.node(), sim.node()
        sim.duplex_link(a, b, "1Mb", "10ms")
        tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
        sim.attach_agent(a, tcp); sim.attach_agent(b, sink); sim.connect(tcp, sink)
        sim.at(0.1, sim.ftp(tcp).start)
        sim.run(until=5.0)
        print(tcp["ack_"])
        """)
    proc = subprocess.run([sys.executable, "-c", child], cwd=tmp_path, capture_output=True,
                          text=True, env=_without_tkinter(tmp_path), timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout) > 0


def test_nslab_run_without_tkinter_says_what_to_install(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(SCRIPT)], cwd=tmp_path,
                          capture_output=True, text=True, env=_without_tkinter(tmp_path),
                          timeout=120)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr, proc.stderr
    assert "tkinter" in proc.stderr and "apt-get install python3-tk" in proc.stderr


def _fake_checkout(tmp_path):
    """.ci/setup alone in an empty tree: it must stop before creating anything."""
    top = tmp_path / "checkout"
    (top / ".ci").mkdir(parents=True)
    shutil.copy(REPO / ".ci" / "setup", top / ".ci" / "setup")
    return top


def test_setup_stops_at_once_naming_the_missing_tkinter(tmp_path):
    top = _fake_checkout(tmp_path)
    env = _without_tkinter(tmp_path)
    env.update(PYTHON=sys.executable, NSLAB_NO_APT="1")     # apt-get cannot undo the blocker
    env.pop("NSLAB_NO_TCL", None)
    proc = subprocess.run(["bash", str(top / ".ci" / "setup")], cwd=tmp_path,
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "tkinter with Tcl" in proc.stderr
    assert "NSLAB_NO_TCL=1" in proc.stderr
    assert not (top / ".venv").exists()


def test_setup_names_a_missing_interpreter(tmp_path):
    top = _fake_checkout(tmp_path)
    env = dict(os.environ, PYTHON=str(tmp_path / "no-such-python3"))
    proc = subprocess.run(["bash", str(top / ".ci" / "setup")], cwd=tmp_path,
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 1
    assert "no-such-python3" in proc.stderr and "apt-get install" in proc.stderr


def test_setup_passes_the_checks_for_this_interpreter_with_tcl_skipped(tmp_path):
    """The same checks pass for the Python running the tests (which built the kernel): the
    run goes past them (and then fails in the empty tree, which has no setup.cfg)."""
    top = _fake_checkout(tmp_path)
    env = _without_tkinter(tmp_path)
    env.update(PYTHON=sys.executable, NSLAB_NO_TCL="1", PIP_NO_INDEX="1")
    proc = subprocess.run(["bash", str(top / ".ci" / "setup")], cwd=tmp_path,
                          capture_output=True, text=True, env=env, timeout=300)
    assert "lacks what nslab needs" not in proc.stderr, proc.stderr
    assert "setup: creating" in proc.stdout


def test_students_see_no_nbgrader_authoring_panels():
    """The venv made by .ci/setup disables nbgrader's instructor panels in JupyterLab."""
    jupyter = Path(sys.executable).with_name("jupyter")
    if not (Path(sys.prefix) / "etc" / "jupyter" / "labconfig" / "page_config.json").exists():
        import pytest
        pytest.skip("this Python's environment was not made by .ci/setup")
    proc = subprocess.run([str(jupyter), "labextension", "list"], capture_output=True, text=True,
                          timeout=120)
    listing = proc.stdout + proc.stderr
    disabled = listing.split("Disabled extensions:")[1] if "Disabled extensions:" in listing else ""
    for plugin in ("create-assignment", "formgrader", "course-list"):
        assert "@jupyter/nbgrader:" + plugin in disabled, listing
    assert "@jupyter/nbgrader:assignment-list" not in disabled      # fetch and submit stay


def _setup_cfg():
    import configparser
    cfg = configparser.ConfigParser()
    cfg.read(REPO / "setup.cfg")
    return cfg


def test_a_non_editable_install_ships_every_package_and_data_file():
    """setup.cfg lists every folder of kernel/ and widgets/ holding Python as a package, and
    its package_data patterns cover every other file there that the code reads (the OTcl
    prelude, the widgets' JavaScript): an editable install would work without, a wheel not."""
    import fnmatch
    cfg = _setup_cfg()
    packages = {p.strip() for p in cfg["options"]["packages"].split(",")}
    folders = {"nslab": REPO / "kernel", "nslab.widgets": REPO / "widgets"}
    data = {name: [p.strip() for p in patterns.split(",")]
            for name, patterns in cfg["options.package_data"].items()}
    for top, folder in folders.items():
        for init in folder.rglob("__init__.py"):
            parts = init.parent.relative_to(folder).parts
            name = ".".join((top,) + parts)
            assert name in packages, "%s (%s) is not in setup.cfg's packages" % (name, init.parent)
            for path in init.parent.iterdir():
                if path.suffix in (".tcl", ".js", ".json"):
                    assert any(fnmatch.fnmatch(path.name, p) for p in data.get(name, [])), \
                        "%s is not in setup.cfg's package_data for %s" % (path, name)


def test_the_lean_editable_finder_imports_the_packages_from_the_checkout(tmp_path):
    """.ci/editable_finder.py rewrites setuptools' finder module (read: its MAPPING) into one
    that maps the same packages to the same folders without importing pathlib; in a Python
    without site (-S: no .pth file runs, the site-packages folders are put on the path as
    plain folders), that module alone makes nslab, its subpackages and nslab.widgets
    importable from the checkout."""
    site = tmp_path / "site"
    site.mkdir()
    finder = site / "__editable___nslab_0_1_0_finder.py"
    # what setuptools writes, in the part the script reads
    finder.write_text("from pathlib import Path\nMAPPING: dict[str, str] = %r\n"
                      "def install():\n    raise AssertionError('not rewritten')\n"
                      % {"nslab": str(REPO / "kernel"), "nslab.widgets": str(REPO / "widgets")})
    script = REPO / ".ci" / "editable_finder.py"
    done = subprocess.run([sys.executable, str(script), str(site)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and "lean finder written" in done.stdout, done.stdout + done.stderr
    again = subprocess.run([sys.executable, str(script), str(site)], capture_output=True,
                           text=True, timeout=60)
    assert "already lean" in again.stdout
    child = textwrap.dedent("""\
        import sys
        sys.path[:0] = sys.argv[1:]
        import __editable___nslab_0_1_0_finder as f
        f.install()
        before = "pathlib" in sys.modules
        import nslab.units, nslab.otcl.handles, nslab.widgets
        print(before, nslab.__file__, nslab.otcl.handles.__file__, nslab.widgets.__file__)
        """)
    packages = [p for p in sys.path if p.endswith("site-packages")]
    proc = subprocess.run([sys.executable, "-S", "-c", child, str(site)] + packages,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", str(REPO / "kernel" / "__init__.py"),
                                   str(REPO / "kernel" / "otcl" / "handles.py"),
                                   str(REPO / "widgets" / "__init__.py")]


def test_the_editable_finder_leaves_a_module_without_mapping_alone(tmp_path):
    other = tmp_path / "__editable___nslab_9_finder.py"
    other.write_text("X = 1\n")
    done = subprocess.run([sys.executable, str(REPO / ".ci" / "editable_finder.py"),
                           str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "left as it is" in done.stdout
    assert other.read_text() == "X = 1\n"


def test_nslab_run_loads_the_bytecode_setup_wrote(tmp_path):
    """Where PYTHONDONTWRITEBYTECODE is set (many container images set it), Python caches no
    bytecode and would compile nslab's sources at every start of `nslab run`; .ci/setup
    writes it.  Every nslab module a tiny script's run imports has its bytecode there, no
    older than its source (after a change to the sources, `bash .ci/setup` writes it again)."""
    import importlib.util
    script = tmp_path / "tiny.tcl"
    script.write_text('set ns [new Simulator]\n$ns at 0.1 "exit 0"\n$ns run\n')
    child = textwrap.dedent("""\
        import sys
        from nslab.cli import main
        main(["run", sys.argv[1]])      # given its argv, the command returns (no _end_process)
        for name, module in sorted(sys.modules.items()):
            if name == "nslab" or name.startswith("nslab."):
                path = getattr(module, "__file__", None) or ""
                if path.endswith(".py"):
                    sys.stderr.write(path + "\\n")
        """)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-c", child, str(script)], capture_output=True,
                          text=True, timeout=120, env=env, cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    sources = proc.stderr.split()
    assert len(sources) > 20, proc.stderr
    stale = []
    for source in sources:
        cached = importlib.util.cache_from_source(source)
        if not os.path.exists(cached) or os.path.getmtime(cached) < os.path.getmtime(source):
            stale.append(os.path.relpath(source, REPO))
    assert not stale, "no up-to-date bytecode (run bash .ci/setup) for %s" % ", ".join(stale)
