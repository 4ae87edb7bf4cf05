"""Sub-clauses numbered for another clause inside a clause's text: the trace of a clause whose heading line was lost.

`8. STAMP DUTY ...` / `8.1 The stamp duty ... Act.` / `9.2 The indemnity ...` / `9.3 ...`: a fade (or OCR) took
`9. INDEMNITY` and `9.1`, so no clause 9 was open for `9.2` to join; it and every sub-clause after it stay text of
8.1, indexed under clause 8 as if they were its own. A decimal sub-clause number carries its clause's number
(`9.2` is clause 9's), so a line opening with one whose clause is on no level of the chunk's path says the text is
another clause's: that chunk goes to review. Nothing moves and nothing is made up.
"""

from __future__ import annotations

import re

from ingest.unread import send_to_review
from schemas import Chunk

# a decimal sub-clause number opening a line and then its text (a capital, a quote, a bracket): `9.2 The`,
# `9.4 Defence`, `3.1.2 "Said`; not a cross-reference wrapped to a line's start (`9.4.`, `9.4 of this Deed`) nor a
# date (`10.09.1999`) nor an amount (`4.5 percent`)
_SUBCLAUSE = re.compile(r"^(\d{1,3})\.(\d{1,3})(?:\.\d{1,3})?\.?\s+[\"“'‘(A-Z]")
_CLAUSE = re.compile(r"^(?:clause\s+)?(\d{1,3})\.?$", re.IGNORECASE)  # `8`, `8.`, `Clause 8`: a clause's own label


def clause_numbers(path: list[str]) -> set[str]:
    """The clause numbers on the path: a bare number's (`8`, `Clause 8`) and a decimal label's first part (`8.1`)."""
    out: set[str] = set()
    for label in path:
        text = label.strip()
        if m := _CLAUSE.match(text):
            out.add(str(int(m.group(1))))
        elif m := re.match(r"^(\d{1,3})\.\d", text):
            out.add(str(int(m.group(1))))
    return out


def foreign_subclauses(chunk: Chunk) -> list[str]:
    """The sub-clause numbers opening lines of the chunk's text that belong to a clause not on its path (`9.2` in
    clause 8's chunk); [] for a chunk whose path has no bare clause number (a schedule's list, a statute)."""
    if chunk.kind not in ("text", "heading") or not any(_CLAUSE.match(label.strip()) for label in chunk.structure_path):
        return []
    own = clause_numbers(chunk.structure_path)
    found = []
    before = ""
    for line in (chunk.body or chunk.text).splitlines():
        m = _SUBCLAUSE.match(line.strip())
        if m and str(int(m.group(1))) not in own and not _runs_on(before):
            found.append(line.strip().split()[0].rstrip("."))
        before = line.strip() or before
    return found


def _runs_on(before: str) -> bool:
    """The line before stops mid-sentence on a word in lower or title case (`... as provided in Clause`, `... land
    admeasuring`, `... at the rate of`): the number is the sentence's wrapped reference or amount, not a sub-clause.
    A sub-clause opens after a sentence's end or a heading in capitals (`ede INDEMNITY`)."""
    words = before.split()
    if not words or re.search(r"[.;:!?)\]\"”'’]$", words[-1]):
        return False
    return not (words[-1].isupper() and len(words[-1]) > 1)


def flag_foreign_subclauses(chunks: list[Chunk]) -> None:
    """Send to review each chunk holding another clause's numbered sub-clauses, saying which."""
    for chunk in chunks:
        found = foreign_subclauses(chunk)
        if found:
            clause = found[0].split(".")[0]
            send_to_review(chunk, f"sub-clauses numbered for clause {clause} ({', '.join(found[:4])}) stand in the "
                                  f"text of {chunk.structure_path[-1]}: clause {clause}'s heading line may be lost and "
                                  "its text indexed here")
