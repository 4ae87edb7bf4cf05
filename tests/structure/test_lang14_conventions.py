"""Conventions the language half fresh14 showed the parser (session 19, helper lang14b): each a habit of drafting or
printing that other texts share, tested on lines written for it, not on the half's texts."""

from __future__ import annotations

from tests.structure.snippets import paths


def test_marathi_clauses_lettered_a_b_c_in_devanagari() -> None:
    # Marathi Acts letter clauses with the sounds of the English letters: (अ) (ब) (क) (ड) = a, b, c, d
    got = paths("""
        कलम ५ :
        अर्जाचे प्रकार :
        (१) या अधिनियमाखाली पुढील प्रयोजनांसाठी अर्ज करता येईल, ते म्हणजे –
        (अ) भेटीसाठी;
        (ब) शिक्षणासाठी;
        (क) व्यापारासाठी;
        (ड) वैद्यकीय उपचारासाठी.
        (२) असा अर्ज विहित नमुन्यात करण्यात येईल.
    """)
    assert got == ["कलम ५", "कलम ५ > (१)", "कलम ५ > (१) > (अ)", "कलम ५ > (१) > (ब)", "कलम ५ > (१) > (क)",
                   "कलम ५ > (१) > (ड)", "कलम ५ > (२)"]


def test_hindi_inserted_section_letter_before_the_labels_colon() -> None:
    # `धारा ४ख :` on its own line, its heading below, as `धारा ४ :` is printed beside it
    got = paths("""
        धारा ४ :
        निरोध :
        केन्द्रीय सरकार आदेश द्वारा निरोध का निदेश दे सकती है ।
        धारा ४ख :
        अपील :
        १) इस धारा के अधीन आदेश से व्यथित व्यक्ति अपील कर सकेगा ।
        २) अपील तीस दिन के भीतर की जाएगी ।
    """)
    assert got == ["धारा ४", "धारा ४ख", "धारा ४ख > (१)", "धारा ४ख > (२)"]


def test_malay_closing_words_then_a_list_in_doubled_then_tripled_letters() -> None:
    # `(e) ...; dan` / `(f) ...,` / closing words back at the subsection's indent, ending `—` / `(aa)` `(bb)`, and
    # `(bb)`'s own `(aaa)` `(bbb)`: the doubled letters are the subsection's second list, not `(f)`'s items
    got = paths("""
           6. (1) Semua—
               (a) tanah;
               (b) bangunan; dan
               (c) kenderaan,
           yang dipunyai oleh Lembaga sebaik sahaja sebelum tarikh itu hendaklah,—
               (aa) terletak hak pada Kerajaan; dan
               (bb) diuruskan mengikut—
                   (aaa) undang-undang bertulis; dan
                   (bbb) arahan Menteri.
           (2) Perintah ini mula berkuat kuasa pada tarikh itu.
    """, "my_statute")
    assert got == ["6", "6 > (1)", "6 > (1) > (a)", "6 > (1) > (b)", "6 > (1) > (c)", "6 > (1) > (aa)",
                   "6 > (1) > (bb)", "6 > (1) > (bb) > (aaa)", "6 > (1) > (bb) > (bbb)", "6 > (2)"]


def test_tamil_inserted_definitions_limbs_are_the_sections_text() -> None:
    # an amending section inserting an unnumbered quoted definition whose limbs are lettered (அ) (ஆ) (இ): the limbs
    # are the definition's text (the section's), as Latin-lettered limbs are, not units of the amending section
    got = paths("""
        2. முதன்மைச் சட்டத்தின் 3 ஆம் பிரிவு பின்வருமாறு திருத்தப்படுகின்றது:-
        “பதிவேடு” என்பது, பின்வருவனவற்றை உள்ளடக்குகின்றது -
        (அ) ஏதேனும் எழுத்திலான பதிவு;
        (ஆ) ஏதேனும் இலத்திரனியல் பதிவு; அல்லது
        (இ) வேறு ஏதேனும் பதிவு;”.
        3. முதன்மைச் சட்டத்தின் 4 ஆம் பிரிவு இத்தால் நீக்கப்படுகின்றது.
    """)
    assert got == ["2", "3"]


def test_a_latin_digit_read_among_devanagari_sections_with_a_lettered_one() -> None:
    # `धारा २` read as `धारा 2` between `धारा १` and `धारा ३क`: the lettered section votes with its digits, so the
    # misread one is relabelled in the series' script
    got = paths("""
        धारा १ :
        संक्षिप्त नाम :
        इस अधिनियम का संक्षिप्त नाम नमूना अधिनियम है ।
        धारा 2 :
        परिभाषाएं :
        इस अधिनियम में शब्दों के अर्थ दिए गए हैं ।
        धारा ३क :
        छूट :
        केन्द्रीय सरकार छूट दे सकती है ।
    """)
    assert got == ["धारा १", "धारा २", "धारा ३क"]
