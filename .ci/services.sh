#!/usr/bin/env bash
# The local services the test suites need, provided when a machine lacks them:
#   PostgreSQL on 127.0.0.1:5432, user postgres without a password, databases `postgres` and `test`;
#   Redis on 127.0.0.1:6379.
# Each is started when installed but stopped, installed (apt-get) and started when absent; when
# it still does not answer, the function says why and returns 1.
#
# Sourced by .ci/run. Runs alone too (as root, like CI):
#   bash .ci/services.sh            PostgreSQL and Redis; exit 1 unless both answer
#   bash .ci/services.sh NAME       the same, then database NAME dropped and created afresh

CI_PG_HOST=127.0.0.1
CI_REDIS_HOST=127.0.0.1
# The suites expect these ports; other ports only to try this script beside running services.
CI_PG_PORT=${CI_PG_PORT:-5432}
CI_REDIS_PORT=${CI_REDIS_PORT:-6379}

ci_log() { echo "services: $*"; }

# apt-get install, after one apt-get update per run; the tail of apt's output when it fails.
ci_apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    ci_log "cannot install $*: there is no apt-get"
    return 1
  fi
  local log
  log=$(mktemp)
  if [ -z "${CI_APT_UPDATED:-}" ]; then
    ci_log "apt-get update"
    # A failed update is reported but not final: the package lists already there may do.
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$log" 2>&1 || { ci_log "apt-get update failed:"; tail -n 20 "$log"; }
    CI_APT_UPDATED=1
  fi
  ci_log "apt-get install -y $*"
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >"$log" 2>&1; then
    ci_log "apt-get install $* failed:"
    tail -n 20 "$log"
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
}

# Calls "$@" once a second until it succeeds or `seconds` have passed.
ci_wait_for() {
  local seconds=$1
  shift
  local i
  for ((i = 0; i < seconds; i++)); do
    "$@" && return 0
    sleep 1
  done
  "$@"
}

# ---------------------------------------------------------------------------------------------
# PostgreSQL

ci_pg_ready() {
  command -v pg_isready >/dev/null 2>&1 && pg_isready -h "$CI_PG_HOST" -p "$CI_PG_PORT" -q >/dev/null 2>&1
}

# psql as postgres over TCP, never prompting for a password.
ci_psql() {
  psql -h "$CI_PG_HOST" -p "$CI_PG_PORT" -U postgres -w -X -v ON_ERROR_STOP=1 -qAt "$@"
}

# "version name" of the cluster on port $CI_PG_PORT (Debian's postgresql-common), or nothing.
ci_pg_cluster() {
  command -v pg_lsclusters >/dev/null 2>&1 || return 0
  pg_lsclusters -h 2>/dev/null | awk -v port="$CI_PG_PORT" '$3 == port { print $1, $2; exit }'
}

ci_pg_installed() {
  command -v pg_ctlcluster >/dev/null 2>&1 && command -v psql >/dev/null 2>&1 &&
    compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null
}

# Why PostgreSQL is not answering: the cluster list and the end of the cluster's log.
ci_pg_explain() {
  local version=$1 name=$2
  command -v pg_lsclusters >/dev/null 2>&1 && pg_lsclusters
  local log="/var/log/postgresql/postgresql-$version-$name.log"
  if [ -n "$version" ] && [ -f "$log" ]; then
    ci_log "last lines of $log:"
    tail -n 20 "$log"
  fi
}

# Makes `psql -h 127.0.0.1 -U postgres` work without a password: a fresh Debian cluster asks
# for one (scram-sha-256) over TCP, so trust lines for postgres on loopback go first in pg_hba.conf.
ci_pg_allow_loopback() {
  local version=$1 name=$2
  local hba="/etc/postgresql/$version/$name/pg_hba.conf"
  if [ ! -f "$hba" ]; then
    ci_log "cannot allow postgres on $CI_PG_HOST without a password: no $hba"
    return 1
  fi
  ci_log "trusting user postgres from loopback in $hba"
  local lines
  lines=$(printf '%s\n' \
    '# .ci/services.sh: CI connects as postgres from loopback without a password.' \
    'host all postgres 127.0.0.1/32 trust' \
    'host all postgres ::1/128 trust')
  # Rewritten in place, so the file keeps its owner and mode.
  local old
  old=$(cat "$hba") || return 1
  printf '%s\n%s\n' "$lines" "$old" >"$hba" || return 1
  pg_ctlcluster --skip-systemctl-redirect "$version" "$name" reload
}

