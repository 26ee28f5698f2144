#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for Kiwo's tests: Node's pnpm, Debian's Chromium,
# and a PostgreSQL server when none answers on 127.0.0.1:5432. Safe to run again.
set -euo pipefail

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v espeak-ng >/dev/null 2>&1 || need_apt+=(espeak-ng) # e2e/voice.spec.ts: the fake microphone's speech
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

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "10.34.8" ]; then
  npm install -g pnpm@10.34.8 >/dev/null
fi
