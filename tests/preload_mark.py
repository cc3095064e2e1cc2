"""Imported by a search worker in ``test_ai_faults``: says which process imported it, and when (before ready)."""

import os
from pathlib import Path

Path(os.environ["GOATMASTER_PRELOAD_MARK"]).write_text(str(os.getpid()))
