"""The settings dialog and the helpers that read each setting.

Keys in :func:`goatmaster.app.player_data.user_files.settings`:

==================  =========================================  =========
key                 values                                     default
==================  =========================================  =========
animation/speed     0 (off), 0.6 (slow), 1.0 (normal), 2.5     1.0
play/aiPace         ms between the AI's moves: 250, 600, 1500  600
language            "" (follow the system), "en", "fr", "de"   ""
play/confirmTake    bool: ask before a card is taken           False
play/aiCores        worker processes the AI may search in      every core but one (2 on 2)
access/screenReader bool: no animation waits, the AI moves on  False
                    the player's key (Play now)
online/nudges       bool: a notification at the player's move True
                    at a table elsewhere (``online.inbox``)
==================  =========================================  =========

There is no sound in the game, so there is no sound setting either.  A game's own setting shows
only for the game that has it: confirm-before-take where the game's table names what it confirms
(``TablePart.confirm_text``), so Goal Rows never offers Goat Master's take.

API::

    dialog = SettingsDialog(parent, settings=None, game=None)   # None: user_files.settings()
    # game: the registry entry whose own settings show too (its table's ``confirm_text``)
    dialog.changed                    # Signal(): emitted after OK when a value changed
    dialog.exec()                     # OK writes the settings; Cancel leaves them alone

    animation_speed(settings) -> float     # the animator's speed factor, 0 = off
    language(settings) -> str              # "", "en", "fr" or "de"
    confirm_take(settings) -> bool
    ai_pace(settings) -> int               # ms the table waits before each AI move
    ai_cores(settings) -> int              # the AI's worker processes, 1 … this machine's cores
    screen_reader(settings) -> bool        # played by ear: no animations, the AI moves on a key
    nudges(settings) -> bool               # a notification at the player's move at a table elsewhere

The helpers never fail: a missing or garbled value reads as its default (INI files
give back strings, so every value is converted and checked).
"""

from __future__ import annotations

import math
from typing import Optional

from PySide6.QtCore import QSettings, QSize, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QLabel, QSpinBox, QWidget)


from ...core.registry import GameEntry
from ...search.pool import default_workers, machine_cores
from ...views.forms import apply_style, grow_to_hint, load_form_into, set_role
from ..play.game_window import table_class
from ..online.inbox import NUDGES_KEY, nudges
from ..player_data.stored_settings import stored_bool, stored_int
from ..player_data.user_files import settings as user_settings

SPEED_KEY = "animation/speed"
LANGUAGE_KEY = "language"
CONFIRM_TAKE_KEY = "play/confirmTake"
PACE_KEY = "play/aiPace"
CORES_KEY = "play/aiCores"
SCREEN_READER_KEY = "access/screenReader"

#: The animation choices offered: (name, speed factor); the dialog shows translated names.
SPEEDS = (("off", 0.0), ("slow", 0.6), ("normal", 1.0), ("fast", 2.5))
DEFAULT_SPEED = 1.0
#: How long the table waits before each AI move, in ms: "watch" lets a player follow every
#: card the AI plays; the dialog shows translated names.
PACES = (("quick", 250), ("normal", 600), ("watch", 1500))
DEFAULT_PACE = 600
#: Language codes offered, "" following the system; names shown in their own language.
LANGUAGES = ("", "en", "fr", "de")
_NATIVE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}


def animation_speed(settings: QSettings) -> float:
    """The stored animation speed factor (0 = no animation), 1.0 if unset or garbled."""
    stored = settings.value(SPEED_KEY, DEFAULT_SPEED)
    if not isinstance(stored, (str, bytes, int, float)):
        return DEFAULT_SPEED
    try:
        value = float(stored)
    except (TypeError, ValueError):
        return DEFAULT_SPEED
    if not math.isfinite(value) or value < 0:
        return DEFAULT_SPEED
    return min(value, 10.0)


def language(settings: QSettings) -> str:
    """The chosen language code, or "" to follow the system."""
    value = settings.value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in LANGUAGES else ""


def confirm_take(settings: QSettings) -> bool:
    """Whether the table asks before a card is taken into the hand."""
    return stored_bool(settings, CONFIRM_TAKE_KEY, False)


def screen_reader(settings: QSettings) -> bool:
    """Whether the game is played by ear: Qt cannot know when speech has ended, so nothing waits
    for an animation and a computer player moves only when the player asks (Play now)."""
    return stored_bool(settings, SCREEN_READER_KEY, False)


def ai_pace(settings: QSettings) -> int:
    """The wait before each AI move in ms, 600 if unset or garbled (kept within 0–5000)."""
    stored = settings.value(PACE_KEY, DEFAULT_PACE)
    if not isinstance(stored, (str, bytes, int, float)):
        return DEFAULT_PACE
    try:
        value = int(float(stored))
    except (TypeError, ValueError, OverflowError):
        return DEFAULT_PACE
    return min(max(value, 0), 5000)


def ai_cores(settings: QSettings) -> int:
    """The worker processes the AI searches in: the stored count if this machine has that many
    cores, else every core but one (see ``search.pool.default_workers``)."""
    return stored_int(settings, CORES_KEY, default_workers(), 1, machine_cores())


