"""The page's rule (docs/page-loop.md): static/ and the views read events and draw; nothing
there starts a timer, sets ``disabled``, watches the DOM or saves, outside the one effect
runner (static/effects.py), the one save it calls, and
``dom.apply_controls``; nothing decides from the DOM read back."""

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[1] / "static"
#: The page's modules (the workers' own, static/worker*.py, run elsewhere): the glue in static/
#: and connect4/page's views (every module that draws through connect4/page/dom.py, and it).
PAGE = sorted(p for p in STATIC.glob("*.py") if not p.name.startswith("worker")) + sorted(
    p for p in (STATIC.parent / "connect4" / "page").rglob("*.py")
    if p.name == "dom.py" or "from connect4.page import dom" in p.read_text()
    or "from connect4.page.dom import" in p.read_text())

RULES = {
    "a timer": (r"\bsetTimeout\s*\(", {"effects.py"}),
    # the workers' client keeps its own policy check (static/ai_client.py: not the loop's)
    "a repeating timer": (r"\bsetInterval\s*\(", {"effects.py", "ai_client.py"}),
    "disabled set": (r"\.disabled\s*=(?!=)", {"dom.py"}),
    "a DOM observer": (r"MutationObserver", set()),
    "a save": (r"storage_set\s*\(|\bstore\.set\s*\(|localStorage\.setItem", {"startup.py"}),
    "a fetch": (r"\bfetch\s*\(", {"effects.py"}),
    "a position read back": (r"getAttribute\(\s*[\"']data-(position|share|state|puzzle)", set()),
}


def test_the_page_modules_are_found():
    names = {p.relative_to(STATIC.parent).as_posix() for p in PAGE}
    assert {"static/main.py", "static/effects.py", "connect4/page/modes/game/view.py",
            "connect4/page/modes/position/view.py", "connect4/page/dom.py"} <= names


def test_static_only_reads_events_and_draws():
    broken = []
    for path in PAGE:
        lines = path.read_text().splitlines()
        for what, (pattern, allowed) in RULES.items():
            if path.name in allowed:
                continue
            for n, line in enumerate(lines, 1):
                code = line.split("#", 1)[0]
                if re.search(pattern, code):
                    broken.append("%s:%d %s: %s" % (path.name, n, what, line.strip()))
    assert not broken, "\n".join(broken)


def test_the_store_writes_only_for_the_one_save():
    # startup.Store.set is the storage's one writer, and only the one save calls it
    callers = [p.name for p in PAGE if re.search(r"\.saver\b|Saver\(", p.read_text())]
    assert callers == ["effects.py"]


def test_main_is_wiring_and_no_page_file_is_long():
    assert len((STATIC / "main.py").read_text().splitlines()) <= 250
    long = [p.name for p in PAGE if p.parent == STATIC and len(p.read_text().splitlines()) > 300]
    assert not long, long
