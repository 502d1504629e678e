"""The page's links: reading and writing the address, and asking before a link replaces a game."""
