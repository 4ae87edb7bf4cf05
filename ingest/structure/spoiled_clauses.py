"""Clause-numbered articles a harsh scan spoiled (`Article S: designated paid holidays`, `LOL The purpose ...`).

Collective agreements number their Articles in figures over clauses `N.01`, `N.02` whose text runs in on the
number's line (`Article 2: interpretation and definitions` / `2.01 For the purpose of this agreement,`). A harsh
scan reads the Article's figure as a look-alike (`Article I:` for 1, `Article S:` for 8) and a clause number as a
short token (`LOL` for 1.01, `VOL` for 3.01, `7.` for 7.01 with its decimals faded, `7.038` for 7.03). The
sequence says what each is:
- an unread `Article X: title` (the lower-case title after a colon, `markers.lower_title`) whose X is one to three
  signs that look like figures is the Article after the last one read (or the one before the next), when that
  number is what X could be (`S` an 8, `I`/`l`/`|` a 1: `_LOOKS_LIKE`);
- between an Article's line (or a clean clause N.a) and a clean clause N.b of the same Article, the OCR'd lines at
  the clauses' indent that open after a sentence's end with a short token and a capital are the clauses between
  when exactly as many (numbered as N.b is printed, `.01`).
OCR'd lines only; each label logged (`repaired`, review), the words as read (the token dropped)."""

from __future__ import annotations

import re

from ingest.scanned import read_by_ocr
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker, lower_title
from ingest.structure.spoiled_tops import ended_before
from schemas import Line

_ARTICLE = re.compile(r"^(?P<kw>Article|ARTICLE)\s+(?P<num>\S{1,3}):\s+(?P<head>\S.*)$")
# what a figure is read as on a harsh scan
_LOOKS_LIKE = {"0": "0OoD", "1": "1Il|!iLT", "2": "2Z", "3": "3", "4": "4A", "5": "5S$", "6": "6bG", "7": "7T",
               "8": "8SB$&", "9": "9g"}
_CLAUSE = re.compile(r"^(?P<n>\d{1,2})\.(?P<k>\d{2})$")
_OPENING = re.compile(r"^(?P<tok>\S{1,5})\s+(?P<rest>[A-Z“\"].*)$")
RUN_MAX = 6


def _could_be(read: str, number: int) -> bool:
    """`S` could be 8, `I` 1, `1S` 15: each sign read is the figure's own or one of its look-alikes."""
    want = str(number)
    return len(read) == len(want) and all(r in _LOOKS_LIKE[w] for r, w in zip(read, want, strict=True))


def _article(mks: list[Marker]) -> int | None:
    if len(mks) == 1 and mks[0].kind == "section" and mks[0].keyword in ("Article", "ARTICLE") \
            and mks[0].extra.get("alone") and mks[0].value.isdigit():
        return int(mks[0].value)
    return None


