"""Everyone's nbgrader settings on the class's JupyterHub: the course and the exchange.

The hub (jupyterhub_config.py) puts this folder on every single-user server's
JUPYTER_CONFIG_PATH and sets NSLAB_EXCHANGE, so the students' Assignments panel
and their terminals' `nbgrader fetch_assignment` / `submit` / `fetch_feedback`
find the course without a file of their own.  The instructor's course checkout
has its own nbgrader_config.py, which reads the same NSLAB_EXCHANGE.
"""
import os

c = get_config()  # noqa: F821 (provided by traitlets when it loads this file)
c.CourseDirectory.course_id = "nslab"
c.Exchange.root = os.environ.get("NSLAB_EXCHANGE", "/srv/nbgrader/exchange")
# a submission leaves out what running the notebook writes beside it (recorded answers,
# traces, nam files), as the course's own config does
c.CourseDirectory.ignore = [".ipynb_checkpoints", "*.pyc", "__pycache__", "feedback",
                            ".nslab-answers.json", "*.tr", "*.nam"]
