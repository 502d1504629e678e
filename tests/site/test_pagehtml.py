"""index.html as built (connect4.site.pagehtml): the start-up chain named at once,
one stylesheet, and PyScript told which plugins not to import for either type."""

import json
import re

import pytest

from connect4.site import builder, pagehtml


def _built(tmp_path, source):
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "a.css").write_text("a { color: red; }\n")
    (tmp_path / "static" / "b.css").write_text("b { color: blue; }\n")
    return pagehtml.page(tmp_path, source)


SOURCE = """<head>
  <link rel="stylesheet" href="static/a.css">
  <link rel="stylesheet" href="static/b.css"><!-- hook: b -->
  %s
</head><body>
  <script type="mpy" src="static/boot.py" config="pyscript.json"></script>
  %s
</body>""" % (pagehtml.PRELOAD_MARK, pagehtml.PY_CONFIG_MARK)


def test_the_pyodide_type_gets_the_same_plugins_off_as_micropythons(tmp_path):
    html = _built(tmp_path, SOURCE)
    found = re.search(r"<py-config hidden>(.*?)</py-config>", html)
    assert found and pagehtml.PY_CONFIG_MARK not in html
    off = json.loads(found.group(1))["plugins"]
    assert off == pagehtml.plugins_off() and "!py-editor" in off and "!error" not in off
    assert html.index("<py-config") > html.index('<script type="mpy"')  # in the body


def test_the_chain_is_preloaded_and_the_stylesheets_are_one(tmp_path):
    html = _built(tmp_path, SOURCE)
    assert html.count('rel="stylesheet"') == 1 and pagehtml.PAGE_CSS in html
    assert (tmp_path / pagehtml.PAGE_CSS).read_text().index("a {") < (
        tmp_path / pagehtml.PAGE_CSS).read_text().index("b {")
    for f in ("static/mpy-page.js", "vendor/micropython/micropython.mjs"):
        assert '<link rel="modulepreload" href="%s">' % f in html
    for f in (builder.PAGE_ROM + ".gz", "vendor/micropython/micropython.wasm", "pyscript.json"):
        assert '<link rel="preload" href="%s" as="fetch" crossorigin>' % f in html


@pytest.mark.parametrize("mark", [pagehtml.PRELOAD_MARK, pagehtml.PY_CONFIG_MARK])
def test_a_missing_mark_is_a_build_error(tmp_path, mark):
    with pytest.raises(ValueError, match="index.html has no"):
        _built(tmp_path, SOURCE.replace(mark, ""))
