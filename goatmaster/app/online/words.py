"""What a table server's refusals mean, in the player's language.

The server answers with a code for programs and an English reason (``protocol.Error``); the
app says the code's meaning in the player's words, with the server's reason only where the
code has no words of its own (a newer server's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.game import QT_TRANSLATE_NOOP
from ...net import protocol as p


#: Each error code's words (``%1``: the server's own reason).
WORDS = {
    "no-table": QT_TRANSLATE_NOOP("TableWords", "No table has this code: check it with the host."),
    "set-aside": QT_TRANSLATE_NOOP("TableWords", "The table server cannot resume this table: it is damaged, "
                                                 "kept as it was, and set aside. Its keeper can look into it."),
    "seat-taken": QT_TRANSLATE_NOOP("TableWords",
                                    "Every seat of this table is taken; you may watch, if the host allows it."),
    "no-seat": QT_TRANSLATE_NOOP("TableWords", "That seat is neither open nor away."),
    "bad-token": QT_TRANSLATE_NOOP("TableWords",
                                   "This table does not know you any more: join it again with its code."),
    "not-seated": QT_TRANSLATE_NOOP("TableWords", "You are watching: only the players play."),
    "not-your-turn": QT_TRANSLATE_NOOP("TableWords", "It is not your turn."),
    "stale": QT_TRANSLATE_NOOP("TableWords", "The table had moved on: look again and play."),
    "illegal": QT_TRANSLATE_NOOP("TableWords", "That move is not allowed now."),
    "not-host": QT_TRANSLATE_NOOP("TableWords", "Only the table's host can do that."),
    "no-spectators": QT_TRANSLATE_NOOP("TableWords", "The host of this table does not let anyone watch."),
    "limit": QT_TRANSLATE_NOOP("TableWords", "The table server is full: try again later."),
    "slow-down": QT_TRANSLATE_NOOP("TableWords", "Too many messages: wait a moment."),
    "bad-game": QT_TRANSLATE_NOOP("TableWords", "The table server cannot open this game: %1"),
    "bad-save": QT_TRANSLATE_NOOP("TableWords", "The saved game cannot be played on: %1"),
    "version": QT_TRANSLATE_NOOP("TableWords", "The table server runs another version of Goat Master."),
    "over": QT_TRANSLATE_NOOP("TableWords", "The game is over."),
    "not-over": QT_TRANSLATE_NOOP("TableWords", "A game can be saved once it is over."),
    "too-big": QT_TRANSLATE_NOOP("TableWords", "A message was too large for the table server."),
    "malformed": QT_TRANSLATE_NOOP("TableWords", "The table server did not understand this app: %1"),
    "busy": QT_TRANSLATE_NOOP("TableWords",
                              "The table server cannot store the table's moves now; nothing was lost. "
                              "Try again in a moment."),
    "bad-name": QT_TRANSLATE_NOOP("TableWords", "That name cannot be shown at a table: %1"),
    "not-agreed": QT_TRANSLATE_NOOP("TableWords", "The game starts once every player has agreed to play on "
                                                  "from the saved game."),
    "server-fault": QT_TRANSLATE_NOOP("TableWords", "The table server met a problem: %1"),
    "no-person": QT_TRANSLATE_NOOP("TableWords", "A table needs a seat for a person: yours or an open one."),
    "ai-late": QT_TRANSLATE_NOOP("TableWords",
                                 "The table server is busy: the AI's move is late, it comes as soon as it can."),
    "ai-random": QT_TRANSLATE_NOOP("TableWords",
                                   "The table server's AI could not decide: it played a legal move at random."),
    "ai-played": QT_TRANSLATE_NOOP("TableWords", "The AI played for %1: their time ran out."),
    "time-out": QT_TRANSLATE_NOOP("TableWords", "Your time for this turn ran out: the AI plays it for you."),
    "bad-pace": QT_TRANSLATE_NOOP("TableWords", "The table server refuses these clocks: %1"),
    "too-many-tables": QT_TRANSLATE_NOOP("TableWords", "You sit at as many turn-based tables on this server as "
                                                       "it allows one person: finish one before you take another."),
    "too-many-watches": QT_TRANSLATE_NOOP("TableWords", "You have opened many tables to watch in the last minute: "
                                                        "wait a minute before you watch another."),
}
#: A refusal's words when it names another person at the table (``%1``: their name).
ABOUT_ANOTHER = {
    "too-many-tables": QT_TRANSLATE_NOOP("TableWords", "%1 sits at as many turn-based tables on this server as it "
                                                       "allows one person: a new game here waits until they finish "
                                                       "one."),
}
# A message this app's protocol does not allow: the same words, with the server's reason.
WORDS.update(dict.fromkeys(("binary", "not-json", "too-deep", "unknown-type", "bad-field"), WORDS["malformed"]))


def refusal(error: p.Error) -> str:
    """The player's words for a server's refusal."""
    words = (ABOUT_ANOTHER.get(error.code) if error.name is not None else None) or WORDS.get(error.code)
    if words is None:
        return error.message
    # (a notice about a seat names it: ``ai-played``)
    return QCoreApplication.translate("TableWords", words).replace("%1", error.name or error.message)
