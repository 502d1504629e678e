"""The background review: finished games judged while the engine is idle, and the stored records."""
