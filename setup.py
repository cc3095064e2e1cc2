"""The wheel's packages, found rather than listed (a new game is one folder: docs/architecture.md).

Everything else is in pyproject.toml.  Its ``[tool.setuptools.packages.find]`` cannot do this:
it names packages after their folders, and two of ours live elsewhere (``package-dir`` maps
``goatmaster.resources`` to resources/ and ``goatmaster.ui`` to ui/).  Only goatmaster/ is
searched, so tests/, benchmarks/, docs/, scripts/ and packaging/ stay out.
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["goatmaster", "goatmaster.*"]) + ["goatmaster.resources", "goatmaster.ui"])
