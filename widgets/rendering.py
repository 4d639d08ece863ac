"""Whether a browser renders this process's widgets, and sending it plotly.js early.

Kept apart from the Explorer so that a lab's set-up cell can send plotly.js to the
page before anything heavy is imported: `from nslab.widgets import Explorer` calls
`preload_plotly()` first, with pandas, the scenarios and the Explorer's figures not yet
imported (about a second of a lab's start on a 2-core machine), so the page's import of
plotly.js overlaps with those imports.
"""
import os

__all__ = ["headless", "preload_plotly"]


def preload_plotly():
    """In a notebook's kernel that renders widgets, send plotly.js to the page now
    (nslab.widgets.figure_widget.preload_bundle), so the first live figure does not
    wait for the browser to load it.  Importing the Explorer (a lab's set-up cell) does
    this; elsewhere (a script, headless grading) it does nothing."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None or headless():
        return
    from .figure_widget import preload_bundle
    preload_bundle()


def headless():
    """True when no browser will render widgets: NSLAB_HEADLESS is set (and
    not 0), or, when it is not set, the notebook runs in one of nbgrader's
    grading folders (autograded/<student>/..., as `nbgrader autograde` does)."""
    value = os.environ.get("NSLAB_HEADLESS")
    if value is not None and value != "":
        return value != "0"
    from ..grading import nbgrader_step
    return nbgrader_step() is not None
