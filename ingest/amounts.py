"""Rupee amounts as Indian deeds print them: figures with lakh grouping (85,40,000/-) and words (Eighty-Five Lakh)."""

from __future__ import annotations

import re

UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
SCALES = {"hundred": 100, "thousand": 1_000, "lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000,
          "crore": 10_000_000, "crores": 10_000_000, "million": 1_000_000, "billion": 1_000_000_000}
FILLER = {"and", "rupees", "rupee", "only", "rs", "inr", "exactly"}


def figures_value(text: str) -> int | None:
    """'Rs. 85,40,000/-' -> 8540000; paise after a point are dropped; None when there is no number."""
    m = re.search(r"\d[\d,]*(?:\.\d{1,2})?", text)
    if not m:
        return None
    whole = m.group(0).split(".")[0].replace(",", "")
    return int(whole) if whole else None


def lakh_grouping_ok(text: str) -> bool:
    """Indian grouping: the last group has three digits, the others two (1,12,75,000); plain digits pass too."""
    m = re.search(r"\d[\d,]*", text)
    if not m or "," not in m.group(0):
        return True
    groups = m.group(0).split(",")
    return len(groups[-1]) == 3 and all(len(g) == 2 for g in groups[1:-1]) and 1 <= len(groups[0]) <= 2 or (
        len(groups[-1]) == 3 and all(len(g) == 3 for g in groups[1:]) and 1 <= len(groups[0]) <= 3)


def words_value(text: str) -> int | None:
    """'Rupees One Crore Twelve Lakh Seventy-Five Thousand only' -> 11275000; None for a word it does not know."""
    tokens = [t for t in re.split(r"[\s\-,]+", text.lower().replace("/-", " ")) if t]
    total, current, seen = 0, 0, False
    for tok in tokens:
        tok = tok.strip(".()")
        if not tok or tok in FILLER:
            continue
        if tok in UNITS:
            current += UNITS[tok]
        elif tok in TENS:
            current += TENS[tok]
        elif tok == "hundred":
            current = max(current, 1) * 100
        elif tok in SCALES:
            total += max(current, 1) * SCALES[tok]
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def in_words(n: int) -> str:
    """8540000 -> 'Eighty-Five Lakh Forty Thousand' (the samples' generator writes amounts with it)."""
    if n == 0:
        return "Zero"
    parts = []
    for name, size in (("Crore", 10_000_000), ("Lakh", 100_000), ("Thousand", 1_000), ("Hundred", 100)):
        if n >= size:
            parts.append(f"{_below_hundred(n // size)} {name}")
            n %= size
    if n:
        parts.append(_below_hundred(n))
    return " ".join(parts)


def _below_hundred(n: int) -> str:
    if n >= 100:  # only crores can reach here (e.g. 120 crore)
        return in_words(n)
    units = [w.capitalize() for w in UNITS]
    tens = {v: w.capitalize() for w, v in TENS.items()}
    if n < 20:
        return units[n]
    return tens[n - n % 10] + (f"-{units[n % 10]}" if n % 10 else "")


def indian_figures(n: int) -> str:
    """8540000 -> '85,40,000'."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups, tail]) if head else ",".join([*groups, tail])
