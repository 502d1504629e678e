"""Other boards' updates: the game opened, moves and pops, the menus, the AI's moves and hints.

Each request is posted as the mode's with its position's key: leaving cancels it, and a reply
for a position the game has left is dropped.
"""

from connect4.page.kernel import inflight, modes
from connect4.page.kernel.controls import control
from connect4.page.modes.boards.boardstext import hints_unavailable
from connect4.page.modes.boards.session import FIRST_SIZE, Session, from_link, from_saved, players_offered
from connect4.page.modes.game.settings import HUMAN

#: The pause before an AI is asked (ms): against a person, as the 7x6 game's reply waits
#: (connect4.page.ai.pacing: the person's disc is seen to land first); a beat between two AIs.
MOVE_MS, AI_PAIR_MS = 250, 600
#: The mode's timer (connect4.page.kernel.loop's TIMERS).
MOVE_TIMER = "boards.move"
#: The words when the saved game cannot be read.
UNREADABLE = "Your saved game on another board could not be read and was reset (%s)."


def bundle_ready(state, out):
    """The bundle is in: the saved game, then what was asked (the saved game or the link's)."""
    b = state.boards
    if b.session is None:
        b.session = _saved(state)
    pending, b.pending = b.pending, None
    if pending is None or state.mode != modes.BOARDS:
        b.session.open = False  # left before the bundle came: a reload must not reopen it
        return
    if pending[0] == "link":
        session, problem = from_link(pending[1], b.session)
        if problem is not None:  # the 7x6 game, the saved one untouched
            state.messages.append(problem)
            modes.leave(state, out)
            out.changed = True
            return
        _replace(state, out, session)
    b.session.open = True
    b.phase = "ready"
    out.draw = True
    follow(state, out)


def _shown(state):
    """The game on another board while the mode shows it, else None."""
    return state.boards.session if state.mode == modes.BOARDS else None


def _saved(state):
    b = state.boards
    if b.saved_raw:
        try:
            session, b.hints_on = from_saved(b.saved_raw)
            return session
        except ValueError as e:  # not JSON, another version, a field the game refuses
            state.messages.append(UNREADABLE % e)
    return Session(FIRST_SIZE[0], FIRST_SIZE[1])


def _replace(state, out, session):
    b = state.boards
    b.session = session
    _drop_asked(state, out, keep=None)
    b.hints = {}
    out.stop(MOVE_TIMER)


def _drop_asked(state, out, keep):
    """Cancel the open requests of any position but ``keep``."""
    b = state.boards
    gone = [rid for rid, (_kind, key) in b.asked.items() if key != keep]
    for rid in gone:
        b.asked.pop(rid)
    if gone:
        out.cancel(state.requests.forget(gone))


# -- what the game needs next ---------------------------------------------------------
def follow(state, out):
    """After every change: stale requests stop; the AI's turn starts its timer; hints are asked."""
    b, s = state.boards, _shown(state)
    if s is None:
        return
    key = s.key()
    _drop_asked(state, out, keep=key)
    if s.spec_to_move() is not None and not _asking(state, "vthink"):
        other = s.players[1 - s.game.turn]
        out.timer(MOVE_TIMER, AI_PAIR_MS if other != HUMAN else MOVE_MS, modes.BOARDS)
    if (b.hints_on and not s.game.is_over() and key not in b.hints
            and not _asking(state, "vhint") and hints_offered(s)):
        _ask(state, out, s.request("vhint", state.new_id()))
    out.draw = True


def hints_offered(session) -> bool:
    """True where the exact hints are offered (the solver is exact on this board)."""
    return hints_unavailable(session) is None


def move_tick(state, out):
    """The AI's pause is over: ask the full engine for its move."""
    s = _shown(state)
    spec = None if s is None else s.spec_to_move()
    if spec is not None and not thinking(state):
        _ask(state, out, s.request("vthink", state.new_id(), spec=spec, seed=state.dice()))
        out.draw = True


def _ask(state, out, req):
    state.boards.asked[req["id"]] = (req["op"], req["key"])
    out.post(state, req, modes.BOARDS)


def thinking(state) -> bool:
    """True while an AI's move is asked and not answered."""
    return _asking(state, "vthink")


def _asking(state, kind: str) -> bool:
    return any(k == kind for k, _key in state.boards.asked.values())


def waiting_for(state):
    """What an asked AI move waits for (the full engine loading), or None."""
    return engine_loading(state) if thinking(state) else None


def engine_loading(state):
    """The full engine's loading words while it is not in ("3.1 of 15.5 MB"), else None."""
    if state.ai.full_ready:
        return None
    loading = state.ai.loading()
    return loading[0] if loading is not None else "starting…"


# -- the player's moves and the menus ----------------------------------------------------
def play(state, out, move):
    """A person's move: a drop (``c``) or a pop (``~c``), when it is their turn and legal."""
    s = _shown(state)
    if s is None or s.game.is_over():
        return
    if s.players[s.game.turn] != HUMAN or move not in s.game.legal_moves():
        return
    _moved(state, out, move)


