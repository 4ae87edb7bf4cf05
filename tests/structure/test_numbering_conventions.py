"""The numbering conventions of docs/languages.md ("Numbering conventions"), one test each, on lines written as the
real texts print them (the generator's lines and truth paths, never the pipeline's own output)."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_hindi_dafa_sections_with_clauses_lettered_by_english_letter_names() -> None:
    # the 1927 Child Marriage Restraint Bill as a 1930s Hindi law book prints it: `दफा १` (section, an Urdu word Hindi
    # law books used for the Penal Code's sections too: `दफा ३०२`), its heading on the same line, clauses `(ए)` `(बी)`
    got = paths("""
        बाल विवाह निषेधक बिल
        चूंकि बालविवाह को रोकने की परमावश्यकता है अतः निम्नलिखित कानून बनाया जाता है:
        दफा १ नाम, विस्तार और आरम्भ
        (१) यह एक्ट सन १९२८ ई० का बालविवाह निषेधक एक्ट (The Child marriage restraint Act of 1928) कहलायेगा ।
        (२) इसका प्रयोग सारे ब्रिटिश भारत में होगा ।
        दफा २ परिभाषाएं
        यदि कोई बात विषय या प्रसंग के विपरीत न पड़े तो निम्नलिखित शब्दों का अर्थ इस प्रकार होगा
        (ए) 'बच्चा' (Child) का अर्थ उस बालक से है जो १८ वर्ष की आयु से न्यून हो ;
        (बी) 'बालविवाह' का अर्थ उस विवाह से है जिसमें दोनों में से कोई एक बच्चा हो ;
        (सी) 'ठेकेदार' का अर्थ दोनों में से किसी पक्ष से है ;
        दफा ३ बच्चे से विवाह करने वाले उस पुरुषके लिये दण्ड
        पुरुष जातिका जो व्यक्ति बालविवाह करेगा उसको जुर्मानेका दण्ड दिया जा सकेगा।
    """)
    assert got == ["दफा १", "दफा १ > (१)", "दफा १ > (२)", "दफा २", "दफा २ > (ए)", "दफा २ > (बी)", "दफा २ > (सी)",
                   "दफा ३"]


def test_tamil_part_numbered_by_an_ordinal_before_its_word() -> None:
    # the Madras Panchayats Act 1958 as a Tamil manual prints it: `முதல் பகுதி` (Part One), then section 1
    got = paths("""
        சென்னை, பஞ்சாயத்துகளின் சட்டம் (The Madras Panchayats Act, 1958)
        முதல் பகுதி
        1. சுருக்கமான பெயர்-அமுலுக்கு வரும் பகுதிகள்-ஆரம்பம் :-
        (1) இந்தச் சட்டமானது 1958-ம் வருஷத்திய சென்னை ராஜ்ய பஞ்சாயத்துகளின் சட்டம் என்று வழங்கப்படும்
        (2) இது சென்னை ராஜ்யம் முழுவதற்கும் பயன்படும்.
        இரண்டாம் பகுதி
        2. பஞ்சாயத்துகள் அமைத்தல்.
    """)
    assert got == ["முதல் பகுதி", "முதல் பகுதி > 1", "முதல் பகுதி > 1 > (1)", "முதல் பகுதி > 1 > (2)",
                   "இரண்டாம் பகுதி", "இரண்டாம் பகுதி > 2"]


def test_hindi_schedules_named_by_ordinal() -> None:
    # the Hindi Constitution's schedules, `पहली अनुसूची` / `दूसरी अनुसूची`, each with its items
    got = paths("""
        पहली अनुसूची
        १. राज्य
        २. संघ राज्यक्षेत्र
        दूसरी अनुसूची
        १. राष्ट्रपति और राज्यों के राज्यपालों के बारे में उपबंध
    """)
    assert got == ["पहली अनुसूची", "पहली अनुसूची > १", "पहली अनुसूची > २", "दूसरी अनुसूची", "दूसरी अनुसूची > १"]


def test_malay_schedules_numbered_by_an_ordinal_after_jadual() -> None:
    # a Malaysian Act's `JADUAL PERTAMA` / `JADUAL KEDUA` (First / Second Schedule), each with the section it serves
    got = paths("""
        JADUAL PERTAMA
        (Seksyen 2)
        1. Akta Sewa 1966.
        2. Akta Kawalan Sewa 1966.
        JADUAL KEDUA
        (Seksyen 4)
        1. Premis yang dikawal.
    """)
    assert got == ["JADUAL PERTAMA", "JADUAL PERTAMA > 1", "JADUAL PERTAMA > 2", "JADUAL KEDUA", "JADUAL KEDUA > 1"]


def test_bengali_items_lettered_with_vowels_inside_a_lettered_clause() -> None:
    # Bangladesh Acts letter the items of a clause with the vowels: `(ক) ... পারিলে,-` then `(অ)` `(আ)`, and the
    # clauses go on with `(খ)` (the Iodine Deficiency Disorders Prevention Act 1989's 2(ক); the Evidence Act's print)
    got = paths("""
        ২৷ বিষয় বা প্রসংগের পরিপন্থী কিছু না থাকিলে, এই আইনে,-
        (ক) “মিশ্রিত লবণ” বলিতে ঐ লবণকে বুঝাইবে যাহাতে-
        (অ) অন্যুন ৯৬.০ শতাংশ ওজনের সোডিয়াম ক্লোরাইড থাকে;
        (আ) অনধিক ০.১ শতাংশ ওজনের অদ্রবণীয় পদার্থ থাকে;
        (ই) অনধিক ৩.০ শতাংশ ওজনের আর্দ্রতা থাকে;
        (খ) “প্যাকেট” অর্থ এই আইনের অধীন প্রণীত বিধি অনুযায়ী মোড়ক;
        (গ) “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি;
    """)
    assert got == ["২", "২ > (ক)", "২ > (ক) > (অ)", "২ > (ক) > (আ)", "২ > (ক) > (ই)", "২ > (খ)", "২ > (গ)"]


def test_hindi_roman_items_typed_in_the_krutidev_font() -> None:
    """Hindi deeds and forms typed in the KrutiDev font (fresh6's model partnership deed of the Madhya Pradesh
    registration department) print the sub-items `(i)`-`(vi)` as `(प) (पप) (पपप) (पअ) (अ) (अप)`: the font's keys i, v, x
    are the glyphs प, अ, ग. They are a roman list under their clause, labelled as printed; Devanagari clause letters
    `(क) (ख) (ग)` stay letters."""
    assert paths("""
        (6) कि वित्तीय वर्ष अप्रैल से मार्च तक का माना जायेगा।
        (7) कि भागीदार प्रथम पक्षकार को फर्म का प्रबंधक नियुक्त करते हैं और उसे ये अधिकार सौंपते हैं:-
        (प) वह कारोबार की देखभाल करेगा।
        (पप) वह कर्मचारियों की नियुक्ति कर सकेगा।
        (पपप) वह फर्म की ओर से वाद संस्थित कर सकेगा।
        (पअ) वह लेखा-जोखा तैयार करवाएगा।
        (अ) वह बैंक में फर्म का खाता खोलेगा।
        (अप) वह वर्ष के अंत में लाभ बांटेगा।
        (8) कि प्रबंधक को कोई पारिश्रमिक नहीं मिलेगा।
    """) == ["(6)", "(7)", "(7) > (प)", "(7) > (पप)", "(7) > (पपप)", "(7) > (पअ)", "(7) > (अ)", "(7) > (अप)", "(8)"]
    assert paths("""
        2. इस अधिनियम में,-
        (क) "भूमि" से कृषि भूमि अभिप्रेत है;
        (ख) "मालिक" से भूमि का स्वामी अभिप्रेत है;
        (ग) "सरकार" से राज्य सरकार अभिप्रेत है।
    """) == ["2", "2 > (क)", "2 > (ख)", "2 > (ग)"]


def test_filipino_articles_with_a_dash_after_the_number() -> None:
    # Mabini's 1898 programme (Kavite print, as Wikisource's page 25 and the Gutenberg transcription give it): an
    # article's number, its point and a dash before the text (`5.—`, `20. —`; the transcription types `--`), no
    # section word; the excerpt opens at article 5, and a second paragraph is the article's own
    got = paths("""
        PANUKALA SA PAGBABANGON NANG REPúBLICA NANG PILIPINAS
        5.— Hindi mabibilango ang sino mang taga Pilipinas cun ualang utos ang
        Hucom na may capangyarihan.
        Ang pasiyang capalamnan nitong utos ay pagtitibayin ó pauaualang bagsic,
        6.— Ualang macapapasoc sino man sa pamamahay nino mang taga Pilipinas ó
        taga ibang lupang natitira dito, nang ualang pahintulot ang maybahay, liban
        7.--Hindi mapipiguil at hindi rin mabubucsan nang Punongbayang hindi
        8.- Ang lahat nang pasiya tungcol sa pagbibilango, sa paghahalughug nang
        IGALALANG CASAYSAYAN. —Tungcol sa República nang Pilipinas.
        20. — Ang República ng Pilipinas ay ang Katipunan ng mga namamayan dito,
        21. — Ang lupain República ay pagtatangi-tangin sa manga nayon, at baua't isa
    """)
    assert got == ["5", "6", "7", "8", "20", "21"]
