"""Structure in the other languages (issue 14): native digits, local level words, Indic clause letters,
definitions and references, on lines written from the numbering of the real texts in corpus/languages.json."""

from __future__ import annotations

from ingest.crossrefs import defined_terms, find_refs, node_key, ref_key
from ingest.structure import parse, unit_paths
from tests.structure.snippets import lines_from, node_at, paths


def test_hindi_constitution_with_native_digits_and_devanagari_letters() -> None:
    got = paths("""
        भाग १
        संघ और उसका राज्यक्षेत्र
        अनुच्छेद १
        संघ का नाम और राज्यक्षेत्र
        (१) भारत, अर्थात् इंडिया, राज्यों का संघ होगा।
        (२) राज्य और उनके राज्यक्षेत्र वे होंगे जो पहली अनुसूची में विनिर्दिष्ट हैं।
        (३) भारत के राज्यक्षेत्र में,-
        (क) राज्यों के राज्यक्षेत्र,
        (ख) पहली अनुसूची में विनिर्दिष्ट संघ राज्यक्षेत्र, और
        (ग) ऐसे अन्य राज्यक्षेत्र जो अर्जित किए जाएं,
        समाविष्ट होंगे।
    """)
    assert got == ["भाग १", "भाग १ > अनुच्छेद १", "भाग १ > अनुच्छेद १ > (१)", "भाग १ > अनुच्छेद १ > (२)",
                   "भाग १ > अनुच्छेद १ > (३)", "भाग १ > अनुच्छेद १ > (३) > (क)", "भाग १ > अनुच्छेद १ > (३) > (ख)",
                   "भाग १ > अनुच्छेद १ > (३) > (ग)"]


def test_hindi_chapter_sections_and_clauses_under_a_subsection() -> None:
    got = paths("""
        अध्याय 1
        प्रारंभिक
        1. संक्षिप्त नाम, विस्तार और प्रारंभ :-
        (1) इस अधिनियम का संक्षिप्त नाम अनुसूचित जातियां और अनुसूचित जनजातियां (अत्याचार निवारण) अधिनियम, 1989 है।
        (2) इसका विस्तार जम्मू और कश्मीर राज्य के सिवाय सम्पूर्ण भारत पर है।
        2. परिभाषाएं :-
        (1) इस अधिनियम में जब तक संदर्भ में अन्यथा अपेक्षित न हो :-
        (क) ''अत्याचार'' से धारा 3 के अधीन दण्डनीय अपराध अभिप्रेत है;
        (ख) ''संहिता'' से दण्ड प्रक्रिया संहिता, 1973 (1974 का 2) अभिप्रेत है;
    """)
    assert got == ["अध्याय 1", "अध्याय 1 > 1", "अध्याय 1 > 1 > (1)", "अध्याय 1 > 1 > (2)", "अध्याय 1 > 2",
                   "अध्याय 1 > 2 > (1)", "अध्याय 1 > 2 > (1) > (क)", "अध्याय 1 > 2 > (1) > (ख)"]


def test_marathi_section_word_with_its_heading_below() -> None:
    got = paths("""
        कलम २
        व्याख्या
        या अधिनियमात, संदर्भानुसार अन्यथा आवश्यक नसेल तर, –
        (क) पर्यावरण या संज्ञेमध्ये पाणी, हवा व जमीन यांचा समावेश होतो;
        (ख) पर्यावरणी प्रदूषक याचा अर्थ, कोणताही घनरूप, द्रवरूप किंवा वायुरूप पदार्थ असा आहे;
        कलम ३
        पर्यावरणाचे संरक्षण करण्याचा केंद्र सरकारचा अधिकार.
    """)
    assert got == ["कलम २", "कलम २ > (क)", "कलम २ > (ख)", "कलम ३"]


def test_bengali_sections_numbered_with_a_danda() -> None:
    got = paths("""
        সংক্ষিপ্ত শিরোনামা ও প্রবর্তন
        ১৷ (১) এই আইন প্রচলিত আইন ও আইনগত দলিল (অভিযোজন) আইন, ১৯৯৪ নামে অভিহিত হইবে৷
        (২) ইহা ১৯৯১ সালের ২৩শে নভেম্বর তারিখে কার্যকর হইয়াছে বলিয়া গণ্য হইবে৷
        সংজ্ঞা
        ২৷ এই আইনে,-
        (ক) “প্রচলিত আইন” অর্থ প্রচলিত কোন আইন বা অধ্যাদেশ;
        (খ) “আইনগত দলিল” অর্থ প্রচলিত সংবিধিবদ্ধ বিধি, প্রবিধান, উপ-আইন, আদেশ৷
    """)
    assert got == ["১", "১ > (১)", "১ > (২)", "২", "২ > (ক)", "২ > (খ)"]


