"""The 2016 post's Monte Carlo player, read literally: the yardstick ``mcts`` is measured against.

Our own code, written to follow the structure of the post's JavaScript
rather than to be fast: the board is a map of 6 rows of 7 cells from the
top, 0 empty, 1 the opponent's disc, 2 the AI's (the AI is to move when it
is asked for a play); the statistics are two dictionaries, ``plays`` and
``wins``, keyed by the text JavaScript makes of the array ``[player,
state]`` (the player's number and every cell, joined by commas); a
simulation plays random legal moves to the end, adds the first state it
meets that ``plays`` does not hold, remembers every state it visits and
then counts the game in every remembered state that ``plays`` holds, a win
for the states whose player won; the play is the legal column whose next
state has the best ``wins / plays`` (0 for a state never added), chosen as
``Object.keys(percentages).reduce((a, b) => p[a] > p[b] ? a : b)`` chooses.

Where the post says nothing, the reading takes the plainest choice: legal
columns in increasing order, a random index as ``Math.floor(Math.random()
* n)`` makes it, and a number of simulations instead of a time limit (for
a reproducible comparison).  ``index`` may be any ``n -> int in [0, n)``;
given the ``randrange`` of a :class:`connect4.rng.Rng`, the reading draws
the very numbers the ``mcts`` player with that seed draws.
"""

import math
import random

ROWS = 6
COLUMNS = 7
OPPONENT = 1
AI = 2


def legal_moves(state):
    """The columns whose top cell is free, in increasing order."""
    return [col for col in range(COLUMNS) if state[0][col] == 0]


def next_state(col, state, player):
    """A copy of ``state`` with ``player``'s disc in the lowest free cell of ``col``."""
    new = [list(row) for row in state]
    for row in range(ROWS - 1, -1, -1):
        if new[row][col] == 0:
            new[row][col] = player
            break
    return new


def check_winner(state):
    """``(True, id)`` if a player has four in a row anywhere, else ``(False, 0)``."""
    for row in range(ROWS):
        for col in range(COLUMNS):
            who = state[row][col]
            if not who:
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(row + k * dr, col + k * dc) for k in range(4)]
                if all(0 <= r < ROWS and 0 <= c < COLUMNS and state[r][c] == who
                       for r, c in cells):
                    return True, who
    return False, 0


def js_key(player, state):
    """The property name JavaScript makes of ``[player, state]``: every number, comma-separated."""
    return ",".join([str(player)] + [str(cell) for row in state for cell in row])


def from_board(board):
    """The post's map of a :class:`~connect4.board.Board`, the side to move as the AI (2)."""
    state = [[0] * COLUMNS for _ in range(ROWS)]
    me = board.turn
    for col in range(COLUMNS):
        for row in range(ROWS):
            who = board.cell(col, row)
            if who != -1:
                state[ROWS - 1 - row][col] = AI if who == me else OPPONENT
    return state


class MonteCarloPlayer:
    """The post's player: its ``plays`` and ``wins`` live as long as it does."""

    def __init__(self, index=None):
        self.plays = {}
        self.wins = {}
        self.index = index or (lambda n: math.floor(random.random() * n))

    def run_simulation(self, state):
        """One random game from ``state`` (the AI to move), counted in the tables."""
        visited = []
        player = AI
        expand = True
        winner_id = 0
        while True:
            legal = legal_moves(state)
            if len(legal) == 0:
                break
            play = legal[self.index(len(legal))]
            state = next_state(play, state, player)
            key = js_key(player, state)
            if expand and key not in self.plays:
                expand = False
                self.plays[key] = 0
                self.wins[key] = 0
            visited.append((player, key))
            won, who = check_winner(state)
            if won:
                winner_id = who
                break
            player = OPPONENT if player == AI else AI
        for player, key in visited:
            if key not in self.plays:
                continue
            self.plays[key] += 1
            if player == winner_id:
                self.wins[key] += 1

    def percentages(self, state):
        """``{column: win rate of the AI's next state}`` over the legal columns (0 if never added)."""
        rates = {}
        for col in legal_moves(state):
            key = js_key(AI, next_state(col, state, AI))
            rates[col] = self.wins[key] / self.plays[key] if key in self.wins else 0
        return rates

    def get_play(self, state, simulations):
        """The column to play after ``simulations`` more simulations (none with one legal move)."""
        legal = legal_moves(state)
        if len(legal) == 1:
            return legal[0]
        for _ in range(simulations):
            self.run_simulation(state)
        rates = self.percentages(state)
        best = legal[0]
        for col in legal[1:]:
            best = best if rates[best] > rates[col] else col
        return best
