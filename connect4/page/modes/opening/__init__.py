"""The opening trainer: keep the result of the opening against the book's varied sound replies."""

#: The trainer's bundle (static/mode-train.bundle) is installed: connect4.page.kernel.lazymodes.