def test_bengali_section_keyword_and_a_subsection_word_glued_to_its_text() -> None:
    got = paths("""
        ধারা-১ ( সংক্ষিপ্ত শিরোনাম, কার্যকারিতার সীমা ও প্রবর্তন )
        (১) এই আইন ১৯০৮ সালের রেজিষ্ট্রেশন আইন নামে অভিহিত হইবে ।
        (২) ১৯০৯ সালের ১লা জানুযারী হইতে এই আইন বলবত্ হইবে ।
        ধারা–২ (সংজ্ঞাসমূহ)
        উদ্দেশ্য ও বিষয়বস্তুর দিক হইতে অসামঞ্জস্যপূর্ণ না হইলে নিম্নলিখিত শব্দগুলির অর্থ নিম্নরূপ হইবে :
        উপধারা-(১)‘সংযোজন’ অর্থ বর্ণিত ব্যক্তির বাসস্থান, পেশা, ব্যবসায়, পদ এবং উপাধি ;
        উপধারা-(২)‘বহি’ অর্থ কোনো বহির অংশ বা কতকগুলি পৃষ্ঠা ;
    """)
    assert got == ["ধারা-১", "ধারা-১ > (১)", "ধারা-১ > (২)", "ধারা–২", "ধারা–২ > উপধারা-(১)", "ধারা–২ > উপধারা-(২)"]


MALAY_DEFINITION_LIMBS = """
        BAHAGIAN I
        PERMULAAN
        Tajuk ringkas dan permulaan kuat kuasa
        1. (1) Akta ini bolehlah dinamakan Akta Pengantaraan 2012.
        (2) Akta ini mula berkuat kuasa pada tarikh yang ditetapkan oleh Menteri.
        Tafsiran
        3. Dalam Akta ini, melainkan jika konteksnya menghendaki makna yang lain—
        “institusi” ertinya sesuatu badan atau organisasi yang mengadakan khidmat pengantaraan;
        “komunikasi pengantaraan” ertinya suatu pernyataan lisan atau bertulis yang dibuat—
        (a) semasa pengantaraan;
        (b) berhubung dengan pengantaraan; atau
        “Menteri” ertinya Menteri yang dipertanggungkan dengan tanggungjawab bagi hal ehwal undang-undang;
        BAHAGIAN II
        PERJANJIAN PENGANTARAAN
        4. Pengantaraan boleh dimulakan.
    """


def test_malay_part_sections_and_lettered_limbs_inside_a_definition() -> None:
    """The limbs of `“komunikasi pengantaraan” ertinya ... dibuat—` are the definition's text in section 3 (the
    Malaysian bills' convention, in Malay as in English: 'perenggan (a) takrif ...', never 3(a))."""
    got = paths(MALAY_DEFINITION_LIMBS)
    assert got == ["BAHAGIAN I", "BAHAGIAN I > 1", "BAHAGIAN I > 1 > (1)", "BAHAGIAN I > 1 > (2)", "BAHAGIAN I > 3",
                   "BAHAGIAN II", "BAHAGIAN II > 4"]
    lines = node_at(parse(lines_from(MALAY_DEFINITION_LIMBS), [], None), "BAHAGIAN I > 3").text.split("\n")
    assert lines[-4:] == ["“komunikasi pengantaraan” ertinya suatu pernyataan lisan atau bertulis yang dibuat—",
                          "(a) semasa pengantaraan;", "(b) berhubung dengan pengantaraan; atau",
                          "“Menteri” ertinya Menteri yang dipertanggungkan dengan tanggungjawab bagi hal ehwal "
                          "undang-undang;"]


def test_filipino_articles_and_sections() -> None:
    got = paths("""
        ARTIKULO IV
        PAGKAMAMAMAYAN
        SEKSYON 1. Ang sumusunod ay ang mamamayan ng Pilipinas:
        (1) Ang mamamayan ng Pilipinas sa panahon ng pagpapatibay ng Saligang Batas na ito;
        (2) Ang mga ama o ina ay mamamayan ng Pilipinas;
        SEKSYON 2. Ang katutubong inanak na mamamayan ay ang mamamayan ng Pilipinas mula pa sa pagkasilang.
        ARTIKULO V
        MGA KARAPATAN SA PAGHAHALAL
        SEKSYON 1. Ang karapatan sa halal ay maaaring gampanan ng lahat ng mga mamamayan ng Pilipinas.
    """)
    assert got == ["ARTIKULO IV", "ARTIKULO IV > SEKSYON 1", "ARTIKULO IV > SEKSYON 1 > (1)",
                   "ARTIKULO IV > SEKSYON 1 > (2)", "ARTIKULO IV > SEKSYON 2", "ARTIKULO V", "ARTIKULO V > SEKSYON 1"]


def test_tamil_chapter_and_tamil_letter_clauses() -> None:
    got = paths("""
        அத்தியாயம் I
        முன்னுரை
        1. சுருக்கப் பெயர், பரவல் மற்றும் தொடக்கம்
        (1) இச்சட்டம் மாற்றுத்திறனாளிகளின் உரிமைகள் சட்டம், 2016 என அழைக்கப்படலாம்.
        (2) இது இந்தியா முழுவதும் பரவலாகும்.
        2. வரையறைகள் இந்தச் சட்டத்தில், சந்தர்ப்பம் வேறுவிதமாக தேவைப்படாவிட்டால்:
        (அ) "உரிய அரசு" மத்திய அரசு என்று பொருள்படும்.
        (ஆ) "தடை" எந்த காரணியும்.
        (இ) "பராமரிப்பாளர்" உதவி வழங்கும் நபர்.
    """)
    assert got == ["அத்தியாயம் I", "அத்தியாயம் I > 1", "அத்தியாயம் I > 1 > (1)", "அத்தியாயம் I > 1 > (2)",
                   "அத்தியாயம் I > 2", "அத்தியாயம் I > 2 > (அ)", "அத்தியாயம் I > 2 > (ஆ)", "அத்தியாயம் I > 2 > (இ)"]


