"""Meadow Dice's table: the pencil sheet in a meadow, the dice tray and the standing (:mod:`.table`)."""
