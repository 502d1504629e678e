"""Training across games on the page: stored records, background review, the card, Storm, a race."""
