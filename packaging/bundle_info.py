"""What goatmaster.spec decides, as plain Python, so tests can check it on any system.

The spec (run by PyInstaller on Linux, Windows and macOS) imports this module for:

* the Qt filter: which Qt plugins, translations and libraries a bundle keeps
  (docs/platform.md: PyInstaller has no option for it, so ``a.binaries``/``a.datas``
  are filtered by destination path);
* the macOS Info.plist: the app, its ``.goat`` document type and the exported type
  that owns the extension, and ``LSMinimumSystemVersion`` taken from the
  wheels actually bundled;
* the Windows version resource (what Explorer's Details tab and Settings → Apps show).

No PyInstaller and no Qt here: tests/test_packaging.py imports it directly.
"""

from __future__ import annotations

import re
from pathlib import PurePath
from typing import Iterable, Optional

APP_NAME = "Goat Master"
BUNDLE_ID = "io.github.goatmaster.GoatMaster"
# The exported type that owns *.goat on macOS; the Linux MIME type and the Windows ProgID
# (packaging/linux/*.xml, packaging/windows/goatmaster.iss) name the same type.
DOCUMENT_UTI = "io.github.goatmaster.game"
DOCUMENT_MIME = "application/x-goatmaster"
DOCUMENT_EXTENSION = "goat"
PUBLISHER = "The Goat Master developers"
HOMEPAGE = "https://github.com/goatmaster/goatmaster"

# Qt bindings the game never imports (PySide6-Essentials' hooks would pull some in).
UNUSED_QT = ["QtNetwork", "QtOpenGL", "QtOpenGLWidgets", "QtDBus", "QtQml", "QtQuick",
             "QtQuickWidgets", "QtQuickControls2", "QtQuickTest", "QtSql", "QtTest", "QtXml",
             "QtConcurrent", "QtHelp", "QtDesigner", "QtPrintSupport", "QtStateMachine"]

# Qt plugins kept, per plugin folder; every other folder is dropped entirely.
KEEP_PLUGINS: dict[str, Optional[set[str]]] = {
    "platforms": {"qxcb", "qoffscreen", "qwindows", "qcocoa"},   # wayland sessions use XWayland
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "styles": None,                    # None: all (qmodernwindowsstyle, qmacstyle)
    "platforminputcontexts": None,     # compose keys, ibus
    "platformthemes": {"qxdgdesktopportal"},                   # not gtk3 (it drags GTK in)
    "xcbglintegrations": None,
}

# Qt libraries only the dropped modules and plugins use, by Qt module name.  A module is
# named alike on every system once its decoration is taken off: libQt6Network.so.6 (Linux),
# Qt6Network.dll (Windows), QtNetwork.framework/Versions/A/QtNetwork (macOS).
UNUSED_QT_LIBS = ("WaylandClient", "WaylandEgl", "Wl", "EglFS", "EglFs", "Network", "Quick", "Qml", "Pdf")
_QT_LIBRARY = re.compile(r"^(?:lib)?Qt6?(?P<module>[A-Z][A-Za-z0-9]*?)(?:\.framework|\.dll|\.so(?:\.\d+)*|\.dylib)?$")
# Windows: Mesa's software OpenGL (20 MB), loaded by Qt only for OpenGL or Qt Quick
# content, which a widgets game never draws (it paints with the raster engine).
UNUSED_WINDOWS_DLLS = {"opengl32sw.dll"}


def _parts(dest: str) -> list[str]:
    return PurePath(dest.replace("\\", "/")).as_posix().split("/")


def plugin_kept(dest: str) -> bool:
    """For a file under PySide6's Qt plugins folder (plugins, or PlugIns in a .app): whether the game can use it."""
    parts = _parts(dest)
    for marker in ("plugins", "PlugIns"):
        if marker in parts:
            rest = parts[parts.index(marker) + 1:]
            break
    else:
        return True
    if len(rest) < 2:
        return True
    folder, filename = rest[0], rest[-1]
    if folder not in KEEP_PLUGINS:
        return False
    wanted = KEEP_PLUGINS[folder]
    stem = filename.split(".")[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return wanted is None or stem in wanted or stem.rstrip("d") in wanted


def translation_kept(dest: str, languages: Iterable[str]) -> bool:
    """Qt's own translations: only qtbase_<lang>.qm for the languages the game ships."""
    parts = _parts(dest)
    if "translations" not in parts or "PySide6" not in parts:
        return True
    name = parts[-1]
    if not name.endswith(".qm"):
        return True
    base, _, lang = name[:-3].partition("_")
    wanted = set(languages)
    return base == "qtbase" and (lang in wanted or lang.split("_")[0] in wanted)


def qt_library_unused(dest: str) -> bool:
    """A Qt library (or anything inside a Qt framework) that only dropped modules and plugins use."""
    parts = _parts(dest)
    if parts[-1].lower() in UNUSED_WINDOWS_DLLS:
        return True
    for part in parts:
        found = _QT_LIBRARY.match(part)
        if found and found["module"].startswith(UNUSED_QT_LIBS):
            return True
    return False


# ---------------------------------------------------------------------- macOS

def _macos_version(tag: str) -> Optional[tuple[int, int]]:
    found = re.search(r"macosx_(\d+)_(\d+)_", tag)
    return (int(found[1]), int(found[2])) if found else None


def macos_minimum(wheel_tags: Iterable[str], floor: str = "11.0") -> str:
    """The oldest macOS every bundled wheel runs on: the highest ``macosx_X_Y`` of their tags.

    ``floor``: what the rest of the bundle needs anyway (Python's own build, Apple silicon).
    """
    best = tuple(int(n) for n in floor.split("."))
    for tag in wheel_tags:
        version = _macos_version(tag)
        if version and version > best:
            best = version
    return f"{best[0]}.{best[1]}"


def info_plist(version: str, minimum_macos: str) -> dict:
    """Info.plist entries for BUNDLE (PyInstaller adds the executable, icon and bundle id).

    The document type follows Apple's keys: CFBundleDocumentTypes with LSItemContentTypes
    and LSHandlerRank, and the UTI itself in UTExportedTypeDeclarations, since the game
    owns *.goat.  CFBundleTypeIconSystemGenerated (macOS 11+) draws the document icon
    from the app icon.
    """
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": minimum_macos,
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": f"{PUBLISHER}; MIT licence",
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Goat Master game",
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [DOCUMENT_UTI],
            "CFBundleTypeIconSystemGenerated": 1,
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": DOCUMENT_UTI,
            "UTTypeDescription": "Goat Master game",
            "UTTypeConformsTo": ["public.json"],
            "UTTypeTagSpecification": {
                "public.filename-extension": [DOCUMENT_EXTENSION],
                "public.mime-type": [DOCUMENT_MIME],
            },
        }],
    }


# ---------------------------------------------------------------------- Windows

def windows_version(version: str) -> dict:
    """The Windows version resource's fields; the spec builds PyInstaller's VSVersionInfo from them."""
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    return {
        "filevers": tuple(numbers),
        "prodvers": tuple(numbers),
        "strings": {
            "CompanyName": PUBLISHER,
            "FileDescription": APP_NAME,
            "FileVersion": version,
            "InternalName": "goatmaster",
            "LegalCopyright": f"{PUBLISHER}; MIT licence",
            "OriginalFilename": "goatmaster.exe",
            "ProductName": APP_NAME,
            "ProductVersion": version,
        },
    }
