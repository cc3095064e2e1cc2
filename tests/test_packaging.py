"""Installers: the self-test, and the Linux bundle, .deb and .tar.gz built by packaging/build-linux.

``test_slow_linux_installers`` freezes the game (marked ``packaging``: several minutes here); the
quick run of the README leaves it out, CI runs it.  The workflows are checked by actionlint in
``.ci/run``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import pytest

from goatmaster.games.goat_master.engine.actions import TAKE_NONE, decision_of
from goatmaster.search.pool import SearchFailed

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024
BUNDLE_LIMIT = 150 * MB        # unpacked
DEB_LIMIT = 70 * MB
# docs/platform.md: what a bundle needs from the system and never contains.
REQUIRED_DEPENDS = {"libgl1", "libegl1", "libxcb1", "libxcb-icccm4", "libxcb-keysyms1",
                    "fontconfig-config", "fonts-dejavu-core", "libxcb-cursor0", "libxkbcommon-x11-0"}


def _offscreen_env(home: Path | None = None) -> dict:
    """Offscreen; with ``home``, settings and data go there and not to the user's own folders."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if home is not None:
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[name] = str(home / name.lower())
    return env


# ---------------------------------------------------------------------- fast: not frozen

AI_SEARCHED = re.compile(r"AI search ok: goat-master (.+?) \((\d+) iterations, (\d+) worker processes\)")


def _searched_decision(line: str):
    """The decision the self-test's AI search reported, checked against its deal."""
    from goatmaster.app.shell import selftest
    from goatmaster.games.goat_master.engine import Game, parse_decision

    found = AI_SEARCHED.search(line)
    assert found, line
    assert int(found[2]) == selftest.AI_ITERATIONS and int(found[3]) >= 1, line
    decision = parse_decision(found[1])
    assert decision in Game.new(2, selftest.SEED).state.legal_decisions(), line
    return decision


@pytest.mark.slow
def test_self_test_from_python_plays_saves_and_reloads():
    from goatmaster.app.shell import selftest
    from goatmaster.search.ismcts import Settings
    from goatmaster.search.pool import SearchPool, decide
    from goatmaster.games.goat_master.engine import Game, SeatView

    done = subprocess.run([sys.executable, "-m", "goatmaster.app.shell.main", "--self-test"],
                          capture_output=True, text=True, timeout=180, env=_offscreen_env(), cwd="/")
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith("self-test ok:") and "saved and reloaded twice" in line, line
    assert len(line.splitlines()) == 1
    # The reported decision is the search's: the same budget and seed decide the same in one process.
    state = Game.new(2, selftest.SEED).state
    with SearchPool(processes=1) as pool:
        again = decide(pool, SeatView(state, state.actor),
                       Settings(iterations=selftest.AI_ITERATIONS, trees=selftest.AI_TREES),
                       seed=selftest.SEED, timeout=120)
    assert _searched_decision(line) == decision_of(again)


def test_self_test_ai_check_searches_in_worker_processes(monkeypatch):
    from goatmaster.search import pool as search
    from goatmaster.app.shell import selftest

    calls = []
    real_decide = search.decide

    def watched(pool, view, settings, seed=None, timeout=None):
        decision = real_decide(pool, view, settings, seed, timeout)
        calls.append((pool.pids(), view, settings, decision))
        return decision

    monkeypatch.setattr(search, "decide", watched)
    line = selftest._ai_check()
    assert len(calls) == 1
    pids, view, settings, decision = calls[0]
    assert pids and os.getpid() not in pids                     # the trees grew in other processes
    assert (settings.iterations, settings.trees) == (selftest.AI_ITERATIONS, selftest.AI_TREES)
    assert view.seat == view.state.actor and not view.state.deck  # a seat's view, nothing hidden in it
    assert _searched_decision(line) == decision_of(decision)


def _illegal(pool, view, *args, **kwargs):
    pool.start()
    return TAKE_NONE                        # the first decision of a game is a play


def _no_workers(pool, view, *args, **kwargs):
    return view.legal_actions()[0]


def _dying(pool, view, *args, **kwargs):
    pool.start()
    raise SearchFailed("AI worker process died 4 times")


