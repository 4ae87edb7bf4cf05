"""Capital lettered items a harsh scan spoiled: definitions (`Bo "Dwelling Unit" means`), a dot read `_` (`C_ The`).

US agreements and ordinances letter their definitions flush, `A. "Council" means ...` to `N. "System Development
Charge" means ...`. A harsh scan reads the thin capitals as `Bo`, `Co"`, `DP.`, `HL.`, `kK.`, as a clean other
marker (`b.` for E, `1.` for L) or loses one with the term's first word (`Order" means` for `F. "Pretreatment
Order" means`); the clean letters left (A, G, I, J, M, N) then take the others' text, or a `b.` opens a list of its
own. Between two clean letters of such a list, the lines at its indent that open a definition (a short token or
none, then a quoted term and `means`/`includes`) are the letters between when they are exactly as many. OCR'd lines
only; each label is logged (`repaired`; it differs from the print, so routing reviews its chunk), the words as read.
The same lists' parts (`A. Rivergrove agrees to:` / `B. Lake Oswego agrees to:` / `C_ The parties agree:`) lose a
dot to `_` or `,`: right after its list's letter before, at its indent, after a sentence's end, it is the next letter.
A numbered list's `1.` is one stroke, read as a letter (`i.`, `l.`, `I.`) that opens a list of its own: read doubted
right under an introduction, with a clean `2.` next at its indent, it is 1 (a roman list goes on `ii.`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ingest.scanned import read_by_ocr
from ingest.structure.jumps import INDENT_TOLERANCE
from ingest.structure.markers import Marker
from ingest.structure.spoiled_tops import ended_before
from schemas import Line

# a definition's opening: an optional short token (the spoiled letter), a quoted term, `means`/`includes`
_OPENS = re.compile(r"^(?:(?P<tok>\S{1,3})\s+)?[\"“”‘']?(?P<term>[^\s\"“”][^\"“”.;:]{0,60}?)[\"“”’']\s*"
                    r"(?:\([A-Z]{2,6}\)\s*)?(?:means|includes)\b")
MIN_CLEAN = 3  # clean lettered definitions that make the list


def _opening(text: str) -> re.Match[str] | None:
    """A definition's opening (`_OPENS`), unless its short token is a lowercase word: `the "Board" includes ...`
    goes on the definition above (a wrapped sentence), where a spoiled capital letter reads `Bo`, `DP.`, `kK.`."""
    m = _OPENS.match(text)
    tok = (m.group("tok") or "") if m else ""
    return None if len(tok) > 1 and tok.isalpha() and tok.islower() else m


def _clean_letter(mks: list[Marker], rest: str) -> str | None:
    """The letter of a clean lettered definition (`G. "Permit Application Fee" means ...`), else None."""
    if len(mks) != 1 or mks[0].kind != "paren" or not mks[0].extra.get("dotted") or mks[0].ocr_fixed:
        return None
    v = mks[0].value
    return v if re.fullmatch(r"[A-Z]", v) and _OPENS.match(rest) and not _OPENS.match(rest).group("tok") else None


def _letter(mks: list[Marker]) -> str | None:
    """The letter of a clean dotted capital (`B. Lake Oswego agrees to:`), else None."""
    ok = len(mks) >= 1 and mks[0].kind == "paren" and mks[0].extra.get("dotted") and not mks[0].ocr_fixed
    return mks[0].value if ok and re.fullmatch(r"[A-Z]", mks[0].value) else None


def _set_letter(last: list[tuple[float, str]], x0: float, letter: str) -> list[tuple[float, str]]:
    """The (x, letter) of the lists so far, the one at x0's indent now at `letter`."""
    return [(x, w) for x, w in last if abs(x - x0) > INDENT_TOLERANCE] + [(x0, letter)]


_DOT_MISREAD = re.compile(r"^(?P<v>[A-Z])[_,]\s+(?P<rest>[A-Z][a-z]+\b.*)$")


