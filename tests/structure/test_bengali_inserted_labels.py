"""Bangladesh Acts label what an amendment inserted `(৩ক)` after `(৩)` and `(কক)` after `(ক)` (lang20b)."""
from __future__ import annotations

from tests.structure.snippets import paths


def test_a_subsection_inserted_after_three_is_numbered_three_ka() -> None:
    # the amending Acts quote such labels (`নূতন উপ-ধারা (৪ক) সন্নিবেশিত হইবে`, `(২ক)`, `(১ক)`): the inserted
    # sub-section stands between (৩) and (৪) at their level, `(৩খ)` after it
    got = paths("""
        ৪। লাইসেন্সের জন্য দরখাস্ত।- (১) কোন ব্যক্তি লাইসেন্সের জন্য জেলা প্রশাসকের নিকট দরখাস্ত করিবেন।
        (২) দরখাস্তের সহিত নির্ধারিত ফিস জমা দিতে হইবে।
        (৩) জেলা প্রশাসক দরখাস্ত তদন্তের জন্য কমিটির নিকট প্রেরণ করিবেন।
        (৩ক) উপ-ধারা (৩) এর অধীন প্রাপ্ত প্রতিবেদন কমিটি ত্রিশ দিনের মধ্যে দাখিল করিবে।
        (৩খ) উপ-ধারা (৩ক) এর অধীন প্রতিবেদন প্রাপ্তির পর জেলা প্রশাসক সিদ্ধান্ত দিবেন।
        (৪) লাইসেন্সের মেয়াদ তিন বৎসর হইবে।
        ৫। লাইসেন্স বাতিল।- জেলা প্রশাসক লাইসেন্স বাতিল করিতে পারিবেন।
    """)
    # (১), inline after the heading, is the section's own text
    assert got == ["৪", "৪ > (২)", "৪ > (৩)", "৪ > (৩ক)", "৪ > (৩খ)", "৪ > (৪)", "৫"]


def test_a_clause_inserted_after_ka_doubles_its_letter() -> None:
    # `নূতন দফা (ডড) সন্নিবেশিত হইবে` (after (ড)): an inserted definition doubles the letter it follows
    got = paths("""
        ২। সংজ্ঞা।- বিষয় বা প্রসঙ্গের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে,-
        (ক) “ইট” অর্থ মাটি পোড়াইয়া প্রস্তুতকৃত ইট;
        (কক) “জ্বালানী কাঠ” অর্থ বাঁশের মোথা ও খেজুর গাছসহ জ্বালানী কাঠ;
        (খ) “জেলা প্রশাসক” অর্থ সংশ্লিষ্ট জেলার জেলা প্রশাসক;
        (গ) “লাইসেন্স” অর্থ এই আইনের অধীন প্রদত্ত লাইসেন্স।
        ৩। ইট পোড়ানো নিয়ন্ত্রণ।- লাইসেন্স ব্যতীত কেহ ইট পোড়াইবেন না।
    """)
    assert got == ["২", "২ > (ক)", "২ > (কক)", "২ > (খ)", "২ > (গ)", "৩"]
