"""A section whose number a harsh scan spoiled before its colon: `SECTION [: Owners Easements ...` is `SECTION 1:`.

US declarations of covenants, bylaws and certificates of incorporation print the number with a colon (`SECTION 2:
Owner shall mean ...`, `ARTICLE III: DECISION-MAKING`, `ARTICLE V: AUTHORIZED SHARES.`). markers.read_section takes a
garbled number before a dot or comma (`SECTION FL. Short Title.`) for the sequence to supply; before a colon it read
no marker, and the thin `1` (read `[`, `bE`, `+`, `S`) lost its section to the one before. An OCR'd line so read,
its text opening in a capital (a history note `Section 4: replaced, on ...` runs on in lower case), becomes the same
garbled marker: the builder numbers it from the sequence where it fits (`_top_ok`), its words as read.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker
from schemas import Line

_SPOILED = re.compile(r"^(?P<kw>SECTION|Section)\s+(?P<num>[^\s\d:]{1,2})\s?:\s+(?P<rest>[A-Z].*)$")


def repair(lines: list[Line], tokens: list) -> None:
    """Give, in place, each such line (see the module) its garbled section marker."""
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        m = _SPOILED.match(ln.text.strip()) if not mks else None
        if m and read_by_ocr(ln):
            raw = ln.text.strip()[: m.start("rest")].strip()
            tokens[i] = ([Marker("section", raw, "", m.group("kw"), m.group("kw"), m.group("rest"), True,
                                 {"garbled": m.group("num")})], m.group("rest"))

