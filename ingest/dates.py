"""Dates as legal documents print them ('12th day of March, 2024', '12.03.2024', 'March 12, 2024') -> ISO."""

from __future__ import annotations

import datetime as dt
import re

MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9

_MONTH = r"(?P<month>[A-Za-z]{3,9})\.?"
_DAY = r"(?P<day>\d{1,2})\s*(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d{2})"
# the forms tried, in order; each names day, month, year
FORMS = [
    re.compile(rf"{_DAY}\s+(?:day\s+of\s+)?{_MONTH},?\s*{_YEAR}", re.I),
    re.compile(rf"{_MONTH}\s+{_DAY},?\s*{_YEAR}", re.I),
    re.compile(r"(?P<day>\d{1,2})\s*[./-]\s*(?P<month>\d{1,2})\s*[./-]\s*(?P<year>(?:19|20)\d{2})"),
]
DATE_TEXT = (r"(?:\d{1,2}\s*(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?[A-Za-z]{3,9}\.?,?\s*(?:19|20)\d{2}"
             r"|[A-Za-z]{3,9}\.?\s+\d{1,2}\s*(?:st|nd|rd|th)?,?\s*(?:19|20)\d{2}"
             r"|\d{1,2}\s*[./-]\s*\d{1,2}\s*[./-]\s*(?:19|20)\d{2})")


def parse_date(text: str) -> dt.date | None:
    """The first date in `text`, or None when there is none or it does not exist (31 February)."""
    for form in FORMS:
        m = form.search(text)
        if not m:
            continue
        month = m.group("month")
        num = int(month) if month.isdigit() else MONTHS.get(month.lower().rstrip("."))
        if num is None:
            continue
        try:
            return dt.date(int(m.group("year")), num, int(m.group("day")))
        except ValueError:
            return None
    return None


def iso(text: str) -> str | None:
    found = parse_date(text)
    return found.isoformat() if found else None
