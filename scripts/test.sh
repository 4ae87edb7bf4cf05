#!/usr/bin/env bash
# Set up (incl. Chromium, Redis, PostgreSQL), start the services the tests need if they are down, run pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
bash scripts/services.sh
# the review and worker tests need a PostgreSQL user postgres can reach without a password (scripts/test_pg.sh)
# (an assignment of its own, so that its failure stops here: `export X=$(...)` would hide it and run the tests
# against an empty URL)
pg="${ENGROSS_TEST_PG:-}"
[[ -n "$pg" ]] || pg="$(bash scripts/test_pg.sh)"
export ENGROSS_TEST_PG="$pg"
# the services are started above: a service test that cannot reach them fails instead of skipping
export ENGROSS_TEST_REQUIRE_SERVICES="${ENGROSS_TEST_REQUIRE_SERVICES:-1}"
export OMP_THREAD_LIMIT=1
exec .venv/bin/pytest "$@"
