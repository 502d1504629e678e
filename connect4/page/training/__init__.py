"""Training that remembers inside the page's loop: finished games reviewed in the background, stored.

The page's image holds :mod:`connect4.page.training.trainingmode` (when the
bundle is fetched, what runs after every update); the background review
(:mod:`connect4.page.training.backreview`) and the stored records
(:mod:`connect4.page.training.records`, static/idb.js) come in
static/mode-training.bundle.  docs/training.md has the design (issue 45).
"""
