"""Errors a user can act on: one class each, with an exit code and a message that says what to do next."""

from __future__ import annotations


class EngrossError(Exception):
    """Base class: `str(err)` is a one-line reason fit for a person; `exit_code` for the CLI."""

    exit_code = 1
    transient = False  # a worker may retry a transient error; bad input is never retried

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class InputFileError(EngrossError):
    """The file itself is unusable (not a PDF, empty, truncated, damaged)."""

    exit_code = 2


class EncryptedPdfError(InputFileError):
    exit_code = 8


class LimitExceededError(InputFileError):
    """Too many pages, a page too large to rasterise safely, a page of zero size."""

    exit_code = 9


class MissingDependencyError(EngrossError):
    """A program engross runs (tesseract) is not installed or lacks a language."""

    exit_code = 3


class OcrError(EngrossError):
    """Tesseract failed or timed out on a page."""

    exit_code = 4
    transient = True


class ConfigError(EngrossError):
    exit_code = 5
