"""Every exception and warning nslab raises, in one module at the bottom of the imports.

Each module raises these and every other module catches them from here, so none needs
to import a higher module just to name its error.  The old homes still work
(`from nslab.simulator import ScenarioError`, `from nslab.trace import TraceFormatError`,
...): those modules import the class from here, so it is the same class under both names.

The hierarchy follows what the caller did wrong:

* a bad value for a parameter (`ParameterError`), a scenario that cannot be built or run
  (`ScenarioError`), a trace line that cannot be read (`TraceFormatError`), a bad sweep
  request (`SweepError`), an answers file out of format (`AnswerFormatError`): ValueError;
* an error in an OTcl script (`ScriptError`), a request the compiled kernel cannot carry
  out (`KernelError`, defined in the Cython kernel and re-exported here): Exception;
* a missing TCPLib table (`TableUnavailable`): RuntimeError;
* a failed graded check (`CheckFailed`): AssertionError, as a test's failure;
* warnings: a trace cut short (`TruncatedTraceWarning`), a sweep cache that could not be
  used as asked (`CacheWarning`).
"""
from ._kernel import KernelError, ProcessExit

__all__ = ["ParameterError", "ScenarioError", "KernelError", "ScriptError", "TraceFormatError",
           "TruncatedTraceWarning", "SweepError", "CacheWarning", "TableUnavailable",
           "AnswerFormatError", "CheckFailed", "ProcessExit"]


class ParameterError(ValueError):
    """A parameter got a value it cannot take; the message names both."""


class ScenarioError(ValueError):
    """The scenario cannot be built or run as asked (the message says why)."""


class ScriptError(Exception):
    """An error in the script; the message names the command."""


class TraceFormatError(ValueError):
    """A trace line that cannot be read; the message names the file and the line."""


class TruncatedTraceWarning(UserWarning):
    """The last line of a trace was incomplete (the file was cut while being
    written: a killed run, a full disk) and was left out."""


class SweepError(ValueError):
    """A sweep was asked for with bad input (the message names the parameter)."""


class CacheWarning(UserWarning):
    """The sweep cache could not be used as asked (the sweep goes on without it or
    recomputes what it could not trust)."""


class TableUnavailable(RuntimeError):
    """Neither a table file nor an ns-2 binary holding the table was found."""


class AnswerFormatError(ValueError):
    """An answers file (or a sandbox's reply) that is not in the format."""


class CheckFailed(AssertionError):
    """A graded check failed; the message explains why (never with the expected value:
    it would be an answer to copy).  In a notebook it shows as its message alone,
    without a traceback into nslab."""

    def _render_traceback_(self):          # IPython shows these lines instead of a traceback
        return ["CheckFailed: " + line if i == 0 else line
                for i, line in enumerate(str(self).splitlines() or [""])]
