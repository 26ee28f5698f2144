#!/usr/bin/env node
/**
 * Writes `.br` and `.gz` siblings of every compressible file in a built web app, once at build
 * time, so the server sends compressed bytes without compressing on each request (the 14 MB
 * onnxruntime wasm of the voice call goes out as ~2.8 MB). `@fastify/static` with
 * `preCompressed` picks the sibling that matches the browser's Accept-Encoding.
 *
 * Usage: node scripts/compress-dist.mjs <dir>
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
  '.onnx',
]);
const MIN_BYTES = 1024;
// Brotli's best quality takes ~30 s on the 14 MB wasm; quality 5 takes under a second and
// gives up ~20 %. Small files (all the app's JS and CSS) get the best.
const LARGE_BYTES = 1024 * 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: compress-dist.mjs <dir>');
  process.exit(2);
}

let written = 0;
for (const path of files(dir)) {
  const size = statSync(path).size;
  if (size < MIN_BYTES) continue;
  const data = readFileSync(path);
  const quality = size > LARGE_BYTES ? 5 : constants.BROTLI_MAX_QUALITY;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  // A sibling that saves little is not worth a decode on a slow phone.
  if (br.length < size * 0.9) writeFileSync(`${path}.br`, br);
  if (gz.length < size * 0.9) writeFileSync(`${path}.gz`, gz);
  written++;
}
console.log(`compress-dist: ${written} files pre-compressed in ${dir}`);
