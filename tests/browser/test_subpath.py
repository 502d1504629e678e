"""The site under a sub-path (as on GitHub Pages: https://user.github.io/connect4/).

The built site is linked as /connect4/ under a folder whose root belongs to
someone else: nothing may be fetched outside /connect4/, the service
worker's scope is /connect4/, and the web app manifest's URLs resolve there.
"""

from urllib.parse import urlsplit

from site_helpers import OFFLINE_TIMEOUT_MS, column, wait_ai, wait_position, wait_ready


def test_the_site_works_under_a_sub_path(browser, site_dir, tmp_path, guard):
    from harness import Server, new_context

    www = tmp_path / "www"
    www.mkdir()
    (www / "connect4").symlink_to(site_dir, target_is_directory=True)
    (www / "index.html").write_text("<!doctype html><title>Someone else's site</title>")
    srv = Server(www)
    ctx = new_context(browser, guard)
    paths = []
    ctx.on("request", lambda r: paths.append(urlsplit(r.url).path))
    try:
        base = srv.url + "connect4/"
        page = ctx.new_page()
        page.goto(base + "?red=human&yellow=level1")
        wait_ready(page)
        wait_ai(page)
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        page.wait_for_selector("html[data-offline=ready]", state="attached",
                               timeout=OFFLINE_TIMEOUT_MS)
        assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == base
        manifest = page.evaluate("""async () => {
            const url = new URL(document.querySelector('link[rel=manifest]').href);
            const m = await (await fetch(url)).json();
            const icons = [];
            for (const i of m.icons) {
                const src = new URL(i.src, url).href;
                icons.push([src, (await fetch(src)).status]);
            }
            return {start: new URL(m.start_url, url).href, scope: new URL(m.scope, url).href, icons};
        }""")
        assert manifest["start"] == base and manifest["scope"] == base
        assert manifest["icons"] and all(src.startswith(base) and status == 200
                                          for src, status in manifest["icons"])
        # Installable: Chromium finds no problem but the test's own incognito
        # profile (Playwright's contexts are incognito; a real profile is not).
        cdp = ctx.new_cdp_session(page)
        problems = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert {p["errorId"] for p in problems} <= {"in-incognito"}, problems
        assert cdp.send("Page.getAppManifest")["errors"] == []
        # A reload is served by the service worker of /connect4/ and works.
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
    finally:
        ctx.close()
        srv.stop()
    outside = sorted({p for p in paths if not p.startswith("/connect4/")})
    assert not outside, "fetched outside the sub-path: %r" % outside