def test_kannada_digits_letter_names_and_a_glued_reference_kept_as_text() -> None:
    got = paths("""
        ಅಧ್ಯಾಯ ೧
        ಪೊಲೀಸ್ ಅಧಿಕಾರಿಗಳ ಅಧಿಕಾರಗಳು
        ೧. (೧) ಯಾವನೇ ಪೊಲೀಸು ಅಧಿಕಾರಿಯು ದಸ್ತಗಿರಿಮಾಡಬಹುದು.
        (೨) (1)ನೇ ಉಪಪ್ರಕರಣದ ಅಡಿಯಲ್ಲಿ ದಸ್ತಗಿರಿ ಮಾಡಲಾದ ಯಾವನೇ ವ್ಯಕ್ತಿಗೆ ತಿಳಿಸತಕ್ಕದ್ದು.
        ೨. ಭಾರತದಲ್ಲಿನ ಕೇಂದ್ರಾಡಳಿತ ಪ್ರದೇಶಗಳು:
        (ಎ) ನೇರವಾಗಿ ಕೇಂದ್ರ ಸರ್ಕಾರದಿಂದ ನಿಯಂತ್ರಿಸಲ್ಪಡುವ ಆಡಳಿತ ವಿಭಾಗಗಳಾಗಿವೆ;
        (ಬಿ) ಈ ಪ್ರಾಂತ್ಯಗಳು ರಾಜ್ಯಗಳಿಗೆ ಸಮಾನವಾದ ಸ್ವಾಯತ್ತತೆಯನ್ನು ಹೊಂದಿಲ್ಲ.
    """)
    assert got == ["ಅಧ್ಯಾಯ ೧", "ಅಧ್ಯಾಯ ೧ > ೧", "ಅಧ್ಯಾಯ ೧ > ೧ > (೧)", "ಅಧ್ಯಾಯ ೧ > ೧ > (೨)", "ಅಧ್ಯಾಯ ೧ > ೨",
                   "ಅಧ್ಯಾಯ ೧ > ೨ > (ಎ)", "ಅಧ್ಯಾಯ ೧ > ೨ > (ಬಿ)"]


def test_telugu_chapter_with_half_bracket_subsections() -> None:
    got = paths("""
        అధ్యాయము - 1
        ప్రారంభిక వివరణ PRELIMINARY
        1) ఈ చట్టము "న్యాయ సేవల అధారిటీల చట్టము 1987” అని పిలువబడవచ్చును.
        2) ఇది భారతదేశము అంతటికి అమలు అవుతుంది.
        3) ఇది కేంద్ర ప్రభుత్వము, నోటిఫికేషన్ చేత, నియమించు అటువంటి తేది నుండి, అమలులోనికి వచ్చును.
    """)
    assert got == ["అధ్యాయము - 1", "అధ్యాయము - 1 > (1)", "అధ్యాయము - 1 > (2)", "అధ్యాయము - 1 > (3)"]


def test_an_english_deed_with_a_hindi_schedule() -> None:
    got = paths("""
        AGREEMENT FOR SALE
        1. The vendor will sell and the purchaser will purchase the house described in the Schedule hereunder.
        2. The vendor declares that the sale of the house will be without encumbrances.
        अनुसूची
        ऊपर निर्दिष्ट मकान का विवरण
        १. मकान संख्या ........., सड़क ........., नगर ......... में स्थित सम्पूर्ण मकान, भूमि सहित।
        २. चौहद्दी :-
        (क) पूर्व में .........;
        (ख) पश्चिम में .........।
    """, "in_deed")
    assert got == ["1", "2", "अनुसूची", "अनुसूची > १", "अनुसूची > २", "अनुसूची > २ > (क)", "अनुसूची > २ > (ख)"]


def test_a_clause_whose_last_line_is_the_word_party_before_a_hindi_schedule() -> None:
    """`party.` wrapped alone onto its own line (the Hindi schedule under it read as a block of its own) is the
    clause's last word, not a container `Part y`."""
    got = paths("""
        1. The Lessor grants to the Lessee a lease of the said shop for a term of eleven months.
        2. Either party may end this lease by giving one month's notice in writing to the other
        party.
        अनुसूची
        १. दुकान संख्या 14, भूतल, गोमती नगर, लखनऊ।
    """, "in_deed")
    assert got == ["1", "2", "अनुसूची", "अनुसूची > १"]


def test_definitions_and_references_in_the_other_languages() -> None:
    assert defined_terms('"badan berkanun" ertinya mana-mana pertubuhan') == ["badan berkanun"]
    assert defined_terms("''अत्याचार'' से धारा 3 के अधीन दण्डनीय अपराध अभिप्रेत है;") == ["अत्याचार"]
    assert defined_terms("“প্রচলিত আইন” অর্থ প্রচলিত কোন আইন বা অধ্যাদেশ;") == ["প্রচলিত আইন"]
    assert defined_terms('"ஓய்வூதியம்” என்பது, பங்களிப்பு முறையிலாயினும்') == ["ஓய்வூதியம்"]
    assert defined_terms("“Batas” ay nangangahulugang anumang batas") == ["Batas"]
    assert defined_terms("''अत्याचार'' से संबंधित मामले") == []  # `से` without `अभिप्रेत`: not a definition
    refs = find_refs("''विधि'' का तात्पर्य धारा 4 और 5 में, ऐसी आज्ञा से है")
    assert refs == [("धारा 4 और 5", [("section", "4"), ("section", "5")], False)]
    assert find_refs("pengantara yang dilantik oleh pihak-pihak di bawah seksyen 7;")[0][1] == [("section", "7")]
    # a Marathi section printed `कलम २` is what `कलम 2` cites
    assert node_key(["कलम २", "(क)"])[0] == ref_key("section", "2")[0]


