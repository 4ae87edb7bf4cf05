"""The deterministic tree builder: feeds lines through the marker reader and the sequence guesser into Nodes."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from rapidfuzz.distance import Levenshtein

from ingest import lexicon
from ingest.languages import script_of
from ingest.scanned import read_by_ocr
from ingest.structure import (
    code_caption,
    code_groups,
    colon_sections,
    frames,
    garbled,
    headed_items,
    indic_numbers,
    inferred,
    inline_first,
    jumps,
    lost_dashes,
    lost_ones,
    lost_tops,
    omitted,
    reprint_notes,
    roman_decimals,
    sequence,
    shape_levels,
    spoiled_clauses,
    spoiled_decimals,
    spoiled_items,
    spoiled_letters,
    spoiled_outline,
    spoiled_romans,
    spoiled_series,
    spoiled_tops,
)
from ingest.structure import guards as g
from ingest.structure.columns import Columns
from ingest.structure.families import Profile, expected_type, paren_kind
from ingest.structure.headings import CONJUNCTIONS, announces_children, caps_line, split_heading, title_like
from ingest.structure.markers import (
    CONTAINER_RANK,
    NUMBERED_CONTAINERS,
    PROSE_WORDS,
    REPEALED_NOTE,
    Marker,
    digits_read_as_letters,
    lower_title,
    native_ordinals,
    parenthetical,
    read_line,
    read_paren,
    roman_value,
    strip_noise,
    to_roman,
)
from schemas import Line, Node, Table

# The containers whose number a code's sections carry as their first part (`CHAPTER 521` over `§521-7`); a `PART 1`
# over `§ 12-1` (a state code's part of title 12) is numbered on its own.
CODE_PART_CONTAINERS = ("chapter", "title")
MARGIN_SLACK = 12.0  # points: a line starting this far right of its page's margin at most stands at the margin
LOST_LINE_ROOM = 2.0  # line pitches from the line before: room for a lost line (a label) and the space above it


@dataclass
class Open:
    """A unit still open on the stack, with what its next sibling or child must look like."""

    node: Node
    level: str  # container | top | decimal | paren
    rank: float = 0
    ltype: str = ""
    ordinal: sequence.Ordinal = (0, 0)
    number: str = ""
    x0: float = 0.0


@dataclass
class Builder:
    lines: list[Line]
    tables: list[Table]
    family: str
    prof: Profile
    root: Node = field(init=False)
    head: Node = field(init=False)
    stack: list[Open] = field(default_factory=list)
    mode: str = "head"
    cur: Node | None = None
    pending: list[Line] = field(default_factory=list)
    explained: list[Open] = field(default_factory=list)  # the list an Explanation closed (its items may go on after)
    last_top: str | None = None
    last_top_x0: float | None = None
    last_top_label: str = ""
    last_top_undotted: bool = False  # the last top unit was numbered without a dot (`4  Heading`)
    part_rules: str = ""  # the part whose rules opened with no Part line over them (`_rules_without_their_part`)
    limb: tuple[int, str] | None = None  # the last limb of a definition kept as its text: (line, value)
    prev: Line | None = None
    quoted: bool = False
    decisions: list[str] = field(default_factory=list)
    ranks: dict[str, float] = field(default_factory=dict)  # container kind -> nesting rank, as first seen
    aside: Node | None = None  # the unit whose illustrations are being read (its text, not its units)
    aside_next: str = "a"  # the letter the next illustration would carry
    forced: dict[int, str] = field(default_factory=dict)  # line -> the value its marker is read as (a logged repair)
    lettered_root: bool = False  # the document's parts are lettered at the root (`_lettered_root`)
    operative: bool = False  # the deed's operative words were the last front-matter line read (its clauses follow)
    counter_line: int | None = None  # the line whose marker opened a schedule's running counter
    tops_above: list[bool] = field(default_factory=list)  # per top unit opened so far: a heading line above it?
    doubted_heads: set[int] = field(default_factory=set)  # ids of caseless lines taken as a heading against the
    # document's habit (`_doubted_caseless_head`)

    def __post_init__(self) -> None:
        self.root = Node(kind="document", label=self.family)
        self.head = Node(kind="preamble", frame="head")
        self.tokens = [read_line(ln.text) for ln in self.lines]
        self.lines, cuts, spoiled = inline_first.split(self.lines, self.tokens)
        if cuts:  # a first item printed inside its parent's paragraph now stands on a line of its own
            self.decisions += cuts
            self.tokens = [read_line(ln.text) for ln in self.lines]
        for i, why in spoiled.items():  # `C1) The Minister` read as (1); logged (`ocr_fixed`), the words as read
            spoiled_word, text = self.lines[i].text.strip().split(" ", 1)
            markers, rest = read_line("(1) " + text)
            markers[0].ocr_fixed, markers[0].extra["repaired"] = True, why
            markers[0].raw = spoiled_word  # as printed on the scan, so the repair is not taken for a look-alike
            self.tokens[i] = (markers, rest)
            self.decisions.append(f"line {i + 1}: {why}")
        self.decisions += _bare_codes_in_a_code(self.lines, self.tokens)
        self.decisions += _lookalike_part_clauses(self.lines, self.tokens)
        self.decisions += code_caption.unmark(self.lines, self.tokens)
        self.decisions += roman_decimals.repair(self.lines, self.tokens)
        self.decisions += garbled.repair_doubled_numbers(self.lines, self.tokens)
        self.decisions += code_groups.regroup([ln.text for ln in self.lines], self.tokens)
        self.decisions += garbled.repair_glued_ones(self.lines, self.tokens)
        self.decisions += lost_dashes.repair(self.lines, self.tokens)
        colon_sections.repair(self.lines, self.tokens)
        self.decisions += reprint_notes.unmark(self.lines, self.tokens)
        _articles_alone(self.tokens)
        self.decisions += _schedule_alone(self.lines, self.tokens)
        lost_ones.restore([ln.text for ln in self.lines], self.tokens)
        self.decisions += lost_tops.restore(self.lines, self.tokens)
        garbled.repair_container_lines(self.lines, self.tokens)
        self.decisions += garbled.repair_glued_brackets(self.lines, self.tokens)
        self.decisions += garbled.repair_leading_specks(self.lines, self.tokens)
        self.decisions += spoiled_tops.repair(self.lines, self.tokens)
        self.decisions += spoiled_romans.repair(self.lines, self.tokens)
        self.decisions += spoiled_series.repair(self.lines, self.tokens)
        self.decisions += omitted.repair(self.lines, self.tokens)
        self.decisions += spoiled_tops.repair_glued_items(self.lines, self.tokens)
        self.decisions += spoiled_outline.repair(self.lines, self.tokens)
        lost_ones.restore_first_decimal(self.lines, self.tokens)
        self.decisions += spoiled_decimals.repair_dotless(self.lines, self.tokens)
        self.decisions += spoiled_decimals.repair(self.lines, self.tokens)
        self.decisions += spoiled_letters.repair(self.lines, self.tokens)
        self.decisions += spoiled_letters.repair_dots(self.lines, self.tokens)
        self.decisions += spoiled_letters.repair_lower_dots(self.lines, self.tokens)
        self.decisions += spoiled_letters.repair_ones(self.lines, self.tokens)
        self.decisions += spoiled_letters.repair_runs(self.lines, self.tokens)
        self.decisions += spoiled_items.repair(self.lines, self.tokens, _sequence_lookalike)
        self.decisions += spoiled_clauses.repair_articles(self.lines, self.tokens)
        self.decisions += spoiled_clauses.repair_clauses(self.lines, self.tokens)
        self.decisions += spoiled_clauses.repair_decimals(self.lines, self.tokens)
        indic_numbers.repair([ln.text for ln in self.lines], self.tokens)
        self.decisions += shape_levels.read(self.lines, self.tokens)
        self.toc = g.toc_lines(self.lines, self.tokens)
        if self.toc:
            end = max(self.toc) + 1
            after = self.lines[end].text.strip()[:40] if end < len(self.lines) else ""
            self.decisions.append(f"lines {min(self.toc)}-{end - 1}: a table of contents, kept in the head; it ends "
                                  f"before '{after}' (the Bill's front matter, or its first label printed again)")
        self.indented = g.indentation_tells(self.lines, self.tokens)
        self.pitch = g.line_pitch(self.lines)
        self.right_edge = g.right_edges(self.lines)
        self.columns = Columns(self.lines)
        self.anchors = sorted(
            ((t.parts[0].page, t.parts[0].bbox[1], t) for t in self.tables if t.parts), key=lambda a: a[:2])

    # --- driving --------------------------------------------------------------------------------------------
    def build(self) -> Node:
        for i, ln in enumerate(self.lines):
            self._place_tables(ln.page, ln.bbox[1])
            if i in self.toc:
                self._add_text(self._toc_node(), ln)
            elif ln.text.strip():
                self._line(i, ln)
        self._place_tables(10**9, 0.0)
        if self.head.lines or self.head.children:
            self.root.children.insert(0, self.head)
        return self.root

    def _line(self, i: int, ln: Line) -> None:
        markers, rest = self.tokens[i]
        if self.quoted or self.mode == "body" and self.cur is not None and self._opens_quote(i, ln):
            if self._quoted_line(i, ln):
                self.prev = ln
                return
        if self.mode == "body" and frames.starts_tail(ln.text):
            self._open_tail(ln, self._execution_clause(), i)
            return
        if self.mode == "body" and not markers and self._operative_after_clauses(i, ln):
            self.prev = ln
            return
        if self.mode == "body" and self._illustration(ln, markers):
            self.prev = ln
            return
        accepted = (self._accept(i, markers) or self._container_keyword_garbled(i, ln, markers[0])
                    or markers[0].extra.get("half") and self._unread_item(i, ln)) if markers \
            else self._titled_schedule(i, ln) \
            or self._undotted_series(i, ln) or self._number_alone(i, ln) or self._spoiled_container(i, ln) \
            or self._spoiled_label_line(i, ln) or self._spoiled_number(i, ln) or self._lost_headed_number(i, ln) \
            or self._lost_introducing_number(i, ln) or self._lost_first_marker(i, ln) \
            or self._unread_first_item(i, ln) or self._unread_headed_first(i, ln) \
            or self._unread_item(i, ln) or self._run_item(i, ln) or self._spoiled_dotted_run(i, ln) \
            or self._glued_dotted_letter(i, ln)
        if accepted:
            self._open_units(i, ln, accepted)
        elif self.mode == "head":
            self._head_line(ln)
        elif self.mode == "tail":
            self._add_text(self.cur or self.root, ln)
        else:
            self._text_line(i, ln)
        if not self._foot_number(i, ln):
            self.prev = ln

    def _foot_number(self, i: int, ln: Line) -> bool:
        """A page number OCR read as a short word (`10` read `to`), centred at the foot of its page: its words stay
        where they went, but the next page's first line is judged against the line before it (a paragraph that
        ended at the foot still ended)."""
        t = ln.text.strip()
        return len(t) <= 3 and not self.tokens[i][0] and i + 1 < len(self.lines) \
            and self.lines[i + 1].page != ln.page and garbled.centred(ln, [x for x in self.lines if x.page == ln.page])

    def _illustration(self, ln: Line, markers: list[Marker]) -> bool:
        """`ILLUSTRATIONS` under a unit: the lettered examples that follow explain it and are its text, not its
        paragraphs, until a marker other than the examples' next letter opens a unit."""
        if g.ILLUSTRATION.match(ln.text.strip()):
            tops = [op for op in self.stack if op.level == "top"]
            if not tops:
                return False
            k = max(self._owner(ln, tops[-1:]), self.stack.index(tops[-1]))  # never above its section
            self.stack = self.stack[: k + 1]
            target = self.stack[-1]
            self.aside, self.aside_next = target.node, "a"
        elif self.aside is None:
            return False
        elif markers:
            if markers[0].kind != "paren" or markers[0].value != self.aside_next:
                self.aside = None
                return False
            self.aside_next = chr(ord(self.aside_next) + 1)
        self._add_text(self.aside, ln)
        self.cur = self.aside
        return True

    def _opens_quote(self, i: int, ln: Line) -> bool:
        """An amendment quotes the text it inserts (`“(3) For the purposes ...`, `"SEC. 21. ...`) (D1, D6)."""
        t = ln.text.strip()
        prev = " ".join(ln.text.strip() for ln in self.lines[max(0, i - 2):i])  # `the following` / `definitions:`
        bare = re.sub(r"^[‘'*•·~]\s*(?=[“\"])", "", t)  # the outer single quote, or what OCR read for it (`*`)
        # the definition's sentence up to its first item: `‘ “document” means any matter ... upon any` / `... by
        # means of—` wraps before it announces its limbs
        sentence = " ".join(x.text.strip() for x in self._paragraph_lines(i))
        if g.DEFINITION.match(bare) and g.INTRODUCES_QUOTE.search(prev) and announces_children(sentence) \
                and not g.QUOTE_CLOSE.search(sentence):
            return True  # `... the following definition:` / `‘ “light work” means ...—` / `(a) ...`: a quoted insertion
        if i and not g.QUOTE_OPEN.match(t) and g.AMENDING_INTRO.search(self.lines[i - 1].text.strip()) \
                and read_line(t)[0] and self._quote_closes_ahead(i):
            self._note(i, "the amending words `substitute—` / `insert—` end the line before and a closing quote "
                          "follows: the quoted text's opening mark was lost")
            return True  # `(a) ... substitute—` / `(a) may lawfully ...` (OCR lost the `“`) / `... owner.”;`
        if read_by_ocr(ln):  # `*“by electronic means”, in relation to ..., means—`: the outer `‘` read as `*`
            t = re.sub(r"^[*•·~]\s*(?=[“\"])", "‘", t)
        if not g.QUOTE_OPEN.match(t) or g.DEFINITION.match(t):
            return False  # `"workman" means ...` quotes a term, not a structure
        if any(mk.ocr_fixed and mk.raw[:1] == t[:1] for mk in self.tokens[i][0]):
            return False  # `‘1. Commencement`: the quote is what is left of a number the sequence read back
        if read_by_ocr(ln) and (m := garbled.QUOTED_ITEM.match(t)) and any(
                o.level == "paren" and o.ltype == "alpha" and sequence.value_of("alpha", (o.ordinal[0] + 1, 0))
                == m.group("v") for o in self.stack):
            return False  # `‘k) Build ...` after `(j)`: the next item, its opening bracket read as a quote
        inner = read_line(t.lstrip("“\"‘' "))[0]
        return bool(inner) or bool(g.INTRODUCES_QUOTE.search(prev)) or self._tamil_intro(i)

    def _tamil_intro(self, i: int, reach: int = 5) -> bool:
        """The sentence ending on the line before (back to the last one that ended, at most `reach` lines) is a Tamil
        amending sentence, `பின்வரும் ... இடப்படுகின்றது:-`: the quote it introduces is the inserted text."""
        j = i - 1
        while j > max(0, i - reach) and not self.lines[j - 1].text.rstrip().endswith(g.TERMINAL):
            j -= 1
        return bool(g.INTRODUCES_QUOTE_TAMIL.search(" ".join(ln.text.strip() for ln in self.lines[j:i])))

    def _quote_closes_ahead(self, i: int, reach: int = 30) -> bool:
        """A closing quote (`... owner.”;`, `... law.”.`) ends line i or a line after it, before a new top unit."""
        for j in range(i, min(i + reach, len(self.lines))):
            mks = self.tokens[j][0]
            if j > i and mks and mks[0].kind in ("section", "number", "container"):
                return False
            if g.QUOTE_CLOSE.search(self.lines[j].text.strip()):
                return True
        return False

    def _quoted_line(self, i: int, ln: Line) -> bool:
        """Inside a quoted structure every line is the amending unit's text; False hands the line back."""
        markers = self.tokens[i][0]
        if self.quoted and markers and markers[0].kind in ("number", "section") and self.last_top is not None \
                and not g.QUOTE_OPEN.match(ln.text.strip()):
            n, suf = g.num(markers[0].value)
            pn, _ = g.num(self.last_top)
            if (n, suf) == (pn + 1, 0) and not g.REF_WORD.search(self.prev.text if self.prev else ""):
                self.quoted = False  # the quote was never closed (OCR): the amending Act's next section
                return False
        if self.quoted and markers and self._quote_closed_before(i, markers[0]):
            self.quoted = False
            self._note(i, f"{markers[0].raw} is the amending unit's next item: the quote closed on the line before "
                          "(its closing mark misread)")
            return False
        if not self.quoted:
            self._note(i, "a quoted structure opens: its units belong to the amended Act, kept as text")
        self.quoted = not g.QUOTE_CLOSE.search(ln.text.strip()) or (not self.quoted and g.only_opens(ln.text))
        target = self.cur or self.root
        self._add_text(target, ln)
        return True

    def _quote_closed_before(self, i: int, mk: Marker) -> bool:
        """`... has ceased to have effecti"j` / `(b) in paragraph (vii), ...`: the line before ends with a quote mark
        and a stray character or two, and this line opens the amending unit's next item where its items stand."""
        op = self.stack[-1] if self.stack else None
        prev = self.prev.text.rstrip() if self.prev else ""
        if op is not None and mk.kind == "paren" and _STOPS_AROUND_LOST_QUOTE.search(prev):
            return self._next_outside_quote(i, mk)
        if op is None or op.level != "paren" or mk.kind != "paren" or not re.search(r"[\"”’'][^\s\"”’']{0,2}$", prev):
            return False
        want = sequence.value_of(op.ltype, (op.ordinal[0] + 1, 0))
        return mk.value == want and abs(self.lines[i].bbox[0] - op.x0) <= jumps.INDENT_TOLERANCE

    def _next_outside_quote(self, i: int, mk: Marker) -> bool:
        """`... அரிசி.;` / `(2) அதன் பாகம் II இல் -`: the quoted text's own stop and the amending item's after it, the
        closing mark between them lost (`.”;` read `.;`, `;”;` read `; ;`); the line opens the next item of a list open
        outside the quote (the innermost such list that takes it), standing at that list's indent."""
        for op in reversed(self.stack):
            if op.level != "paren" or not op.ltype:
                continue
            nxt = (op.ordinal[0] + 1, 0)
            if any(rd.type == op.ltype and rd.ordinal == nxt and not rd.penalty
                   for rd in sequence.readings(mk.value, self.family)):
                return abs(self.lines[i].bbox[0] - op.x0) <= jumps.INDENT_TOLERANCE
        return False

    def _toc_node(self) -> Node:
        """The table of contents (ARRANGEMENT OF SECTIONS) lives in the head: its labels are not units."""
        if not self.head.children or self.head.children[-1].kind != "toc":
            self.head.children.append(Node(kind="toc", frame="head"))
        return self.head.children[-1]

    # --- markers --------------------------------------------------------------------------------------------
    def _accept(self, i: int, markers: list[Marker]) -> list[tuple[Marker, object]]:
        """The markers of line i that really open units, each with its decision (or [] for plain text)."""
        prev = self.lines[i - 1].text if i else ""
        first = markers[0]
        if first.kind == "paren" and i > 1 and _NOTE_LINE.match(prev.strip()) and not self.tokens[i - 1][0]:
            # an amendment note printed between a lead-in and its items (`... by warrant under his hand-` /
            # `[1999 No. 62.]` / `(a) to cause ...`: the Laws of the Federation of Nigeria; Singapore's `[21/2008]`)
            # stands aside: the item follows the line before it
            self._note(i, f"{first.raw} follows an amendment note ('{prev.strip()[:30]}'): judged against the line "
                          "before it")
            prev = self.lines[i - 2].text
        prev_is_heading = caps_line(prev) or bool(i and self.tokens[i - 1][0][:1]
                                                   and self.tokens[i - 1][0][0].kind == "container") \
            or bool(i and self.pending and self.pending[-1] is self.lines[i - 1])  # `Amendment of Schedule` / `5.`
        if first.kind == "paren" and g.wrapped_local_citation(prev, first.rest):
            self._note(i, f"{first.raw} {first.rest.split()[0]} cites: a reference word ends the line before "
                          f"('{prev.strip()[-12:]}'), kept as text")
            return []
        if first.kind == "paren" and _QUOTE_CLOSED.fullmatch(first.rest.strip()):
            self._note(i, f"{first.raw}{first.rest.strip()} closes a quotation the line before opened (`the words "
                          "\"or` / `(ea)\";`): words an amendment inserts, wrapped to the line's start, kept as text")
            return []
        tail = g.REF_TAIL if first.kind == "paren" else g.REF_WORD  # `of (b)` cites; `of` before `2. (1)` may not
        ref = tail.search(prev)
        if ref and re.search(r"[a-z][A-Z]", ref.group(0)):
            ref = None  # `oF`, `iN`: OCR noise (`or` read `oF`), not a reference word as printed
        if first.kind != "container" and not prev_is_heading and ref and not prev.rstrip().endswith((".", ":", ";")) \
                and not (first.value == "1" and self._under_headed_unit(i)) \
                and not first.extra.get("by_series") and not self._first_of_run_on_list(i, first):
            if first.kind == "number" and first.extra.get("repaired") and _heading_only(first.rest):
                # `... amend` / `the Schedule` / `ll. Interpretation`: a top number a harsh scan spoiled, read back
                # where the numbers stand, its heading alone after it, is no citation: it opens, sent to review
                first.extra["review"] = True
            else:
                self._note(i, f"{first.raw} follows a reference word ('{prev[-20:]}'): kept as text")
                return []
        if first.kind == "paren" and first.extra.get("half") and i + 1 < len(self.lines) and prev.strip() \
                and not prev.rstrip().endswith(g.TERMINAL) \
                and parenthetical(f"{self.lines[i].text} {self.lines[i + 1].text}"):
            self._note(i, f"{first.raw} opens a parenthetical closed on the next line, the sentence before running on "
                          "(`amounts paid in settlement` / `(if such settlement is approved ...`): kept as text")
            return []
        if first.kind == "container" and _legend_runs_on(prev, first.rest):
            self._note(i, f"{first.raw} goes on a paragraph in capitals the line before left open "
                          f"('{prev.strip()[-20:]}'): a legend citing the rule or article, kept as text")
            return []
        if first.kind in ("container", "section") and not prev_is_heading and _OPEN_END.search(prev) \
                and not (first.kind == "section" and _LIST_JOIN.search(prev.rstrip())):
            # `subject to the provisions of` / `Section 8.1.`, `pursuant to` / `Section 4.3.`: a section cited so
            # (a US agreement's or bylaws' `Section 4.3`) is no more a provision than a Form is a container; after
            # `; and` a list of sections goes on (an IRR's `Section 2.2. ...; and` / `Section 2.3.`)
            self._note(i, f"{first.raw} ends a sentence the line before left open ('{prev.strip()[-20:]}'): a citation "
                          "wrapped to the line's start (`shall be made in` / `Form 3.`), kept as text")
            return []
        if first.kind == "section" and not prev_is_heading and prev.strip() and not prev.rstrip().endswith(g.TERMINAL) \
                and (self.tokens[i][1].strip() or self._next_text(i))[:1].islower():
            self._note(i, f"{first.raw} runs on from the line before into text in lower case: a citation wrapped to "
                          "the line's start (`as permitted by` / `Section 3.2 (a) may ...`), kept as text")
            return []
        if first.kind == "section" and not prev_is_heading and prev.strip() and not _danda_end(prev) \
                and not prev.rstrip().endswith(g.TERMINAL) and script_of(first.keyword) == "Latin" \
                and _caseless(self.tokens[i][1]) and any(_caseless(w) for w in prev.split()):
            self._note(i, f"{first.raw} runs on from an open sentence into text in a caseless script: an English "
                          "citation wrapped to the line's start (`... Articles of Agreement` / `Article 7, ৮ ও ৯ এর "
                          "অধীন ...`), kept as text")
            return []
        if first.kind == "section" and first.rest.strip() in ("baru", "Baru"):
            self._note(i, f"{first.raw} {first.rest.strip()}: the shoulder heading of a Malay amending clause naming "
                          "the section it inserts (`Seksyen 8A baru`, `Seksyen baru 23A`), kept as text")
            return []
        if first.extra.get("alone") and not self._next_text(i):
            self._note(i, f"{first.raw} alone on the document's last line heads nothing: kept as text")
            return []
        if first.kind == "paren" and i and not self.tokens[i - 1][0] and _history_line(prev) \
                and not prev.rstrip().endswith(g.TERMINAL + ("]",)):
            self._note(i, f"{first.raw} goes on with the historical note the line before left open ('{prev[-20:]}'): "
                          "`s. 163` read as a marker, kept as text")
            return []
        if first.kind == "paren" and g.NUMBER_WORD.search(prev):
            self._note(i, f"{first.raw} repeats the number word ending the line before: kept as text")
            return []
        if self.mode == "tail" and first.kind != "container":
            return []
        if first.kind == "container" and self.mode == "head" and self._form_printed_alone(i, first):
            self._note(i, f"{first.raw} opens the document, nothing before it to be appended to and no other "
                          f"{first.keyword} after it: the title of a form printed on its own, not a container")
            return []
        if self.mode == "head" and first.kind == "paren" and first.extra.get("dotted") \
                and first.value in ("I", "l", "|") and self.prof.numbered_top and self.last_top is None \
                and read_by_ocr(self.lines[i]) and self._next_top(i) == 2:  # `I. To ask ...`, `2. To appoint ...`
            why = f"'{first.raw}' read as 1.: the first clause, with clause 2 next"
            self._note(i, why)
            markers = [Marker("number", first.raw, "1", label="1", rest=first.rest, ocr_fixed=True,
                              extra={"repaired": why})]
            first = markers[0]
        if self.mode == "head" and first.kind == "number" and self._numbered_recital(i):
            self._note(i, f"{first.raw} numbers a recital: the clauses' numbering starts afresh after the operative "
                          "words below")
            return []
        out: list[tuple[Marker, object]] = []
        if first.kind == "number" and self.mode == "body" and not first.rest.strip() and not self._top_ok(i, first) \
                and (lone := self._spoiled_number(i, self.lines[i])):
            return lone  # `3.` alone over `a.` after clause 4, with 6 ahead: clause 5 read as a look-alike
        if first.kind == "number" and self.mode == "body":
            self._close_sub_clauses(first)
        if first.kind == "number" and self.mode == "body" and (placed := self._counter_place(i, first)):
            return [placed]
        if first.kind == "number" and self.mode == "body" and self._continues_dotted_digits(i, first):
            markers = _number_as_item(first, markers)
        elif first.kind == "number" and self.mode == "body" and (lost := self._dotted_item_lost(i, first)) \
                and (item := _number_as_item(first, markers))[0].kind == "paren":
            markers = item
            markers[0].extra["gap"] = lost
            self._note(i, f"{first.raw}. stands where the open list's items stand, right of the top units, one past "
                          f"its next: that list's item, {lost} lost (recorded)")
        elif first.kind == "number" and self.mode == "body" and not self._top_ok(i, first):
            set_in = self._first_item_set_in(i, first)
            markers = self._number_read_for_item(i, first) or _number_as_item(first, markers)
            if set_in and markers[0].kind == "paren":
                markers[0].extra["set_in"] = True  # its list opens with no introduction (`_refused`)
        if first.kind == "paren" and self.mode == "body" and len(markers) == 1 and _run_in_sibling(first):
            self._note(i, f"{first.raw} has its next item run in on its own line ('{first.rest[:40]}'): an "
                          "enumeration inside the paragraph, kept as text")
            return []
        if first.kind == "paren" and self.mode == "body" and len(markers) == 1 and self._run_in_wraps(i, first):
            self._note(i, f"{first.raw} goes on from the list run in on the line above (its line ended '; and'): "
                          "that enumeration wrapped to a line start, kept as text")
            return []
        if first.kind == "paren" and self.mode == "body" and self._definitions_lists(i, first):
            self._note(i, f"{first.raw} opens a list inside an unnumbered definition: a definition's limbs have no "
                          "path of their own (kept as the definition's text)")
            self.limb = (i, first.value)
            return []
        if first.kind == "paren" and self.mode == "body" and self._next_limb(i, first):
            self._note(i, f"{first.raw} is the next limb of the definition above (kept as its text)")
            self.limb = (i, first.value)
            return []
        if first.kind == "paren" and self.mode == "body" and self._counter_after_clauses(i, first):
            self.stack = []  # the form's own numbering goes on at the root, beside the clauses above
        if self.explained and self.mode == "body":
            self._explained_list_goes_on(i, first)
        owner = self._introducing_paragraph(i, first) if first.kind == "paren" and self.mode == "body" else None
        if owner is not None:
            self.stack = self.stack[: owner + 1]
        levels = self._levels()
        if self.mode == "body" and len(markers) > 1 and self._lone_glued_item(i, markers):
            markers = [replace(markers[0], rest=markers[1].rest, extra={**markers[0].extra, "joined": markers[1].raw})]
        for k, mk in enumerate(markers):
            if mk.kind == "paren":
                text_after = mk.rest if k == len(markers) - 1 else ""
                after_clause = k == 0 and prev.rstrip().endswith(
                    g.TERMINAL + ("-", "; or", "; and", ", or", ", and", ": or", ": and"))  # `: or`: OCR for `; or`
                if g.REF_NEXT.match(text_after.strip()) and not after_clause \
                        and not (k == 0 and self._run_into_first(prev, text_after) and self._second_next(i, k, mk)) \
                        and not (k == 0 and self._infinitive_item(i, mk, text_after)) \
                        and not (k == 0 and self._dash_lost_before_first(i, k, mk, prev)) \
                        and not (k == 0 and self._comma_item_goes_on(i, mk, levels, prev)):
                    break  # `(bb) above` wraps a reference; after `State:` or `...;`, `a) to develop` is an item;
                    # after `... when the books of a bank,`, `(a) are maintained ...` with `(b)` next opens a list;
                    # so after a lead-in that runs into its items with no stop (`... if the spirits` / `(i) are
                    # entitled ...` / `(ii) are kept ...`: Canada's consolidations, a paragraph over subparagraphs)
                root = (self.mode == "head" or not self.stack) and not out \
                    and (self._root_list(i, k, mk) or self._deed_clause_list(i, k, mk) or self._root_run(i, k, mk)
                         or self._ordinal_articles(i, k, mk)) \
                    or not out and self.mode == "body" and self._counter_under_schedule(i, k, mk)
                if self.mode == "head" and not out and not root:
                    break
                d = mended = None
                forced = self.forced.pop(i, None) if k == 0 else None
                d = self._decide(i, k, mk, levels, [forced] if forced else _values(mk), root or
                                 self._may_resume(out, mk), announces_children(self._intro_text(i, text_after)))
                if k == 0 and not forced and mk.value == "1" and d is not None and d.depth == len(levels) \
                        and (forced := self._run_to_anchor(i, mk)):  # `(1)`, `(2)` for `(f)`, `(g)`, `(h)` next
                    d = self._decide(i, k, mk, levels, [forced], False, False)
                if forced and d is not None and d.reading.type != "alpha":
                    d = _as_letter(forced, levels, self.family) or d  # the run said the letter: `(i)` after `(h)`
                if k == 0 and not forced and d is not None and (first := self._spoiled_first_letter(i, mk, d, levels)):
                    d = first
                unintroduced = d is not None and ("without an introduction" in d.reason or "resumes" in d.reason)
                if d is not None and k == 0 and d.depth == len(levels) and levels and unintroduced \
                        and levels[-1].type != d.reading.type and self._colons_separate() \
                        and not self._list_goes_on(i, levels[-1]) and not self._indented_under(i):
                    d = sequence.next_of_innermost(mk.value, levels, "no list opens without an introduction, and "
                                                   "the colons ending the items before are misread semicolons")
                if d is None and k == 0:
                    d = self._root_jump(i, mk, levels)
                if k == 0 and not forced and d is not None and (child := self._inside_run(i, mk, levels, d)):
                    d = child
                if k == 0 and d is not None and (capital := self._capital_i_as_one(i, mk, levels, d)):
                    d = mended = capital
                if k == 0 and d is not None and (again := self._repeated_roman(i, mk, levels, d)):
                    d = again
                if k == 0 and d is not None and "resumes a list" in d.reason and read_by_ocr(self.lines[i]) \
                        and (first := self._spoiled_first(i, mk, levels)):
                    d = mended = first  # `(2) Written notice:` / `(b) Electronic notice ...` under `... methods:`:
                    # a first item whose letter a harsh scan spoiled, not a list resumed past its first items
                # `(©) “আয় (proceeds)” অর্থ ...`: a definition opens with its quoted term
                opens = mk.rest.strip()[:1]
                if self._refused(i, k, mk, d, levels) and (opens.isalnum() or opens in "“‘\"'"
                                                           and read_by_ocr(self.lines[i])):
                    x0 = self.lines[i].bbox[0] if k == 0 and read_by_ocr(self.lines[i]) else None
                    mended = sequence.repair(mk.value, levels, x0)  # `bb.` after `a.`: the next item, OCR doubled
                    d = mended or d
                if (self._refused(i, k, mk, d, levels) or k == 0 and d is not None and "resumes a list" in d.reason
                        and read_by_ocr(self.lines[i])) and mk.rest.strip()[:1].isalnum():
                    # `(1)` [for (i)], `(3)`, `(k)`: a list resumed past its first items is the weakest reading; the
                    # item between an open list's last and the one after next is a stronger one
                    bridged = sequence.bridge(mk.value, levels, self._upcoming(i, k), self.family,
                                              last=k == 0 and self._last_before_top(i))
                    if bridged is not None and k == 0 and self._bridged_by_lookalike(i, bridged, levels) \
                            and (first := self._spoiled_first(i, mk, levels)):
                        bridged = first  # `(aA)` under `(4) ... for example,` with a clean `(b)` next at its indent:
                        # a spoiled first item, not (5) before a `(b)` read as the look-alike (6)
                    d, mended = bridged or d, bridged or mended
                if k == 0 and d is not None and "resumes a list" in d.reason and read_by_ocr(self.lines[i]) \
                        and len(mk.value) == 2 and mk.value[0] == mk.value[1] and mk.value.isalpha():
                    # `(ff)` after `(e)`: a harsh scan doubled the letter (a list of doubled letters goes on from
                    # `(ee)`, not from `(e)`); the next item, logged as a repair (review)
                    if (doubled := sequence.repair(mk.value, levels)) is not None:
                        d, mk.ocr_fixed = doubled, True
                        mk.extra |= {"repaired": doubled.reason, "review": True}
                if self._refused(i, k, mk, d, levels) and k == 0 and (forced := self._run_to_anchor(i, mk)):
                    d = self._decide(i, k, mk, levels, [forced], False, False)
                if k == 0 and d is not None and "resumes a list" in d.reason \
                        and (jump := self._definition_jump(i, mk, levels)) is not None:
                    d = jump  # `(6) "Personal information" means ...` after `(3) "Information broker" means ...`: the
                    # definitions' list goes on past a gap, no list of `(b)` (OCR's other reading of 6) resumed
                if self._refused(i, k, mk, d, levels) and k == 0:
                    d = self._resumed(i, mk, levels) or self._spoiled_first(i, mk, levels) \
                        or self._definition_jump(i, mk, levels) or d
                if self._refused(i, k, mk, d, levels):
                    # a half bracket opens a list only as a first item right after an introduction
                    self._note(i, f"{mk.raw} fits no open list: kept as text")
                    break
                self._note(i, d.reason)
                if d is not None and d is mended and "repaired" not in mk.extra \
                        and not _sequence_lookalike(mk, d.reading.label):
                    # the sequence, not the print, gave its label (`(0)` between (5) and (7)): a repair routing hears
                    # of (`_open_units`), unless the print differs from it in look-alike strokes alone (`(£)`)
                    mk.extra["repaired"], mk.extra["review"] = d.reason, True
                out.append((mk, d))
                levels = sequence.apply(levels, d)
            elif k == 0 and self._top_ok(i, mk):
                out.append((mk, None))
                levels = []
            else:
                break
        if len(out) == 1 and out[0][0].kind in ("section", "number"):
            out += self._lost_first_item(i, out[0][0])
        return out

    def _spoiled_first_letter(self, i: int, mk: Marker, d: sequence.Decision,
                              levels: list[sequence.Level]) -> sequence.Decision | None:
        """`1) Provide executive direction ...` opening a list, `(b) Establish ...` next (RA 11363 SEC. 10, harsh): the
        first item's opening bracket lost and its letter spoiled into `1`, its line starting right of where (b)
        starts by what the bracket took (garbled.BRACKET_SHIFT). A list numbered `1)` goes on with `2)`, so with (b)
        next at the list's indent it is (a); the marker is rewritten (logged: review). None otherwise."""
        if mk.value != "1" or not mk.extra.get("half") or d.depth != len(levels) or not read_by_ocr(self.lines[i]):
            return None
        nxt, j = self._next_item(i), self._next_item_line(i)
        if nxt is None or j is None or nxt.value != "b" or not nxt.raw.startswith("(") \
                or not 0 < self.lines[i].bbox[0] - self.lines[j].bbox[0] <= garbled.BRACKET_SHIFT:
            return None
        first = sequence.decide("a", levels, self.family, self._expected(levels), ["b"], True)
        if first is None or first.depth != len(levels):
            return None
        why = f"'{mk.raw}' read as (a): a first item with its bracket lost and its letter spoiled, (b) next where " \
              "the list's markers stand"
        mk.value, mk.label, mk.ocr_fixed = "a", "(a)", True
        mk.extra["repaired"] = why
        self._note(i, why)
        return first

    def _introducing_paragraph(self, i: int, mk: Marker) -> int | None:
        """`(c) ... for the Palarong Pambansa.` / `The Communications Group shall be composed of representatives from
        the following government agencies:` / `(1) DepED;`: a paragraph handed to a unit above a closed list (its
        closing words) that ends introducing a list is where the list opens: the first item goes under that unit, not
        under the closed list's last item. Returns the stack index of that unit (the lists below it close)."""
        para = self.cur
        explains = para is not None and bool(_EXPLANATION.match(para.text.strip())) and announces_children(para.text)
        first = mk.value in ("1", "a", "i", "A", "I", "aa") or explains and any(  # `(aa)`: a second list lettered
            # in doubled letters after the first list's closing words (a Malaysian bill's 4(1), fresh14)
            rd.ordinal == (1, 0) for rd in sequence.readings(mk.value, self.family))
        if para is None or para.kind != "text" or para.label or not self.stack or self.stack[-1].level != "paren" \
                or not first or not (para.text.rstrip().endswith((":", ":-", "—")) or explains) \
                or g.DEFINITION.match(para.text.strip()) or self.prev is None or self.prev not in para.lines:
            return None
        owner = next((k for k, op in enumerate(self.stack) if para in op.node.children), None)
        if owner is None or owner >= len(self.stack) - 1:
            return None
        closed = explains or g.closed_list(self.stack[owner].node, self.stack[owner + 1].node)
        left = not closed and self._left_of_items(para, self.stack[owner + 1])
        if not (closed or left):
            return None  # the list below ended its sentence (`...;` / `... .`): closing words, not a quoted insertion
            # (an Explanation handed to the unit above opens its list there, whatever the items ended with)
        how = f"it stands left of {self.stack[owner + 1].node.label}'s items, where {self.stack[owner].node.label} " \
              "stands" if left else f"the list under {self.stack[-1].node.label} had closed"
        self._note(i, f"{mk.raw} opens a list the paragraph under {self.stack[owner].node.label or 'the unit'} "
                      f"introduces: {how}")
        self.explained = self.stack[owner + 1:owner + 2] if explains else []
        return owner

    def _left_of_items(self, para: Node, item: Open) -> bool:
        """`(z) Worship and Meditation Room` / `The PSTC shall include ... such as the following:` / `(1) Aquatics`: a
        section's second list after its first, introduced by a paragraph of the section itself. Where nested lists
        are indented, a paragraph whose every line stands left of the closed list's markers (at its owner's text, on
        the item's page) is the owner's, and so is the list it introduces: its items are the first list's siblings,
        not children of its last item (RA 11214 s. 5 lists facilities (a)-(z), then sports (1)-(39); Acts of every
        jurisdiction set a second enumeration after an unmarked sentence so)."""
        tol = jumps.INDENT_TOLERANCE
        k = self.stack.index(item)
        items = [c for c in self.stack[k - 1].node.children if c.label and c.lines] if k else [item.node]
        wraps = [ln for c in items for ln in c.lines[1:]]
        hang = self.indented or bool(wraps) and all(ln.bbox[0] >= item.x0 - tol for ln in wraps)  # items wrap at
        # their text, never back where the paragraph stands
        return hang and bool(para.lines) and bool(item.node.lines) and para.lines[0].page == item.node.lines[-1].page \
            and all(ln.bbox[0] < item.x0 - tol for ln in para.lines) \
            and (para.text.strip()[:1].isupper() or len(items) >= 2 and items[-1] is item.node
                 and items[-2].text.rstrip().endswith(_CONJUNCTION))  # closing words in lower case after a list
        # whose conjunction (`; dan` before the last item) ended it: the owner's sentence going on

    def _explained_list_goes_on(self, i: int, mk: Marker) -> None:
        """`(ক)` `(খ)` `(গ)` / `ব্যাখ্যা।- ... শেষে-` / `(অ)` `(আ)` `(ই)` / `(ঘ)`: the lettered list an Explanation's own
        items interrupted goes on after them (fresh9's Secured Transactions Act 2(৭)); the item that continues it, and
        not the Explanation's list, is put back on the stack beside them."""
        closed, self.explained = (self.explained[0] if self.explained else None), self.explained
        if closed is None or mk.kind != "paren":
            return
        owner = next((k for k, op in enumerate(self.stack) if closed.node in op.node.children), None)
        if owner is None:
            self.explained = []
            return
        inner = self.stack[-1]
        reads = sequence.readings(mk.value, self.family)
        nxt = any(rd.type == closed.ltype and rd.ordinal == (closed.ordinal[0] + 1, 0) for rd in reads)
        own = inner.level == "paren" and any(rd.type == inner.ltype and rd.ordinal == (inner.ordinal[0] + 1, 0)
                                             for rd in reads)
        if nxt and not own:
            self._note(i, f"{mk.raw} goes on from {closed.node.label}, the list the Explanation's items interrupted")
            self.stack = self.stack[:owner + 1] + [closed]
            self.explained = []

    def _resumed(self, i: int, mk: Marker, levels: list[sequence.Level]) -> sequence.Decision | None:
        """`(1)`, [`(2)` lost], `(4) (a) ...`, `(4)`, `(5)` on a harsh scan (`(3)` read `(4)`): a marker past the
        next but one of an open list, standing where that list's items stand, continues it when the list's next
        markers below go on from it: `(4)` with `(5)` next opens 4 (the skipped numbers noted for review); `(4)`
        with `(4)` then `(5)` next is 3 misread. Without this, every later item of the list was kept as text."""
        if not read_by_ocr(self.lines[i]):
            return None
        base = len(self.stack) - len(levels)
        x0 = self.lines[i].bbox[0]
        for depth in range(len(levels) - 1, -1, -1):
            lv, op = levels[depth], self.stack[base + depth]
            if abs(x0 - op.x0) > jumps.INDENT_TOLERANCE:
                continue
            mine = [rd.ordinal[0] for rd in sequence.readings(mk.value, self.family)
                    if rd.type == lv.type and rd.ordinal[1] == 0 and lv.last[0] + 2 < rd.ordinal[0] <= lv.last[0] + 12]
            if not mine:
                continue
            n, ahead = mine[0], self._same_level_ahead(i, x0, lv.type, 3)
            if n > lv.last[0] + 6 and ahead[:3] != [n + 1, n + 2, n + 3]:
                continue  # six rows or more lost (OCR read them as one line): the next three must go on from it
            if ahead[:1] == [n + 1]:
                value = n
            elif ahead[:2] == [n, n + 1] and n - 1 > lv.last[0] + 1:
                value = n - 1
            else:
                continue
            ordinal = (value, 0)
            gap = jumps.gap_text(lv.last, ordinal)
            mk.extra["gap"], mk.extra["why"] = gap, "the list's next items below go on from it"
            rd = sequence.Reading(lv.type, ordinal, f"({sequence.value_of(lv.type, ordinal)})", 1.0, "resumed")
            why = (f"({mk.value}) read as {rd.label}: the list resumes after a gap ({gap} missing), its next items "
                   f"below go on from it, where its items stand")
            return sequence.Decision(rd, depth, 0.2, why)
        return None

    def _definition_jump(self, i: int, mk: Marker, levels: list[sequence.Level]) -> sequence.Decision | None:
        """`(1) "Data collector" means ...` / `(3) "Information broker" means ...` / `(6) "Personal information" means
        ...`: a code's numbered definitions keep their numbers where some are left out (an excerpt, a definition
        repealed: Georgia's O.C.G.A. prints the gaps), so a definition numbered past the next item of an open list
        whose last item is a definition too, at that item's indent, goes on in that list (the skipped numbers noted).
        That item's indent is where its marker would stand: a harsh scan that lost its opening bracket (`|) "Breach
        ..."` for `(1)`, Rhode Island's R.I.G.L. § 11-49.3-2) starts its line right by the bracket's width."""
        rest = mk.rest.strip()
        if not g.DEFINITION.match(rest):
            return None
        base, x0 = len(self.stack) - len(levels), self.lines[i].bbox[0]
        for depth in range(len(levels) - 1, -1, -1):
            lv, op = levels[depth], self.stack[base + depth]
            if not g.DEFINITION.match(op.node.text.strip()) or abs(x0 - op.x0) > jumps.INDENT_TOLERANCE \
                    and not (op.node.lines and self._bracket_lost_at(op.node.lines[0], x0)):
                continue
            mine = [rd for rd in sequence.readings(mk.value, self.family)
                    if rd.type == lv.type and rd.ordinal[1] == 0 and lv.last[0] + 1 < rd.ordinal[0] <= lv.last[0] + 20
                    and not rd.penalty]
            if not mine:
                continue
            gap = jumps.gap_text(lv.last, mine[0].ordinal)
            mk.extra["gap"], mk.extra["why"] = gap, "a definition after definitions: the list's numbers skip"
            return sequence.Decision(mine[0], depth, 0.2, f"{mine[0].label} goes on from {sequence._show(lv)}'s "
                                     f"definitions ({gap} left out): a definition numbered past the next")
        return None

    def _bridged_by_lookalike(self, i: int, d: sequence.Decision, levels: list[sequence.Level]) -> bool:
        """The bridge put line i between its list's last item and the next marker below only by reading that marker
        as a look-alike (`(b)` as (6) after (4)): no clean reading of it is the item after next."""
        upcoming = self._upcoming(i, 0)
        lv = levels[d.depth] if d.depth < len(levels) else None
        return bool(upcoming) and lv is not None and not any(
            rd.type == lv.type and rd.ordinal == (lv.last[0] + 2, 0) and not rd.penalty
            for rd in sequence.readings(upcoming[0], self.family))

    def _spoiled_first(self, i: int, mk: Marker, levels: list[sequence.Level]) -> sequence.Decision | None:
        """`(5) ... only the amount reasonably necessary:` / `(4) To remedy ...` / `(b) To repair ...` on a harsh scan
        (`(a)` read `(4)`): a marker that fits no open list, right under an introduction, with the next marker at its
        indent the second item of a list not open, is that list's first item (logged; its chunk goes to review)."""
        unit = self.stack[-1].node if self.stack else None
        if unit is None or not read_by_ocr(self.lines[i]) \
                or not (announces_children(unit.text) or garbled.dash_lost(unit.text)
                        or unit.text.rstrip().endswith(",") or not unit.text.strip()) \
                or any(c.kind not in ("text", "table") for c in unit.children):
            return None  # `... includes, for example,`: New Zealand's `,—` lead-in, its dash lost; `(1)` alone on
            # its line (Montana's MCA 30-14-1702(1), its text all in its items): its items follow right under it
        x0 = self.lines[i].bbox[0]
        open_types = {lv.type for lv in levels}
        for j in range(i + 1, min(i + 40, len(self.lines))):
            mks = self.tokens[j][0]
            if not mks:
                continue
            if mks[0].kind != "paren" or abs(self.lines[j].bbox[0] - x0) > jumps.INDENT_TOLERANCE:
                return None
            second = [rd for v in _values(mks[0]) for rd in sequence.readings(v, self.family)
                      if rd.ordinal == (2, 0) and rd.type not in open_types and not rd.penalty]  # `(by)`: (b)
            if not second:
                return None
            first = sequence.Reading(second[0].type, (1, 0), f"({sequence.first_like(mks[0].value, second[0].type)})",
                                     1.0, "spoiled first item")
            why = f"({mk.value}) read as {first.label}: right under an introduction, with {second[0].label} next"
            return sequence.Decision(first, len(levels), 0.2, why)
        return None

    def _list_goes_on(self, i: int, lv: sequence.Level) -> bool:
        """The open list's next item (`(f)` after `(e)`) is the next marker of its type below line i, before a new top
        unit: the markers between are a real sub-list of its last item, not its spoiled items."""
        for mks, _ in self.tokens[i + 1:i + 80]:
            if mks and mks[0].kind in ("section", "number", "container"):
                return False
            if mks and mks[0].kind == "paren":
                fits = [rd for rd in sequence.readings(mks[0].value, self.family) if rd.type == lv.type
                        and not rd.penalty]
                if fits:
                    return sequence.follows(lv.last, fits[0].ordinal)
        return False

    def _same_level_ahead(self, i: int, x0: float, ltype: str, n: int = 2) -> list[int]:
        """The ordinals (of type `ltype`) of the next `n` line-initial bracketed markers standing at x0, below line i,
        until a new top unit."""
        out: list[int] = []
        for j in range(i + 1, min(i + 80, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind in ("section", "number", "container"):
                break
            if mks and mks[0].kind == "paren" and abs(self.lines[j].bbox[0] - x0) <= jumps.INDENT_TOLERANCE:
                ords = [rd.ordinal[0] for rd in sequence.readings(mks[0].value, self.family)
                        if rd.type == ltype and rd.ordinal[1] == 0]
                if ords:
                    out.append(ords[0])
                    if len(out) == n:
                        break
        return out

    def _capital_i_as_one(self, i: int, mk: Marker, levels: list[sequence.Level],
                          d: sequence.Decision) -> sequence.Decision | None:
        """`(H) A birth or marriage certificate;` / `(1) Medical information ...` at (H)'s indent (Wyoming's
        definitions, harsh): a capital I is one stroke, read as the digit 1 by OCR; where the open list of capitals
        stands at I and `(1)` would open a list with no introduction, at that list's own indent, it is (I)."""
        op = self.stack[-1] if self.stack else None
        if mk.value != "1" or not levels or levels[-1].type != "ualpha" or levels[-1].last != (8, 0) \
                or d.depth != len(levels) or "without an introduction" not in d.reason \
                or not read_by_ocr(self.lines[i]) or op is None or op.level != "paren" or op.x0 is None \
                or abs(self.lines[i].bbox[0] - op.x0) > jumps.INDENT_TOLERANCE:
            return None
        return sequence.next_of_innermost(mk.value, levels, "a capital I read as the digit 1, at the capitals' indent")

    def _repeated_roman(self, i: int, mk: Marker, levels: list[sequence.Level],
                        d: sequence.Decision) -> sequence.Decision | None:
        """`(ii) Doors ...; and` / `(ii) All premises ...` at the same indent: a roman printed again where its list's
        item stands, under an item that announced no list, is the next roman with a stroke lost (numbering never
        repeats among siblings), not a deeper list of doubled letters."""
        top = self.stack[-1] if self.stack else None
        if d.depth != len(levels) or not levels or top is None or top.level != "paren" \
                or top.ltype not in ("roman", "uroman") \
                or levels[-1].expects_children or announces_children(top.node.text) \
                or mk.value != sequence.value_of(top.ltype, top.ordinal) \
                or abs(self.lines[i].bbox[0] - top.x0) > jumps.INDENT_TOLERANCE:
            return None
        return sequence.repair(mk.value, levels)

    def _continues_dotted_digits(self, i: int, mk: Marker) -> bool:
        """`3.` after the items `1.` `2.` of `Article 2. ... against those who:` (a code whose Articles are keyword
        units, in a family that also numbers clauses bare): the next item of the open dotted list when it stands
        where that list's items stand and not where the top units stand; or, printed flat, when the top units are
        keyword sections (`Section 2 – Purpose` / `1.` `2.` / `3.`, `Sec. 1` / `1.` / `2.`: US non-profit and
        fraternity chapter bylaws number a section's items afresh, the next section comes with its keyword)."""
        x0 = self.lines[i].bbox[0]
        tol = jumps.INDENT_TOLERANCE
        for j in range(len(self.stack) - 1, -1, -1):
            op = self.stack[j]
            if op.level == "paren" and op.ltype == "digit" and not op.node.label.startswith("(") \
                    and mk.value.isdigit() and int(mk.value) == op.ordinal[0] + 1:
                owner = self.stack[j - 1] if j >= 1 else None
                if abs(x0 - op.x0) <= tol and self.last_top_x0 is None and owner is not None \
                        and owner.level == "paren" and x0 > owner.x0 + tol:
                    return True  # a list set in under its item (`_first_item_set_in`): no numbered unit stands above
                if abs(x0 - op.x0) > tol or self.last_top_x0 is None:
                    return False
                return abs(x0 - self.last_top_x0) > tol or self._flat_paragraph(mk) \
                    or bool(re.fullmatch(r"(?:Section|SECTION|Sec\.|SEC\.)\s*\d{1,3}", self.last_top_label or ""))
        return False

    def _dotted_item_lost(self, i: int, mk: Marker) -> str | None:
        """`10. Penal Interest ...` after the items `1.`-`8.` of clause 1's definitions, `9.` unread (`9-'Peer to
        Peer ...`): on an OCR'd line, a bare number one past the open dotted list's next, standing at that list's
        indent and clearly right of the top units' numbers, is that list's item with one item's number lost, not a
        top unit that skips from 1 to 10 (every later clause would fall under it). The lost number, or None."""
        x0, tol = self.lines[i].bbox[0], jumps.INDENT_TOLERANCE
        op = self.stack[-1] if self.stack else None
        if op is None or op.level != "paren" or op.ltype != "digit" or op.node.label.startswith("(") \
                or not mk.value.isdigit() or int(mk.value) != op.ordinal[0] + 2 or not read_by_ocr(self.lines[i]) \
                or self.last_top_x0 is None or abs(x0 - op.x0) > tol or x0 - self.last_top_x0 <= tol:
            return None
        return str(op.ordinal[0] + 1)

    def _flat_paragraph(self, mk: Marker) -> bool:
        """Articles printed flat (paragraphs at the articles' margin): `2. Allotment of shares` / `1. The shares ...`
        / `2. No share shall be issued ... .`: a number that is both the article's next paragraph and the next article
        is the paragraph unless its line holds only a short heading, as the open article's own number line does."""
        top = next((op for op in reversed(self.stack) if op.level == "top"), None)
        # the heading on the number's own line (`Article 1 - Subject matter and scope`) is the article's heading
        own = top.node.text.strip() or top.node.heading if top is not None else ""
        return top is not None and _heading_only(own) and not _heading_only(mk.rest)

    def _paragraph_lines(self, i: int) -> list[Line]:
        """Line i and the unmarked lines after it, up to the next marker line or blank-line gap (4 lines at most)."""
        out = [self.lines[i]]
        for j in range(i + 1, min(i + 4, len(self.lines))):
            if self.tokens[j][0] or self.lines[j].page != out[-1].page \
                    or self.lines[j].bbox[1] - out[-1].bbox[1] > 1.6 * self.pitch:
                break
            out.append(self.lines[j])
        return out

    def _numbered_recital(self, i: int) -> bool:
        """`WHEREAS:-` / `1. The parties hereto are related ...` / ... / `NOW THEREFORE THIS MEMORANDUM WITNESSETH` /
        `1. In pursuance of ...`: numbers under a recital are the recitals' own when the operative words follow and
        the numbering starts again at 1 after them; so are the parties a deed's description lists (`... by and
        between:` / `1. {name}, residing at ... (the "Lender")` / `2. ...`), the operative words wrapped or not, and
        a numbered entry that names a party (`... is made and entered into on this {date}, by` / `1. {name},
        son/daughter of ..., residing at ... (hereinafter referred to as the "First Party");` / `and` / `2. ...`: the
        family settlement agreement of fresh10, the loan agreement and deed of adoption of fresh4)."""
        before = self.lines[max(0, i - 12):i]
        recital = any(frames.starts_recital(ln.text) for ln in before)
        if not recital and not any(frames.introduces_parties(ln.text) for ln in before) \
                and not frames.names_party(" ".join(ln.text for ln in self._paragraph_lines(i))):
            return False
        for j in range(i + 1, min(i + 60, len(self.lines))):
            if frames.starts_operative(self.lines[j].text) or j + 1 < len(self.lines) \
                    and frames.operative_over(self.lines[j].text, self.lines[j + 1].text):
                nxt = next((self.tokens[k][0][0] for k in range(j + 1, min(j + 6, len(self.lines)))
                            if self.tokens[k][0]), None)
                return nxt is not None and (nxt.kind in ("number", "section") and nxt.value == "1" or not recital
                                            and nxt.kind == "paren" and nxt.value in ("1", "a", "A", "i"))
        return False

    def _decide(self, i: int, k: int, mk: Marker, levels: list[sequence.Level], values: list[str], resume: bool,
                expects: bool) -> sequence.Decision | None:
        """The sequence's decision for the first of `values` that any open list accepts."""
        for value in values:
            d = sequence.decide(value, levels, self.family, self._expected(levels), self._upcoming(i, k), expects,
                                resume, self.lines[i].bbox[0] if self.indented and k == 0 else None,
                                printed=not read_by_ocr(self.lines[i]), form=_form(mk))
            hook = len(values) > 1 and value in (mk.value[:-1], mk.value[0])  # `(by`, `(dad)`: strokes read as letters
            if d is not None and hook and not (d.depth < len(levels) and levels[d.depth].type == d.reading.type
                                               and sequence.follows(levels[d.depth].last, d.reading.ordinal)
                                               or d.depth == len(levels) and d.reading.ordinal == (1, 0)):
                continue  # only as the very next item (a gap before it is for the run of spoiled markers to say)
            if d is not None:
                return d
        return None

    def _run_to_anchor(self, i: int, mk: Marker) -> str | None:
        """`(ab`, `(¢)`, `(1)`, `(2)` after `(c)`, then `(h)` (a harsh scan spoiled the markers `(d)`-`(g)`: garbled,
        read as digits): the marker lines at the letters' indent between the last good letter and the next one
        that reads as a letter of the list (as printed, or holding the letter: `(hd`) are the letters between, in
        order. The count must agree (one lost marker line allowed, left as a hole for review); an anchor read only
        by holding its letter needs one more line that holds its own. Only on OCR'd lines; every repair is logged.
        Returns the letter line i is read as (the run's later lines are noted in `forced`)."""
        op = next((o for o in reversed(self.stack) if o.level == "paren" and o.ltype == "alpha"), None)
        xs = self._list_x(op) if op is not None else []
        if op is None or not read_by_ocr(self.lines[i]) or garbled.item_start(self.lines[i], xs) is None \
                or not op.node.label.isascii():
            return None  # native letters (`(ஏ)`, `(సి)`, `(ञ)`) count on in their own alphabet, not as `(i)` `(j)`
        last = op.ordinal[0]
        run: list[tuple[int, str]] = []
        for j in range(i, min(i + 60, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind != "paren":
                return self._run_to_end(run, last)  # a section or a container: the list is over
            token = garbled.item_start(self.lines[j], xs)
            if token is None and not (mks and self._outer_goes_on(op, j, mks[0].value)):
                continue  # a wrapped line, or a marker of another list
            token = mks[0].value if mks else token
            if mks and self._outer_goes_on(op, j, token):
                return self._run_to_end(run, last)  # `(3)` read clean after `(2)`'s list: the outer list goes on,
                # the letters' list is over
            run.append((j, token))
            if len(run) < 2:
                continue
            if _counts_on([tok for _, tok in run]):
                return None  # `(1)` `(ii)` `(iii)` `(iv)`: a list of its own, not letters spoiled by a harsh scan
            dash = op.node.text.rstrip().endswith(("—", "–", "-"))  # a colon may be a `;` misread, a dash is not
            if _digits_from_one([tok for _, tok in run]) >= (2 if dash else 3):
                return None  # `(b) ... for each complaint—` / `(1)` `(2)` `(2A)` `(3)`: its own paragraphs (US Code)
            for gap in (0, 1):
                letters = [sequence.value_of("alpha", (last + 1 + gap + n, 0)) for n in range(len(run))]
                natural = any(rd.type == "alpha" and rd.ordinal == (last + gap + len(run), 0) and not rd.penalty
                              for rd in sequence.readings(token, self.family))
                holds = [letter in tok and len(tok) <= len(letter) + 1 for (_, tok), letter in zip(run, letters,
                                                                                                   strict=True)]
                if natural or holds[-1] and sum(holds) >= 2:
                    return self._force_run(run, letters, last, gap)
        return None

    def _right_of_list(self, o: Open, ln: Line) -> bool:
        """Line ln (at the letters' indent) stands clearly right of every marker of the outer list o: `(2)` there
        (New Zealand's 7(1): `(1)`, `(2)` read for `(f)`, `(g)` at the letters' indent, subsections further left) is
        no subsection of o's list going on."""
        return ln.bbox[0] - max(self._list_x(o)) > 2 * jumps.INDENT_TOLERANCE

    def _run_item(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`b>) Monitor ...`, `)) Encourage ...` (`(f)`, `(g)` whose opening brackets a harsh scan lost, no marker
        read): a line of a run of spoiled markers up to a letter of the list (`_run_to_anchor`) opens the letter it
        is read as; its words stay as read."""
        op = next((o for o in reversed(self.stack) if o.level == "paren" and o.ltype == "alpha"), None)
        if self.mode != "body" or self.quoted or op is None or garbled.item_start(ln, self._list_x(op)) is None:
            return []
        value = self.forced.pop(i, None) or self._run_to_anchor(i, Marker("paren", "", ""))
        if value is None:
            return []
        tok, _, rest = ln.text.strip().partition(" ")
        why = f"'{tok}' read as ({value}): a marker spoiled in a run up to a letter of the list"
        mk = Marker("paren", tok, value, label=f"({value})", rest=rest, ocr_fixed=True, extra={"repaired": why})
        d = self._decide(i, 0, mk, self._levels(), [value], False, False)
        if d is None:
            return []
        self._note(i, d.reason)
        return [(mk, d)]

    def _spoiled_dotted_run(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`1. Islamic Council ...,` / `2. Halal Institute ...,` / `W . Mindanao Authority,` / `& . Muslim Board,` /
        `. Islamic Advocate ...,` / `b) Bangsamoro Region ...`: a run of one-line items whose numbers OCR spoiled
        into a token of two characters at most before a dot set apart, at the dotted digits' indent right after one
        of them, up to the next item of a list above (`b)`), are that list's next numbers in order. OCR'd lines
        only; every line of the run must have the shape; the words stay as read, the repair is logged."""
        top = self.stack[-1] if self.stack else None
        if self.mode != "body" or self.quoted or not read_by_ocr(ln) or top is None or top.level != "paren" \
                or top.ltype != "digit" or _label_form(top.node.label) != "dot" \
                or not _at_spoiled_dot(ln, min(self._list_x(top))):
            return []
        x0 = min(self._list_x(top))  # where the list's clean numbers stand (a spoiled one may start right of them)
        levels = self._levels()
        for j in range(i + 1, min(i + 30, len(self.lines))):
            mks = self.tokens[j][0]
            if mks:
                above = [lv for lv in levels[:-1] if any(rd.type == lv.type and sequence.follows(lv.last, rd.ordinal)
                                                         for rd in sequence.readings(mks[0].value, self.family))]
                if mks[0].kind != "paren" or not above:
                    return []
                break
            if not _at_spoiled_dot(self.lines[j], x0):
                return []
        else:
            return []
        m = _SPOILED_DOT.match(ln.text.strip())
        value = str(top.ordinal[0] + 1)
        why = f"'{m.group('tok')} .' read as {value}.: a dotted number spoiled in a run of items up to the next item " \
              "of the list above"  # type: ignore[union-attr]
        mk = Marker("paren", m.group("tok"), value, label=value, rest=m.group("rest"), ocr_fixed=True,  # type: ignore[union-attr]
                    extra={"dotted": True, "half": True, "repaired": why})
        d = self._decide(i, 0, mk, levels, [value], False, False)
        if d is None:
            return []
        self._note(i, d.reason)
        return [(mk, d)]

    def _glued_dotted_letter(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`a. ...` / `b. ...` / `ce. The Seller will produce ...` (`co.`): a dotted letter a harsh scan read with a
        letter glued on (Indian deeds' `a.`, `b.`, `c.` items: fresh13's agreement to sell, fresh11's boundary-wall
        deed): at the dotted letters' indent, a token of two small letters that is no word, the first the open
        list's next letter, then the point and a capital, is that letter. OCR'd lines only; the words stay as read,
        the repair is logged."""
        top = self.stack[-1] if self.stack else None
        if self.mode != "body" or self.quoted or not read_by_ocr(ln) or top is None or top.level != "paren" \
                or top.ltype != "alpha" or _label_form(top.node.label) != "dot" or not top.node.label.isascii():
            return []
        m = _GLUED_DOTTED.match(ln.text.strip())
        value = sequence.value_of("alpha", (top.ordinal[0] + 1, 0))
        if m is None or m.group("v") != value or m.group("tok") in garbled.SHORT_WORDS \
                or all(abs(ln.bbox[0] - x) > jumps.INDENT_TOLERANCE for x in self._list_x(top)):
            return []
        why = f"'{m.group('tok')}.' read as {value}.: the list's next dotted letter with a letter glued on"
        mk = Marker("paren", f"{m.group('tok')}.", value, label=value, rest=m.group("rest"), ocr_fixed=True,
                    extra={"dotted": True, "repaired": why})
        d = self._decide(i, 0, mk, self._levels(), [value], False, False)
        if d is None:
            return []
        self._note(i, why)
        return [(mk, d)]

    def _inside_run(self, i: int, mk: Marker, levels: list[sequence.Level],
                    d: sequence.Decision) -> sequence.Decision | None:
        """`(i) a natural guardian:` standing right of the letters between `(2)` read for `(g)` and `Ch)` read for
        `(h)` (a run of spoiled letters, `_run_to_anchor`, still to come): the run has said which letter is next, so
        a marker further right is no later letter with a gap but the first item of a list under the run's letter."""
        if not any(j > i for j in self.forced) or d.depth >= len(levels):
            return None
        lv = levels[d.depth]
        op = next((o for o in reversed(self.stack) if o.level == "paren" and o.ltype == "alpha"), None)
        if op is None or lv.type != "alpha" or d.reading.type != "alpha" \
                or sequence.follows(lv.last, d.reading.ordinal):
            return None
        if self.lines[i].bbox[0] <= op.x0 + 2 * jumps.INDENT_TOLERANCE:  # a lost bracket moves a marker less
            return None
        firsts = [rd for rd in sequence.readings(mk.value, self.family) if rd.ordinal == (1, 0) and not rd.penalty
                  and rd.type != "alpha"]
        if not firsts:
            return None
        why = (f"{firsts[0].label} opens a list under ({sequence.value_of('alpha', lv.last)}): right of the letters, "
               "inside a run of spoiled letters still to come (not a later letter with a gap)")
        return sequence.Decision(firsts[0], len(levels), 0.3, why)

    def _run_in_wraps(self, i: int, mk: Marker) -> bool:
        """A line-start marker that is the next item of a list run in on the line above (`_run_in_next`) and not the
        next item of the open list (`(c)` under `(a) Governance. ... including: (a) ...; (b) upgrades; and`, the
        open item's next sibling `(b)` on a later line): the run-in enumeration wrapped, not an item with a gap."""
        if i == 0 or not mk.raw.startswith("(") or not _run_in_next(self.lines[i - 1].text, mk.value):
            return False
        op = next((o for o in reversed(self.stack) if o.level == "paren"), None)
        return op is None or not op.ltype or sequence.value_of(op.ltype, (op.ordinal[0] + 1, 0)) != mk.value

    def _list_x(self, op: Open) -> list[float]:
        """Where the markers of op's list stand: its items' starts (a marker whose opening bracket OCR lost starts
        further right than its siblings', a first item supplied on its section's line further left)."""
        k = self.stack.index(op)
        parent = self.stack[k - 1].node if k else self.root
        return sorted({c.lines[0].bbox[0] for c in parent.children if c.kind == op.node.kind and c.lines} | {op.x0})

    def _outer_goes_on(self, op: Open, j: int, token: str) -> bool:
        """Line j's marker is the next of a list open above the letters' list op (`(2)` after `(1)`'s letters)."""
        return any(rd.type == o.ltype and not rd.penalty and sequence.follows(o.ordinal, rd.ordinal)
                   for o in self.stack[: self.stack.index(op)] if o.level == "paren"
                   and not self._right_of_list(o, self.lines[j])
                   for rd in sequence.readings(token, self.family))

    def _run_to_end(self, run: list[tuple[int, str]], last: int) -> str | None:
        """`(b)`, then `(or`, `(dh)` at the letters' indent, then `(2)` (the outer list going on) or a section: a run
        of spoiled markers that the list's end closes, not a letter, is the letters after the last good one when at
        least one of them holds its own letter (`dh` holds d) and none counts on as digits or romans of their own
        (a list of its own). Lesotho's and the Cook Islands' harsh scans read `(c)` `(or`, `(g)` `(2)`, `(h)` `Ch)`."""
        tokens = [tok for _, tok in run]
        letters = [sequence.value_of("alpha", (last + 1 + n, 0)) for n in range(len(run))]
        if not run or len(run) > END_RUN or _counts_on(tokens) or _digits_from_one(tokens) \
                or not any(letter in tok and len(tok) <= len(letter) + 1 for tok, letter in zip(tokens, letters,
                                                                                               strict=True)):
            return None
        return self._force_run(run, letters, last, 0, "the list's end after it")

    def _force_run(self, run: list[tuple[int, str]], letters: list[str], last: int, gap: int,
                   closed: str = "") -> str:
        """Note each line of a run of spoiled markers with the letter it is read as (`_run_to_anchor`)."""
        printed = " ".join(f"'{tok or '?'}'" for _, tok in run)
        why = (f"markers {printed} at the letters' indent read as ({') ('.join(letters)}): after "
               f"({sequence.value_of('alpha', (last, 0))}), "
               + (f"{closed}, a letter held among them" if closed else
                  f"up to ({letters[-1]}) that reads as its letter")
               + (f"; ({sequence.value_of('alpha', (last + 1, 0))}) not read (a hole)" if gap else ""))
        for (line, _), letter in zip(run, letters, strict=True):
            self.forced[line] = letter
            self._note(line, why)
        return self.forced.pop(run[0][0])

    def _refused(self, i: int, k: int, mk: Marker, d: sequence.Decision | None, levels: list) -> bool:
        """No reading, or a half bracket / dotted letter opening a deeper list without an introduction; a dotted item
        glued to its word (`ii.Filing`) only as the very next item of its list or a first one after an introduction."""
        if d is not None and mk.extra.get("glued") and not (
                d.depth < len(levels) and sequence.follows(levels[d.depth].last, d.reading.ordinal)
                and levels[d.depth].type == d.reading.type
                or d.depth >= len(levels) and (self._introduced(d) or self._next_confirms(i, k, d))):
            return True
        return d is None or bool(mk.extra.get("half")) and d.depth >= len(levels) and not self._introduced(d) \
            and not (k == 0 and i == self.counter_line) and not mk.extra.get("set_in") \
            and not self._next_confirms(i, k, d) and not self._headed_unit_paragraph(i, d) \
            and not (k == 0 and self._next_at_indent_confirms(i, d))

    def _number_read_for_item(self, i: int, mk: Marker) -> list[Marker]:
        """`1. To pay the rent` under clause 2, followed by `b. To bear ...`: a number that cannot be a clause here
        (numbering never goes back) but stands where the letter before the next item belongs is that item, as
        the next one is printed (`a.` / `(a)`). The look-ahead decides; the repair is logged."""
        nxt = self._next_item(i)
        if nxt is None:
            return self._number_read_for_last_item(i, mk)
        if not mk.value.isdigit() or not mk.rest.strip():
            return []
        v = nxt.value[:1] if len(nxt.value) == 2 and nxt.value[0] == nxt.value[1] else nxt.value  # `bb.`: doubled
        if len(v) != 1 or not v.isalpha() or not v.islower() or v == "a":
            return []
        want = chr(ord(v) - 1)
        levels = self._levels()
        d = sequence.decide(want, levels, self.family, self._expected(levels), [v],
                            announces_children(self._intro_text(i, mk.rest)), self._may_resume([], mk))
        if d is None or d.reading.type != "alpha" or d.depth >= len(levels) and d.reading.ordinal != (1, 0):
            return []
        dotted = bool(nxt.extra.get("dotted"))
        why = f"'{mk.raw}.' read as {want + '.' if dotted else f'({want})'}: no clause number here, and " \
              f"{nxt.raw} follows"
        extra = {"repaired": why, "dotted": True} if dotted else {"repaired": why}  # the look-ahead confirmed it
        return [Marker("paren", mk.raw, want, label=f"({want})", rest=mk.rest, ocr_fixed=True, extra=extra)]

    def _number_read_for_last_item(self, i: int, mk: Marker) -> list[Marker]:
        """`1. To use ...` under clause 2 after `e. Not to sell ...,`, with clause 3 next: a number that cannot be a
        clause here, standing where the open dotted list's items stand right after one ended, is that list's next
        (and last) item. Not when its own successor follows (a numbered sub-list); OCR'd lines only; logged."""
        op = self.stack[-1] if self.stack else None
        prev = self.prev.text.rstrip() if self.prev else ""
        if op is None or op.level != "paren" or op.ltype != "alpha" or op.node.label.startswith("(") \
                or not mk.value.isdigit() or not mk.rest.strip()[:1].isupper() or not read_by_ocr(self.lines[i]) \
                or abs(self.lines[i].bbox[0] - op.x0) > jumps.INDENT_TOLERANCE \
                or not prev.endswith(g.TERMINAL + g.LIST_PUNCT) or self._next_top(i) == int(mk.value) + 1:
            return []
        want = sequence.value_of("alpha", (op.ordinal[0] + 1, 0))
        why = f"'{mk.raw}.' read as {want}.: no clause number here, where the items of the list stand after " \
              f"{op.node.label}. ended"
        return [Marker("paren", mk.raw, want, label=f"({want})", rest=mk.rest, ocr_fixed=True,
                       extra={"repaired": why, "dotted": True})]

    def _first_of_run_on_list(self, i: int, mk: Marker) -> bool:
        """Canada: `(1) It is hereby declared to be the policy of the Government of Canada to` / `(a) recognize ...` /
        `(b) promote ...`: an introduction runs into its items with no colon or dash, so the word ending it (`to`,
        `under`) introduces the list, not a citation, when the marker is a list's first and its second item stands
        next where it stands."""
        if mk.kind != "paren" or mk.value not in ("a", "1", "A"):
            return False
        ltype = "ualpha" if mk.value == "A" else "alpha" if mk.value == "a" else "digit"
        if self._same_level_ahead(i, self.lines[i].bbox[0], ltype, 1) != [2]:
            return False
        self._note(i, f"{mk.raw} opens a list its introduction runs into (no colon after its last word), its second "
                      "item next at its indent: the word before introduces it, it cites nothing")
        return True

    def _next_item(self, i: int) -> Marker | None:
        """The next bracketed or dotted item marker below line i, before any top unit or container."""
        for j in range(i + 1, min(i + 40, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind == "paren":
                return mks[0]
            if mks and mks[0].kind in ("section", "container", "number", "decimal"):
                return None
        return None

    def _lost_first_item(self, i: int, top: Marker) -> list[tuple[Marker, object]]:
        """`§521-42 Landlord to supply ... © G0 The landlord shall`: the first subsection printed on the section's
        line with its marker spoiled (HARSH scans). It is `(a)` when the section's next letter marker is `(b)`, `(1)`
        when its next number marker is `(2)`: the sequence supplies what OCR lost; the repair is logged."""
        m = _LOST_FIRST.match(top.rest.strip())
        if not m or len((m.group("h") or "").split()) > 14:
            return []
        if re.fullmatch(r"\(\w{1,3}\)", m.group("tok")) and m.group("h") \
                and inline_first.cites(m.group("h").split()[-1]):
            return []  # `Application of section 4 (1) In ...`: a clean marker after a number or a citing word cites
        firsts: dict[str, str] = {}
        where: dict[str, int] = {}
        for j in range(i + 1, min(i + 120, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and (mks[0].kind in ("section", "container") or mks[0].kind == top.kind == "number"
                        and mks[0].value[:1].isdigit()):
                break  # the next section (`19.` after `18.`): its items are its own
            if not firsts and not mks and self.lines[j - 1].text.rstrip().endswith(":") \
                    and garbled.spoiled_lead(self.lines[j].text):
                return []  # `... the following functions` / `and duties:` / `Ga) To formulate ...`: (a) is below
            for mk in mks:
                if mk.kind == "paren" and mk.value in ("a", "b", "1", "2"):
                    firsts.setdefault("alpha" if mk.value.isalpha() else "digit", mk.value)
                    where.setdefault("alpha" if mk.value.isalpha() else "digit", j)
        # `10. \) Notwithstanding ...` / `(2)` / ... / `(4) ... means` / `(b) "dependant"`: a (2) below before any
        # letter is the section's second subsection (the letters are a definition's, further down)
        lost_one = firsts.get("digit") == "2" and where["digit"] < where.get("alpha", len(self.lines))
        want = "1" if lost_one else "a" if firsts.get("alpha") == "b" else ""
        if not want:
            return []
        kind = "alpha" if want == "a" else "digit"
        printed = m.group("tok").strip("()") == want and not read_by_ocr(self.lines[i])  # a text layer's `a)`
        why = f"({want}) {'printed' if printed else 'supplied'}: its marker on the section's line " \
              f"{'run in after the heading' if printed else 'is spoiled'} ('{m.group('tok')}') and " \
              f"({'b' if want == 'a' else '2'}) follows"
        top.rest = (m.group("h") or "").strip()
        if top.rest and not top.extra.get("heading"):  # `SEC. 16. Penalties . — a) Any person ...`: the words
            top.extra["heading"] = top.rest.rstrip(" .:-–—")  # before the first item head the section
        item = Marker("paren", m.group("tok"), want, label=f"({want})", rest=m.group("body"), ocr_fixed=True,
                      extra={"repaired": why})
        self._note(i, why)
        return [(item, sequence.Decision(sequence.Reading(kind, (1, 0), f"({want})", 1.0, why), 0, 1.0, why))]

    def _next_confirms(self, i: int, k: int, d: sequence.Decision) -> bool:
        """A first item whose introduction OCR spoiled (`... with the Lessee that` lost its dash) still opens its
        list when the next marker is its next item (`a.` then `b.`)."""
        want = sequence.value_of(d.reading.type, (d.reading.ordinal[0] + 1, 0))
        if d.reading.ordinal != (1, 0):
            return False
        if self._upcoming(i, k)[:1] == [want]:
            return True
        if k == 0 and self.tokens[i][0][:1] and self.tokens[i][0][0].kind == "number" and d.reading.type == "digit" \
                and self._next_number(i) == want:
            return True  # `1. Encryption. ...` / `2. Notice. ...`: a section's subsections after a lead-in
        second = self._next_item(i) if k == len(self.tokens[i][0]) - 1 and read_by_ocr(self.lines[i]) else None
        return second is not None and want in _values(second)  # `(by)`, `(by`: (b), its bracket read as a letter

    def _next_number(self, i: int) -> str | None:
        """The value of the next bare number opening a line after line i (`2.`), before any bracketed item, section
        or container: Maine's subsections `1.`, `2.` under `§ 1347` after an unnumbered lead-in ending in a point
        (`... the following terms have the following meanings.`), which no colon introduces."""
        for j in range(i + 1, min(i + 60, len(self.lines))):
            mks = self.tokens[j][0]
            if mks:
                return mks[0].value if mks[0].kind == "number" else None
        return None

    def _next_at_indent_confirms(self, i: int, d: sequence.Decision) -> bool:
        """`a. Attribution .` / `1.` ... `3.` (deeper) / `b. ShareAlike .`: a first item with no introduction above it
        still opens its list when the next marker standing at its indent, before any line left of it, is its next
        item; the deeper markers between are its own children (where indentation tells, 40 lines at most)."""
        if d.reading.ordinal != (1, 0) or not self.indented:
            return False
        x0, tol = self.lines[i].bbox[0], jumps.INDENT_TOLERANCE
        want = sequence.value_of(d.reading.type, (2, 0))
        for j in range(i + 1, min(i + 40, len(self.lines))):
            mks, x = self.tokens[j][0], self.lines[j].bbox[0]
            if x < x0 - tol or mks and mks[0].kind in ("section", "container"):
                return False
            if mks and abs(x - x0) <= tol:
                return mks[0].kind in ("paren", "number") and mks[0].value == want  # `2.` reads as a number
        return False

    def _headed_unit_paragraph(self, i: int, d: sequence.Decision) -> bool:
        """`4. Directors may delegate` / `    1. Subject to the articles, ...`: articles of association (and contracts
        drafted on them) head a unit with a short sentence-case title on its number's line and number its
        paragraphs 1., 2. afresh under every unit, indented (docs/structure.md, deed conventions): a first item
        right under such a headed top unit, on the next line and right of the unit's number, opens its paragraphs."""
        return d.reading.ordinal == (1, 0) and (self._under_headed_unit(i) or self._under_headed_item(i))

    def _under_headed_item(self, i: int) -> bool:
        """`a. License grant .` / `      1. Subject to ...`: an item whose line holds only a short heading heads the
        list indented under it (the Creative Commons legal code: Section > a. > 1. > a. > i.); line i is the next
        line, standing right of the item's marker. A flat print gives no such sign: left to the introduction rules."""
        op = self.stack[-1] if self.stack else None
        if op is None or op.level != "paren" or op.node.children or not i or op.node.lines != [self.lines[i - 1]]:
            return False
        return self.lines[i].bbox[0] > op.x0 + jumps.INDENT_TOLERANCE and headed_items.short_heading(op.node.text)

    def _under_headed_unit(self, i: int) -> bool:
        """Line i stands right under the number line of the open top unit, right of its number, and that line holds
        only a short heading (a capital, up to 10 words, no closing punctuation: `12. Voting at meetings: general
        rules`): the heading's last word is no reference word a number on the next line completes."""
        op = self.stack[-1] if self.stack else None
        if op is None or op.level != "top" or op.node.children or not i or op.node.lines[-1:] != [self.lines[i - 1]]:
            return False
        # the number line's own text (the heading printed above it is not in it), or its heading taken off the line
        # (`Article 30 Purposes of Chapter`: the node holds the heading and no text yet)
        if not (_heading_only(op.node.text) or not op.node.text.strip() and op.node.heading):
            return False
        if self.lines[i].bbox[0] > op.x0 + jumps.INDENT_TOLERANCE:
            return True
        mks = self.tokens[i][0]  # a flat print: a `1.` under article 2 cannot be the next article (never goes back)
        return bool(mks) and mks[0].kind == "number" and mks[0].value == "1" and op.number not in ("", "0")

    def _introduced(self, d: sequence.Decision) -> bool:
        """A first item right after an introduction, or as the first unit of a chapter (`అధ్యాయము - 1` / its heading /
        `1) ఈ చట్టము ...`: some translations number the provisions of a chapter with half brackets), or a first item in
        native digits as a unit's first child (`अनुच्छेद २९५` / its heading / `१) इस संविधान ...`: OCR garbage of
        English print does not come out as Indic digits)."""
        unit = self.stack[-1].node if self.stack else None
        if d.reading.ordinal != (1, 0) or unit is None:
            return False
        native = d.reading.type == "digit" and not d.reading.label.isascii() and not unit.children
        return announces_children(unit.text) or unit.kind in CONTAINER_RANK and not unit.children or native

    def _root_list(self, i: int, k: int, mk: Marker) -> bool:
        """An excerpt that starts inside a list (clauses `(7)`, `(8)` of a definitions article, its number not on the
        page): its first bracketed number opens a list at the document's root when the next marker follows it.
        Printed with its closing bracket only (`१)`, `२)`: an Indian municipal licence's conditions, `अटी शर्ती :-`
        / `१) ...` / `२) ...`), only a first item right after a line that introduces it."""
        if self._lettered_root(i, k, mk):
            return True
        if k != 0 or self.stack or not mk.value.isdigit() or not _caseless(mk.rest) or mk.extra.get("half") and (
                int(mk.value) != 1 or not i or not announces_children(self.lines[i - 1].text)):
            return False
        nxt = self._upcoming(i, k)[:1]
        if not nxt or not nxt[0].isdigit() or int(nxt[0]) != int(mk.value) + 1:
            return False
        if mk.extra.get("half"):
            self.counter_line = i  # the line before introduces it (no unit holds that line: `_introduced`)
        return True

    def _lettered_root(self, i: int, k: int, mk: Marker) -> bool:
        """`A. Newly Acquired or Constructed Property` / `1. ...` / `a. ...` / `B. Personal Effects ...`: a policy
        whose parts are lettered at the root over numbered paragraphs (the ISO commercial forms' layout, as US
        insurers print their coverage forms and extensions): its `A.` opens a list at the root when its `B.` follows
        at a line's start where the `A.` stands, and a `1.` after it follows (`_first_item_set_in`)."""
        if k != 0 or self.stack or mk.value != "A" or not mk.extra.get("dotted") or not _heading_only(mk.rest):
            return False  # a part's heading, not a recital's sentence (`A. The Promoter owns the land, ...`)
        x0, numbered = self.lines[i].bbox[0], False
        for j in range(i + 1, len(self.lines)):
            mks = self.tokens[j][0]
            numbered = numbered or bool(mks and mks[0].kind == "number" and mks[0].value == "1"
                                        and not mks[0].extra.get("undotted"))
            if mks and mks[0].kind == "paren" and mks[0].extra.get("dotted") and re.fullmatch(r"[A-Z]", mks[0].value):
                if mks[0].value != "B" or not numbered or abs(self.lines[j].bbox[0] - x0) > jumps.INDENT_TOLERANCE:
                    return False
                self.counter_line = i  # opens with no introduction before it (`_refused`)
                self.lettered_root = True
                return True
        return False

    def _counter_after_clauses(self, i: int, mk: Marker) -> bool:
        """`1. Cash Credits ... Rs. ____` ... `5. ...` / `... subject to the terms and conditions hereinafter
        contained :` / `(clxxi) I/We agree ...` / `(clxxii)`: a bank form's conditions numbered by the running counter
        of its book of forms, after the facilities it numbers `1.`-`5.`. A clause's own list starts at its first item
        and stands right of the clause's number; a counter past every letter (`(xxx)`, `(clxxi)`: no excerpt of a
        clause's list starts there), introduced, at the clauses' own margin, its next two going on where it stands, is
        the form's numbering at the root beside them."""
        firsts = [rd.ordinal[0] for rd in sequence.readings(mk.value, self.family) if not rd.penalty]
        if not firsts or min(firsts) <= 26:
            return False
        return bool(self.stack) and all(op.level == "top" for op in self.stack) and not self.stack[-1].node.children \
            and abs(self.lines[i].bbox[0] - self.stack[-1].x0) <= jumps.INDENT_TOLERANCE \
            and self._running_counter(i, 0, mk)

    def _ordinal_articles(self, i: int, k: int, mk: Marker) -> bool:
        """`FIRST: I direct that my debts ...` / `SECOND: I give ...`: a will's articles, a trust's, a Delaware or New
        York certificate of incorporation's (`FIRST: The name of the corporation is ...`) numbered in words, under no
        heading, after the instrument's opening words: the first opens a list at the root when its `SECOND` follows at
        a line's start (a lone `First.` in a recital does not)."""
        if k != 0 or self.stack or mk.value.lower() != "first" or not mk.extra.get("dotted"):
            return False
        if not any(mks and mks[0].kind == "paren" and mks[0].value.lower() == "second" and mks[0].extra.get("dotted")
                   for mks, _ in self.tokens[i + 1:i + 120]):
            return False
        self.counter_line = i  # opens with no introduction before it (`_refused`)
        return True

    def _root_run(self, i: int, k: int, mk: Marker) -> bool:
        return not self.stack and self._running_counter(i, k, mk)

    def _running_counter(self, i: int, k: int, mk: Marker) -> bool:
        """`... declare and say as follows:` / `(xxx) I / We ...` / `(xxxi)` / `(xxxii)`: a form numbers its items
        with a running counter (a bank's declarations go on from the form before them), so the list opens past its
        first item. Before any unit, after an introduction, a bracketed marker at a line's start opens a list at the
        root when the next two marker lines start where it does and continue it in one reading (the same shape going
        on: roman, letters, digits), whatever value it starts at."""
        if k != 0 or mk.extra.get("half") or mk.value in ("1", "a", "A", "i", "I") \
                or not announces_children(self.lines[i - 1].text if i else ""):
            return False
        return self._counter_goes_on(i, mk, "after an introduction", read_by_ocr(self.lines[i]))

    def _counter_under_schedule(self, i: int, k: int, mk: Marker) -> bool:
        """`FIRST SCHEDULE ABOVE REFERRED TO` / `Description of title deeds ... (some examples are given below).` /
        `cxxxiv) Conveyance Deed dated ...` / `cxxxv)` / `cxxxvi)`, then `SECOND SCHEDULE ...` / `... bounded as follows
        that is to say:-` / `cxxxvii) On or towards the North by ...`: a bank form numbers its schedules' entries by the
        running counter of its book of forms too (Karnataka Bank's AD-14 memorandum of deposit of title deeds; its
        SD-08 guarantee and declaration by a mortgagor number their conditions so, `_counter_after_clauses`), printed
        with both brackets or the closing one only. Right under a schedule holding no unit yet, a marker past every
        letter (no excerpt of a list starts at `(cxxxiv)`) whose next two marker lines go on from it where it stands is
        the schedule's list, whatever the line before it says."""
        top = self.stack[-1] if self.stack else None
        if k != 0 or top is None or top.level != "container" or top.rank != 0 \
                or any(c.label for c in top.node.children):
            return False
        firsts = [rd.ordinal[0] for rd in sequence.readings(mk.value, self.family) if not rd.penalty]
        spoiled = read_by_ocr(self.lines[i])  # `exxxvii)`: OCR's e for the counter's c, on a scan only
        firsts = firsts or [rd.ordinal[0] for rd in sequence.readings(mk.value, self.family)
                            if spoiled and rd.why.startswith("OCR: a roman counter's")]
        if not firsts or min(firsts) <= 26 or not self._counter_goes_on(i, mk, f"under {top.node.label}", spoiled):
            return False
        self.counter_line = i  # a half bracket opens this list: the run ahead says so, not an introduction
        return True

    def _counter_goes_on(self, i: int, mk: Marker, where: str, spoiled: bool = False) -> bool:
        """The next two marker lines start where line i's marker does and continue it in one reading (`spoiled`: on
        OCR'd lines a counter's `c` read as `e` counts too)."""
        run, x0, placed = [mk.value], self.lines[i].bbox[0], False
        for j in range(i + 1, min(i + 80, len(self.lines))):
            mks = self.tokens[j][0]
            if not mks:
                continue
            if not placed and mks[0].kind == "number" and self._place_number(j, len(run) + 1, x0):
                placed = True  # `3.` in the counter's third place: the form's own number for one clause
                continue
            if mks[0].kind != "paren" or abs(self.lines[j].bbox[0] - x0) > jumps.INDENT_TOLERANCE:
                break
            run.append(mks[0].value)
            if len(run) == 3:
                break
        if len(run) < 3:
            return False
        def fair(r: sequence.Reading) -> bool:
            return not r.penalty or spoiled and r.why.startswith("OCR: a roman counter's")

        for rd in sequence.readings(run[0], self.family):
            ords = [rd.ordinal]
            for v in run[1:]:
                nxt = next((r.ordinal for r in sequence.readings(v, self.family)
                            if r.type == rd.type and fair(r) and sequence.follows(ords[-1], r.ordinal)), None)
                if nxt is None:
                    break
                ords.append(nxt)
            if len(ords) == 3 and fair(rd):
                self._note(i, f"{mk.raw} opens a list past its first item: a running counter {where}, ({run[1]}) "
                              f"and ({run[2]}) going on from it ({rd.type}) where it starts")
                return True
        return False

    def _place_number(self, j: int, place: int, x0: float) -> bool:
        """Line j opens with the number `place.` at the margin `x0` after a sentence ended: a form's clause numbered by
        its place among clauses a running counter numbers (Karnataka Bank's SD-13 loan agreement: `(ccxlviii)`,
        `(ccxlix)`, `3.`, `(ccl)(a)`, `(ccli)`: the page's template printed one clause's own number)."""
        mks = self.tokens[j][0]
        return bool(mks) and mks[0].kind == "number" and mks[0].value == str(place) and not mks[0].extra \
            and abs(self.lines[j].bbox[0] - x0) <= jumps.INDENT_TOLERANCE \
            and self.lines[j - 1].text.rstrip().endswith(g.TERMINAL)

    def _counter_place(self, i: int, mk: Marker) -> tuple[Marker, sequence.Decision] | None:
        """`(ccxlix) ... set forth.` / `3. The Borrower shall repay ...` / `(ccl)(a) ...`: in a form's clauses numbered
        by a running counter at the root, a number equal to its place among them (the third clause `3.`), at the
        counter's margin after a sentence ended, with the counter going on after it, is that clause, labelled as
        printed; the counter's sequence runs on past it (`_place_number`)."""
        op = self.stack[0] if self.stack else None
        if op is None or op.level != "paren" or any(o.level != "paren" for o in self.stack) or op.ordinal[0] <= 26 \
                or self.stack[0].node not in self.root.children or mk.extra or mk.rest[:1].islower():
            return None
        place = sum(1 for c in self.root.children if c.label) + 1
        if not self._place_number(i, place, op.x0):
            return None
        nxt = next((self.tokens[j][0][0] for j in range(i + 1, min(i + 80, len(self.lines))) if self.tokens[j][0]),
                   None)
        if nxt is None or nxt.kind != "paren" or not any(
                sequence.follows(op.ordinal, r.ordinal) for r in sequence.readings(nxt.value, self.family)
                if r.type == op.ltype and not r.penalty):
            return None
        why = f"{mk.raw} in its place ({place}) among clauses a running counter numbers, {nxt.raw} going on after it"
        self._note(i, why)
        rd = sequence.Reading(op.ltype, op.ordinal, mk.value, 0.0, "a clause's place number among a counter's")
        return (Marker("paren", mk.raw, mk.value, label=mk.value, rest=mk.rest, extra={"place": True}),
                sequence.Decision(rd, 0, 1.0, why))

    def _infinitive_item(self, i: int, mk: Marker, text: str) -> bool:
        """`i. to occupy and use a portion of ...` / `... said business` / `ii. to use furniture ...`: a deed lists what
        a party may or must do as infinitives (`to use`, `to avail`, `to pay`), and a print that closes its items with
        no punctuation gives no sign a clause ended above. A marker with `to` and a verb after it (not `to (c)`, `to the
        Schedule`: a reference wrapped) that is the open list's next item, where its items' markers stand, is that
        item."""
        m = _INFINITIVE.match(text.strip())
        top = self.stack[-1] if self.stack else None
        if m is None or m.group(1) in _NOT_VERBS or roman_value(m.group(1)) or top is None or top.level != "paren" \
                or abs(self.lines[i].bbox[0] - top.x0) > jumps.INDENT_TOLERANCE or not i \
                or _CITES_ON.search(self.lines[i - 1].text.rstrip()):
            return False  # `... under paragraphs (a) and` / `(c) to affect ...`: the line before cites on
        nxt = [r for r in sequence.readings(_listed(mk), self.family) if r.type == top.ltype and not r.penalty
               and sequence.follows(top.ordinal, r.ordinal)]
        if nxt:
            self._note(i, f"{mk.raw} to {m.group(1)} ...: an infinitive item, {top.node.label}'s next where its items "
                          "stand, no reference wrapped")
        return bool(nxt)

    def _lone_glued_item(self, i: int, markers: list[Marker]) -> bool:
        """`(ccl)(a) The Borrower shall repay ...` then `(ccli)`: a first item glued to its clause's marker with no
        second item after it is no list; the two are one label as printed (a form's clause renumbered in print)."""
        first, inner = markers[0], markers[1]
        text = strip_noise(self.lines[i].text).lstrip()
        if first.kind != "paren" or inner.kind != "paren" or inner.value not in ("a", "i", "1", "A") \
                or not text.startswith(first.raw + inner.raw) or len(markers) > 2:
            return False
        # `(f)(1) To discriminate ...` / `(A)` / `(B)` / `(2)`: the US Code (and Massachusetts' `(2)(a)`) runs a
        # subsection's first paragraph in after its letter, the paragraph's own items between it and its second; the
        # glued item's second is looked for until a marker of the outer one's kind (`(g)`, `(ccli)`) or a top unit
        want = {"a": "b", "i": "ii", "1": "2", "A": "B"}[inner.value]
        for j in range(i + 1, min(i + 80, len(self.lines))):
            nxt = self.tokens[j][0][0] if self.tokens[j][0] else None
            if nxt is None:
                continue
            if nxt.kind != "paren":
                return True
            if nxt.value == want:
                return False
            if _shape(nxt.value) == _shape(first.value):
                return True
        return True

    def _form_printed_alone(self, i: int, mk: Marker) -> bool:
        """`ANNEXURE 'A'` / `[See rule 10]` / `AGREEMENT FOR SALE` / `2. Mode of Payment:`: a model form appended to
        Rules (India's RERA Rules print their Agreement for Sale as Annexure 'A'; Forms, Schedules, Appendices alike)
        and printed as a document of its own. Its appended-container heading is the document's first text (a page
        number alone may stand above it), no unit before it, and no other of its kind follows: it is appended to
        nothing in the document, so it is the document's title and the clauses below stand at the root. Its title block
        says so: the rule it serves (`[See rule 10]`) or the form's name in capitals before the first unit (`FIRST
        SCHEDULE ABOVE REFERRED TO` / `Description of title deeds ...` is a schedule cut from its deed). An instrument
        only (the deed family): a statute's Schedule printed alone (`SCHEDULE` / `[Subsection 5(1)]` / `1. ...`) is
        the Schedule, its items numbered in it."""
        if self.family != "in_deed" or CONTAINER_RANK.get(mk.keyword, 9) != 0 or mk.keyword == "explanatory" \
                or self.stack \
                or self.last_top is not None or any(ch.isalpha() for ln in self.lines[:i] for ch in ln.text):
            return False
        if any(mks and mks[0].kind == "container" and mks[0].keyword == mk.keyword for mks, _ in self.tokens[i + 1:]):
            return False
        for j in range(i + 1, min(i + 4, len(self.lines))):  # the form's title block: the rule it serves, its name
            if self.tokens[j][0]:
                return False
            if _SERVES.match(self.lines[j].text.strip()) or caps_line(self.lines[j].text):
                return True
        return False

    def _titled_clause_excerpt(self, i: int, n: int, rest: str) -> bool:
        """`2. Mode of Payment:` / `Subject to ...` / `3. Compliance of Laws relating to remittances:` / `3.1 ...`: an
        agreement's clause titled alone on its number's line, ending with a colon (a model agreement's habit, the RERA
        Rules' Agreement for Sale), opens an excerpt starting past clause 1 when the next numbered line below is its
        own first sub-clause (`2.1`) or the next clause (`3.`)."""
        if not re.fullmatch(r"[A-Z][^.;:!?]{0,80}\s?:", rest) or len(rest.split()) > 10:
            return False
        for j in range(i + 1, min(i + 80, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind in ("number", "decimal", "section", "container"):
                value = mks[0].value
                return mks[0].kind == "number" and value == str(n + 1) \
                    or mks[0].kind == "decimal" and value.split(".")[:2] == [str(n), "1"]
        return False

    def _deed_clause_list(self, i: int, k: int, mk: Marker) -> bool:
        """A deed's clauses numbered as a list (`(1) That ...`, `a. That ...`) open at the document's root, out of the
        front matter: right after the operative words (`EXCHANGE DEED WITNESSETH`, `NOW THIS DEED WITNESSETH AS
        FOLLOWS:`), or after a recital that introduces them (`WHEREAS the parties have agreed ... as between them:`)
        when the next marker is the list's next item. Only a list's first item (`(1)`, `(a)`, `a.`, `(i)`)."""
        if k != 0 or self.stack or mk.value not in ("1", "a", "A", "i", "I"):
            return False
        prev = self.lines[i - 1].text.strip() if i else ""
        if self.operative and not frames.starts_recital(prev):
            self._note(i, f"{mk.raw} opens the deed's clauses: the first item of a list after the operative words")
            return True
        recital = self.mode == "head" and self.cur is not None and self.cur.kind == "recital"
        if not (recital and announces_children(prev)) or re.fullmatch(r"(?:AND\s+)?WHEREAS\W*", prev, re.I):
            return False  # `WHEREAS:` / `A. ...` / `B. ...`: the recitals themselves, lettered
        nxt = self._upcoming(i, k)[:1]
        if not nxt or nxt[0] != {"1": "2", "a": "b", "A": "B", "i": "ii", "I": "II"}[mk.value]:
            return False
        after = next((ln.text for ln in self.lines[i + 1:i + 80]
                      if frames.starts_recital(ln.text) or frames.starts_operative(ln.text)
                      or frames.starts_enacting(ln.text)), "")
        if not frames.starts_operative(after):
            return False  # a recital's own list (more recitals follow), or a statute's preamble (its enacting words)
        self._note(i, f"{mk.raw} opens the deed's clauses: a first item after the recital that introduces it "
                      f"('{prev[-30:]}'), its next item following, the operative words after the list")
        return True

    def _operative_after_clauses(self, i: int, ln: Line) -> bool:
        """`a. That ...` / `b. That ...` / `EXCHANGE DEED WITNESSETH` / `(1) That ...`: operative words after clauses
        that opened at the root close those lists; they are front-matter text of their own, and the items after
        them are the deed's next list, not children of the last clause. Only as a paragraph of its own, printed as
        operative words are (in capitals, or opening `NOW`), and not inside a container."""
        prev = self.prev.text.rstrip() if self.prev else ""
        t = ln.text.strip()
        if not frames.starts_operative(t) or any(op.level not in ("paren", "top") for op in self.stack) \
                or not (prev.endswith(g.TERMINAL) or self._is_break(ln)) \
                or not (caps_line(t) or t.upper().startswith("NOW")):
            return False  # in a clause's text, `It is hereby agreed as follows:` introduces that clause's items
        self._note(i, f"operative words after clauses at the root ('{ln.text.strip()[:40]}'): the lists open before "
                      "them close; the items after them open afresh")
        self.stack = []
        node = Node(kind="preamble", frame="head", page_start=ln.page, page_end=ln.page)
        self.root.children.append(node)
        self._add_text(node, ln)
        self.cur = node
        self.operative = True
        return True

    def _root_jump(self, i: int, mk: Marker, levels: list[sequence.Level]) -> sequence.Decision | None:
        """`(17)` after `(8)` in such a list at the root: an excerpt skips clauses; the page must say a unit opens
        (as for a section number that jumps, `jumps.evidence`); the skipped numbers are recorded on the node."""
        if len(levels) != 1 or any(op.level != "paren" for op in self.stack) or levels[0].type != "digit" \
                or not mk.value.isdigit() or int(mk.value) <= levels[0].last[0] + 1:
            return None
        why = jumps.evidence(self.lines[i], self.lines[i - 1] if i else None, mk.rest, self.stack[0].x0, self.pitch)
        if not why:
            return None
        n = int(mk.value)
        mk.extra["gap"], mk.extra["why"] = jumps.gap_text(levels[0].last, (n, 0)), "; ".join(why)
        reason = f"({mk.value}) skips {mk.extra['gap']} of a list at the document's root: {'; '.join(why)}"
        return sequence.Decision(sequence.Reading("digit", (n, 0), f"({mk.value})"), 0, 0.5, reason)

    def _may_resume(self, out: list, mk: Marker) -> bool:
        """A list may open past its first item only as the first child of a unit that cites no inline list."""
        if out:
            return True
        unit = self.stack[-1].node if self.stack else None
        if unit is None or self.mode == "head":
            return False
        if any(c.kind not in ("text", "table") for c in unit.children):
            return False
        cited = [c for c in re.findall(r"(?<![\w)])\(([^\W_]{1,4})\)", unit.text)  # `13(3)` glued to its number cites
                 if re.fullmatch(r"[a-zA-Z0-9]{1,4}", c) or native_ordinals(c)]  # and a native letter as Latin
        # ones (`(அ)`, a definition's limb kept as the unit's text, fresh14's Tamil amending Act 2)
        if cited == ["1"] and mk.value == "2" and mk.rest[:1].isupper() \
                and re.search(r"(?<![\w)])\(1\)[\s:;.,—–-]*[A-Z]", unit.text):
            # `5B. Validity of ... claims (1): This section ...` then `(2) A contract ...`: the unit's first
            # subsection run into its opening line (a sentence starts after it), so its list goes on from (2); the
            # run-in one stays the unit's text (`Clauses (1) and (2) by ...` cites)
            return True
        return not cited

    def _top_ok(self, i: int, mk: Marker) -> bool:
        if mk.kind == "container":
            return self._container_ok(mk, i)
        if mk.kind == "section" and "garbled_code" in mk.extra:
            return self._garbled_code(mk)
        if mk.kind == "section" and "garbled" in mk.extra and self.last_top_label \
                and _keyword_kind(mk.keyword) != _keyword_kind(self.last_top_label):
            # `Article II, State Policies, Section 12 of the 1987 Constitution provides ...` among `SEC. 2.`, `SEC. 3.`:
            # a number no digit after another keyword than the sections' own cites; it is no spoiled next section
            self._note(i, f"{mk.raw} after {self.last_top_label}: another keyword with a number in letters, a citation")
            return False
        if mk.kind == "section" and "garbled" in mk.extra:  # the next number in the sequence, if heading-like
            n = _n(self.last_top) + 1 if self.last_top else 1
            ahead = self._next_top(i, "section")
            if ahead == 2 and self._container_fresh():
                n = 1  # `B. THE CIVIL SERVICE COMMISSION` / `Section l. ...` / `Section 2.`: its Sections restart
            mk.value, mk.label = str(n), f"{mk.keyword} {n}"
            if ahead == n + 1:
                mk.extra["repaired"] = f"{mk.raw} read as {mk.label}: between the sequence and {mk.keyword} {ahead}"
                return True
            prev = self.lines[i - 1].text.strip() if i else ""
            in_place = self.last_top_x0 is not None and abs(self.lines[i].bbox[0] - self.last_top_x0) \
                <= jumps.INDENT_TOLERANCE and (caps_line(prev) or prev.endswith(g.TERMINAL))
            if in_place:  # the keyword clear, where the sections stand, after a heading or a sentence's end
                mk.extra["repaired"] = f"{mk.raw} read as {mk.label}: the next in the sequence, where sections stand"
            return in_place or bool(split_heading(mk.rest)[0])
        if mk.kind == "section" and self._sign_before_number(i, mk):
            return self._top_ok(i, mk)
        if mk.kind == "section" and self._keyword_decimal(i, mk):
            return True
        if mk.kind in ("section", "number"):
            self._repair_number(mk)
            self._repair_inserted_letter(i, mk)
            self._repair_stray_digit(i, mk)
            self._repair_between(i, mk)
        if mk.kind == "section":
            self._repair_code_series(mk)
            self._record_gap(mk)
            return True
        if mk.kind == "number" and self._item_after_keyword_decimal(mk):
            return False
        if mk.kind == "number" and self._after_chapter_section():
            return False
        if mk.kind == "number" and self._first_item_set_in(i, mk):
            return False
        if mk.kind == "number":  # a schedule numbers its paragraphs `1.`, `2.` in every family (an IRR's ANNEX A)
            in_schedule = any(op.level == "container" and op.rank == 0 for op in self.stack)
            return (self.prof.numbered_top or in_schedule) and self._number_follows(mk, i)
        if mk.kind == "decimal":
            if self._inserted_section(i, mk):
                return True
            if self.prof.decimals and self._decimal_parent(mk.value) is not None:
                return True
            if self.prof.decimals and self._decimal_jump(i, mk):
                return True
            if not self.prof.decimals and self._bare_decimal_under_keyword(i, mk):
                return True
            return self._decimal_code_section(mk, i) or self._decimal_read_for_number(i, mk) \
                or self._point_zero_clause(i, mk)
        return False

    def _first_item_set_in(self, i: int, mk: Marker) -> bool:
        """`Article I. Purpose and Scope.` / `A. The purpose of these bylaws is ...` / `1. The general purpose ...`
        set in from the `A.`: a `1.` printed right of the open item's mark opens that item's list (the page's indent
        says whose it is, whether or not the item's sentence ends in a colon), not the first of the numbered
        sections: a section's number stands where the items it follows stand, or left of them. US bylaws in the
        outline style (a student government's, a club's) print a letter's items so."""
        top = self.stack[-1] if self.stack else None
        part = self.stack[0] if self.lettered_root and self.stack else None
        if part is not None and part.level == "paren" and re.fullmatch(r"[A-Z]", part.node.label) \
                and mk.value.isdigit():  # a lettered part at the root numbers its paragraphs 1, 2 (`_lettered_root`)
            if len(self.stack) == 1:
                return mk.value == "1"
            items = self.stack[1]
            return items.level == "paren" and items.node.label.isdigit() and int(mk.value) == int(items.node.label) + 1
        if mk.value != "1" or top is None or top.level != "paren":
            return False
        return self.lines[i].bbox[0] > top.x0 + jumps.INDENT_TOLERANCE

    def _sign_before_number(self, i: int, mk: Marker) -> bool:
        """`$8. Any person who ...` between `7.` and `9 Any person ...` in an Act numbering its sections bare: a speck
        before the number read as `$` (taken for `§`), not a code section. Where the bare sections before it go on to
        its number and no code section is read elsewhere in the document, it becomes the bare number (rewritten in
        place, logged: review); otherwise it stays as read."""
        if not mk.raw.startswith("$") or not mk.value.isdigit() or not self.last_top or not self.last_top.isdigit() \
                or self.last_top_label != self.last_top or int(mk.value) != int(self.last_top) + 1 \
                or not read_by_ocr(self.lines[i]):
            return False
        if any(m.kind == "section" and m.keyword == "§" and not m.raw.startswith("$")
               for mks, _ in self.tokens for m in mks[:1]):
            return False  # a code's sections (`§ 5.`): `$` is its sign misread
        why = f"'{mk.raw}.' read as {mk.value}.: a speck before the number read as a section sign, between " \
              f"{self.last_top}. and the next"
        mk.kind, mk.keyword, mk.label = "number", "", mk.value
        mk.extra |= {"repaired": why, "review": True}  # only a sign dropped, but its kind changed: a reviewer sees it
        return True

    def _container_fresh(self) -> bool:
        """The innermost open container holds no unit yet (a first section under it may number from 1)."""
        inner = next((op.node for op in reversed(self.stack) if op.level == "container"), None)
        return inner is not None and not any(c.kind not in ("text", "table") for c in inner.children)

    def _repair_code_series(self, mk: Marker) -> None:
        """`§500-2` in CHAPTER 506 after `§506-1` is `§506-2`, `§506-7]` is `[§506-7]`: a code section whose chapter
        part differs from the open chapter's (and the last section's) by one character OCR spoiled, or whose opening
        bracket OCR lost, takes the chapter's part and both brackets (logged)."""
        m = re.match(r"^(\[?)§(\s?)(\d{1,4}[A-Z]{0,2})-(\d.*?)(\]?)$", mk.label or "")
        chapters = [op.node.label.split()[-1] for op in self.stack if op.level == "container" and op.node.label
                    and op.node.kind in CODE_PART_CONTAINERS]  # a Part's number is no code section's chapter part
        if not m or not chapters or not re.fullmatch(r"\d{1,4}[A-Z]{0,2}", chapters[-1]):
            return
        series, chapter = m.group(3), chapters[-1]
        if series != chapter and self._chapter_misread(chapter):
            return
        last = _code_prefix(self.last_top_label)
        spoiled = series != chapter and len(series) == len(chapter) \
            and sum(a != b for a, b in zip(series, chapter, strict=True)) == 1 \
            and (last is None or last.strip("§-").strip() == chapter)
        opened = m.group(1) or not m.group(5)
        if not spoiled and opened:
            return
        label = f"[§{m.group(2)}{chapter}-{m.group(4)}]" if m.group(1) or m.group(5) else \
            f"§{m.group(2)}{chapter}-{m.group(4)}"
        mk.extra["repaired"] = f"{mk.label} read as {label}: the chapter part and brackets of CHAPTER {chapter}"
        mk.label, mk.ocr_fixed = label, True

    def _chapter_misread(self, chapter: str) -> bool:
        """`CHAPTER 358` over `[SS558-1]`, `[§558-2]`, `[§558-3]`: when the chapter holds no code section yet and the
        document's code sections carry one chapter part (two or more alike), a character away from the chapter's
        number, OCR spoiled the chapter label, not the sections: the chapter takes their number (logged, sent to
        review), so the sections keep theirs."""
        op = next((op for op in reversed(self.stack) if op.level == "container"), None)
        if op is None or op.node.kind not in CODE_PART_CONTAINERS or not op.node.lines \
                or not read_by_ocr(op.node.lines[0]) \
                or any(c.kind == "section" for c in op.node.children):
            return False
        parts = Counter(m.group(1) for mks, _ in self.tokens for mk in mks[:1] if mk.kind == "section"
                        and (m := re.match(r"^\[?§\s?(\d{1,4}[A-Z]{0,2})-", mk.label)))
        series, count = parts.most_common(1)[0] if parts else ("", 0)
        if count < 2 or Levenshtein.distance(series, chapter) != 1:
            return False
        label = op.node.label[: -len(chapter)] + series
        why = f"{op.node.label} read as {label}: its code sections are numbered {series}-"
        self.decisions.append(why)
        op.node.label, op.node.inferred = label, f"numbering misread by OCR: {why}"
        return True

    def _decimal_code_section(self, mk: Marker, i: int) -> bool:
        """`90.300 Security deposits; prepaid rent.` under `Chapter 90`: a code section numbered chapter.section with
        no section sign or keyword (Oregon); its chapter part is the open chapter's number. Labelled as printed. So are
        procedure rules numbered part.rule under their PART, their first paragraph run in after a dash (the UK's Civil
        and Family Procedure Rules, `3.1.—(1) The list of powers ...` under `PART 3`), and the sections of bylaws and
        agreements numbered article.section under an ARTICLE in roman (`2.1 Annual Meeting.` under `ARTICLE II`)."""
        chapter, _, running = mk.value.partition(".")
        numbers = [_container_number(op.node.label) for op in self.stack if op.level == "container" and op.node.label]
        opens = mk.rest[:1].isupper() or mk.rest.startswith("(1)")  # a heading, or the rule's first paragraph
        if not numbers and opens and "." not in running and self._rules_without_their_part(i, mk, chapter, running):
            pass
        elif not numbers or numbers[-1] != chapter or "." in running or not opens:
            return False
        if self.last_top is not None and jumps.series(self.last_top_label) == (chapter,) \
                and int(running) <= _n(self.last_top):
            return False  # numbering never goes back
        mk.kind, mk.keyword, mk.value = "section", "", running
        self._record_gap(mk)
        return True

    def _rules_without_their_part(self, i: int, mk: Marker, chapter: str, running: str) -> bool:
        """`The overriding objective` / `1.1—(1) These Rules are ...` / `(2) ...` / ... / `1.2 The court must ...`:
        an excerpt of procedure rules numbered part.rule (the Civil Procedure Rules, a circuit court's `1.6 Form of
        Summons in Small Claims`) without its `PART 1` line, under no container at all. The first such rule opens
        the body when its own text follows on the next line (no decimal there: a contents list is decimal after
        decimal) and the next decimal printed below is the next rule of its part; the rules after it go on in that
        part (numbering never goes back; the check after this one)."""
        if any(op.level == "container" for op in self.stack) or not chapter.isdigit() or not running.isdigit() \
                or int(running) == 0:
            return False  # `1.0 Definitions` / `1.1 ...`: a clause's heading numbered N.0 (`_point_zero_clause`)
        if self.last_top is not None:
            return chapter == self.part_rules and jumps.series(self.last_top_label) == (chapter,)
        after = self.tokens[i + 1][0] if i + 1 < len(self.tokens) else []
        if after and after[0].kind == "decimal" or i + 1 >= len(self.lines):
            return False
        nxt = next((mks[0] for mks, _ in self.tokens[i + 1:] if mks and mks[0].kind in
                    ("decimal", "section", "container", "number")), None)
        if nxt is None or nxt.kind != "decimal" or nxt.value != f"{chapter}.{int(running) + 1}":
            return False
        self._note(i, f"{mk.value} opens rules numbered part.rule with no Part printed over them: its text follows "
                      f"and the next rule ({nxt.value}) goes on from it")
        self.part_rules = chapter
        return True

    def _point_zero_clause(self, i: int, mk: Marker) -> bool:
        """`1.0 Definitions and Interpretation` / `1.1 ...` / `2.0 The Letting` / `2.1 ...`: agreements and
        licences that number each clause's heading N.0 and its sub-clauses N.1, N.2 (a Scottish college's student
        tenancy agreement; the Open Data Commons licences, `1.0 Definitions of Capitalised Words` / `2.0 What this
        License covers` / `2.1 Legal effect of this document`). The N.0 line is clause N, labelled as printed; its
        N.k sub-clauses go under it. Only a heading (capital first), never going back, with N.1 the next decimal
        printed and another K.0 heading elsewhere in the document (a series, not a lone `1.0`)."""
        head, _, tail = mk.value.partition(".")
        if tail != "0" or not head.isdigit() or not mk.rest.strip()[:1].isupper():
            return False
        if self.last_top is not None and (not self.last_top.isdigit() or int(head) <= int(self.last_top)):
            return False
        nxt = next((mks[0] for mks, _ in self.tokens[i + 1:] if mks and mks[0].kind in ("decimal", "number")), None)
        if nxt is None or nxt.kind != "decimal" or nxt.value != f"{head}.1":
            return False
        heads = {m.group(1) for ln in self.lines if (m := _POINT_ZERO.match(ln.text))}
        if len(heads - {head}) == 0:
            return False
        self._note(i, f"{mk.raw} {mk.rest.strip()[:30]}: a clause heading numbered N.0 over its N.1 (the document "
                      f"numbers its clauses so): clause {head}, labelled as printed")
        mk.kind, mk.value = "number", head
        return True

    def _decimal_read_for_number(self, i: int, mk: Marker) -> bool:
        """`4.10 ts hereby agreed ...` after clause 3 with no clause 4 to hold a `4.10`: the next clause number with
        its first word spoiled into digits (`It` read `10`) on an OCR'd line. It opens clause 4; the words stay as
        read; the repair is logged. Never where decimal clauses are open (a real `4.10` has its `4`)."""
        head, _, tail = mk.value.partition(".")
        if not self.prof.numbered_top or self.last_top is None or not read_by_ocr(self.lines[i]) \
                or any(op.level == "decimal" for op in self.stack) or "." in tail \
                or not self.last_top.isdigit() or int(head) != int(self.last_top) + 1:
            return False
        why = f"'{mk.value}' read as {head}.: no clause {head} holds a {mk.value}, and {head} follows {self.last_top}"
        mk.kind, mk.value, mk.label, mk.rest, mk.ocr_fixed = "number", head, head, f"{tail} {mk.rest}", True
        mk.extra["repaired"] = why
        return True

    def _titled_schedule(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`Schedule` / `[Sections 3, 7 and 8]` / `Part I`: a Bill's schedule titled in title case, alone and centred
        on its line, with the sections that point to it in brackets below (or its Parts, or a heading in capitals).
        `Schedule` alone is a word of prose elsewhere (`... added into the` / `Schedule.`), so the page must say so."""
        t = ln.text.strip()
        if self.mode == "head" or self.quoted or not _TITLED_SCHEDULE.match(t) or i + 1 >= len(self.lines) \
                or not garbled.centred(ln, [x for x in self.lines if x.page == ln.page]):
            return []
        nxt = self.lines[i + 1].text.strip()
        below = self.tokens[i + 1][0]
        if not (_POINTER.match(nxt) or below and below[0].kind == "container" or caps_line(nxt)):
            return []
        self._note(i, f"'{t}' centred alone, '{nxt[:30]}' below: the schedule")
        return [(Marker("container", t, "", "schedule", t, ""), None)]

    def _spoiled_container(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`THELET` / `PART TRENT` centred alone above a heading or a unit: the next container of its kind."""
        if self.mode == "tail" or self.quoted:
            return []
        numbered = garbled.numbered_container(ln.text.strip())  # `ARTICLE IN`: a label with its numeral spoiled
        found = garbled.container_word(ln.text.strip()) if numbered is None else None
        if found and not garbled.centred(ln, [x for x in self.lines if x.page == ln.page]):
            found = None
        if found is None and numbered is None or not self._structure_follows(i):
            return []
        keyword, rest = found or (numbered[0], "")  # type: ignore[index]
        if rest == "PRELIMINARY":  # `PRELIMINARY TEPLE`: the preliminary level, before the first numbered one
            why = f"'{ln.text.strip()}' read as PRELIMINARY {keyword}: a centred capital line above a unit"
            self._note(i, why)
            return [(Marker("container", ln.text.strip(), "0", keyword.lower(), f"PRELIMINARY {keyword}", "",
                            ocr_fixed=True, extra={"repaired": why}), None)]
        kind = keyword.lower()
        rank = self._rank(kind)
        outer = [op.node for op in self.stack if op.level == "container" and op.rank < rank]
        prev = [n for n in (outer[-1] if outer else self.root).children if n.kind == kind]
        last = prev[-1].label.split()[-1] if prev else ""
        number = str(int(last) + 1) if last.isdigit() else to_roman((roman_value(last.lower()) or 0) + 1).upper()
        if not prev and self._numbering_ahead(i, kind) == "digit":
            number = "1"  # `CHAPTER FE PRELIMINARY` before `CHAPTER 2`: its kind numbers in digits
        printed = garbled.repair_numeral(numbered[1]) if numbered else None
        if printed and printed.isdigit() and not prev and int(printed) <= 3 and self._roman_ahead(i, kind):
            printed = to_roman(int(printed)).upper()  # `ARTICLE 1` before `ARTICLE II`: its strokes read as ones
        if printed and (not prev or printed == number):  # the numeral as read, when the sequence allows it
            number = printed
        elif numbered and not prev and numbered[1].isdigit():
            number = numbered[1]
        elif numbered and numbered[1] in garbled.WORD_NUMBERS:  # `TIPLE ONE`: numbered in words, as printed
            last_word = garbled.WORD_NUMBERS.index(last) + 1 if last in garbled.WORD_NUMBERS else 0
            if garbled.WORD_NUMBERS.index(numbered[1]) + 1 != last_word + 1:
                return []
            number = numbered[1]
        label = f"{keyword if keyword.isupper() == ln.text.strip()[:2].isupper() else keyword.title()} {number}"
        how = "a short label line above a unit" if numbered else "a centred capital line above a unit"
        why = f"'{ln.text.strip()}' read as {label}: {how}, numbered by the sequence"
        self._note(i, why)
        return [(Marker("container", ln.text.strip(), number, kind, label, rest, ocr_fixed=True,
                        extra={"repaired": why}), None)]

    def _container_keyword_garbled(self, i: int, ln: Line, mk: Marker) -> list[tuple[Marker, object]]:
        """`ARTICLE VIE. GENERAL PROVISIONS` after `ARTICLE VIE- SPEND THRIFT ...` (VII) and its `7.1`: a keyword with
        a spoiled numeral that is the document's own container kind (deeds, trusts and bylaws number ARTICLEs over
        their `N.1` clauses) is no citation among sections: it is a spoiled label line, numbered by the sequence as
        `_spoiled_label_line` numbers one (logged: review)."""
        if mk.kind != "section" or "garbled" not in mk.extra or not any(
                n.kind == _keyword_kind(mk.keyword) for n in self._all_containers()):
            return []
        return self._spoiled_label_line(i, ln)

    def _spoiled_label_line(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`‘art tl Preliminary` / `Division |` (a Commonwealth `Part 1—Preliminary`), `PARE LT PRELIMINARY`, `Part 2)
        Registration ...`, `Subdivision \\ General`: a centred OCR'd line opening with a container word (one letter
        wrong at most), its numeral and dash spoiled, a unit or its heading below, is the next container of its kind
        when the sequence agrees: the next label of its kind ahead is the one after it, or the kind is already open
        in the document and the word is read right. Numbered by the sequence; the repair is logged (review)."""
        if self.mode == "tail" or self.quoted or not read_by_ocr(ln) \
                or (found := garbled.spoiled_label(ln.text.strip()) or self._keyword_lost(i, ln)) is None:
            return []
        below = self._structure_follows(i, titles=True)
        if not below and not (self._label_centred(ln) and self._spoiled_unit_follows(i)):
            return []
        if not self._label_centred(ln):
            return [] if found[3] == 2 else self._margin_label_line(i, ln, found)
        keyword, printed, heading, wrong = found
        kind = keyword.lower()
        rank = self._rank(kind)
        outer = [op.node for op in self.stack if op.level == "container" and op.rank < rank]
        prev = [n for n in (outer[-1] if outer else self.root).children if n.kind == kind]
        seen = prev or any(n.kind == kind for n in self._all_containers())
        number = self._next_container_number(i, kind, prev, ln.text.strip())
        clean = printed.strip("()[]{}|\\.,:;-–— ")
        kin = [n for n in self._all_containers() if n.kind == kind and n.label]
        through = self._after(kin[-1].label.split()[-1]) if kin and kin[-1].label.split()[-1].isalnum() else None
        if clean and clean in (number, through):
            number = clean  # `Division 2)` under Part 2: Divisions numbered through the Act, as printed
        in_words = self._number_in_words(clean, prev)
        number = in_words or number
        ahead = self._next_of_kind(i, kind)
        if not prev and not in_words:
            number = self._first_by_its_strokes(_label_numeral(printed, heading)[0], ahead) \
                or self._first_by_its_strokes(_label_numeral(printed, heading)[0], self._spoiled_ahead(i, kind)) \
                or number
        colon_title = printed.endswith(":") and lower_title(heading)  # `art l: general` (`Part I: general`)
        if not prev and colon_title and clean in ("l", "I", "1", "|", "!") and self._strokes_ahead(i, kind):
            number = "I"  # `art l:` with `art Th:` next: the next label's numeral is strokes, so the numbering is roman
        follows = ahead is not None and self._read_numeral(ahead) == self._after(number)
        first_of_two = ahead == "?" and not prev  # two labels of its kind, both spoiled: this one is the first
        # `art ll` after Part I: its own strokes read the number the sequence wants
        own = bool(prev) and bool(clean) and not clean.isdigit() and self._read_numeral(clean) == number
        lone = None if prev or seen or ahead is not None or in_words or not below \
            else _lone_label_numeral(*_label_numeral(printed, heading))
        if lone is None and not (prev or seen or ahead is not None or in_words or heading) and below:
            lone = self._lone_stroke_over_heading(i, ln, clean)
        if lone:
            number = lone  # no sibling to number it: its own strokes, and the label goes to review
        if wrong == 2:  # two letters blurred (`TEELE TE)`): a sibling before it, and its own numeral or the labels
            # ahead (spoiled ones counted, up to one whose numeral reads) say which number it is
            if not (prev and below and caps_line(heading) and (own or self._chain_confirms(i, kind, number))):
                return []
            how = "a centred container label with two thin letters of its word blurred, numbered by the sequence " \
                  "(its own numeral or the next label's confirms it)"
            return self._label_marker(i, ln, keyword, number, heading, how, None)
        if not (follows or first_of_two or in_words or own or lone or seen and (not wrong or ahead is None)):
            return []
        if not below and not (follows or first_of_two or own):
            return []  # its first unit's marker spoiled too: only a label of its kind ahead in the series vouches
        if lone:
            how = "the only container label of its kind (an excerpt's), its word or dash spoiled, numbered by its " \
                  "own strokes: no sibling confirms the number"
            return self._label_marker(i, ln, keyword, number, heading, how, None)
        how = "a centred container label with its word, numeral or dash spoiled, numbered by the sequence"
        return self._label_marker(i, ln, keyword, number, heading, how, self._read_numeral(ahead) if follows else None)

    def _lone_stroke_over_heading(self, i: int, ln: Line, numeral: str) -> str | None:
        """`arti` over a centred `Approved Agency and enforcement` (an excerpt's only `Part 1`, its P lost and its one
        read `i`): a numeral of one stroke (`1`, `l`, `i`, `I`, `|`) on a centred label line whose heading stands
        centred on the line below reads as one, in digits under a title-case keyword (`Part 1`), in romans under a
        capital one (`PART I`), as `_lone_stroke` numbers a one-stroke label; None otherwise."""
        nxt = self.lines[i + 1] if i + 1 < len(self.lines) else None
        if numeral not in ("1", "l", "i", "I", "|", "!") or nxt is None or nxt.page != ln.page or self.tokens[i + 1][0]:
            return None
        text = nxt.text.strip()
        if not text[:1].isupper() or len(text.split()) > 8 or text.endswith((".", ",", ";", ":")) \
                or not self._label_centred(nxt):
            return None
        return "I" if ln.text.strip(garbled._EDGE)[:2].isupper() else "1"

    def _label_marker(self, i: int, ln: Line, keyword: str, number: str, heading: str, how: str,
                      ahead: str | None) -> list[tuple[Marker, object]]:
        """The container a spoiled label line opens, its word in the line's case; the repair is logged (review)."""
        word = keyword if ln.text.strip(garbled._EDGE)[:2].isupper() else keyword.title()
        label = f"{word} {number}"
        why = f"'{ln.text.strip()[:40]}' read as {label}: {how}" + (f" ({word} {ahead} next)" if ahead else "")
        self._note(i, why)
        return [(Marker("container", ln.text.strip(), number, keyword.lower(), label, heading, ocr_fixed=True,
                        extra={"repaired": why}), None)]

    def _margin_label_line(self, i: int, ln: Line, found: tuple[str, str, str, int]) -> list[tuple[Marker, object]]:
        """`art il Fiscal Appeal Court` (`Part II Fiscal Appeal Court` set at the left margin, as ZimLII and many
        reprints set it: the P lost, II read `il`): an OCR'd line at the margin that opens with a container word
        (one letter wrong or lost at most), then a spoiled numeral and a capitalised heading, a unit below, is that
        container when its kind is the only container level labelled below it and the sequence wants it: the next
        label of its kind is the one after the number it takes (after its last sibling; a first one's numeral as
        it reads through roman look-alikes, else 1 or I). A margin line is body text more often than a centred one,
        so nothing less than all of that is taken; the repair is logged (review)."""
        keyword, printed, heading, _ = found
        numeral, heading = _label_numeral(printed, heading)
        kind = keyword.lower()
        if not numeral or not heading or not self._at_margin(ln) \
                or {mks[0].keyword for mks, _ in self.tokens[i + 1:] if mks and mks[0].kind == "container"} != {kind}:
            return []
        ahead = self._next_of_kind(i, kind)
        if ahead is None or ahead == "?":
            return []
        outer = [op.node for op in self.stack if op.level == "container" and op.rank < self._rank(kind)]
        prev = [n for n in (outer[-1] if outer else self.root).children if n.kind == kind]
        number = self._next_container_number(i, kind, prev, ln.text.strip())
        if not prev:
            number = self._first_by_its_strokes(numeral, ahead) or number
        if self._after(number) != self._read_numeral(ahead):
            return []
        how = "a container label at the margin with its word and numeral spoiled, its kind the only one below"
        return self._label_marker(i, ln, keyword, number, heading, how, ahead)

    def _first_by_its_strokes(self, numeral: str, ahead: str | None) -> str | None:
        """The number of the first container of its kind whose numeral a harsh scan spoiled, as its strokes read
        (`il`, `ll`, `11` -> II), when the next label of its kind below is the one after it: an Act whose first
        printed Part is Part II (sections 1-2 stand before any Part). None when they do not agree."""
        if not numeral or ahead in (None, "?"):
            return None
        want = self._read_numeral(ahead)
        read = garbled.repair_numeral(numeral if want.isdigit() else numeral.replace("1", "l"))  # `11` as II
        return read if read and read.isdigit() == want.isdigit() and self._after(read) == want else None

    @staticmethod
    def _read_numeral(value: str) -> str:
        """A container label's value as its strokes read (`IIL` -> III, a serif read as an L's foot); as it is
        when no numeral comes out (a letter, `?`)."""
        return garbled.repair_numeral(value) or value if value and value != "?" else value

    def _at_margin(self, ln: Line) -> bool:
        """The line starts at its page's left margin (a letter's width in at most: a lost first letter)."""
        xs = sorted(x.bbox[0] for x in self.lines if x.page == ln.page)
        return len(xs) >= 3 and ln.bbox[0] <= xs[len(xs) // 10] + MARGIN_SLACK

    @staticmethod
    def _number_in_words(clean: str, prev: list[Node]) -> str | None:
        """`‘Tithe One` (a Code's `Title One`, its keyword spoiled): a number printed in words that reads clean and is
        the next of its siblings' (`One` first) numbers the label as printed; None otherwise."""
        words = garbled.WORD_NUMBERS
        last = prev[-1].label.split()[-1].upper() if prev and prev[-1].label else ""
        want = words.index(last) + 1 if last in words else 0 if not prev else -1
        return clean if clean.upper() in words and words.index(clean.upper()) == want else None

    def _keyword_lost(self, i: int, ln: Line) -> tuple[str, str, str, int] | None:
        """`I` alone, centred over `Preliminary` (a UK `Part 1` whose word a harsh scan lost): a numeral-like token of
        up to three characters standing alone is the first container of the kind whose next label ahead is its
        second (`Part 2`), when no container of that kind was read yet."""
        t = ln.text.strip()
        if len(t) > 3 or " " in t or not re.fullmatch(r"[IVXLl1|!\]\[]{1,3}|\d{1,2}", t):
            return None
        nxt = next((mks[0] for mks, _ in self.tokens[i + 1:] if mks and mks[0].kind == "container"), None)
        if nxt is None or nxt.value not in ("2", "II") or any(n.kind == nxt.keyword for n in self._all_containers()):
            return None
        return nxt.keyword.upper(), t, "", 1

    def _label_centred(self, ln: Line) -> bool:
        """A container label line stands centred (with its heading on it, it may start nearer the margin)."""
        return garbled.centred(ln, [x for x in self.lines if x.page == ln.page], garbled.LONG_HEADING_INDENT)

    def _all_containers(self) -> list[Node]:
        """Every container opened so far, outermost first."""
        out: list[Node] = []

        def walk(node: Node) -> None:
            for c in node.children:
                if c.kind in CONTAINER_RANK:
                    out.append(c)
                    walk(c)

        walk(self.root)
        return out

    def _next_container_number(self, i: int, kind: str, prev: list[Node], text: str) -> str:
        """The number the next container of `kind` carries: after its last sibling, in that sibling's style; a first
        one is 1 in the style of the next label of its kind ahead, else by its word's case (title case in digits,
        capitals in romans), `A` for a Subdivision."""
        last = _inserted_base(prev[-1].label.split()[-1] if prev and prev[-1].label else "")
        if last.isdigit():
            return str(int(last) + 1)
        if len(last) == 1 and last.isalpha() and not roman_value(last.lower()) or kind == "subdivision" and not last:
            return chr(ord(last) + 1) if last else "A"
        if last:
            return to_roman((roman_value(last.lower()) or 0) + 1).upper()
        style = self._numbering_ahead(i, kind)
        if style is None:
            style = "digit" if text.strip(garbled._EDGE)[1:2].islower() else "roman"
        return "1" if style == "digit" else "I"

    def _next_of_kind(self, i: int, kind: str) -> str | None:
        """The value of the next container label of `kind` below line i, as read; a centred OCR'd label of its kind
        spoiled as line i is (`Part 2) Registration ...`) gives its numeral when that reads clean, else `?`. None:
        none ahead."""
        for j in range(i + 1, len(self.lines)):
            mks = self.tokens[j][0]
            if mks and mks[0].kind == "container" and mks[0].keyword == kind and mks[0].value:
                return mks[0].value
            found = None if mks else garbled.spoiled_label(self.lines[j].text.strip())
            if found and found[0].lower() == kind and read_by_ocr(self.lines[j]) \
                    and self._label_centred(self.lines[j]):
                numeral = found[1].strip("()[]{}|\\.,:;-–— ")
                return numeral if numeral.isdigit() or roman_value(numeral.lower()) and numeral.isupper() else "?"
        return None

    def _chain_confirms(self, i: int, kind: str, number: str) -> bool:
        """`TEELE TE)` / `THIELE TE?` / `THIELE TV -` / `TEPLE V -` after `TITLE I`: the labels of `kind` below line i,
        each counted as the next number, reach one whose numeral reads clean as the number the count gives (V)."""
        want = number
        for j in range(i + 1, len(self.lines)):
            mks = self.tokens[j][0]
            if mks and mks[0].kind == "container" and mks[0].keyword == kind and mks[0].value:
                return self._read_numeral(mks[0].value) == self._after(want)
            found = None if mks else garbled.spoiled_label(self.lines[j].text.strip())
            if not found or found[0].lower() != kind or not read_by_ocr(self.lines[j]) \
                    or not self._label_centred(self.lines[j]):
                continue
            want = self._after(want)
            numeral = found[1].strip("()[]{}|\\.,:;-–— ")
            if numeral.isdigit() or roman_value(numeral.lower()) and numeral.isupper():
                return numeral == want
        return False

    def _strokes_ahead(self, i: int, kind: str) -> bool:
        """The next label of `kind` below line i is a spoiled one whose numeral is two or more strokes' look-alikes
        (`art Th:`, `art ll:`): roman, as figures never print so (a `2` reads `2` or `Z`)."""
        for j in range(i + 1, len(self.lines)):
            found = None if self.tokens[j][0] else garbled.spoiled_label(self.lines[j].text.strip())
            if found and found[0].lower() == kind:
                return bool(re.fullmatch(r"[lI|!tTiHh]{2,3}", found[1].strip("()[]{}\\.,:;-–— ")))
        return False

    def _spoiled_ahead(self, i: int, kind: str) -> str | None:
        """The numeral of the next label of `kind` below line i when it is a spoiled one that reads a roman numeral
        through look-alikes (`art ll` -> II), else None: a first label's own strokes (`art l`) are judged by it."""
        if self._next_of_kind(i, kind) != "?":
            return None
        for j in range(i + 1, len(self.lines)):
            found = None if self.tokens[j][0] else garbled.spoiled_label(self.lines[j].text.strip())
            if found and found[0].lower() == kind:
                read = garbled.repair_numeral(found[1].strip("()[]{}|\\.,:;-–— ").replace("1", "l"))
                return read if read and not read.isdigit() else None
        return None

    @staticmethod
    def _after(number: str) -> str:
        """The number after `number` in its own style (`2` -> `3`, `IV` -> `V`, `A` -> `B`, an inserted `2A` -> `3`)."""
        number = _inserted_base(number)
        if number.isdigit():
            return str(int(number) + 1)
        value = roman_value(number.lower())
        if value:
            return to_roman(value + 1).upper()
        return chr(ord(number) + 1) if len(number) == 1 else ""

    def _spoiled_number(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`$. If the purchaser ...` between clauses 4 and 6 is clause 5: a number OCR spoiled into a sign or a
        letter opens the unit the sequence lacks, when the next numbered unit ahead is the one after it."""
        if self.mode == "head" and self.prof.numbered_top and self.last_top is None:
            return self._lone_first_number(i, ln) or self._spoiled_first_heading(i, ln)
        if self.mode != "body" or self.quoted or not self.prof.numbered_top or self.last_top is None \
                or not read_by_ocr(ln):
            return []  # a text layer spoils no print: its `-` wrapped alone (`... referred to in` / `-`) is a dash
        lone = self._lone_spoiled_number(i, ln)
        found = garbled.spoiled_number(ln.text) or lone
        pn, psuf = g.num(self.last_top)
        if found is None or not self.last_top.isdigit():
            return []
        nxt = self._next_top(i)
        value = str(pn + 1)
        before = self.prev.text.strip() if self.prev else ""  # a sentence or a heading ended; not `Mr.` / `S. Ramesh`
        ended = before.endswith(g.TERMINAL) and not re.search(r"\b(?:Mr|Mrs|Ms|Dr|Smt|Shri|Sri|No|St)\.$", before) \
            or caps_line(before) or title_like(before, 8)
        if nxt is None and ended and value in _LOOKALIKE_DIGITS.get(found[0], ()):
            why = f"'{found[0]}.' read as {value}.: its look-alike, the last unit after {pn}"
        elif nxt == pn + 2 and (_digit_like(found[0]) or found is lone or found[1].startswith(("(1)", "(a)"))):
            why = f"'{found[0]}.' read as {value}.: a spoiled number between {pn} and {pn + 2}"
        else:
            return []
        if found[1].startswith(("(1)", "(a)")):  # `SIE (1) Section 3 ...`: read again as `5. (1) Section 3 ...`
            markers = read_line(f"{value}. {found[1]}")[0]
            accepted = self._accept(i, markers) if markers and markers[0].value == value else []
            if accepted:
                accepted[0][0].ocr_fixed, accepted[0][0].extra["repaired"] = True, why
            return accepted
        mk = Marker("number", f"{found[0]}.", value, label=value, rest=found[1], ocr_fixed=True,
                    extra={"repaired": why})
        self.last_top_x0 = ln.bbox[0]
        return [(mk, None)]

    def _undotted_series(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`1 I am the Sole Proprietor ...` / ... / `6 I/We say ... like/s.` / `7 (ii)I/We say that ...`: a form whose
        numbers stand bare in a cell of their own beside the text (Karnataka Bank's Format 2 declaration by a borrower;
        Canada's consolidations print `3 No person shall ...` the same way) numbers on whatever the text opens with:
        the next number at the series' margin, after a sentence or a form's blank ended, is the next unit even where
        its words do not open like a provision's (a stray mark, `I/We`). Only the very next number, only after an
        undotted unit."""
        if self.mode != "body" or self.quoted or self.last_top is None \
                or not self.last_top.isdigit() or self.last_top_x0 is None or self.prev is None:
            return []
        m = _SERIES_NUMBER.match(ln.text.strip()) if self.last_top_undotted else None
        if m is None and (bare := _BARE_WORDS.match(ln.text.strip())) is not None \
                and self._bare_runs_on(i, bare.group("num"), bare.group("rest")):
            return [(Marker("number", bare.group("num"), bare.group("num"), label=bare.group("num"),
                            rest=bare.group("rest"), extra={"undotted": True, "series": True}), None)]
        if m is None or int(m.group("num")) != int(self.last_top) + 1 or _FIGURES.search(m.group("rest")) \
                or abs(ln.bbox[0] - self.last_top_x0) > jumps.INDENT_TOLERANCE \
                or not self.prev.text.rstrip().endswith(g.TERMINAL + ("_", "…")):  # or a form's blank
            return []
        value = m.group("num")
        self._note(i, f"{value} without a dot at the margin of {self.last_top_label}, the number after it, after a "
                      "sentence or a blank ended: the next unit of a series numbered bare")
        return [(Marker("number", value, value, label=value, rest=m.group("rest"),
                        extra={"undotted": True, "series": True}), None)]

    def _bare_runs_on(self, i: int, value: str, rest: str) -> bool:
        """`1. WHEREAS ... hereby declare:` / `a)` ... `d)` / `2 We confirm that the affairs ...` / `3 we undertake to
        advise the Bank ...` / `5. We have received ...`: a form whose numbers stand in a cell of their own beside the
        text prints their dots as its typist left them (Karnataka Bank's AD-08 declaration of joint family: `1.`, `2`,
        `3`, `4`, `5.`), and opens some with a lower-case word. After a dotted unit (or before a word in lower case),
        the very next number without a dot is the next unit only where the page says so: at the last unit's margin, a
        sentence ended above it, and a paragraph runs on from it (a sentence of several words, wrapped onto the next
        line at the same margin, no figures: a table's serial number heads a short row of cells, `2 Discount No. 1`)."""
        if self.mode != "body" or self.quoted or self.last_top is None \
                or not self.last_top.isdigit() or not value.isdigit() or self.last_top_x0 is None or self.prev is None \
                or int(value) != int(self.last_top) + 1 or _FIGURES.search(rest) or len(rest.split()) < 5:
            return False
        ln, tol = self.lines[i], jumps.INDENT_TOLERANCE
        if abs(ln.bbox[0] - self.last_top_x0) > tol or not self.prev.text.rstrip().endswith(g.TERMINAL) \
                or i + 1 >= len(self.lines) or self.tokens[i + 1][0] \
                or abs(self.lines[i + 1].bbox[0] - ln.bbox[0]) > tol or rest.rstrip().endswith(g.TERMINAL):
            return False
        self._note(i, f"{value} without a dot at the margin of {self.last_top_label}, the number after it, after a "
                      "sentence ended, its paragraph running on: the next unit of a form that drops dots")
        return True

    def _lost_headed_number(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """Articles of association (and contracts drafted on them) on a scan: `6. Directors to take decisions ...` /
        `1.` `2.` / `Calling directors' meetings` / `1. Any director may ...`: a heading line whose number OCR lost (or
        spoiled into a short token: `ic Committees of directors`) is the next top unit when its paragraphs restart at
        `1.` right under it, and such lines are as many as the numbers lacking before the next printed one (`10.`).
        OCR'd lines only; the number comes from the sequence, the line's words stay as read; logged for review."""
        if self.mode != "body" or self.quoted or not read_by_ocr(ln) or not self.prof.numbered_top \
                or self.last_top is None or not self.last_top.isdigit() or self.last_top_x0 is None \
                or self._lost_number_heading(i) is None:
            return []
        pn, tol = int(self.last_top), jumps.INDENT_TOLERANCE
        lost = 0
        for j in range(i, min(i + 150, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind == "container" and CONTAINER_RANK.get(mks[0].keyword, 9) == 0:
                return []  # a schedule numbers afresh; articles number on across their Parts
            if mks and mks[0].kind == "number" and mks[0].value.isdigit() and int(mks[0].value) > pn \
                    and abs(self.lines[j].bbox[0] - self.last_top_x0) <= tol:
                if int(mks[0].value) != pn + 1 + lost:
                    return []
                break
            lost += self._lost_number_heading(j) is not None
        else:
            return []
        token, heading = self._lost_number_heading(i)  # type: ignore[misc]
        value = str(pn + 1)
        why = (f"'{ln.text.strip()}' read as {value}. {heading}: a heading whose number was "
               f"{f'spoiled ({token!r})' if token else 'not read'}, its paragraphs numbered afresh from 1. below it, "
               f"{lost} such line(s) before {pn + 1 + lost}.")
        return [(Marker("number", token or heading, value, label=value, rest=heading, ocr_fixed=True,
                        extra={"repaired": why, "x0": self.last_top_x0}), None)]

    def _lost_introducing_number(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`(r) ... from the said premises.` / `The Licensors hereby covenant with the Licensee as follows:-` / `(a)`
        ... / `7.`: a clause whose number OCR lost whole (its words start where a clause's words start after its
        number) is the next clause when everything else says so: a sentence ended above it, its paragraph introduces
        a list that starts afresh (`(a)` while the open list is past its first item), and the next clause number
        printed below is the one after it (one number missing). OCR'd lines only; logged for review."""
        if self.mode != "body" or self.quoted or not read_by_ocr(ln) or not self.prof.numbered_top \
                or self.last_top is None or not self.last_top.isdigit() or self.last_top_x0 is None \
                or self.prev is None or not self.prev.text.rstrip().endswith(".") or not ln.text.strip()[:1].isupper():
            return []
        top = self.stack[-1] if self.stack else None
        pn, tol = int(self.last_top), jumps.INDENT_TOLERANCE
        if top is None or top.level != "paren" or top.ordinal[0] < 2 or ln.bbox[0] <= self.last_top_x0 + tol \
                or self._next_top(i) != pn + 2:
            return []
        if not self._intro_text(i, ln.text).rstrip().endswith((":", ":-", "—", "–", ":—")):
            return []
        first = next((self.tokens[j][0][0] for j in range(i + 1, min(i + 12, len(self.lines))) if self.tokens[j][0]),
                     None)
        if first is None or first.kind != "paren" or first.value not in ("a", "1", "i", "A"):
            return []
        value = str(pn + 1)
        why = (f"'{ln.text.strip()[:40]}' read as {value}.: a clause whose number was not read, introducing a list "
               f"that starts afresh, between {pn} and {pn + 2}")
        self._note(i, why)
        return [(Marker("number", "", value, label=value, rest=ln.text.strip(), ocr_fixed=True,
                        extra={"repaired": why, "x0": self.last_top_x0}), None)]

    def _lost_number_heading(self, i: int) -> tuple[str, str] | None:
        """(spoiled token, heading) when line i is a short heading with no marker (a capital, up to 10 words, no
        closing punctuation), maybe after a token of at most three characters that is no word (`ic`), right over a
        paragraph `1.` standing no further left than it and right of the top units' numbers, after a sentence's end
        or a capitals group heading."""
        if self.tokens[i][0] or i + 1 >= len(self.lines) or not i:
            return None
        nxt = self.tokens[i + 1][0]
        tol, para_x0 = jumps.INDENT_TOLERANCE, self.lines[i + 1].bbox[0]
        if not nxt or nxt[0].kind not in ("number", "paren") or nxt[0].value != "1" \
                or self.lines[i].bbox[0] > para_x0 + tol or para_x0 <= (self.last_top_x0 or 0.0) + tol:
            return None  # the paragraph stands right of where the articles' numbers stand
        before = self.lines[i - 1].text.strip()
        if not (before.endswith(g.TERMINAL) or caps_line(before)):
            return None
        words = self.lines[i].text.split()
        token = ""
        if len(words) > 2 and len(words[0]) <= 3 and not words[0][:1].isupper() and words[1][:1].isupper():
            token, words = words[0], words[1:]
        heading = " ".join(words)
        if not _heading_only(heading) or caps_line(heading):
            return None
        return token, heading

    def _lone_first_number(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`NOW IT IS HEREBY AGREED ... AS FOLLOWS:-` / `it` / `a. A and B shall ...` / ... / `2. The authorised ...`:
        the first clause's number printed alone over its items and spoiled by OCR, right after the operative
        words, with clause 2 the next number ahead: clause 1 (logged), so the body does not stay in the head."""
        t = ln.text.strip()
        nxt = self.tokens[i + 1][0] if i + 1 < len(self.lines) else []
        if len(t) > 3 or " " in t or not nxt or nxt[0].kind != "paren" or nxt[0].value not in ("a", "1", "i") \
                or not any(frames.starts_operative(x.text) for x in self.lines[max(0, i - 3):i]) \
                or not read_by_ocr(ln) or self._next_top(i) != 2:
            return []
        why = f"'{t}' read as 1.: alone after the operative words, over a first item, with clause 2 next"
        self.last_top_x0 = ln.bbox[0]
        return [(Marker("number", t, "1", label="1", rest="", ocr_fixed=True, extra={"repaired": why}), None)]

    def _spoiled_first_heading(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`ake Short title, extent and commencement.` / `(1) This Act may be called ...` (`1.` in a bold face read as
        `ake`): the first section's number spoiled into a short token that is no word, hanging left of the text, its
        heading where the first subsection's marker stands right below it, and the next section number printed ahead
        a two (or a three, a second number lost on the way: its own evidence has to open it, or the gap goes to
        review). OCR'd lines only, before any unit; the number comes from the sequence (logged)."""
        words, nxt = ln.words, self.tokens[i + 1][0] if i + 1 < len(self.lines) else []
        if len(words) < 3 or not read_by_ocr(ln) or not nxt or nxt[0].kind != "paren" \
                or nxt[0].value not in ("1", "a") or self._next_top(i) not in (2, 3):
            return []
        token, heading = words[0].text, " ".join(w.text for w in words[1:])
        tol = jumps.INDENT_TOLERANCE
        if len(token) > 3 or token[:1].isupper() or lexicon.common(token.lower(), garbled.COMMON) \
                or not heading[:1].isupper() \
                or len(heading.split()) > 10 or not heading.endswith(".") \
                or abs(words[1].bbox[0] - self.lines[i + 1].bbox[0]) > tol \
                or words[1].bbox[0] - words[0].bbox[0] < 2 * tol:
            return []
        why = f"'{token}' read as 1.: the first section's number spoiled, left of its heading, {nxt[0].raw} below"
        self._note(i, why)
        self.last_top_x0 = ln.bbox[0]
        return [(Marker("number", token, "1", label="1", rest=heading, ocr_fixed=True, extra={"repaired": why}), None)]

    def _lone_spoiled_number(self, i: int, ln: Line) -> tuple[str, str] | None:
        """`re` alone on its line where a clause number printed alone over its lettered items stood (`7.` / `a. The
        Auditors ...`): a token of at most three characters at the clauses' margin with a first item right under
        it (the caller asks that the next clause ahead is the one after the lacking number)."""
        t = ln.text.strip()
        nxt = self.tokens[i + 1][0] if i + 1 < len(self.lines) else []
        if len(t) > 3 or " " in t or self.last_top_x0 is None \
                or abs(ln.bbox[0] - self.last_top_x0) > jumps.INDENT_TOLERANCE \
                or not nxt or nxt[0].kind != "paren" or nxt[0].value not in ("a", "1", "i"):
            return None
        return t.rstrip("."), ""

    def _lost_first_marker(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`) the Chief Justice;` right under `8. The Judges shall take precedence in the following order:`, with
        `(b)` next: the first item whose opening bracket and letter OCR lost; the next item gives its value."""
        m = _LOST_OPENING.match(ln.text.strip())
        unit = self.stack[-1].node if self.stack else None
        if not m or self.mode != "body" or unit is None or self.stack[-1].level == "paren" or unit.children \
                or not (announces_children(unit.text) or self._heading_line_above(i)):
            return []
        nxt = self._next_item(i)
        v = nxt.value if nxt else ""
        first = {"b": "a", "2": "1", "ii": "i"}.get(v[:1] if len(v) == 2 and v[:1] == "b" and v != "bb" else v)
        if first is None:
            return []
        why = f"'{m.group('tok')}' read as ({first}): its opening lost, right after an introduction, before {nxt.raw}"
        mk = Marker("paren", m.group("tok"), first, label=f"({first})", rest=m.group("rest"), ocr_fixed=True,
                    extra={"repaired": why})
        levels = self._levels()
        d = sequence.decide(first, levels, self.family, self._expected(levels), [nxt.value], True)  # type: ignore[union-attr]
        return [(mk, d)] if d is not None and d.depth == len(levels) else []

    def _heading_line_above(self, i: int) -> bool:
        """`15. Access with intent to commit further offence` / `') A person who ...`: the open top unit holds only its
        own line, a heading in sentence case (Kenya, New Zealand), no sentence: its first subsection comes next."""
        op = self.stack[-1] if self.stack else None
        if op is None or op.level != "top" or [ln for ln in op.node.lines] != [self.lines[i - 1]]:
            return False
        words = op.node.text.split()
        return 2 <= len(words) <= 12 and words[0][:1].isupper() and op.node.text.rstrip()[-1:].isalpha()

    def _sibling_at_indent(self, j: int, value: str) -> bool:
        """The marker of line j stands where the open item's marker stands and continues its list (`(ii)` after
        `(hh)`, `(bb)` after `(aa)`): the open list goes on there, whatever unmarked lines came between."""
        op = self.stack[-1] if self.stack else None
        if op is None or op.level != "paren" or op.x0 is None \
                or abs(op.x0 - self.lines[j].bbox[0]) > jumps.INDENT_TOLERANCE:
            return False
        return any(rd.type == op.ltype and not rd.penalty and sequence.follows(op.ordinal, rd.ordinal)
                   for rd in sequence.readings(value, self.family))

    def _unread_first_item(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`2. In this Act ... senses:` then a line with no marker, then `(b)`, `(c)` at that line's indent: the
        first item, its marker unread (`Go when one person ...`). Its label comes from the sequence; the line's
        words stay its text as read (nothing invented) and the node records why, so its chunk goes to review."""
        unit = self.stack[-1].node if self.stack else None
        if self.mode != "body" or self.quoted or not read_by_ocr(ln) or unit is None \
                or self.stack[-1].level not in ("top", "paren", "decimal") \
                or unit.children or self.prev is None or self.prev not in unit.lines \
                or not (self.prev.text.rstrip().endswith(":") and announces_children(unit.text)
                        or garbled.dash_lost(unit.text) and garbled.spoiled_lead(ln.text)  # its last line is prev
                        or self.prev.text.rstrip().endswith((",", ".")) and garbled.first_read_as_g(ln.text)):
            return []  # `... who shall,` / `Gv obtain ...`: an introduction ending in a comma (Lesotho's regulations)
            # or its colon read as a stop, with what is left of its `(a)` on the line
        nxt, j = self._next_item(i), self._next_item_line(i)
        v = nxt.value if nxt else ""
        if len(v) == 2 and (v[:1] == "b" or v[0] in "hl" and v[1] == "b") and v != "bb" and nxt is not None \
                and nxt.ocr_fixed is False and read_by_ocr(ln):
            v = "b"  # `(bh)`, `(hb)`: a harsh scan's `(b)` with a stroke of a bracket read as a letter (`(bb)` is a
            # letter of a doubled-letter list going on: `(aa) ... persons:` / [unmarked lines] / `(bb)`)
        first = {"b": "a", "B": "A", "2": "1", "ii": "i", "II": "I"}.get(v)
        if nxt is None or first is None or j is None \
                or abs(self.lines[j].bbox[0] - ln.bbox[0]) > jumps.INDENT_TOLERANCE \
                and not self._bracket_lost_at(ln, self.lines[j].bbox[0]) \
                and not (garbled.spoiled_lead(ln.text)
                         and 0 < ln.bbox[0] - self.lines[j].bbox[0] <= garbled.BRACKET_SHIFT) \
                or any(self.tokens[k][0] for k in range(i + 1, j)) \
                or g.NUMBER_WORD.search(self.lines[j - 1].text):
            return []  # `serve for more than two` / `(2) consecutive terms`: the figure repeats a number word, no item
        levels = self._levels()
        d = sequence.decide(first, levels, self.family, self._expected(levels), [v], True)
        if d is None or d.depth != len(levels):
            return []
        label = nxt.label.replace(nxt.value, first, 1)
        if self.stack[-1].level == "paren" and self.stack[-1].node.label == label:
            return []  # `(1) ...itu:`, a proviso, `(2)`: the next item is the open one's sibling, none was lost
        if any(op.level == "paren" and op.node.label == label
               and abs(op.x0 - self.lines[j].bbox[0]) <= jumps.INDENT_TOLERANCE for op in self.stack):
            return []  # `35. (1) ...` / `(a)`-`(f) ... thereto:` / `Provided that ...` / `(2)`: an open list goes on
        if self._sibling_at_indent(j, nxt.value):
            return []  # `(hh) ... includes:` / [unmarked lines] / `(ii)`: the open item's sibling, none was lost
        end = self.prev.text.rstrip()[-1:]
        ending = f"'{end}'" if end in ":,." else "on a word (its dash lost)"
        why = (f"{label} marker not read; its place inferred from numbering ({nxt.raw} next at the same indent, "
               f"after an introduction ending {ending})")
        self._note(i, why)
        return [(Marker("paren", "", first, label=label, rest=ln.text.strip(), ocr_fixed=True,
                        extra={"repaired": why, "inferred": why, "dotted": bool(nxt.extra.get("dotted"))}), d)]

    def _unread_headed_first(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`1. Supply of Goods` / `The Supplier agrees ...` / `b. The supply ...` (an Indian deed template on a harsh
        scan): a headed clause's first item, its marker (`a.`) unread, on the line right under the clause's heading.
        The page says so twice over: the line starts where an item's text starts (right of the next item's marker
        by a marker's width) or opens with the marker's stop alone (`. The Buyer shall ...`, the letter lost), and
        the clause's next marker is its second item (`b.`; `bb.`/`bh.`, a harsh scan's doubled or spoiled `b.`,
        as no list is open). Its words stay as read; the label comes from the sequence; logged (review)."""
        op = self.stack[-1] if self.stack else None
        if self.mode != "body" or self.quoted or op is None or op.level != "top" or op.node.children \
                or not read_by_ocr(ln) or not self._heading_line_above(i):
            return []
        nxt, j = self._next_item(i), self._next_item_line(i)
        if nxt is None:  # `bh. If the goods ...`: a spoiled `b.` no marker was read from
            j = next((k for k in range(i + 1, j or min(i + 40, len(self.lines)))
                      if (sp := _LETTER_SPOILED.match(self.lines[k].text.strip())) and sp.group("tok")[0] == "b"
                      and read_by_ocr(self.lines[k])), None)
            nxt = Marker("paren", self.lines[j].text.split()[0], "b", label="b", rest="", extra={"dotted": True}) \
                if j is not None else None
        if nxt is None or j is None or not (nxt.value == "b" or len(nxt.value) == 2 and nxt.value[0] == "b"
                                            and nxt.value[1].isalpha() and read_by_ocr(self.lines[j])):
            return []
        text, x0 = ln.text.strip(), self.lines[j].bbox[0]
        shift = ln.bbox[0] - x0
        lone_stop = _LONE_STOP.match(text)
        if lone_stop and abs(shift) <= jumps.INDENT_TOLERANCE:
            rest, how = lone_stop.group("rest"), "opens with its stop alone, where the items' markers stand"
        elif jumps.INDENT_TOLERANCE < shift <= ITEM_TEXT_SHIFT and text[:1].isupper() and not lone_stop:
            rest, how = text, "starts where an item's text starts"
        else:
            return []
        levels = self._levels()
        d = sequence.decide("a", levels, self.family, self._expected(levels), ["b"], True)
        if d is None or d.depth != len(levels):
            return []
        dotted = bool(nxt.extra.get("dotted"))
        label = "a" if dotted else "(a)"
        why = f"item a marker not read; its place inferred from numbering ({nxt.raw} next, right under the " \
              f"clause's heading; the line {how})"
        self._note(i, why)
        return [(Marker("paren", "", "a", label=label, rest=rest, ocr_fixed=True,
                        extra={"repaired": why, "inferred": why, "dotted": dotted, "x0": x0}), d)]

    @staticmethod
    def _bracket_lost_at(ln: Line, x0: float) -> bool:
        """The OCR'd line opens with what is left of a bracketed marker (`») National ...`, `i) Space ...`: its
        opening bracket and letter lost or spoiled, the closing bracket kept) and starts right of where its list's
        markers start (x0) by no more than a lost bracket and letter (garbled.BRACKET_SHIFT)."""
        return bool(garbled._HALF_SPOILED.match(ln.text.strip())) \
            and -jumps.INDENT_TOLERANCE <= ln.bbox[0] - x0 <= garbled.BRACKET_SHIFT

    def _unread_item(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """An item whose marker OCR lost or spoiled, after the item before it ended (`...; payments.`): the line
        opens the next item of the open list when the page says so twice over: either its text starts where an
        item's text starts, right of the items' markers (`To keep ...` where `c. To keep` stood), with the item
        after next following (`d.`: the hole) and no other line between that could start it; or it opens with a
        spoiled token at the items' indent (`-. To use ...`, `©. To use`) and the next marker is the item after
        next or none (the list's last item). Its words stay as read; the label comes from the sequence; logged."""
        op = self.stack[-1] if self.stack else None
        if self.mode != "body" or self.quoted or op is None or op.level != "paren" or op.node is not self.cur \
                or op.node.children or not read_by_ocr(ln) or self.prev is None \
                or not self.prev.text.rstrip().endswith(g.TERMINAL + ("; or", "; and", ": or", ": and")):
            return []  # (`(D) Medical information: and`: a harsh scan reads the semicolon as a colon)
        want = (op.ordinal[0] + 1, 0)
        value = sequence.value_of(op.ltype, want)
        nxt, j = self._next_item(i), self._next_item_line(i)
        after_next = nxt is not None and any(
            rd.type == op.ltype and rd.ordinal == (want[0] + 1, 0) and not rd.penalty
            for rd in sequence.readings(nxt.value, self.family))
        spoiled = _SPOILED_ITEM.match(ln.text.strip()) or _letter_spoiled(ln.text, value) \
            or _OPEN_SPOILED.match(ln.text.strip()) if read_by_ocr(ln) else None
        shift = ln.bbox[0] - op.x0
        if spoiled and abs(shift) <= jumps.INDENT_TOLERANCE and (after_next or nxt is None):
            why, rest = f"'{spoiled.group('tok')}' read as the item {value}: spoiled, after the item before ended", \
                spoiled.group("rest")
        elif not spoiled and jumps.INDENT_TOLERANCE < shift <= ITEM_TEXT_SHIFT \
                and (after_next or nxt is None and self._flush_items(op, ln.bbox[0])) and j is not None \
                and ln.text.strip()[:1].isupper() and not any(
                    self.lines[k - 1].text.rstrip().endswith(g.TERMINAL) and self.lines[k].text.strip()[:1].isupper()
                    for k in range(i + 1, j)):
            ahead = f"{nxt.raw} next" if nxt is not None else "its list's last, the items' lines wrapping flush"
            why, rest = f"item {value} marker not read; its place inferred from numbering ({ahead}, after " \
                f"{_label_of(op)} ended; the line starts where an item's text starts)", ln.text.strip()
        else:
            return []
        dotted = bool(nxt.extra.get("dotted")) if nxt is not None else not op.node.label.startswith("(")
        label = value if dotted else f"({value})"
        levels = self._levels()
        d = sequence.decide(value, levels, self.family, self._expected(levels), [nxt.value] if nxt else [])
        if d is None or d.depth != len(levels) - 1:
            return []
        return [(Marker("paren", "", value, label=label, rest=rest, ocr_fixed=True,
                        extra={"repaired": why, "inferred": why, "dotted": dotted}), d)]

    def _flush_items(self, op: Open, x0: float) -> bool:
        """The open item's own lines wrap back to where its marker stands (no hanging indent) and none starts at x0,
        so a line starting at x0, where an item's text starts, is no line of it: with no marker after it before the
        next clause, it is the list's last item, its marker unread (`The Goods shall meet ...` where `c. The Goods`
        stood)."""
        rest = [ln for ln in op.node.lines[1:] if read_by_ocr(ln)]
        return op.x0 is not None and any(abs(ln.bbox[0] - op.x0) <= jumps.INDENT_TOLERANCE for ln in rest) \
            and not any(abs(ln.bbox[0] - x0) < jumps.INDENT_TOLERANCE / 2 for ln in rest)

    def _next_item_line(self, i: int) -> int | None:
        """The index of the next line opening with a marker below line i."""
        return next((j for j in range(i + 1, min(i + 40, len(self.lines))) if self.tokens[j][0]), None)

    def _tops_ahead(self, i: int, mk: Marker, n: int = 2) -> list[int]:
        """The numbers of the next `n` units of the kind and series of `mk` below line i, past containers (numbering
        runs on through Chapters and Parts; `§9:` in a history note is not a `§515-` section)."""
        out: list[int] = []
        for mks, _ in self.tokens[i + 1:i + 200]:
            if mks and mks[0].kind == "container" and (CONTAINER_RANK.get(mks[0].keyword) == 0
                                                        or mks[0].keyword == "form"):
                break  # a schedule, and each of its forms, numbers its paragraphs afresh
            if mks and mks[0].kind == mk.kind and mks[0].value.isdigit() \
                    and jumps.series(mks[0].label) == jumps.series(mk.label):
                out.append(int(mks[0].value))
                if len(out) == n:
                    break
        return out

    def _inserted_after(self, i: int, n: int) -> int:
        """How many decimal sections inserted after section n (`n.1`, `n.2`, ... in order) stand below line i before
        the next unit numbered alone."""
        count = 0
        for mks, _ in self.tokens[i + 1:i + 200]:
            if mks and mks[0].kind in ("number", "section", "container"):
                break
            if mks and mks[0].kind == "decimal" and mks[0].value == f"{n}.{count + 1}":
                count += 1
        return count

    def _undotted_ahead(self, i: int, mk: Marker, n: int = 2) -> list[tuple[str, tuple[int, int]]]:
        """The next `n` numbers printed without a dot below line i (`18`, `18A`), as printed and as (number, letter),
        up to the first dotted number or container (an excerpt's provisions are all printed one way). A table's row
        (`5 Shops in Block C 000 13`: its line ends in two or more figures) is no provision, so its serial number
        vouches for none: the rows of a table whose earlier row OCR ran together (`4 Shops in Block B 18000`) do not
        make that row an excerpt's first provision."""
        out: list[tuple[str, tuple[int, int]]] = []
        for j in range(i + 1, min(i + 200, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and (mks[0].kind == "container" or mks[0].kind == "number" and not mks[0].extra.get("undotted")):
                break
            alone = None if mks else self._alone_number(j)
            if alone or mks and mks[0].kind == "number" and mks[0].value[:1].isdigit() \
                    and not _FIGURES.search(mks[0].rest):
                value = alone or mks[0].value
                out.append((value, g.num(value)))
                if len(out) == n:
                    break
        return out

    def _alone_number(self, j: int) -> str | None:
        """`20` alone on its line, `(1) A legal requirement ...` right under it on the same page: a provision numbered
        without a dot whose heading is not printed (a data record's empty heading field; New Zealand's website prints
        `20 Legal requirement to give information` over `(1)`), its first subsection or paragraph on the next line, no
        further left than the number. A page number stands at a page's foot, so the next line is on another page."""
        t = self.lines[j].text.strip()
        if self.tokens[j][0] or j + 1 >= len(self.lines) or not re.fullmatch(r"[0-9]{1,3}[A-Z]{0,2}", t):
            return None
        nxt, below = self.tokens[j + 1][0], self.lines[j + 1]
        first = bool(nxt) and nxt[0].kind == "paren" and nxt[0].value in ("1", "a") \
            or read_by_ocr(below) and bool(_SPOILED_FIRST.match(below.text.strip()))  # OCR's `(Ll)` for `(1)`
        if not first or below.page != self.lines[j].page \
                or below.bbox[0] < self.lines[j].bbox[0] - jumps.INDENT_TOLERANCE:
            return None
        return t

    def _number_alone(self, i: int, ln: Line) -> list[tuple[Marker, object]]:
        """`19 A legal requirement ... reference.` / `20` / `(1) A legal requirement ...`: in a run of provisions
        numbered without a dot, a number alone on its line over a first subsection (`_alone_number`) is the next
        provision where it goes on from the last one, stands at its margin and a sentence ended above it; or the first
        of an excerpt where the next two numbers printed so go on from it."""
        value = self._alone_number(i) if self.mode in ("head", "body") and not self.quoted else None
        if value is None:
            return []
        new = g.num(value)
        if self.last_top is None:
            ahead = self._undotted_ahead(i, Marker("number", value, value, label=value))
            if len(ahead) < 2 or not _goes_on(new, ahead[0][1]) or not _goes_on(ahead[0][1], ahead[1][1]):
                return []
        elif not self.last_top_undotted or not _goes_on(g.num(self.last_top), new) or self.prev is None \
                or self.last_top_x0 is not None and abs(ln.bbox[0] - self.last_top_x0) > jumps.INDENT_TOLERANCE:
            return []
        elif not self.prev.text.rstrip().endswith(g.TERMINAL):
            # OCR may spoil the stop above (`reference,`): then the next number printed so must go on from this one
            ahead = self._undotted_ahead(i, Marker("number", value, value, label=value), 1)
            if not read_by_ocr(ln) or not ahead or not _goes_on(new, ahead[0][1]):
                return []
        self._note(i, f"{value} alone on its line over its first subsection, going on from {self.last_top}: the next "
                      "provision numbered without a dot, its heading not printed")
        return [(Marker("number", value, value, label=value, rest="", extra={"undotted": True, "series": True}),
                 None)]

    def _next_top(self, i: int, kind: str = "number") -> int | None:
        """The number of the next bare-numbered unit (or keyword section: `kind="section"`) below line i, before any
        container, if any."""
        for j in range(i + 1, min(i + 80, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and mks[0].kind == "container" and not self._wrapped_container(j):
                return None
            if mks and mks[0].kind == kind and mks[0].value.isdigit():
                return int(mks[0].value)
        return None

    def _wrapped_container(self, j: int) -> bool:
        """Line j's container keyword ends a sentence the line before left open (`... as set forth in` / `Article
        IV. Sections 1 and 2 ...`: bylaws and constitutions cite their Articles in running text): a citation
        `_accept` keeps as text, so no container opens there for a look ahead either."""
        prev = self.lines[j - 1].text if j else ""
        before = self.tokens[j - 1][0] if j else []
        return bool(j and not (before and before[0].kind == "container") and not caps_line(prev)
                    and _OPEN_END.search(prev))

    def _structure_follows(self, i: int, titles: bool = False) -> bool:
        """Below the line, after at most three heading lines (in capitals; with `titles`, short title-case lines such
        as `Preliminary`, `Short title` too), a unit opens; with `titles`, a centred OCR'd label spoiled as this one
        may be counts too (`‘Tithe One` / `BASIC PRINCIPLES` / `CHAPTER F.- the Code: ...`: two spoiled labels in a
        row)."""
        for j in range(i + 1, min(i + 5, len(self.lines))):
            mks = self.tokens[j][0]
            if mks:
                return mks[0].kind in ("section", "number", "decimal", "container")
            text = self.lines[j].text.strip()
            if titles and read_by_ocr(self.lines[j]) and garbled.spoiled_label(text) \
                    and self._label_centred(self.lines[j]):
                return True
            if not caps_line(text) and not (titles and text[:1].isupper() and len(text.split()) <= 6
                                            and not text.endswith((".", ",", ";", ":"))):
                return False
        return False

    def _spoiled_unit_follows(self, i: int) -> bool:
        """Below the line, after its heading lines, one line that opens no unit (the first unit's marker spoiled too:
        `f(t) This Act may be cited ...` for `1. (1) This Act ...`), then a unit: a section, a number, a subsection."""
        rest = 1
        for j in range(i + 1, min(i + 7, len(self.lines))):
            mks = self.tokens[j][0]
            if mks:
                return mks[0].kind in ("section", "number", "decimal", "paren")
            text = self.lines[j].text.strip()
            if caps_line(text) or text[:1].isupper() and len(text.split()) <= 6 \
                    and not text.endswith((".", ",", ";", ":")):
                continue  # a title or a shoulder heading
            if not rest:
                return False
            rest -= 1
        return False

    def _garbled_code(self, mk: Marker) -> bool:
        """`[S4SEA-1]` in CHAPTER 481A is `[§481A-1]`: the chapter part comes from the last code section or the
        open chapter, if the spoiled part is about as long; the running number must go forward (a gap is noted)."""
        prefix = _code_prefix(self.last_top_label)
        if prefix is None:
            chapters = [op.node.label.split()[-1] for op in self.stack if op.level == "container"]
            if chapters and self._chapter_misread(chapters[-1]):  # the chapter label was the one spoiled
                chapters = [op.node.label.split()[-1] for op in self.stack if op.level == "container"]
            numbered = [c for c in chapters if re.fullmatch(r"\d{1,4}[A-Z]{0,2}", c)]
            prefix = f"§{numbered[-1]}-" if numbered else None
        spoiled = mk.extra["garbled_code"].replace(" ", "")
        if prefix is None or abs(len(spoiled) - len(prefix) + 1) > 2:
            return False
        same = _code_prefix(self.last_top_label) == prefix
        if same and int(mk.value) <= _n(self.last_top or "0"):
            return False  # numbering never goes back
        label = f"{prefix}{mk.value}"
        mk.label = f"[{label}]" if mk.extra["bracketed"] else label
        mk.extra["repaired"] = f"{mk.raw} read as {mk.label}: the chapter part supplied by the sequence"
        self._record_gap(mk)
        return True

    def _container_ok(self, mk: Marker, i: int) -> bool:
        """A repaired numeral (`CHAPTER IIT`) must be the next in its series; `PARTY` is `PART V` only right
        after `PART IV` (B2), otherwise it is the word party."""
        if mk.extra.get("outline") and (self._lettered_not_roman(mk) or not self._outline_goes_on(mk)):
            mk.keyword, mk.extra = "subpart", {"lettered": True}
        if self._wrapped_reference(i, mk):
            return False
        rank = self._rank(mk.keyword)  # siblings only: each schedule may number its Parts afresh
        outer = [op.node for op in self.stack if op.level == "container" and op.rank < rank]
        prev = [n for n in (outer[-1] if outer else self.root).children if n.kind == mk.keyword]
        if mk.extra.get("lettered"):  # `A. COMMON PROVISIONS` inside an Article: A first, then the next letter
            want = chr(ord(prev[-1].label) + 1) if prev and len(prev[-1].label) == 1 else "A"
            return bool(outer) and outer[-1].kind not in ("schedule", "annexure", "appendix") and mk.value == want
        roman_before = prev and re.fullmatch(r"[IVXLC]+", prev[-1].label.split()[-1]) and len(mk.value) > 1
        if re.fullmatch(r"1{1,3}", mk.value) and (roman_before or not prev and self._roman_ahead(i, mk.keyword)):
            # `CHAPTER 11` among roman chapters, `ARTICLE 1` before `ARTICLE II`: OCR read the strokes as ones
            roman = "I" * len(mk.value)
            mk.label, mk.value, mk.ocr_fixed = mk.label[: -len(mk.value)] + roman, roman, True
        self._lone_stroke(mk, i, prev)
        if mk.keyword in NUMBERED_CONTAINERS and re.fullmatch(r"[IVXLC]+", mk.value or "-"):
            last = (roman_value(prev[-1].label.split()[-1].lower()) or 0) if prev else 0
            value = roman_value(mk.value.lower()) or 0
            want = to_roman(last + 1).upper()
            if mk.value == "L" and last == 0:  # `PART L GENERAL PROVISIONS`: a first Part is not the fiftieth
                mk.label, mk.value, mk.ocr_fixed = mk.label[:-1] + "I", "I", True
                return True
            if prev and value <= last and set(mk.value) <= set(want) and len(mk.value) < len(want):
                # `CHAPTER I` after `CHAPTER I`: OCR lost a stroke; numbering never goes back
                mk.label, mk.value, mk.ocr_fixed = mk.label[: -len(mk.value)] + want, want, True
                return True
            if roman_value(mk.value.lower()) is None:  # `PART VL`: no numeral; its look-alikes or the sequence
                fixed = garbled.repair_numeral(mk.value)
                fixed = want if prev or fixed is None else fixed
                mk.extra["repaired"] = f"{mk.label} read as {mk.label[: -len(mk.value)]}{fixed}: not a numeral"
                mk.label, mk.value, mk.ocr_fixed = mk.label[: -len(mk.value)] + fixed, fixed, True
                return True
            if mk.ocr_fixed and prev and value == last + 2 and self._next_container_value(i, mk.keyword) == mk.value:
                # `RULE ITI` (a stroke read `T`) after RULE I, with a clean `RULE III` ahead: II, not a second III
                mk.extra["repaired"] = f"{mk.label} read as {mk.label[: -len(mk.value)]}{want}: {mk.value} follows it"
                mk.label, mk.value = mk.label[: -len(mk.value)] + want, want
                return True
            if prev and last == 1 and value == 3 and read_by_ocr(self.lines[i]) and self._first_was_two(prev[-1], i):
                # `Part I` then `Part Hl` (an excerpt opening on Part II): the first numeral's ink is as wide as two
                # strokes beside this one's three, so it was II with a stroke lost, and this is III
                why = f"{prev[-1].label} read as {prev[-1].label[:-1]}II: its numeral is two strokes wide beside " \
                      f"{mk.raw.strip()}"
                prev[-1].label, prev[-1].inferred = prev[-1].label[:-1] + "II", f"numbering misread by OCR: {why}"
                self._note(i, why)
                return True
            if prev and last == 1 and value == 2 and read_by_ocr(self.lines[i]) \
                    and (times := self._three_beside_one(prev[-1], i)):
                # `CHAPTER I`, then `CHAPTER II` whose numeral is as wide as three strokes (RA 11696, an excerpt
                # printing Chapters I and III): a stroke lost to erosion, the ink left; a gap routing reports
                mk.extra["repaired"] = f"{mk.label} read as {mk.label[: -len(mk.value)]}III: its numeral is " \
                                       f"{times:.1f} times as wide as {prev[-1].label}'s one stroke"
                mk.label, mk.value, mk.ocr_fixed = mk.label[: -len(mk.value)] + "III", "III", True
                return True
            if mk.ocr_fixed and prev and value == last + 2 and _joined_strokes(mk) \
                    and not self._next_container_value(i, mk.keyword):
                # `Rule Hl` after Rule I, none of its kind below: `H` is two strokes run together and the stroke
                # after it may be their serif; the next one (II), not a gap nothing confirms
                mk.extra["repaired"] = f"{mk.label} read as {mk.label[: -len(mk.value)]}{want}: the next one"
                mk.label, mk.value = mk.label[: -len(mk.value)] + want, want
                return True
            if not prev and "L" in mk.value and read_by_ocr(self.lines[i]) and self._below_first_section(mk, i):
                return True
            if mk.ocr_fixed:  # a repaired numeral must go forward (one may be lost); an excerpt's first may be any
                return last < value <= last + 2 or not prev and ("garbled" in mk.extra or "case_only" in mk.extra
                                                                 or self._structure_follows(i))
                # an excerpt's first container may be any number (`Part VIl` read for `Part VII` over section 94)
        if mk.raw.replace(" ", "").upper() != "PARTY":
            return True
        prev = [c for c in self.root.children if c.kind == "part"]
        if prev and prev[-1].label.upper().endswith(" IV"):
            mk.label, mk.value, mk.ocr_fixed = prev[-1].label[:-2] + "V", "V", True
            return True
        return False

    def _below_first_section(self, mk: Marker, i: int) -> bool:
        """An excerpt's first container read `Part LII` (`Part Lit`) over section 14: sections run on through the
        Parts and each Part holds one at least, so Part n opens on section n or later; a numeral above the first
        section below it had an I's foot read as an L's. Read as the same strokes with I for L (III), when that
        number fits; recorded (review). A Part that numbers its sections afresh opens on 1: no I-for-L reading fits."""
        first = self._first_section_below(i)
        fixed = mk.value.replace("L", "I")
        value, repaired = roman_value(mk.value.lower()) or 0, roman_value(fixed.lower())
        if first is None or value <= first or repaired is None or repaired > first:
            return False
        label = mk.label[: -len(mk.value)] + fixed
        mk.extra["repaired"] = f"{mk.label} read as {label}: its first section is {first}, and sections run on " \
                               "through the Parts (an L for an I's foot)"
        mk.extra["review"] = True
        mk.label, mk.value, mk.ocr_fixed = label, fixed, True
        return True

    def _first_section_below(self, i: int) -> int | None:
        """The number of the first section below line i, before any other container (None when none)."""
        for mks, _ in self.tokens[i + 1:]:
            if not mks:
                continue
            if mks[0].kind == "container":
                return None
            if mks[0].kind in ("section", "number") and mks[0].value:
                n = g.num(mks[0].value)[0]
                return n if n > 0 else None
        return None

    def _first_was_two(self, node: Node, i: int) -> bool:
        """The container `node` was read with one stroke (`Part I`) and line i's label with three (`Part Hl`,
        `Part III`): the first's numeral ink is more than 0.45 of the second's wide. One stroke beside three is
        0.14-0.27 of its width in Times, Helvetica and Courier; two beside three 0.57-0.63 (a stroke lost to
        erosion, the ink left)."""
        one, three = _numeral_width(node.lines[0]) if node.lines else None, _numeral_width(self.lines[i])
        return one is not None and three is not None and three > 0 and one / three > TWO_STROKES_OF_THREE

    def _three_beside_one(self, node: Node, i: int) -> float | None:
        """How many times as wide line i's two-stroke numeral (`CHAPTER II`) is as the one-stroke numeral of its
        sibling `node` (`CHAPTER I`), when that is three strokes' width (THREE_STROKES_OF_ONE or more); None
        otherwise. By the faces' glyphs, two strokes beside one are 2.1 (Times), 2.4 (Courier), 2.9 (Helvetica-Bold)
        and 4.0 (Helvetica) times as wide, three 3.2, 3.7, 4.7 and 6.9; measured on harsh corpus scans, two 2.5-3.2,
        three 4.8-5.1. Only above THREE_STROKES_OF_ONE is the count sure (a serif face never gets there: nothing
        changes), and only up to THREE_STROKES_AT_MOST (seed 9973's `Part |`, its bar read as a hairline, made `Part
        Il` 19 times as wide: a II relabelled III); the keywords must be set alike (the same width)."""
        first, this = (node.lines[0] if node.lines else None), self.lines[i]
        one, two = (_numeral_width(first) if first else None), _numeral_width(this)
        if first is None or one is None or two is None or one <= 0:
            return None
        kw_a, kw_b = (ln.words[0].bbox[2] - ln.words[0].bbox[0] for ln in (first, this))
        if abs(kw_a - kw_b) > SAME_KEYWORD * max(kw_a, kw_b):
            return None
        return two / one if THREE_STROKES_OF_ONE <= two / one <= THREE_STROKES_AT_MOST else None

    def _next_container_value(self, i: int, keyword: str) -> str:
        """The numeral of the next container of this kind below line i, as read ("" when none)."""
        for mks, _ in self.tokens[i + 1:]:
            if mks and mks[0].kind == "container" and mks[0].keyword == keyword:
                return mks[0].value
        return ""

    def _lettered_not_roman(self, mk: Marker) -> bool:
        """`C. THE COMMISSION ON AUDIT` after `B. THE CIVIL SERVICE COMMISSION`: a one-letter numeral that is the
        next letter of the open lettered sub-parts is their letter, not an outline's roman (`I. RATIONALE`)."""
        if len(mk.value) != 1:
            return False
        inner = next((op.node for op in reversed(self.stack) if op.level == "container" and op.node.kind != "subpart"),
                     self.root)
        letters = [n.label for n in inner.children if n.kind == "subpart" and len(n.label) == 1]
        return bool(letters) and chr(ord(letters[-1]) + 1) == mk.value

    def _outline_goes_on(self, mk: Marker) -> bool:
        """`II. DEFINITION OF TERMS` after `I. RATIONALE`: a roman heading with no keyword is an outline's part only
        where its numeral goes on from the last part (one may be lost) or is the first; `C. PAYMENT` after `A.` and
        `B.` that opened nothing is a letter, never the hundredth part holding the rest of the document."""
        rank = self._rank("outline")
        outer = [op.node for op in self.stack if op.level == "container" and op.rank < rank]
        prev = [n for n in (outer[-1] if outer else self.root).children if n.kind == "outline"]
        last = (roman_value(prev[-1].label.lower()) or 0) if prev else 0
        want = to_roman(last + 1).upper()
        lost_stroke = bool(prev) and set(mk.value) <= set(want) and len(mk.value) < len(want)  # `II.` after II: III
        return last < (roman_value(mk.value.lower()) or 0) <= last + 2 or lost_stroke

    def _lone_stroke(self, mk: Marker, i: int, prev: list[Node]) -> None:
        """`Division |`, `Chapter l`: a numeral read as one stroke is `1` or `I` as the other labels of its kind
        are numbered (the one before, else the next), else by the keyword's case: a title-case keyword numbers in
        digits (`Division 1`, `Chapter 1` under a `PART II`), a capital one in romans (`PART I`)."""
        if mk.value != "I" or mk.raw.split()[-1] not in ("|", "l", "!", "I"):
            return
        style = ("digit" if prev[-1].label.split()[-1][:1].isdigit() else "roman") if prev \
            else self._numbering_ahead(i, mk.keyword)
        if mk.raw.split()[-1] == "I" and (style != "digit" or not read_by_ocr(self.lines[i])):
            return  # `Subpart I` before `Subpart 2` on a harsh scan: a one read as a stroke; `PART I` else as printed
        if style == "digit" or style is None and mk.label.split()[0].istitle():
            mk.label, mk.value = mk.label[:-1] + "1", "1"
            mk.extra["repaired"] = f"{mk.raw} read as {mk.label}: one stroke, numbered as its kind is (digits)"

    def _roman_ahead(self, i: int, kind: str) -> bool:
        """The next container of this kind below line i is numbered in roman numerals (so this one is too)."""
        return self._numbering_ahead(i, kind) == "roman"

    def _numbering_ahead(self, i: int, kind: str) -> str | None:
        """How the next container of this kind below line i is numbered: `roman`, `digit` or None (none ahead)."""
        for mks, _ in self.tokens[i + 1:]:
            if mks and mks[0].kind == "container" and mks[0].keyword == kind and mks[0].value:
                return "roman" if re.fullmatch(r"[IVXLC]+", mks[0].value) else "digit"
        return None

    def _number_follows(self, mk: Marker, i: int) -> bool:
        n, suf = g.num(mk.value)
        if "range_first" in mk.extra and self.last_top is not None and self.mode != "head":
            # `7. to 12 [Repealed ...]` after 6: the range's first number is the next one (its last, 12, goes on)
            return g.num(mk.extra["range_first"]) == (g.num(self.last_top)[0] + 1, 0)
        if "comma" in mk.extra or "glued" in mk.extra:
            # `69, No accessory parcel` (a comma read for the dot), `4.The` (the space lost): only right after 68 / 3
            if self.last_top is None and "glued" in mk.extra:
                return n == 1 and not suf
            if self.last_top is None or self.mode == "head" or not mk.rest[:1].isupper():
                return False
            pn, psuf = g.num(self.last_top)
            return (n, suf) == (pn + 1, 0) or (n == pn and suf == psuf + 1)
        if "undotted" in mk.extra:
            return self._undotted_follows(i, mk)
        if "shoulder" in mk.extra:  # text before the number: only an exact next number makes it a section
            if self.last_top is None:
                return n == 1 and not suf
            pn, psuf = g.num(self.last_top)
            return (n, suf) == (pn + 1, 0) or (n == pn and suf == psuf + 1)
        if self.mode == "head" or self.last_top is None:
            # the first numbered unit: 1, or (an excerpt) any number that opens like a provision
            if n == 1 and not suf:
                return True
            rest = mk.rest.strip().lstrip("*")  # `2. *In the case where ...`: a form's mark for words to delete
            if self.family == "in_deed":
                return caps_line(rest) or self._titled_clause_excerpt(i, n, rest)
            # `3. (1) ...`, `3. ௮) ...` (OCR's Tamil digit for the half-bracketed `(1`): a sub-section opens its text;
            # `5. “Guarantee” of consumer goods —`: a heading opening with a quoted term, in curly quotes as in straight
            return bool(rest) and (g.capital(rest[:1]) or rest.startswith(("(", "\"", "“", "‘"))
                                   or read_paren(rest) is not None)
        pn, psuf = g.num(self.last_top)
        inserted = jumps.inserted_after(mk.value, self.last_top)
        if inserted:
            self._note(i, inserted)
            return True
        if (n == pn + 1 and not suf) or (n == pn and suf > psuf) or (n == pn + 1 and suf == 1):
            return True
        if (n, suf) <= (pn, psuf) or not jumps.starts_like_unit(mk.rest):
            return False  # numbering never goes back among siblings
        if self._resumes_before(i, pn):
            return False
        if n == pn + 2 and not suf:  # one number lost (a line OCR did not read): the sequence alone suffices
            return self._record_gap(mk, ["the next number but one"])
        opening = mk.rest.strip()[:1]
        if not suf and self._container_fresh() and self._next_top(i) == n + 1 \
                and (opening.isupper() or opening.isalpha() and not opening.islower()):  # or a caseless script's letter
            # `Part VII` / `Existing committees` / `29. All committees ...` / ... / `30.`: an excerpt's Part gap (Part
            # III, then Part VII) skips the sections between; the first unit of the new container, its next unit going
            # on from it, is a unit whatever its heading looks like
            return self._record_gap(mk, [f"the first unit under a new container, the next ({n + 1}) going on from it"])
        why = jumps.evidence(self.lines[i], self.lines[i - 1] if i else None, mk.rest, self.last_top_x0, self.pitch) \
            or self._series_goes_on(i, mk, n, suf)
        return bool(why) and self._record_gap(mk, why)

    def _resumes_before(self, i: int, pn: int) -> bool:
        """`2S SONS ORE eT EF Tas, a` (a history note's noise, read as 25) after section 2 with `3` next, or `224A.`
        (22A) after 22 with `23.` next: on an OCR'd line, a number that jumps ahead while the next top number below
        is the one after the last unit is no unit; numbering never goes back, so the sequence resumes from the last
        unit and this number is noise or misread (it stays text of the unit before, nothing is lost)."""
        if not read_by_ocr(self.lines[i]) or self._next_top(i) != pn + 1:
            return False
        self._note(i, f"{self.lines[i].text.strip()[:12]!r} jumps ahead of {self.last_top_label}, but the next number "
                      f"below is {pn + 1}: not a unit")
        return True

    def _lost_before(self, i: int, mk: Marker, n: int, suf: int) -> bool:
        """`4 (1) The Minister ...` under its note `Refusal` after section 2.1, `3 (1). A department ...` unread
        (a speck read as a dot after its bracket): on an OCR'd line, an undotted number one past the next under a
        marginal note opens its unit when the next two numbers below go on from it; the lost number is recorded
        as a gap (routing sees it)."""
        if suf or not read_by_ocr(self.lines[i]) or n != g.num(self.last_top)[0] + 2:
            return False
        ahead: list[int] = []  # numbers printed as this one is (no dot): a history note's `54, 3.` is none
        for mks, _ in self.tokens[i + 1:i + 200]:
            if mks and mks[0].kind == "container" or len(ahead) == 2:
                break
            if mks and mks[0].kind == "number" and mks[0].extra.get("undotted") and mks[0].value.isdigit():
                ahead.append(int(mks[0].value))
        return ahead == [n + 1, n + 2]

    def _series_goes_on(self, i: int, mk: Marker, n: int, suf: int) -> list[str]:
        """`6. PRIHATIN SME grant` / [7 and 8 read without their numbers] / `9. Food security fund` / `10.` / `11.`:
        unpunctuated items give the page no sentence end to go by, but a number standing where the last unit's
        stood whose next two units ahead go on from it (n+1, n+2) numbers the series, skipped numbers or not."""
        if suf or self.last_top_x0 is None or abs(self.lines[i].bbox[0] - self.last_top_x0) > jumps.INDENT_TOLERANCE:
            return []
        if self._tops_ahead(i, mk) != [n + 1, n + 2]:
            return []
        return [f"its number stands where the previous unit's stood and the next two ({n + 1}, {n + 2}) go on from it"]

    def _inserted_section(self, i: int, mk: Marker) -> bool:
        """`4.1 A person may inspect ...` under its marginal note (`Access to the register`), or `4.1 (1) ...`, after
        section `4` numbered without a dot: Canada numbers a section inserted after 4 so; it is 4's sibling, not a
        clause 4.1 under it (a contract's `4 PAYMENT` / `4.1 The buyer ...` has no note above its 4.1)."""
        head, _, tail = mk.value.partition(".")
        prev = self.lines[i - 1].text.strip() if i else ""
        noted = bool(prev) and not self.tokens[i - 1][0] and len(prev.split()) <= 8 and _undotted_heading(prev) \
            and not prev.endswith(".")
        if not self.last_top_undotted or self.last_top is None or "." in tail or not head.isdigit() \
                or int(head) != g.num(self.last_top)[0]:
            return False
        last_head, _, last_tail = self.last_top.partition(".")
        # `127.42 A taxpayer ...` right after the inserted `127.41`: the inserts' series goes on (127.4, 127.41, 127.42,
        # 127.5: compared as decimals), with or without a note above
        series = bool(last_tail) and last_head == head and float(f"0.{tail}") > float(f"0.{last_tail}") \
            and mk.rest[:1].isupper()
        if not (noted or mk.rest.startswith("(") or series):
            return False
        mk.kind, mk.label, mk.extra["undotted"], mk.extra["inserted"] = "number", mk.value, True, True
        how = "under a note above it" if noted else "with its subsection" if mk.rest.startswith("(") \
            else f"after the inserted {self.last_top}"
        self._note(i, f"{mk.value} follows section {self.last_top} numbered without a dot, {how}: an inserted section")
        return True

    def _undotted_follows(self, i: int, mk: Marker) -> bool:
        """`1  Short title`, `5A  Application ...`, `2 (1) The ...` (no dot after the number): a provision only where
        the page says so. Its rest is a heading (short, no sentence running on: `Marrying person not of marriageable age
        etc.`), or its first subsection, or text after a heading line printed above it (Canada's marginal note); and
        its number goes on from the last one (`5A` after `5`, `6` after `5A`), or is the first (`1`, or any under a
        container holding no unit yet when the next one follows it: an excerpt), or jumps where the page shows a
        provision (a repeal's gap)."""
        if mk.extra.get("inserted") or mk.extra.get("series"):
            return True  # `4.1` already read as the section inserted after 4 (`_inserted_section`), or the next
            # number of a bare-numbered series (`_undotted_series`)
        n, suf = g.num(mk.value)
        rest = mk.rest.strip()
        prev = self.lines[i - 1].text.strip() if i else ""
        if _FIGURES.search(rest):
            return False  # a table's row (`1 Duplex 304 54 0 0` under `Sr. No. Particulars ...`), whatever is above
        if not self.last_top_undotted and self._bare_runs_on(i, mk.value, rest):
            mk.extra["series"] = True
            return True
        if self.mode == "body" and self.last_top is not None and not self.last_top_undotted \
                and not read_by_ocr(self.lines[i]):
            # `1. TERMS:` / `1.2 The Total Price ...` / `1 Basic Cost Of Unit` / `2 Discount No. 1`: a text layer
            # prints its provisions' dots; numbers without one after dotted provisions are a table's serial numbers
            # or a list, not the next provisions (OCR may lose a dot: there the other evidence decides)
            self._note(i, f"{mk.value} without a dot after the dotted {self.last_top_label}: not a provision")
            return False
        sub = next((op for op in reversed(self.stack) if op.level == "decimal"), None)
        if self.mode == "body" and self.last_top is not None and not self.last_top_undotted and sub is not None \
                and sub.node.lines and sub.node.lines[0].page == self.lines[i].page \
                and abs(self.lines[i].bbox[0] - sub.x0) <= jumps.INDENT_TOLERANCE \
                and self.lines[i].bbox[0] > (self.last_top_x0 or 0) + 2 * jumps.INDENT_TOLERANCE:
            # the same on OCR'd lines where the number stands where the open sub-clause's number stands (`1.2` on its
            # page), right of where the dotted clauses stand: a table's or a list's serial number under the sub-clause
            self._note(i, f"{mk.value} without a dot at {sub.node.label}'s indent, right of the dotted "
                          f"{self.last_top_label}: not a provision")
            return False
        headed = _undotted_heading(rest)
        above = bool(prev) and i > 0 and not self.tokens[i - 1][0] and _undotted_heading(prev) \
            and not prev.endswith(".")
        repealed = bool(REPEALED_NOTE.match(rest))  # `21 [Repealed, 1992, c. 54, s. 88]`: a consolidation's repealed
        # provision, its note its whole text (numbered on from the last, as any provision)
        if not (headed or rest.startswith("(") or above or repealed):
            return False
        if self.mode == "head" or self.last_top is None:
            if n == 1 and not suf:
                return True
            ahead = self._next_top(i)
            if self.mode == "body" and self._container_fresh() and ahead is not None and ahead in (n, n + 1):
                return True
            # an excerpt with no container over it (Canada's consolidations print `3 No person shall ...`, the
            # Australian Commonwealth's `17A  Disclosure of ...` over its `(1)`): its first provision may be any number,
            # an inserted one too, when the next two provisions ahead are printed as it is (no dot) and go on from it
            ahead = self._undotted_ahead(i, mk)
            if len(ahead) == 2 and _goes_on((n, suf), ahead[0][1]) and _goes_on(ahead[0][1], ahead[1][1]):
                self._note(i, f"{mk.value} without a dot opens an excerpt: the next two ({ahead[0][0]}, "
                              f"{ahead[1][0]}), printed without a dot too, go on from it")
                return True
            if len(ahead) <= 1 and (not ahead or _goes_on((n, suf), ahead[0][1])) and headed \
                    and i + 1 < len(self.lines) and self.lines[i + 1].text.lstrip().startswith("(1)"):
                # `2 Ordinary general elections` / `(1) The day ...` / ... / `3 Extraordinary general elections`: an
                # excerpt of one or two sections of a UK, Scottish or Commonwealth Act (undotted number, heading on
                # its line, its first subsection on the next), the other one, if any, going on from it
                self._note(i, f"{mk.value} without a dot opens an excerpt: its heading over its (1)"
                              + (f", and the next ({ahead[0][0]}) goes on from it" if ahead else ""))
                return True
            if not suf and read_by_ocr(self.lines[i]) and headed and mk.ocr_fixed and self._next_top(i) == n + 1 \
                    and self._tops_ahead(i, mk, 2) == [n + 1]:
                # `IS Meetings of Commission` (18, both digits spoiled) / ... / `19 Chairperson may ...` / the end: an
                # excerpt of three sections, its first one's number lost too, has one number left to go on from it
                self._note(i, f"{mk.value} without a dot opens an excerpt: its heading, and the last number ({n + 1}) "
                              "goes on from it")
                return True
            if not suf and read_by_ocr(self.lines[i]) and self._tops_ahead(i, mk, 1) == [n + 1] \
                    and self._inserted_after(i, n) >= 2:
                # the same where a harsh scan lost the number after next: the sections inserted after it (`3.1`,
                # `3.2`, as Canada numbers them) go on from it before the next one does
                self._note(i, f"{mk.value} without a dot opens an excerpt: {n}.1 and {n}.2 go on from it, then {n + 1}")
                return True
            return False
        pn, psuf = g.num(self.last_top)
        if (n == pn + 1 and not suf) or (n == pn and suf > psuf) or (n == pn + 1 and suf == 1):
            return True
        if (n, suf) <= (pn, psuf) or self._resumes_before(i, pn):
            return False
        if not (headed or above and (mk.ocr_fixed or self._lost_before(i, mk, n, suf))):
            return False  # a jump under a note above it only where OCR spoiled the number (`401)` after 2, 3 lost)
        why = jumps.evidence(self.lines[i], self.lines[i - 1] if i else None, rest, self.last_top_x0, self.pitch)
        if not why and above and read_by_ocr(self.lines[i]) and self.last_top_x0 is not None \
                and abs(self.lines[i].bbox[0] - self.last_top_x0) <= jumps.INDENT_TOLERANCE:
            # `Search warrants` / `71) If it is proved ...` (7 (1), its number spoiled, 6 unread): a marginal note in
            # sentence case is no title-case heading, but it heads the unit as one does
            why = [f"a marginal note ('{prev[:30]}') stands above it",
                   "its number stands where the previous unit's stood"]
        return bool(why) and self._record_gap(mk, why)

    def _repair_number(self, mk: Marker) -> None:
        """`SEC. 1O.` after `SEC. 9.` is section 10 and `1S.` after `14.` is 15: a letter suffix that makes no
        insertion (`12A` after `12`) but reads as the next number is a misread digit (the label prints clean)."""
        alt = digits_read_as_letters(mk.value)
        if alt is None or self.last_top is None or "repaired" in mk.extra or not mk.label.endswith(mk.value):
            return
        (n, suf), (pn, psuf) = g.num(mk.value), g.num(self.last_top)
        if mk.value[-1:] in "SOIl" and n in (pn + 1, pn + 2) and not psuf:  # `5S.` after `4.` (or a lost `4.`):
            # the dot read twice
            alt = str(n)
        insertion = suf and (n == pn and suf == psuf + 1 or n == pn + 1 and suf == 1)
        if insertion or int(alt) <= pn:
            return  # numbering never goes back; whether a forward jump opens a unit is for the evidence to say
        mk.extra["repaired"] = f"{mk.value} read as {alt}: no insertion after {self.last_top}, a digit read as a letter"
        mk.label = mk.label[: len(mk.label) - len(mk.value)] + alt
        mk.value, mk.ocr_fixed = alt, True

    def _repair_inserted_letter(self, i: int, mk: Marker) -> None:
        """`331.` after `33H.` is `33I.` (OCR read the letter I as a one): among sections inserted after 33, a number
        that drops the letter's place for a `1` (or `l`) where `I` is the next letter (or the one after, one lost)
        is the inserted section; read as digits it would leap hundreds of sections ahead (logged, OCR'd lines)."""
        last = re.fullmatch(r"(\d{1,3})([A-HJ-Z])", self.last_top or "")
        if "repaired" in mk.extra or last is None or not read_by_ocr(self.lines[i]) \
                or not re.fullmatch(rf"{last.group(1)}[1l]", mk.value) or not mk.label.endswith(mk.value) \
                or ord("I") - ord(last.group(2)) not in (1, 2):
            return
        want = f"{last.group(1)}I"
        mk.extra["repaired"] = f"{mk.value} read as {want}: the letter inserted after {self.last_top}, read as a one"
        mk.label = mk.label[: len(mk.label) - len(mk.value)] + want
        mk.value, mk.ocr_fixed = want, True

    def _repair_stray_digit(self, i: int, mk: Marker) -> None:
        """`224A.` after `22.` with `23.` next is `22A.` (a speck read as a digit inside the number): on an OCR'd line,
        a number with a letter that, one digit struck out, is the section inserted after the last one, while the next
        number below goes on from the last, is that inserted section (logged); read as printed it would leap hundreds
        of sections ahead and take every later one under it."""
        m = re.fullmatch(r"(\d{2,4})([A-Z])", mk.value)
        last = re.fullmatch(r"(\d{1,3})([A-Z]?)", self.last_top or "")
        if "repaired" in mk.extra or m is None or last is None or not read_by_ocr(self.lines[i]) \
                or not mk.label.endswith(mk.value) or self._next_top(i) != int(last.group(1)) + 1:
            return
        letter = chr(ord(last.group(2)) + 1) if last.group(2) else "A"
        digits = m.group(1)
        if m.group(2) != letter or last.group(1) not in {digits[:k] + digits[k + 1:] for k in range(len(digits))}:
            return
        want = f"{last.group(1)}{letter}"
        mk.extra["repaired"] = f"{mk.value} read as {want}: the section inserted after {self.last_top}, a digit too " \
                               f"many, {int(last.group(1)) + 1} next"
        mk.label = mk.label[: len(mk.label) - len(mk.value)] + want
        mk.value, mk.ocr_fixed = want, True

    def _repair_between(self, i: int, mk: Marker) -> None:
        """`SEC. 8.` after `SEC. 2.` with `SEC. 4.`, `SEC. 5.` next is SEC. 3 (OCR read `3` as `8`): a top number one
        character off the next in the sequence, on an OCR'd line, while the next two units ahead follow it. Without this
        the misread label took its whole subtree off its path (and, for bare numbers, every unit after it)."""
        if "repaired" in mk.extra or not read_by_ocr(self.lines[i]) \
                or self.last_top is not None and jumps.series(mk.label) != jumps.series(self.last_top_label):
            return
        prev = g.num(self.last_top) if self.last_top is not None else (0, 0)  # the first unit: 1 before 2 and 3
        want = jumps.misread_between(prev, mk.value, self._tops_ahead(i, mk))
        head, sep, tail = mk.label.rpartition(mk.value)
        if want is None or not sep:
            return
        if self.last_top is not None and (last := self.last_top_label.rpartition(self.last_top))[1] \
                and mk.label.lstrip("[").startswith("§") and last[0].lstrip("[").startswith("§"):
            head, tail = last[0], last[2]  # `§ 359-220` after `§ 359-C:19` is `§ 359-C:20`: the misread took part of
            # the code number (`C:` read `2`), and a code's sections of one series print their numbers alike (a
            # keyword's do not: `SECTION 1.`, `SEC. 2.`)
        label = f"{head}{want}{tail}"
        mk.extra["repaired"] = f"{mk.label} read as {label}: between {self.last_top_label} and the next unit ahead"
        mk.label, mk.value, mk.ocr_fixed = label, str(want), True

    def _record_gap(self, mk: Marker, why: list[str] | None = None) -> bool:
        """Note on the marker the numbers it skips after the last top unit (set on its node when it opens)."""
        last_label = self.last_top_label
        if self.last_top_undotted and re.fullmatch(r"\d+\.\d+", last_label or ""):
            last_label = last_label.split(".")[0]  # Canada's `2.1`, inserted after 2: in 2's series (4 skips 3)
        same_series = jumps.series(mk.label) == jumps.series(last_label)  # `§ 2.201` after `§ 1.105`: new
        first = mk.extra.get("range_first", mk.value)  # `§§666-15 to 666-19` after `§666-14` skips nothing
        gap = jumps.gap_text(g.num(self.last_top), g.num(first)) if self.last_top and mk.value and same_series \
            else None
        mk.extra.pop("gap", None)
        if gap:
            mk.extra["gap"] = gap
            mk.extra["why"] = "; ".join(why or ["a section keyword"])
        return True

    def _wrapped_reference(self, i: int, mk: Marker) -> bool:
        """`... set forth on the signature page hereto and/or on` / `Schedule 1. In the event that the Purchaser is
        not a resident ...`: a schedule or exhibit a sentence names, wrapped to a line's start (a US agreement's
        `Schedule 1`, `Exhibit A`; any deed's `Schedule`): the line before runs on (a word in lower case last, no stop)
        and a sentence follows the number (more than eight words, a verb of prose among them), not a heading."""
        prev = self.lines[i - 1].text.strip() if i else ""
        words = mk.rest.split()
        return mk.keyword in ("schedule", "annexure", "appendix") and bool(prev) and prev.split()[-1].isalpha() \
            and prev.split()[-1].islower() and len(words) > 8 and not caps_line(mk.rest) \
            and any(w in PROSE_WORDS for w in words)

    def _item_after_keyword_decimal(self, mk: Marker) -> bool:
        """`3. Defer to the decision of the Board.` after items `1.`, `2.` inside `Section 3.2`: bylaws and operating
        agreements number their sections article.section with the keyword (`Section 3.2`, US bylaws, LLC agreements,
        NVCA forms); a bare number there goes on the open dotted list, not the sections (whose `2` it would follow)."""
        top = self.stack[-1] if self.stack else None
        return bool(top and top.level == "paren" and mk.value.isdigit() and top.node.label == str(int(mk.value) - 1)
                    and re.fullmatch(r"(?:Section|SECTION|Sec\.|SEC\.)\s*\d{1,3}\.\d{1,3}", self.last_top_label or ""))

    def _close_sub_clauses(self, mk: Marker) -> None:
        """`2.` after `1.3.2`: the next dotted item of a lettered part's list closes the sub-clauses its `1.` held,
        so the list's levels see `1.` again (a US charter's `B. PREFERRED STOCK` > `1.` > `1.1` > `1.3.1`, then `2.`;
        `_decimal_parent` puts a decimal under such an item)."""
        if not mk.value.isdigit() or not self.stack or self.stack[-1].level != "decimal":
            return
        for j in range(len(self.stack) - 1, -1, -1):
            op = self.stack[j]
            if op.level == "paren":
                if op.node.label.isdigit() and int(op.node.label) + 1 == int(mk.value):
                    self.stack = self.stack[: j + 1]
                return
            if op.level != "decimal":
                return

    def _decimal_parent(self, value: str, jump: bool = False, items: bool = True) -> Open | None:
        """The open clause a decimal number like 4.2.1 belongs under, when the numbering allows it (`jump`: any
        number after the last sub-clause, the page having shown a gap; `_decimal_jump`; `items`: a bare decimal may
        go under a dotted list item, a keyword's `Section 3.3` may not)."""
        parts = value.split(".")
        prefix, last = ".".join(parts[:-1]), int(parts[-1])
        for op in reversed(self.stack):
            if (op.level in ("top", "decimal") and _same_number(op.number, prefix) and not _runs_on_last_part(op)
                    or op.level == "top" and _runs_on_last_part(op) and _in_figures(op.node.label) == prefix
                    or items and op.level == "paren" and prefix.isdigit() and op.node.label == prefix
                    and not self._next_code_section(prefix, last)):
                # a dotted item `1.` of a lettered part's list (a US charter's `B. PREFERRED STOCK` > `1.` > `1.1`)
                kids = [c for c in op.node.children if c.kind == "subclause"  # `4.1`, `Section 4.1` or `IV.1.1`
                        and _in_figures(c.label.split()[-1] if c.label else "").startswith(prefix + ".")]
                if not kids and op.level == "paren" and self._runs_outside(op, prefix, last):
                    continue  # `3.3` after item `3.` of `3.2` (below): the outer series goes on
                if not kids:  # the first sub-clause: 1, or (an excerpt, a lost line) any number
                    return op if last >= 1 else None
                prev = int(kids[-1].label.split(".")[-1])
                return op if last in (prev + 1, prev + 2) or jump and last > prev else None
        return None

    def _runs_outside(self, item: Open, prefix: str, last: int) -> bool:
        """`3.3 Rights and Responsibilities` after `3.2 Eligibility` / `1.` / `2.` / `3. Members must be ...`: bylaws
        (a US non-profit's or club's, `3.1 Membership Classes`) number their sections article.section and the items
        under a section `1.`, `2.` afresh, so the section's item `3.` meets Article 3's next section `3.3`. An
        enclosing unit whose sub-clauses run to `3.2` takes `3.3` (the item has none: `3.1` would be its first)."""
        for op in self.stack:
            if op is item:
                return False
            if op.level in ("top", "decimal") and _same_number(op.number, prefix) and last >= 2 \
                    and any(c.kind == "subclause" and c.label.split()[-1] == f"{prefix}.{last - 1}"
                            for c in op.node.children):
                return True
        return False

    def _after_chapter_section(self) -> bool:
        """The last section was printed chapter.section (`3.1. Admission as a member` under `Chapter III`): its
        sections go on `3.2.`, so a bare `2.` below it is an item of its list, not the next section."""
        label = (self.last_top_label or "").split()[-1] if self.last_top_label else ""
        return self.last_top is not None and "." in label and label.endswith("." + self.last_top)

    def _next_code_section(self, prefix: str, last: int) -> bool:
        """`2.3. Transfer of shares` after `2.2. Payment terms` / `1. in full ...` / `2. at the rate ...` under
        `Chapter II`: the next section numbered chapter.section (a co-operative's or society's by-law), not a
        sub-clause of the section's list item `2.`."""
        top = next((op for op in reversed(self.stack) if op.level == "top"), None)
        if top is None or not _runs_on_last_part(top):
            return False
        chapter, _, running = top.node.label.split()[-1].rpartition(".")
        return chapter == prefix and running.isdigit() and last in (int(running) + 1, int(running) + 2)

    def _decimal_jump(self, i: int, mk: Marker) -> bool:
        """`9.2. ... entitled.` / `9.5. Upon this Scheme ...` (a model scheme leaves out 9.3 and 9.4): a sub-clause
        number that skips more than one still opens the next sub-clause when the page says so, as a top unit's gap
        does (`jumps.evidence`: the line before ended, and its number stands where the last sub-clause's stood, or
        space above it); the skipped numbers go on the node. A decimal wrapped to a line's start stays text."""
        parent = self._decimal_parent(mk.value, jump=True)
        last = parent and next((c for c in reversed(parent.node.children) if c.kind == "subclause"), None)
        if parent is None or last is None or not jumps.starts_like_unit(mk.rest) or not last.lines:
            return False
        why = jumps.evidence(self.lines[i], self.lines[i - 1] if i else None, mk.rest, last.lines[0].bbox[0],
                             self.pitch)
        if not why:
            return False
        prev = int(last.label.split(".")[-1])
        mk.extra["gap"] = jumps.gap_text((prev, 0), (int(mk.value.split(".")[-1]), 0))
        mk.extra["why"] = "; ".join(why)
        return True

    def _keyword_decimal(self, i: int, mk: Marker) -> bool:
        """`Section 4.1.` under `Section 4.` (implementing rules and regulations: RULE I > Section 4 > Section 4.1 >
        4.1.1): a section keyword whose number is an open unit's number and one more part is that unit's
        sub-section, labelled as printed (`Section 1.101` with no `Section 1` open stays a code's section)."""
        num = mk.label.split()[-1] if mk.label else ""
        if not re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){1,3}", num) or mk.extra.get("garbled"):
            return False
        parent = self._decimal_parent(num, items=False)
        if parent is None:
            return False
        mk.kind, mk.value = "decimal", num
        self._note(i, f"{mk.label} is a sub-section of the open {parent.node.label}: its number is {parent.number} "
                      "and one more part")
        return True

    def _bare_decimal_under_keyword(self, i: int, mk: Marker) -> bool:
        """`4.1.1 The Commission ...` under `Section 4.1.` (or `4.1` under `Section 4.`, the IRR printing its
        sub-sections without the keyword) where a family does not number clauses with decimals: only under an
        open unit numbered with a keyword, as its first sub-part right after a sentence's end or an introduction,
        or the next one after such a sub-part, with a capital opening its text (`4.5 percent` is a wrapped amount)."""
        parent = self._decimal_parent(mk.value)
        top = next((op for op in reversed(self.stack) if op.level == "top"), None)
        if parent is None or top is None or not top.node.label.split()[0].rstrip(".").isalpha():
            return False  # the provision numbered with its keyword (`Section 4.`, `SEC. 8.`) holds the decimals
        first = not any(c.kind == "subclause" for c in parent.node.children)
        prev = self.lines[i - 1].text.rstrip() if i else ""
        if not mk.rest[:1].isupper() and not prev.endswith(g.TERMINAL + g.LIST_PUNCT):
            return False  # an item of a list in lower case after its introduction or the item before
        own_line = bool(i) and any(ln is self.lines[i - 1] for ln in parent.node.lines)  # `SECTION 2. Definitions`
        if first and (not mk.value.endswith(".1") or not (prev.endswith(g.TERMINAL) or own_line)):
            return False
        self._note(i, f"{mk.value} is a sub-section of {parent.node.label}, numbered {parent.number} and one more part")
        return True

    def _levels(self) -> list[sequence.Level]:
        levels = []
        for op in self.stack:
            if op.level == "paren":
                levels.append(sequence.Level(op.ltype, op.ordinal, x0=op.x0 if self.indented else None,
                                             form=_label_form(op.node.label),
                                             letters=sequence.alphabet_of(op.node.label, op.ordinal[0])))
            else:
                levels = []
        if levels:
            last = levels[-1]
            expects = announces_children(self.stack[-1].node.text) and not self._colons_separate()
            node = self.stack[-1].node
            above = self.stack[-2].node if len(self.stack) > 1 else None
            sublists = above is not None and any(c is not node and c.kind == node.kind and any(
                k.label and k.kind not in ("text", "table") for k in c.children) for c in above.children)
            levels[-1] = sequence.Level(last.type, last.last, expects, last.x0, last.form, last.letters, sublists)
        return levels

    def _colons_separate(self) -> bool:
        """`(c) ... of the DSWD:` / `(d) ... of the DSWD:` / `(e) ... the DSWD:` on a harsh scan: every item before
        the open one ended with a colon and none held items, so the colons are `;` OCR misread, not introductions
        (the open item's `:` does not announce a list: `(1)` `(2)` after it are the spoiled `(f)` `(g)`). OCR'd
        lines only: a text layer's colon is printed."""
        node = self.stack[-1].node
        parent = self.stack[-2].node if len(self.stack) > 1 else None
        if parent is None or not node.lines or not read_by_ocr(node.lines[0]):
            return False
        before = [c for c in parent.children if c.kind == node.kind and c is not node]
        return len(before) >= 2 and all(c.text.rstrip().endswith(":") and not c.children for c in before)

    def _indented_under(self, i: int) -> bool:
        """Line i's marker stands right of the open item's by more than a lost bracket (garbled.BRACKET_SHIFT): a
        list of its own under that item (`(3) ... all of the following:` / `(A) Email notice ...`, Arkansas' A.C.A.
        § 4-110-104, as every code that indents its sub-lists), so that item's colon is printed, not a misread `;`."""
        return bool(self.stack) and self.lines[i].bbox[0] - self.stack[-1].x0 > garbled.BRACKET_SHIFT

    def _expected(self, levels: list[sequence.Level]) -> str | None:
        return expected_type(self.prof, len(levels))

    def _last_before_top(self, i: int) -> bool:
        """The next line with a marker after line i opens a top unit (a number, section or container): line i's list
        ends with it."""
        mks = next((t[0] for t in self.tokens[i + 1:i + 60] if t[0]), [])
        return bool(mks) and mks[0].kind in ("number", "section", "container")

    def _upcoming(self, i: int, k: int) -> list[str]:
        """The next bracketed marker value (same line first, then later lines) until a new top unit. For a bare number
        read as an item (`1. 1 PDC for ...` under `1. ... as follows:`), the next bare number is its list's next item
        as much as a bracketed one: `2.` below confirms the digits against OCR's look-alike roman `i.`."""
        markers = self.tokens[i][0]
        degree = k < len(markers) and markers[k].extra.get("degree")  # `1°` ... `2°`: a list of its own (below)
        if k + 1 < len(markers) and markers[k + 1].kind == "paren" and not markers[k + 1].extra.get("degree"):
            return [markers[k + 1].value]
        kinds = ("paren", "number") if k < len(markers) and markers[k].kind == "number" else ("paren",)
        first = True
        for j in range(i + 1, min(i + 60, len(self.lines))):
            mks = self.tokens[j][0]
            if mks and not degree and mks[0].extra.get("degree"):
                continue  # `1. 1° ...` / `2° ...` / `2. ...`: the section's own subsections, not its list's next item
            if mks and (mks[0].kind in kinds or (first and mks[0].kind == "number" and mks[0].value == "1")):
                # a bare `1.` as the very next marker opens a list, under this item or nowhere (`B. Lake Oswego
                # agrees to:` / `1. Operate ...`: so `B.` after `7.` cannot be OCR's `8.`, whose own items are digits)
                return [mks[0].value]
            first = first and not mks
            if mks and mks[0].kind in ("section", "container"):
                return []
        return []

    def _definitions_lists(self, i: int, mk: Marker) -> bool:
        """`“property” means—` / `(a)` `(b)`: the limbs of an unnumbered definition are the definition's text, not
        units of its section (one cites 'paragraph (a) of the definition of "property" in section 2', never section
        2(a); two definitions' limbs would both be `2 > (a)`): the corpus' convention, as the Malaysian bills, ZimLII,
        Singapore and Commonwealth consolidations print them. Line i's item opens a list right under such a
        definition."""
        return (mk.value in ("a", "1", "i", "A") or 1 in native_ordinals(mk.value)) and self._under_definition(i)
        # (so `(அ)` under `“இலத்திரனியல் வடிவத்திலான ஆவணம்” என்பது, ... -`: a Sri Lankan amending Act's inserted
        # definitions in Tamil, fresh14; any script's first letter)

    def _next_limb(self, i: int, mk: Marker) -> bool:
        """`“carrier” means` / `(a) ...` / `(b) ...`: the letter after a limb kept as a definition's text, with no
        marker read between, is its next limb, not a list resuming under the subsection the definitions stand in
        (`2. (1) In this Act,`: Barbados' and other Commonwealth bills print their definitions in subsection (1))."""
        if self.limb is None or self.limb[0] >= i or any(self.tokens[j][0] for j in range(self.limb[0] + 1, i)):
            return False
        last = self.limb[1]
        want = str(int(last) + 1) if last.isdigit() else chr(ord(last) + 1) if len(last) == 1 and last.isalpha() \
            else ""
        return mk.value == want

    def _under_definition(self, i: int) -> bool:
        """The paragraph just above line i (no marker between) opens with a quoted term: an unnumbered definition. A
        quoted term on a line that carries on the line above's sentence (`... yang disebut` / `"Akta ibu" dalam Akta
        ini, dipinda—`, the name an amending bill gives the Act it amends) opens no paragraph."""
        j = i - 1
        while j >= 0 and not self.tokens[j][0] and not _QUOTED_TERM.match(self.lines[j].text.strip()):
            j -= 1
        return j >= 0 and not self.tokens[j][0] and bool(_QUOTED_TERM.match(self.lines[j].text.strip())) \
            and not (j > 0 and _CARRIES_ON.search(above := self.lines[j - 1].text.rstrip())
                     and not _LIST_JOIN.search(above))

    @staticmethod
    def _run_into_first(prev: str, text_after: str) -> bool:
        """The line before runs into a first item whose words open with a reference's word: after `,` any (`... when
        the books of a bank,` / `(a) are maintained ...`); after a word only a verb (`... if the wine` / `(i) is
        imported ...`), and never after a word that cites (`under subsection` / `(1) of section 4, ...` /
        `paragraph` / `(a) or (b) of subsection (1)`: a reference wrapped onto the line, whatever comes next)."""
        prev = prev.rstrip()
        if prev.endswith(","):
            return True
        return bool(re.search(r"[A-Za-z]$", prev)) and re.match(r"(?:is|are)\b", text_after.strip()) is not None \
            and not g.REF_TAIL.search(prev)

    def _comma_item_goes_on(self, i: int, mk: Marker, levels: list[sequence.Level], prev: str) -> bool:
        """`... whether or not a proposed regulation` / `(a) is authorized by the enactment ...,` / `(b) is an unusual
        or unexpected use ...,` / `(c) trespasses ...`: items ending in a comma (British Columbia's regulations,
        Canada's consolidations: `(a) ..., (b) ..., and (c) ...`) may open with the verb the lead-in leaves off
        (`is`, `are`, `shall`, `to`). After a line ending `,`, a marker that is the open list's next item goes on
        with that list, not a reference wrapped onto the line (`paragraph` / `(b) is ...` ends on no comma)."""
        if not levels or not prev.rstrip().endswith(","):
            return False
        lv = levels[-1]
        if not any(rd.type == lv.type and not rd.penalty and sequence.follows(lv.last, rd.ordinal)
                   for v in _values(mk) for rd in sequence.readings(v, self.family)):  # `2°` reads as a degree
            return False
        self._note(i, f"{mk.raw} after an item ending ',' is the open list's next item, its words opening with the "
                      "lead-in's verb (not a reference wrapped)")
        return True

    def _dash_lost_before_first(self, i: int, k: int, mk: Marker, prev: str) -> bool:
        """`... regulations may be made` / `(a) to prescribe ...` / `(b) to provide ...` on a harsh scan: the dash
        ending the lead-in (`made—`) is the first print erosion takes, and the first item's words (`to`, `shall`) then
        read like a reference wrapped onto the line. On OCR'd lines, a first item whose second is the next marker
        below, after a line that stops on a word that cites nothing, opens its list."""
        return read_by_ocr(self.lines[i]) and garbled.dash_lost(prev) and not g.REF_TAIL.search(prev) \
            and self._second_next(i, k, mk)

    def _second_next(self, i: int, k: int, mk: Marker) -> bool:
        """The marker is a list's first item (`(a)`, `(1)`, `(i)`) and the next marker below is that list's second."""
        second = {"a": "b", "1": "2", "i": "ii", "A": "B"}.get(mk.value)
        upcoming = self._upcoming(i, k)
        if second == "ii" and len(upcoming) == 1 and len(upcoming[0]) == 2:
            upcoming = [upcoming[0].translate(_ROMAN_STROKES)]  # `(11)`, `(il)`: OCR's strokes for `(ii)`
        if second is not None and upcoming != [second] and k + 1 >= len(self.tokens[i][0]) \
                and read_by_ocr(self.lines[i]) and (nx := self._next_item(i)) is not None:
            return second in _values(nx)  # `(Db)`, `(bd)`: the second item, its bracket's strokes read as a letter
        return second is not None and upcoming == [second]

    def _next_text(self, i: int) -> str:
        """The next line's text (`Article 5` / `of the Convention ...`: a label alone whose sentence goes on)."""
        return self.lines[i + 1].text.strip() if i + 1 < len(self.lines) else ""

    def _intro_text(self, i: int, rest: str) -> str:
        """This item's text up to the next marker line (to see if it ends with ':' and so announces children)."""
        parts = [rest]
        for j in range(i + 1, min(i + 12, len(self.lines))):
            if self.tokens[j][0]:
                break
            parts.append(self.lines[j].text)
        return " ".join(parts)

    # --- opening units ----------------------------------------------------------------------------------------
    def _open_units(self, i: int, ln: Line, accepted: list[tuple[Marker, object]]) -> None:
        self.operative = False
        if self.mode == "head":
            self.mode = "body"
            self._shoulders_from_head(i, accepted[0][0])
        elif self.mode == "tail":
            self.mode = "body"
        opened = [self._open(mk, d, ln) for mk, d in accepted]
        if "repaired" in accepted[0][0].extra:
            self._note(i, accepted[0][0].extra["repaired"])
        for node, (mk, _) in zip(opened, accepted, strict=True):
            if "repaired" in mk.extra and not node.inferred and read_by_ocr(ln) \
                    and (mk.extra.get("review") or not _lookalike_only(mk)):
                # the page reads something else than the label the sequence gave (`4.10 ts` for clause 4, `1.` for
                # c.): the text there was misread too, so the unit's chunk goes to review with the reason
                node.inferred = f"numbering misread by OCR: {mk.extra['repaired']}"
        if opened[0].numbering_gap:
            self._note(i, f"{opened[0].label} opens a unit although {opened[0].numbering_gap} are missing before "
                          f"it: {accepted[0][0].extra.get('why', '')}")
        node = opened[-1]
        rest = accepted[-1][0].rest
        above = bool(self.pending) and not opened[0].heading
        self._take_pending(opened[0])  # a heading above `1. (1) ...` names the section, not its subsection
        node.text = rest.strip()
        if len(accepted) == 1 and accepted[0][0].extra.get("undotted") and not node.heading \
                and _undotted_heading(node.text) and not self._sentence_runs_on(i, node.text):
            node.heading, node.text = node.text, ""  # `98  Contravention of subsection 13(3)`: all heading
        elif len(accepted) == 1 and accepted[0][0].kind in ("section", "number") and not node.heading \
                and self._runs_in(i) and _undotted_heading((head := node.text.rstrip(" —–-")).lstrip("“‘\"'")) \
                and not head.endswith("."):
            # `2. Restriction on tobacco smoking advertisement` / `(1) In pursuance ...`, `5. “Guarantee” of consumer
            # goods —` / `(1) In the case ...` cut from one printed line: the words between the number and its run-in
            # first subsection are the section's heading (its dash the heading's punctuation)
            self._note(i, f"'{head[:40]}' before {node.label}'s run-in first subsection: its heading")
            node.heading, node.text = head, ""
        node.lines.append(ln)
        self.cur = node
        if any(op.node is opened[0] and op.level == "top" for op in self.stack):
            self.tops_above.append(above)

    def _shoulders_from_head(self, i: int, mk: Marker) -> None:
        """`Short Title` / `Short title` / `1 This Act may be cited as ...`: Canada's group heading and marginal note
        above the first section, numbered without a dot, are its heading, not the head's last lines (two such lines
        right above it; one alone may be the title of an excerpt, `Harbours Act 2004` / `12A Notification ...`)."""
        if i < 2 or mk.kind not in ("number", "decimal"):
            return
        node = next((n for n in reversed([self.head, *self.head.children]) if n.lines), None)
        two = self.lines[i - 2:i]
        if node is not None and node.lines[-1:] == two[1:] and _caseless_shoulder(two[1].text.strip()) \
                and (two[0].text.rstrip().endswith(g.FULL_STOP + (":", "-", "—", "–")) or _danda_end(two[0].text)) \
                and not self.tokens[i - 1][0]:
            above = two[1:]  # `... আইন করা হইল৷` / `সংক্ষিপ্ত শিরোনাম` / `১৷ এই আইন ...`: after the enacting words, the
            # heading Bangladesh's Acts set above every section (`_caseless_shoulder`), the first one's too
        elif not mk.extra.get("undotted"):
            return
        elif node is not None and node.lines[-2:] == two and title_like(two[0].text.strip()) \
                and all(_shoulder_like(x.text.strip()) for x in two):
            above = two
        elif node is not None and node.lines[-1:] == two[1:] and _shoulder_like(two[1].text.strip()) \
                and self._sentence_runs_on(i, mk.rest.strip()):
            above = two[1:]  # `Short title` / `1 This Act may be cited as ...` / `R.S., c. I-4, s. 1`: the words on
            # the number's line are its text, so the note above is its heading
        else:
            return
        k = len(above)
        if len(node.lines) == k and node is not self.head:
            self.head.children.remove(node)  # a paragraph of its own after the enacting words
        elif len(node.lines) > k:
            node.lines = node.lines[:-k]
            node.text = "\n".join(node.text.split("\n")[:-k])
        else:
            return
        self.pending = list(above)
        self._note(i, f"{' / '.join(repr(x.text.strip()[:30]) for x in above)} above {mk.label}: its group heading "
                      "and marginal note, not the head's text")

    def _sentence_runs_on(self, i: int, rest: str) -> bool:
        """The words on an undotted number's line are its text, not its heading (Canada prints the marginal note
        above and the text on the number's line: `14 Where a department sells ... other than property` / `forfeited
        ...`): the line runs to the margin and the sentence goes on below, past the next line (a heading that wraps
        has the first subsection right under its second line, `_heading_wraps`); or the historical note closes the
        section right below (`1 This Act may be cited as ...` / `R.S., c. S-20, s. 1`); or it introduces
        paragraphs (`20 The Governor in Council may` / `(a) ...`: a lead-in, no title)."""
        if i + 1 >= len(self.lines):
            return False
        ln, nxt = self.lines[i], self.lines[i + 1]
        if _HISTORY_NOTE.match(nxt.text.strip()):
            return True
        markers = self.tokens[i + 1][0]
        if markers:
            return markers[0].kind == "paren" and markers[0].value.isalpha() and markers[0].value.islower() \
                and not title_like(rest)
        if self._ended_short(ln, nxt) or nxt.page != ln.page:
            return False
        after = self.tokens[i + 2][0] if i + 2 < len(self.lines) else []
        if after and after[0].kind == "paren" and after[0].value in ("a", "1") \
                and nxt.text.rstrip().endswith(("—", "–", ":", ":—")) and nxt.text.strip()[:1].islower():
            return True  # `26 Subject to section 27 , a legal requirement ...` / `that is in ... the information—` /
            # `(a) ...`: the sentence wraps onto a line that introduces paragraphs (a lead-in, no heading)
        return i + 2 < len(self.lines) and not after and not self._heading_ends(i + 1)

    def _heading_ends(self, j: int) -> bool:
        """Line j ends a heading wrapped from the line above (`103 Going through ceremony of marriage before person
        not authorised to` / `solemnise it` / `A person shall not ...`, the Australian Commonwealth): it ends short,
        with no stop, and a sentence opens on the next line (Canada's text wraps at the margin and ends with a stop)."""
        if j + 1 >= len(self.lines):
            return False
        ln, nxt = self.lines[j], self.lines[j + 1]
        t = ln.text.strip()
        return self._ended_short(ln, nxt) and not t.endswith(g.TERMINAL + (",", ";")) \
            and nxt.text.strip()[:1].isupper() and not _HISTORY_NOTE.match(nxt.text.strip()) \
            and len(t.split()) <= 8

    def _runs_in(self, i: int) -> bool:
        """The next line was cut from this one (`inline_first`): it stands on the same printed row, its unit's first
        subsection."""
        if i + 1 >= len(self.lines) or not self.tokens[i + 1][0] or self.tokens[i + 1][0][0].kind != "paren":
            return False
        ln, nxt = self.lines[i], self.lines[i + 1]
        return nxt.page == ln.page and abs(nxt.bbox[1] - ln.bbox[1]) < 1.0 and nxt.bbox[0] >= ln.bbox[0] \
            and bool(nxt.words) and nxt.words[0].bbox[0] > ln.bbox[2] - 1.0

    def _open(self, mk: Marker, d: object, ln: Line) -> Node:
        if mk.kind == "container":
            rank = self._rank(mk.keyword)
            self.ranks.setdefault(mk.keyword, rank)
            self._pop_while(lambda op: op.level != "container" or op.rank >= rank)
            parent = self.stack[-1].node if self.stack else self.root
            why = read_by_ocr(ln) and (inferred.restore_between(parent, mk, self._set_apart)
                                        or inferred.restore_first(parent, mk))
            if why:
                self.decisions.append(why)
            # `Part III [Part repealed by ...]`: the note is its text (a status), no title; so is a sentence on a
            # shape-level's line (shape_levels: `Topic 2 – The members further agree ...`)
            note = mk.extra.get("note")
            node = Node(kind=mk.keyword, label=mk.label, heading="" if note else mk.rest,
                        frame="tail" if mk.keyword == "explanatory" else "body")
            mk.rest = mk.rest if note else ""
            if rank == 0 or mk.keyword == "form":
                self.last_top = None  # schedules and their forms number their paragraphs afresh
            self._push(Open(node, "container", rank=rank, x0=ln.bbox[0]))
        elif mk.kind in ("section", "number"):
            self._pop_while(lambda op: op.level != "container")
            in_schedule = any(op.level == "container" and op.rank == 0 for op in self.stack)
            kind = "paragraph" if in_schedule else self.prof.top_kind if mk.kind == "number" else "section"
            label = mk.label
            if mk.kind == "section" and re.match(r"(?i)sec\.\s", label) \
                    and re.match(r"(?i)sec\s+\d" if not read_by_ocr(ln) else r"SEC \d{1,3}[A-Z]?\. [A-Z]",
                                 ln.text.strip()):
                label = f"{label[:3]} {label[4:].strip()}"  # `SEC 4.` as a text layer prints it (the e-Library's slip,
                # RA 10368, RA 11057, RA 6426): labels as printed; on a scan only when the keyword, the number, its
                # point and the heading's capital were all read cleanly (`SEC 7. Rules`): a lost point is then print's
            node = Node(kind=kind, label=label, heading=mk.extra.get("shoulder") or mk.extra.get("heading", ""),
                        numbering_gap=mk.extra.get("gap"))
            x0 = mk.extra.get("x0", ln.bbox[0])  # a number OCR lost: where the numbers stand, not where its words do
            self.last_top, self.last_top_x0, self.last_top_label = mk.value, x0, mk.label
            # a range entry's point (`7. to 12 [Repealed ...]`) says nothing of how the live sections are printed
            if "range_first" not in mk.extra:
                self.last_top_undotted = bool(mk.extra.get("undotted"))
            self._push(Open(node, "top", number=mk.value, x0=x0))
        elif mk.kind == "decimal":
            parent = self._decimal_parent(mk.value, jump="gap" in mk.extra, items=not mk.keyword)
            self._pop_while(lambda op: op is not parent)
            node = Node(kind="subclause", label=mk.label, numbering_gap=mk.extra.get("gap"))
            self._push(Open(node, "decimal", number=mk.value, x0=ln.bbox[0]))
        else:
            dec: sequence.Decision = d  # type: ignore[assignment]
            base = len(self.stack) - len(self._levels())
            self.stack = self.stack[: base + dec.depth]
            kind = paren_kind(self.prof, dec.depth)
            label = dec.reading.label.strip("()") if mk.extra.get("dotted") else dec.reading.label
            label = f"{label.strip('()')}°" if mk.extra.get("degree") else label  # `1°`: as printed
            label = f"[{label}]" if mk.extra.get("bracketed") else label  # `[(A)]`: as printed
            label = mk.extra.get("printed", label)  # `1/`: a level no rule names (shape_levels), as printed
            label = mk.extra.get("prefix", "") + label + mk.extra.get("joined", "")
            node = Node(kind=kind, label=label, heading=mk.extra.get("heading", ""), numbering_gap=mk.extra.get("gap"),
                        inferred=mk.extra.get("inferred"))
            if dec.reading.why.startswith("OCR: a roman counter's"):  # the page prints another word: for review
                node.inferred = f"numbering misread by OCR: '{mk.raw}' read as {label}, the counter's next"
            self._push(Open(node, "paren", ltype=dec.reading.type, ordinal=dec.reading.ordinal,
                            x0=mk.extra.get("x0", ln.bbox[0])))  # an unread marker: where its list's markers stand
        node.page_start = node.page_end = ln.page
        return node

    def _rank(self, kind: str) -> float:
        """How deep a container kind nests in this document: as first seen. A kind first met inside an open
        container nests under it (a Malaysian PART holds Chapters, a Hawaii CHAPTER holds Parts); met at the top,
        it takes its usual rank (BOOK > TITLE > PART > CHAPTER > DIVISION); schedules are always outermost."""
        if kind in self.ranks:
            return self.ranks[kind]
        usual = CONTAINER_RANK[kind]
        open_ranks = [op.rank for op in self.stack if op.level == "container"]
        if usual == 0 or not open_ranks or usual > max(open_ranks):
            return usual
        return max(open_ranks) + 0.5

    def _push(self, op: Open) -> None:
        parent = self.stack[-1].node if self.stack else self.root
        parent.children.append(op.node)
        self.stack.append(op)

    def _pop_while(self, cond) -> None:
        while self.stack and cond(self.stack[-1]):
            self.stack.pop()

    def _take_pending(self, node: Node) -> None:
        if self.pending and not node.heading:
            node.heading = " ".join(p.text.strip() for p in self.pending)
            node.lines.extend(self.pending)
            if any(id(p) in self.doubted_heads for p in self.pending) and not node.inferred:
                node.inferred = (f"heading '{node.heading[:40]}' above {node.label or 'the unit'}, though the units "
                                 "before print none: it may be the last sentence of the unit before, its stop lost")
        elif self.pending:
            node.lines.extend(self.pending)
        self.pending = []

    # --- plain lines ------------------------------------------------------------------------------------------
    def _head_line(self, ln: Line) -> None:
        wrapped = self.prev is not None and frames.operative_over(self.prev.text, ln.text)
        self.operative = frames.starts_operative(ln.text) or wrapped \
            or self.operative and not frames.starts_recital(ln.text)
        if frames.starts_recital(ln.text):
            rec = Node(kind="recital", frame="head", page_start=ln.page, page_end=ln.page)
            self.head.children.append(rec)
            self.cur = rec
        elif frames.starts_operative(ln.text) or (self.cur is not None and self._is_break(ln)
                                                   and not frames.starts_recital(ln.text)):
            self.cur = self._head_text(ln)
        self._add_text(self.cur or self.head, ln)

    def _head_text(self, ln: Line) -> Node:
        """Where the head's text after its recitals goes: a node of its own after them, since the head's own lines are
        told before its children and `NOW THEREFORE ... AS FOLLOWS:` would come out above the WHEREAS it follows."""
        if not self.head.children:
            return self.head
        node = Node(kind="text", frame="head", page_start=ln.page, page_end=ln.page)
        self.head.children.append(node)
        return node

    def _text_line(self, i: int, ln: Line) -> None:
        top = self.stack[-1] if self.stack else None
        if top and top.level == "container" and self._container_heading(top.node, ln):
            return
        if self._heading_for_next(i, ln):
            self.pending.append(ln)
            return
        if self._heading_wraps(i, ln):
            self._note(i, f"'{ln.text.strip()[:30]}' ends the heading of {self.cur.label} that ran to the line's "
                          "end, its first subsection below")  # type: ignore[union-attr]
            self.cur.heading = f"{self.cur.heading} {ln.text.strip()}"  # type: ignore[union-attr]
            self.cur.lines.append(ln)  # type: ignore[union-attr]
            return
        if self.pending:  # it was not a heading after all
            for p in self.pending:
                self._add_text(self.cur or self.root, p)
            self.pending = []
        if g.DEFINITION.match(ln.text.strip()) and self.stack:
            self._definition(ln)
        elif self._wrap_up(i, ln):
            self._new_paragraph(ln, len(self.stack) - 2)  # the unit whose sentence it ends
        elif (owner := self._closing_owner(i, ln)) is not None:
            owner = self._named_owner(i, ln, owner)
            why = "it opens with the verb of the sentence the list's introduction began" if _MAIN_VERB.match(
                ln.text.strip()) and self.stack[-1].node.text.rstrip().endswith(",") else "the item's line ended short"
            self._note(i, f"a paragraph after the list's last item ({self.stack[-1].node.label}), {why}: it goes to "
                          f"{self.stack[owner].node.label or 'the unit'} that owns the list")
            self._new_paragraph(ln, owner)
        elif (owner := self._history_owner(ln)) is not None:
            self._note(i, f"a historical note after {self.stack[-1].node.label}: it goes to "
                          f"{self.stack[owner].node.label}, the provision whose making and amendments it records")
            self._new_paragraph(ln, owner)
        elif self.cur is None or self._is_break(ln) or self._after_closed_list(ln) or self._outdented(ln):
            self._new_paragraph(ln)
        elif (owner := self._outdented_note(ln)) is not None:
            self._note(i, f"an amendment note left of {self.stack[-1].node.label}'s marker: it goes to "
                          f"{self.stack[owner].node.label or 'the unit'}, the unit whose indent it shares")
            self._new_paragraph(ln, owner)
        else:
            self._add_text(self.cur, ln)

    def _heading_wraps(self, i: int, ln: Line) -> bool:
        """`17A  Disclosure of certain interests by members of the Commission when taking part in` / `determinations
        of matters` / `(1) If, ...`: a provision numbered without a dot whose heading fills its line goes on to the
        next line when that line ends no sentence and the unit's first subsection (or the next provision) comes right
        below it (Australia, the United Kingdom, New Zealand print a long heading so)."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.level != "top" or top.node is not self.cur or not top.node.heading or top.node.text \
                or len(top.node.lines) > 2 or self.prev is None or self.prev is not top.node.lines[-1] \
                or self.prev.page != ln.page or self._ended_short(self.prev, ln) \
                or not self.last_top_undotted or top.node.label != self.last_top_label \
                or i + 1 >= len(self.lines):
            return False
        if not self.tokens[i + 1][0]:  # a sentence below the wrapped heading (Australia prints a short section so)
            return self._heading_ends(i) and _undotted_heading(f"{top.node.heading} {ln.text.strip()}")
        nxt = self.tokens[i + 1][0][0]
        if nxt.kind == "paren" and nxt.value.isalpha() and nxt.value.islower():
            return False  # `6 With specific ... Council, the` / `Minister may` / `(a) sell ...`: a lead-in wrapped
        t = ln.text.strip()
        return not t.endswith(g.TERMINAL + (",", ";")) and _undotted_heading(f"{top.node.heading} {t}")

    def _outdented_note(self, ln: Line) -> int | None:
        """`(3) Nothing in subsection (1) ...` / `[Act 19 of 2025 wef 05/12/2025]` printed left of the subsection's
        marker, under its section's: a note in brackets (or Canada's historical note, `2015, c. 2, s. 67`) alone on its
        line goes with the unit it stands under by indent (the section it closes), not with the item whose text it
        follows. On the item's own page only (a scan's page may sit further left). Returns the stack index of the
        owner, or None."""
        units = [k for k, op in enumerate(self.stack) if op.level != "container"]
        top = self.stack[-1] if self.stack else None
        note = _NOTE_LINE.match(ln.text.strip()) or _HISTORY_NOTE.match(ln.text.strip())
        if not units or top is None or top.node is not self.cur or not note \
                or not top.node.lines or top.node.lines[-1].page != ln.page \
                or ln.bbox[0] >= top.x0 - jumps.INDENT_TOLERANCE:
            return None
        at = [k for k in units if self.stack[k].x0 <= ln.bbox[0] + jumps.INDENT_TOLERANCE]
        k = at[-1] if at else units[0]
        return k if k != len(self.stack) - 1 else None

    def _at_indent(self, ln: Line, k: int) -> int:
        """The owner the sentence gives (stack index k), or the unit further up whose marker the line stands under
        where the page indents its lists (`3. (1) No person other than—` / `(b) ... and—` / `(i)`, `(ii) ...,` / `may
        practise telemedicine.` set back at (1)'s indent: the verb of (1)'s sentence, not of (b)'s). On the unit's
        own page only (a scan's next page may sit further left)."""
        tol = jumps.INDENT_TOLERANCE
        while k > 0 and self.stack[k - 1].level != "container" and self.stack[k].node.lines \
                and self.stack[k].node.lines[0].page == ln.page and ln.bbox[0] < self.stack[k].x0 - tol:
            k -= 1
        return k

    def _history_owner(self, ln: Line) -> int | None:
        """`(3) [Repealed, 2002, c. 22, s. 411]` / `R.S., 1985, c. I-3, s. 3; 1988, c. 65, s. 132; ...`: Canada's
        consolidations close every section with its historical note (the statutes that made and amended it), the
        section's and never its last subsection's or paragraph's, also where the page sets it flush with them (its
        smaller type is all that marks it); a New Zealand-style reprint's `[Section 8(c): replaced, on ...]` does the
        same after the provision it names. A line that opens so after a line that ended its sentence goes to the
        provision open on the stack. Returns its stack index, or None (no item open under it, or no such note)."""
        prev = self.prev.text.rstrip() if self.prev is not None else ""
        reprint, ocr = reprint_notes.named(ln), read_by_ocr(ln)
        ends = g.TERMINAL + ("]",) + ((",", "|") if ocr and reprint else ())  # a scan's stop read `,`, `]` read `|`
        if not (_HISTORY_NOTE.match(ln.text.strip()) or reprint) or not prev.endswith(ends):
            return None
        tops = [k for k, op in enumerate(self.stack) if op.level == "top"]
        if reprint and tops and not reprint_notes.names(reprint, self.stack[tops[-1]].node.label, ocr):
            return None  # it names another provision: not this one's note
        return tops[-1] if tops and tops[-1] < len(self.stack) - 1 and self.cur is self.stack[-1].node else None

    def _container_heading(self, node: Node, ln: Line) -> bool:
        if node.children or node.text or len(node.lines) > 3:
            return False  # heading lines (at most three) come right under the label, before any text
        t = ln.text.strip().strip("()")
        if not (caps_line(t) or title_like(t)) or t.endswith((".", ";", ",")):
            return False
        node.heading = f"{node.heading} {ln.text.strip()}".strip()
        node.lines.append(ln)
        node.page_end = ln.page
        return True

    def _heading_for_next(self, i: int, ln: Line) -> bool:
        """A short heading line directly above a numbered unit (deed `PAYMENT` above `4.`, MY `Short title`). Canada's
        consolidations set a group heading and the marginal note above a section (`Interpretation and Application` /
        `Definitions` / `2 In this Act,`), after the historical note that closes the section before (`R.S., c.
        S-20, s. 1`: no stop, but the section has ended), and a marginal note above each subsection (`Terms and
        conditions` / `(3) Terms and ...`) of a section numbered without a dot."""
        t = ln.text.strip()
        if i + 1 >= len(self.lines) or not (_shoulder_like(t) or _caseless_shoulder(t)) or _BLANK.search(t):
            return False  # a form's blank (`shall be " ______`) is text to fill in, never a heading
        nxt = self.tokens[i + 1][0]
        prev = self.prev.text.rstrip() if self.prev else ""
        ended = not prev or prev.endswith(g.TERMINAL) or _closes_unit(prev) \
            or _caseless(t) and _danda_end(prev)  # `... হইবে৷`: a danda ends a caseless sentence
        if not nxt and not self.pending and ended and i + 2 < len(self.lines) and title_like(t) \
                and _shoulder_like(self.lines[i + 1].text.strip()) \
                and (after := self.tokens[i + 2][0]) and after[0].kind in ("number", "decimal") \
                and (after[0].extra.get("undotted") or after[0].kind == "decimal" and self.last_top_undotted) \
                and self._top_ok(i + 2, after[0]):
            return True  # a group heading over the marginal note over the section (Canada)
        if nxt and nxt[0].kind == "paren" and self.last_top_undotted and re.fullmatch(r"\d+(?:\.\d+)?", nxt[0].value) \
                and (prev.endswith(g.TERMINAL) or _closes_unit(prev)) and self.lines[i + 1].page == ln.page \
                and not self._runs_on_in_paren(i):
            return True  # a subsection's marginal note (Canada)
        if not nxt or nxt[0].kind not in ("number", "decimal", "section"):
            return False
        if not self._top_ok(i + 1, nxt[0]):
            return False
        top = self.stack[-1] if self.stack else None
        after_heading = top is not None and top.level == "container" and self.prev in top.node.lines
        if (ended or bool(self.pending) or after_heading) and self._doubted_caseless_head(t):
            self.doubted_heads.add(id(ln))
        return ended or bool(self.pending) or after_heading

    def _doubted_caseless_head(self, t: str) -> bool:
        """A line in a script without capitals taken as the next unit's heading only by its shortness
        (`_caseless_shoulder`) where no unit before took a heading line above it: nothing says the document prints
        headings so (Hindi's and Tamil's run-in headings), and the line may as well be a one-line sentence whose danda
        OCR lost (`... হইবে৷` / `সরকার নির্দেশ দিবে` / `৪৷ ...`); it is still taken, and its unit goes to review, so
        the words moved are seen. Bangladesh's Acts, which head every section, take their headings unflagged once one
        section has (a heading OCR lost or misread on the way, `Al` for `সংজ্ঞা`, does not undo the habit)."""
        return not _shoulder_like(t) and bool(self.tops_above) and not any(self.tops_above)

    def _runs_on_in_paren(self, i: int) -> bool:
        """The next line's `(2)` opens no subsection here: the sentence before it runs into it (`under subsection` /
        `(2) of section 4`)."""
        rest = self.tokens[i + 1][1] if len(self.tokens[i + 1]) > 1 else ""
        return isinstance(rest, str) and rest.strip()[:1].islower()

    def _definition(self, ln: Line) -> None:
        """`"workman" means ...` is a paragraph of the unit that introduced the definitions (`2. (1) In this Act,
        unless the context otherwise requires—`), never the tail of a list item inside an earlier definition."""
        intro = [op for op in self.stack if announces_children(_opening_sentence(op.node.text))]
        tops = [op for op in self.stack if op.level in ("top", "decimal")] or self.stack[:1]
        target = (intro or tops)[-1].node
        if target.children:
            para = Node(kind="text", label="", frame=target.frame, page_start=ln.page, page_end=ln.page)
            target.children.append(para)
            target = para
        self._add_text(target, ln)
        self.cur = target

    def _new_paragraph(self, ln: Line, owner: int | None = None) -> None:
        """An unmarked paragraph: under the unit whose indent it shares, never inside a list that has closed."""
        # left of every open unit's marker: the outermost open provision's (a section whose number line is set in as
        # a first line, its paragraphs at the margin: `SEC. 16. Penalties. — a) ...` / `b) ...` / `A penalty lower
        # ...` under a centred `ARTICLE IV`, RA 8043), not the container's
        provisions = [op for op in self.stack if op.level != "container"][:1]
        k = owner if owner is not None else self._owner(ln, provisions or self.stack[:1]) if self.stack else None
        target = self.stack[k].node if k is not None else self.root
        if target is self.root or target.children:
            para = Node(kind="text", label="", frame=target.frame if target is not self.root else "body",
                        page_start=ln.page, page_end=ln.page)
            target.children.append(para)
            target = para
        self._add_text(target, ln)
        self.cur = target

    def _owner(self, ln: Line, fallback: list[Open]) -> int:
        """Index in the stack of the unit an unmarked line belongs to: the innermost one whose marker stands at
        or left of the line; with no indentation to go by, a list whose sentence ended hands it to its parent."""
        ops = [op for op in self.stack if self._at_or_left(op, ln)] or fallback
        k = self.stack.index(ops[-1])
        flat = len({round(op.x0 / 6) for op in self.stack if op.level != "container"}) <= 1
        while flat and k > 0 and self.stack[k].level in ("paren", "decimal") \
                and g.closed_list(self.stack[k - 1].node, self.stack[k].node):
            k -= 1
        return k

    def _at_or_left(self, op: Open, ln: Line) -> bool:
        """The open unit's marker stands at or left of the line: within one column by the page's x; across the
        columns of two-column pages by each one's offset from its own column's edge (a section's closing words at
        the right column's edge after its item `(c)` opened in the left column at the margin's indent + 11 pt:
        the section's, not the item's; a Philippine Act printed in two columns, damaged set lay04)."""
        first = op.node.lines[0] if op.node.lines else None
        pair = self.columns.indents((first.page, op.x0), (ln.page, ln.bbox[0])) if first is not None else None
        marker, line = pair if pair is not None else (op.x0, ln.bbox[0])
        return marker <= line + 6

    def _add_text(self, node: Node, ln: Line) -> None:
        node.text = f"{node.text}\n{ln.text.strip()}" if node.text else ln.text.strip()
        node.lines.append(ln)
        node.page_start = node.page_start or ln.page
        node.page_end = max(node.page_end, ln.page)

    def _execution_clause(self) -> Node | None:
        """`10. ACCEPTANCE AND SIGNATURES` / `IN WITNESS WHEREOF, the parties have executed ...` / `For Employer:` ...:
        a contract whose last clause is headed for its execution holds the testimonium and the signature blocks as
        that clause's text; the open clause, when its number line holds only such a heading and nothing is under it
        yet."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.level != "top" or top.node.children or len(top.node.lines) != 1:
            return None
        words = (top.node.heading or top.node.text).strip()
        return top.node if _heading_only(words) and _EXECUTION_HEADING.search(words) else None

    def _open_tail(self, ln: Line, clause: Node | None = None, i: int = 0) -> None:
        self.mode = "tail"
        self.stack = []
        if clause is not None:
            self._note(i, f"'{ln.text.strip()[:30]}' opens the execution under {clause.label} "
                                             f"('{(clause.heading or clause.text).strip()}'): the clause's text")
            self.cur = clause
            self._add_text(clause, ln)
            self.prev = ln
            return
        node = Node(kind="conclusion", frame="tail", page_start=ln.page, page_end=ln.page)
        self.root.children.append(node)
        self.cur = node
        self._add_text(node, ln)
        self.prev = ln

    def _outdented(self, ln: Line) -> bool:
        """A line that starts left of the open item's own marker, where nested lists are indented, is not that
        item's text (its wrapped lines start at or right of its marker): a wrap-up of the unit that owns the list
        (`समाविष्ट होंगे।` under `(३)` after `(क)`-`(ग)`, where no case or full stop tells it from the item)."""
        top = self.stack[-1] if self.stack else None
        if top is not None and top.level == "top" and top.node is self.cur:
            return self._left_of_block(top, ln)
        if not (top is not None and top.level == "paren" and top.node is self.cur
                and ln.bbox[0] < top.x0 - jumps.INDENT_TOLERANCE):
            return False
        if self.indented and _caseless(ln.text) or ln.text.strip()[:1].isupper() and self._wraps_hang(top):
            return True
        if _caseless(ln.text) and bool(top.node.lines) and top.node.lines[-1].page == ln.page \
                and self._wraps_hang(top):
            return True  # `(அ) ...; அல்லது` / `(ஆ) ...,` wrapped at their markers, under a section at the margin: a
            # line in a script without case back at the margin is the section's sentence going on, not the item's
            # (no capital to tell it, so where it stands does; on the item's own page: a scan's next page may sit
            # further left; a Sri Lankan amending Act's s. 21, fresh14)
        # `(c) ... applies, one year,` / `from the date when ...` back at the subsection's indent, on the item's own
        # page (a scan's next page may sit further left): where nested lists are indented and every item wrapped at
        # its marker, closing words in lower case are the parent's sentence going on, not the last item's
        return self.indented and ln.text.strip()[:1].islower() and bool(top.node.lines) \
            and top.node.lines[-1].page == ln.page and self._wraps_hang(top) and self._wrapped_items(top)

    @staticmethod
    def _left_of_block(top: Open, ln: Line) -> bool:
        """`2. In the case where ...` set as a block indented under its form (its number and every wrapped line at
        one indent): a capitalised line left of the block (`Date: ....`, the form's signature lines) is a paragraph
        of the unit above, not the numbered paragraph's text (a first-line indent wraps back to the margin). On the
        block's own page only: a page that sits further left (a scan's placement, a book's inner margin) is no
        outdent, and its first line goes on with the paragraph."""
        tol = jumps.INDENT_TOLERANCE
        lines = top.node.lines
        return len(lines) >= 2 and ln.page == lines[-1].page and ln.bbox[0] < top.x0 - tol \
            and ln.text.strip()[:1].isupper() and all(abs(x.bbox[0] - top.x0) <= tol for x in lines)

    def _wraps_hang(self, top: Open) -> bool:
        """Every item of the open list that wrapped did so at its marker or right of it, never back at the margin:
        a capitalised line left of them is a paragraph of the unit above (`d) ... Birth` / `Certificate` / `In
        addition, the grantee shall ...:` / `e) ...`), not the item's next line."""
        wraps = [ln for c in self._list_items(top) for ln in c.lines[1:]]
        return bool(wraps) and all(ln.bbox[0] >= top.x0 - jumps.INDENT_TOLERANCE for ln in wraps)

    def _wrapped_items(self, top: Open) -> bool:
        """Some item of the open list wrapped onto a second line (so where its wraps stand is known)."""
        return any(len(c.lines) > 1 for c in self._list_items(top))

    def _list_items(self, top: Open) -> list[Node]:
        """The labelled items of the open item's list (its parent's children), or the item alone."""
        parent = self.stack[-2].node if len(self.stack) > 1 else None
        return [c for c in parent.children if c.label and c.lines] if parent is not None else [top.node]

    def _wrap_up(self, i: int, ln: Line) -> bool:
        """`(३) भारत के राज्यक्षेत्र में,- (क) ..., (ख) ..., और (ग) ..., / समाविष्ट होंगे।`: in a script without case,
        where an introduction ending `,-` leaves its sentence open over a list of items ending with commas, the
        line after the last item that closes the sentence, before the next unit, ends the unit's sentence."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.level != "paren" or top.node is not self.cur or len(self.stack) < 2:
            return False
        text = ln.text.strip()
        if not text.endswith(("।", "॥", "৷", ".")) or not _caseless(text) or len(text.split()) > 8:
            return False
        if i + 1 < len(self.lines) and not self.tokens[i + 1][0]:
            return False  # the sentence closes before the next unit opens (or at the end)
        parent = self.stack[-2].node
        items = [c for c in parent.children if c.kind == top.node.kind]
        return re.search(r",\s*[-–—]\s*$", parent.text) is not None and len(items) >= 2 \
            and all(c.text.rstrip().endswith((",", ", और", ", आणि", ", or", ", and", ";")) for c in items)

    def _names_open_paragraph(self, text: str) -> bool:
        """Closing words name `this paragraph` under an open lettered item that a numbered subsection holds (`(2)`
        over `(b)`): Commonwealth drafting (Nigeria, Ghana, Kenya, the UK) calls `(a)` a paragraph and `(1)` a
        subsection, so the words are the open item's own."""
        m = _NAMES_LEVEL.search(text)
        chain = [op.ltype for op in self.stack if op.level == "paren"]
        return m is not None and m.group(1).lower() == "paragraph" and chain[-2:] == ["digit", "alpha"]

    def _named_owner(self, i: int, ln: Line, owner: int) -> int:
        """`(4) "personal information" means a combination of` / `(A) ...; and` / `(B) ...:` / `(i)` ... `(iii) ...;
        and` / `the data elements described in this paragraph are not encrypted ...`: closing words that name their
        own level (`this paragraph`) belong to the open unit of that level, where the open units are numbered as US
        codes number them ((a) subsection, (1) paragraph, (A) subparagraph, (i) below: a digit over a capital letter,
        never the Commonwealth's (1) subsection over (a) paragraph), and it stands at or above the owner found."""
        m = _NAMES_LEVEL.search(ln.text)
        if m is None:
            return owner
        chain = [(k, op.ltype) for k, op in enumerate(self.stack) if op.level == "paren"]
        ranks = [_US_LEVELS.index(t) if t in _US_LEVELS else -1 for _, t in chain]
        if -1 in ranks or ranks != sorted(set(ranks)) or not {"digit", "ualpha"} <= {t for _, t in chain}:
            return owner
        want = {"subsection": "alpha", "paragraph": "digit", "subparagraph": "ualpha"}[m.group(1).lower()]
        k = next((k for k, t in chain if t == want), None)
        if k is None or k > owner:
            return owner
        self._note(i, f"closing words naming 'this {m.group(1)}': they go to {self.stack[k].node.label}, the open "
                      f"{m.group(1)} as US codes number them")
        return k

    def _closing_owner(self, i: int, ln: Line) -> int | None:
        """A paragraph after a list's last item, where the item's line ended short of the column (a new paragraph,
        not a wrapped line), goes to the unit that owns the list when the punctuation says the list is over:
        - items ending `,`/`;`/`; or` and a line in lower case (`but the receipt of a share ...`): the sentence the
          introduction opened goes on after the list, one level up for each open item whose own text introduced
          its list as part of that sentence (`(2) ... where— (b) ...— (i) ...; or (ii) ..., the court may ...`);
        - items with no punctuation at all (`(1) Passport`, `(2) Driver's license`), none holding items of its own
          (`A. Administrative Control` over `1.`, `2.` is a headed unit), and a line opening with a capital: a
          sentence after a list of names is not the last name's;
        - whatever the line's length, a line opening with a verb (`shall be deemed ...`) after a last item ending `,`
          whose item before ended `; and` / `; or`: the sentence's subject was the introduction (`any tenant who—`).
        Returns the stack index of the owner, or None."""
        if (k := self._template_note_owner(ln)) is not None:
            return k
        top = self.stack[-1] if self.stack else None
        if top is None or top.level not in ("paren", "decimal") or top.node is not self.cur or len(self.stack) < 2 \
                or self.prev is None or self.prev not in top.node.lines or top.node.children:
            return None
        items = [c for c in self.stack[-2].node.children if c.kind == top.node.kind]
        ends = [c.text.rstrip() for c in items]
        text = ln.text.strip()
        if len(items) >= 2 and ends[-2].endswith(_CONJUNCTION) and ends[-1].endswith(",") \
                and _MAIN_VERB.match(text):
            return self._at_indent(ln, len(self.stack) - 2)  # `any tenant who— (a) ...; and (b) ..., / shall be
            # deemed ...`: the verb of the sentence the introduction opened, after its last item (the conjunction
            # before it says it is the last)
        if len(items) >= 2 and ends[-2].endswith(_CONJUNCTION) and ends[-1].endswith(g.LIST_PUNCT) \
                and not ends[-1].endswith(_CONJUNCTION) and text[:1].islower() and self.indented \
                and ln.bbox[0] < top.x0 - jumps.INDENT_TOLERANCE and top.node.lines[-1].page == ln.page:
            return self._at_indent(ln, len(self.stack) - 2)  # `(e) liabiliti; dan` / `(f) obligasi,` / `di bawah
            # seksyen 18 ...,—` set back left of the items' markers: the conjunction made the last item the last, and
            # the sentence its introduction opened goes on there, in the unit that owns the list, whether or not an
            # item wrapped to show where its wraps stand (a Malaysian bill's 4(1), fresh14)
        if len(items) >= 2 and ends[-2].endswith(_CONJUNCTION) and ends[-1].endswith(":") and _PROVISO.match(text) \
                and not (top.ltype and self._list_goes_on(i, sequence.Level(top.ltype, top.ordinal))):
            if self._names_open_paragraph(text):
                return len(self.stack) - 1  # `(b) ... gas flared:` / `Provided that, any payment due under this
                # paragraph ...`: the proviso names the lettered item's own level as Commonwealth Acts name it
                # ((1) subsection, (a) paragraph): it qualifies that paragraph, not the subsection (Nigeria's
                # Associated Gas Re-injection Act 3(2)(b), fresh15)
            return len(self.stack) - 2  # `(a) ...; or` / `(b) for a period:` / `Provided that ...`: the last item's
            # colon ends the sentence its introduction began, and the proviso qualifies that sentence; where the
            # list goes on after it (`(ii) ...:` / `Provided that ...; and` / `(iii) ...`), the item was not the last
            # and the proviso is its own (Zimbabwe's Moneylending Act 9(1)(c)(ii))
        if len(items) >= 2 and ends[-2].endswith(_CONJUNCTION) and ends[-1].endswith(";") \
                and all(e.endswith(g.LIST_PUNCT) for e in ends[:-2]) and text[:1].islower() \
                and not ln.bbox[0] > top.x0 + jumps.INDENT_TOLERANCE:
            return len(self.stack) - 2  # `(c) ...; or` / `(d) ...;` / `notwithstanding that ...`: the conjunction
            # before it made the last item the last, and its `;` leaves the sentence open for closing words (a
            # line set right of the item's marker, where its wrapped lines stand, goes on with the item: `;` inside)
        if len(items) < 2 or not text or not self._ended_short(self.prev, ln):
            return None
        open_ends = [e.endswith(g.LIST_PUNCT) or c.children and e.endswith((":", "—", "-", "–"))
                     for c, e in zip(items, ends, strict=True)]  # `(a) does an activity:` over `(i)`, `(ii)`
        if all(open_ends) and text[:1].islower():
            k = len(self.stack) - 2
            # `(H) ...; and` / `any other factor ...`: a conjunction ending the last item keeps the line in its list
            while text.endswith(".") and not ends[-1].endswith(_CONJUNCTION) and k > 0 \
                    and self.stack[k].level == "paren" \
                    and announces_children(self.stack[k].node.text) \
                    and any(c.text.rstrip().endswith(g.LIST_PUNCT) for c in self.stack[k - 1].node.children
                            if c.kind == self.stack[k].node.kind and c is not self.stack[k].node):
                k -= 1
            if text.startswith("then "):  # `(2) Where — (a) ...; and (b) ... — (i) ...; or (ii) ..., / then ...`: the
                # consequence completes the sentence its condition opened, in the unit that opened with `Where`/`If`
                k = next((j for j in range(k, -1, -1) if self.stack[j].node.text.split()[:1]
                          and self.stack[j].node.text.split()[0].lower() in CONJUNCTIONS), k)
            return k
        if all(e[-1:].isalnum() or e.endswith(")") for e in ends) and text[:1].isupper() \
                and all(len(c.lines) == 1 and not c.children for c in items):
            return len(self.stack) - 2  # items holding items of their own are headed units, not a list of names
        return None

    def _template_note_owner(self, ln: Line) -> int | None:
        """`1. [Description of Property 1]` / `2. [Description of Property 2]` / `[Add additional properties as
        needed]`: a form template's list of bracketed placeholders, one line each, and the template's bracketed note
        to its user after them (words only: a bracketed citation or repeal note, `[1985 No.7.]`, `[Act 5 of 2017]`,
        holds digits and stays where printed) is the unit's that owns the list, not the last placeholder's (US
        legal-aid templates: trust deeds, wills, powers of attorney, leases)."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.node is not self.cur or len(self.stack) < 2 or top.node.children \
                or self.prev is None or self.prev not in top.node.lines or not _TEMPLATE_NOTE.match(ln.text.strip()):
            return None
        items = [c for c in self.stack[-2].node.children if c.kind == top.node.kind and c.label]
        if len(items) < 2 or not all(len(c.lines) == 1 and not c.children and _PLACEHOLDER.match(c.text.strip())
                                     for c in items):
            return None
        return len(self.stack) - 2 if self._ended_short(self.prev, ln) else None

    def _set_apart(self, ln: Line) -> bool:
        """A heading line set apart as a container's is: centred, or with the room of a lost line above it (two line
        pitches or more below the line before it on its page)."""
        page = [x for x in self.lines if x.page == ln.page]
        if garbled.centred(ln, page):
            return True
        k = next((j for j, x in enumerate(page) if x is ln), 0)
        return k > 0 and bool(self.pitch) and ln.bbox[1] - page[k - 1].bbox[1] >= LOST_LINE_ROOM * self.pitch

    def _ended_short(self, prev: Line, ln: Line) -> bool:
        """The line before ended its paragraph: this line's first word would have fit after it (same page)."""
        text = ln.text.strip()
        if prev.page != ln.page or not text:
            return False
        right = self.right_edge.get(ln.page, 0.0)
        word, first = (ln.words[0].text, ln.words[0].bbox[2] - ln.words[0].bbox[0]) if ln.words else \
            (text.split()[0], (ln.bbox[2] - ln.bbox[0]) * len(text.split()[0]) / len(text))  # lines as set: no
        # words, so the first word's share of the line's width
        space = max(2.0, first / max(len(word), 1) * 0.5)
        return prev.bbox[2] + space + first < right - 2.0

    def _after_closed_list(self, ln: Line) -> bool:
        """The last item of a `;`-list ended the sentence: a new sentence after it is not that item's text, even
        when no space or indent sets it apart (it goes to the unit that owns the list, `_owner`)."""
        top = self.stack[-1] if self.stack else None
        if top is None or top.level not in ("paren", "decimal") or top.node is not self.cur or len(self.stack) < 2:
            return False  # `Section 5.1 ...;` / `5.2 ...; and` / `5.3 ... .` are a list too (implementing rules)
        text = ln.text.strip()
        if _caseless(text):  # `(4) ...;` / `(5) ... है ।` / `सम्मति ऐसे ...`: no capital to open the sentence, so the
            # last item's line ending short of the column does (Hindi and Bengali Acts print their lists flush so:
            # the Indian Contract Act's s. 14 in Hindi, fresh13)
            # (an Explanation after the last item explains that item: `(ণ) ... বুঝায়।` / `ব্যাখ্যা।— এই প্রকরণের
            # উদ্দেশ্যে ...`, "for the purposes of this clause", fresh6's Forest Rights Act in Bengali)
            return g.capital(text[:1]) and not _EXPLANATION.match(text) and self.prev is not None \
                and self._ended_short(self.prev, ln) and g.closed_list(self.stack[-2].node, top.node)
        return text[:1].isupper() and g.closed_list(self.stack[-2].node, top.node)

    def _is_break(self, ln: Line) -> bool:
        """A new paragraph starts here: a wider gap after a line that ended a sentence, or an indent shift."""
        prev = self.prev
        if prev is None:
            return True
        ended = prev.text.rstrip().endswith(g.TERMINAL)
        if prev.page != ln.page:
            return ended and ln.text.strip()[:1].isupper()
        gap = ln.bbox[1] - prev.bbox[1]
        if self.pitch and gap > 1.6 * self.pitch:
            return True
        return ended and bool(self.pitch) and gap > 1.18 * self.pitch

    # --- tables -----------------------------------------------------------------------------------------------
    def _place_tables(self, page: int, top: float) -> None:
        while self.anchors and (self.anchors[0][0], self.anchors[0][1]) < (page, top):
            t = self.anchors.pop(0)[2]
            parent = self.stack[-1].node if self.stack else (self.head if self.mode == "head" else self.root)
            parent.children.append(Node(kind="table", table_id=t.id, label="", page_start=t.page_start,
                                        page_end=t.page_end, frame=parent.frame))

    def _note(self, i: int, why: str) -> None:
        self.decisions.append(f"line {i + 1}: {why}")


def _inserted_base(number: str) -> str:
    """The number an inserted one was put after (`2A`, `IIA` -> `2`, `II`: a Part inserted by amendment); the number
    itself otherwise."""
    base = number[:-1]
    if len(number) > 1 and number[-1].isalpha() and not roman_value(number.lower()) \
            and (base.isdigit() or roman_value(base.lower())):
        return base
    return number


_ALONE_APPENDED = re.compile(r"(?:The\s+)?(?P<kw>Schedule|Annexure|Appendix)\s*:?")
_REFERS_APPENDED = re.compile(r"\b(?:schedul(?:e|ed)|annexure|appendix)\b", re.I)


def _schedule_alone(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """`... is Rs. ____ only.` / `Schedule` / `All that piece and parcel of the land ...`: a deed prints the heading
    of the schedule it refers to (`the property ... delineated in the schedule hereto`, `the scheduled property`) in
    title case alone on a line. `Schedule` alone is prose only as a wrapped word (`... in the` / `Schedule` /
    `hereto.`), so it heads the schedule when the line before ends a sentence, the next opens with a capital, and
    another line of the document refers to a schedule (an annexure, an appendix)."""
    why: list[str] = []
    texts = [ln.text.strip() for ln in lines]
    for n, text in enumerate(texts):
        m = _ALONE_APPENDED.fullmatch(text)
        if not m or tokens[n][0] or not 0 < n < len(texts) - 1:
            continue
        prev, nxt = texts[n - 1], texts[n + 1]
        if not prev.endswith((".", ".”", ".\"")) or not nxt[:1].isupper() \
                or not any(_REFERS_APPENDED.search(t) for k, t in enumerate(texts) if k != n):
            continue
        kw = m.group("kw")
        tokens[n] = ([Marker("container", text, "", kw.lower(), text.rstrip(": "), "")], "")
        why.append(f"line {n + 1}: '{text}' alone after a sentence's end, a capitalised line under it: the heading of "
                   f"the {kw.lower()} the document refers to")
    return why


def _lookalike_part_clauses(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """`81. Notice ...` / `B2. Quorum` / `83. Minutes`: on a scan, a clause under a lettered part (`B2.`,
    markers._PART_CLAUSE) whose letter is OCR's look-alike of a digit (`B` for 8), standing between the bare numbers
    before and after the number its look-alike spells, is that number misread (re-read in place, `ocr_fixed`, logged);
    a tenancy's `B1.` ... `B2.` under `B. Tenant's Obligations` has no such neighbours and stays a lettered clause."""
    tops = [i for i, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "number" and mks[0].value.isdigit()]
    done = []
    for i, (mks, _) in enumerate(tokens):
        letter = mks[0].extra.get("part_clause") if mks else None
        digit = _LOOKALIKE_DIGITS.get(letter or "", ())
        if len(digit) != 1 or not mks[0].value.isdigit() or not read_by_ocr(lines[i]):
            continue
        spelled = int(digit[0] + mks[0].value)
        before = [int(tokens[j][0][0].value) for j in tops if j < i][-1:]
        after = [int(tokens[j][0][0].value) for j in tops if j > i][:1]
        if before != [spelled - 1] or after != [spelled + 1]:
            continue
        text = lines[i].text.strip()
        markers, rest = read_line(digit[0] + text[1:])
        if not markers or markers[0].kind != "number" or markers[0].value != str(spelled):
            continue
        markers[0].ocr_fixed, markers[0].extra["repaired"] = True, f"'{mks[0].raw}' read as {spelled}: {letter} is " \
            f"OCR's look-alike of {digit[0]}, between {spelled - 1} and {spelled + 1}"
        markers[0].raw = mks[0].raw  # as printed on the scan
        tokens[i] = (markers, rest)
        done.append(f"line {i + 1}: {markers[0].extra['repaired']}")
    return done


def _bare_codes_in_a_code(lines: list[Line], tokens: list[tuple[list[Marker], str]]) -> list[str]:
    """A code number printed with no `§` or keyword (`38-12-103. Return of ...`, `5321.16 Security deposits.`)
    opens a section only in a code: where the document numbers no unit another way (no `1.`, `SEC. 1`, `4.1` at a
    line's start) or another such number of its series stands (`5321.16`, `5321.17`). Elsewhere the shape is an
    amount, a year pair or a telephone number at a line's start (`1500.75 Paid on signing`, `2019.20 Assessment
    year`, `020-2567-1234 Pune office`) and stays text (rewritten in place; the reasons)."""
    bare = [i for i, (mks, _) in enumerate(tokens) if mks and mks[0].extra.get("bare_code")]
    numbered = any(mks and (mks[0].kind in ("number", "decimal") or mks[0].kind == "section" and mks[0].keyword != "§")
                   for mks, _ in tokens)
    # `... as provided under §` / `22-40-21. An information holder ...`: where the code prints its sections with the
    # sign (`§ 22-40-20`), the same series bare at a line's start is a citation whose sign ended the line before
    signed = {jumps.series(mks[0].label) for mks, _ in tokens
              if mks and mks[0].kind == "section" and mks[0].keyword == "§" and not mks[0].extra.get("bare_code")}
    if not bare or not numbered and not signed:
        return []
    series = Counter(jumps.series(tokens[i][0][0].label) for i in bare)
    done = []
    for i in bare:
        label = tokens[i][0][0].label
        if jumps.series(label) in signed:
            tokens[i] = ([], lines[i].text)
            done.append(f"line {i + 1}: '{label}' kept as text: the code prints its sections of that series with the "
                        "sign, so this is a citation wrapped to a line's start")
        elif numbered and series[jumps.series(label)] < 2:
            tokens[i] = ([], lines[i].text)
            done.append(f"line {i + 1}: '{label}' kept as text: a code number with no sign, alone of its series, "
                        "where the document numbers its units otherwise (an amount, a year pair, a telephone number)")
    return done


def _articles_alone(tokens: list[tuple[list[Marker], str]]) -> None:
    """`ARTICLE 1` alone on its line is a treaty's provision where Articles are mostly numbered so: among `ARTICLE I`,
    `ARTICLE II` it is `ARTICLE I` with its stroke read as a one (left to the spoiled-label rules); among `ARTICLE 15`,
    `ARTICLE 17` a roman `ARTICLE I` alone is `ARTICLE 1` whose one OCR read as a stroke (logged as a repair)."""
    romans = [n for n, (mks, _) in enumerate(tokens) if mks and mks[0].kind == "container"
              and mks[0].keyword == "article"]
    alone = [n for n, (mks, _) in enumerate(tokens) if mks and mks[0].extra.get("alone")
             and mks[0].keyword.lower() == "article"]  # `Section 4` alone is no treaty's Article
    if _articles_hold_sections(tokens, alone):
        return
    if not romans or not alone:
        return
    if len(romans) >= len(alone):
        for n in alone:
            tokens[n] = ([], tokens[n][1])
        return
    for n in romans:
        mk, value = tokens[n][0][0], roman_value(tokens[n][0][0].value.lower())
        if mk.rest.strip() or not value:
            continue
        label = f"{mk.raw.split()[0]} {value}"
        why = f"{mk.label} read as {label}: the other Articles alone on their lines are numbered in digits"
        tokens[n] = ([Marker("section", mk.raw, str(value), mk.raw.split()[0], label, "", ocr_fixed=True,
                             extra={"alone": True, "repaired": why})], tokens[n][1])


def _articles_hold_sections(tokens: list[tuple[list[Marker], str]], alone: list[int]) -> bool:
    """`ARTICLE 1` / `GENERAL PROVISIONS` / `SECTION 1. Short Title.` / `SEC. 2. ...` / `ARTICLE 2` / `SEC. 4.`: an
    Act divided into Articles numbered in arabic that hold Sections numbered on through them (a Philippine Act set as
    its Codes and implementing rules are, `ARTICLE I` > `Section 1`) — the Articles alone on their lines are
    containers, not a treaty's provisions. Only when every Article's first provision below it is a `Section`/`SEC.`
    (a treaty's Article opens with `1.` or text) and there are two Articles at least; True when they were read so."""
    arts = [n for n in alone if tokens[n][0][0].keyword.lower() == "article"
            and (not tokens[n][0][0].ocr_fixed or tokens[n][0][0].extra.get("doubled"))
            and "heading" not in tokens[n][0][0].extra]
    if len(arts) < 2 or len(arts) != len(alone):
        return False
    for k, n in enumerate(arts):
        end = arts[k + 1] if k + 1 < len(arts) else len(tokens)
        first = next((mks[0] for mks, _ in tokens[n + 1:end] if mks and mks[0].kind in ("section", "number")), None)
        if first is None or first.kind != "section" or not first.keyword.lower().startswith("sec"):
            return False
    for n in arts:
        mk = tokens[n][0][0]
        tokens[n] = ([Marker("container", mk.raw, mk.value, "article", mk.label, "", ocr_fixed=mk.ocr_fixed,
                             extra={k: v for k, v in mk.extra.items() if k in ("repaired", "review")})], tokens[n][1])
    return True


def _keyword_kind(label: str) -> str:
    """`SEC. 4`, `Section 2`, `Sec.` -> section; `Article 3`, `ART. 1` -> article (the provisions' keyword)."""
    word = label.split()[0].lower().rstrip(".") if label.split() else ""
    return "article" if word.startswith("art") else "section" if word.startswith("sec") else word


_NEXT_OF_FIRST = {"i": "ii", "a": "b", "1": "2", "A": "B"}


_INLINE_ITEM = re.compile(r"(?<=[\s:;,—–-])\((?P<v>[a-z]|\d{1,3})\)\s+\S")
_RUN_WRAPS = re.compile(r"[;,:]\s*(?:and|or)?$")


def _run_in_next(prev: str, value: str) -> bool:
    """`... including: (a) admission of Members; (b) upgrades; and` over `(c) any other matter ...`: the line above
    holds a list run in inside its paragraph, left open on `;`/`; and`, whose last item is the one before value."""
    items = [m.group("v") for m in _INLINE_ITEM.finditer(prev)]
    if len(items) < 2 or not _RUN_WRAPS.search(prev.rstrip()):
        return False
    last = items[-1]
    nxt = str(int(last) + 1) if last.isdigit() else chr(ord(last) + 1) if last != "z" else ""
    return nxt == value


def _run_in_sibling(mk: Marker) -> bool:
    """`(i) The implementing agency; (ii) A government ...; and (iii) ...`: a first item whose next item follows on
    its own line after a `;` or `,` is a list run in inside a paragraph (the print set it so), not units."""
    nxt = _NEXT_OF_FIRST.get(mk.value)
    run = re.search(rf"[;,]\s+(?:(?:and|or)\s+)?\({nxt}\)\s+\S", mk.rest) if nxt is not None else None
    if run is None or not mk.raw.startswith("("):
        return False
    # `(a) Governance. The Company ... including: (a) admission ...; (b) proposed ...` (a US LLC operating agreement):
    # the run starts again at the item's own letter, so it is the item's own enumeration (a list never repeats a
    # letter), not its next sibling run in; the item opens
    return re.search(rf"(?<![\w(])\({re.escape(mk.value)}\)\s+\S", mk.rest[: run.start()]) is None


def _heading_only(text: str) -> bool:
    """A number line's text that is only a short heading: a capital, one line, up to 10 words, no closing punctuation
    (`Directors may delegate`, `Voting at meetings: general rules`)."""
    title = text.strip()
    return title[:1].isupper() and "\n" not in title and len(title.split()) <= 10 \
        and not title.endswith(g.TERMINAL + (",", ";", ":"))


# `W . Mindanao ...`, `& . Muslim ...`, `. Islamic ...`: a dotted number OCR spoiled, its dot set apart
_SPOILED_DOT = re.compile(r"^(?P<tok>(?!\d+\s?\.)\S{0,2})\s?\.\s+(?P<rest>[A-Z].*)$")
_BLANK = re.compile(r"_{3,}|\.{4,}|…")  # a form's blank to fill in
# `“ tax ”, in relation to—`; `"Vice-Chancellor"—` (the term and the dash its limbs follow, no space between)
_QUOTED_TERM = re.compile(r"^[“\"‘']{1,2}\s?[^”\"’'\s][^”\"’']{0,60}?[”\"’']{1,2}[\s,\u2014\u2013-]")
# `";`, `”.`, `"`: a closing quotation mark and its punctuation, nothing else (the end of words an amendment inserts)
_QUOTE_CLOSED = re.compile(r"[”\"’]{1,2}[;,.:)]{0,2}")
# a line stopping mid-sentence, on a word or a comma (not on `; and` / `; or` closing a list's member): the next line
# carries it on
_CARRIES_ON = re.compile(r"[^\W_],?$|,$")
_LIST_JOIN = re.compile(r"[;:,]\s*(?:and|or|dan|atau)$")
_PROVISO = re.compile(r"^(?:Provided|PROVIDED)\b")
_PLACEHOLDER = re.compile(r"^\[[^\[\]]+\]$")  # `[Description of Property 1]`: a template's blank, bracketed
_TEMPLATE_NOTE = re.compile(r"^\[[A-Z][^\[\]\d]*\]$")  # `[Add additional properties as needed]`: words only
# `Explanation.—`, `ব্যাখ্যা।-`, `स्पष्टीकरण--`: an explanation of the unit it follows; the items it introduces are that
# unit's (fresh9's Bangladesh Secured Transactions Act 2(৭) and 3(৪); the Private Security Agencies Act's s. 19, the
# Iodine Deficiency Act's s. 10: `ব্যাখ্যা- এই ধারায়- (ক) ...`)
_EXPLANATION = re.compile(r"^(?:Explanation|EXPLANATION|ব্যাখ্যা|स्पष्टीकरण|விளக்கம்|వివరణ|ವಿವರಣೆ)(?:[\s.।৷:|!-]|-?\d|$)")
# a line's last word that leaves its sentence open for what the next line starts with (`shall be made in` / `Form 3.`)
_OPEN_END = re.compile(r"\b(?:in|of|to|under|per|see|by|with|from|and|or|the|a|an)\s*$")


def _legend_runs_on(prev: str, rest: str) -> bool:
    """`... THE SALE IS MADE IN ACCORDANCE WITH` / `RULE 144 UNDER THE ACT, OR THE CORPORATION RECEIVES AN OPINION OF`:
    the Securities Act legend US warrants, notes, SAFEs and stock certificates print in capitals over their text (and
    any legend or notice so printed): a long line of capitals ending on an open word, and after the label a sentence
    going on (a comma, or an open word last), cites the rule; a heading in capitals breaks neither way."""
    return caps_line(prev) and len(prev.split()) >= 8 and bool(_OPEN_END.search(prev.lower())) and caps_line(rest) \
        and ("," in rest or bool(_OPEN_END.search(rest.lower())))
_CONJUNCTION = g.ITEM_JOINS  # an item's last words when one more item of its list follows (`; and`, `; அல்லது`)
_MAIN_VERB = re.compile(r"^(?:shall|may|must|will|is|are|commits|be)\b")  # a sentence's verb after its subject's list


def _goes_on(last: tuple[int, int], new: tuple[int, int]) -> bool:
    """`18` after `17A` or `17`, `17B` after `17A`: the next provision's number (an inserted one's letters count on)."""
    return new == (last[0] + 1, 0) or new[0] == last[0] and new[1] > last[1]


def _shoulder_like(text: str) -> bool:
    """A line that may head the unit below it: short, from a capital, no stop or introduction at its end."""
    return bool(text) and text[:1].isupper() and len(text.split()) <= 10 and not _closes_unit(text) \
        and (not text.endswith((".", ";", ",", ":")) or text.endswith(", etc."))  # `Absence of registration, etc.`


def _caseless_shoulder(text: str) -> bool:
    """`_shoulder_like` for a script without capitals: Bangladesh's Acts set each section's heading on its own line
    above its number (`সংজ্ঞা` / `২৷ বিষয় বা ...`), as Malaysia's do (`Tafsiran` / `2. Dalam Akta ini`); a short line
    that ends in no full stop, danda, comma, colon or dash (an introduction: `এই আইনে-`)."""
    return _caseless(text) and len(text.split()) <= 10 and not _closes_unit(text) \
        and not text.endswith(g.FULL_STOP + (";", ",", ":", "-", "–", "—", "|", "!"))


def _closes_unit(prev: str) -> bool:
    """The line ends a unit though no stop ends it: a note in brackets (`7. to 12 [Repealed, ... s. 5]`), a
    definition's French term after its stop (`... of this Act. (ministre)`), or the last line of Canada's historical
    note (`R.S., c. S-20, s. 1`, `54, s. 83`: citations, no word of prose)."""
    return prev.endswith("]") or bool(_FRENCH_TERM_END.search(prev)) \
        or bool(_CITATION_END.search(prev)) and not re.search(r"\b[a-z]{4,}", prev)


_FRENCH_TERM_END = re.compile(r"\.\s*\([^()]{1,60}\)$")
_CITATION_END = re.compile(r"\b(?:c|ss?)\.\s*[A-Z]?-?\d+(?:\.\d+)?(?:\(\d+\))?$")


def _undotted_heading(text: str) -> bool:
    """A provision's heading on its number's line: up to 20 words from a capital, no second sentence, not ending
    as a clause or an introduction does (`,`, `;`, `:`, a dash)."""
    t = text.strip()
    return bool(t) and t[:1].isupper() and len(t.split()) <= 20 and not t.endswith((",", ";", ":", "-", "–", "—")) \
        and not re.search(r"[a-z]{3}[.;:] +[A-Z]", t) and not _FIGURES.search(t)


_TITLED_SCHEDULE = re.compile(r"^(?:The\s+|(?:First|Second|Third|Fourth|Fifth|Sixth)\s+)?Schedule$")
# `[Section 3]`, `[Sections 3, 7 and 8]`, `[Subsection 5(2)]`: the provisions a schedule serves, under its title
# `[See rule 10]`, `(See section 3)`: the provision a form or schedule serves, printed under its heading (India)
_SERVES = re.compile(r"^[\[(]\s*See\s+(?:rules?|sections?|regulations?|paragraphs?|clauses?|articles?)\b[^\[\]]{0,60}"
                     r"[\])]$", re.I)
# `s 5`, `ss 5, 6`, `r 3`: a New Zealand-style reprint's pointer, right-aligned under `Schedule` (the Laws of the Cook
# Islands' Departure Tax Act 2012; New Zealand's own Acts print `s 5` so); a scan loses the narrow space (`s5`)
_POINTER = re.compile(
    r"^\[(?:Sections?|Subsections?|Regulations?|Rules?|Paragraphs?|Clauses?|Articles?)\s[^\[\]]{1,60}\]$"
    r"|^(?:ss?|rr?|cls?)\s?\d{1,3}[A-Z]{0,2}(?:\(\w{1,3}\))*(?:(?:,|\sand)\s\d{1,3}[A-Z]{0,2}(?:\(\w{1,3}\))*){0,5}$")
# `... அரிசி.;`, `... வழங்குதலும்; ;`: an amending item's quoted text ends `.”;` / `;”;`, and OCR lost the closing mark
# between the two stops (fresh13's Sri Lankan levy amendment, born and clean)
_STOPS_AROUND_LOST_QUOTE = re.compile(r"[.;]\s?;$")
_POINT_ZERO = re.compile(r"\s*(\d+)\.0\s+[A-Z]")  # `2.0 The Letting`: a clause heading numbered N.0
_NOTE_LINE = re.compile(r"^(?:\[[^\[\]]{3,80}\]\s*)+$")  # `[Act 22 of 2023 wef 01/07/2024]`, `[37/2010] [Act ...]`
def _history_line(text: str) -> bool:
    """A line of Canada's historical note (`R.S., 1985, c. I-3, s. 3; 1988, c. 65, s. 132; 1999, c. 17,`): a year's
    chapter cited, and no word of prose (only `c.`, `s.`, `ss.`, `Supp.` between the figures)."""
    return bool(re.search(r"\b\d{4},\s*c\.\s*[A-Z]?-?\d+", text)) and not re.search(r"\b[a-z]{4,}", text)


_ROMAN_STROKES = str.maketrans({"1": "i", "l": "i", "I": "i", "|": "i", "!": "i"})
# Canada's historical note under each section of a consolidation: `2015, c. 2, s. 67`, `R.S., 1985, c. F-10, s. 5;
# 1993, c. 44, s. 155; ...` (the statutes that made and amended it: chapter and section of each year's volume)
_HISTORY_NOTE = re.compile(r"^(?:R\.S\.(?:C\.)?,\s*(?:\d{4},\s*)?c\.\s*[A-Z]?-?\d+|\d{4},\s*c\.\s*\d+)"
                           r"(?:\s*\([^()]{1,20}\))?(?:,\s*(?:ss?|Sch|par)\.[^;]{0,40})?(?:;.*)?$")
# `to use furniture ...`: an infinitive after an item's marker; `to the`, `to clause 5`, `to (c)` are references
_INFINITIVE = re.compile(r"^to\s+([a-z]{2,})\b")
_CITES_ON = re.compile(r"(?:\b(?:and|or|to|of|in|under|with|by|from|paragraphs?|clauses?|sub-?clauses?|sections?|"
                       r"sub-?sections?|items?|rules?|articles?|[Ss]chedules?)|\))$")
_NOT_VERBS = {"the", "this", "that", "these", "those", "such", "any", "all", "each", "every", "its", "his", "her",
              "their", "our", "your", "clause", "clauses", "section", "sections", "paragraph", "paragraphs", "item",
              "items", "rule", "rules", "schedule", "article", "articles", "sub", "and", "or", "be", "him", "them",
              "it", "us", "me", "whom", "which", "what", "an", "one", "two", "three", "four", "five", "six"}
# a clause headed for the contract's execution (`10. ACCEPTANCE AND SIGNATURES`, `12. EXECUTION`, `Signatures`)
_EXECUTION_HEADING = re.compile(r"\b(?:SIGNATURES?|Signatures?|EXECUTION|Execution|ATTESTATION|Attestation)\b")
# the next number of a series numbered bare (`7 (ii)I/We say ...`): a capital or a bracket opens its text
# closing words after a list that name the level they belong to (`the data elements described in this paragraph`)
_NAMES_LEVEL = re.compile(r"\bthis (subsection|paragraph|subparagraph)\b", re.I)
_US_LEVELS = ("alpha", "digit", "ualpha", "roman")  # (a) subsection, (1) paragraph, (A) subparagraph, (i) clause
# `(Ll) A legal requirement ...`: a first subsection's `(1)` as OCR spoils it (bracket, up to three strokes, bracket)
_SPOILED_FIRST = re.compile(r"^\([1lIiLa|!]{1,3}[)}\]]\s+[A-Za-z]")
_SERIES_NUMBER = re.compile(r"^(?P<num>[0-9]{1,3})\s+(?P<rest>[A-Z(\[“\"].*)$")
# `3 we undertake to advise ...`: a bare number before a word, whatever its case (a form's typist's slip)
_BARE_WORDS = re.compile(r"^(?P<num>[0-9]{1,3})\s+(?P<rest>[A-Za-z][a-z’'/-]*\s.*)$")
# a line ending in two or more bare figures (`Duplex 304 54 0 0`): a table's row of cells read as one line, whose serial
# number at its start is no provision's (a heading ends in words, or one year or number at most)
_FIGURES = re.compile(r"\s[\d,.]+\s+[\d,.]+\s*$")


def _shape(value: str) -> str:
    """A marker's kind of symbol: digits, small letters (romans too), capitals."""
    return "digit" if value[:1].isdigit() else "capital" if value[:1].isupper() else "small"


def _number_as_item(mk: Marker, markers: list[Marker]) -> list[Marker]:
    """`1. Anyone who acts in defense ...` under `Article 11. ... -The following do not incur any liability:`: a bare
    number that cannot be a top unit here (the family numbers its provisions with a keyword, or the numbering does
    not follow) is read as a dotted item, which opens a list only after an introduction (or with its next item
    following) and otherwise continues an open one; labelled as printed (`1`). A gap a top reading recorded
    (`10.` after clause 1, `2-9` skipped) is no mark of the print: the item `10.` after `9.` goes on as an item."""
    if not mk.value.isdigit() or not mk.rest.strip() or set(mk.extra) - {"gap", "why", "heading"}:
        return markers
    heading = {"heading": mk.extra["heading"]} if "heading" in mk.extra else {}  # `1. On Membership : (a) ...`
    item = Marker("paren", mk.raw, mk.value, label=mk.value, rest=mk.rest, extra={"half": True, "dotted": True,
                                                                                   **heading})
    return [item, *markers[1:]]


def _label_of(op: Open) -> str:
    return op.node.label or "the item"


# characters OCR swaps for one another in numbers (`PART Il`, `$.` for 5., `1O`): a repair between them changes
# nothing a reader of the text would misunderstand, so it is not a reason for review (as `confidence.misread_label`)
_LOOKALIKE = str.maketrans({"i": "1", "l": "1", "|": "1", "!": "1", "o": "0", "s": "5", "$": "5", "b": "8"})


def _at_spoiled_dot(ln: Line, x0: float) -> bool:
    """`W . Mindanao ...` at the dotted items' indent, or a little right of it (`. Islamic ...`: the number lost)."""
    return -jumps.INDENT_TOLERANCE <= ln.bbox[0] - x0 <= 2 * jumps.INDENT_TOLERANCE \
        and bool(_SPOILED_DOT.match(ln.text.strip()))


def _form(mk: Marker) -> str:
    """How a bracketed-list marker is printed: `dot` (`a.`), `paren` (`(a)`); "" for a half bracket (`a)`)."""
    return "dot" if mk.extra.get("dotted") else "" if mk.extra.get("half") else "paren"


# `ce. The Seller ...`: a dotted letter (`c.`) with a letter glued on by a harsh scan (`_glued_dotted_letter`)
_GLUED_DOTTED = re.compile(r"^(?P<tok>(?P<v>[a-z])[a-z])\.\s+(?P<rest>[A-Z].*)$")


def _label_form(label: str) -> str:
    """How an open item's label is printed: `(1)` paren, `1` dot (labels drop the dot), else not known."""
    return "paren" if label.startswith("(") else "dot" if label[:1].isalnum() else ""


def _lookalike_only(mk: Marker) -> bool:
    """The marker as read and its repaired label differ only by look-alike characters, spacing and punctuation, or by
    digits that print the label's number in another script or as a native look-alike (`indic_numbers.digits_alike`:
    `(3)` for `(३)`, `९)` for `१)`), which the series vouched for."""
    return _canon(mk.raw) == _canon(mk.label) or indic_numbers.digits_alike(_alnum(mk.raw), _alnum(mk.label))


def _sequence_lookalike(mk: Marker, label: str) -> bool:
    """The marker as read and the label the sequence gave it differ only by look-alike characters (`(1)` for (i)) or
    the sign OCR writes for an f (`(£)`, as `confidence._LOOKALIKES` reads it), or for a Bengali item drawn as it
    (`(©)` for `(ঙ)`: `indic_numbers.drawn_item`)."""
    return _canon(mk.raw.replace("£", "f")) == _canon(label) or indic_numbers.drawn_item(mk.raw, label)


def _alnum(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def _canon(text: str) -> str:
    return "".join(ch for ch in text.lower().translate(_LOOKALIKE) if ch.isalnum())


END_RUN = 4  # spoiled marker lines a list's end may close (`_run_to_end`); a longer run is no list's tail


def _counts_on(tokens: list[str]) -> bool:
    """Two or more of the tokens follow the one before them as roman numerals (`ii`, `iii`, `iv`)."""
    values = [roman_value(t) if t.isalpha() and t.islower() else None for t in tokens]
    return sum(a is not None and b == a + 1 for a, b in zip(values, values[1:], strict=False)) >= 2


def _digits_from_one(tokens: list[str]) -> int:
    """How many tokens from the first count on as a digit list opening at 1 (`1` `2` `2A` `3` -> 4; an inserted
    `2A` follows its `2`); 0 unless the first is `1`."""
    count, last = 0, (0, "")
    for tok in tokens:
        m = re.fullmatch(r"(\d{1,2})([A-Z]?)", tok)
        if not m:
            break
        n, suf = int(m.group(1)), m.group(2)
        if not ((n == last[0] + 1 and not suf) or (n == last[0] and suf > last[1])):
            break
        count, last = count + 1, (n, suf)
    return count


TWO_STROKES_OF_THREE = 0.45  # a numeral's ink width against a three-stroke one's: above, two strokes (_first_was_two)
THREE_STROKES_OF_ONE = 4.3  # a numeral read as two strokes this many times as wide as a one-stroke sibling's: three
THREE_STROKES_AT_MOST = 8.0  # wider still, the one-stroke sibling's box is no stroke (`Part |`: a hairline bar)
SAME_KEYWORD = 0.1  # two labels' keywords this share apart in width at most: the same face and size


def _numeral_width(ln: Line) -> float | None:
    """The ink width of a container label's numeral, the line's second word (`Part` `Hl`), when that word is only
    strokes (no dot or bracket widening it); None otherwise."""
    words = ln.words
    if len(words) < 2 or not words[0].text.strip(garbled._EDGE).isalpha() \
            or not re.fullmatch(r"[IVXLCHTlt1|]{1,4}", words[1].text):
        return None
    return words[1].bbox[2] - words[1].bbox[0]


def _joined_strokes(mk: Marker) -> bool:
    """The container's numeral was read with an `H` (`Hl`, `HI`): two strokes run together."""
    words = mk.raw.split()
    return len(words) > 1 and "H" in words[1].strip(".:)")


def _label_numeral(printed: str, heading: str) -> tuple[str, str]:
    """(the numeral, the heading) of a spoiled label line (garbled.spoiled_label): its numeral's tokens run
    together (`I I`); a capitalised word among them is the heading's first (`art il Tax Appeal Court`)."""
    tokens = printed.split()
    if len(tokens) == 2 and tokens[1][1:].isalpha() and tokens[1][1:].islower() and tokens[1][:1].isupper():
        heading = f"{tokens.pop()} {heading}".strip()
    return "".join(tokens).strip("()[]{}|\\.,:;-–— "), heading


def _lone_label_numeral(numeral: str, heading: str) -> str | None:
    """The number of an excerpt's only container label whose word or dash a harsh scan spoiled (`‘art VIE REPATRS
    PO MIOTOR VEHICLES ...` for Kenya's `Part VI – REPAIRS TO MOTOR VEHICLES ...`): its numeral read through the
    roman look-alikes; an `E` glued after it is the dash before the heading (`VIE`), taken so only when a heading in
    capitals follows on the line (alone, `PARTIE` is `PART III`'s strokes run together: no reading). None when no
    numeral comes out."""
    if not numeral or not heading or not heading.replace(" ", "").isupper() or len(heading.split()) < 2:
        return None
    read = garbled.repair_numeral(numeral)
    if read is None and len(numeral) >= 2 and numeral[-1] == "E":
        read = garbled.repair_numeral(numeral[:-1])
    return read


def _opening_sentence(text: str) -> str:
    """A unit's text up to its first definition or the end of its first line's sentence: the introduction a
    definitions unit opens with may wrap (`In these Rules the following expressions have the meanings hereby assigned
    to them respectively,` / `that is to say-`)."""
    out = []
    for line in text.split("\n"):
        if out and (g.DEFINITION.match(line.strip()) or out[-1].rstrip().endswith(g.TERMINAL)
                    or announces_children(out[-1])):
            break
        out.append(line)
    return " ".join(out)


_BAR_END = re.compile(r"\S\s[|!]$")


def _danda_end(text: str) -> bool:
    """The line ends a sentence in a caseless script: with its danda, or with the danda read as a bar or a bang after
    a space (`(২) ইহা অবিলম্বে কার্যকর হইবে |`, the Bengali and Devanagari models' commonest misread of it; fresh16's
    election commissioners Act, born, put s. 2's heading `সংজ্ঞা` at the end of s. 1 so)."""
    text = text.rstrip()
    return text.endswith(g.FULL_STOP) or _caseless(text) and bool(_BAR_END.search(text))


def _caseless(text: str) -> bool:
    """Text in a script without case (Devanagari, Bengali, Tamil, Telugu, Kannada): where capitals and full stops
    cannot tell a new sentence, layout and the list's punctuation have to (English keeps its own rules)."""
    return script_of(text) not in ("", "Latin")


def _listed(mk: Marker) -> str:
    """The value a marker's list reads it by: `1°`, a figure printed with its degree sign, is a list of its own
    (sequence.readings), never the digit 1; any other marker its value as read."""
    return f"{mk.value}°" if mk.extra.get("degree") else mk.value


def _values(mk: Marker) -> list[str]:
    """The marker's value, and for a half bracket whose `(` was read as a letter (`th)`) the value without it."""
    if mk.extra.get("degree"):
        return [_listed(mk)]
    if mk.extra.get("half") and len(mk.value) > 1 and mk.value[0] in "tf{l":
        return [mk.value, mk.value[1:]]
    if mk.extra.get("half") and mk.raw.startswith("(") and len(mk.value) in (2, 3) and mk.value[-1] in "ydj":
        return [mk.value[:-1], mk.value]  # `(by`, `(bay`, `(bad`: the closing bracket read as a letter (harsh scans)
    if mk.raw == f"({mk.value})" and len(mk.value) in (2, 3) and mk.value.isalpha() and mk.value.islower() \
            and not roman_value(mk.value) and mk.value != mk.value[0] * len(mk.value):
        return [mk.value, mk.value[0]]  # `(dad)`, `(ft)`: a letter and its bracket's strokes read as more letters
    if mk.raw == f"({mk.value})" and len(mk.value) == 2 and mk.value[0] == "D" and mk.value[1].islower():
        return [mk.value, mk.value[1]]  # `(Db)`: the opening bracket's curve and a stroke read as a capital D
    return [mk.value]


# Signs and letters OCR reads for a single digit (a unit number with nothing after it to confirm it by).
_LOOKALIKE_DIGITS = {"$": ("5", "8"), "S": ("5", "8"), "B": ("8",), "G": ("6",), "O": ("0",), "l": ("1",),
                     "I": ("1",), "Z": ("2",), "z": ("2",), "g": ("9",), "q": ("9",)}


def _digit_like(token: str) -> bool:
    """A token OCR can make of a number: signs, and letters that are digits' look-alikes (`$`, `S`, `Z`). `Mr`,
    `Dr`, `No`, `Rs` open a line of text: read as a number, such a line would fill a hole in the numbering and
    hide the unit really lost there."""
    return all(not ch.isalpha() or ch in _LOOKALIKE_DIGITS for ch in token)


# An item marker whose opening bracket and value OCR lost: `) the Chief Justice;`.
# `-. To use ...`, `©. To keep ...`: an item marker OCR spoiled into a sign or two, then its dot or bracket.
_SPOILED_ITEM = re.compile(r"^(?P<tok>[^\w\s(\[]{1,2})[.)]\s+(?P<rest>[A-Z“\"].*)$")
# `(ho A biometric indicator,` where `(E) A biometric` stood: the opening bracket kept, the letter and the closing
# bracket spoiled into one or two letters (no closing bracket read)
_OPEN_SPOILED = re.compile(r"^(?P<tok>\([^\W\d_]{1,2})\s+(?P<rest>[A-Z“\"].*)$")
_LETTER_SPOILED = re.compile(r"^(?P<tok>[a-z][a-z])\.\s+(?P<rest>[A-Z“\"].*)$")  # `bh. If ...`: `b.`, a stroke read


def _letter_spoiled(text: str, value: str) -> re.Match[str] | None:
    """`bh. If the Goods ...` where the list's next item `b.` stands: its letter kept, a stroke after it read as a
    second letter (a doubled `bb.` is read as a marker already)."""
    m = _LETTER_SPOILED.match(text.strip())
    return m if m and m.group("tok")[0] == value and m.group("tok")[1] != value else None


_LONE_STOP = re.compile(r"^\.\s+(?P<rest>[A-Z“\"].*)$")  # `. The Buyer shall ...`: an item's letter lost, its stop kept
ITEM_TEXT_SHIFT = 45.0  # points: how far right of its marker an item's text starts (`(iv) ` in a large font)
_LOST_OPENING = re.compile(r"^[‘’'`]?(?P<tok>[)\]}])\s*(?P<rest>[A-Za-z“\"].*)$")
# A section line's heading, then a first subsection whose marker OCR spoiled: `... premises © G0 The landlord`,
# Tamil `3. ௮) ...` (`(1` read as the Tamil digit eight, a look-alike of `அ`)
_LOST_FIRST = re.compile(r"^(?:(?P<h>\S.{2,120}?)\s*[.:]?\s+)?(?P<tok>\([^\s)]{1,3}\)|[^\s()]{1,2}\)"
                         r"|[©®@(\[{|][^\s]{0,3}(?:\s[^\s]{1,3})?)\s+(?P<body>\S.*)$")


def _code_prefix(label: str) -> str | None:
    """`[§481A-3]` -> `§481A-`: the part of a code section label that stays the same within its chapter."""
    m = re.match(r"^\[?(§\s?\d{1,4}[A-Z]{0,2}-)\d", label or "")
    return m.group(1) if m else None



def _same_number(number: str, prefix: str) -> bool:
    """`ARTICLE 04. ASSESSMENTS` over `4.1`: a number padded with a zero (an HOA declaration's, a specification's
    `SECTION 01`) is the same number."""
    return number == prefix or number.isdigit() and prefix.isdigit() and int(number) == int(prefix)


def _in_figures(label: str) -> str:
    """`IV.1` -> `4.1`: a roman-decimal number (a society constitution's section under `ARTICLE IV`) as figures;
    any other label as it is."""
    head, dot, tail = label.partition(".")
    value = roman_value(head.lower()) if dot and head.isalpha() and head.isupper() and tail[:1].isdigit() else None
    return f"{value}.{tail}" if value else label


def _runs_on_last_part(op: Open) -> bool:
    """A section numbered `1.1` (article.section) or `90.300` (chapter.section) whose sequence runs on its last part:
    its number `1` is not a clause `1` for a `1.2` to nest under."""
    label = op.node.label.split()[-1] if op.node.label else ""
    return "." in label and label != op.number and label.endswith("." + op.number)


def _container_number(label: str) -> str:
    """A container's number as its sections' first part prints it: `PART 3` -> `3`, `ARTICLE II` -> `2`."""
    last = label.split()[-1]
    value = roman_value(last.lower()) if last.isalpha() and last.isupper() else 0
    return str(value) if value else last


def _n(value: str) -> int:
    return g.num(value)[0]


def _as_letter(value: str, levels: list[sequence.Level], family: str) -> sequence.Decision | None:
    """A run of spoiled letters read `value` as the letter list's next (`(i)` after `(h)`, the `(1)` read for it): the
    letter's place in its open list, not a roman first item under a short item that reads like a heading."""
    cands = [d for rd in sequence.readings(value, family) if rd.type == "alpha"
             for d in sequence.options(rd, levels, None) if d.depth < len(levels)]
    return max(cands, key=lambda d: d.score, default=None)
