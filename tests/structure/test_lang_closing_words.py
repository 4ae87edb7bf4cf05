"""Closing words after a list's last item in scripts without case (session 20, helper langstruct): where no capital
can open a new sentence, the list's punctuation, the local `and` / `or` and where the line stands tell the words that
finish the owner's sentence from the last item's text. Lines written for each convention, not the half's texts."""

from __future__ import annotations

from ingest.structure import parse
from tests.structure.snippets import lines_from, node_at, paths


def _texts(snippet: str, path: str, item: str) -> tuple[str, str]:
    tree = parse(lines_from(snippet), [])
    return node_at(tree, path).text + "".join(c.text for c in node_at(tree, path).children if not c.label), \
        node_at(tree, f"{path} > {item}").text


def test_tamil_items_joined_by_alladhu_then_closing_words_at_the_margin() -> None:
    # Sri Lankan Acts in Tamil end the last item but one `; அல்லது` ("; or") or `; அத்துடன்` ("; and"), as English
    # Acts end it `; or`; the items hang at their markers, and the words back at the margin finish the section's
    # sentence, even where the page's bracketed markers all stand at one indent
    owner, last = _texts("""
        21. இப்பிரிவில் குறிப்பிடப்பட்ட ஏற்பாடுகள் என்பன, அவைதொடர்பில் முன்விளக்கக் கேட்புக்கான நடவடிக்கைகள் -
            (அ) முன்விளக்கக் கேட்புக்கான தேதியொன்று ஏலவே நிர்ணயிக்கப்பட்டுள்ள தேதியொன்று நிர்ணயிக்கப்பட்டுள்ள
            நிர்ணயிக்கப்பட்டுள்ள; அல்லது
            (ஆ) நீக்கப்பட்ட அத்தியாயத்தின்கீழ் ஏதேனும் முன்விளக்க நடவடிக்கை ஏலவே எடுக்கப்பட்டுள்ள நடவடிக்கை
            எடுக்கப்பட்டுள்ள,
        மாவட்ட நீதிமன்றத்தில் கோப்பிடப்பட்டவையுமான எல்லா வழக்குகளும் கையாளப்படுதல் வேண்டும்.
        22. இச்சட்டத்தின் சிங்கள, தமிழ் உரைகளுக்கிடையே ஏதேனும் ஒவ்வாமை ஏற்படும் பட்சத்தில் சிங்கள உரையே
        மேலோங்கிநிற்றல் வேண்டும்.
    """, "21", "(ஆ)")
    assert "கையாளப்படுதல் வேண்டும்" in owner
    assert "கையாளப்படுதல்" not in last


_HINDI_14 = """
        धारा 14. स्वतंत्र सम्मति की परिभाषा.- सम्मति स्वतन्त्र तब कही जाती है जब कि वह किसी ऐसी बात से कारित न हो
        जो नीचे गिनाई गई है, अर्थात् जब कि वह—
        (1) न तो धारा 15 में यथापरिभाषित प्रपीड़न द्वारा कारित हो;
        (2) न धारा 16 में यथापरिभाषित असम्यक् असर द्वारा कारित हो;
"""


def test_hindi_flush_list_closed_by_a_danda_then_the_sections_sentence() -> None:
    # Hindi Acts print a section's items flush with it, each ending `;` and the last with the danda `।` (the full
    # stop); a line after the last item's short line is the section's next sentence, not the item's (the Indian
    # Contract Act's s. 14 prints its closing sentence so)
    owner, last = _texts(_HINDI_14 + """\
        (3) न भूल द्वारा कारित हो ।
        सम्मति ऐसे कारित तब कही जाती है जब कि वह ऐसा प्रपीड़न, असम्यक् असर या भूल न होती तो न दी जाती, और
        यह बात सब संविदाओं पर लागू है ।
    """, "धारा 14", "(3)")
    assert "न दी जाती" in owner
    assert "न दी जाती" not in last


