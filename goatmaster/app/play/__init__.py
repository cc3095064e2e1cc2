"""One game being played: the window every game shares, its match model, session and AI worker."""
