"""A borderless table's last row or two alone at the top of the next page still belong to it."""

from __future__ import annotations

from ingest.tables import find_tables
from schemas import Page, Span

COLS = [60.0, 160.0, 300.0, 440.0]  # left edges of four columns


def _row(page: int, top: float, cells: list[str]) -> list[Span]:
    out = []
    for x, text in zip(COLS, cells, strict=True):
        for k, word in enumerate(text.split()):
            x0 = x + 30 * k
            out.append(Span(text=word, page=page, bbox=(x0, top, x0 + 5.2 * len(word), top + 9), confidence=0.9,
                            source="ocr"))
    return out


def _page(number: int, words: list[Span]) -> Page:
    return Page(number=number, width=595, height=842, source="ocr", words=words)


def _table_rows(n: int, start: int) -> list[list[str]]:
    return [[str(i), f"05.{i % 12 + 1:02d}.2021", f"{1000 + 7 * i},00", f"SBI/{400000 + i}"]
            for i in range(start, start + n)]


def test_two_rows_carried_over_are_the_same_table() -> None:
    head = ["Inst.", "Due", "Amount", "Reference"]
    p1 = [w for k, r in enumerate([head] + _table_rows(40, 1)) for w in _row(1, 100 + 16 * k, r)]
    p2 = [w for k, r in enumerate(_table_rows(2, 41)) for w in _row(2, 60 + 16 * k, r)]
    p2 += [Span(text=t, page=2, bbox=(60 + 40 * i, 120, 95 + 40 * i, 129), confidence=0.9, source="ocr")
           for i, t in enumerate("The borrower shall keep the property insured at all times".split())]
    (table,) = find_tables([_page(1, p1), _page(2, p2)])
    assert [p.page for p in table.parts] == [1, 2]
    assert len(table.rows) == 42 and table.row_pages[-2:] == [2, 2]
    assert [c.text for c in table.rows[-1]] == ["42", "05.07.2021", "1294,00", "SBI/400042"]


def test_prose_at_the_top_of_the_next_page_is_not_taken() -> None:
    p1 = [w for k, r in enumerate(_table_rows(40, 1)) for w in _row(1, 100 + 16 * k, r)]
    p2 = [Span(text=t, page=2, bbox=(60 + 40 * i, 60, 95 + 40 * i, 69), confidence=0.9, source="ocr")
          for i, t in enumerate("The borrower shall keep the property insured at all times".split())]
    (table,) = find_tables([_page(1, p1), _page(2, p2)])
    assert [p.page for p in table.parts] == [1]
