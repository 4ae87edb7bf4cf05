"""Articles whose dash before the heading a scan lost: `Article 2 Definitions For the purpose ...` is `Article 2 –`.

Civil-law Acts in English, the Council of Europe's conventions and EU acts (EUR-Lex, the EU Monitor) print an Article
with its heading after a dash on its line (`Article 1 – Definitions`, `Article 3 - Management The Fund shall ...`,
markers.read_section reads them). A harsh scan loses the thin dash, and `Article 2 Definitions ...` reads as no
marker: every Article's text runs into the one before. Such an OCR'd line is the Article again only where a sentence
or a label ended on the line before (a wrapped citation, `... in accordance with` / `Article 5 Paragraph 2 ...`,
does not) and its number goes on the Articles' sequence beside it (the Article read before or after it is one or two
away). Read as `Article 2.` would be, its words as read, logged.
"""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.markers import Marker
from ingest.structure.spoiled_tops import ended_before
from schemas import Line

_LOST = re.compile(r"^(?P<kw>ARTICLE|Article)\s+(?P<num>\d{1,3})\s+(?P<rest>[A-Z][a-z]+\b.*)$")


def _article(mks: list[Marker]) -> int | None:
    """The number of a clean Article read as a section (`Article 4 – Advisory Committee`), else None."""
    mk = mks[0] if mks else None
    ok = mk is not None and mk.kind == "section" and mk.keyword in ("Article", "ARTICLE") and mk.value.isdigit()
    return int(mk.value) if ok else None


def repair(lines: list[Line], tokens: list) -> list[str]:
    """Read, in place, the Articles whose dash was lost (see the module); the reasons."""
    found: dict[int, re.Match[str]] = {}
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        m = _LOST.match(ln.text.strip()) if not mks else None
        if m and read_by_ocr(ln) and ended_before(lines, tokens, i):
            found[i] = m
    numbers = sorted((i, int(m.group("num"))) for i, m in found.items())
    numbers += [(i, n) for i, (mks, _) in enumerate(tokens) if (n := _article(mks)) is not None]
    numbers.sort()
    done = []
    for at, (i, value) in enumerate(numbers):
        if i not in found:
            continue
        before = numbers[at - 1][1] if at else None
        after = numbers[at + 1][1] if at + 1 < len(numbers) else None
        if before not in (value - 1, value - 2) and after not in (value + 1, value + 2):
            continue
        m = found[i]
        label = f"{m.group('kw')} {m.group('num')}"
        tokens[i] = ([Marker("section", label, m.group("num"), m.group("kw"), label, m.group("rest"),
                             extra={"dash_lost": True})], m.group("rest"))
        done.append(f"line {i + 1}: '{label} {m.group('rest')[:30]}' read as {label}: its dash before the heading "
                    f"lost, its number goes on the Articles beside it")
    return done
