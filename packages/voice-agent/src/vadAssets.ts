/**
 * Files the app must serve under `assetBasePath` (default `/vad/`), from our own origin:
 * `from` is the npm package, `file` the file in its `dist/`.
 */
export const VAD_ASSET_FILES = [
  { from: '@ricky0123/vad-web', file: 'vad.worklet.bundle.min.js' },
  { from: '@ricky0123/vad-web', file: 'silero_vad_v5.onnx' },
  { from: '@ricky0123/vad-web', file: 'silero_vad_legacy.onnx' },
  { from: 'onnxruntime-web', file: 'ort-wasm-simd-threaded.mjs' },
  { from: 'onnxruntime-web', file: 'ort-wasm-simd-threaded.wasm' },
] as const;
