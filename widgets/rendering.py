"""Whether a browser renders this process's widgets, sending it plotly.js early, and the
plotly renderer "nslab" for the labs' static figures.

Kept apart from the Explorer so that a lab's set-up cell can send plotly.js to the
page before anything heavy is imported: `from nslab.widgets import Explorer` calls
`preload_plotly()` first, with pandas, the scenarios and the Explorer's figures not yet
imported (about a second of a lab's start on a 2-core machine), so the page's import of
plotly.js overlaps with those imports.

The static figures (a cell ending in a figure, `display(fig)`, `fig.show()`) of a notebook
whose set-up sets `plotly.io.renderers.default = "nslab"` are drawn by nslab's
FigureWidget, with the plotly.js the page already has for the Explorers.  Through
plotly's own renderer ("plotly_mimetype") JupyterLab's plotly extension draws them with
another, whole plotly.js, which the page compiled in one task of 1.1-1.5 s on a 2-core
machine: under Run All it came while the lab's first Explorer waited to draw, and delayed
it by as much.  Headless (grading, `NSLAB_HEADLESS=1`) and outside a notebook's kernel the
renderer gives plotly's own output, which an executed notebook keeps.
"""
import os

__all__ = ["headless", "preload_plotly", "register_renderer", "RENDERER"]

RENDERER = "nslab"


def preload_plotly():
    """In a notebook's kernel that renders widgets, send plotly.js to the page now
    (nslab.widgets.figure_widget.preload_bundle), so the first live figure does not
    wait for the browser to load it.  Importing the Explorer (a lab's set-up cell) does
    this; elsewhere (a script, headless grading) it does nothing."""
    if not _widgets_render():
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


def _widgets_render():
    """True in a notebook's kernel whose widgets a browser renders."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None and not headless()


def register_renderer():
    """Register the plotly renderer RENDERER (see the module doc); once per process."""
    import plotly.io as pio
    if RENDERER in pio.renderers:
        return
    from plotly.io.base_renderers import MimetypeRenderer, PlotlyRenderer

    class LabRenderer(MimetypeRenderer):
        """A figure as a FigureWidget of nslab's (one plotly.js per page) where a browser
        renders widgets, else, and for a figure with animation frames (which a FigureWidget
        cannot hold), as plotly's own mimetype output."""

        def to_mimebundle(self, fig_dict):
            if not _widgets_render() or fig_dict.get("frames"):
                return PlotlyRenderer().to_mimebundle(fig_dict)
            from .figure_widget import FigureWidget
            return FigureWidget(fig_dict)._repr_mimebundle_()

    pio.renderers[RENDERER] = LabRenderer()