# Starts the cluster on port $CI_PG_PORT (installing PostgreSQL and creating a cluster when there is none).
ci_start_postgres() {
  if ! ci_pg_installed; then
    ci_log "PostgreSQL is not installed: installing it"
    ci_apt_install postgresql || { ci_log "error: PostgreSQL could not be installed"; return 1; }
  fi

  local cluster version name newest
  cluster=$(ci_pg_cluster)
  if [ -z "$cluster" ]; then
    # Debian's package creates a cluster `main` when installed; none on this port here: make one.
    newest=$(compgen -G '/usr/lib/postgresql/*/bin/postgres' | sort -V | tail -n 1)
    version=${newest#/usr/lib/postgresql/}
    version=${version%%/*}
    for name in main ci "ci_$CI_PG_PORT"; do
      [ -e "/etc/postgresql/$version/$name" ] || break
    done
    ci_log "creating PostgreSQL cluster $version/$name on port $CI_PG_PORT"
    if ! pg_createcluster --port "$CI_PG_PORT" "$version" "$name" >/dev/null; then
      ci_log "error: pg_createcluster --port $CI_PG_PORT $version $name failed"
      return 1
    fi
    cluster="$version $name"
  fi
  read -r version name <<<"$cluster"

  ci_log "starting PostgreSQL cluster $version/$name"
  # A failed start (or "already running") is not final: readiness decides, sooner then.
  local seconds=30
  pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start || seconds=5
  if ! ci_wait_for "$seconds" ci_pg_ready; then
    ci_log "error: PostgreSQL does not answer on $CI_PG_HOST:$CI_PG_PORT"
    ci_pg_explain "$version" "$name"
    return 1
  fi
}

ci_ensure_postgres() {
  ci_pg_ready || ci_start_postgres || return 1

  local error cluster
  if ! error=$(ci_psql -d postgres -c 'select 1' 2>&1 >/dev/null); then
    ci_log "psql -h $CI_PG_HOST -U postgres was refused: $error"
    cluster=$(ci_pg_cluster)
    if [ -n "$cluster" ]; then
      # shellcheck disable=SC2086 # "version name", split on purpose
      ci_pg_allow_loopback $cluster || true
      sleep 1
    fi
    if ! error=$(ci_psql -d postgres -c 'select 1' 2>&1 >/dev/null); then
      ci_log "error: cannot connect to PostgreSQL as postgres on $CI_PG_HOST:$CI_PG_PORT without a password: $error"
      return 1
    fi
  fi

  if [ "$(ci_psql -d postgres -c "select 1 from pg_database where datname = 'test'" 2>/dev/null)" != 1 ]; then
    ci_log "creating database test"
    if ! error=$(ci_psql -d postgres -c 'CREATE DATABASE test' 2>&1); then
      ci_log "error: cannot create database test: $error"
      return 1
    fi
  fi
  ci_log "PostgreSQL answers on $CI_PG_HOST:$CI_PG_PORT (user postgres, no password)"
}

# Drops and creates database $1 (on a PostgreSQL that ci_ensure_postgres made ready).
ci_fresh_database() {
  local db=$1 error
  if ! error=$(ci_psql -d postgres -c "DROP DATABASE IF EXISTS \"$db\"" -c "CREATE DATABASE \"$db\"" 2>&1); then
    ci_log "error: cannot create a fresh database $db: $error"
    return 1
  fi
  ci_log "database $db created afresh"
}

# ---------------------------------------------------------------------------------------------
# Redis

ci_redis_ready() {
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(timeout 5 redis-cli -h "$CI_REDIS_HOST" -p "$CI_REDIS_PORT" ping 2>/dev/null)" = PONG ]
  else
    # No redis-cli: speak the protocol over bash's /dev/tcp.
    # shellcheck disable=SC2016 # expanded by the inner bash
    timeout 5 bash -c 'exec 3<>"/dev/tcp/$0/$1" && printf "PING\r\n" >&3 && IFS= read -r line <&3 && [[ $line == +PONG* ]]' \
      "$CI_REDIS_HOST" "$CI_REDIS_PORT" 2>/dev/null
  fi
}

ci_ensure_redis() {
  ci_redis_ready && { ci_log "Redis answers on $CI_REDIS_HOST:$CI_REDIS_PORT"; return 0; }

  if ! command -v redis-server >/dev/null 2>&1; then
    ci_log "Redis is not installed: installing it"
    ci_apt_install redis-server || { ci_log "error: Redis could not be installed"; return 1; }
    # The package may have started its own server (init script): then it answers already.
    ci_wait_for 3 ci_redis_ready && { ci_log "Redis answers on $CI_REDIS_HOST:$CI_REDIS_PORT"; return 0; }
  fi

  local log=/var/log/redis/ci.log
  ci_log "starting Redis on $CI_REDIS_HOST:$CI_REDIS_PORT"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$CI_REDIS_PORT" --save "" --appendonly no \
    --dir /var/lib/redis --logfile "$log" || true
  if ! ci_wait_for 10 ci_redis_ready; then
    ci_log "error: Redis does not answer on $CI_REDIS_HOST:$CI_REDIS_PORT"
    if [ -f "$log" ]; then
      ci_log "last lines of $log:"
      tail -n 20 "$log"
    fi
    return 1
  fi
  ci_log "Redis answers on $CI_REDIS_HOST:$CI_REDIS_PORT"
}

# Run alone: both services (and a fresh database when named); exit 1 when either is missing.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -uo pipefail
  status=0
  if ci_ensure_postgres; then
    if [ $# -gt 0 ]; then
      ci_fresh_database "$1" || status=1
    fi
  else
    status=1
  fi
  ci_ensure_redis || status=1
  exit "$status"
fi