def test_a_caseless_script_excerpt_may_start_past_its_first_section() -> None:
    got = paths("""
        ಅಧ್ಯಾಯ ೨
        ರಾಜ್ಯಗಳ ಒಕ್ಕೂಟ
        ೨. ಭಾರತದಲ್ಲಿನ ರಾಜ್ಯಗಳ ಒಕ್ಕೂಟದ ಹೆಸರು "ಭಾರತ" ಅಥವಾ "ಭಾರತದ ಒಕ್ಕೂಟ".
        ೩. ಭಾರತದಲ್ಲಿನ ಕೇಂದ್ರಾಡಳಿತ ಪ್ರದೇಶಗಳು:
        (ಎ) ನೇರವಾಗಿ ಕೇಂದ್ರ ಸರ್ಕಾರದಿಂದ ನಿಯಂತ್ರಿಸಲ್ಪಡುವ ಆಡಳಿತ ವಿಭಾಗಗಳಾಗಿವೆ;
    """)
    assert got == ["ಅಧ್ಯಾಯ ೨", "ಅಧ್ಯಾಯ ೨ > ೨", "ಅಧ್ಯಾಯ ೨ > ೩", "ಅಧ್ಯಾಯ ೨ > ೩ > (ಎ)"]


def test_a_first_number_ocr_lost_is_restored_from_the_two_after_it() -> None:
    got = paths("""
        अध्याय 1
        प्रारंभिक
        . संक्षिप्त नाम, विस्तार और प्रारंभ :-
        () इस अधिनियम का संक्षिप्त नाम अनुसूचित जातियां और अनुसूचित जनजातियां (अत्याचार निवारण) अधिनियम है।
        (2) इसका विस्तार जम्मू और कश्मीर राज्य के सिवाय सम्पूर्ण भारत पर है।
        2. परिभाषाएं :-
    """)
    assert got == ["अध्याय 1", "अध्याय 1 > 1", "अध्याय 1 > 1 > (1)", "अध्याय 1 > 1 > (2)", "अध्याय 1 > 2"]
    assert paths("""
        అధ్యాయము ౧
        A. ఆంధ్రప్రదేశ్ విభజన చట్టం 2014 కేంద్ర ప్రభుత్వం ఆరవ చట్టంగా.
        ౨. భారత రాజ్యాంగంలోని ఆర్టికల్ - 168 ని అనుసరించి రాష్ట్రాలు ఏర్పాటు చేయటం జరుగుతుంది.
    """) == ["అధ్యాయము ౧", "అధ్యాయము ౧ > ౧", "అధ్యాయము ౧ > ౨"]


def test_a_wrap_up_after_a_list_of_comma_ended_items_ends_the_units_sentence() -> None:
    """Constitution art. 1(3) in Hindi: `समाविष्ट होंगे।` closes the sentence of (३) opened by `में,-`; it is (३)'s
    text, not (ग)'s, whether the items are indented or not."""
    from ingest.structure import parse
    from tests.structure.snippets import lines_from, node_at

    for pad in ("", "   "):
        tree = parse(lines_from(f"""
            अनुच्छेद १
            (१) भारत, अर्थात् इंडिया, राज्यों का संघ होगा।
            (३) भारत के राज्यक्षेत्र में,-
            {pad}(क) राज्यों के राज्यक्षेत्र,
            {pad}(ख) पहली अनुसूची में विनिर्दिष्ट संघ राज्यक्षेत्र, और
            {pad}(ग) ऐसे अन्य राज्यक्षेत्र जो अर्जित किए जाएं,
            समाविष्ट होंगे।
        """), [])
        assert "समाविष्ट" not in node_at(tree, "अनुच्छेद १ > (३) > (ग)").text
        assert "समाविष्ट होंगे।" in " ".join(c.text for c in node_at(tree, "अनुच्छेद १ > (३)").children)


def test_an_excerpt_that_starts_inside_a_list_of_clauses_keeps_them() -> None:
    """Article 366 in Tamil, a page of clauses (7), (8), then (17), (18): no article number on the page; the
    skipped clauses are recorded on (17)."""
    from ingest.structure import parse
    from tests.structure.snippets import lines_from, node_at

    tree = parse(lines_from("""
        (7) "மாவட்ட நீதிபதி" என்பது, துணை மாவட்ட நீதிபதியையும் உள்ளடக்கும்;
        (8) "இருப்புரிமை இசைவுத்தாள்" என்பது அரசு வழங்கும் இசைவுத்தாள் என்று பொருள்படும்;

        (17) "இந்திய வருமானம்" என்பது இந்தியாவில் ஈட்டப்பட்ட வருமானம் என்று பொருள்படும்;
        (18) "இந்திய அரசுச் சட்டம்" என்பது அந்தச் சட்டம் என்று பொருள்படும்;
    """), [])
    assert [" > ".join(p) for p, _ in unit_paths(tree)] == ["(7)", "(8)", "(17)", "(18)"]
    assert node_at(tree, "(17)").numbering_gap == "9-16"


