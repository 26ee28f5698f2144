# Kiwo, production image (ADR 0022; docs/OPERATIONS.md "Deploy").
# Thin on purpose: the build is scripts/build-production.sh, which CI runs and tests directly
# (the production stage of `pnpm test`); the image only runs it and copies its output.
#   docker build -t kiwo .
#   docker run --env-file .env -p 3000:3000 kiwo

# --- build: install, build web + server, assemble the runtime tree in /out --------------------
FROM node:22-bookworm-slim AS build
RUN npm install -g pnpm@10.34.8
WORKDIR /src
COPY . .
RUN bash scripts/build-production.sh /out

# --- runtime: Node 22 LTS, the tree, offline speech programs, a non-root user -----------------
FROM node:22-bookworm-slim
# The voice call's offline speech (espeak-ng, lame, pocketsphinx); build with
# --build-arg OFFLINE_SPEECH=false for a smaller image that uses hosted speech (IVR_STT_*, IVR_TTS_*).
ARG OFFLINE_SPEECH=true
COPY scripts/install-runtime-deps.sh /tmp/install-runtime-deps.sh
RUN OFFLINE_SPEECH="$OFFLINE_SPEECH" bash /tmp/install-runtime-deps.sh \
    && rm -rf /var/lib/apt/lists/* /tmp/install-runtime-deps.sh
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /out /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "apps/server/healthcheck.mjs"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
