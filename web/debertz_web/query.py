"""A link's query, read and written without ``urllib.parse``: importing it costs about 50 ms at start in
Pyodide, and the page needs only these few operations (its parameters are short ASCII names and UTF-8 values).
Pure Python; ``tests/ui/test_link_parser.py`` compares them with the standard library's."""
from __future__ import annotations

_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~,:")


_HEX = frozenset("0123456789abcdefABCDEF")


def _unescape(text: str) -> tuple[bytes, bool]:
    """The bytes ``text``'s %-escapes spell (a broken escape kept as it is), and whether every escape was whole."""
    parts = text.split("%")
    out = bytearray(parts[0].encode())
    whole = True
    for part in parts[1:]:
        if len(part) >= 2 and part[0] in _HEX and part[1] in _HEX:
            out += bytes.fromhex(part[:2]) + part[2:].encode()
        else:
            out += b"%" + part.encode()
            whole = False
    return bytes(out), whole


def unquote(text: str) -> str:
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    return _unescape(text)[0].decode("utf-8", "replace")


def decodes(text: str) -> bool:
    """Whether every %-escape of a link's part is whole and spells UTF-8 (a cut or hand-edited link
    may hold ``%E0%A4`` or ``%ZZ``)."""
    if "%" not in text:
        return True
    raw, whole = _unescape(text)
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return whole


def link_pairs(query: str) -> list[tuple[str, str, bool]]:
    """A link's parameters in order: name, value, and whether the value is whole (:func:`decodes`)."""
    parts = [p.partition("=") for p in query.lstrip("?").split("&") if p]
    return [(unquote(k), unquote(v), decodes(v)) for k, _, v in parts]


def whole_pairs(query: str) -> list[tuple[str, str]]:
    """A link's parameters whose values are whole: what :func:`parse_query` names as garbled is no value
    anywhere else either."""
    return [(k, v) for k, v, whole in link_pairs(query) if whole]


def quote(text: str) -> str:
    return "".join(ch if ch in _SAFE else "".join(f"%{b:02X}" for b in ch.encode()) for ch in text)


def parse_qsl(query: str, keep_blank_values: bool = True) -> list[tuple[str, str]]:
    out = []
    for part in query.split("&"):
        if not part:
            continue
        k, _, v = part.partition("=")
        if v or keep_blank_values:
            out.append((unquote(k), unquote(v)))
    return out


def urlencode(pairs: list[tuple[str, str]]) -> str:
    return "&".join(f"{quote(k)}={quote(v)}" for k, v in pairs)
