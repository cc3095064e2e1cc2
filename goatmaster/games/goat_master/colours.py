"""R2: the five seat colours, in seat order, with the shape and pattern that tell them apart without
colour (colour-blind players, grey-scale prints): one source for the art (``scripts/make_art.py``
draws pawns, stables and markers in them) and the table (``qt/palette.py``)."""

#: (name, hue, shape, pattern) of each seat colour.
SEAT_COLOURS = (
    ("red", "#d93b3b", "circle", "solid"),
    ("yellow", "#f2c230", "square", "stripes"),
    ("blue", "#2f6fd8", "triangle", "dots"),
    ("green", "#2f9e4d", "diamond", "crosshatch"),
    ("purple", "#8d4cc6", "hexagon", "rings"),
)
