"""Whether a word, line, chunk, unit or page was read by OCR is asked one way: `ingest.scanned.read_by_ocr`
(or `words_read_by_ocr`), never by an inline `source == "ocr"` check in the code (session 24, cleanup24 folded
27 of them). Three sites are left as they are, each for its reason:
- ingest/reread.py (`doubted`): page-reading code in the page-cache hash; importing ingest.scanned would put
  scanned.py into the hash, so any later routing edit there would make every cached page be read again;
- engross/commands/ingest_batch.py (the CLI's count of OCR'd pages) and engross/evaluation/bench.py (timings keyed
  by `page.source`): they sort report figures by the field itself, no rule about what OCR read."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engross", "ingest", "workers", "schemas", "review_queue", "corpus", "scripts")
INLINE = re.compile(r"""\bsource\s*(?:==|!=)\s*["']ocr["']|["']ocr["']\s*(?:==|!=)\s*[\w.]*\bsource\b""")
THE_WAY = "ingest/scanned.py"
LEFT_AS_THEY_ARE = {"ingest/reread.py": 1, "engross/commands/ingest_batch.py": 1, "engross/evaluation/bench.py": 1}


def inline_checks(text: str) -> int:
    return len(INLINE.findall(text))


def test_the_pattern_finds_an_inline_check_and_not_the_way() -> None:
    assert inline_checks('if w.source == "ocr" and w.confidence < 0.5:') == 1
    assert inline_checks("ocr = [w for w in line.words if w.source != 'ocr']") == 1
    assert inline_checks('if "ocr" == page.source:') == 1
    assert inline_checks("if read_by_ocr(word):") == 0
    assert inline_checks('kind = "ocr" if scanned else "text"') == 0


def test_no_inline_ocr_source_check_outside_ingest_scanned() -> None:
    found: dict[str, int] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            count = inline_checks(path.read_text(encoding="utf-8"))
            if count and rel != THE_WAY:
                found[rel] = count
    extra = {rel: n for rel, n in found.items() if n > LEFT_AS_THEY_ARE.get(rel, 0)}
    assert not extra, (f"inline `source == \"ocr\"` checks: {extra}; "
                       "ask ingest.scanned.read_by_ocr(word | line | chunk | unit | page) instead")
