"""The player's files: where they are kept (autosave, games, settings), the settings, the statistics."""
