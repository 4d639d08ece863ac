"""The course's list of labs, derived once from its folders.

A lab is a folder of the course's source directory, `solutions/`, holding the lab's
notebook under the folder's name (`solutions/01-single-sender/01-single-sender.ipynb`);
nbgrader's release of it is the same path under `labs/`.  nbgrader_config.py takes its
LABS from `lab_names`, and so do the tests and the benchmarks (through the config or
directly), so adding a lab is adding its folder.  The lab template
(docs/lab-template/) is not in solutions/ and so is not a lab of the course.
"""
import os

__all__ = ["lab_names", "lab_notebook", "SOURCE", "RELEASE"]

SOURCE = "solutions"        # nbgrader's source directory (the instructor's notebooks)
RELEASE = "labs"            # nbgrader's release directory (what students open)


def lab_names(top):
    """The labs of the course checked out at `top`: the folders of top/solutions/, sorted."""
    source = os.path.join(str(top), SOURCE)
    return sorted(d for d in os.listdir(source) if os.path.isdir(os.path.join(source, d)))


def lab_notebook(top, lab, folder=RELEASE):
    """The path of `lab`'s notebook in `folder` (RELEASE or SOURCE) of the course at `top`."""
    return os.path.join(str(top), folder, lab, lab + ".ipynb")
