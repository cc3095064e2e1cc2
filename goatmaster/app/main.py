"""The game window.  Until the table lands (issue 5) it is a plain placeholder."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("Goat Master")
    window = QMainWindow()
    window.setWindowTitle(app.tr("Goat Master"))
    label = QLabel(app.tr("Goat Master\n\nThe table is being built. "
                          "Meanwhile, try goatmaster-cli selfplay."))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(1024, 700)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
