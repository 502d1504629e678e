"""JSON read as the format defines it (RFC 8259), whichever Python runs.

The page's MicroPython reads some text that no JSON parser accepts: a stray
colon between two members (``{"a": "1",:"b": 2}``) came back as ``{"a": "1",
"b": 2}``, so a damaged progress file was imported (issue 54).  CPython's
reader takes ``NaN`` and ``Infinity``, and both give up on deep nesting with a
``RecursionError``.  :func:`check` walks the text once with the format's
grammar (no recursion: a stack of the open arrays and objects), and
:func:`loads` parses only what it let through, so the same text is accepted or
refused with the same reason in CPython and on the page.  Importable by
MicroPython (no ``re``): strings are skipped with ``str.find``, the only long
parts of a file.

>>> loads('{"a": [1, -2.5e3, true, null, "x"]}')
{'a': [1, -2500.0, True, None, 'x']}
>>> check('{"a": "1",:"b": 2}')
Traceback (most recent call last):
    ...
ValueError: ':' at character 11 where a member's name should be
"""

import json

#: Arrays and objects open at once, at most (a progress file nests six deep).
MAX_DEPTH = 32

_SPACE = " \t\n\r"
_DIGITS = "0123456789"
_ESCAPES = '"\\/bfnrt'
_HEX = "0123456789abcdefABCDEF"
_LITERALS = ("true", "false", "null")

# what the reader expects next
_VALUE, _FIRST_VALUE, _FIRST_KEY, _KEY, _COLON, _AFTER = range(6)
_WANTED = {_VALUE: "a value", _FIRST_VALUE: "a value or ']'", _FIRST_KEY: "a member's name or '}'",
           _KEY: "a member's name", _COLON: "':'", _AFTER: "the end"}


def _fail(text, i, want):
    found = repr(text[i]) if i < len(text) else "the end of the text"
    raise ValueError("%s at character %d where %s should be" % (found, i + 1, _WANTED[want]))


def _string(text, i):
    """The index after the string that opens at ``i`` (its quote)."""
    j = i + 1
    while True:
        end = text.find('"', j)
        if end < 0:
            raise ValueError("a string at character %d is not closed" % (i + 1))
        slash = text.find("\\", j, end)
        stop = end if slash < 0 else slash
        if stop > j and min(text[j:stop]) < " ":
            raise ValueError("a control character in the string at character %d" % (i + 1))
        if slash < 0:
            return end + 1
        kind = text[slash + 1:slash + 2]
        if kind == "u":
            code = text[slash + 2:slash + 6]
            if len(code) != 4 or any(c not in _HEX for c in code):
                raise ValueError("a bad \\u escape at character %d" % (slash + 1))
            j = slash + 6
        elif kind and kind in _ESCAPES:
            j = slash + 2
        else:
            raise ValueError("a bad escape at character %d" % (slash + 1))


def _digits(text, i):
    n = len(text)
    while i < n and text[i] in _DIGITS:
        i += 1
    return i


def _number(text, i):
    """The index after the number that starts at ``i`` (``-`` or a digit)."""
    start = i
    if text[i] == "-":
        i += 1
    if text[i:i + 1] == "0":
        i += 1
    elif text[i:i + 1] and text[i] in _DIGITS:
        i = _digits(text, i)
    else:
        raise ValueError("a bad number at character %d" % (start + 1))
    if text[i:i + 1] == ".":
        j = _digits(text, i + 1)
        if j == i + 1:
            raise ValueError("a bad number at character %d" % (start + 1))
        i = j
    if text[i:i + 1] in ("e", "E"):
        i += 1
        if text[i:i + 1] in ("+", "-"):
            i += 1
        j = _digits(text, i)
        if j == i:
            raise ValueError("a bad number at character %d" % (start + 1))
        i = j
    return i


def check(text: str) -> None:
    """Nothing if ``text`` is one JSON value (RFC 8259's grammar, at most
    :data:`MAX_DEPTH` deep); else ``ValueError`` saying what is where."""
    if not isinstance(text, str):
        raise ValueError("not text")
    n = len(text)
    stack = []  # "]" or "}" for each array or object open
    want = _VALUE
    i = 0
    while True:
        while i < n and text[i] in _SPACE:
            i += 1
        if i >= n:
            if want == _AFTER and not stack:
                return
            if want == _AFTER:
                raise ValueError("the text ends at character %d inside an unclosed %s"
                                 % (i + 1, "array" if stack[-1] == "]" else "object"))
            _fail(text, i, want)
        c = text[i]
        if want in (_VALUE, _FIRST_VALUE):
            if c == "]" and want == _FIRST_VALUE:
                stack.pop()
                want, i = _AFTER, i + 1
            elif c in "[{":
                if len(stack) >= MAX_DEPTH:
                    raise ValueError("it nests more than %d deep at character %d"
                                     % (MAX_DEPTH, i + 1))
                stack.append("]" if c == "[" else "}")
                want, i = (_FIRST_VALUE if c == "[" else _FIRST_KEY), i + 1
            elif c == '"':
                want, i = _AFTER, _string(text, i)
            elif c == "-" or c in _DIGITS:
                want, i = _AFTER, _number(text, i)
            else:
                for word in _LITERALS:
                    if text[i:i + len(word)] == word:
                        want, i = _AFTER, i + len(word)
                        break
                else:
                    _fail(text, i, want)
        elif want in (_FIRST_KEY, _KEY):
            if c == '"':
                want, i = _COLON, _string(text, i)
            elif c == "}" and want == _FIRST_KEY:
                stack.pop()
                want, i = _AFTER, i + 1
            else:
                _fail(text, i, want)
        elif want == _COLON:
            if c != ":":
                _fail(text, i, want)
            want, i = _VALUE, i + 1
        else:  # _AFTER a value
            if not stack:
                _fail(text, i, want)
            if c == ",":
                want, i = (_VALUE if stack[-1] == "]" else _KEY), i + 1
            elif c == stack[-1]:
                stack.pop()
                i += 1
            else:
                raise ValueError("%r at character %d where ',' or %r should be"
                                 % (c, i + 1, stack[-1]))


def _finite(value) -> bool:
    if isinstance(value, float):
        return value - value == 0  # False for inf and nan (1e999 reads as inf)
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    return True


def loads(text: str):
    """``json.loads(text)`` once :func:`check` let it through, every number finite
    (``ValueError`` otherwise: ``1e999`` is JSON, but no record holds infinity)."""
    check(text)
    value = json.loads(text)
    if not _finite(value):
        raise ValueError("a number in it is too large")
    return value
