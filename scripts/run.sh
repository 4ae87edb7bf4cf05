#!/usr/bin/env bash
# Set up, then run the main job on the bundled samples with the embedded default (SQLite + local folder).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export ENGROSS_HOME="${ENGROSS_HOME:-var}" OMP_THREAD_LIMIT=1
mkdir -p "$ENGROSS_HOME"
.venv/bin/engross ingest samples/ --jsonl "$ENGROSS_HOME/chunks.jsonl" "$@"
