"""The facts of a statute or amendment Act: number, year, short title, date of assent, commencement."""

from __future__ import annotations

import re

from ingest.dates import DATE_TEXT
from ingest.extract_deed import Found, group_hit
from ingest.fieldtext import FieldText

SHORT_TITLE = re.compile(r"(?:may\s+be\s+cited\s+as|shall\s+be\s+known\s+as|short\s+title\s+is)\s+(?:the\s+)?"
                         r"[\"“”']?(?P<v>[A-Z][^\"“”.;]*?(?:Act|Ordinance|Code|Bill)\s*,?\s*(?:of\s+)?"
                         r"(?P<year>(?:1[89]|20)\d{2}))", re.I | re.S)
NUMBER = re.compile(r"\b(?:Republic\s+Act|Ordinance|Act|Bill)\s+(?:No\.?\s*)?(?P<v>A?\d{1,5}(?:/\d{4})?)\b", re.I)
ASSENT = re.compile(rf"\b(?:Royal\s+Assent|assent(?:ed)?(?:\s+to)?|Approved)\b[^\n]{{0,30}}?(?P<v>{DATE_TEXT})", re.I)
COMMENCE = re.compile(r"\b(?:(?:shall\s+)?takes?\s+effect|(?:shall\s+)?comes?\s+into\s+(?:operation|force)|"
                      r"starts?\s+to\s+operate)\s+(?P<v>[^.]{3,200}?)\s*\.", re.I | re.S)


def extract_statute(ft: FieldText) -> Found:
    out: Found = {}
    text = ft.text
    if m := SHORT_TITLE.search(text):
        out["short_title"] = group_hit(ft, m, value=" ".join(m.group("v").split()))
        out["year"] = group_hit(ft, m, "year")
    head = text[:3000]
    if m := NUMBER.search(head):
        out["number"] = group_hit(ft, m)
    if m := ASSENT.search(text):
        out["assent_date"] = group_hit(ft, m)
    if m := COMMENCE.search(text):
        out["commencement"] = group_hit(ft, m)
    return out
