# engross: one image for the worker, the watcher, the web app and `engross ingest`.
# Tesseract (+ OSD for page orientation and script, and the languages engross reads: docs/languages.md) lives
# inside (the word lists the plausibility signal reads ship with wordfreq, or inside the traineddata); pick
# fewer languages with
#   docker build --build-arg TESSERACT_LANGS="eng hin" .
# another Debian bookworm Python 3.11 base (a registry mirror, an offline stand-in) with --build-arg BASE_IMAGE=...
ARG BASE_IMAGE=python:3.11-slim-bookworm
FROM ${BASE_IMAGE}

ARG TESSERACT_LANGS="eng hin mar kan tam tel ben fil msa"
# the script models the Indic languages are read with (they read better; without them the language models are used)
ARG TESSERACT_SCRIPTS="deva beng taml telu knda"
# the Hunspell word lists of the languages whose other lists know too little of correct text (Telugu: docs/languages.md)
ARG HUNSPELL_LANGS="te"
RUN set -eux; \
    pkgs="tesseract-ocr tesseract-ocr-osd libgl1 libglib2.0-0"; \
    for lang in $TESSERACT_LANGS; do pkgs="$pkgs tesseract-ocr-$lang"; done; \
    for script in $TESSERACT_SCRIPTS; do pkgs="$pkgs tesseract-ocr-script-$script"; done; \
    for lang in $HUNSPELL_LANGS; do pkgs="$pkgs hunspell-$lang"; done; \
    apt-get update; \
    apt-get install -y --no-install-recommends $pkgs; \
    rm -rf /var/lib/apt/lists/*

# Tesseract's OpenMP threads oversubscribe the cores (3-4x slower when pages run in parallel)
ENV OMP_THREAD_LIMIT=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    ENGROSS_HOME=/var/lib/engross

WORKDIR /app
# dependencies first, so a code change does not reinstall them
COPY pyproject.toml README.md ./
RUN mkdir -p engross ingest workers schemas review_queue \
    && touch engross/__init__.py ingest/__init__.py workers/__init__.py schemas/__init__.py review_queue/__init__.py \
    && pip install . \
    && pip uninstall -y engross \
    && rm -rf build engross.egg-info
# (the stub's build tree must go: its empty __init__.py files are newer than the sources COPY'd below, so
# setuptools would keep them and the real wheel would ship empty packages; the first build of the image did)
COPY engross engross
COPY ingest ingest
COPY workers workers
COPY schemas schemas
COPY review_queue review_queue
# the word list ships with the package (wordfreq); fail the build, not the first document, if it cannot load.
# Checked from / so the installed package is imported, not the sources in /app
RUN pip install --no-deps . && rm -rf build engross.egg-info && tesseract --list-langs \
    && cd / && engross --help > /dev/null \
    && python -c "from ingest import lexicon; lexicon.require(); print(len(lexicon.wordlist()), 'words')"

# the worker refuses to run as root without complaint from Celery; run everything as a plain user
RUN useradd --create-home --uid 1000 engross && mkdir -p /var/lib/engross && chown engross /var/lib/engross
USER engross
VOLUME /var/lib/engross

ENTRYPOINT ["engross"]
CMD ["--help"]