@pytest.mark.parametrize("answer, why", [
    (_illegal, "the AI search chose take none, which is not legal here"),
    (_no_workers, "the AI search ran without worker processes"),
    (_dying, "the AI search failed: SearchFailed: AI worker process died 4 times"),
], ids=["illegal", "no-workers", "failed"])
def test_self_test_reports_a_failed_ai_search(monkeypatch, capsys, answer, why):
    from goatmaster.app.shell import selftest

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr("goatmaster.search.pool.decide", answer)
    assert selftest.dispatch(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert f"self-test FAILED: {why}" in captured.err
    assert captured.out == ""


def test_quit_after_paint_starts_the_game_through_main_and_quits(tmp_path):
    done = subprocess.run([sys.executable, "-m", "goatmaster.app.shell.main", "--quit-after-paint"],
                          capture_output=True, text=True, timeout=120, env=_offscreen_env(tmp_path), cwd="/")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "first paint"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux may lack a display server")
@pytest.mark.parametrize("display", [None, ":93"], ids=["unset", "no-server"])
def test_without_a_display_the_game_says_so_and_exits_69(display):
    """A plain message and exit code 69, never Qt's abort about libxcb-cursor0."""
    from goatmaster.app.platform.display import NO_DISPLAY

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    if display:
        assert not Path("/tmp/.X11-unix/X93").exists()
        env["DISPLAY"] = display
    done = subprocess.run([sys.executable, "-m", "goatmaster.app.shell.main"], capture_output=True, text=True,
                          timeout=60, env=env, cwd="/")
    assert done.returncode == NO_DISPLAY == 69, done.stderr
    assert "no display was found" in done.stderr and "xcb-cursor" not in done.stderr, done.stderr
    assert done.stdout == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux may lack a display server")
def test_the_display_check_leaves_other_platforms_to_qt():
    from goatmaster.app.platform.display import missing_display

    assert missing_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert missing_display({}, args=("-platform", "offscreen")) is None
    assert missing_display({}) == "no display was found (DISPLAY is not set)"
    assert "cannot connect" in missing_display({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w", "DISPLAY": ":93"})


def test_self_test_reports_a_failure_with_exit_code_1(monkeypatch, capsys):
    from goatmaster.app.shell import selftest

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    def differs(name, model, path, envelope):
        raise selftest.SelfTestError(f"{name}: the reloaded position differs")
    monkeypatch.setattr(selftest, "_save_and_compare", differs)
    assert selftest.dispatch(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert "self-test FAILED: goat-master: the reloaded position differs" in captured.err
    assert captured.out == ""


def test_dispatch_leaves_a_normal_start_alone():
    from goatmaster.app.shell import selftest

    assert selftest.dispatch([]) is None
    assert selftest.dispatch(["some-game.goat"]) is None


# ---------------------------------------------------------------------- what the spec decides

def _bundle_info():
    """packaging/bundle_info.py, the spec's decisions as plain Python (no PyInstaller needed)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bundle_info", ROOT / "packaging" / "bundle_info.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Destination paths as PyInstaller names them on each system (PySide6 6.11 wheels).
QT_FILES_KEPT = [
    "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6XcbQpa.so.6", "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt6Core.dll", "PySide6/Qt6Widgets.dll", "PySide6/Qt6Svg.dll", "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll", "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", "PySide6/Qt/lib/QtWidgets.framework/Resources/Info.plist",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
    "PySide6/Qt/translations/qtbase_fr.qm", "PySide6/translations/qtbase_de.qm",
]
QT_FILES_DROPPED = [
    "PySide6/Qt/lib/libQt6Network.so.6", "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/plugins/platforms/libqwayland-egl.so", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt6Network.dll", "PySide6/Qt6Qml.dll", "PySide6/opengl32sw.dll",
    "PySide6/plugins/tls/qschannelbackend.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", "PySide6/Qt/lib/QtNetwork.framework/QtNetwork",
    "PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist",
    "PySide6/Qt/lib/QtQmlModels.framework/Versions/A/QtQmlModels",
    "PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf", "PySide6/Qt/plugins/imageformats/libqpdf.dylib",
    "PySide6/Qt/translations/qtbase_ja.qm", "PySide6/Qt/translations/qtdeclarative_fr.qm",
]


def _kept(info, dest: str) -> bool:
    return (info.plugin_kept(dest) and not info.qt_library_unused(dest)
            and info.translation_kept(dest, {"fr", "de"}))


def test_the_qt_filter_works_on_every_system():
    """On macOS Qt's libraries are frameworks (QtNetwork.framework), not libQt6Network."""
    info = _bundle_info()
    assert [d for d in QT_FILES_KEPT if not _kept(info, d)] == []
    assert [d for d in QT_FILES_DROPPED if _kept(info, d)] == []


def _constraint(name: str) -> str:
    text = (ROOT / "packaging" / "constraints.txt").read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(name)}==(\S+)", text, re.M | re.I)
    assert found, f"packaging/constraints.txt pins no {name}"
    return found[1]


def test_release_dependencies_are_pinned_within_the_game_s_own_ranges():
    from importlib.metadata import requires
    from packaging.requirements import Requirement

    for line in requires("goatmaster") or []:
        wanted = Requirement(line)
        if wanted.marker is None:               # the game's own dependencies, not its extras
            assert wanted.specifier.contains(_constraint(wanted.name)), wanted
    assert _constraint("pyinstaller").startswith("6.")


def _macos_wheel_tags(platform: str) -> list[str]:
    """The wheels pip picks for the pinned PySide6 on a Mac (its resolver, the index's metadata)."""
    import json

    pins = [f"{name}=={_constraint(name)}" for name in ("PySide6-Essentials", "shiboken6")]
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed", "--no-deps",
             "--only-binary=:all:", "--platform", platform, "--python-version", "3.11",
             "--target", str(Path(folder) / "target"), "--report", str(report), *pins],
            capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        install = json.loads(report.read_text())["install"]
    names = [Path(item["download_info"]["url"]).name for item in install]
    assert len(names) == 2, names
    return [name[:-4].split("-", 2)[2] for name in names]      # drop name-version: the tags


@pytest.mark.packaging
def test_the_macos_minimum_is_the_bundled_wheels_and_the_readme_says_it():
    """LSMinimumSystemVersion comes from the wheels the build bundles (the spec
    reads their WHEEL tags with bundle_info.macos_minimum); the README promises the same."""
    info = _bundle_info()
    for platform in ("macosx_15_0_arm64", "macosx_15_0_x86_64"):
        tags = _macos_wheel_tags(platform)
        minimum = info.macos_minimum(tags)
        assert minimum == "13.0", (platform, tags)          # PySide6 6.11's universal2 wheels
        plist = info.info_plist("1.2.3", minimum)
        assert plist["LSMinimumSystemVersion"] == minimum
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"macOS {minimum.split('.')[0]} or newer" in readme
    assert info.macos_minimum(["cp310-abi3-macosx_13_0_universal2", "cp311-cp311-macosx_10_9_universal2",
                               "py3-none-any", "cp310-abi3-manylinux_2_28_x86_64"]) == "13.0"


def test_the_info_plist_declares_the_goat_document_type():
    import plistlib

    info = _bundle_info()
    plist = plistlib.loads(plistlib.dumps(info.info_plist("1.2.3", "13.0")))     # a valid property list
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]] == ["io.github.goatmaster.game"]
    assert document["LSHandlerRank"] == "Owner" and document["CFBundleTypeRole"] == "Editor"
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["goat"]
    # The same type on Linux: the MIME type of packaging/linux's shared-mime-info package.
    mime = (ROOT / "packaging" / "linux" / "io.github.goatmaster.GoatMaster.xml").read_text(encoding="utf-8")
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == [info.DOCUMENT_MIME]
    assert f'<mime-type type="{info.DOCUMENT_MIME}">' in mime and '<glob pattern="*.goat"/>' in mime