def test_hindi_last_item_running_to_the_column_goes_on_as_the_item() -> None:
    # the same list, where the last item's line runs to the column's end: the next line is that item's own wrap
    tail = """
        (3) न भूल द्वारा कारित हो, किन्तु यह बात धाराओं 20, 21 और 22 के उपबंधों के अध्यधीन है । यह बात
        सब संविदाओं पर लागू है और उसके अधीन बनाए गए नियमों पर भी लागू है ।
    """
    owner, last = _texts(_HINDI_14 + tail.lstrip("\n"), "धारा 14", "(3)")
    assert "सब संविदाओं" in last
    assert "सब संविदाओं" not in owner


def test_bengali_explanation_after_a_clause_closed_by_a_danda_stays_with_it() -> None:
    # `(ণ) ... বুঝায়।` / `ব্যাখ্যা।— এই প্রকরণের উদ্দেশ্যে ...` ("for the purposes of this clause"): an Explanation
    # after the last item explains that item, though the danda closed the list
    owner, last = _texts("""
        ২। সংজ্ঞার্থ।— এই আইনে, প্রসঙ্গত অন্যথা আবশ্যক না হইলে, নিম্নলিখিত শব্দগুলির অর্থ এইরূপ হইবে, যথা:—
        (ক) “বনভূমি” বলিতে, কোন বন এলাকার মধ্যে অবস্থিত যে কোন বর্ণনার ভূমি বুঝায়;
        (খ) “বিহিত” বলিতে, এই আইন অনুযায়ী প্রণীত নিয়মাবলী দ্বারা বিহিত বুঝায়;
        (গ) “অন্যান্য বনবাসী” বলিতে, কোন সম্প্রদায়ের সদস্য বুঝায়।
        ব্যাখ্যা।— এই প্রকরণের উদ্দেশ্যে, “প্রজন্ম” বলিতে, পঁচিশ বৎসরের কোন সময়সীমা বুঝায়;
    """, "২", "(গ)")
    assert "প্রজন্ম" in last
    assert "প্রজন্ম" not in owner


def test_bengali_two_read_as_ha_and_anusvara_between_agreeing_numbers() -> None:
    # the Bengali model reads a born page's `২৷` as `হং` (the danda as the anusvara): one letter and a sign before a
    # provision's text open no sentence, so it is the number the series misses there, where both sides agree
    read = """
        সংক্ষিপ্ত শিরোনামা ও প্রবর্তন
        ১৷ (১) এই আইন মহা হিসাব নিরীক্ষক (পারিশ্রমিক) আইন, ১৯৯৮ নামে অভিহিত হইবে৷
        (২) ইহা ১লা জুলাই, ১৯৯৭ তারিখে কার্যকর হইয়াছে বলিয়া গণ্য হইবে৷
        সংজ্ঞা
        হং বিষয় বা প্রসংগের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে “মহা হিসাব নিরীক্ষক” অর্থ নিযুক্ত ব্যক্তি৷
        বেতন
        ৩৷ মহা হিসাব নিরীক্ষক প্রতি মাসে নির্ধারিত বেতন প্রাপ্য হইবেন৷
    """
    assert paths(read) == ["১", "১ > (১)", "১ > (২)", "২", "৩"]
    assert "২" not in paths(read.replace("৩৷ মহা", "মহা"))  # no number after it to agree


