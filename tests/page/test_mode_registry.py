"""The registry drives every mode alike: a tiny mode defined here, registered as docs/page-loop.md's
recipe says (a record, one line in the registry), runs through the real kernel: its screen,
its timer, its update after each update, the workers lost, its address, the board's clicks,
leaving it, and its bundle fetched then its updates read only once the bundle is in."""

import sys
import types

import pytest
from loop_helpers import page

from connect4.page.kernel import lazymodes, loop, modes, registry
from connect4.page.kernel.record import SCREEN, Mode

#: The tiny mode's modules: one in the page's image, one in its bundle (made here).
IMAGE, BUNDLE = "tinymode", "tinyrun"


class TinyState:
    """The tiny mode's slice: ticks counted, updates followed, open or closed."""

    def __init__(self):
        self.ticks = self.followed = self.lost = 0
        self.closed = False
        self.ready = False

    def close(self):
        self.closed = True


def _image_module():
    m = types.ModuleType(IMAGE)

    def open_tiny(state, out):
        modes.enter(state, out, "tiny")
        out.timer("tiny.tick", 100, "tiny")
        lazymodes.fetch(state, out, "tiny")

    def tick(state, out):
        state.tiny.ticks += 1

    def follow(state, out):
        state.tiny.followed += 1

    def link_query(state):
        return "?tiny=%d" % state.tiny.ticks

    m.open_tiny, m.tick, m.follow, m.link_query = open_tiny, tick, follow, link_query
    m.TIMERS = {"tiny.tick": tick}
    return m


#: The bundle's module, as the one loader installs it: a file the kernel imports once it is in.
BUNDLE_SOURCE = """
def ready(state, out):
    state.tiny.ready = True


def lost(state, out):
    state.tiny.lost += 1
"""


TINY = Mode("tiny", SCREEN, package="", image=(IMAGE,), bundle=(BUNDLE,), view="tiny_ui",
            ready=BUNDLE + ".ready", lost=BUNDLE + ".lost", follow=IMAGE + ".follow",
            link=IMAGE + ".link_query", board=True)


@pytest.fixture
def tiny(monkeypatch, tmp_path):
    """The tiny mode in the registry, its image module imported, its bundle not yet."""
    monkeypatch.setitem(sys.modules, IMAGE, _image_module())
    (tmp_path / (BUNDLE + ".py")).write_text(BUNDLE_SOURCE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, BUNDLE, raising=False)
    monkeypatch.setattr(registry, "MODES", registry.MODES + (TINY,))
    monkeypatch.setitem(registry.BY_NAME, "tiny", TINY)
    monkeypatch.setitem(registry._SCREENS, "tiny", TINY)
    state = page()
    state.tiny = TinyState()
    return state


def test_a_mode_is_found_by_its_name_and_its_screens():
    assert registry.named("puzzles").screens == ("puzzles", "practice")
    assert registry.of_screen("practice") is registry.named("puzzles")
    assert registry.of_screen(modes.GAME) is None
    assert [m.name for m in registry.MODES][0] == "game" and registry.MODES[-1].idle


def test_every_update_a_record_names_is_there():
    """Every reference of every record resolves (a bundle's once it is imported)."""
    for mode in registry.MODES:
        registry.install(mode)
        for ref in (mode.ready, mode.failed, mode.close, mode.follow, mode.link) + mode.lost:
            assert ref is None or callable(registry.function(mode, ref)), (mode, ref)


def test_the_tiny_mode_runs_through_the_kernel(tiny):
    state = tiny
    image = sys.modules[IMAGE]
    out = loop.run(state, image.open_tiny)
    assert state.mode == "tiny" and out.of("fetch") == [("fetch", "tiny")]
    assert out.timers() == {"tiny.tick": 100}
    assert state.tiny.followed == 1  # its follow ran after the update, as every mode's
    loop.run(state, loop.on_timer, "tiny.tick")  # the effect runner's timer comes back
    assert state.tiny.ticks == 1 and registry.link_query(state) == "?tiny=1"
    assert registry.board_owner(state) is TINY  # its view takes the board's clicks
    assert [m.name for m in registry.listening(state)][-1] == "tiny"
    loop.run(state, loop.ai_lost)  # its bundle is not in: its "lost" is not called
    assert state.tiny.lost == 0 and not state.tiny.ready
    assert BUNDLE not in sys.modules
    loop.run(state, lazymodes.loaded, "tiny")  # the one loader installed the bundle
    assert BUNDLE in sys.modules and state.tiny.ready  # imported, its record's "ready" run
    loop.run(state, loop.ai_lost)
    assert state.tiny.lost == 1
    loop.run(state, modes.leave)  # back to the game: its slice closes
    assert state.mode == modes.GAME and state.tiny.closed
    assert registry.board_owner(state) is None and registry.link_query(state) is None


def test_a_failed_bundle_runs_the_records_failed_update_or_says_why(tiny):
    state = tiny
    loop.run(state, lazymodes.fetch, "tiny")
    loop.run(state, lazymodes.failed, "tiny", "Failed to fetch")
    assert "Failed to fetch" in state.messages.items()[-1]  # no "failed" update: said
    assert state.loads["tiny"] == lazymodes.FAILED
