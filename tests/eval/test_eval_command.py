"""`engross eval` end to end on a tiny generated set (one born-digital statute): every figure printed and saved."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engross.evaluation.harness import answer_text
from schemas.groundtruth import GroundTruth, TruthUnit

ROOT = Path(__file__).resolve().parents[2]


def test_a_heading_only_answer_unit_is_answered_by_its_sub_units_text():
    gt = GroundTruth(file="x.pdf", units=[
        TruthUnit(path=["SEC. 3"], heading="Definitions", text=""),
        TruthUnit(path=["SEC. 3", "(a)"], text="Computer means an electronic device that processes data."),
        TruthUnit(path=["SEC. 4"], text="Nobody shall access a computer without right, on pain of a fine."),
    ])
    assert answer_text(gt, ["SEC. 4"]) == "Nobody shall access a computer without right, on pain of a fine."
    text = answer_text(gt, ["SEC. 3"])
    assert text.startswith("SEC. 3 Definitions (a) Computer means") and "Nobody" not in text


@pytest.mark.slow
def test_engross_eval_on_a_small_generated_set(tmp_path):
    sys.path.insert(0, str(ROOT))
    from samples.make_samples import generate_corpus

    generate_corpus(tmp_path / "set", 1, seed=5, scanned=False)  # one statute
    out, png = tmp_path / "figures.json", tmp_path / "reliability.png"
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run([sys.executable, "-m", "engross.cli", "eval", str(tmp_path / "set"), "--json", str(out),
                           "--plot", str(png), "--no-dense"], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    for title in ("OCR error", "Routing", "Reliability", "Structure", "Tables", "Retrieval"):
        assert title in done.stdout
    r = json.loads(out.read_text())
    assert r["documents"] == 1 and r["pages"] >= 2
    # born-digital pages are read from the text layer, which the generator wrote: next to no error
    assert r["ocr"]["by_source"]["text"]["cer"] < 0.01
    for s in ("fixed", "section", "structure"):
        f = r["routing"][s]
        assert f["chunks"] == f["wrong_path"]["correct_by_text"] + sum(f[k] for k in (
            "wrong_sent_to_review", "wrong_indexed", "correct_sent_to_review", "correct_indexed"))
        assert sum(b["count"] for b in f["reliability"]) == f["chunks"]
    assert r["structure"]["units"] > 10 and r["structure"]["share"] > 0.7
    rows = {(x["retriever"], x["strategy"], x["parent_expansion"]): x for x in r["retrieval"]["results"]}
    assert len(rows) == 6  # bm25 x three strategies x expansion off/on
    assert rows[("bm25", "structure", False)]["questions"] > 5
    assert rows[("bm25", "structure", False)]["recall@5"] > 0.5
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def run_eval(*args):
    return subprocess.run([sys.executable, "-m", "engross.cli", "eval", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_a_folder_without_truth_files_is_refused_with_the_reason(tmp_path):
    done = run_eval(str(tmp_path))
    assert done.returncode == 2 and "truth.json" in done.stdout


def test_an_unknown_strategy_is_refused_before_any_work(tmp_path):
    done = run_eval(str(tmp_path), "--strategies", "structure,paragraph")
    assert done.returncode == 2 and "paragraph" in done.stderr