def test_bengali_numbers_lost_in_a_run_that_fills_the_count_to_the_first_read_one() -> None:
    # `51` `হং` `৩)` `81` for `১৷` `২৷` `৩৷` `৪৷` before `৫৷` (a born page the Bengali model read so): four lost lines
    # before five fill the count from one exactly, so each is its number, however spoiled
    got = paths("""
        সংক্ষিপ্ত শিরোনাম ও প্রবর্তন
        51 (১) এই আইন চিংড়ি চাষ অভিকর আইন, ১৯৯২ নামে অভিহিত হইবে৷
        (২) সরকার, সরকারী গেজেটে প্রজ্ঞাপন দ্বারা, যে তারিখ নির্ধারণ করিবে সেই তারিখ হইতে এই আইন বলবত্ হইবে৷
        সংজ্ঞা
        হং বিষয় বা প্রসংগের পরিপন্থী কোন কিছু না থাকিলে, এই আইনে “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি৷
        আইনের প্রাধান্য
        ৩) আপাততঃ বলবত্ অন্য কোন আইনে যাহা কিছুই থাকুক না কেন, এই আইন কার্যকর হইবে৷
        অভিকর আরোপ
        81 (১) সরকার প্রজ্ঞাপনের মাধ্যমে অভিকর আরোপ করার অভিপ্রায় ঘোষণা করিতে পারিবে৷
        (২) কোন ব্যক্তি লিখিত আপত্তি উত্থাপন করিতে পারিবেন৷
        অভিকর নির্ধারণ ও আদায়
        ৫৷ (১) বিধি দ্বারা নির্ধারিত ব্যক্তি সকল জমির অভিকর নির্ধারণ করিবেন৷
        (২) পানি উন্নয়ন বোর্ড প্রাথমিক নোটিশ জারী করিবে৷
    """)
    assert got == ["১", "১ > (১)", "১ > (২)", "২", "৩", "৪", "৪ > (১)", "৪ > (২)", "৫", "৫ > (১)", "৫ > (২)"]


def test_bengali_eight_read_as_latin_b_before_an_english_citation() -> None:
    # `৮৷ The Comptroller ... Ordinance, 1976 ... রহিত করা হইল৷` read `bl The Comptroller ...`: Bengali `৮` is drawn as
    # a `b` and its danda as `l`; the number the one before counts to, though the words after it are English
    got = paths("""
        বিশেষ বিধান
        ৭৷ এই আইনে যাহা কিছুই থাকুক না কেন, মহা হিসাব নিরীক্ষক মাসিক ভাতা প্রাপ্য হইবেন৷
        রহিতকরণ
        bl The Comptroller and Auditor General (Remuneration and Privileges)
        Ordinance, 1976 (LXXXIII of 1976) এতদ্দ্বারা রহিত করা হইল৷
    """)
    assert got == ["৭", "৮"]


def test_a_hindi_first_item_glued_to_its_word_before_the_spaced_second() -> None:
    # `(क)पूर्वमें ......... ;` / `(ख) पश्चिम में ......... ;`: OCR lost the space after the first letter of a deed's
    # schedule of boundaries; the next line's `(ख)` says it is the list's first item, not a reference (`(1)ನೇ`)
    read = """
        अनुसूची
        १. मकान संख्या ......... , सड़क ......... , नगर ......... में स्थित सम्पूर्ण मकान, भूमि सहित।
        २. चौहद्दी :-
        (क)पूर्वमें ......... ;
        (ख) पश्चिम में ......... ;
        (ग) उत्तर में ......... ;
        (घ) दक्षिण में ......... ।
        ३. भूमि का क्षेत्रफल ......... वर्ग मीटर।
    """
    assert paths(read) == ["अनुसूची", "अनुसूची > १", "अनुसूची > २", "अनुसूची > २ > (क)", "अनुसूची > २ > (ख)",
                           "अनुसूची > २ > (ग)", "अनुसूची > २ > (घ)", "अनुसूची > ३"]
    assert "अनुसूची > २ > (क)" not in paths(read.replace("(ख) पश्चिम", "पश्चिम"))  # no second item to say so