def _repair_next_letters(lines: list[Line], tokens: list, letter_of: Callable[[list[Marker]], str | None],
                         misread: Callable[[str], tuple[str, str, str] | None], say: Callable[[str, str, str], str],
                         extra: dict[str, object]) -> list[str]:
    """Rewrite, in place, each marker-less OCR'd line after a sentence's end that `misread` reads as (letter, token,
    rest) when its letter is the next after its list's letter before at its indent (`letter_of` the markers of the
    lists' lines); `say(token, letter, letter before)` the reason logged. The reasons."""
    done: list[str] = []
    last: list[tuple[float, str]] = []  # (x, letter) of the dotted letters so far, one per indent
    for i, (ln, (mks, _)) in enumerate(zip(lines, tokens, strict=True)):
        if (v := letter_of(mks)) is not None:
            last = _set_letter(last, ln.bbox[0], v)
            continue
        got = None if mks else misread(ln.text.strip())
        if got is None or not read_by_ocr(ln) or not ended_before(lines, tokens, i):
            continue
        value, tok, rest = got
        before = [w for x, w in last if abs(x - ln.bbox[0]) <= INDENT_TOLERANCE]
        if not before or ord(value) != ord(before[-1]) + 1:
            continue
        why = say(tok, value, before[-1])
        tokens[i] = ([Marker("paren", tok, value, label=value, rest=rest, ocr_fixed=True,
                             extra={"half": True, "dotted": True, "repaired": why} | extra)], rest)
        last = _set_letter(last, ln.bbox[0], value)
        done.append(f"line {i + 1}: {why}")
    return done


def _capital_dot(text: str) -> tuple[str, str, str] | None:
    m = _DOT_MISREAD.match(text)
    return (m.group("v"), text[:2], m.group("rest")) if m else None


