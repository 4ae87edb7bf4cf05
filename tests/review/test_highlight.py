"""The reviewer's eye goes to the word that was doubtful, not to every word spelled like it."""

from review_queue.highlight import low_offsets, segments


def _span(text: str, x: float, conf: float) -> dict:
    return {"text": text, "page": 1, "bbox": [x, 10.0, x + 20, 20.0], "confidence": conf, "source": "ocr"}


def test_only_the_doubtful_occurrence_is_marked():
    text = "the Vendor sells the land to the Purchaser"
    words = [_span(w, 30.0 * i, 0.3 if i == 3 else 0.95) for i, w in enumerate(text.split())]
    offsets = low_offsets(text, words, [words[3]])
    assert [text[a:b] for a, b in offsets] == ["the"] and offsets[0][0] == text.index("the land")
    marked = [piece for piece, low in segments(text, offsets) if low]
    assert marked == ["the"] and "".join(p for p, _ in segments(text, offsets)) == text


def test_words_missing_from_the_text_do_not_derail_the_alignment():
    words = [_span(w, 30.0 * i, 0.95) for i, w in enumerate(["Page", "3", "Clause", "9.4", "appl1es"])]
    words[4]["confidence"] = 0.2
    text = "Clause 9.4 appl1es"
    assert [text[a:b] for a, b in low_offsets(text, words, [words[4]])] == ["appl1es"]
