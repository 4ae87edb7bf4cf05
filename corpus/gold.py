"""The corpus' annotated text format -> printed paragraphs and gold units; written apart from engross's parser.

A corpus text (`corpus/texts/ID.txt`) holds a real legal text one printed paragraph per line, each line
tagged by hand (an auto-tagger proposed the tags, a careful read fixed them). Two spaces of indentation per
level of the document's own structure; the tag after the indentation says what the line is:

    ^ text          a centred title line of the head (not a unit)
    - text          a frame paragraph: head (enacting clause, recitals, parties) or tail (signatures)
    * LABEL|rest    a unit starts: LABEL is its number as printed ("Section 4.", "(a)", "12A.", "CHAPTER II");
                    "{Heading}" inside rest marks an inline heading (a form's "{{blank}}" is printed text);
                    status notes in rest give its status
    *& LABEL|rest   a unit printed on the same line as the unit before it (Malaysian "12. (1) text")
    > text          a heading printed on its own line above the next unit (Malaysian shoulder heading)
    ~ text          a heading line printed below its unit's label (CHAPTER II / PUNISHABLE ACTS); may repeat
    + text          another paragraph of the unit open at this indentation (text after its sub-units included)
    ? question => LABEL > LABEL      a question and the path of the unit that answers it
    # comment

The gold path of a unit is its ancestors' labels and its own, each as printed minus trailing punctuation
(the samples' convention, docs/samples.md). Its text is its own paragraphs without label, heading and notes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from schemas.groundtruth import GroundTruth, TruthQuestion, TruthUnit
from schemas.level_words import LOCAL_CONTAINERS, PROVISION_TOO

CONTAINER = re.compile(
    r"^(?:PRELIMINARY TITLE|CHAPTER|PART|TITLE|BOOK|DIVISION|SUBDIVISION|ARTICLE|SCHEDULE|ANNEXURE|APPENDIX|"
    r"Chapter|Part|Title|Schedule|Annexure|Division|Subdivision|"
    r"(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH) SCHEDULE|"
    # the same levels in the language samples' texts (corpus/languages.json): the one list the parser reads too
    # (schemas/level_words.py), less the words some texts print before provisions (a Filipino ordinance's
    # 'PANGKAT 1.')
    + "|".join(sorted(set(LOCAL_CONTAINERS) - PROVISION_TOO, key=len, reverse=True)) + r")"
    r"(?!\w)")
NOTE = re.compile(  # "[Ins. Act A1754]", and a consolidation's "[subsection substituted by Act 5 of 2010 ]", "[Part
    # repealed by section 282 of Act 23 of 2004 ]", "[section as substituted by ...]" (ZimLII); a note ends at its own
    # closing bracket, brackets inside it balanced: "[Repealed, R.S., 1985, c. 22 (1st Supp.), s. 5]" (Canada; a
    # closing bracket of the other kind still closes it, as before)
    r"\s*[\[(]\s*(?:(?:section|subsection|paragraph|part|short title)(?:\s+\d+[A-Z]?)?\s+)?(?:as\s+)?"
    r"(?P<verb>Ins(?:erted)?|Subs(?:tituted)?|Am(?:ended)?|Deleted|Repealed|Omitted)\b"
    r"(?:[^\[\]()]|\([^\[\]()]*\)|\[[^\[\]()]*\]){0,200}[\])]\.?",
    re.I)
BARE = re.compile(r"^\s*(?P<verb>REPEALED|DELETED|OMITTED)\b\.?")  # "§502-2 REPEALED. L 2006 ..."
STATUS = {"ins": "inserted", "subs": "substituted", "am": "amended", "deleted": "deleted", "repealed": "repealed",
          "omitted": "deleted"}
HEADING = re.compile(r"(?<!\{)\{([^{}]*)\}(?!\})")  # a form's doubled-brace blank "{{name}}" is printed text
LEAD = re.compile(r"^[\s.:;,\u2013\u2014-]+")


HALF_BRACKET = re.compile(r"^((?:[^\W_]|[\u0900-\u0dff]){1,9})\.?\)$")  # any script's letters and digits, and
# the Indic vowel signs \w leaves out: "a)", "१)", "क)", "दोन)", a bank form's running roman counter "cxxxviii)"


def truth_label(printed: str) -> str:
    """Label convention: as printed, minus trailing punctuation and dash ("SEC. 3." -> "SEC. 3", "i." -> "i");
    an item marker printed with its closing bracket only ("a)", "1)", "a.)", "क)") is cited, and labelled, "(a)"."""
    label = " ".join(printed.split()).rstrip(" .:;,\u2013\u2014-\u0964\u0965\u09f7")  # and the dandas: "১৷" -> "১"
    m = HALF_BRACKET.match(label)
    return f"({m.group(1)})" if m else label


def is_container(label: str) -> bool:
    return bool(CONTAINER.match(label))


@dataclass
class Para:
    """One printed paragraph: its runs (text, bold?), alignment, structural depth and unit path."""

    runs: list[tuple[str, bool]]
    depth: int
    align: str = "left"  # left | center
    path: tuple[str, ...] = ()
    kind: str = "text"  # title | frame | unit | container | heading | shoulder | text
    space: float = 4.0

    @property
    def text(self) -> str:
        return " ".join(t for t, _ in self.runs if t)


@dataclass
class GoldUnit:
    path: tuple[str, ...]
    heading: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    status: str = "in_force"


@dataclass
class Parsed:
    paras: list[Para]
    units: list[GoldUnit]
    questions: list[tuple[str, list[str]]]


class GoldError(ValueError):
    """A corpus text that breaks the format (the message names the line)."""


def _status(rest: str) -> tuple[str, str]:
    """(status, rest without its notes): the last note names the status ([Ins. ...] then [Am. ...] -> amended)."""
    status = "in_force"
    bare = BARE.match(rest)
    if bare:
        status, rest = STATUS[bare.group("verb").lower()], rest[bare.end():]
    for m in NOTE.finditer(rest):
        verb = m.group("verb").lower()
        status = next(v for k, v in STATUS.items() if verb.startswith(k))
    return status, NOTE.sub("", rest).strip()


def _unit_runs(label: str, rest: str, bold_label: bool) -> tuple[list[tuple[str, bool]], list[str], str]:
    """Printed runs of a unit line, its inline headings, and its own text (label, heading, dashes, notes out)."""
    headings = HEADING.findall(rest)
    if rest and not rest[0].isspace() and not rest.startswith("{"):  # printed glued: "h.Not", "4.The"
        first, _, rest_after = rest.partition(" ")
        runs = [(label + first, False)]
        rest = " " + rest_after if rest_after else ""
        own = rest if not headings else rest[rest.rfind("}") + 1:]
        _, own = _status(first + rest if not headings else own)
        return runs + ([(rest.strip(), False)] if rest.strip() else []), headings, LEAD.sub("", own).strip()
    runs: list[tuple[str, bool]] = [(label, bold_label)]
    pos = 0
    for m in HEADING.finditer(rest):
        if rest[pos:m.start()].strip():
            runs.append((rest[pos:m.start()].strip(), False))
        runs.append((m.group(1), True))
        pos = m.end()
    tail = rest[pos:]
    if tail.strip():
        runs.append((tail.strip(), False))
    own = tail if headings else rest
    _, own = _status(own)
    return runs, headings, LEAD.sub("", own).strip()


def parse_text(source: str) -> Parsed:
    """Read an annotated corpus text into printed paragraphs, gold units and questions."""
    paras: list[Para] = []
    units: list[GoldUnit] = []
    questions: list[tuple[str, list[str]]] = []
    stack: list[tuple[int, GoldUnit]] = []  # open units with their depth
    shoulder: list[str] = []
    for n, raw in enumerate(source.splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        body = raw.lstrip(" ")
        indent = len(raw) - len(body)
        if indent % 2:
            raise GoldError(f"line {n}: odd indentation")
        depth = indent // 2
        tag, _, text = body.partition(" ")
        text = text.strip()
        if tag == "?":
            q, _, path = text.partition("=>")
            questions.append((q.strip(), [truth_label(p) for p in path.split(">") if p.strip()]))
        elif tag in ("^", "-"):
            stack.clear()
            paras.append(Para([(text, tag == "^")], 0, "center" if tag == "^" else "left", (),
                              "title" if tag == "^" else "frame", 6.0))
        elif tag == ">":
            shoulder.append(text)
        elif tag in ("*", "*&"):
            label, bar, rest = text.partition("|")
            if not bar:
                raise GoldError(f"line {n}: a unit line needs LABEL|rest")
            while stack and stack[-1][0] >= depth:
                stack.pop()
            parent = stack[-1][1].path if stack else ()
            if stack and depth != stack[-1][0] + 1:
                raise GoldError(f"line {n}: depth {depth} under a unit at depth {stack[-1][0]}")
            if not stack and depth != 0:
                raise GoldError(f"line {n}: depth {depth} with no unit open")
            unit = GoldUnit(parent + (truth_label(label),))
            container = is_container(label.strip())
            top = not parent or (len(parent) >= 1 and all(is_container(p) for p in parent))
            runs, headings, own = _unit_runs(label.strip(), rest, container or top)
            unit.status, _ = _status(rest)
            unit.heading = shoulder + headings
            if own:
                unit.texts.append(own)
            kind = "container" if container else "unit"
            if tag == "*&":
                if not paras or paras[-1].kind not in ("unit", "container"):
                    raise GoldError(f"line {n}: *& needs a unit line before it")
                paras[-1].runs += runs
                paras[-1].path = unit.path
            else:
                for h in shoulder:
                    paras.append(Para([(h, True)], depth, "left", unit.path, "shoulder", 8.0))
                paras.append(Para(runs, depth, "center" if container else "left", unit.path, kind,
                                  10.0 if container else (8.0 if top else 3.0)))
            shoulder = []
            units.append(unit)
            stack.append((depth, unit))
        elif tag == "~":
            if not stack:
                raise GoldError(f"line {n}: a heading line with no unit")
            unit = stack[-1][1]
            unit.heading.append(text)
            container = is_container(unit.path[-1])
            paras.append(Para([(text, True)], stack[-1][0], "center" if container else "left", unit.path, "heading",
                              2.0))
        elif tag == "+":
            owner = next((u for d, u in reversed(stack) if d == depth), None)
            if owner is None:
                raise GoldError(f"line {n}: no unit open at depth {depth}")
            while stack and stack[-1][0] > depth:
                stack.pop()
            status, own = _status(text)
            if status != "in_force" and not own:  # a note printed alone below the unit ('[subsection inserted by
                # ...]') is the unit's status; a note inside a paragraph with words of its own belongs to that
                # paragraph ('NAFTA country [Repealed, 2020, c. 1, s. 70]', a repealed definition in a live section)
                owner.status = status
            if own:
                owner.texts.append(own)
            paras.append(Para([(text, False)], depth, "left", owner.path, "text", 3.0))
        else:
            raise GoldError(f"line {n}: unknown tag {tag!r}")
    seen: set[tuple[str, ...]] = set()
    for u in units:
        if u.path in seen:
            raise GoldError(f"duplicate path {' > '.join(u.path)}")
        seen.add(u.path)
    for q, path in questions:
        if tuple(path) not in seen:
            raise GoldError(f"question {q!r}: no unit at {' > '.join(path)}")
    return Parsed(paras, units, questions)


def gold_truth(parsed: Parsed, file: str, family: str, title: str) -> GroundTruth:
    """The GroundTruth of a corpus text (pages, and each unit's page, are filled when it is rendered)."""
    units = [TruthUnit(path=list(u.path), heading=" ".join(u.heading), text="\n".join(u.texts), status=u.status)
             for u in parsed.units]
    questions = [TruthQuestion(question=q, answer_path=p) for q, p in parsed.questions]
    return GroundTruth(file=file, family=family, title=title, units=units, questions=questions)
