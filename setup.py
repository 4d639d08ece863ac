"""Only compiles the Cython kernel; everything else lives in setup.cfg."""
import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup

extensions = [
    Extension("nslab._kernel", ["kernel/_kernel.pyx"], include_dirs=[numpy.get_include()]),
]

setup(ext_modules=cythonize(extensions, language_level=3,
                            compiler_directives={"boundscheck": False, "wraparound": False,
                                                 "cdivision": True, "initializedcheck": False}))
