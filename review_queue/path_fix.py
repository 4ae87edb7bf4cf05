"""A reviewer's correction of a chunk's structure path: the choices shown, and the path and header rebuilt.

A chunk whose text is right can still be filed under the wrong unit (`Section 4 > (a)` under `Section 3`); the
index would then serve it with the wrong context. The item page offers the document's neighbouring paths; the
chosen path becomes the chunk's `structure_path`, and the context header in front of its `text` is rebuilt from
the names (label and heading) the document's other chunks give those units.
"""

from __future__ import annotations

import re
from typing import Any

SEP = " > "
MAX_PARTS, MAX_PART = 16, 200
CHOICES_AROUND = 8  # chunks either side of this one whose paths are offered
_LABEL_NUMBER = re.compile(r"^(?:[A-Za-z.]+\s+)?(\d+[A-Z]?)$")  # a label's number: `Section 12A`, `3` (not `1.1`)


class PathError(ValueError):
    """A path the reviewer typed that cannot be a structure path (empty, an empty part, too long)."""


def parse(typed: str) -> list[str]:
    """`Section 4 > (a)` -> ["Section 4", "(a)"]; the separator is the one the page shows ("" -> [], the path of
    front matter; `refiled` refuses it for a chunk that has one)."""
    if not typed.strip():
        return []
    parts = [" ".join(p.split()) for p in typed.replace("›", ">").split(">")]
    if any(not p for p in parts):
        raise PathError(f"an empty part in the path {typed!r}")
    if len(parts) > MAX_PARTS or any(len(p) > MAX_PART for p in parts):
        raise PathError("the path is too long")
    return parts


def show(path: list[str]) -> str:
    return SEP.join(path)


def _aligned(header: str, path: list[str], title: str = "") -> list[tuple[str, int | None]]:
    """Each segment of a context header with the index of the path element it names (None: the title, or a
    unit without a label, which names no path element)."""
    out, j = [], 0
    for n, seg in enumerate(header.split(SEP) if header else []):
        if n == 0 and title and seg == title:  # a title that opens like a label (`Section 2 Act`) names no unit
            out.append((seg, None))
            continue
        k = next((i for i in range(j, len(path)) if seg == path[i] or seg.startswith(path[i] + " ")), None)
        out.append((seg, k))
        j = k + 1 if k is not None else j
    return out


def header_of(data: dict[str, Any]) -> str:
    """The context header in front of the body in `text` ("" when the text does not end with the body)."""
    body, text = data.get("body", ""), data.get("text", "")
    if body and text.endswith(body) and len(text) > len(body):
        return text[: len(text) - len(body)].rstrip("\n")
    return ""


def unit_names(chunks: list[dict[str, Any]]) -> dict[tuple[str, ...], str]:
    """Path prefix -> the name the document gives that unit in its chunks' headers (`Section 4 Offences`), or
    its label and heading from the unit's own chunk."""
    names: dict[tuple[str, ...], str] = {}
    for c in chunks:
        path = c.get("structure_path") or []
        for seg, k in _aligned(header_of(c), path, c.get("title", "")):
            if k is not None:
                names.setdefault(tuple(path[: k + 1]), seg)
    for c in chunks:
        path = c.get("structure_path") or []
        if path:
            names.setdefault(tuple(path), " ".join(x for x in (path[-1], c.get("heading", "")) if x))
    return names


def rebuild_header(header: str, old: list[str], new: list[str], names: dict[tuple[str, ...], str],
                   title: str = "") -> str:
    """`header` for the chunk filed under `new` instead of `old`: what precedes the first changed unit is kept
    (the title, unlabelled units above it), the changed units are named as the document names them. A header
    that names the chunk's own unit (a piece of a split unit) still does; one that stops at its parent still
    stops there."""
    segs = _aligned(header, old, title)
    common = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
    covered = max((k for _s, k in segs if k is not None), default=-1) + 1
    drop = len(old) - covered  # 1 for a whole unit (its label opens its body), 0 for a piece of a split one
    first_changed = next((i for i, (_s, k) in enumerate(segs) if k is not None and k >= common), len(segs))
    kept = [s for s, _k in segs[:first_changed]]
    named = [names.get(tuple(new[: i + 1]), new[i]) for i in range(common, max(common, len(new) - drop))]
    return SEP.join(kept + named)


def refiled(data: dict[str, Any], new: list[str], chunks: list[dict[str, Any]]) -> dict[str, Any]:
    """The fields that change when the chunk is filed under `new`: the path, the text's context header and the
    parent (the chunk of the nearest enclosing unit in the document, if any)."""
    old = data.get("structure_path") or []
    if old and not new:
        raise PathError("a structure path cannot be emptied")
    others = [c for c in chunks if c.get("id") != data.get("id")]
    header = rebuild_header(header_of(data), old, new, unit_names(others), data.get("title", ""))
    body, text = data.get("body", ""), data.get("text", "")
    by_path: dict[tuple[str, ...], str] = {}
    for c in others:  # a split unit's first piece is its chunk (ingest.chunking makes it the parent of the units below)
        if c.get("kind") != "table":
            by_path.setdefault(tuple(c.get("structure_path") or []), c["id"])
    parent = next((by_path[tuple(new[:k])] for k in range(len(new) - 1, 0, -1) if tuple(new[:k]) in by_path), None)
    out = {"structure_path": new, "parent_id": parent}
    if text.endswith(body):  # else the text is not header + body: left as it is rather than cut
        out["text"] = f"{header}\n\n{body}" if header else body
    return out


