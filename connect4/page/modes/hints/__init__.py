"""The hints: the beginner's words and marks (hintwords), the hint database's
download (hintdownload), a hint reply checked (hintreply).
"""

from connect4.page.kernel.record import CARD, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("hints", CARD, image=("hintdownload",), lost="hintdownload.worker_lost",
            view="view", view_at_start=True,
            state="hintdownload.HintDownload", slice="hint_data")