def test_a_malay_proviso_between_two_subsections_is_the_first_ones_text_not_a_lost_item() -> None:
    """`(1) ... itu:` then `Dengan syarat bahawa ...` (provided that) then `(2)` at the proviso's indent: (2) is (1)'s
    sibling, so no item under (1) was lost; the proviso is (1)'s text and nothing is inferred (or sent to review)."""
    snippet = """
        5. Menghalang kesukaran atau anomali
          (1) Jika apa-apa kesukaran timbul, Menteri boleh melalui perintah membuat apa-apa ubahsuaian itu:
          Dengan syarat bahawa Menteri tidak boleh menjalankan kuasa ini selepas tiga tahun.
          (2) Dalam seksyen ini, "ubahsuaian" termasuklah pemindaan dan penambahan.
    """
    assert paths(snippet, "my_statute") == ["5", "5 > (1)", "5 > (2)"]
    tree = parse(lines_from(snippet), [], "my_statute")
    assert "Dengan syarat bahawa" in node_at(tree, "5 > (1)").text
    assert not any(n.inferred for _, n in unit_paths(tree))


def test_a_malay_citation_wrapped_to_a_line_start_opens_no_provision() -> None:
    """`Perkara 10 Perjanjian` ("Article 10 of the Agreement") and `Seksyen 12 Akta ibu` wrapped to the start of a
    line cite the instrument they name after the number (Malay's genitive): they open no section, and the items and
    sections after them stay where they are (a bill giving effect to an agreement)."""
    got = paths("""
        3. Menteri boleh membayar bagi pihak Kerajaan—
        (a) apa-apa jumlah wang yang kena dibayar mengikut perenggan (2)
        Perkara 10 Perjanjian bagi syer yang diperuntukkan;
        (b) apa-apa jumlah wang tambahan di bawah perenggan (4)
        Perkara 11 Perjanjian itu.
        4. (1) Apa-apa deposit yang dibuat di bawah subseksyen (3)
        Seksyen 12 Akta ibu hendaklah dibayar daripada Kumpulan Wang Disatukan.
        (2) Menteri boleh membuat peraturan-peraturan.
        5. Akta ini mula berkuat kuasa pada tarikh yang ditetapkan.
    """)
    assert got == ["3", "3 > (a)", "3 > (b)", "4", "4 > (1)", "4 > (2)", "5"]


def test_marathi_items_numbered_in_words_under_a_clause() -> None:
    """Marathi Acts number sub-clauses in words, `(एक)` `(दोन)` (mr_public_property_damage_s1_s2)."""
    got = paths("""
        कलम २
        व्याख्या :
        या अधिनियमामध्ये, संदर्भानुसार अन्यथा आवश्यक नसेल तर,-
        (क) आगळीक या शब्दास, भारतीय दंड संहिता याच्या कलम ४२५ मध्ये जो अर्थ नेमून दिला आहे तोच अर्थ असेल;
        (ख) सार्वजनिक संपत्ती याचा अर्थ, पुढीलपैकी कोणाच्याही मालकीची असलेली मालमत्ता असा आहे :-
        (एक) केंद्र शासन; किंवा
        (दोन) कोणतेही राज्य शासन;
        (तीन) कोणतेही स्थानिक प्राधिकरण; किंवा
    """)
    assert got == ["कलम २", "कलम २ > (क)", "कलम २ > (ख)", "कलम २ > (ख) > (एक)", "कलम २ > (ख) > (दोन)",
                   "कलम २ > (ख) > (तीन)"]


def test_hindi_items_with_a_closing_bracket_only_and_an_inserted_article() -> None:
    """The Hindi Constitution prints items `क)`, `१)` and an inserted article `अनुच्छेद ३०० क`
    (hi_constitution_part12_property)."""
    got = paths("""
        अध्याय ३
        संपत्ति, संविदाएं, अधिकार, दायित्व, बाध्यताएं और वाद :
        अनुच्छेद २९४
        कुछ दशाओं में संपत्ति, आस्तियों, अधिकारों दायित्वों और बाध्यताओं का उत्तराधिकार :
        इस संविधान के प्रारंभ से ही –
        क) जो संपत्ति और आस्तियां ऐसे प्रारंभ से ठीक पहले भारत डोमिनियन की सरकार में निहित थीं,
        अनुच्छेद २९५
        अन्य दशाओं में संपत्ति, आस्तियों, अधिकारों, दायित्वों और बाध्यताओं का उत्तराधिकार ।
        १) इस संविधान के प्रारंभ से ही –
        क) जो संपत्ति और आस्तियां ऐसे प्रारंभ से ठीक पहले किसी देशी राज्य में निहित थीं,
        अध्याय ४
        संपत्ति का अधिकार :
        अनुच्छेद ३०० क
        विधि के प्राधिकार के बिना व्यक्तियों को संपत्ति से वंचित न किया जाना ।
    """)
    assert got == ["अध्याय ३", "अध्याय ३ > अनुच्छेद २९४", "अध्याय ३ > अनुच्छेद २९४ > (क)", "अध्याय ३ > अनुच्छेद २९५",
                   "अध्याय ३ > अनुच्छेद २९५ > (१)", "अध्याय ३ > अनुच्छेद २९५ > (१) > (क)", "अध्याय ४",
                   "अध्याय ४ > अनुच्छेद ३०० क"]