def test_the_windows_version_resource_names_the_game():
    info = _bundle_info()
    fields = info.windows_version("0.1.0")
    assert fields["filevers"] == fields["prodvers"] == (0, 1, 0, 0)
    assert fields["strings"]["ProductVersion"] == "0.1.0" and fields["strings"]["OriginalFilename"] == "goatmaster.exe"
    assert info.windows_version("2.10.3rc1")["filevers"] == (2, 10, 3, 1)


def _ico_sizes(path: Path) -> list[int]:
    import struct

    data = path.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    return sorted(data[6 + 16 * i] or 256 for i in range(count))


def test_icons_at_every_size_windows_and_macos_ask_for():
    import struct

    icons = ROOT / "resources" / "icons"
    for ico in ("goatmaster.ico", "goatmaster-document.ico"):
        assert _ico_sizes(icons / ico) == [16, 20, 24, 32, 40, 48, 64, 128, 256], ico
    data = (icons / "goatmaster.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        png = data[at + 8:at + length]
        assert png[:8] == b"\x89PNG\r\n\x1a\n", kind
        found[kind.decode()] = struct.unpack(">II", png[16:24])        # the PNG's own width, height
        at += length
    assert found["ic10"] == (1024, 1024) and found["ic09"] == (512, 512) and found["icp4"] == (16, 16)
    assert set(found) == {"icp4", "icp5", "ic11", "ic12", "ic07", "ic13", "ic08", "ic14", "ic09", "ic10"}


def _unquoted(value: str) -> str:
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] == '"' else value


