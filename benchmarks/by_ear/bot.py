"""A player who reads the game through the accessibility bus alone (AT-SPI), as a screen reader does.

Runs under the system's Python (``/usr/bin/python3``: Debian's ``python3-pyatspi``), never the
app's: it knows nothing of the app but what the bus exposes.  It waits for the table's
"Your moves" group, presses one of the moves (its action), answers a yes-or-no question box with
Yes, listens to every announcement (a move pressed is played once it is told or the moves offered
change: only then does it press again, so one press is one decision however slow the machine), and stops when the
end screen offers "Play again" and the end was heard ("The game is over …": the announcement may
come after the screen).  It prints one JSON line: decisions, seconds a decision, announcements
heard, the end heard, the last move pressed; also when the runner stops it (SIGTERM: the app ended).
"""

import json
import signal
import sys
import time

import pyatspi
from gi.repository import GLib

APP = "Goat Master"
heard = []
decisions = []
END = "The game is over"
state = {"waiting_since": None, "pressed": None, "heard_at_press": 0, "options": [], "end": False, "end_heard": "",
         "timeout": False, "stopped": False, "last": ""}
#: How long a press may go unheard before the bot reads the table again (a move not told in the log).
UNHEARD = 10.0


def on_announcement(event):
    text = str(event.any_data)
    heard.append(text)
    if text.startswith(END):
        state["end_heard"] = text
        if state["end"]:
            loop.quit()


def children(node):
    try:
        return [node.getChildAtIndex(k) for k in range(node.childCount)]
    except Exception:               # noqa: BLE001  (a node gone while read: the table changed)
        return []


def find(node, test, depth=0):
    if node is None or depth > 12:
        return None
    try:
        if test(node):
            return node
    except Exception:               # noqa: BLE001
        return None
    for child in children(node):
        found = find(child, test, depth + 1)
        if found is not None:
            return found
    return None


def press(node):
    action = node.queryAction()
    for k in range(action.nActions):
        if action.getName(k) in ("Press", "press", "click"):
            return action.doAction(k)
    return action.doAction(0)


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def app():
    desktop = pyatspi.Registry.getDesktop(0)
    return next((a for a in children(desktop) if a is not None and a.name == APP), None)


def tick():
    root = app()
    if root is None:
        return True
    again = find(root, lambda n: n.getRoleName() == "push button" and n.name == "Play again" and showing(n))
    if again is not None:
        state["end"] = True
        if state["end_heard"]:
            loop.quit()
        return not state["end_heard"]   # else the end is still to be heard: the listener quits then
    question = find(root, lambda n: n.getRoleName() == "push button" and n.name in ("&Yes", "Yes") and showing(n))
    if question is not None:
        press(question)
        return True
    table = find(root, lambda n: n.name == "Table" and n.getRoleName() == "filler")
    moves = find(table, lambda n: n.name == "Your moves") if table is not None else None
    options = [child for child in children(moves) if child.getRoleName() == "push button"] if moves else []
    now = time.monotonic()
    if not options:
        state["waiting_since"] = None
        return True
    names = [child.name for child in options]
    if (state["pressed"] is not None and len(heard) == state["heard_at_press"] and names == state["options"]
            and now - state["pressed"] < UNHEARD):
        return True                 # the last press is still being played: it is told, or the moves change, once played
    if state["waiting_since"] is None:
        state["waiting_since"] = now
    pick = options[len(decisions) * 7 % len(options)]       # any legal move will do; spread the picks
    state["last"] = pick.name
    press(pick)
    decisions.append(now - state["waiting_since"])
    state["pressed"], state["waiting_since"], state["heard_at_press"], state["options"] = now, None, len(heard), names
    return True


def give_up():
    state["timeout"] = True
    loop.quit()
    return False


def stop():
    state["stopped"] = True          # the runner stopped the bot (the app ended): what was heard so far
    loop.quit()
    return False


pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
loop = GLib.MainLoop()
started = time.monotonic()
GLib.timeout_add(100, tick)
GLib.timeout_add_seconds(int(sys.argv[1]) if len(sys.argv) > 1 else 600, give_up)
GLib.unix_signal_add(GLib.PRIORITY_HIGH, signal.SIGTERM, stop)
loop.run()
elapsed = time.monotonic() - started
print(json.dumps({"decisions": len(decisions), "seconds": round(elapsed, 1),
                  "seconds_a_decision": round(elapsed / max(1, len(decisions)), 2),
                  "announcements": len(heard), "ended": state["end"], "end_heard": state["end_heard"],
                  "timed_out": state["timeout"], "stopped": state["stopped"],
                  "last_move": state["last"], "first_announcements": heard[:3], "last_announcements": heard[-3:]}))