def test_an_english_mortgage_deed_with_a_marathi_schedule() -> None:
    """`PARTY OF THE FIRST PART` is no container `PART Y`; `परिशिष्ट` is a Marathi deed's schedule
    (mixed_en_mr_mortgage_deed)."""
    got = paths("""
        MORTGAGE DEED
        BETWEEN __________ herein after called the MORTGAGOR
        PARTY OF THE FIRST PART
        A N D
        __________, A BODY CORPORATE, hereinafter referred to as “THE MORTGAGEE” PARTY OF THE OTHER PART
        The mortgagor undertakes that he/she/they will bear all expenses such as stamp duty.
        परिशिष्ट
        वर उल्लेख केलेल्या गहाण मिळकतीचे वर्णन
        १. जिल्हा पुणे, उप-नोंदणी जिल्हा हवेली येथील भूखंड क्रमांक .........
        २. क्षेत्रफळ सुमारे ......... चौरस मीटर.
        ३. चतुःसीमा :-
        (क) पूर्वेस .........;
        (ख) दक्षिणेस .........;
    """, "in_deed")
    assert got == ["परिशिष्ट", "परिशिष्ट > १", "परिशिष्ट > २", "परिशिष्ट > ३", "परिशिष्ट > ३ > (क)",
                   "परिशिष्ट > ३ > (ख)"]


def test_a_malay_amending_bill_quoting_english_sections_under_new_section_headings() -> None:
    """fresh9's Small Estates (Distribution) amendment bill: a quoted sub-section ending `”; dan` (Malay's `and`) closes
    the quote, so the inserting clause's next item `(f)` is its own; `Seksyen 8A baru` ("new section 8A", as the
    Free Zones amendment bill prints `Seksyen baru 23A`) heads the clause that inserts it and is no section; what a
    clause ending `yang berikut:` ("the following:") inserts is quoted text, its `8A.` no unit, so clause 8 follows
    clause 7."""
    assert paths("""
        6. Seksyen 8 Akta ibu dipinda—
        (e) dengan menggantikan subseksyen (8) dengan subseksyen yang berikut:
        “(8) If the Land Administrator decides that the estate is a small estate, he shall
        be made under subsection 4(2).”; dan
        (f) dalam subseksyen (9)
        (i) dengan memasukkan selepas perkataan “If” perkataan “upon ascertaining”; dan
        (ii) dengan memotong perkataan “that other petition”.
        Seksyen 8A baru
        7. Akta ibu dipinda dengan memasukkan selepas seksyen 8 seksyen yang berikut:
        “When any movable property is administered by the Corporation
        8A. Where a petition for distribution is lodged with a Land Administrator, the
        Corporation shall deliver to the Land Administrator any document.”.
        Pindaan seksyen 12
        8. Subseksyen 12(3) Akta ibu dipinda dengan memasukkan selepas perkataan
        “any penghulu” perkataan “or a Settlement Officer”.
    """) == ["6", "6 > (e)", "6 > (f)", "6 > (f) > (i)", "6 > (f) > (ii)", "7", "8"]


def test_the_items_of_an_explanation_belong_to_the_unit_it_explains() -> None:
    """fresh9's Bangladesh Secured Transactions Act 2(৭): after (ক) (খ) (গ), an Explanation (`ব্যাখ্যা।- ... শেষে-`)
    opens its own items (অ) (আ) (ই); they are items of the definition it explains, not of (গ), and the lettered list
    goes on with (ঘ) after them. The items are set indented under the definition, the Explanation at its indent, as the
    samples print them. (The Private Security Agencies Act's s. 19 and the Iodine Deficiency Act's s. 10 print
    an Explanation's items so too.)"""
    assert paths("""
        ২। বিষয় বা প্রসঙ্গের পরিপন্থি কোনো কিছু না থাকিলে, এই আইনে-
        (৭) “জামিনদার” অর্থ-
            (ক) কোনো ব্যক্তি যিনি জামানতের মালিক;
            (খ) কোনো ব্যক্তি যিনি কোনো চালান এর মাধ্যমে পণ্য গ্রহণ করেন;
            (গ) কিস্তিতে ক্রয় চুক্তি এর অধীন কোনো ক্রেতা;
        ব্যাখ্যা।- এই দফার উদ্দেশ্যে পূরণকল্পে “আর্থিক ইজারা” অর্থ কোনো ইজারা যাহার মেয়াদ শেষে-
            (অ) ইজারাগ্রহীতা স্বয়ংক্রিয়ভাবেই মালিক হন; অথবা
            (আ) ইজারাগ্রহীতা নামমাত্র মূল্যে মালিকানা স্বত্বের অধিকারী হন; অথবা
            (ই) অস্থাবর সম্পত্তিটির অবশিষ্ট মূল্য অতি নগণ্য; এবং
            (ঘ) কোনো ক্রেতা যিনি পণ্য ক্রয় করেন;
        (৮) “তপশিল” অর্থ এই আইনের তপশিল;
    """) == ["২", "২ > (৭)", "২ > (৭) > (ক)", "২ > (৭) > (খ)", "২ > (৭) > (গ)", "২ > (৭) > (অ)", "২ > (৭) > (আ)",
             "২ > (৭) > (ই)", "২ > (৭) > (ঘ)", "২ > (৮)"]


