"""A Bangladesh Act's last section repeals the English Ordinance it replaces (`রহিতকরণ ও হেফাজত`): its number read
with the Ordinance's English after it and no number after it to agree on it (lang20b, language fresh20, opened)."""
from __future__ import annotations

from tests.structure.snippets import paths

HEAD = """
        ৮৷ তহবিল পরিচালনার জন্য একটি ট্রাস্টি বোর্ড থাকিবে এবং বাংলাদেশ ব্যাংক উহার সচিবালয় হইবে৷
        ৯৷ নিরীক্ষক কর্তৃক প্রত্যায়িত হিসাব বাংলাদেশ ব্যাংক এর গভর্ণর কর্তৃক সরকারের নিকট পেশ করা হইবে৷
"""
REPEAL = """ (১) The Bank Deposit Insurance Ordinance, 1984 (LIII of 1984) এতদ্বারা রহিত করা হইল৷
        (২) উক্ত Ordinance রহিত হওয়া সত্ত্বেও, উহার অধীন কৃত কোন কাজকর্ম এই আইনের অধীন কৃত বলিয়া গণ্য হইবে৷
"""


def test_the_last_section_read_with_its_number_in_its_digits_and_a_spaced_danda() -> None:
    # `১৩ । (১) Film Clubs ...` (the danda set apart; born, clean and moderate scans of fresh20's film society Act)
    got = paths(HEAD + "        ১০ ।" + REPEAL)
    assert got == ["৮", "৯", "১০", "১০ > (১)", "১০ > (২)"]


def test_the_last_section_read_with_its_zero_as_a_latin_zero() -> None:
    # `১01 (১) The Bank Deposit ...` for `১০৷ (১)`: the Bengali zero drawn as the Latin one, the danda as `1` (fresh20's
    # bank deposit insurance Act, born and moderate)
    got = paths(HEAD + "        ১01" + REPEAL)
    assert got == ["৮", "৯", "১০", "১০ > (১)", "১০ > (২)"]
