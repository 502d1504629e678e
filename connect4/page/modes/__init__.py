"""The page's modes, one folder each: a mode's state, updates and words (docs/layout-page.md)."""
