"""The `nslab` command line: `run SCRIPT [ARGS...]` is read without argparse (start-up
time); it must mean what argparse's reading of the same words means."""
import argparse

import pytest

from nslab import cli


def argparse_reading(argv):
    parser = argparse.ArgumentParser(prog="nslab")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    return parser.parse_args(argv)


@pytest.mark.parametrize("argv", [
    ["run", "a.tcl"],
    ["run", "a.tcl", "1", "2.5", "Reno"],
    ["run", "a.tcl", "-x", "--y", "--"],
    ["run", "dir/b c.tcl", ""],
])
def test_run_is_read_as_argparse_reads_it(argv):
    fast = cli._parse(argv)
    slow = argparse_reading(argv)
    assert (fast.command, fast.script, fast.args) == (slow.command, slow.script, slow.args)


def test_options_and_other_commands_still_go_through_argparse(capsys):
    with pytest.raises(SystemExit) as e:
        cli._parse(["run", "--help"])
    assert e.value.code == 0 and "script" in capsys.readouterr().out
    assert cli._parse(["run", "--", "a.tcl"]).script == "a.tcl"
    with pytest.raises(SystemExit):
        cli._parse(["run"])
    ns = cli._parse(["sweep", "s.tcl", "--args", "{x}", "--grid", "x=1,2", "--out", "o.csv"])
    assert ns.command == "sweep" and ns.script == "s.tcl"


def test_a_script_runs_without_path(tmp_path):
    """The grader's jail gives scripts an environment without PATH: the prelude's PERL and
    TCLSH (ns-autoconf's, found on PATH) fall back on the bare names instead of failing."""
    import subprocess
    import sys
    script = tmp_path / "p.tcl"
    script.write_text("puts \"$PERL $TCLSH\"\n")
    done = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], env={},
                          capture_output=True, text=True, cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "perl tclsh\n", "")
