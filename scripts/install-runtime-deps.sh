#!/usr/bin/env bash
# What the production image needs besides Node (Dockerfile): the offline speech programs of the
# voice call (apps/server/src/ivr), unless OFFLINE_SPEECH=false (hosted speech: IVR_STT_*,
# IVR_TTS_*). Debian bookworm, as root. Safe to run again.
set -euo pipefail
if [ "${OFFLINE_SPEECH:-true}" = "false" ]; then
  echo "install-runtime-deps: OFFLINE_SPEECH=false, nothing to install"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends espeak-ng lame pocketsphinx pocketsphinx-en-us >/dev/null
for program in espeak-ng lame pocketsphinx_batch; do
  command -v "$program" >/dev/null || { echo "install-runtime-deps: $program missing" >&2; exit 1; }
done
[ -d /usr/share/pocketsphinx/model/en-us/en-us ] || { echo "install-runtime-deps: en-us model missing" >&2; exit 1; }
echo "install-runtime-deps: offline speech ready"
