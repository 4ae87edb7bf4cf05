"""Errors a user can act on: one class each, with an exit code and a message that says what to do next."""

from __future__ import annotations

BATCH_FAILED = 1  # some files of a batch failed; each file's own code is in the summary
USAGE = 2  # click's own code for a bad option; shared with a bad input file: what was given is wrong
INTERNAL_ERROR = 15  # a bug: as OCRmyPDF's "other error"

# The README's "Exit codes" table (a test keeps the two in step): code -> (short name, when).
EXIT_CODES = {
    0: ("ok", "every file ingested (or already there); the command did what it said"),
    BATCH_FAILED: ("batch with failures", "each failure is listed as `FAILED path: reason (exit N)`, then a count "
                   "per code"),
    USAGE: ("bad input", "a bad option or argument (checked before any work), an unknown document id, or a file "
            "that is not a usable PDF"),
    3: ("missing dependency", "tesseract, or the Tesseract language data named by `--lang` / "
        "ENGROSS_OCR_LANGUAGES, is not installed"),
    4: ("OCR failed", "Tesseract failed or timed out on a page"),
    5: ("configuration", "a bad ENGROSS_* value, an unknown key in the TOML file, ENGROSS_CONFIG naming no file"),
    6: ("service unreachable", "the store (database) or the broker (Redis) cannot be reached"),
    8: ("encrypted PDF", "the PDF needs a password"),
    9: ("over a limit", "too many pages, a page too large to rasterise, a page of zero size"),
    10: ("amendment does not apply", "`engross amend`: a target document or provision is not in the store, or an "
         "action conflicts with the provision's history; nothing of the list was applied"),
    INTERNAL_ERROR: ("internal error", "a bug: please report it (ENGROSS_TRACEBACK=1 shows the traceback)"),
}


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
    """A setting's value, the TOML file, or a combination of options."""

    exit_code = 5


class NotFoundError(EngrossError):
    """A document (or other record) named on the command line does not exist."""

    exit_code = USAGE


class AmendmentError(EngrossError):
    """An amendment list names a provision the store does not hold (or one it cannot change as asked)."""

    exit_code = 10


class InternalError(EngrossError):
    """A bug or a failure engross did not foresee (a crashed page process, a store write that failed)."""

    exit_code = INTERNAL_ERROR
