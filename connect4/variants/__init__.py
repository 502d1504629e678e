"""Connect 4 on other boards and in other variants."""
