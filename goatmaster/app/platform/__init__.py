"""The app on this machine: is there a display to open a window on, and uncaught faults reported."""
