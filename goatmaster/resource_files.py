"""Where the app's resources are: the installed package ``goatmaster.resources``, else the checkout's.

A wheel (and an editable install) ships ``resources/`` as the package
``goatmaster.resources``; a bare source checkout has it at the repository root,
next to the ``goatmaster`` package.  No Qt here: the art, the translations and
the rules pages all find their folder through :func:`resource_folder`.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path
from typing import Any


def resource_folder(name: str) -> Any:
    """The resources' sub-folder ``name`` (a Traversable; a Path in the common cases).

    It may not exist: the caller says what is missing, in its own words.
    """
    try:
        folder = importlib.resources.files("goatmaster.resources") / name
        if folder.is_dir():
            return folder
    except (ModuleNotFoundError, TypeError):
        pass
    return Path(__file__).resolve().parents[1] / "resources" / name
