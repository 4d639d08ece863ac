"""Only compiles the Cython kernel; everything else lives in setup.cfg.

With gcc the kernel is built profile-guided, as CPython's --enable-optimizations
does: compiled once instrumented, run on .ci/pgo_training.py, compiled again with
the branch profile it recorded (the run loop gets about 20 % faster).  The profile
changes only code layout and inlining, never the arithmetic, so results are the
same.  NSLAB_PGO=0, another compiler, or a failing instrumented build or
training run give the plain build.  Either is -O3, whatever the Python was built with.
"""
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError

TOP = os.path.dirname(os.path.abspath(__file__))
TRAINING = os.path.join(TOP, ".ci", "pgo_training.py")


def _is_gcc(compiler):
    cc = getattr(compiler, "compiler_so", None) or ["cc"]
    try:
        out = subprocess.run([cc[0], "--version"], capture_output=True, text=True).stdout
    except OSError:
        return False
    return "Free Software Foundation" in out and "clang" not in out


class BuildKernel(build_ext):
    """build_ext with the profile-guided build described above."""

    def build_extension(self, ext):
        if self.compiler.compiler_type == "unix" and "-O3" not in ext.extra_compile_args:
            # after the Python's own flags, which may say -O2 (Debian's python3 does):
            # at -O2 the dumbbell's 1,000 flows ran 25-40 % longer (docs/performance.md)
            ext.extra_compile_args = list(ext.extra_compile_args) + ["-O3"]
        if os.environ.get("NSLAB_PGO", "1") == "0" or not os.path.exists(TRAINING) \
                or not _is_gcc(self.compiler):
            return super().build_extension(ext)
        compile_args, link_args = list(ext.extra_compile_args), list(ext.extra_link_args)
        profile = tempfile.mkdtemp(prefix="nslab-pgo-")
        try:
            ext.extra_compile_args = compile_args + ["-fprofile-generate=" + profile]
            ext.extra_link_args = link_args + ["-fprofile-generate=" + profile]
            self.force = True
            super().build_extension(ext)
            self._train(self.get_ext_fullpath(ext.name))
            ext.extra_compile_args = compile_args + [
                "-fprofile-use=" + profile, "-fprofile-partial-training", "-Wno-missing-profile"]
        except (CCompilerError, OSError, subprocess.SubprocessError, RuntimeError) as exc:
            print("setup.py: profile-guided build skipped (%s); plain build" % exc)
            ext.extra_compile_args = compile_args
        finally:
            ext.extra_link_args = link_args
        try:
            super().build_extension(ext)
        finally:
            shutil.rmtree(profile, ignore_errors=True)

    @staticmethod
    def _train(module_path):
        """Run the training scenarios on the instrumented module (a throw-away copy
        of the package, so that nothing is imported from an older build)."""
        with tempfile.TemporaryDirectory(prefix="nslab-train-") as tmp:
            package = os.path.join(tmp, "nslab")
            os.mkdir(package)
            for path in glob.glob(os.path.join(TOP, "kernel", "*.py")):
                shutil.copy(path, package)
            shutil.copy(module_path, package)
            env = dict(os.environ, PYTHONPATH=tmp)
            run = subprocess.run([sys.executable, TRAINING], cwd=tmp, env=env,
                                 capture_output=True, text=True, timeout=600)
            if run.returncode:
                raise RuntimeError("training run failed: " + run.stderr[-2000:])


def _generate_sources():
    """The generated parts of the kernel's sources: core/offsets.pxi (the struct
    field offsets, read from the declarations) and core/models.pxi (the include
    lines of the model files in tcp/ and queues/).  A file is rewritten only
    when its text changes, so that its mtime does not force a rebuild."""
    for name, output in (("struct_offsets", "offsets.pxi"), ("model_files", "models.pxi")):
        core = os.path.join(TOP, "kernel", "core")
        spec = importlib.util.spec_from_file_location(name, os.path.join(core, name + ".py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        text, path = module.generate(), os.path.join(core, output)
        try:
            with open(path) as old:
                if old.read() == text:
                    continue
        except OSError:
            pass
        with open(path, "w") as out:
            out.write(text)


_generate_sources()
extensions = [
    Extension("nslab._kernel", ["kernel/_kernel.pyx"]),
]

setup(cmdclass={"build_ext": BuildKernel},
      ext_modules=cythonize(extensions, language_level=3, include_path=["kernel"],
                            compiler_directives={"boundscheck": False, "wraparound": False,
                                                 "cdivision": True, "initializedcheck": False}))
