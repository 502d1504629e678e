"""Other boards in the page: any size from 4x4 to 10x8, five in a row and Pop Out, as a mode."""

#: The mode's bundle (static/mode-variants.bundle) is installed: connect4.page.kernel.lazymodes.
