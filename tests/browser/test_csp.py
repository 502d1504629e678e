"""The shipped Content-Security-Policy, and nothing from a URL or storage run as code.

The policy is a ``<meta http-equiv>`` in index.html (GitHub Pages cannot
send headers).  Each test here collects ``securitypolicyviolation`` events
from the first script on, and the Guard fails on any console error.
"""

import re
from pathlib import Path

import pytest
from site_helpers import column, position, wait_ai, wait_position, wait_ready

ROOT = Path(__file__).resolve().parents[2]

COLLECT = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(
  [e.effectiveDirective, e.blockedURI, e.sourceFile, e.lineNumber].join(" ")));
"""

#: Hostile values for every place text from outside reaches the page.
HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'


def policy(html):
    m = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert m, "index.html has no Content-Security-Policy meta tag"
    return dict((d.split()[0], d.split()[1:]) for d in m.group(1).split(";") if d.strip())


def test_the_policy_allows_only_the_sites_own_files(site_dir):
    html = (Path(site_dir) / "index.html").read_text()
    p = policy(html)
    assert p["default-src"] == ["'self'"]
    assert p["object-src"] == ["'none'"] and p["base-uri"] == ["'self'"]
    for directive, sources in p.items():
        for s in sources:
            # no other origin, no wildcard, no inline code, no blob:/data: code
            assert s in ("'self'", "'none'", "'unsafe-eval'", "'wasm-unsafe-eval'"), (directive, s)
    assert "'unsafe-inline'" not in html
    # the meta tag comes before anything it must govern
    assert html.index("Content-Security-Policy") < html.index("<script")
    assert html.index("Content-Security-Policy") < html.index("<link")


def test_no_html_sinks_in_the_page_code():
    """Audit, kept true: text reaches the DOM as text (textContent, value,
    setAttribute of plain attributes), never through an HTML or code sink."""
    sinks = re.compile(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\s*\("
                       r"|new Function|\bFunction\s*\(|srcdoc|javascript:|setTimeout\(\s*['\"]"
                       r"|createContextualFragment|DOMParser")
    found = []
    for f in sorted((ROOT / "static").glob("*")):
        if f.suffix in (".py", ".js", ".html"):
            for n, line in enumerate(f.read_text().splitlines(), 1):
                if sinks.search(line):
                    found.append("%s:%d: %s" % (f.name, n, line.strip()))
    for n, line in enumerate((ROOT / "index.html").read_text().splitlines(), 1):
        if re.search(r"<script(?![^>]*\bsrc=)[^>]*>", line) or re.search(r"\son[a-z]+=", line):
            found.append("index.html:%d: %s" % (n, line.strip()))
    assert not found, found


def violations(page):
    return page.evaluate("window.__csp")


@pytest.fixture
def csp_page(context, server):
    context.add_init_script(COLLECT)

    def opener(query=""):
        page = context.new_page()
        page.goto(server.url + query)
        wait_ready(page)
        return page

    return opener


def test_the_game_and_the_ai_work_under_the_policy(csp_page):
    page = csp_page("?red=human&yellow=level1")
    column(page, 4).click()
    wait_ai(page)
    wait_position(page, "p.length === 2")
    # hints on a middle-game position (early ones take long without the book)
    page.goto(page.url.split("?")[0] + "?pos=44455554221&red=human&yellow=human")
    wait_ready(page)
    wait_ai(page)
    page.click("#hint")
    page.wait_for_selector("#hints:not([hidden]) .hint.best", state="attached", timeout=90000)
    page.click("#copy-link")
    page.click("#undo")
    assert position(page) == "4445555422"
    assert violations(page) == []


def test_hostile_text_from_links_and_storage_stays_text(csp_page, server, context):
    from urllib.parse import quote

    page = csp_page("?pos=" + quote(HOSTILE) + "&red=" + quote(HOSTILE) + "&yellow=human")
    msg = page.text_content("#message")
    assert "The link's position could not be opened" in msg and "<img src=x" in msg
    assert "The link's red player was ignored" in msg
    assert page.locator("img, script:not([src]), iframe, object").count() == 0
    assert page.evaluate("window.__pwned === undefined")
    # stored data: a tally under a hostile name, a player spec with markup
    page.evaluate("""(h) => localStorage.setItem("connect4.v1", JSON.stringify({v: 1,
        settings: {red: "human", yellow: h}, moves: "44", tally: {[h]: [1, 0, 0]}}))""", HOSTILE)
    page.reload()
    wait_ready(page)
    assert "could not be read and was reset" in page.text_content("#message")
    assert page.locator("img, script:not([src]), iframe, object").count() == 0
    assert page.evaluate("window.__pwned === undefined")
    assert violations(page) == []


def test_embed_view_works_under_the_policy(csp_page):
    page = csp_page("?embed=1&red=human&yellow=human")
    for ch in "4453":
        column(page, int(ch)).click()
    assert position(page) == "4453"
    assert violations(page) == []
