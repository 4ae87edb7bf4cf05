"""Bad input gets a clear one-line reason, is recorded as failed, and the rest of the batch goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

from review_queue.store import Store
from tests.conftest import CORPUS, run_engross
from tests.pipeline.pdfs import raw_pdf, text_pdf


def _write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.write_bytes(data)
    return path


@pytest.fixture
def batch(tmp_path: Path) -> dict[str, Path]:
    good = text_pdf()
    files = {
        "good": _write(tmp_path, "good.pdf", good),
        "not_pdf": _write(tmp_path, "letter.docx.pdf", b"PK\x03\x04 this is a zip, not a PDF" * 10),
        "empty": _write(tmp_path, "empty.pdf", b""),
        "truncated": _write(tmp_path, "truncated.pdf", text_pdf(pages=3)[:900]),
        "zero_page": _write(tmp_path, "zero.pdf", raw_pdf("0 0 0 0")),
        "huge_page": _write(tmp_path, "huge.pdf", raw_pdf("0 0 14400 14400")),
        "too_many": _write(tmp_path, "long.pdf", text_pdf(pages=30)),
    }
    encrypted = CORPUS / "malformed" / "pdfminer_enc_aes-128.pdf"
    if encrypted.is_file():
        files["encrypted"] = _write(tmp_path, "encrypted.pdf", encrypted.read_bytes())
    return files


EXPECTED = {
    "not_pdf": "not a PDF",
    "empty": "empty file",
    "truncated": "damaged or truncated",
    "zero_page": "zero size",
    "huge_page": "megapixels",
    "too_many": "over the limit of 20",
    "encrypted": "encrypted PDF needs a password",
}


def test_each_bad_file_gets_its_reason_and_the_batch_goes_on(batch: dict[str, Path], engross_home: Path) -> None:
    proc = run_engross("ingest", *map(str, batch.values()), env={"ENGROSS_MAX_PAGES": "20"})
    assert proc.returncode != 0, "a batch with failures must exit non-zero"
    failed = [line for line in proc.stderr.splitlines() if line.startswith("FAILED ")]
    assert len(failed) == len(batch) - 1, proc.stderr
    for key, phrase in EXPECTED.items():
        if key not in batch:
            continue
        line = next(ln for ln in failed if str(batch[key]) in ln)
        assert phrase in line, line
    assert "Traceback" not in proc.stderr

    store = Store()
    stats = store.stats()
    assert stats["documents"].get("chunked", 0) == 1, stats
    assert stats["documents"].get("failed", 0) == len(batch) - 1, stats
    good = store.chunks()
    assert good and all(c.source.endswith("good.pdf") for c in good), [c.source for c in good]


def test_encrypted_with_empty_password_is_read(engross_home: Path, tmp_path: Path) -> None:
    sample = CORPUS / "malformed" / "pdfminer_enc_encrypted_doc_no_id.pdf"
    if not sample.is_file():
        pytest.skip(f"{sample} is absent (shared corpus not mounted)")
    proc = run_engross("ingest", str(sample))
    assert proc.returncode == 0, proc.stderr
