"""Installers: the self-test, and the Linux bundle, .deb and .tar.gz built by packaging/build-linux.

``test_slow_linux_installers`` freezes the game (about two minutes here); deselect it with
``pytest -k "not slow"`` while working on something else.  CI runs it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
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

AI_SEARCHED = re.compile(r"AI search ok: (.+?) \((\d+) iterations, (\d+) worker processes\)")


def _searched_decision(line: str):
    """The decision the self-test's AI search reported, checked against its deal."""
    from goatmaster.app import selftest
    from goatmaster.games.goat_master.engine import Game, parse_decision

    found = AI_SEARCHED.search(line)
    assert found, line
    assert int(found[2]) == selftest.AI_ITERATIONS and int(found[3]) >= 1, line
    decision = parse_decision(found[1])
    assert decision in Game.new(2, selftest.SEED).state.legal_decisions(), line
    return decision


def test_self_test_from_python_plays_saves_and_reloads():
    from goatmaster.app import selftest
    from goatmaster.search.ismcts import Settings
    from goatmaster.search.pool import SearchPool, decide
    from goatmaster.games.goat_master.engine import Game, SeatView

    done = subprocess.run([sys.executable, "-m", "goatmaster.app.main", "--self-test"],
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
    from goatmaster.app import selftest

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
    from goatmaster.app import selftest

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr("goatmaster.search.pool.decide", answer)
    assert selftest.dispatch(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert f"self-test FAILED: {why}" in captured.err
    assert captured.out == ""


def test_quit_after_paint_starts_the_game_through_main_and_quits(tmp_path):
    done = subprocess.run([sys.executable, "-m", "goatmaster.app.main", "--quit-after-paint"],
                          capture_output=True, text=True, timeout=120, env=_offscreen_env(tmp_path), cwd="/")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "first paint"


@pytest.mark.parametrize("display", [None, ":93"], ids=["unset", "no-server"])
def test_without_a_display_the_game_says_so_and_exits_69(display):
    """Issue 16.10: a plain message and exit code 69, never Qt's abort about libxcb-cursor0."""
    from goatmaster.app.display import NO_DISPLAY

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    if display:
        assert not Path("/tmp/.X11-unix/X93").exists()
        env["DISPLAY"] = display
    done = subprocess.run([sys.executable, "-m", "goatmaster.app.main"], capture_output=True, text=True,
                          timeout=60, env=env, cwd="/")
    assert done.returncode == NO_DISPLAY == 69, done.stderr
    assert "no display was found" in done.stderr and "xcb-cursor" not in done.stderr, done.stderr
    assert done.stdout == ""


def test_the_display_check_leaves_other_platforms_to_qt():
    from goatmaster.app.display import missing_display

    assert missing_display({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert missing_display({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert missing_display({}, args=("-platform", "offscreen")) is None
    assert missing_display({}) == "no display was found (DISPLAY is not set)"
    assert "cannot connect" in missing_display({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w", "DISPLAY": ":93"})


def test_self_test_reports_a_failure_with_exit_code_1(monkeypatch, capsys):
    from goatmaster.app import selftest

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(selftest, "_positions_equal", lambda a, b: ["pawns"])
    assert selftest.dispatch(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert "self-test FAILED: half-way.goat: reloaded position differs in pawns" in captured.err
    assert captured.out == ""


def test_dispatch_leaves_a_normal_start_alone():
    from goatmaster.app import selftest

    assert selftest.dispatch([]) is None
    assert selftest.dispatch(["some-game.goat"]) is None


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
    # Issue 16.9: a double-clicked .goat opens in the game (the .desktop's MimeType, a mime package).
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
