"""A failed `nbgrader generate_assignment --force` keeps the release it was replacing.

nbgrader removes an assignment's release folder (labs/<lab>/) before it
converts the source, and removes what it wrote when the conversion fails: a
typo in a solution notebook, or a tool missing from PATH, then leaves the
students' notebook deleted.  `keep_release_on_failure` (called from
nbgrader_config.py) wraps the converter so that the release folder is copied
aside first and, if the conversion raises, every file the failure removed is
put back, with a warning naming it.  A successful run is unchanged.
"""
import os
import shutil
import tempfile

__all__ = ["keep_release_on_failure"]


def _release_root(converter):
    coursedir = converter.coursedir
    return os.path.join(coursedir.root, coursedir.release_directory)


def _put_back(saved, release, log):
    """Copy back every file of `saved` missing from `release`; return their paths."""
    restored = []
    for folder, _, files in os.walk(saved):
        target = os.path.join(release, os.path.relpath(folder, saved))
        for name in files:
            path = os.path.join(target, name)
            if not os.path.exists(path):
                os.makedirs(target, exist_ok=True)
                shutil.copy2(os.path.join(folder, name), path)
                restored.append(path)
    for path in restored:
        log.warning("generate_assignment failed: kept the previous release %s", path)
    return restored


def keep_release_on_failure(converter_class):
    """Make `converter_class` (nbgrader's GenerateAssignment) restore the release it removed
    when its conversion fails.  Calling it twice wraps once."""
    original = converter_class.convert_notebooks
    if getattr(original, "nslab_keeps_release", False):
        return converter_class

    def convert_notebooks(self):
        release = _release_root(self)
        if not os.path.isdir(release):
            return original(self)
        with tempfile.TemporaryDirectory(prefix="nslab-release-") as scratch:
            saved = os.path.join(scratch, "release")
            shutil.copytree(release, saved, symlinks=True)
            try:
                return original(self)
            except BaseException:
                _put_back(saved, release, self.log)
                raise

    convert_notebooks.nslab_keeps_release = True
    convert_notebooks.__doc__ = original.__doc__
    converter_class.convert_notebooks = convert_notebooks
    return converter_class