def test_a_first_number_repeated_after_an_introducing_first_item_opens_a_list_inside_it() -> None:
    """fresh9's Bangladesh Land Crimes Act numbers its definitions like sub-sections, under its sub-section (১) that
    introduces them: `২। (১) ... এই আইনে-` / `(১) “...” অর্থ` ... `(১১)`, then sub-section `(২)`. No list repeats its
    first number, so the second `(১)` opens a list inside the first; the (২) after (১১) is the outer list's. A
    second `(১)` with no introduction before it stays text, as before."""
    read = """
        ২। (১) বিষয় বা প্রসঙ্গের পরিপন্থি কোনো কিছু না থাকিলে, এই আইনে-
        (১) “এক্সিকিউটিভ ম্যাজিস্ট্রেট” অর্থ Executive Magistrate;
        (২) “কর্তৃপক্ষ” অর্থে জেলা প্রশাসক;
        (৩) “বিধি” অর্থ এই আইনের অধীন প্রণীত বিধি;
        (২) এই আইনে ব্যবহৃত যে সকল শব্দের সংজ্ঞা প্রদান করা হয় নাই, সেই সকল শব্দ প্রযোজ্য হইবে।
        ৩। এই আইনের বিধানাবলি অতিরিক্ত হইবে।
    """
    assert paths(read) == ["২", "২ > (১)", "২ > (১) > (১)", "২ > (১) > (২)", "২ > (১) > (৩)", "২ > (২)", "৩"]
    assert "২ > (১) > (১)" not in paths(read.replace("এই আইনে-", "এই আইনে প্রযোজ্য হইবে।"))


def test_telugu_letter_names_spelt_long_and_an_inserted_section_lettered_so() -> None:
    """The Telugu Cinematograph Act (fresh8, Wikisource): clauses lettered with the English letters' names spelt with
    long vowels, `(ఏ)` `(బీ)` `(సీ)` (as well as `(ఎ)` `(బి)`), and inserted sections `2ఏ.` (2A) and `7ఎఫ్‌.` (7F, with
    the joiner OCR writes after its virama); an excerpt's first
    section under a new Part, `15.` with `16.` after it, opens although its first letter has no case."""
    assert paths("""
        భాగము 1.
        1. ఈ చట్టమును చలనచిత్ర చట్టము, 1952 అని పేర్కొనవచ్చును.
        2ఏ. జమ్మూ-కాశ్మీరు రాజ్యములో అమలునందులేని ఏదేని శాసనమును గూర్చి నిర్వచింపవలెను.
        7ఎఫ్‌. ఈ చట్టము క్రింద సద్భావముతో చేసిన దేనికైనను ఎట్టి దావా ఉండదు.
        8. కేంద్ర ప్రభుత్వము ఈ క్రింది వాటి కొరకు నియమములు చేయవచ్చును:–
        (ఏ) బోర్డు సభ్యులకు చెల్లించదగు బత్తెములు మరియు ఫీజు;
        (బీ) బోర్డు సభ్యుల సేవా నిబంధనలు, మరియు షరతులు;
        (సీ) అపీలు ఎంత కాలము లోపల చేయవలెను.
        భాగము 3.
        15. లైసెన్సు కలిగియున్న వ్యక్తి అపరాధమునకు దోషస్టాపితుడైనయెడల లైసెన్సును ప్రతి సంహరించవచ్చును.
        16. కేంద్ర ప్రభుత్వము నియమములను చేయవచ్చును.
    """) == ["భాగము 1", "భాగము 1 > 1", "భాగము 1 > 2ఏ", "భాగము 1 > 7ఎఫ్", "భాగము 1 > 8", "భాగము 1 > 8 > (ఏ)",
             "భాగము 1 > 8 > (బీ)", "భాగము 1 > 8 > (సీ)", "భాగము 3", "భాగము 3 > 15", "భాగము 3 > 16"]