def repair_articles(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, an unread `Article S: designated paid holidays` between Articles read in figures."""
    done: list[str] = []
    numbers = [(i, n) for i, (mks, _) in enumerate(tokens) if (n := _article(mks)) is not None]
    if len(numbers) < 2:
        return done
    for i, ln in enumerate(lines):
        m = _ARTICLE.match(ln.text.strip())
        if tokens[i][0] or not m or not read_by_ocr(ln) or not lower_title(m.group("head")):
            continue
        before = [n for j, n in numbers if j < i]
        after = [n for j, n in numbers if j > i]
        want = before[-1] + 1 if before else after[0] - 1 if after else None
        if want is None or want < 1 or after and after[0] <= want or not _could_be(m.group("num"), want):
            continue
        why = f"'{m.group('kw')} {m.group('num')}:' read as {m.group('kw')} {want}: the Article between " \
              f"{before[-1] if before else 'the start'} and {after[0] if after else 'the end'}, its figure read " \
              "as a look-alike"
        tokens[i] = ([Marker("section", m.group(0), str(want), m.group("kw"), f"{m.group('kw')} {want}", "",
                             ocr_fixed=True, extra={"alone": True, "heading": m.group("head"), "repaired": why,
                                                    "review": True})], "")
        numbers = sorted(numbers + [(i, want)])
        done.append(f"line {i + 1}: {why}")
    return done


def _clause(mks: list[Marker]) -> tuple[int, int, int] | None:
    """(article, clause, digits) of a clean clause number `2.01`, else None."""
    if len(mks) != 1 or mks[0].kind != "decimal" or mks[0].ocr_fixed:
        return None
    m = _CLAUSE.match(mks[0].value)
    return (int(m.group("n")), int(m.group("k")), len(m.group("k"))) if m else None


def repair_clauses(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the clause numbers a harsh scan spoiled between an Article's line (or a clean clause) and
    the next clean clause of the same Article."""
    done: list[str] = []
    article, anchor = None, None  # the open Article's number; (line, clause number) of the last clean anchor
    xs = [lines[i].bbox[0] for i, (mks, _) in enumerate(tokens) if _clause(mks)]
    x_clauses = sorted(xs)[len(xs) // 2] if len(xs) >= 3 else None
    for i, (mks, _) in enumerate(tokens):
        if (n := _article(mks)) is not None:
            if article is not None and anchor is not None and x_clauses is not None:
                done += _last_clauses(lines, tokens, article, anchor, i, x_clauses)
            article, anchor = n, (i, 0)
            continue
        c = _clause(mks)
        if c is None or article is None or c[0] != article or anchor is None:
            continue
        a, ka = anchor
        anchor = (i, c[1])
        want = c[1] - ka - 1
        if not 1 <= want <= RUN_MAX:
            continue
        x = lines[i].bbox[0]
        opens = []
        for j in range(a + 1, i):
            if abs(lines[j].bbox[0] - x) > INDENT_TOLERANCE or not read_by_ocr(lines[j]):
                continue
            got = _OPENING.match(lines[j].text.strip())
            own = bool(tokens[j][0]) and tokens[j][0][0].kind == "decimal" \
                and tokens[j][0][0].value.startswith(f"{article}.")  # `7.038` for 7.03: its own Article's figure
            if got and (own or ended_before(lines, tokens, j)) \
                    and (not tokens[j][0] or tokens[j][0][0].kind in ("number", "decimal")):
                opens.append((j, got.group("tok"), got.group("rest")))
        if len(opens) != want:
            continue
        for step, (j, tok, rest) in enumerate(opens, start=1):
            value = f"{article}.{ka + step:0{c[2]}d}"
            after = f"Article {article}" if not ka else f"{article}.{ka:0{c[2]}d}"
            why = f"'{tok}' read as {value}: between {after} and {article}.{c[1]:0{c[2]}d} at the clauses' " \
                  f"indent, the lines opening there as many as the clauses between ({want})"
            tokens[j] = ([Marker("decimal", tok, value, label=value, rest=rest, ocr_fixed=True,
                                 extra={"repaired": why, "review": True})], rest)
            done.append(f"line {j + 1}: {why}")
    if article is not None and anchor is not None and x_clauses is not None:
        done += _last_clauses(lines, tokens, article, anchor, len(tokens), x_clauses)
    return done


# the shape of a clause number read with its dot lost or spoiled: `LOL`, `VOL` (N.01: the zero read O between two
# signs), `S06`, `1.02` (a figure in it)
_CLAUSE_SHAPE = re.compile(r"^(?:\S[O0]\S|\S{0,2}\d\S{0,3})$")


def _last_clauses(lines: list[Line], tokens: list, article: int, anchor: tuple[int, int], end: int,
                  x: float) -> list[str]:
    """The clauses after an Article's last clean anchor, up to the next Article: OCR'd lines at the clauses' indent
    after a sentence's end that open with a token shaped like a clause number (`LOL`, `1.02`, `S06`) are the next
    clauses in turn (no clean clause after them to count against: the token's shape vouches)."""
    done: list[str] = []
    a, k = anchor
    digits = 2
    for j in range(a + 1, end):
        if abs(lines[j].bbox[0] - x) > INDENT_TOLERANCE or not read_by_ocr(lines[j]) \
                or not ended_before(lines, tokens, j) \
                or tokens[j][0] and (tokens[j][0][0].kind != "decimal" or tokens[j][0][0].ocr_fixed):
            continue
        got = _OPENING.match(lines[j].text.strip())
        if not got or not _CLAUSE_SHAPE.match(got.group("tok")) or got.group("tok").isalpha() \
                and not re.fullmatch(r"[A-Z][O0][A-Z]", got.group("tok")):
            continue
        if tokens[j][0] and tokens[j][0][0].value.split(".")[0] == str(article):
            continue  # a clean clause of its own Article, whatever its digits (`1.1` under Article 1: printed so)
        k += 1
        value = f"{article}.{k:0{digits}d}"
        why = f"'{got.group('tok')}' read as {value}: the next clause of Article {article} at the clauses' indent, " \
              "its token shaped like a clause number"
        tokens[j] = ([Marker("decimal", got.group("tok"), value, label=value, rest=got.group("rest"), ocr_fixed=True,
                             extra={"repaired": why, "review": True})], got.group("rest"))
        done.append(f"line {j + 1}: {why}")
    return done


_DECIMAL = re.compile(r"^(?P<n>\d{1,2})\.(?P<k>\d{1,2})$")
# what is left of a decimal number `5.12.` on a harsh scan: signs that read as figures around a dot or comma read
# for the point (`5.7,`, `6.i1.`, `!.|.`), or the point lost (`S12.`)
_DEC_OPENING = re.compile(r"^(?P<tok>\S{1,7})\s+(?P<rest>[A-Z“\"].*)$")
_DECIMAL_LIKE = re.compile(r"^(?:[\dSIl|!i$]{1,2}[.,][\dSIl|!i$]{1,3}[.,]?|[S$\d]\d{1,2}\.)$")


def _top_or_decimal(mks: list[Marker]) -> tuple[int, int] | None:
    """(major, minor) of a clean decimal `5.6` (minor 0 for a clean top number `5.`), else None."""
    if len(mks) != 1 or mks[0].ocr_fixed:
        return None
    if mks[0].kind == "number" and mks[0].value.isdigit():
        return int(mks[0].value), 0
    m = _DECIMAL.match(mks[0].value) if mks[0].kind == "decimal" else None
    return (int(m.group("n")), int(m.group("k"))) if m else None


def repair_decimals(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, decimal numbers a harsh scan spoiled (`5.7,`, `S12.`, `6.i1.`, `!.|.`) between two clean
    anchors of one major number (the top number `4.` or a clean decimal `5.11`, and the next clean decimal `5.13`):
    the OCR'd lines at the decimals' indent that open after a sentence's end with a token shaped like a decimal
    number are the decimals between when exactly as many (university regulations printing `5.12. No unauthorised
    items ...`). Logged (`repaired`, review), the words as read."""
    done: list[str] = []
    anchors = [(i, c) for i, (mks, _) in enumerate(tokens) if (c := _top_or_decimal(mks))]
    for (a, (na, ka)), (b, (nb, kb)) in zip(anchors, anchors[1:], strict=False):
        want = kb - ka - 1
        if na != nb or not kb or not 1 <= want <= RUN_MAX:
            continue
        x = lines[b].bbox[0]
        opens = []
        for j in range(a + 1, b):
            got = _DEC_OPENING.match(lines[j].text.strip())
            if got and not tokens[j][0] and abs(lines[j].bbox[0] - x) <= INDENT_TOLERANCE and read_by_ocr(lines[j]) \
                    and ended_before(lines, tokens, j) and _DECIMAL_LIKE.match(got.group("tok")):
                opens.append((j, got.group("tok"), got.group("rest")))
        if len(opens) != want:
            continue
        for step, (j, tok, rest) in enumerate(opens, start=1):
            value = f"{na}.{ka + step}"
            why = f"'{tok}' read as {value}: between {na}.{ka} and {nb}.{kb} at the decimals' indent, the lines " \
                  f"opening there with a decimal's shape as many as the numbers between ({want})"
            if not ka:
                why = why.replace(f"between {na}.0 and", f"between {na}. and")
            tokens[j] = ([Marker("decimal", tok, value, label=value, rest=rest, ocr_fixed=True,
                                 extra={"repaired": why, "review": True})], rest)
            done.append(f"line {j + 1}: {why}")
    return done
