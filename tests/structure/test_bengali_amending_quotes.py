"""Bengali amending Acts: the quoted text they insert, and where the quote ends (session 24 short round, lang19b)."""
from __future__ import annotations

from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, node_at, paths


def test_a_quote_that_ends_its_item_with_ebong_closes_before_the_next_item() -> None:
    # `”; এবং` (and) after the quoted sub-section, as `”; and` in English: its own (ক) (খ) are the amended Act's
    got = paths("""
        ৫। উক্ত আইনের ধারা ১০ এর-
        (ক) উপ-ধারা (২) এর পর নিম্নরূপ নূতন উপ-ধারা (২ক) সন্নিবেশিত হইবে, যথা :-
        “(২ক) চেয়ারম্যান সকল কর্মকাণ্ডের জন্য বোর্ডের নিকট দায়ী থাকিবেন।”;
        (খ) উপ-ধারা (৪) এর পরিবর্তে নিম্নরূপ উপ-ধারা (৪) প্রতিস্থাপিত হইবে, যথা :-
        “(৪) কর্তৃপক্ষের একজন প্রধান নির্বাহী কর্মকর্তা থাকিবে—
        (ক) যিনি সরকার কর্তৃক নিযুক্ত হইবেন; এবং
        (খ) যাহার চাকরির শর্তাদি সরকার কর্তৃক স্থিরীকৃত হইবে।"; এবং
        (গ) উপ-ধারা (৭) এর পরিবর্তে নিম্নরূপ উপ-ধারা (৭) প্রতিস্থাপিত হইবে, যথা :-
        “(৭) প্রধান নির্বাহী কর্মকর্তা চেয়ারম্যানের নিকট দায়ী থাকিবেন।”।
        ৬। উক্ত আইনের ধারা ১১ এর "বোর্ড" শব্দের পরিবর্তে "সরকার" শব্দ প্রতিস্থাপিত হইবে।
    """)
    assert got == ["৫", "৫ > (ক)", "৫ > (খ)", "৫ > (গ)", "৬"]


def test_a_bengali_word_wrapped_before_a_bracket_is_no_marker() -> None:
    # `হয়)` at a line's start: a word with its vowel sign and nukta (not `str.isalnum`), not a garbled `(গ)`
    got = paths("""
        ২। উক্ত অধ্যাদেশের ধারা ২ এর-
        (ক) দফা (ল) এ উল্লিখিত “টুলের এক্সেস” শব্দগুলির পর “বুঝাইবে” শব্দটি সংযোজিত হইবে; এবং
        (খ) দফা (শ) এ উল্লিখিত “কর্মকান্ড সংঘটিত হয়;” শব্দগুলির পরিবর্তে “কর্মকান্ড সংঘটিত
        হয়) এবং” শব্দগুলি ও বন্ধনী প্রতিস্থাপিত হইবে।
        ৩। উক্ত অধ্যাদেশের ধারা ৫০ বিলুপ্ত হইবে।
    """)
    assert got == ["২", "২ > (ক)", "২ > (খ)", "৩"]


def test_a_quoted_new_section_after_jotha_is_text_and_the_danda_closes_it() -> None:
    # `যথা:—` (namely) introduces the inserted section even when its number `১৫ক।` reads as no marker; `”।` (the
    # danda, Bengali's full stop) closes the quote, so the next section keeps its heading
    tree = parse(lines_from("""
        ধারা ১৫ক এর সন্নিবেশ
        ৯। উক্ত আইনের ধারা ১৫ এর পর নিম্নরূপ নূতন ধারা ১৫ক সন্নিবেশিত হইবে, যথা:—
        “১৫ক। পক্ষভুক্তি।— (১) মামলা চলাকালীন কোনো পক্ষ মৃত্যুবরণ করিলে উত্তরাধিকারীগণ পক্ষভুক্ত হইতে পারিবেন।
        (২) আবেদনকারী মৃত্যুবরণ করিলে তাহার উত্তরাধিকারীগণ পক্ষভুক্ত হইতে পারিবেন।”।
        তফসিল এর সংশোধন
        ১০। উক্ত আইনের তফসিল বিলুপ্ত হইবে।
    """), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == ["৯", "১০"]
    assert node_at(tree, "১০").heading == "তফসিল এর সংশোধন"

