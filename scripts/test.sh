#!/usr/bin/env bash
# Set up (incl. Chromium, Redis, PostgreSQL), start the services the tests need if they are down, run pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
bash scripts/services.sh
# the review and worker tests need a PostgreSQL user postgres can reach without a password (scripts/test_pg.sh)
export ENGROSS_TEST_PG="${ENGROSS_TEST_PG:-$(bash scripts/test_pg.sh)}"
# the services are started above: a service test that cannot reach them fails instead of skipping
export ENGROSS_TEST_REQUIRE_SERVICES="${ENGROSS_TEST_REQUIRE_SERVICES:-1}"
export OMP_THREAD_LIMIT=1
exec .venv/bin/pytest "$@"
