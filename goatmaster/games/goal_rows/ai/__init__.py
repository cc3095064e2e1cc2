"""Goal Rows' AI knowledge for the shared search: playouts, levels, the greedy seat."""