def _moved(state, out, move):
    s = state.boards.session
    s.game.play(move)
    out.animate = True
    out.announce = s.game.result_text() + "."
    follow(state, out)


def undo(state, out):
    """Take back the last move (and the AI's before it, against an AI)."""
    s = state.boards.session
    if s is not None and s.game.moves and s.undo():
        out.stop(MOVE_TIMER)
        out.announce = "Taken back. " + s.game.result_text() + "."
        follow(state, out)


def new_game(state, out):
    """A new game on the same board, with the same players."""
    s = state.boards.session
    if s is not None:
        _replace(state, out, s.restarted())
        follow(state, out)


def set_size(state, out, width, height):
    """The size menus: a new game on ``width`` x ``height`` (five in a row becomes Connect 4)."""
    s = state.boards.session
    if s is not None:
        variant = "" if s.variant == "five" else s.variant
        _new_game(state, out, "board", lambda: Session(int(width), int(height), variant, s.players))


def set_variant(state, out, variant):
    """The variant menu: Connect 4, five in a row (9x6) or Pop Out, a new game."""
    s = state.boards.session
    if s is not None and variant != s.variant:
        _new_game(state, out, "variant", lambda: s.restarted(variant=variant))


def _new_game(state, out, what, make):
    """A new game, ``make()``; a ``what`` (board, variant) the engine refuses is said in its words."""
    try:
        session = make()
    except ValueError as e:  # connect4.errors.Connect4Error is one
        state.messages.append("That %s could not be set up: %s." % (what, e))
        out.draw = True
        return
    _replace(state, out, session)
    follow(state, out)


def set_player(state, out, colour, who):
    """A player menu: a person or a level for ``colour`` (0 red, 1 yellow)."""
    s = state.boards.session
    if s is None or who not in players_offered() or s.players[colour] == who:
        return
    s.players[colour] = who
    _drop_asked(state, out, keep="")  # an AI's move asked for the other player stops
    out.stop(MOVE_TIMER)
    follow(state, out)


def toggle_hints(state, out):
    """The Hints button: the exact score of every move where the solver is exact."""
    b = state.boards
    b.hints_on = not b.hints_on
    follow(state, out)


# -- the full engine's replies -------------------------------------------------------------
def on_reply(state, req, msg, out):
    """A reply (or failure) to one of the mode's requests."""
    b = state.boards
    asked = b.asked.pop(req["id"], None)
    s = b.session
    if asked is None or s is None or req.get("key") != s.key():
        return  # a position the game has left
    res = msg.get("result") or {}
    if not msg.get("ok"):
        what = "move" if req["op"] == "vthink" else "hints"
        state.messages.append("The AI could not give its %s on %s (%s)." % (
            what, s.size, msg.get("error") or "the full engine failed"))
        if req["op"] == "vhint":
            b.hints[s.key()] = None
        out.draw = True
        return
    if req["op"] == "vhint":
        scores = res.get("scores")
        b.hints[s.key()] = scores if isinstance(scores, dict) else None
        out.draw = True
        return
    move = res.get("move")
    if s.spec_to_move() is None or move not in s.game.legal_moves():
        state.messages.append("The AI's move %r is not legal here: it was not played." % (move,))
        out.draw = True
        return
    _moved(state, out, move)


def worker_lost(state, out):
    """The full engine was replaced: what the mode waited for is asked again."""
    state.boards.asked = {}
    if state.boards.session is not None:
        out.stop(MOVE_TIMER)
        follow(state, out)


def hints(state) -> dict:
    """``{move text: score}`` of the position shown, or {} (none yet, off, or not exact)."""
    b = state.boards
    if not b.hints_on or b.session is None:
        return {}
    return b.hints.get(b.session.key()) or {}


# the bundle's hooks in the page's loop (imported once the one loader installed it)


def controls(state) -> dict:
    """``{element id: control(...)}`` of the mode's buttons (its view draws them)."""
    b = state.boards
    s = b.session
    ready = s is not None
    g = s.game if ready else None
    human = ready and not g.is_over() and s.players[g.turn] == HUMAN
    out = {
        "boards-undo": control(not ready or not g.moves),
        "boards-new": control(not ready),
        "boards-hints": control(not ready, pressed=b.hints_on),
        "boards-close": control(),
        "boards-back": control(),
        # five in a row has one board: the size menus wait for another game
        "boards-width": control(not ready or s.variant == "five"),
        "boards-height": control(not ready or s.variant == "five"),
    }
    if ready:
        legal = g.legal_moves() if human else []
        for c in range(s.geometry.width):
            out["boards-pop-%d" % (c + 1)] = control(~c not in legal, hidden=not s.popout)
    return out


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.VARIANT: on_reply}


#: What each of this mode's timers does when it fires (read by the kernel).
TIMERS = {MOVE_TIMER: move_tick}
