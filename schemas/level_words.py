"""The level words of the languages deeds and statutes are also written in (issue 14): `BAHAGIAN`, `अध्याय`, `பாகம்`.

One list, read by the parser (`ingest.structure.markers`, as the kind each word is) and by the corpus gold's label
convention (`corpus.gold.is_container`: which printed labels are levels that hold units), so a level word the gold
knows is one the parser knows: session 13's Sri Lankan Tamil Act printed its Part as `பாகம் I`, the gold knew it and
the parser did not, and every unit under it missed its path (fresh8, 1/37).
"""

from __future__ import annotations

# word as printed -> the kind of level it is (the English keyword it stands for)
LOCAL_CONTAINERS = {
    "BAHAGIAN": "part", "Bahagian": "part", "BAB": "chapter", "Bab": "chapter", "JADUAL": "schedule",  # Malay
    "Jadual": "schedule", "KABANATA": "chapter", "Kabanata": "chapter", "ARTIKULO": "article",  # Filipino
    "Artikulo": "article", "PANGKAT": "division", "Pangkat": "division", "TITULO": "title", "Titulo": "title",
    "अध्याय": "chapter", "भाग": "part", "अनुसूची": "schedule", "प्रकरण": "chapter",  # Hindi; Marathi प्रकरण,
    "परिशिष्ट": "schedule",  # Marathi deeds' schedule (Hindi: an appendix)
    "অধ্যায়": "chapter", "ভাগ": "part", "পরিচ্ছেদ": "chapter", "তফসিল": "schedule",  # Bengali
    "அத்தியாயம்": "chapter", "பகுதி": "part", "அட்டவணை": "schedule",  # Tamil
    "பாகம்": "part",  # Sri Lankan Tamil's Part (`பாகம் I`, the Government Printer's texts of 2023)
    "అధ్యాయము": "chapter", "అధ్యాయం": "chapter", "భాగము": "part", "షెడ్యూలు": "schedule",  # Telugu
    "ಅಧ್ಯಾಯ": "chapter", "ಭಾಗ": "part", "ಅನುಸೂಚಿ": "schedule",  # Kannada
}

# Level words some texts also print before their provisions' numbers: a Filipino ordinance numbers its sections
# `PANGKAT 1.` (the parser reads `PANGKAT` with an arabic number as a section, `PANGKAT I` as a division); the gold
# convention does not count them as levels.
PROVISION_TOO = frozenset({"PANGKAT", "Pangkat"})
