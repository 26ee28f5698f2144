#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for Kiwo's tests: Node's pnpm, Debian's Chromium,
# the speech programs (espeak-ng, pocketsphinx, lame), and PostgreSQL / Redis servers when none
# answers on 127.0.0.1:5432 / :6379. Safe to run again.
set -euo pipefail

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v espeak-ng >/dev/null 2>&1 || need_apt+=(espeak-ng) # e2e/voice.spec.ts: the fake microphone's speech
# The IVR voice service's offline speech (apps/server/src/ivr): recognition and MP3 encoding.
command -v pocketsphinx_batch >/dev/null 2>&1 || need_apt+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us/en-us ] || need_apt+=(pocketsphinx-en-us)
command -v lame >/dev/null 2>&1 || need_apt+=(lame)
# Redis for the IVR scale-out test (apps/server/test/ivr-redis.test.ts).
redis_up() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }
if ! redis_up; then command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server); fi
if ! command -v pg_isready >/dev/null 2>&1 || ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  command -v pg_ctlcluster >/dev/null 2>&1 || need_apt+=(postgresql)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing ${need_apt[*]} from Debian…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  echo "Starting PostgreSQL…"
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  conf=/etc/postgresql/$version/main
  # Tests connect as postgres over TCP without a password, as on the project's machines.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"; then
    sed -i '1i host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi

if ! redis_up; then
  echo "Starting Redis…"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis_up && break; sleep 0.2; done
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "10.34.8" ]; then
  npm install -g pnpm@10.34.8 >/dev/null
fi
