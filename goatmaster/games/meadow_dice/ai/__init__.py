"""Meadow Dice's AI knowledge: its playouts, its greedy seat and its levels."""
