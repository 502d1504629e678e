"""The local static server: ``build.py serve`` and the browser tests' loopback server."""

import errno
import http.server
import sys

#: Content types set explicitly: module scripts and wasm streaming need the
#: right ones, and a fresh machine's mimetypes database may lack .mjs.
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
    ".bin": "application/octet-stream",
    "": "application/octet-stream",
}


def make_handler(directory, quiet: bool = False, headers: dict | None = None) -> type:
    """A ``SimpleHTTPRequestHandler`` class serving ``directory``.

    ``headers`` (name -> value) are added to every response, e.g. a
    Content-Security-Policy in a test.  Responses say ``no-cache`` so a
    rebuilt site is seen at once (the browser still revalidates with ETags
    it does not get here; that is fine for a local server).
    """
    extra = dict(headers or {})

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                              **CONTENT_TYPES)

        def __init__(self, *args, **kw):
            super().__init__(*args, directory=str(directory), **kw)

        def end_headers(self):
            self.send_header("Cache-Control", "no-cache")
            for k, v in extra.items():
                self.send_header(k, v)
            super().end_headers()

        def log_message(self, fmt, *args):
            if not quiet:
                super().log_message(fmt, *args)

    return Handler


class StaticServer(http.server.ThreadingHTTPServer):
    """A threaded server that lets a client leave mid-reply quietly: a page closed or a fetch
    cancelled while a file is sent (the 21 MB hint data) is no error of the server's, and
    its traceback buried the real ones (0 to 3 a test run); any other error is printed."""

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):  # broken pipe, reset, aborted
            return
        super().handle_error(request, client_address)


class PortError(Exception):
    """The server cannot listen where asked; the message names the port and the flag to change it."""


def open_server(directory, host: str, port: int) -> StaticServer:
    """A threaded server for ``directory`` bound to ``host:port`` (0: any free port), not yet serving."""
    try:
        return StaticServer((host, port), make_handler(directory))
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            raise PortError("build.py serve: port %d on %s is already in use; choose another "
                            "with --port N (--port 0 picks a free one)" % (port, host)) from e
        raise PortError("build.py serve: cannot listen on %s port %d (%s); choose another "
                        "--host or --port" % (host, port, e.strerror or e)) from e


def serve_forever(httpd: StaticServer) -> int:
    """Serve until Ctrl-C, saying where; return the exit status."""
    host, port = httpd.server_address[:2]
    with httpd:
        print("serving http://%s:%d/ (Ctrl-C to stop; embed view: ?embed=1)" % (host, port),
              flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0
