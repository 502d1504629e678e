"""The position mode's bundle: every module it imports is on the page already or in the bundle."""

import ast

from shared_data import ROOT

import connect4
from connect4.site.builder import bundle_of

MODE_FILES = ["connect4/%s.py" % m for m in bundle_of("position")]
ON_PAGE = {"connect4/%s.py" % m for m in connect4.MAIN_THREAD_MODULES}


def test_every_connect4_import_of_the_mode_is_on_the_page_or_in_the_bundle():
    shipped = ON_PAGE | set(MODE_FILES)
    for rel in MODE_FILES:
        for node in ast.walk(ast.parse((ROOT / rel).read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("connect4"):
                path = node.module.replace(".", "/")
                names = [path + "/" + a.name + ".py" for a in node.names]
                assert (path + ".py" in shipped or path + "/__init__.py" in shipped
                        and all(n in shipped for n in names if (ROOT / n).exists())), (rel, node.module)


def test_the_first_visit_loads_none_of_it():
    assert not ON_PAGE & set(MODE_FILES)
    from connect4.site.builder import main_thread_python

    assert "connect4/page/modes/position/view.py" not in main_thread_python()
