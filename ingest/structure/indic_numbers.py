"""Numbers Tesseract's Indic models misread, repaired from the series they stand in (chapters, parts, provisions).

Inside Indic text the script models read a Latin numeral as digits (Tamil `அத்தியாயம் I`, `II`, `III` come back as
`1`, `11`, `111`), an ASCII digit as another one (`अध्याय 1` as `अध्याय 4`), a native digit as an ASCII one (Telugu
`౨.` as `2.`) and a whole number as junk (`అధ్యాయము - 1` as `అధ్యాయము ర్త`, Bengali `৩৷` as `Ol`). A chapter
label read wrong puts every unit under it at a wrong path, so the series decides: chapters run 1, 2, 3 (a chapter
between the first and the second is the first), the chapter holding section 1 is the first, a run of ones that
only counts on as strokes is roman, and every member of a series is printed in the digits its neighbours use.
Only the labels of local level words (`schemas.level_words.LOCAL_CONTAINERS` in an Indic script) and numbers in
Indic text are touched; each repaired marker says why (`extra["repaired"]`), so the label differs from the printed
text and the chunk goes to review (`confidence.misread_label`).
"""

from __future__ import annotations

import re
import unicodedata

from ingest.languages import script_of
from ingest.structure.markers import (
    NATIVE_LETTERS,
    NATIVE_LOOKALIKES,
    Marker,
    native_ordinals,
    native_places,
    read_line,
    roman_value,
    strip_noise,
    to_roman,
)
from schemas.level_words import LOCAL_CONTAINERS

HEADING_WORDS = 4  # a line of at most this many words, no sentence's end, before a provision is its heading
LONG_HEADING_WORDS = 12  # ... or of at most this many, when the line before it ended a sentence (a Bangladesh Act's
# `ক্রেতা বরাবর বিক্রিত ভূমির দখল হস্তান্তর না করিবার দণ্ড`, nine words)
LOOKAHEAD = 8  # lines from a chapter's label to its first provision (heading lines between)
# a native digit the script models read for another at high confidence (Devanagari `१` as `९`: a Marathi Act's only
# two sections came back `९.` and `२.`)
DIGIT_LOOKALIKES = {"९": "१"}
# the ASCII sign a native digit is drawn as, and read as by the models (Bengali `৪` as `8`: `8।`, `81`; Bengali `৮` as
# `b`: `bl`, `bt`, `bli` for `৮৷`, the born and scanned pages of fresh14's Comptroller and Auditor-General Act; Bengali
# `৩` as `©`: `© |` for `৩৷` in fresh9's Land Crimes Act, fresh10's Immovable Property Act, the Waqf Act and fresh15's
# Development Surcharge and Father of the Nation Acts, never for another digit)
ASCII_LOOKALIKES = {"8": "৪", "b": "৮", "©": "৩"}
# Bengali list items drawn as the sign OCR reads for them: `(ঙ)` and `(৩)` as `(©)` (fresh15's Village Defence Party
# Act 2(ঙ), born and moderate scans; fresh9's Secured Transactions Act 2(৩), born); `৩৷` is read `© |` the same
# way (`ASCII_LOOKALIKES`)
BRACKET_DRAWN = {"©": ("৩", "ঙ")}
_INDIC = ("Devanagari", "Bengali", "Tamil", "Telugu", "Kannada")
# level words whose numbers are printed in roman numerals: Sri Lanka's Government Printer's `பாகம் I` (fresh8's
# Recovery of Leased Premises Act, fresh9's National Unity Office Act, fresh11's Fisheries Act's `பாகம் IIஆ`, fresh12's
# Central Bank and Parliamentary Budget Office Acts), whose `I` the Tamil model reads `1` or `!`
ROMAN_PRINTED = ("பாகம்",)
# a local level word alone on its line with its number read as junk (at most four signs, no digit)
_LOST = re.compile(r"^(?P<kw>" + "|".join(sorted((k for k in LOCAL_CONTAINERS if script_of(k) in _INDIC), key=len,
                                                  reverse=True)) + r")\s*(?P<sep>[-–—:]?)\s*(?P<junk>[^\s\d]{1,4})$")
# a provision number whose digits and danda were read as Latin junk: `Ol এই আইন ...` for `৩৷ এই আইন ...`
_LOST_DANDA = re.compile(r"^(?P<junk>(?:\d|[A-Za-z$&©®@%§#?<>£¢€¥]){1,3}(?:\s?[l|!।৷)])?|[।৷|!]"
                         r"|(?P<letter>(?!\d)[\u0900-\u0DFF])\s?[।৷ং্])(?:\s+|(?=\())(?P<rest>\S.*)$")
# a native number whose danda was read as a bar or a bang (`৪ | সরকার ...`)
_BAR_DANDA = re.compile(r"^(?P<n>\d{1,3})\s?[|!](?:\s+|(?=\())(?P<rest>\S.*)$")
# `$1`, `৬)` for `১৷`, `৬৷`; `৷ (১) ...` or `| (১) ...` with its number lost and its danda left; `&।`, `© |`,
# `q1(5)` for `১৷`, `৩৷`, `৭৷ (১)` (fresh9's Bangladesh Land Crimes Act, born and clean scans); `হ।` for `২।` (one
# letter of the script before a danda: no word is one letter and a danda at a line's start), taken only where the
# numbers on both sides agree on it (fresh10's Payra Port Act, born); `হ্` for `২৷` (the letter with a hasanta, its
# danda lost: no word is one letter and a hasanta either; fresh18's energy regulatory commission amendment Act, born)


def is_local(mk: Marker) -> bool:
    """A container named by a level word in an Indic script (`अध्याय`, `அத்தியாயம்`), not `CHAPTER` or `BAB`."""
    return mk.kind == "container" and script_of(mk.label) in _INDIC


def value_of(number: str) -> int | None:
    """`4`, `௪`, `IV` -> 4 (digits of any script, or a roman numeral)."""
    if number.isdigit():
        return int(number)
    return roman_value(number.lower()) if number.isalpha() and number.isupper() else None


def zero_of(number: str) -> str:
    """The zero of the script the number's digits are in (`'0'` for ASCII or no digits)."""
    d = next((ch for ch in number if ch.isdigit()), "0")
    return chr(ord(d) - unicodedata.digit(d))


def written(n: int, zero: str) -> str:
    """`n` in the digits whose zero is given (`written(12, '০')` -> `১২`)."""
    return "".join(chr(ord(zero) + int(c)) for c in str(n))


