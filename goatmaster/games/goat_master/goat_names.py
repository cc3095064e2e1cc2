"""The goat types' names, in type order: one home for the table's words (``qt.art``) and the
review's reasons (``ai.explain``), translated in the context :data:`CONTEXT`.

Written out so that lupdate finds them (``resources/goats.json``, the art's source, has the same
names and each goat's look).  No Qt: the AI's reasons name a type too.
"""

from __future__ import annotations

from ...core.game import QT_TRANSLATE_NOOP

#: The translation context of the names.
CONTEXT = "Goat"

GOAT_NAMES = (
    QT_TRANSLATE_NOOP("Goat", "Elvis"), QT_TRANSLATE_NOOP("Goat", "Bleatbeard"),
    QT_TRANSLATE_NOOP("Goat", "Chef Feta"), QT_TRANSLATE_NOOP("Goat", "Cosmo"),
    QT_TRANSLATE_NOOP("Goat", "Merlin"), QT_TRANSLATE_NOOP("Goat", "Billy Kid"),
    QT_TRANSLATE_NOOP("Goat", "Pirouette"), QT_TRANSLATE_NOOP("Goat", "Sir Bock"),
    QT_TRANSLATE_NOOP("Goat", "Helga"), QT_TRANSLATE_NOOP("Goat", "Sherlock"),
    QT_TRANSLATE_NOOP("Goat", "Spike"), QT_TRANSLATE_NOOP("Goat", "Mighty Kid"),
    QT_TRANSLATE_NOOP("Goat", "Van Goat"), QT_TRANSLATE_NOOP("Goat", "Snoozy"),
    QT_TRANSLATE_NOOP("Goat", "Confetti"), QT_TRANSLATE_NOOP("Goat", "Aloha"),
    QT_TRANSLATE_NOOP("Goat", "Queen Nanny"), QT_TRANSLATE_NOOP("Goat", "Giggles"),
)
