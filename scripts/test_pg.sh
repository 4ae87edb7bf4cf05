#!/usr/bin/env bash
# Print the PostgreSQL URL the tests should use. The machine's server when user postgres reaches its `test`
# database over TCP without a password (made here when missing); else a private throwaway cluster (trust auth,
# 127.0.0.1:${ENGROSS_TEST_PG_PORT:-55432}, data in /tmp) started here, so a stock Debian PostgreSQL
# (scram-sha-256 on 127.0.0.1, no `test` database) needs no change to its pg_hba.conf.
set -euo pipefail
default="postgresql://postgres@127.0.0.1:5432/test"
as_postgres() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
reach() { psql "$1" -Atqc 'select 1' >/dev/null 2>&1; }

if reach "$default"; then echo "$default"; exit 0; fi
if reach "postgresql://postgres@127.0.0.1:5432/postgres"; then
    psql "postgresql://postgres@127.0.0.1:5432/postgres" -qc 'CREATE DATABASE test' >/dev/null
    echo "$default"; exit 0
fi

port="${ENGROSS_TEST_PG_PORT:-55432}"
url="postgresql://postgres@127.0.0.1:$port/test"
if reach "$url"; then echo "$url"; exit 0; fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="${TMPDIR:-/tmp}/engross-test-pg"
echo "PostgreSQL at 127.0.0.1:5432 does not let user postgres in without a password:" \
     "starting a private test cluster on 127.0.0.1:$port ($dir)" >&2
if [[ ! -f "$dir/PG_VERSION" ]]; then
    mkdir -p "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir"
    as_postgres "$bin/initdb" -D "$dir" -U postgres -A trust >/dev/null
fi
as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
psql "postgresql://postgres@127.0.0.1:$port/postgres" -qc 'CREATE DATABASE test' >/dev/null 2>&1 || true
reach "$url" || { echo "error: the private test cluster did not come up (see $dir/server.log)" >&2; exit 1; }
echo "$url"