class SettingsDialog(QDialog):
    """Animation speed, the AI's pace and cores, language and the game's confirm-before-take; OK
    writes them."""

    changed = Signal()

    pictureLabel: QLabel
    titleLabel: QLabel
    subtitleLabel: QLabel
    animationLabel: QLabel
    languageLabel: QLabel
    animationCombo: QComboBox
    paceLabel: QLabel
    paceCombo: QComboBox
    coresLabel: QLabel
    coresSpin: QSpinBox
    confirmTakeCheck: QCheckBox
    screenReaderCheck: QCheckBox
    nudgesCheck: QCheckBox
    languageCombo: QComboBox
    languageNote: QLabel
    buttonBox: QDialogButtonBox

    def __init__(self, parent: Optional[QWidget] = None, settings: Optional[QSettings] = None,
                 game: Optional[GameEntry] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "settings_dialog.ui")
        confirm = table_class(game).confirm_text() if game is not None and game.table else ""
        self.confirmTakeCheck.setText(confirm)
        self.confirmTakeCheck.setVisible(bool(confirm))
        apply_style(self)
        set_role(self.titleLabel, "title")
        set_role(self.subtitleLabel, "subtitle")
        from .start_screen import svg_pixmap            # the app's own picture: the settings are every game's
        self.pictureLabel.setPixmap(svg_pixmap("icons/goatmaster.svg", QSize(64, 64), self.devicePixelRatioF()))
        rows = (self.animationLabel, self.paceLabel, self.coresLabel, self.languageLabel)
        width = max(label.sizeHint().width() for label in rows)
        for label in rows:
            label.setMinimumWidth(width)
        set_role(self.languageNote, "hint")
        self.settings = settings if settings is not None else user_settings()
        labels = {"off": self.tr("Off"), "slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast")}
        for name, speed in SPEEDS:
            self.animationCombo.addItem(labels[name], speed)
        paces = {"quick": self.tr("Quick"), "normal": self.tr("Normal", "AI pace"),
                 "watch": self.tr("Slow: watch every move")}
        for name, ms in PACES:
            self.paceCombo.addItem(paces[name], ms)
        cores = machine_cores()
        self.coresSpin.setRange(1, cores)
        # "%n core(s)" after the number, and how many the machine has.
        self.coresSpin.setSuffix(" " + self.tr("of %n core(s)", "", cores))
        self.languageCombo.addItem(self.tr("Same as the system"), "")
        for code in LANGUAGES[1:]:
            self.languageCombo.addItem(_NATIVE_NAMES[code], code)
        set_role(self.buttonBox.button(QDialogButtonBox.StandardButton.Ok), "primary")
        self.setMinimumWidth(460)
        self.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._show(*self._stored())

    def showEvent(self, event) -> None:
        grow_to_hint(self)
        super().showEvent(event)

    def _stored(self) -> tuple[float, int, str, bool, int, bool, bool]:
        return (animation_speed(self.settings), ai_pace(self.settings), language(self.settings),
                confirm_take(self.settings), ai_cores(self.settings), screen_reader(self.settings),
                nudges(self.settings))

    def _show(self, speed: float, pace: int, lang: str, confirm: bool, cores: int, by_ear: bool,
              nudge: bool) -> None:
        nearest = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k][1] - speed))
        self.animationCombo.setCurrentIndex(nearest)
        self.paceCombo.setCurrentIndex(min(range(len(PACES)), key=lambda k: abs(PACES[k][1] - pace)))
        self.languageCombo.setCurrentIndex(max(0, self.languageCombo.findData(lang)))
        self.confirmTakeCheck.setChecked(confirm)
        self.coresSpin.setValue(cores)
        self.screenReaderCheck.setChecked(by_ear)
        self.nudgesCheck.setChecked(nudge)

    def restore_defaults(self) -> None:
        """Show the defaults (written only on OK)."""
        self._show(DEFAULT_SPEED, DEFAULT_PACE, "", False, default_workers(), False, True)

    def values(self) -> tuple[float, int, str, bool, int, bool, bool]:
        """What the dialog shows now: (speed, AI pace, language, confirm take, AI cores, screen reader,
        nudges)."""
        return (float(self.animationCombo.currentData()), int(self.paceCombo.currentData()),
                str(self.languageCombo.currentData()), self.confirmTakeCheck.isChecked(), self.coresSpin.value(),
                self.screenReaderCheck.isChecked(), self.nudgesCheck.isChecked())

    def accept(self) -> None:
        before = self._stored()
        speed, pace, lang, confirm, cores, by_ear, nudge = now = self.values()
        self.settings.setValue(SPEED_KEY, speed)
        self.settings.setValue(PACE_KEY, pace)
        self.settings.setValue(LANGUAGE_KEY, lang)
        self.settings.setValue(CONFIRM_TAKE_KEY, confirm)
        self.settings.setValue(SCREEN_READER_KEY, by_ear)
        self.settings.setValue(NUDGES_KEY, nudge)
        if cores == default_workers():
            self.settings.remove(CORES_KEY)     # the default follows the machine (a new one too)
        else:
            self.settings.setValue(CORES_KEY, cores)
        self.settings.sync()
        super().accept()
        if now != before:
            self.changed.emit()