def test_a_bengali_section_word_whose_vowel_sign_was_read_as_a_danda() -> None:
    # `ধার৷-১ ( সংক্ষিপ্ত শিরোনাম ... )` for `ধারা-১`: the Bengali model reads the vowel sign `া` as the danda it looks
    # like (as in `উপ-ধার৷` in Bangladesh Acts' citations); the keyword is the section's, `া` put back in the label
    got = paths("""
        প্রাথমিক বিষয়
        ধার৷-১ ( সংক্ষিপ্ত শিরোনাম, কার্যকারিতার সীমা ও প্রবর্তন )
            (১) এই আইন ১৯০৮ সালের রেজিষ্ট্রেশন আইন নামে অভিহিত হইবে৷
            (২) ইহা ১৯০৯ সালের ১লা জানুয়ারী হইতে বলবত্ হইবে৷
        ধারা-২ (সংজ্ঞাসমূহ)
        এই আইনে “বহি” অর্থ কোন বহির অংশ বুঝাইবে৷
    """)
    assert got == ["ধারা-১", "ধারা-১ > (১)", "ধারা-১ > (২)", "ধারা-২"]


def test_bengali_numbers_lost_in_a_run_that_fills_the_gap_between_two_read_ones() -> None:
    # `হং` and `Ol` for `২৷` and `৩৷` between `১৷` and `৪৷` (a born page the Bengali model read so): two lost lines
    # between one and four fill the count exactly, so each is its number, though neither side agrees on one alone
    read = """
        সংক্ষিপ্ত শিরোনাম ও প্রবর্তন
        ১৷ (১) এই আইন বিশ্ববিদ্যালয় আইন, ২০০৬ নামে অভিহিত হইবে৷
        (২) সরকার, সরকারী গেজেটে প্রজ্ঞাপন দ্বারা যেই তারিখ নির্ধারণ করিবে, সেই তারিখে এই আইন কার্যকর
        হইবে৷
        সংজ্ঞ
        হং বিষয় বা প্রসঙ্গের পরিপন্থী কোন কিছু না থাকিলে এই আইনে-
        (ক) “বিশ্ববিদ্যালয়” অর্থ এই আইনের ধারা ৩ এর অধীন স্থাপিত বিশ্ববিদ্যালয়;
        (খ) “চার্টার” অর্থ এই আইনের তফসিলে উল্লিখত চার্টার৷
        বিশ্ববিদ্যালয় স্থাপন
        Ol (১) এই আইনের বিধানাবলী অনুসারে একটি বিশ্ববিদ্যালয় স্থাপিত হইবে৷
        (২) বিশ্ববিদ্যালয় একটি সংবিধিবদ্ধ সংস্থা হইবে৷
        বিশ্ববিদ্যালয় পরিচালন
        ৪৷ বিশ্ববিদ্যালয় এই আইনের বিধানাবলী অনুসারে পরিচালিত হইবে৷
    """
    assert paths(read) == ["১", "১ > (১)", "১ > (২)", "২", "২ > (ক)", "২ > (খ)", "৩", "৩ > (১)", "৩ > (২)", "৪"]
    assert "৩" not in paths(read.replace("৪৷ বিশ্ব", "৫৷ বিশ্ব"))  # two lost lines do not fill a gap of three


def test_bengali_lost_run_closed_by_a_number_read_as_its_ascii_lookalike() -> None:
    # `হ।`, `© |`, `81(5)` for `২।`, `৩।`, `৪। (১)` after `১।`: the last is four drawn as `8` and its danda as `1`, so
    # the two lost lines between one and it are two and three
    got = paths("""
        সংক্ষিপ্ত শিরোনাম ও প্রবর্তন
        ১। (১) এই আইন পরিবার-সদস্যগণের নিরাপত্তা আইন, ২০০৯ নামে অভিহিত হইবে।
        (২) ইহা অবিলম্বে কার্যকর হইবে।
        সংজ্ঞা
        হ। বিষয় বা প্রসঙ্গের পরিপন্থী কিছু না থাকিলে, এই আইনে-
        (১) "পিতা" অর্থ এই আইনে উল্লিখিত ব্যক্তি;
        (২) "পরিবার-সদস্য" অর্থ পিতার জীবিত দুই কন্যা।
        আইনের প্রাধান্য
        © | আপাততঃ বলবৎ অন্য কোন আইনে যাহা কিছুই থাকুক না কেন, এই আইনের বিধান কার্যকর থাকিবে।
        81(5) Special Security Force Ordinance, 1986 (Ordinance No. XLIII of 1986)
        এর অধীন যেরূপ নিরাপত্তার ব্যবস্থা আছে সেইরূপ নিরাপত্তা সরকার প্রদান করিবে।
        (২) উপ-ধারা (১) এ উল্লিখিত নিরাপত্তা প্রদানের ক্ষেত্রে সরকার মতামতকে অগ্রাধিকার দিবে।
    """)
    assert got == ["১", "১ > (১)", "১ > (২)", "২", "২ > (১)", "২ > (২)", "৩", "৪", "৪ > (১)", "৪ > (২)"]


