"""The app around the games: the entry point, the start screen, the dialogs, the self-test."""