def followers(chunk_id: str, old: list[str], chunks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The chunks that move with a refiled one: the other pieces of its unit (the run of pieces next to it in
    reading order at the same path: a split unit, its tables) and the units below it (parent_id leads to one
    of those, and the path goes on from the old one). A chunk elsewhere at the same path (the unit it was
    mistaken for) stays."""
    at = _position(chunk_id, chunks)
    if at is None or not old:
        return []
    # pieces at the same path whose header names the unit as this chunk's does; a chunk that opens with the label
    # (or its printed number: `3.` for `Section 3`) starts a unit, so a unit beside it at the same path (the one it
    # was mistaken for, or a repeated label) is not taken along, split or not. A whole unit has no pieces: the
    # split unit after it at its path is another one; its own tables follow it below, by parent_id
    header = header_of(chunks[at])
    same = lambda c: (c.get("structure_path") or []) == old and _piece(c) and header_of(c) == header  # noqa: E731
    lo = hi = at
    if same(chunks[at]):
        while lo > 0 and same(chunks[lo - 1]) and not _opens(chunks[lo], old):
            lo -= 1
        while hi + 1 < len(chunks) and same(chunks[hi + 1]) and not _opens(chunks[hi + 1], old):
            hi += 1
    unit = {c["id"] for c in chunks[lo: hi + 1]}
    grew = True
    while grew:  # the units below, level by level
        below = {c["id"] for c in chunks if c.get("parent_id") in unit and c["id"] not in unit
                 and (c.get("structure_path") or [])[: len(old)] == old}
        grew = bool(below)
        unit |= below
    return [c for c in chunks if c["id"] in unit and c["id"] != chunk_id]


def _piece(c: dict[str, Any]) -> bool:
    """A piece of a split unit (or a table in it): its header names the unit itself, not only what holds it
    (ingest.chunking names the unit in a piece's header, since its label is not in every piece's body)."""
    path = c.get("structure_path") or []
    return max((k for _s, k in _aligned(header_of(c), path, c.get("title", "")) if k is not None), default=-1) \
        == len(path) - 1


def _opens(c: dict[str, Any], path: list[str]) -> bool:
    """The chunk opens a unit with the path's label (`(a) ...`) or the number it ends in, printed with a dot
    (`3. Penalties` for `Section 3`): the first piece of one, not a later piece.

    A trade-off, kept: a chunk names no parsed unit of its own (pieces of one unit share path, header and heading), so
    the printed number is the only sign of a second unit under one name. A later piece of `Section 3` that opens
    with an item of its own list numbered `3.` (not parsed as a unit) is therefore taken for another unit, and a
    refile stops there: the pieces after it keep the old path (a wrong path, no text lost); not stopping
    would move, with the refiled unit, a second unit under its name that the reviewer never saw."""
    if not path or c.get("kind") == "table":
        return False
    body = c.get("body", "").lstrip()
    number = _LABEL_NUMBER.match(path[-1])
    return body.startswith(path[-1] + " ") or bool(number and re.match(rf"{re.escape(number[1])}\.\s", body))


def moved_along(data: dict[str, Any], old: list[str], new: list[str],
                names: dict[tuple[str, ...], str]) -> dict[str, Any]:
    """A follower's new path (`new` in place of the `old` it starts with) and its header rebuilt."""
    path = data.get("structure_path") or []
    to = [*new, *path[len(old):]]
    body, text = data.get("body", ""), data.get("text", "")
    out: dict[str, Any] = {"structure_path": to}
    if text.endswith(body):
        header = rebuild_header(header_of(data), path, to, names, data.get("title", ""))
        out["text"] = f"{header}\n\n{body}" if header else body
    return out


def choices(data: dict[str, Any], chunks: list[dict[str, Any]]) -> list[str]:
    """Paths to offer for a chunk, in document order: the paths of the chunks around it, and this chunk's own
    unit filed under each of their units (`Section 4 > (a)` beside `Section 4 > (b)`)."""
    own = data.get("structure_path") or []
    at = _position(data.get("id"), chunks)
    if at is None:  # not among the document's chunks: nothing around it to offer
        return []
    near = chunks[max(0, at - CHOICES_AROUND): at + CHOICES_AROUND + 1]
    out: list[str] = []
    for c in near:
        path = c.get("structure_path") or []
        for cand in ([*path[:k], own[-1]] for k in range(1, len(path) + 1)) if own else ():
            out.append(show(cand))
        if path:
            out.append(show(path))
    current = show(own)
    return [p for p in dict.fromkeys(out) if p != current]


def around(data: dict[str, Any], chunks: list[dict[str, Any]], n: int = 2) -> list[dict[str, Any]]:
    """The `n` chunks before and after this one in the document: path, first words, and which side."""
    at = _position(data.get("id"), chunks)
    if at is None:
        return []
    near = [(k, c) for k, c in enumerate(chunks[max(0, at - n): at + n + 1], start=max(0, at - n)) if k != at]
    return [{"path": show(c.get("structure_path") or []) or c.get("heading", ""), "before": k < at,
             "words": " ".join(c.get("body", "").split())[:80]} for k, c in near]


def _position(chunk_id: str | None, chunks: list[dict[str, Any]]) -> int | None:
    """Where the chunk stands in the document's chunks (None: not among them)."""
    return next((i for i, c in enumerate(chunks) if c.get("id") == chunk_id), None)
