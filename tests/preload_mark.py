"""Imported by a search worker in ``test_ai_faults``: says which process imported it (before it was
ready), in the file ``GOATMASTER_PRELOAD_MARK`` names.  Imported anywhere else, it does nothing."""

import os
from pathlib import Path

if "GOATMASTER_PRELOAD_MARK" in os.environ:
    Path(os.environ["GOATMASTER_PRELOAD_MARK"]).write_text(str(os.getpid()))
