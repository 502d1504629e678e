"""Every control of the page, drawn from the page's state: enabled, pressed, hidden, text.

Applied whole after every event, so no panel keeps its own idea of a button's state.
"""

from connect4.page.kernel import lazymodes, modes
from connect4.page.modes.coach import coachmode
from connect4.page.modes.game import gamemode, pagetext
from connect4.page.modes.position import positionmode
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.review import reviewed
from connect4.page.modes.training import trainingmode
from connect4.page.modes.why import whymode


def control(disabled=False, pressed=None, hidden=None, text=None, title=None):
    """One control's look: only the keys given are drawn (None: left as it is)."""
    out = {"disabled": disabled}
    for key, value in (("pressed", pressed), ("hidden", hidden), ("text", text),
                       ("title", title)):
        if value is not None:
            out[key] = value
    return out


def controls(state):
    """``{element id: control(...)}`` for the game, review and match controls."""
    out = _columns(game_controls(state))
    out.update(ask_controls(state))
    out.update(review_controls(state))
    out.update(match_controls(state))
    out.update(puzzle_controls(state))
    out.update(position_controls(state))
    out.update(why_controls(state))
    out.update(coach_controls(state))
    return out


def game_controls(state):
    """The game's buttons and menus beside the board."""
    g = state.game
    over = g.board.is_over()
    label, description = pagetext.new_game_label(g.resigns())
    humans = len(g.human_colours())
    return {
        "undo": control(not g.can_undo()),
        "redo": control(not g.can_redo()),
        "new-game": control(text=label, title=description),
        "swap": control(),
        "copy-link": control(),
        "hint": control(not state.ai.ready, pressed=g.settings.hints),
        "red-player": control(),
        "yellow-player": control(),
        "speed": control(),
        "pause": control(over, pressed=g.paused, text="Resume" if g.paused else "Pause"),
        # who watches: nobody to watch when a human plays; no AI figures without an AI
        "watch": control(hidden=humans > 0),
        "stats-card": control(hidden=humans == 2),
    }


def _columns(out):
    # disabled in the HTML only until the page starts; aria-disabled says who may play
    # (connect4/page/modes/game/view.py: a disabled button would drop the keyboard focus)
    for c in range(7):
        out["col-%d" % (c + 1)] = control()
    return out


def ask_controls(state):
    """The question before "New game (resign)" counts a loss, and the position box's reason."""
    g = state.game
    asking = gamemode.is_asking(state)
    opponent = g.opponent()
    problem = state.code_problem
    return {
        "resign-ask": control(hidden=not asking),
        "resign-text": control(text=pagetext.resign_question(state.names.get(opponent, opponent))
                               if asking else ""),
        "resign-yes": control(not asking),
        "resign-no": control(not asking),
        "code-text": control(),
        "code-open": control(),
        "code-problem": control(hidden=problem is None, text=problem or ""),
    }


def review_controls(state):
    """The review's buttons (the panel is hidden while no review is open)."""
    m = state.review
    out = {"review-open": control(not state.game.board.ply)}
    if m.open:
        out["review-prev"] = control(m.selected == 0)
        out["review-next"] = control(m.selected == len(m.moves))
        out["review-cancel"] = control(
            hidden=m.state == reviewed.DONE or not m.moves,
            text="Resume" if m.state in (reviewed.CANCELLED, reviewed.FAILED) else "Cancel")
    return out


def match_controls(state):
    """The match panel's buttons and fields: Start needs a ready AI; the set-up locks while one runs."""
    run = state.match
    running = run.running
    paused = run.state == "paused"
    out = {
        "match-start": control(running or not state.ai.ready),
        "match-pause": control(not running, pressed=paused, text="Resume" if paused else "Pause"),
        "match-stop": control(not running),
        "match-copy": control(not run.has_result()),
        # a match the page left (a reload) goes on from its next game
        "match-resume": control(running or not state.ai.ready, hidden=run.resume is None,
                                text=None if run.resume is None
                                else "Go on from game %d" % (run.resume["first"] + 1)),
    }
    for id_ in ("match-a", "match-b", "match-a-custom", "match-b-custom", "match-games",
                "match-colours", "match-openings",
                "match-seed"):
        out[id_] = control(running)
    return out


