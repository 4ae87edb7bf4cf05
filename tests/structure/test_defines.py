"""Defined terms: a definition's verb, not the noun "means" inside an offence."""

from __future__ import annotations

import pytest

from ingest.crossrefs import defined_terms


@pytest.mark.parametrize(("text", "terms"), [
    ("Access refers to the instruction of, or communication with, a computer system.", ["Access"]),
    ('"workman" means any person employed under a contract of service;', ["workman"]),
    ("Computer data means any representation of facts in a form fit for processing.", ["Computer data"]),
    ("Capturing by technical means, without right, any non-public transmission of data.", []),
    ("Sending commercial electronic messages by means of a computer system to many persons.", []),
])
def test_defined_terms(text: str, terms: list[str]) -> None:
    assert defined_terms(text) == terms
