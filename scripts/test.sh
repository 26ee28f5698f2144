#!/usr/bin/env bash
# README's second command: install everything the tests need, then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
pnpm install --frozen-lockfile
pnpm test
