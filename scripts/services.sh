#!/bin/sh
# Start the services the tests and a non-container deployment need, if they are not already up:
# Redis on 127.0.0.1:6379, the local PostgreSQL cluster, and RabbitMQ on 5672 where it is installed (an
# optional broker: ENGROSS_BROKER_URL=amqp://guest:guest@127.0.0.1:5672//). Safe to run any number of times.
set -eu

redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }
pg_up() { pg_isready -q -h 127.0.0.1; }

if ! redis_up; then
    echo "starting redis-server on 127.0.0.1:6379"
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
        --dir /var/lib/redis --logfile /var/log/redis/ci.log
fi

if ! pg_up; then
    echo "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
fi

rabbit_up() { rabbitmqctl -q status >/dev/null 2>&1; }
if command -v rabbitmq-server >/dev/null 2>&1 && ! rabbit_up; then
    echo "starting rabbitmq-server"
    rabbitmq-server -detached >/dev/null 2>&1 || true
    i=0
    until rabbit_up || [ "$i" -ge 60 ]; do i=$((i + 1)); sleep 1; done
    rabbit_up || echo "warning: RabbitMQ did not come up; the RabbitMQ tests will fail under scripts/test.sh" \
        "(ENGROSS_TEST_REQUIRE_SERVICES=1) and be skipped elsewhere" >&2
fi

# wait up to 30 s for both to answer
i=0
until redis_up && pg_up; do
    i=$((i + 1))
    if [ "$i" -ge 60 ]; then
        redis_up || echo "error: Redis did not come up (see /var/log/redis/ci.log)" >&2
        pg_up || echo "error: PostgreSQL did not come up (see /var/log/postgresql/)" >&2
        exit 1
    fi
    sleep 0.5
done
echo "services up: redis $(redis-cli -h 127.0.0.1 ping), postgresql $(pg_isready -h 127.0.0.1 | cut -d- -f2)"
