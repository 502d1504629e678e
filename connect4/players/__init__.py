"""AI players: one module per family, one interface (:mod:`connect4.players.base`)."""