def puzzle_controls(state):
    """The Puzzles mode's buttons, and the review's "Practise your mistakes"."""
    p = state.puzzles
    phase = p.phase()
    t = p.trainer
    a = t.attempt if t is not None else None
    ready = p.set_state == puzzlemode.READY
    practice = state.mode == modes.PRACTICE
    # the review's button: its mistakes are counted only while it shows (not on every event)
    mistakes = puzzlemode.review_mistakes(state) if state.mode == modes.REVIEW else []
    review_done = state.review.state == reviewed.DONE
    storm = state.loads.get(trainingmode.STORM_BUNDLE) in (lazymodes.LOADING, lazymodes.BROKEN)
    queued = trainingmode.mistakes_queued(state)  # the bank's queue, counted once a drawing
    return {
        "puzzles-open": control(),
        "puzzles-close": control(),
        "puzzle-hint": control(not p.playable()),
        "puzzle-solution": control(a is None or a.solved or phase in ("trying", "loading", "error")),
        "puzzle-next": control(not ready, text="Next mistake" if practice and t and t.practice
                               else "Next puzzle"),
        "puzzle-daily": control(not ready, hidden=practice),
        # the mistake bank's queue (connect4.page.modes.training): its count once the bundle is in
        "puzzle-mistakes": control(state.loads.get(trainingmode.BUNDLE) == lazymodes.BROKEN,
                                   text=trainingmode.mistakes_label(queued)),
        # the Your training card's button (drawn once its bundle built it)
        "training-mistakes": control(not queued),
        # Storm and a race: their own bundle (on its way: the button waits for it)
        "storm-open": control(storm, hidden=practice),
        "race-open": control(storm, hidden=practice),
        "puzzle-retry": control(phase != "error" or state.loads.get(puzzlemode.BUNDLE)
                                == lazymodes.BROKEN, hidden=phase != "error"),
        # the review's mistakes, once every move is judged (before, it would find none)
        "review-practise": control(not mistakes, text=pagetext.practise_label(
            len(mistakes), review_done), title=pagetext.practise_title(len(mistakes), review_done)),
    }


def position_controls(state):
    """Threats, "Set up a position", "Show the line" and the line's steps (the steps are
    built with the mode's view, hidden until a line is found)."""
    line = state.position.line
    moves = line.line or []
    broken = state.loads.get(positionmode.BUNDLE) == lazymodes.BROKEN
    return {
        "threats": control(broken, pressed=state.threats),
        "setup-open": control(broken),
        "line-show": control(broken or state.game.board.is_over()),
        "line-back": control(line.step == 0, hidden=not moves),
        "line-forward": control(line.step >= len(moves), hidden=not moves),
        "line-return": control(line.step == 0, hidden=not moves),
    }


def why_controls(state):
    """The "Why?" buttons (beside the hints, in the review's move card, after a wrong move in
    a puzzle) and the panel's own (built with its view: skipped until then)."""
    g, w, m = state.game, state.why, state.review
    broken = state.loads.get(whymode.BUNDLE) == lazymodes.BROKEN
    record = m.record() if m.open and state.mode == modes.REVIEW else None
    mistake = record is not None and record.get("verdict") in reviewed.TURNING
    wrong = modes.is_puzzle(state.mode) and state.puzzles.feedback == puzzlemode.WRONG
    n = len(w.branches())
    ended = w.playing and w.stopped is not None
    return {
        "hint-why": control(broken or g.board.is_over() or not state.ai.ready,
                            hidden=not g.settings.hints or state.mode != modes.GAME),
        "review-why": control(broken, hidden=not mistake),
        "puzzle-why": control(broken, hidden=not wrong),
        "why-prev": control(w.branch <= 0, hidden=w.playing or n < 2),
        "why-next": control(w.branch >= n - 1, hidden=w.playing or n < 2),
        "why-play": control(not (w.why or {}).get("claim"), hidden=w.playing and not ended,
                            text="Play it out again" if ended else "Play it out"),
        "why-back": control(hidden=not w.playing),
        "why-close": control(),
    }


def coach_controls(state):
    """The Coach switch and its "checking..." line (the card's own buttons: the coach's view)."""
    c = state.coach
    g = state.game
    res = c.result or {}
    words = coachmode.status(state)
    return {
        "coach-prev": control(c.step <= 0),
        "coach-next": control(c.step >= len(c.line())),
        "coach-best": control(res.get("best_col") is None),
        "coach": control(g.opponent() is None, pressed=c.on,
                         title=None if g.opponent() is not None else "The coach needs a human against an AI"),
        "coach-status": control(hidden=not words, text=words),
    }
