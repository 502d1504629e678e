"""The site's copy of a teaching page: docs/rules.md as HTML, for the "Why?" panel's link.

Only the Markdown docs/rules.md uses: headings, paragraphs, lists, images,
links, bold, italics and code.  The page and its pictures go to
``dist/docs/`` and are fetched when the reader opens them (the service
worker caches them then: connect4.site.offline.ON_DEMAND), never on a first visit.

>>> inline("**a** *b* `c` [d](e.md)")
'<strong>a</strong> <em>b</em> <code>c</code> <a href="e.md">d</a>'
"""

import html
import re
import shutil
from pathlib import Path

#: The teaching pages the site carries, as (docs/ source, dist/ page).
PAGES = (("rules.md", "docs/rules.html"),)

_STYLE = ("body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;"
          "background:#0f1a2e;color:#eef2fb}a{color:#8fc7ff}img{max-width:100%;height:auto;"
          "background:#fff;border-radius:.4rem}code{font-size:.92em}")


def inline(text: str) -> str:
    """One line's inline Markdown as HTML (escaped first)."""
    t = html.escape(text, quote=False)
    t = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", r'<img src="\2" alt="\1">', t)
    t = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', t)
    t = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", t)
    t = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<em>\1</em>", t)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", t)


def to_html(markdown: str) -> str:
    """The whole page: blocks are separated by blank lines; ``#`` headings, ``-`` lists."""
    out, title = [], "Connect 4"
    for block in re.split(r"\n\s*\n", markdown.strip()):
        lines = block.splitlines()
        head = re.match(r"(#{1,6}) (.*)", lines[0])
        if head and len(lines) == 1:
            level = len(head.group(1))
            title = head.group(2) if level == 1 and title == "Connect 4" else title
            out.append("<h%d>%s</h%d>" % (level, inline(head.group(2)), level))
        elif re.match(r"\s*([-*]|\d+\.) ", lines[0]) and all(
                re.match(r"\s*([-*]|\d+\.) ", ln) or ln.startswith("  ") for ln in lines):
            items, tag = [], "ol" if re.match(r"\s*\d+\.", lines[0]) else "ul"
            for ln in lines:
                if re.match(r"\s*([-*]|\d+\.) ", ln):
                    items.append(re.sub(r"^\s*([-*]|\d+\.) ", "", ln))
                else:
                    items[-1] += " " + ln.strip()
            out.append("<%s>%s</%s>" % (tag, "".join("<li>%s</li>" % inline(i) for i in items), tag))
        else:
            out.append("<p>%s</p>" % inline(" ".join(ln.strip() for ln in lines)))
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
            "content=\"width=device-width, initial-scale=1\"><title>%s</title><style>%s</style>"
            "</head><body><main>%s</main></body></html>\n" % (html.escape(title), _STYLE, "\n".join(out)))


def install(docs: Path, dist: Path) -> list:
    """Write each teaching page of :data:`PAGES` and the pictures it shows into ``dist``; the
    pages written (none while docs/ has no such page)."""
    written = []
    for source, target in PAGES:
        md = docs / source
        if not md.exists():
            continue
        text = md.read_text()
        page = dist / target
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(to_html(text))
        for src in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
            if "://" not in src:
                (page.parent / src).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(docs / src, page.parent / src)
        written.append(page)
    return written