def _inno_entries(section: str) -> list[dict[str, str]]:
    """One dict per line of an Inno Setup section (Name: "value"; Flags: a b)."""
    text = (ROOT / "packaging" / "windows" / "goatmaster.iss").read_text(encoding="utf-8")
    body = re.search(rf"^\[{section}\]\n(.*?)(?=^\[|\Z)", text, re.M | re.S)
    assert body, section
    entries = []
    for line in body[1].splitlines():
        if line.strip() and not line.startswith((";", "#")):
            entries.append({k.strip(): _unquoted(v.strip()) for k, _, v in
                            (part.partition(":") for part in re.split(r';\s(?=\w+:)', line))})
    return entries


def test_the_windows_installer_opens_goat_files_and_cleans_up_on_upgrade():
    """The .goat association, stale DLLs removed, a visible self-test."""
    text = (ROOT / "packaging" / "windows" / "goatmaster.iss").read_text(encoding="utf-8")
    setup = {k: v for k, _, v in (line.partition("=") for line in
                                  re.search(r"^\[Setup\]\n(.*?)^\[", text, re.M | re.S)[1].splitlines())
             if k and not k.startswith((";", "#"))}
    assert setup["ChangesAssociations"] == "yes"
    assert setup["AppPublisherURL"] and setup["AppSupportURL"] and setup["AppUpdatesURL"]
    assert re.search(r"^#ifdef SignSetup\nSignTool=goatsign\nSignedUninstaller=yes\n#endif$", text, re.M)

    registry = {(e["Subkey"], e.get("ValueName", "")): e for e in _inno_entries("Registry")}
    prog_id = registry[("Software\\Classes\\.goat", "")]["ValueData"]
    assert prog_id == "{#ProgId}" and '#define ProgId "GoatMaster.Game"' in text
    assert ("Software\\Classes\\.goat\\OpenWithProgids", "{#ProgId}") in registry
    command = registry[("Software\\Classes\\{#ProgId}\\shell\\open\\command", "")]["ValueData"]
    assert command == '""{app}\\{#AppExe}"" ""%1""'          # Inno doubles the quotes inside a value
    icon = registry[("Software\\Classes\\{#ProgId}\\DefaultIcon", "")]["ValueData"]
    # The document icon is package data (resources/icons), frozen into _internal\goatmaster\.
    assert icon == "{app}\\_internal\\goatmaster\\resources\\icons\\goatmaster-document.ico"
    assert (ROOT / "resources" / "icons" / "goatmaster-document.ico").exists()
    assert "uninsdeletekey" in registry[("Software\\Classes\\{#ProgId}", "")]["Flags"]
    assert all(e["Root"] == "HKA" for e in registry.values())   # per-user or per-machine, as installed

    assert {"Type": "filesandordirs", "Name": "{app}\\_internal"} in _inno_entries("InstallDelete")
    self_test = [e for e in _inno_entries("Icons") if e["Name"].endswith("self-test")]
    assert self_test and self_test[0]["Filename"] == "{cmd}"
    assert self_test[0]["Parameters"] == '/k ""{app}\\{#ConsoleExe}"" --self-test'
    assert '#define ConsoleExe "goatmaster-console.exe"' in text


