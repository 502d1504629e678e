"""The page's kernel:
its state, the loop, the effects asked, requests in flight, save and restore, the registry.
"""
