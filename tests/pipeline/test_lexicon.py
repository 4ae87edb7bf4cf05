"""The word list ships with engross (wordfreq): no system word list needed, and a missing one fails at start."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ingest import lexicon
from ingest.errors import MissingDependencyError
from tests.conftest import ROOT, SAMPLES

BORN_DIGITAL = ("deed", "statute", "my_act")  # samples/ made by the generator with a text layer on every page


def test_lexicon_is_in_the_package() -> None:
    words = lexicon.words("en")
    assert {"the", "purchaser", "covenant", "mortgage", "smudged"} <= words
    assert not {"tlie", "thc", "sectlon"} & words  # OCR misreads wordfreq's scanned sources carry are left out
    assert "hereinafter" in lexicon.wordlist() and "annexure" in lexicon.wordlist()
    with pytest.raises(MissingDependencyError):
        lexicon.words("xx")


def _hidden_dict(command: str) -> list[str]:
    """Run `command` with an empty tmpfs over /usr/share/dict (a private mount namespace: only this process
    sees it), as in the Docker image, which installs no word list."""
    if not shutil.which("unshare"):
        pytest.skip("needs unshare(1)")
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot make a mount namespace here: {probe.stderr.decode().strip()}")
    return ["unshare", "-m", "sh", "-c", f"mount -t tmpfs tmpfs /usr/share/dict && {command}"]


def test_born_digital_samples_go_to_the_index_without_a_system_word_list(tmp_path: Path) -> None:
    out = tmp_path / "chunks.jsonl"
    pdfs = " ".join(str(SAMPLES / f"{name}.pdf") for name in BORN_DIGITAL)
    command = (f"test -z \"$(ls -A /usr/share/dict)\" && exec {sys.executable} -m engross.cli ingest {pdfs} "
               f"--jsonl {out} --route all")
    env = {**os.environ, "ENGROSS_HOME": str(tmp_path / "var"), "OMP_THREAD_LIMIT": "1", "COLUMNS": "200"}
    done = subprocess.run(_hidden_dict(command), capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    by_doc = {Path(r["source"]).stem for r in rows}
    assert by_doc == set(BORN_DIGITAL)
    to_review = [(r["source"], r["structure_path"], r["review_reasons"]) for r in rows if r["route"] != "index"]
    assert not to_review
    assert done.stderr.count("(0 OCR'd)") == len(BORN_DIGITAL), done.stderr  # text layers trusted, none re-read


def test_a_missing_word_list_stops_ingest_at_start(tmp_path: Path) -> None:
    broken = tmp_path / "site" / "wordfreq"
    broken.mkdir(parents=True)
    (broken / "__init__.py").write_text("raise ImportError('wordfreq data not installed')\n")
    env = {**os.environ, "ENGROSS_HOME": str(tmp_path / "var"), "PYTHONPATH": str(tmp_path / "site"),
           "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run([sys.executable, "-m", "engross.cli", "ingest", str(SAMPLES / "deed.pdf")],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert done.returncode == MissingDependencyError.exit_code, done.stderr
    assert "no word list" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "var" / "engross.db").exists()  # stopped before touching anything


def test_common_words_answer_as_wordfreq_does() -> None:
    """The structure code's "is this a common word" answers from kept lists: the same as wordfreq's Zipf
    figure for plain words, hyphenated ones (their parts combined as wordfreq combines them) and the rest."""
    from wordfreq import zipf_frequency

    plain = ["lessee", "lesser", "section", "vendor", "the", "schedule", "sectlon", "purchaser", "tlie"]
    words = [*plain, "non-payment", "sub-section", "so-called", "co-operative", "well-being", "re-enacted",
             "lessee-", "sub--section", "a-b-c", "the-of", "hereinafter-mentioned", "schedule-b", "sectlon-one",
             "e-mail", "xqzt-the", "non-", "Sub-Section", "café", "o'clock",
             "the-fluctuating", "the-buoy"]  # 2.99999 before wordfreq rounds the figure to 3.0
    text = " ".join((SAMPLES / f"{name}.truth.json").read_text(encoding="utf-8") for name in BORN_DIGITAL)
    words += sorted({w.strip("-").lower() for w in text.split() if "-" in w.strip("-") and w.isascii()})[:200]
    words += [f"{a}-{b}" for a in plain for b in plain]
    for zipf in (3.0, 4.5):
        differ = [w for w in words if lexicon.common(w, zipf) != (zipf_frequency(w, "en") >= zipf)]
        assert not differ, (zipf, differ)
    assert lexicon.common("non-payment", 3.0) and not lexicon.common("sectlon-one", 3.0)


def test_a_section_a_bill_inserted_is_a_reference_whatever_its_letter() -> None:
    # Malaysia's Employment (Amendment) Bill 2021 deletes `section 81g` (damage seed 6273 read its clause 35 word
    # for word, and it went to review as garbled: `81g` looked like a 9 read as g); after the word `section` the
    # letter is the inserted section's, so the number is not judged; without it `198g` stays odd
    from samples.real_texts import LEGAL_TEXTS

    for name, words in (("2021", "deleting section 81g"), ("2011", "amend section 60i of Act 265")):
        text = (LEGAL_TEXTS / f"my_employment_amendment_bill_{name}.txt").read_text(encoding="utf-8")
        line = next(ln for ln in text.splitlines() if words in ln).replace("*", "").replace("_", "")
        assert lexicon.plausibility(line.split()) == 1.0, line
    assert lexicon.plausibility("in the year 198g the Act".split()) < 1.0
