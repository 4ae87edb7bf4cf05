#!/usr/bin/env bash
# Install what engross needs on Debian/Ubuntu: system packages (apt) and the Python environment (.venv).
# Usage: bash scripts/setup.sh [--test]   (--test adds what the test suite needs: Chromium, Redis, PostgreSQL)
set -euo pipefail
cd "$(dirname "$0")/.."

# the languages engross reads (docs/languages.md): English, six Indian languages, Filipino and Malay
LANGS="eng hin mar kan tam tel ben fil msa"
# ... and the script models the Indic languages are read with (they read better: docs/languages.md)
SCRIPTS="deva beng taml telu knda"
# ... and the Hunspell word lists of those whose other lists know too little of correct text (Telugu)
HUNSPELL="te"
APT_RUN="tesseract-ocr tesseract-ocr-osd libgl1 libglib2.0-0 $(printf 'tesseract-ocr-%s ' $LANGS)\
 $(printf 'tesseract-ocr-script-%s ' $SCRIPTS) $(printf 'hunspell-%s ' $HUNSPELL)"
# fonts: the Indic samples (samples/shaped.py) and the language tests render pages in each script
APT_TEST="chromium redis-server postgresql rabbitmq-server fonts-noto-core"
want="$APT_RUN"
[[ "${1:-}" == "--test" ]] && want="$want $APT_TEST"

PY="${PYTHON:-python3}"
if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "engross setup: Python 3.11+ is required ($PY is $("$PY" --version 2>&1)); set PYTHON=/path/to/python3.11" >&2
  exit 1
fi
# Debian's and Ubuntu's Python makes no virtual environment without its venv package (no ensurepip)
if [[ ! -x .venv/bin/pip ]] && ! "$PY" -c 'import ensurepip' 2>/dev/null; then
  want="$want python$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')-venv"
fi

missing=()
for pkg in $want; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "engross setup: installing Debian packages: ${missing[*]}"
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# a .venv without pip is one whose making failed half-way (no ensurepip): make it again
[[ -x .venv/bin/pip ]] || "$PY" -m venv .venv
# running needs the package alone; the tests add the [test] extra (eval, loaders, pytest, ...).
# Reinstall only when pyproject.toml changed since the last install, or the tests need more than is there.
target="."; [[ "${1:-}" == "--test" ]] && target=".[test]"
stamp=".venv/.engross-installed"
digest=$(sha256sum pyproject.toml | cut -d' ' -f1)
have=$(cat "$stamp" 2>/dev/null || true)
if [[ "$have" != "$digest .[test]" && "$have" != "$digest $target" ]]; then
  echo "engross setup: installing the Python environment into .venv ($target)"
  .venv/bin/pip install -q --upgrade pip >/dev/null
  .venv/bin/pip install -q -e "$target"
  echo "$digest $target" > "$stamp"
fi