def test_a_sri_lankan_tamil_amending_act_quotes_what_it_inserts() -> None:
    """fresh11's Fisheries (Amendment) Act 2023 and fresh10's Prevention of Frauds (Amendment) Act 2024, as printed:
    Tamil puts `the following` (`பின்வரும்`, `பின்வருவதனை`) at the head of the amending sentence, lines above its
    `:-`, so the quote after it (a new Part with its sections, a fine table titled `அட்டவணை`, a paragraph) is the
    inserted text, not this Act's units or Schedule; a quoted paragraph ending its list's item closes with the list's
    `and` inside the quote (`; அத்துடன்”`), so the amending list's next item `(ஆ)` is its own."""
    assert paths("""
        3. பின்வரும் புதிய பாகம், முதன்மைச் சட்டவாக்கத்தின் பாகம் IIஅ
        இனை உடனடுத்து இத்தால் உட்புகுத்தப்படுகின்றதுடன்
        அச்சட்டவாக்கத்தின் IIஆ என்னும் பாகமாக பயனுறுதலும் வேண்டும்:-
        “பாகம் IIஆ
        இலங்கை நீர்ப்பரப்புகளில் அல்லது ஆழ்கடலில் சட்டவிரோதமான,
        மீன்பிடித்தலைத் தடைசெய்தல்
        14ச. (1) ஆளொருவர், இலங்கை நீர்ப்பரப்புகளில் அல்லது
        ஈடுபடுதலாகாது.
        (2) ஓராம் உட்பிரிவின் ஏற்பாடுகளை மீறுகின்ற ஆளொருவர்
        இச்சட்டத்தின்கீழ் தவறொன்றுக்குக் குற்றவாளியாதல் வேண்டும்.
        14ஞ. பணிப்பாளர் தலைமையதிபதி, எவரேனும் ஆள் வேறோர்
        அளித்ததன் பின்னர்-
        (அ) 15 ஆம் பிரிவின்கீழ் உள்ளூர் மீன்பிடி வள்ளமொன்றாகவுள்ள
        இல்லாதாக்கலாம் அல்லது இடைநிறுத்தலாம்; அத்துடன்
        (ஆ) விடயத்துக்கேற்ப, இலங்கை நீர்ப்பரப்புகளில் அல்லது
        இல்லாதாக்கலாம் அல்லது இடைநிறுத்தலாம்.”.
        முதன்மைச் சட்டவாக்கத்தின் 16அ என்னும் பிரிவை நீக்குதல்
        4. முதன்மைச் சட்டவாக்கத்தின் 16அ என்னும் பிரிவு இத்தால் நீக்கப்படுகின்றது.
        முதன்மைச் சட்டவாக்கத்தின் 49 ஆம் பிரிவைத் திருத்துதல்
        5. முதன்மைச் சட்டவாக்கத்தின் 49 ஆம் பிரிவு, இத்தால் பின்வருமாறு
        திருத்தப்படுகின்றது:-
        (1) அப்பிரிவின் (4) ஆம் உட்பிரிவில், “தவறொன்றிற்குக்
        எல்லாச் சொற்களுக்கும் பதிலாக பின்வருவதனை இடுவதன் மூலமும்:-
        “தவறொன்றிற்குக் குற்றவாளியாதல் வேண்டுமென்பதுடன்
        குற்றப்பணமொன்றிற்கு ஆளாதலும் வேண்டும்:-
        அட்டவணை
        நிரல் I நிரல் II
        வள்ளமொன்றின் நீளம் குற்றப்பணங்கள்
        75 மீற்றர்களை விட மேலானது ரூபா 5 மில்லியன்”.
        (2) அப்பிரிவின் (4) ஆம் உட்பிரிவை உடனடுத்துப் பின்வரும்
        உட்பிரிவை உட்புகுத்துவதன் மூலமும்:-
        “(4அ). நான்காம் உட்பிரிவில் அடங்கியுள்ளவை எது எவ்வாறிருப்பினும்,
        குற்றப்பணமொன்றுக்கு ஆளாதலும் வேண்டும்.”.
        ஒவ்வாமை ஏற்படும் பட்சத்தில் சிங்கள உரை மேலோங்கி நிற்றல்
        6. இச்சட்டத்தின் சிங்கள, தமிழ் உரைகளுக்கிடையே ஏதேனும் ஒவ்வாமை
        ஏற்படும் பட்சத்தில், சிங்கள உரையே மேலோங்கி நிற்றல் வேண்டும்.
    """) == ["3", "4", "5", "5 > (1)", "5 > (2)", "6"]
    assert paths("""
        2. (70 ஆம் அத்தியாயமான) மோசடிகளைத் தடுத்தல் கட்டளைச் சட்டத்தின் 2
        ஆம் பிரிவானது இத்தால் பின்வருமாறு திருத்தப்படுகின்றது :-
        (1) அப்பிரிவை, (1) ஆம் உட்பிரிவாக மீள் இலக்கமிடுவதன் மூலமும்;
        (2) அதன் மீள் இலக்கமிடப்பட்ட (1) ஆம் உட்பிரிவில்-
        (அ) பந்தி (அ) வை நீக்கிவிட்டு அதற்குப் பதிலாகப் பின்வருவதனை
        இடுவதன் மூலமும்:-
        “(அ) இயைபான உறுதி அல்லது சாதனம் எழுத்திலிருந்தாலொழியவும்,
        நொத்தாரிசுவினால் அத்தாட்சிப்படுத்தப்பட்டாலொழியவும்; அத்துடன்”
        (ஆ) பந்தி (ஆ) வில், “இயைபான உறுதியில் அல்லது சாதனத்தில்
        என்னும் சொற்களை இடுவதன் மூலமும்.
        (3) அப்பிரிவின் (1) ஆம் உட்பிரிவை உடனடுத்துப் பின்வரும் புதிய
        உட்பிரிவைச் சேர்ப்பதன்மூலமும்:-
        “(2) கைமாற்றல் உறுதியொன்று தொடர்பில் -
        (அ) கைமாற்றுநர் மற்றும் கைமாற்றம் பெறுநர் ஆகிய இருவரும் (1) ஆம்
        (ஆ) கைமாற்றம் பெறுநர் பராயமடையாதவொருவராக இருப்பின்,
        செயலாற்றுவதற்குத் தகுதிவாய்ந்த ஆளொருவராக இருத்தல் வேண்டும்.”.
        3. இச்சட்டத்தின் சிங்கள, தமிழ் உரைகளுக்கிடையே ஏதேனும் ஒவ்வாமை
        ஏற்படும் விடயத்தில் சிங்கள உரையே மேலோங்கி நிற்றல் வேண்டும்.
    """) == ["2", "2 > (1)", "2 > (2)", "2 > (2) > (அ)", "2 > (2) > (ஆ)", "2 > (3)", "3"]
