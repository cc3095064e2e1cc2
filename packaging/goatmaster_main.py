"""The frozen app's entry script (PyInstaller runs this as ``__main__``).

``main()`` calls ``multiprocessing.freeze_support()`` first, so the AI's ``spawn``
worker processes, which start this same executable, run their task and not a window.
"""

import sys

from goatmaster.app.shell.main import main

if __name__ == "__main__":
    sys.exit(main())
