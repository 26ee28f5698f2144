#!/usr/bin/env bash
# The production build (ADR 0022), the one the Dockerfile runs and CI's production stage tests:
#
#   bash scripts/build-production.sh            install, then build the web app and the server
#   bash scripts/build-production.sh OUT_DIR    … and assemble the runtime tree in OUT_DIR
#
# OUT_DIR keeps the repository's layout (the compiled server finds migrations, the web app and
# DATA_DIR from it) with only what runs: apps/server/{dist,drizzle,package.json}, the advisor's
# knowledge files (read at start, ADR 0054), apps/web/dist, the workspace manifests and the
# server's production dependencies.
# Start it with `node --enable-source-maps apps/server/dist/server.js` from OUT_DIR.
# KIWO_SKIP_INSTALL=1 skips the first `pnpm install` (a checkout that is already installed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if [ "${KIWO_SKIP_INSTALL:-}" != "1" ]; then
  pnpm install --frozen-lockfile
fi
pnpm build

out="${1:-}"
[ -n "$out" ] || exit 0
mkdir -p "$out"
out="$(cd "$out" && pwd)"
case "$out" in "$root" | "$root"/apps* | "$root"/packages*)
  echo "build-production.sh: choose an output folder outside the sources" >&2
  exit 1
  ;;
esac
rm -rf "$out"/apps "$out"/packages "$out"/node_modules

# Manifests of every workspace project: the frozen lockfile is checked against all of them.
cp package.json pnpm-lock.yaml pnpm-workspace.yaml LICENSE "$out"/
for manifest in apps/*/package.json packages/*/package.json; do
  mkdir -p "$out/$(dirname "$manifest")"
  cp "$manifest" "$out/$manifest"
done
mkdir -p "$out/apps/server" "$out/apps/web"
cp -R apps/server/dist apps/server/drizzle apps/server/healthcheck.mjs "$out/apps/server/"
cp -R apps/web/dist "$out/apps/web/"
# Found where the source keeps them: dist/server.js resolves import.meta.url against src/.
knowledge=apps/server/src/advisor/knowledge/entries
mkdir -p "$out/$knowledge"
cp -R "$knowledge"/. "$out/$knowledge/"

# Only the server's own npm dependencies: the workspace packages are inside dist/server.js.
(cd "$out" && CI=true pnpm install --prod --frozen-lockfile --filter @kiwo/server \
  --config.confirmModulesPurge=false)
echo "production tree ready in $out ($(du -sh "$out" | cut -f1))"
