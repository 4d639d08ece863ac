"""nslab: an ns-2.35 compatible network simulator for TCP courseware.

`Simulator` builds and runs scenarios in Python; `nslab run SCRIPT.tcl` runs
ns-2 scripts unmodified (see nslab.otcl).
"""
from ._kernel import Kernel
from .errors import KernelError, ParameterError, ScenarioError
from .simulator import Simulator

__all__ = ["Simulator", "Kernel", "KernelError", "ScenarioError", "ParameterError"]
__version__ = "0.1.0"
