"""The light worker's bundle (connect4.site.builder): every module it needs, slimmed
without changing a line of what runs."""

import ast

from shared_data import ROOT

import connect4
from connect4.site.builder import light_worker_files, slim_source

SAMPLE = '''"""Module doc."""
# a comment
X = "a  # not a comment"


class A:
    """Class doc."""

    def f(self, n):
        """Method doc."""
        if n:
            return "two\\nlines"  # trailing
        return X


def g():
    """Only a docstring."""
'''


def test_slimming_drops_docstrings_and_comments_and_keeps_the_program():
    out = slim_source(SAMPLE)
    assert "doc" not in out and "comment" not in out.replace("not a comment", "")
    assert "    " not in out  # one space per level
    env = {}
    exec(compile(out, "slim", "exec"), env)
    assert env["A"]().f(1) == "two\nlines" and env["A"]().f(0) == "a  # not a comment"
    assert env["g"]() is None


def test_the_bundle_holds_every_module_the_light_worker_imports():
    files = light_worker_files()
    assert files[0] == "connect4/__init__.py"
    assert "connect4/worker/stepserver.py" in files and "connect4/players/registry.py" in files
    imported = set()
    for rel in files:
        tree = ast.parse((ROOT / rel).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("connect4"):
                if node.col_offset == 0:  # top-level imports (perfect's solver is imported lazily)
                    imported.add(node.module)
    for module in imported:
        path = module.replace(".", "/")
        assert path + ".py" in files or path + "/__init__.py" in files, module
    for rel in files:
        slim = slim_source((ROOT / rel).read_text())
        assert len(slim) < len((ROOT / rel).read_text())
    assert len(files) == len(connect4.LIGHT_WORKER_MODULES) + 1
