"""Options chosen where a document is queued (`engross watch --family/--doc-type/--chunking`) reach the
workers that read and assemble it, as they reach the in-process `engross ingest`."""

from __future__ import annotations

import pytest

from tests.workers.workers_support import Stack, all_final, deed_pages, submit, text_pdf, wait_for

pytestmark = [pytest.mark.services, pytest.mark.slow, pytest.mark.timeout(240)]


def test_forced_family_type_and_chunking_reach_the_result(stack: Stack) -> None:
    stack.worker("w1")
    plain = submit(stack, text_pdf(deed_pages("C-1", 2)), "plain.pdf")
    forced = submit(stack, text_pdf(deed_pages("C-2", 2)), "forced.pdf",
                    {"family": "ph_statute", "doc_type": "statute", "chunking": "fixed"})
    wait_for(lambda: all_final(stack.store, [plain, forced]), 120, "both documents to finish")
    detected, chosen = stack.store.get_document(plain), stack.store.get_document(forced)
    assert detected.doc_type == "sale_deed" and detected.family != "ph_statute"  # the text says deed
    assert (chosen.family, chosen.doc_type) == ("ph_statute", "statute")
    assert {c.doc_type for c in stack.store.chunks(forced)} == {"statute"}