# ---------------------------------------------------------------------- slow: frozen

def _tree_size(folder: Path) -> int:
    """Bytes of the files under ``folder``, symlinks counted as links (as on disk)."""
    return sum(os.lstat(os.path.join(d, f)).st_size
               for d, _, files in os.walk(folder) for f in files)


def _file_list(folder: Path) -> set[str]:
    return {os.path.relpath(os.path.join(d, f), folder)
            for d, dirs, files in os.walk(folder) for f in files + dirs}


def _run_self_test(executable: Path) -> str:
    done = subprocess.run([str(executable), "--self-test"], capture_output=True, text=True,
                          timeout=300, env=_offscreen_env(), cwd="/")
    assert done.returncode == 0, f"{executable}: {done.stdout}{done.stderr}"
    assert "self-test ok:" in done.stdout and "(frozen)" in done.stdout, done.stdout
    assert "translations fr, de" in done.stdout, done.stdout
    _searched_decision(done.stdout)                  # a real search in the frozen app's workers
    return done.stdout


def _paints_and_quits(executable: Path, home: Path) -> None:
    """The frozen game starts through main(), paints its window and quits by itself.

    How long that takes is a benchmark, not a test: ``packaging/measure-startup --bundle``."""
    done = subprocess.run([str(executable), "--quit-after-paint"], capture_output=True, text=True,
                          timeout=120, env=_offscreen_env(home), cwd="/")
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "first paint", done.stdout


@pytest.fixture(scope="module")
def linux_build(tmp_path_factory) -> Path:
    if not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None:
        pytest.skip("the Linux installers build on Debian")
    out = tmp_path_factory.mktemp("dist")
    # Freeze with the Python the tests run on (build-linux makes its own venv from it).
    env = dict(os.environ, GOATMASTER_DIST=str(out), PYTHON=sys.executable)
    env.pop("VIRTUAL_ENV", None)
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build-linux")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


