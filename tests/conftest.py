"""The test suite's layout, and the one set-up every folder shares.

The folders mirror what they test: tests/kernel/ the simulator (nslab: the Python API,
the OTcl runner, traces, sweeps, byte-identity with ns-2 on tests/reference/),
tests/widgets/ nslab.widgets (and the labs in a real browser), tests/grading/
nslab.grading, tests/labs/ the labs' whole grading cycle through nbgrader (and on a
JupyterHub); the tests of the project as a whole (set-up, README, docs, import graph)
are at the top.  tests/benchmarks/ holds timing scripts run by hand, never collected.

The helpers the folders share (reference_cases, run_helpers, nbgrader_course,
beyond_scenarios) and the reference data (tests/reference/) stay here, at the top of
tests/, which this file puts on sys.path so that any test imports them by name.
"""
import os
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)
