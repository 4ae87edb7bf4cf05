#!/usr/bin/env bash
# Set up (incl. Chromium, Redis, PostgreSQL), start the services the tests need if they are down, run pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
bash scripts/services.sh
export OMP_THREAD_LIMIT=1
exec .venv/bin/pytest "$@"
