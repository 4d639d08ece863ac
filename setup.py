"""Only compiles the Cython kernel; everything else lives in setup.cfg."""
from Cython.Build import cythonize
from setuptools import Extension, setup

extensions = [
    Extension("nslab._kernel", ["kernel/_kernel.pyx"]),
]

setup(ext_modules=cythonize(extensions, language_level=3,
                            compiler_directives={"boundscheck": False, "wraparound": False,
                                                 "cdivision": True, "initializedcheck": False}))
