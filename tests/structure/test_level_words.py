"""Level words (issue 14): the parser knows every level word the corpus gold's convention knows, from one list
(schemas/level_words.py), so no text's units miss their Part because only the gold had its word (session 13: the
Sri Lankan Tamil Act's `பாகம் I`, 1 of 37 units placed)."""

from __future__ import annotations

from corpus.gold import is_container
from ingest.structure.markers import read_container
from schemas.level_words import LOCAL_CONTAINERS, PROVISION_TOO
from tests.structure.snippets import paths


def test_every_level_word_of_the_gold_is_a_container_to_the_parser() -> None:
    words = sorted(set(LOCAL_CONTAINERS) - PROVISION_TOO)
    assert "பாகம்" in words
    for word in words:
        assert is_container(f"{word} I"), word
        marker = read_container(f"{word} I")
        assert marker is not None and marker.keyword == LOCAL_CONTAINERS[word], word
        assert marker.label == f"{word} I"


def test_a_sri_lankan_tamil_part_holds_the_sections_under_it() -> None:
    got = paths("""
        1. இச்சட்டம், 2023 ஆம் ஆண்டின் 1 ஆம் இலக்க, குத்தகைக்குக் கொடுக்கப்பட்ட வளவுகளின் சட்டம் எனக் குறிப்பிடப்படலாம்.
        பாகம் I
        வழக்குத் தொடுத்தல்
        2. (1) எவையேனும் வளவுகள் குத்தகைகொடுநரொருவரினால் குத்தகைக்குக் கொடுக்கப்பட்டிருக்குமிடத்து-
        (அ) குத்தகைக்குக் கொடுக்கப்பட்ட வளவுகள் அமைந்துள்ளனவோ;
        (ஆ) குத்தகைபெறுநர் வதிகின்றாரோ;
        (2) குத்தகைக்குக் கொடுக்கப்பட்ட வளவுகளின் உடைமையை மீளப்பெறுவதற்கான வழக்கு.
        3. குத்தகைபெறுநர்-
        (அ) குத்தகை உடன்படிக்கைக் காலப்பகுதி முடிவுறுவதன்மீது; அல்லது
    """)
    assert got == ["1", "பாகம் I", "பாகம் I > 2", "பாகம் I > 2 > (1)", "பாகம் I > 2 > (1) > (அ)",
                   "பாகம் I > 2 > (1) > (ஆ)", "பாகம் I > 2 > (2)", "பாகம் I > 3", "பாகம் I > 3 > (அ)"]