@pytest.mark.packaging
def test_slow_linux_installers(linux_build, tmp_path):
    out = linux_build
    bundle = out / "goatmaster"
    debs = list(out.glob("goatmaster_*_*.deb"))
    tarballs = list(out.glob("goatmaster-*-linux-*.tar.gz"))
    assert len(debs) == 1 and len(tarballs) == 1, sorted(p.name for p in out.iterdir())
    deb, tarball = debs[0], tarballs[0]

    # Sizes.
    assert _tree_size(bundle) <= BUNDLE_LIMIT, f"bundle {_tree_size(bundle) / MB:.0f} MB unpacked"
    assert deb.stat().st_size <= DEB_LIMIT, f".deb {deb.stat().st_size / MB:.0f} MB"

    # The search, every game's engine and its AI's playouts compiled by mypyc, each with the
    # module it loads.
    for module in ("search/ismcts", "games/goat_master/engine/state", "games/goal_rows/engine/state",
                   "games/meadow_dice/engine/state", "games/goal_rows/ai/playout",
                   "games/meadow_dice/ai/greedy_playout"):
        folder, name = module.rsplit("/", 1)
        made = sorted(p.name.split(".")[0] for p in bundle.rglob(f"goatmaster/{folder}/{name}*.so"))
        assert made == [name, f"{name}__mypyc"], (module, made)

    # Only the Qt parts the game uses.
    qt = bundle / "_internal" / "PySide6"
    plugins = {p.relative_to(qt / "Qt" / "plugins").as_posix() for p in (qt / "Qt" / "plugins").rglob("*.so")}
    assert {"platforms/libqxcb.so", "platforms/libqoffscreen.so", "imageformats/libqsvg.so",
            "iconengines/libqsvgicon.so"} <= plugins, plugins
    assert not any(p.startswith(("wayland", "tls/", "egldeviceintegrations", "platformthemes/libqgtk3"))
                   for p in plugins), plugins
    assert (qt / "QtUiTools.abi3.so").exists() and (qt / "QtSvg.abi3.so").exists()
    assert not (qt / "QtNetwork.abi3.so").exists() and not (qt / "QtOpenGL.abi3.so").exists()
    qms = {p.name for p in (qt / "Qt" / "translations").glob("*.qm")}
    assert {"qtbase_de.qm", "qtbase_fr.qm"} <= qms and all(n.startswith("qtbase_") for n in qms), qms
    game = bundle / "_internal" / "goatmaster"
    assert (game / "ui" / "main_window.ui").exists() and (game / "resources" / "art" / "pasture.svg").exists()

    # The .deb: layout, metadata, dependencies; installed into a temporary root.
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    depends = {re.split(r"[ (]", d.strip())[0] for d in
               re.search(r"^Depends: (.*)$", fields, re.M).group(1).split(",")}
    assert REQUIRED_DEPENDS <= depends, REQUIRED_DEPENDS - depends
    control = subprocess.run(["dpkg-deb", "--ctrl-tarfile", str(deb)], capture_output=True, check=True).stdout
    assert b"postinst" not in control and b"conffiles" not in control    # nothing dpkg -r could leave
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    assert os.readlink(root / "usr" / "bin" / "goatmaster") == "/opt/goatmaster/goatmaster"
    desktops = list((root / "usr" / "share" / "applications").glob("*.desktop"))
    assert len(desktops) == 1
    desktop_text = desktops[0].read_text()
    assert "Exec=goatmaster %f" in desktop_text and "Icon=goatmaster" in desktop_text
    # A double-clicked .goat opens in the game (the .desktop's MimeType, a mime package).
    assert "MimeType=application/x-goatmaster;" in desktop_text
    mime = root / "usr/share/mime"
    assert [p.name for p in (mime / "packages").iterdir()] == ["io.github.goatmaster.GoatMaster.xml"]
    subprocess.run(["update-mime-database", str(mime)], check=True, capture_output=True)
    assert "application/x-goatmaster:*.goat" in (mime / "globs").read_text().splitlines()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (root / f"usr/share/icons/hicolor/{size}x{size}/apps/goatmaster.png").exists()
    metainfo = list((root / "usr" / "share" / "metainfo").glob("*.metainfo.xml"))
    assert len(metainfo) == 1 and "@VERSION@" not in metainfo[0].read_text()
    validate = shutil.which("desktop-file-validate")
    assert validate, "build-linux installs desktop-file-utils"
    check = subprocess.run([validate, str(desktops[0])], capture_output=True, text=True)
    assert check.returncode == 0 and not check.stdout.strip(), check.stdout + check.stderr
    if shutil.which("appstreamcli"):
        check = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo[0])],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr

    # Every library the bundle links to is in it or on this system (the Depends).
    installed = root / "opt" / "goatmaster"
    names = {p.name for p in installed.rglob("*")}
    missing = set()
    for path in installed.rglob("*.so*"):
        if path.is_symlink() or not path.is_file():
            continue
        dynamic = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        for lib in re.findall(r"\(NEEDED\).*\[(.+)\]", dynamic):
            if lib not in names:
                missing.add(lib)
    known = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    assert not {lib for lib in missing if f"\t{lib} " not in known}

    # The installed game runs, and leaves its install folder as it found it (clean dpkg -r).
    before = _file_list(installed)
    _run_self_test(installed / "goatmaster")
    assert _file_list(installed) == before

    # The portable .tar.gz: one goatmaster/ folder, symlinks kept, runs where it is unpacked.
    with tarfile.open(tarball) as archive:
        members = archive.getmembers()
        assert {m.name.split("/")[0] for m in members} == {"goatmaster"}
        assert any(m.issym() for m in members)
        if hasattr(tarfile, "tar_filter"):
            archive.extractall(tmp_path / "portable", filter="tar")
        else:
            archive.extractall(tmp_path / "portable")
    _run_self_test(tmp_path / "portable" / "goatmaster" / "goatmaster")

    # The installed game opens its window.
    _paints_and_quits(installed / "goatmaster", tmp_path)
