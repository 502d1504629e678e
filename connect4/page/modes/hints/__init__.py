"""The hints: the beginner's words and marks (hintwords), the hint database's
download (hintdownload), a hint reply checked (hintreply).  (Named ``hint``, not
``hints``: ``hints/`` is the hint data's folder on the site.)

Runs in CPython (the tests) and in MicroPython on the page's main thread.
"""

from connect4.page.kernel.record import CARD, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("hints", CARD, image=("hintdownload",), lost="hintdownload.worker_lost",
            state="hintdownload.HintDownload", slice="hint_data")
