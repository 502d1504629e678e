"""The coach inside the page's loop: the switch, a move checked before the AI answers, the stop."""

#: The coach's phases: judging the last move (the AI waits), or stopped on a mistake.
CHECKING, STOPPED = "checking", "stopped"
