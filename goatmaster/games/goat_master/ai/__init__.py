"""Goat Master's AI knowledge for the shared search: playouts, levels, the greedy seat."""