def repair_dots(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, a capital item whose dot was read `_` or `,` (`C_ The parties agree:` right after `B.`);
    the reasons."""
    return _repair_next_letters(
        lines, tokens, _letter, _capital_dot,
        lambda tok, v, b: f"'{tok}' read as {v}: the letter after {b} at its indent, its dot read as '{tok[1]}'", {})


_LOWER_DOT_MISREAD = re.compile(r"^(?:(?P<v>[a-z])o|[a-z](?P<w>[a-z])\.)\s+(?P<rest>\S.*)$")
_WORDS = {"do", "go", "no", "so", "to", "lo"}  # `to take ...` after a sentence's end is a word, not `t.` read `to`


def _lower_letter(mks: list[Marker]) -> str | None:
    """The letter of a dotted small letter item (`b. The First Vice-President ...`), clean or repaired, else None."""
    ok = len(mks) >= 1 and mks[0].kind == "paren" and mks[0].extra.get("dotted")
    return mks[0].value if ok and re.fullmatch(r"[a-z]", mks[0].value) else None


def _lower_dot(text: str) -> tuple[str, str, str] | None:
    m = _LOWER_DOT_MISREAD.match(text)
    if not m or text.split()[0] in _WORDS:
        return None
    return m.group("v") or m.group("w"), text.split()[0], m.group("rest")


def repair_lower_dots(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, a small-letter item whose dot a harsh scan read `o` (`bo The First Vice-President ...`) or
    with a speck before its letter (`ec. The Second ...`), right after its list's letter before, at its indent, after
    a sentence's end: US bylaws and constitutions letter their items `a.`, `b.` (the letter's dot is a few pixels).
    OCR'd lines only; the label is logged (`repaired`, review), the words as read."""
    return _repair_next_letters(
        lines, tokens, _lower_letter, _lower_dot,
        lambda tok, v, b: f"'{tok}' read as {v}.: the letter after {b}. at its indent, its dot or a speck misread",
        {"review": True})


_ONE_LIKE = ("i", "l", "I")
NEXT_WITHIN = 12  # lines: the `2.` must follow within a short item or two


def repair_ones(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, a first item `1.` read as a dotted letter (`i. Continue with ...` under `... options:`,
    `2. Put the decision ...` next); the reasons."""
    done: list[str] = []
    for i, (ln, (mks, rest)) in enumerate(zip(lines, tokens, strict=True)):
        if len(mks) != 1 or mks[0].kind != "paren" or not mks[0].extra.get("dotted") or mks[0].value not in _ONE_LIKE \
                or not i or not lines[i - 1].text.rstrip().endswith(":") or not ln.words \
                or not read_by_ocr(ln.words[0]) or ln.words[0].confidence >= 0.8:
            continue
        nxt = next((j for j in range(i + 1, min(i + NEXT_WITHIN, len(tokens))) if tokens[j][0]), None)
        if nxt is None or abs(lines[nxt].bbox[0] - ln.bbox[0]) > INDENT_TOLERANCE:
            continue
        mk2 = tokens[nxt][0][0]
        if mk2.kind != "number" or mk2.value != "2" or "undotted" in mk2.extra:
            continue
        why = f"'{mks[0].raw}' read as 1: one stroke read as a letter, right under an introduction, with 2. next"
        tokens[i] = ([Marker("paren", mks[0].raw, "1", label="1", rest=rest, ocr_fixed=True,
                             extra={"half": True, "dotted": True, "repaired": why})], rest)
        # kept the kind it was read as (a dotted paren), not a clean `1.`'s "number": the builder numbers it with the
        # 2. and 3. below either way under a section, but an OCR-repaired "number" 1 under a decimal (1.2) is not
        # taken and leaves 2. and 3. at the top (test_a_first_item_read_as_a_letter_under_a_decimal_is_one)
        done.append(f"line {i + 1}: {why}")
    return done


def repair(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the tokens of the spoiled lettered definitions between clean ones; the reasons."""
    clean = [(i, v) for i, (mks, rest) in enumerate(tokens) if (v := _clean_letter(mks, rest))]
    if len(clean) < MIN_CLEAN:
        return []
    xs = sorted(lines[i].bbox[0] for i, _ in clean)
    x = xs[len(xs) // 2]
    clean = [(i, v) for i, v in clean if abs(lines[i].bbox[0] - x) <= INDENT_TOLERANCE]
    done: list[str] = []
    for (a, va), (b, vb) in zip(clean, clean[1:], strict=False):
        want = ord(vb) - ord(va) - 1
        if want <= 0:
            continue
        between = [j for j in range(a + 1, b) if abs(lines[j].bbox[0] - x) <= INDENT_TOLERANCE
                   and read_by_ocr(lines[j]) and _opening(lines[j].text.strip())]
        if len(between) != want:
            continue
        for n, j in enumerate(between, start=1):
            letter, text = chr(ord(va) + n), lines[j].text.strip()
            tok = _OPENS.match(text).group("tok") or ""
            rest = text[len(tok):].strip()
            why = (f"'{tok}' read as {letter}" if tok else f"'{text[:30]}' opens {letter}") + \
                f": a lettered definition between {va} and {vb}, the definitions between them as many as the " \
                f"letters ({want})"
            tokens[j] = ([Marker("paren", tok, letter, label=letter, rest=rest, ocr_fixed=True,
                                 extra={"half": True, "dotted": True, "repaired": why})], rest)
            done.append(f"line {j + 1}: {why}")
    return done


# a spoiled item's opening: a short token (`Co`, `Ee.`, `G,`, `©.`, `QO.`, `+`, `A _`, `~ ».`), what is left of its
# dot, then the item's first word from a capital
_SPOILED_OPENING = re.compile(r"^(?P<tok>[^\s]{1,3})(?P<dot>\s*[._,»:;]{1,2})?\s+(?P<rest>[A-Z“\"].*)$")
_GLUED_CAPITAL = re.compile(r"^(?P<v>[A-Z])\.(?P<rest>[A-Z][a-z]?\s.*)$")  # `L.A joint meeting`: its space lost
RUN_MAX = 8  # letters or numbers between two clean ones: more is a list the scan lost, not one it spoiled


def _clean_item(mks: list[Marker]) -> tuple[str, str] | None:
    """(kind, value) of a clean dotted item: a capital letter (`D. The undergraduate ...`) or a number (`3. College
    of ...`), else None."""
    if len(mks) != 1 or mks[0].ocr_fixed:
        return None
    mk = mks[0]
    if mk.kind == "paren" and mk.extra.get("dotted") and re.fullmatch(r"[A-Z]", mk.value):
        return "upper", mk.value
    if mk.kind == "number" and re.fullmatch(r"\d{1,2}", mk.value) and "undotted" not in mk.extra:
        return "digit", mk.value
    return None


def _spoiled_opening(text: str) -> tuple[str, str] | None:
    """(token as read, the item's text) of a line that opens like a spoiled dotted item, else None: a lowercase word
    (`to`, `and`, `the`) or a word of four letters is a wrapped line, not a spoiled label."""
    glued = _GLUED_CAPITAL.match(text)
    if glued:
        return text[:2], glued.group("rest")
    m = _SPOILED_OPENING.match(text)
    if not m or m.group("tok").isalpha() and m.group("tok").islower() and len(m.group("tok")) > 1:
        return None
    tok = m.group("tok")
    if tok.isalpha() and tok.istitle() and len(tok) > 1 and not m.group("dot") and tok not in ("Co", "Ho", "Bo", "Eo"):
        return None  # `An`, `The`, `Any`: a word opening a wrapped line
    return text[: m.start("rest")].strip(), m.group("rest")


def repair_runs(lines: list[Line], tokens: list) -> list[str]:
    """Rewrite, in place, the items between two clean items of one dotted list whose markers a harsh scan spoiled:
    between `D.` and `J.` at the letters' indent, the lines that open an item there after a sentence's end (a short
    token, `Ee.`, `b.`, `G,`, `Ho`, `1.`, then a capital) are E to I when exactly as many (a student senate's bylaws
    letter their paragraphs `A.`-`U.`, each read clean or spoiled); the same for numbers (`3.`, `+ .`, `A _`, `~ ».`,
    `7.`: 4 to 6). OCR'd lines only; each label logged (`repaired`, review), the words as read (the token dropped)."""
    clean = [(i, c) for i, (mks, _) in enumerate(tokens) if (c := _clean_item(mks)) and read_by_ocr(lines[i])]
    done: list[str] = []
    for n_a, (a, (ka, va)) in enumerate(clean):
        x = lines[a].bbox[0]
        nxt = next(((b, c) for b, c in clean[n_a + 1:] if lines[b].bbox[0] < x - INDENT_TOLERANCE
                    or abs(lines[b].bbox[0] - x) <= INDENT_TOLERANCE and c[0] == ka), None)
        if nxt is None:
            continue
        b, (kb, vb) = nxt  # the list's next clean item at its indent (one left of it: the list is over)
        if kb != ka or abs(lines[b].bbox[0] - x) > INDENT_TOLERANCE \
                or any(tokens[j][0] and tokens[j][0][0].kind in ("container", "section") for j in range(a + 1, b)):
            continue
        if ka == "digit" and not any(tokens[k][0] and lines[k].bbox[0] < x - INDENT_TOLERANCE for k in range(a)):
            continue  # numbers at the margin are a text's provisions, whose spoiled numbers the builder reads
        want = (ord(vb) - ord(va) if ka == "upper" else int(vb) - int(va)) - 1
        if not 1 <= want <= RUN_MAX:
            continue
        between = [j for j in range(a + 1, b) if abs(lines[j].bbox[0] - x) <= INDENT_TOLERANCE]
        opens = [j for j in between if read_by_ocr(lines[j]) and ended_before(lines, tokens, j)
                 and _spoiled_opening(lines[j].text.strip())]
        if len(opens) != want:
            continue
        for n, j in enumerate(opens, start=1):
            value = chr(ord(va) + n) if ka == "upper" else str(int(va) + n)
            tok, rest = _spoiled_opening(lines[j].text.strip())
            why = f"'{tok}' read as {value}.: between {va}. and {vb}. at their indent, the items opening there as " \
                  f"many as the {'letters' if ka == 'upper' else 'numbers'} between ({want})"
            tokens[j] = ([Marker("paren", tok, value, label=value, rest=rest, ocr_fixed=True,
                                 extra={"half": True, "dotted": True, "repaired": why, "review": True})], rest)
            done.append(f"line {j + 1}: {why}")
    return done