def _relabel(mk: Marker, number: str, why: str) -> None:
    if mk.label.endswith(mk.value):  # a spoiled number (value "") is appended to its level word
        mk.label = (mk.label[: len(mk.label) - len(mk.value)] + number).strip()
    elif mk.kind == "paren" and mk.value and f"({mk.value})" in mk.label:  # `(3)` -> `(३)`, `उपधारा-(3)` too
        mk.label = mk.label.replace(f"({mk.value})", f"({number})")
    mk.value, mk.ocr_fixed = number, True
    mk.extra["repaired"] = why


def repair(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """Rewrite, in place, the markers of lines whose numbers the series gives back."""
    _lost_labels(texts, tokens)
    for kind in dict.fromkeys(m[0].keyword for m, _ in tokens if m and is_local(m[0])):  # in page order, every run
        series = [(i, m[0]) for i, (m, _) in enumerate(tokens) if m and is_local(m[0]) and m[0].keyword == kind]
        _strokes(series)
        _successors(series, tokens)
    for i, (markers, _) in enumerate(tokens):
        if markers and "garbled" in markers[0].extra and not markers[0].value and is_local(markers[0]):
            tokens[i] = ([], texts[i])  # the series could not say which it is: a line of text, as before
    _lost_dandas(texts, tokens)
    _bengali_two(texts, tokens)
    _letter_read_as_digit(tokens)
    _first_subsection(tokens)
    _drawn_parens(tokens)
    _long_vowels(tokens)
    _digit_style(texts, tokens)
    _native_lookalikes(texts, tokens)
    _native_lookalikes(texts, tokens, half=True)
    _lookalike_next(texts, tokens)
    _lookalike_next(texts, tokens, half=True)
    _lost_half(texts, tokens)
    _glued_first_item(texts, tokens)


def _lost_labels(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`అధ్యాయము ర్త`: a level word alone with a number OCR spoiled; the number is left for the series to give."""
    for i, text in enumerate(texts):
        m = _LOST.match(text.strip()) if not tokens[i][0] else None
        if m:
            kw = m.group("kw")
            label = f"{kw} {m.group('sep')} " if m.group("sep") else f"{kw} "  # the series appends the number
            tokens[i] = ([Marker("container", text.strip(), "", LOCAL_CONTAINERS[kw], label, "", ocr_fixed=True,
                                 extra={"garbled": m.group("junk")})], "")


def _strokes(series: list[tuple[int, Marker]]) -> None:
    """`1`, `11`, `111` for `I`, `II`, `III`: the Indic models read Latin numerals' strokes as ones. Taken as roman
    only when the series then counts on and does not as digits."""
    ones = [mk for _, mk in series if re.fullmatch(r"1{1,3}", mk.value)]
    roman = any(mk.value.isalpha() or _roman_printed(mk) for _, mk in series)
    if not ones or not roman and not any(len(mk.value) > 1 for mk in ones):
        return

    def counted(as_roman: bool) -> int:
        vals = [len(mk.value) if as_roman and any(mk is o for o in ones) else value_of(mk.value) for _, mk in series]
        return sum(b == a + 1 for a, b in zip([0] + vals, vals, strict=False) if a is not None and b is not None)

    if counted(True) > counted(False) or roman and counted(True) == counted(False):
        for mk in ones:
            _relabel(mk, "I" * len(mk.value), f"{mk.value} read for {'I' * len(mk.value)}: the series counts on in "
                                              "roman numerals (a Latin numeral in Indic text)")


def _successors(series: list[tuple[int, Marker]], tokens: list[tuple[list[Marker], str]]) -> None:
    """A number that breaks the count where its neighbours agree: `4` between none and `2` is 1; `7` between `2` and
    `4` is 3; the first chapter, holding provision 1, is 1; a spoiled number takes the count's next."""
    prev = 0
    for k, (i, mk) in enumerate(series):
        v = value_of(mk.value) if mk.value else None
        if v is None and "garbled" not in mk.extra:
            prev += 1 if mk.value else 0
            continue  # `अनुसूची` alone, `भाग एक` in words: not a numeral OCR could have misread
        nxt = value_of(series[k + 1][1].value) if k + 1 < len(series) and series[k + 1][1].value else None
        want = prev + 1
        first = k == 0 and (v is None or v < 10) and nxt != (v or 0) + 1 and _holds_first(i, tokens)
        if v != want and (nxt == want + 1 or first or "garbled" in mk.extra and (k > 0 or nxt is None)):
            roman = mk.value.isalpha() or _roman_printed(mk) or any(m.value.isalpha() for _, m in series if m is not mk)
            number = to_roman(want).upper() if roman else written(want, _zero_near(series, k))
            shown = mk.extra.get("garbled", mk.value)
            _relabel(mk, number, f"'{shown}' read as {number}: chapter {prev or 'none'} before it"
                                 f"{f', {nxt} after it' if nxt else ''}"
                                 f"{', provision 1 inside it' if k == 0 and nxt != want + 1 else ''}")
            v = want
        prev = v if v is not None else prev + 1


def _roman_printed(mk: Marker) -> bool:
    """A level word whose numbers are printed in roman numerals (`ROMAN_PRINTED`)."""
    return mk.label.startswith(ROMAN_PRINTED)


def _zero_near(series: list[tuple[int, Marker]], k: int) -> str:
    """The digits the series' other members are printed in (ASCII when none has a digit)."""
    others = [mk.value for j, (_, mk) in enumerate(series) if j != k and mk.value.isdigit()]
    return zero_of(others[0]) if others else zero_of(series[k][1].value)


def _holds_first(i: int, tokens: list[tuple[list[Marker], str]]) -> bool:
    """The container's first provision, a few lines on, is numbered 1 (sections run through the whole Act); past a
    chapter one inside it (`भाग ९:` / `प्रकरण १:` / `कलम १:`: a Part read with the look-alike nine, fresh13's Marathi
    Bharatiya Sakshya Adhiniyam, born)."""
    for markers, _ in tokens[i + 1:i + 1 + LOOKAHEAD]:
        if markers:
            first = markers[0]
            if first.kind == "container" and value_of(first.value) == 1:
                continue
            return first.kind in ("number", "section") and first.value.isdigit() and int(first.value) == 1
    return False


def _lost_dandas(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`Ol এই আইন ...` for `৩৷ এই আইন ...`, `1 এই আইন` for `১৷ এই আইন`: where provisions are numbered with a danda,
    a line opening with one or two digits or Latin signs (a danda look-alike after them, or none), then Indic text,
    is the provision the series misses there: the one after the last, or the one before the next, and it must stand
    after a label, a heading or a finished sentence. A digit read must be that number."""
    _bar_dandas(texts, tokens)
    numbers = [(i, ms[0]) for i, (ms, _) in enumerate(tokens) if ms and ms[0].kind == "number"
               and ms[0].value.isdigit() and (_danda_after(texts[i], ms[0]) or "bar_danda" in ms[0].extra)]
    # `১5।` for `১৷` (fresh12's Trade Organisation Act, born): a number in two scripts' digits is a misread like a
    # lost one, counted by the series, not a neighbour to count from (as fifteen it put the lost `|`, `©` after it
    # at sixteen and seventeen)
    foreign = _foreign_digits(numbers) | {i for i, mk in numbers if _mixed(mk.value)}
    numbers = [(i, mk) for i, mk in numbers if i not in foreign]
    outvoted = _outvoted_bars(texts, tokens, numbers)
    numbers = [(i, mk) for i, mk in numbers if i not in outvoted]
    lost, counted = {}, set()
    for i, text in enumerate(texts):
        m = _LOST_DANDA.match(text.strip()) if not tokens[i][0] or _native_half(tokens[i][0][0]) or i in foreign \
            or i in outvoted or _ascii_undotted(tokens[i][0]) else None
        if m and _after_break(i, texts, tokens) and not (tokens[i][0] and _next_item(i, tokens, lost)):
            lost[i] = m
    counted |= _filled_gaps(lost, numbers)
    for i, m in lost.items():
        text = texts[i]
        before = [mk for j, mk in numbers if j < i][-1:]
        after = [mk for j, mk in numbers if i < j <= i + LOOKAHEAD][:1]
        want = int(before[0].value) + 1 if before else int(after[0].value) - 1 if after else 0
        model = (before or after)[0].value if before or after else ""
        if not before:
            # `&। (১) এই আইন ...` then `g | বিষয় ...` before `৩।` (fresh10's Land Development Tax Act, born): a run of
            # lost numbers before the first one read; as many lost lines as the series misses before it, it from one
            first = next(((j, mk) for j, mk in numbers if j > i), None)
            run = sum(i <= k < first[0] and not _latin(lost[k]) for k in lost) if first else 0
            if run > 1 and int(first[1].value) != run + 1 and _undoubled(first[1].value) == run + 1:
                # `৪৪।` for `৪।` after three lost ones (fresh10's Immovable Property Act, clean scan): the digit read
                # twice, the count of lost lines before it saying so
                number = written(run + 1, zero_of(first[1].value))
                _relabel(first[1], number, f"{first[1].value} read for {number}: {run} provisions with their numbers "
                                           "lost before it")
            if run > 1 and int(first[1].value) == run + 1:
                want, after, model = 1, [], first[1].value
                # the lost lines fill the count exactly: each is its number, however spoiled (`51`, `হং`, `81` for
                # `১৷` `২৷` `৪৷` before `৫৷`: fresh14's Bengali shrimp levy Act, born), as neighbours agreeing would say
                counted = {k for k in lost if i <= k < first[0] and not _latin(lost[k])}
            elif run > 1:
                continue
        if want < 1 or after and int(after[0].value) != want + 1 and not before:
            continue
        # a provision opening with an English citation (`৭৷ (১) State Acquisition and Tenancy Act, 1950 ...`) is taken
        # only where the numbers on both sides agree on it; so is a line opening with a Latin word: `... the Civil
        # Courts Act, 1887 (E. B.` / `Act XII of 1887) এর অধীন ...` is the English citation a Bangladesh Act wraps
        # (fresh13's Special Courts Act, and every Act citing `the Code of Criminal Procedure, 1898 (Act V of 1898)`),
        # its `Act` no lost number and `E. B.` no sentence's end
        nxt = [mk for j, mk in numbers if j > i][:1]
        between = bool(before and nxt) and int(nxt[0].value) == want + 1
        # `81 The Civil Courts Act, ...` for `৪৷ The Civil ...` after `৩৷`: the number read in the ASCII digits its own
        # look like (Bengali `৪` is drawn as an 8) and its danda as `1` is the one the number before counts to, whatever
        # the language of the words after it (fresh13's Special Courts Act on every scan, where the next number was
        # lost too and could not confirm it)
        drawn = bool(before) and drawn_as(m.group("junk"), written(want, zero_of(model)))
        if (script_of(m.group("rest")) not in _INDIC or m.group("letter") or _latin(m)) \
                and not (between or drawn or i in counted):
            continue
        junk = m.group("junk").rstrip("l|!।৷) ")
        # `৫1`, `১১1`: the danda read as `1`; `১৫১`: read as the Bengali digit one it looks like (not `১১`, eleven)
        if len(junk) >= 2 and junk[-1] in "1১" and not junk[-2].isascii() \
                and not (junk.isdigit() and int(junk) == want):
            junk = junk[:-1]
        # ASCII digits in a series printed in native digits are a misread (`81` for `৪৷`: `৪` as `8`, the danda as
        # `1`); a digit of the series' own must be that number
        if junk.isdigit() and int(junk) != want and not (junk.isascii() and zero_of(model) != "0") \
                and not _mixed(junk) and not (i in outvoted and i in counted):
            continue
        n = written(want, zero_of(model))
        raw = text.strip()[: m.start("rest")].strip()
        why = f"'{raw}' read as {n}: the provision the series misses there"
        # `১০ |`, `১১ |` for `১০৷`, `১১৷`: the number read right in the series' own digits, only its danda read as a
        # bar (fresh11's Bangladesh Acts, born pages read by OCR): the label is what the page prints, nothing to review
        # `© |`, `bl` for `৩৷`, `৮৷`: the number read as the signs its digits are drawn as (`ASCII_LOOKALIKES`), the
        # one the series counts to there, with no digit in what was read: the page prints the label, and the text holds
        # no other number (`81` for `৪৷` does: eighty-one in the text, a misread a reader must see; fresh15's
        # Bangladesh Acts)
        drawn = drawn_as(m.group("junk"), n) and not any(ch.isdigit() for ch in m.group("junk"))
        # `& |` (`&।`) is the sign the Bengali model reads for `১৷`, `৬৷` and `৯৷` alike (fresh10's Land Development
        # Tax Act, fresh15's Development Surcharge Act, fresh16's election commissioners and tourism zones Acts,
        # fresh17's state-owned industrial workers Act): the number is the series' choice, not a read, and the sign
        # stays in the text the chunk indexes where the number stands, so it keeps its doubt like any repaired label
        # (fresh17's s. 6, one sentence, was indexed with it under the similarity bar while it was trusted)
        extra = {"danda_misread": why} if junk == n or drawn else {"repaired": why}
        mk = Marker("number", raw, n, label=n, rest=m.group("rest"), ocr_fixed=True, extra=extra)
        inner, rest = read_line(m.group("rest"))  # `১1 (১) এই আইন ...`: its first sub-section on its line
        inner = inner if inner and all(x.kind == "paren" for x in inner) else []
        if inner and inner[0].value.isdigit() and inner[0].value.isascii() and int(inner[0].value) != 1 \
                and zero_of(model) != "0":  # `q1(5) State ...` for `৭৷ (১)`: a provision's first sub-section is one
            _relabel(inner[0], written(1, zero_of(model)), f"'{inner[0].raw}' read as {written(1, zero_of(model))}: "
                                                           "the first sub-section of a provision whose number was lost")
        tokens[i] = ([mk, *inner], rest if inner else m.group("rest"))
        numbers = sorted(numbers + [(i, mk)], key=lambda x: x[0])


def _bar_dandas(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`৪ | সরকার ...` for `৪৷ সরকার ...`: a provision number read right in its own native digits, only its danda
    read as a bar or a bang, after a heading or a finished sentence, is a number read: one the lost numbers around it
    count from, not only one they must confirm (fresh16's Bengali university teachers' Act, clean scan: `৪ |` the only
    number read, `১৷ ২৷ ৩৷` read `Nae |`, `|`, `© |`; fresh11's born Acts printed `১০ |`, `১১ |` the same way)."""
    for i, text in enumerate(texts):
        m = _BAR_DANDA.match(text.strip()) if not tokens[i][0] else None
        n = m.group("n") if m else ""
        if not m or n.isascii() or len({zero_of(c) for c in n}) > 1 or script_of(m.group("rest")) not in _INDIC \
                or not _after_break(i, texts, tokens):
            continue
        raw = text.strip()[: m.start("rest")].strip()
        mk = Marker("number", raw, n, label=n, rest=m.group("rest"), ocr_fixed=True,
                    extra={"bar_danda": f"'{raw}' read as {n}: its danda read as a bar"})
        inner, rest = read_line(m.group("rest"))  # `৪ | (১) ...`: its first sub-section on its line
        inner = inner if inner and all(x.kind == "paren" for x in inner) else []
        tokens[i] = ([mk, *inner], rest if inner else m.group("rest"))


def _outvoted_bars(texts: list[str], tokens: list[tuple[list[Marker], str]],
                   numbers: list[tuple[int, Marker]]) -> set[int]:
    """`৪ |` for `২৷` between `১৷` and `৫৷`, `© |` and `৪ |` between them (fresh18's Bengali women-and-children
    amendment Act, born): a number read with its danda as a bar is weaker than one read with its danda. Where the
    lines between two numbers read with theirs, each read with a bar or lost (`_LOST_DANDA`, after a break), are as
    many as the count misses there, a bar-read number other than its place's is a misread the count gives back, as
    a lost one would be (`_filled_gaps`); its place's number and every number read with a danda stay as read."""
    firm = [(i, int(mk.value)) for i, mk in numbers if "bar_danda" not in mk.extra]
    out: set[int] = set()
    for (a, va), (b, vb) in zip(firm, firm[1:], strict=False):
        run = []
        for i in range(a + 1, b):
            ms = tokens[i][0]
            if ms and "bar_danda" in ms[0].extra:
                run.append(i)
            elif not ms and (m := _LOST_DANDA.match(texts[i].strip())) and not _latin(m) \
                    and _after_break(i, texts, tokens):
                run.append(i)
        if not run or len(run) != vb - va - 1:
            continue
        for place, i in enumerate(run, start=va + 1):
            ms = tokens[i][0]
            if ms and "bar_danda" in ms[0].extra and int(ms[0].value) != place:
                out.add(i)
    return out


def _filled_gaps(lost: dict[int, re.Match], numbers: list[tuple[int, Marker]]) -> set[int]:
    """Lost lines between two numbers that fill the count between them exactly (`হং` and `Ol` between `১৷` and `৪৷`,
    fresh15's Asian University for Women Act, born): each is its number, however spoiled, as a run before the first
    number read is (`_lost_dandas`). Either end may be one read as its look-alike (`© |`, `81(5)` for `৩৷`, `৪৷ (১)`
    after `হ।`, fresh15's Father of the Nation Act, born)."""
    anchors = [(i, int(mk.value)) for i, mk in numbers]
    anchors += [(k, v) for k, m in lost.items() if (v := _drawn_value(m.group("junk"))) is not None]
    anchors.sort()
    out: set[int] = set()
    for (a, va), (b, vb) in zip(anchors, anchors[1:], strict=False):
        run = [k for k in lost if a < k < b and not _latin(lost[k])]
        if run and vb - va - 1 == len(run):
            out.update(run)
    return out


def _drawn_value(junk: str) -> int | None:
    """`81` -> 4, `bl` -> 8: a provision number read in the ASCII signs the Bengali digits are drawn as
    (`ASCII_LOOKALIKES`), its danda as a trailing `1`, `l`, `t` or a bar; None for anything else."""
    digits = re.sub(r"(?<=\S)[lit|!।৷ ]+$", "", junk)  # the danda read as `l`, `t`, `li` (`bt` for `৮৷`) or a bar
    digits = digits[:-1] if len(digits) > 1 and digits[-1:] in "1l" else digits
    native = "".join(ASCII_LOOKALIKES.get(c, "") for c in digits)
    return int(native) if digits and len(native) == len(digits) else None


def drawn_as(junk: str, number: str) -> bool:
    """`81` for `৪৷`, `8` for `৪`, `© |` for `৩৷`: the signs read are the native number's look-alikes
    (`ASCII_LOOKALIKES`), its danda read as a trailing `1` or a bar."""
    digits = re.sub(r"(?<=\S)[lit|!।৷ ]+$", "", junk)  # the danda read as `l`, `t`, `li` (`bt` for `৮৷`) or a bar
    digits = digits[:-1] if len(digits) > len(number) and digits[-1:] in "1l" else digits
    # the number's own digits count too (`১৩ ।`, `১01` for `১৩৷`, `১০৷`: a Bangladesh Act's last section, repealing the
    # English Ordinance it replaces, read with its danda set apart or its zero as the Latin zero it is drawn as)
    drawn = {**ASCII_LOOKALIKES, **({"0": "০"} if "০" in number else {})}
    return bool(digits) and all(c.isascii() or c in drawn or c in number for c in digits) \
        and "".join(drawn.get(c, c) for c in digits) == number


def drawn_item(read: str, label: str) -> bool:
    """`(©)` for `(ঙ)` or `(৩)`: a bracketed item read as the sign its letter or digit is drawn as (`BRACKET_DRAWN`);
    where the list's count gives that item, the page prints the label and the text holds no other letter or number."""
    sign, item = re.fullmatch(r"\(\s*(\S)\s*\)", read.strip()), re.fullmatch(r"\((\S)\)", label)
    return bool(sign and item) and item.group(1) in BRACKET_DRAWN.get(sign.group(1), ())  # type: ignore[union-attr]


def _bengali_two(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`(x)` for `(২)`: the Bengali model reads the bracketed digit two as a Latin x (fresh11's Bangladesh Acts,
    scanned), which the sequence would take for roman ten. In a Bengali line, after `(১)` of the same provision
    (the last bracketed number before it, with no provision number between), it is the list's next digit."""
    for i, (markers, _) in enumerate(tokens):
        mk = next((m for m in markers if m.kind == "paren" and m.value in ("x", "X")), None)
        if mk is None or script_of(texts[i]) != "Bengali":
            continue
        last = None
        for j in range(i, max(-1, i - 3 * LOOKAHEAD), -1):
            ms = tokens[j][0]
            before = ms[: ms.index(mk)] if j == i else ms
            digits = [m for m in before if m.kind == "paren" and m.value.isdigit()]
            if digits:
                last = digits[-1]
                break
            if j < i and ms and ms[0].kind in ("number", "section", "container"):
                break
        if last is not None and last.value == "১":
            _relabel(mk, "২", f"({mk.value}) read for (২): it follows (১) in Bengali text, where brackets number in "
                              "Bengali digits")


def _letter_read_as_digit(tokens: list[tuple[list[Marker], str]]) -> None:
    """`(ক) the Civil Courts Act, ...` then `(2) the Code of Criminal Procedure, ...` for `(খ)`: a clause letter on a
    line of English words read by the English model as a digit (fresh13's Special Courts Act, born). In a provision
    numbered in native digits, a bracketed ASCII number right after a native clause letter, where no bracketed number
    before it under the provision is the one it would follow, is the letter's next."""
    provision: Marker | None = None
    before: list[Marker] = []
    for markers, _ in tokens:
        if markers and markers[0].kind in ("number", "section", "container"):
            provision, before = markers[0], []
        for mk in markers:
            if mk.kind == "paren" and mk.value.isascii() and mk.value.isdigit() and int(mk.value) > 1 and before \
                    and provision is not None and provision.value.isdigit() and zero_of(provision.value) != "0" \
                    and not any(m.value.isdigit() and int(m.value) == int(mk.value) - 1 for m in before) \
                    and (places := native_places(before[-1].value)):
                name, place = places[0]
                letters = NATIVE_LETTERS[name].split()
                if place < len(letters):
                    _relabel(mk, letters[place], f"({mk.value}) read for ({letters[place]}): it follows "
                                                 f"({before[-1].value}), and no ({int(mk.value) - 1}) stands before it")
            if mk.kind == "paren":
                before.append(mk)


def _first_subsection(tokens: list[tuple[list[Marker], str]]) -> None:
    """`৮৷ (5) Board of Land Administration Act, ...` for `৮৷ (১) ...`: a repealing provision opening with an English
    title has its first sub-section read by the English model, `(১)` as `(5)` (fresh12's Land Appeal Board and Leader
    of the Opposition Acts, born; fresh9's `q1(5) State ...` for `৭৷ (১)`). A sub-section on its provision's line
    in ASCII digits, where the provision's number is in native digits and the next bracketed number under it is
    two (native, or ASCII as well: fresh12's Land Appeal Board Act s. 1 on the clean scan, `১৷ (5) এই আইন ...` then
    `(2) ইহা ...`), is the native one; so is one read as a sign (`৫৷ (>) ...`: `(১)` as the `>` it looks like)."""
    for i, (markers, _) in enumerate(tokens):
        if len(markers) < 2 or markers[0].kind != "number" or not markers[0].value.isdigit():
            continue
        zero, mk = zero_of(markers[0].value), markers[1]
        sign = len(mk.value) == 1 and not mk.value.isalnum()  # `৫৷ (>) ...`: the Bengali `১` read as the `>` it looks
        # like (fresh13's Jamuna Bridge and Special Courts Acts, moderate scans)
        # `৭৷ (5১) ...` for `৭৷ (১) ...`: the crisp `১` read with a stray `5` before it, as `১৷` is read `51` (the
        # Bengali model on born pages: fresh15's Village Defence Party Act, fresh14's shrimp levy Act's `51`)
        mixed = mk.value.isdigit() and _mixed(mk.value) and mk.value.endswith(written(1, zero))
        if zero == "0" or mk.kind != "paren" or not (mk.value.isdigit() and mk.value.isascii() or sign or mixed) \
                or mk.value == "1":
            continue
        nxt = _next_numbered(tokens, i) if mixed else next(
            (m for ms, _ in tokens[i + 1:i + 1 + LOOKAHEAD] for m in ms[:1] if m.kind != "container"), None)
        if nxt is not None and nxt.kind == "paren" and nxt.value in (written(2, zero), "2"):  # `(2)` read in ASCII too
            one = written(1, zero)
            _relabel(mk, one, f"'{mk.raw}' read as ({one}): the first sub-section of {markers[0].value}, "
                              f"({nxt.value}) after it")


def _drawn_parens(tokens: list[tuple[list[Marker], str]]) -> None:
    """`(৩) ...` then `(8) ...` for `(৪)`: a bracketed number read in the ASCII digit a native one is drawn as
    (`ASCII_LOOKALIKES`, Bengali `৪` as `8`, as in `81` for `৪৷`) is the next of the native bracketed numbers before
    it under the same provision, when its look-alike is that next (fresh15's Village Defence Party Act s. 12(৪), born
    and every scan); read as digits it would be `(৮)`, and its text would go to `(৩)`."""
    last: Marker | None = None
    for markers, _ in tokens:
        if markers and markers[0].kind in ("number", "section", "container"):
            last = None
        for mk in markers:
            if mk.kind != "paren" or not mk.value.isdigit():
                continue
            if last is not None and mk.value.isascii() and zero_of(last.value) == "০" \
                    and _drawn_value(mk.value) == int(last.value) + 1:
                number = written(int(last.value) + 1, zero_of(last.value))
                _relabel(mk, number, f"({mk.value}) read for ({number}): it follows ({last.value}), and "
                                     f"{mk.value} is how {number} is drawn")
            last = mk


# Bengali's vowel-letter series (`(অ)`, `(আ)`, `(ই)`, `(ঈ)`, `(উ)`, `(ঊ)`: fresh17's state-owned industrial workers Act
# 2(গ), fresh10's iodine deficiency Act, the Gift Tax Act 1990 and fresh9's Secured Transactions Act print it) pairs a
# short vowel with its long one, which OCR reads as the short
_LONG_VOWEL = {"ই": "ঈ", "উ": "ঊ"}


def _long_vowels(tokens: list[tuple[list[Marker], str]]) -> None:
    """`(উ) ...` then `(উ) ...` for `(ঊ)`: the same short vowel read twice in a row under one provision is the short,
    then its long one (fresh17's state-owned industrial workers Act 2(গ)(ঊ), born and every scan: the two items were
    one path, the second lost); repaired, so it goes to review."""
    last: Marker | None = None
    for markers, _ in tokens:
        if markers and markers[0].kind in ("number", "section", "container"):
            last = None
        for mk in markers:
            if mk.kind != "paren":
                continue
            if last is not None and mk.value == last.value and mk.value in _LONG_VOWEL:
                _relabel(mk, _LONG_VOWEL[mk.value], f"({mk.value}) read for ({_LONG_VOWEL[mk.value]}): it follows "
                                                    f"({last.value}), and OCR reads the long vowel as the short")
            last = mk


def _next_numbered(tokens: list[tuple[list[Marker], str]], i: int) -> Marker | None:
    """The first bracketed number under the provision of line i after it, past its lettered clauses (`(ক)`-`(ছ)`
    before `(২)`), past a digit drawn like the letter it follows (`(৬)` for `(ঙ)` after `(ঘ)`); None at the next
    provision."""
    lettered = False
    for ms, _ in tokens[i + 1:i + 1 + 3 * LOOKAHEAD]:
        if ms and ms[0].kind in ("number", "section", "container"):
            return None
        for m in (m for m in ms if m.kind == "paren"):
            if m.value.isdigit() and not (lettered and m.value in NATIVE_LOOKALIKES):
                return m
            lettered = not m.value.isdigit() or lettered and m.value in NATIVE_LOOKALIKES
    return None


def _foreign_digits(numbers: list[tuple[int, Marker]]) -> set[int]:
    """Lines whose provision number is in ASCII digits where most of the series' are native (`8৷` for `৪৷`: Bengali's
    four is drawn as an 8 and read so, and `8` is no count of its neighbours): the series gives their number back."""
    native = [i for i, mk in numbers if zero_of(mk.value) != "0"]
    if len(native) * 2 <= len(numbers):
        return set()
    return {i for i, mk in numbers if zero_of(mk.value) == "0"}


def _undoubled(number: str) -> int | None:
    """`৪৪` -> 4: a number whose last digit was read twice (None when its last two digits differ)."""
    return int(number[:-1]) if len(number) > 1 and number[-1] == number[-2] else None


def _next_item(i: int, tokens: list[tuple[list[Marker], str]], lost: dict[int, re.Match] | None = None) -> bool:
    """`১২)` after `(১১)`: a bracketed item printed with its closing bracket only (fresh10's Land Development Tax
    Act's twelfth definition), the next of the list open before it, not a provision whose danda read as a bracket.
    Not across a provision whose number was lost (`lost`, a line `_lost_dandas` takes for one: `(২)` of section 1,
    `1 বিষয় ...` for `২৷ বিষয় ...`, `৩) আপাততঃ ...` for `৩৷`, fresh13's Special Courts Act, born)."""
    mk = tokens[i][0][0]
    for j in range(i - 1, -1, -1):
        markers = tokens[j][0]
        if lost and j in lost and not _latin(lost[j]):
            return False
        if markers and markers[-1].kind == "paren" and markers[-1].value.isdigit():
            last = markers[-1]
            return zero_of(last.value) == zero_of(mk.value) and int(last.value) + 1 == int(mk.value)
        if markers and markers[0].kind != "paren":
            return False
    return False


def _latin(m: re.Match) -> bool:
    """`Act XII of 1887) এর অধীন ...`, `The Code of Criminal Procedure, 1898 এবং ...`: a line opening with a Latin
    word, then Latin text (an English citation wrapped, or a heading naming English Acts), not a lost number."""
    return bool(re.match(r"[A-Za-z]{2,}", m.group("junk"))) and bool(re.match(r"[A-Za-z]", m.group("rest")))


def _ascii_undotted(markers: list[Marker]) -> bool:
    """`81 The Civil Courts Act, ...` for `৪৷ The Civil ...` (fresh13's Special Courts Act, born): a provision number
    whose native digit was read as an ASCII one and its danda as `1`, read as an undotted number; the series decides
    (`_lost_dandas`), as for `81` before Indic text; its first sub-section may follow on the line, read too (`81 (5)
    The Public Servants ...` for `৪৷ (১)`, fresh16's Bengali foreign-marriage Act, clean scan)."""
    return bool(markers) and all(m.kind == "paren" for m in markers[1:]) and markers[0].kind == "number" \
        and bool(markers[0].extra.get("undotted")) \
        and markers[0].value.isascii() and markers[0].value.isdigit() and len(markers[0].value) <= 3


def _native_half(mk: Marker) -> bool:
    """`৬)`: a native digit with a closing bracket, which is how OCR reads `৬৷` too."""
    return mk.kind == "paren" and bool(mk.extra.get("half")) and mk.value.isdigit() and not mk.value.isascii()


def _danda_after(text: str, mk: Marker) -> bool:
    return strip_noise(text).strip()[len(mk.raw):].lstrip()[:1] in ("৷", "।")


def _after_break(i: int, texts: list[str], tokens: list[tuple[list[Marker], str]]) -> bool:
    """The line before is a level's label, a heading under it, a heading of its own (a few words ending in no
    comma or danda: `প্রারম্ভিক` under `প্রথম অধ্যায়`), or ends a sentence."""
    if i == 0:
        return False
    if any(tokens[j][0][:1] and tokens[j][0][0].kind == "container" for j in range(max(0, i - 2), i)):
        return True
    before = texts[i - 1].rstrip()
    ends = ("৷", "।", ".", ":", "-", ";", "!", "|")  # `!`, `|`: a danda as OCR reads it
    # a longer shoulder heading (`হুকুমদখলকৃত সম্পত্তির মেরামত ও রক্ষণাবেক্ষণ`) between two sentences' ends
    words = HEADING_WORDS if i < 2 or not texts[i - 2].rstrip().endswith(ends) else LONG_HEADING_WORDS
    heading = len(before.split()) <= words and not tokens[i - 1][0] and not before.endswith((",", ";"))
    return heading or before.endswith(ends)


def _digit_style(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """Telugu `౨.` read as `2.` between `౧.` and `౩.`, Hindi `(३)` read as `(3)` after `(१)` and `(२)`: a provision or
    item number in Indic text printed in other digits than most of its series is relabelled in theirs (the series
    runs from one schedule or chapter start on). Not when most numbers of its own stretch (from one container to the
    next) are in its digits: a mixed deed's Hindi declaration `7.`, `8.`, `9.` counts on from its English clauses in
    ASCII, its schedule's items `१.`-`४.` are in Devanagari digits, and neither is a misread of the other."""
    stretch, indic = 0, []
    for i, (ms, _) in enumerate(tokens):
        stretch += bool(ms) and ms[0].kind == "container"
        indic += [(stretch, mk) for mk in ms] if ms and script_of(texts[i]) in _INDIC else []
    # provisions vote among provisions, items among items (a level's label may be in other digits: `అధ్యాయము - 1`)
    for kind in ("number", "paren", "section"):
        series_all = [(at, mk) for at, mk in indic if mk.kind == kind]
        series = [(at, mk) for at, mk in series_all
                  if mk.value.isdigit() and not _letter_alike(mk, [m for _, m in indic])]
        voters = [zero_of(mk.value) for _, mk in series]
        if kind == "section":  # `धारा 2` between `धारा १` and the rest: a series of two cannot vote, so the labels of
            # the levels above it vote with it (`भाग १`, `अध्याय १`: a page prints its level words' numbers in one
            # script's digits; the Devanagari model reads `२` as the `2` it looks like; fresh13's Sakshya Adhiniyam)
            voters += [zero_of(mk.value) for _, mk in indic if is_local(mk) and mk.value.isdigit()]
            # and a section numbered with a letter after its digits votes with its digits (`धारा ३क` beside `धारा १`,
            # `धारा 2`: fresh14's Foreigners Act, whose born page the model reads so)
            voters += [zero_of(mk.value) for _, mk in series_all if mk.value[:1].isdigit() and not mk.value.isdigit()]
        for at, mk in series:
            others = [z for z in voters if z != zero_of(mk.value)]
            mine = [zero_of(m.value) == zero_of(mk.value) for a, m in series if a == at]
            if len(others) > len(voters) / 2 and len(set(others)) == 1 \
                    and not (sum(mine) >= 2 and sum(mine) > len(mine) / 2):
                number = written(int(mk.value), others[0])
                _relabel(mk, number, f"{mk.value} read for {number}: the other numbers of its series are in those "
                                     "digits")


def _letter_alike(mk: Marker, markers: list[Marker]) -> bool:
    """A bracketed native digit drawn like a clause letter (`(௩)` for `(ங)`, `(௭)` for `(எ)`: NATIVE_LOOKALIKES) right
    after a lettered item: the letters' sequence decides which it is, so its digits are no misread of another
    script's."""
    if mk.kind != "paren" or mk.value not in NATIVE_LOOKALIKES:
        return False
    before = [m for m in markers[:next(i for i, m in enumerate(markers) if m is mk)] if m.kind == "paren"]
    return bool(before) and not before[-1].value.isdigit()


def _native_lookalikes(texts: list[str], tokens: list[tuple[list[Marker], str]], half: bool = False) -> None:
    """`९.` before `२.` and `३.` (a schedule's `१.` read as the native digit it looks like, at high confidence): a
    provision number in native digits that breaks the count where the next two agree (`२`, `३`) is the one before
    them, when what stands before it agrees too (the provision two before them, or none: a count that starts at
    one, as a schedule's does). A real jump of an excerpt is not two numbers off one on either side. With one number
    after it (an excerpt of two sections, `९.` then `२.`), only a first number that is the look-alike of `१` is,
    or the first under a container (a schedule's: a generated mixed deed's `३. चौहद्दी :-` read `३. :-`, no provision
    left to count with). `half`: the same for items printed with a closing bracket only (`९)` before `२)`, `३)`: a
    Marathi municipal licence's first condition `१)`), a series of their own."""
    series = [(i, ms[0]) for i, (ms, _) in enumerate(tokens) if ms and (_native_half(ms[0]) if half else ms[0].kind
              == "number" and ms[0].value.isdigit() and not ms[0].value.isascii()) and script_of(texts[i]) in _INDIC]
    values = [int(mk.value) for _, mk in series]
    for k, (i, mk) in enumerate(series[:-1]):
        want = values[k + 1] - 1
        after = [m.value for _, m in series[k + 1:k + 3]]
        if values[k] == want or want < 1 or (k and values[k - 1] != want - 1 and want != 1):
            continue
        if not k and values[k] == 1:
            continue  # a count that starts at one as printed: the number after it was lost (fresh8's Gift Tax Act,
            # born: `২৷` read `৷`), not this one misread
        if _mixed(mk.value):  # `১5` for `১৷`: no page prints a number in two scripts' digits, so it is a misread,
            # and the one after it says which (fresh8's Bengali Railway Property Act, born: section 1 read `১5।` at
            # 0.29, and every later section went under a section 15)
            number = written(want, zero_of(after[0]))
            _relabel(mk, number, f"{mk.value} read for {number}: digits of two scripts, {after[0]} follows it")
            values[k] = want
            continue
        if len(after) == 2 and values[k + 2] != values[k + 1] + 1:
            continue
        opens = want == 1 and any(ms and ms[0].kind == "container"
                                  for ms, _ in tokens[(series[k - 1][0] + 1 if k else 0):i])
        if len(after) == 1 and not opens and not (k == 0 and want == 1 and DIGIT_LOOKALIKES.get(mk.value) == written(
                1, zero_of(mk.value))):
            continue
        number = written(want, zero_of(mk.value))
        _relabel(mk, number, f"{mk.value} read for {number}: {' and '.join(after)} follow{'s' * (len(after) == 1)} it")
        values[k] = want


def _mixed(number: str) -> bool:
    """Digits of two scripts in one number (`১5`)."""
    return len({zero_of(c) for c in number}) > 1


def _lookalike_next(texts: list[str], tokens: list[tuple[list[Marker], str]], half: bool = False) -> None:
    """`१७.` then `९८.` (section `१८.` with its `१` read as the native digit it looks like, at high confidence): a
    provision number in native digits that breaks the count from the one before it, where reading its look-alike
    digits back (`DIGIT_LOOKALIKES`) continues the count, is the next one, when nothing after it counts on from it
    as read (the last section of an excerpt, which `_native_lookalikes` cannot judge by the two after it). `half`:
    the same for items printed with a closing bracket only (`१०)`, `१९)`, `९२)`, `१३)`: a Marathi licence's
    conditions on a scan), a series of their own."""
    series = [mk for i, (ms, _) in enumerate(tokens) if ms and (mk := ms[0]) is not None
              and (_native_half(mk) if half else mk.kind == "number" and mk.value.isdigit())
              and zero_of(mk.value) != "0" and script_of(texts[i]) in _INDIC]
    for k in range(1, len(series)):
        mk, want = series[k], int(series[k - 1].value) + 1
        follows = k + 1 < len(series) and int(series[k + 1].value) == int(mk.value) + 1
        if int(mk.value) == want or follows:
            continue
        number = written(want, zero_of(mk.value))
        # `৪৪।` for `৪৷` after `৩৷`, the last section (fresh18's Bengali energy regulatory commission amendment Act,
        # moderate scan): its digit read twice, as `_lost_dandas` takes it before a run of lost numbers
        if number in _lookalike_readings(mk.value) or not half and _undoubled(mk.value) == want:
            _relabel(mk, number, f"{mk.value} read for {number}: it follows {series[k - 1].value}")


def digits_alike(read: str, label: str) -> bool:
    """The label as read with only digits other (`3` for `३`, `१९` for `११`), each the same number in another
    script's digits (the Devanagari model reads `३` as ASCII `3`) or the native look-alike the script models read for
    it (`DIGIT_LOOKALIKES`: `९` for `१`): the series gave the number back, and what the page prints is no other text."""
    return read != label and len(read) == len(label) and all(a == b or _digit_alike(a, b)
                                                             for a, b in zip(read, label, strict=True))


def _digit_alike(read: str, printed: str) -> bool:
    if not (read.isdigit() and printed.isdigit()) or printed.isascii():
        return False
    return unicodedata.digit(read) == unicodedata.digit(printed) or DIGIT_LOOKALIKES.get(read) == printed


_SPOILED_HALF = re.compile(r"^(?P<junk>[^\s\w()]{1,2}|[A-Za-z0-9]{1,2})\)\s+(?P<rest>\S.*)$")


def _lost_half(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`५)` / `&) महा नगरपालिकेच्या ...` / `७)`: an item printed with a closing bracket only whose native digit was read
    as a sign or a Latin letter (`६` as `&`: fresh13's Marathi clinic licence, clean scan) is the one its neighbours
    count between, when it is the only such line there and the line it opens is in the script."""
    series = [i for i, (ms, _) in enumerate(tokens) if ms and _native_half(ms[0]) and script_of(texts[i]) in _INDIC]
    for a, b in zip(series, series[1:], strict=False):
        first, last = tokens[a][0][0], tokens[b][0][0]
        if zero_of(first.value) != zero_of(last.value) or int(last.value) != int(first.value) + 2:
            continue
        found = [(j, m) for j in range(a + 1, b) if not tokens[j][0] and (m := _SPOILED_HALF.match(texts[j].strip()))
                 and script_of(m.group("rest")) in _INDIC]
        if len(found) == 1:
            j, m = found[0]
            n = written(int(first.value) + 1, zero_of(first.value))
            why = f"'{m.group('junk')})' read as {n}): the item between {first.value}) and {last.value})"
            mk = Marker("paren", f"{m.group('junk')})", n, label=f"({n})", rest=m.group("rest"), ocr_fixed=True,
                        extra={"half": True, "repaired": why})
            tokens[j] = ([mk], m.group("rest"))


def _lookalike_readings(number: str) -> set[str]:
    """Every number `number` may stand for with some of its look-alike digits read back (`९८` -> `१८`, `९१`, `११`)."""
    out = {""}
    for ch in number:
        out = {r + c for r in out for c in {ch, DIGIT_LOOKALIKES.get(ch, ch)}}
    return out - {number}


_GLUED_ITEM = re.compile(r"^\((?P<v>[\u0900-\u0DFF])\)(?P<rest>[\u0900-\u0DFF].*)$")


def _glued_first_item(texts: list[str], tokens: list[tuple[list[Marker], str]]) -> None:
    """`(क)पूर्वमें ......... ;` / `(ख) पश्चिम में ......... ;`: OCR lost the space after a list's first letter, so it
    read as a reference with a suffix glued on (`(1)ನೇ`); where the next line opens with the next letter of the same
    script, spaced, it is the list's first item (a Hindi deed's schedule of boundaries, heldout's mixed deed)."""
    for i, text in enumerate(texts[:-1]):
        m = _GLUED_ITEM.match(text.strip()) if not tokens[i][0] else None
        nxt = tokens[i + 1][0][:1]
        if m is None or not nxt or nxt[0].kind != "paren" or 1 not in native_ordinals(m.group("v")) \
                or 2 not in native_ordinals(nxt[0].value) or script_of(m.group("v")) != script_of(nxt[0].value):
            continue
        tokens[i] = ([Marker("paren", f"({m.group('v')})", m.group("v"), label=f"({m.group('v')})",
                             rest=m.group("rest"), ocr_fixed=True,
                             extra={"glued": f"({m.group('v')}) glued to its word, {nxt[0].raw} after it"})],
                     m.group("rest"))