def test_bengali_first_subsection_read_with_a_stray_five_past_its_clauses() -> None:
    # `৭ (5১) ...` for `৭৷ (১) ...`: the crisp `১` read with a `5` before it (as `১৷` is read `51`); `(২)`
    # under the same provision, after its clauses `(ক)`-`(ছ)` (one of them `(ঙ)` read as the digit `(৬)`), says it
    # is the first
    read = """
        গ্রাম প্রতিরক্ষা দলের সদস্য
        ৬৷ দলের সদস্য প্রবিধান দ্বারা নির্ধারিত পদ্ধতিতে তালিকাভুক্ত হইবেন৷
        গ্রাম প্রতিরক্ষা দলের পদ
        ৭ (5১) গ্রাম প্রতিরক্ষা দলের নিম্নবর্ণিত সকল বা যে কোন পদ থাকিবে, যথা :
        (ক) ইউনিয়ন দলনেতা ও দলনেত্রী;
        (খ) ইউনিয়ন সহকারী দলনেতা ও দলনেত্রী;
        (গ) ওয়ার্ড দলনেতা ও দলনেত্রী;
        (ঘ) ওয়ার্ড সহকারী দলনেতা ও দলনেত্রী;
        (৬) গ্রাম দলনেতা ও দলনেত্রী;
        (চ) গ্রাম প্রতিরক্ষা সদস্য৷
        (২) মহাপরিচালক প্রত্যেক ইউনিয়ন ও গ্রামে এক বা একাধিক দল গঠন করিতে পারিবেন৷
    """
    assert paths(read) == ["৬", "৭", "৭ > (১)", "৭ > (১) > (ক)", "৭ > (১) > (খ)", "৭ > (১) > (গ)", "৭ > (১) > (ঘ)",
                           "৭ > (১) > (ঙ)", "৭ > (১) > (চ)", "৭ > (২)"]


def test_bengali_bracketed_four_read_as_an_ascii_eight() -> None:
    # `(8)` for `(৪)` after `(৩)`: Bengali `৪` is drawn as an `8` (as `81` for `৪৷`); read as digits it would be `(৮)`
    # and its text would go to `(৩)`
    read = """
        রহিতকরণ ও হেফাজত
        ১২৷ (১) গ্রাম প্রতিরক্ষা দল গঠন সম্পর্কিত সরকারের যাবতীয় আদেশ এতদ্বারা বাতিল করা হইল৷
        (২) উক্ত আদেশ দ্বারা গঠিত দলের সকল সম্পত্তি এই আইনের অধীন গঠিত দলের সম্পত্তি হইবে৷
        (৩) উক্ত আদেশের অধীন তালিকাভুক্ত সদস্য এই আইনের অধীন তালিকাভুক্ত সদস্য বলিয়া গণ্য হইবেন৷
        (8) মহাপরিচালক কর্তৃক প্রদত্ত সকল আদেশ, রহিত বা সংশোধন না হওয়া পর্যন্ত বলবত্ থাকিবে৷
    """
    assert paths(read) == ["১২", "১২ > (১)", "১২ > (২)", "১২ > (৩)", "১২ > (৪)"]
    assert "১২ > (৪)" not in paths(read.replace("(৩) উক্ত", "(২) উক্ত").replace("(২) উক্ত আদেশ দ্বারা", "উক্ত আদেশ দ্বারা"))
