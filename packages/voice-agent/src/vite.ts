import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VAD_ASSET_FILES } from './vadAssets.js';

/**
 * The VAD worklet and models and onnxruntime's wasm, served from the app's own origin (never a
 * CDN). Node-only: for build tools. `vadAssets()` lists the files; `voiceAgentAssets()` is a Vite
 * plugin that serves them in `vite dev` and emits them in `vite build`.
 */

export interface VadAsset {
  /** File name under the asset path, e.g. `silero_vad_v5.onnx`. */
  name: string;
  /** Absolute path on disk, inside this package's dependencies. */
  path: string;
}

// Resolved from this package, so an app needs neither vad-web nor onnxruntime-web of its own.
const requireHere = createRequire(import.meta.url);

function distOf(pkg: string): string {
  if (pkg === '@ricky0123/vad-web') {
    return dirname(requireHere.resolve('@ricky0123/vad-web/dist/index.js'));
  }
  // onnxruntime-web's `exports` hides package.json; its main entry lives in dist/.
  return dirname(requireHere.resolve('onnxruntime-web'));
}

/** Every file the VAD needs (`VAD_ASSET_FILES`) with its absolute path. */
export function vadAssets(): VadAsset[] {
  return VAD_ASSET_FILES.map(({ from, file }) => {
    const path = join(distOf(from), file);
    if (!existsSync(path)) throw new Error(`@kiwo/voice-agent: VAD asset missing: ${path}`);
    return { name: file, path };
  });
}

export interface VoiceAgentAssetsOptions {
  /** URL path the files are served under; the session's `vad.assetBasePath`. @default '/vad/' */
  base?: string;
}

/** The parts of Vite's plugin API this plugin uses (no dependency on Vite's types). */
interface Connect {
  use(
    handler: (
      req: { url?: string },
      res: { setHeader(name: string, value: string): void; end(body: Uint8Array): void },
      next: () => void,
    ) => void,
  ): void;
}
export interface VoiceAgentVitePlugin {
  name: string;
  configureServer(server: { middlewares: Connect }): void;
  configurePreviewServer(server: { middlewares: Connect }): void;
  generateBundle(
    this: { emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string },
    options: unknown,
    bundle: unknown,
  ): void;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
};

/**
 * A Vite plugin serving the VAD files under `base` in dev and preview, and writing them to
 * `<outDir><base>` on build. Use with `createVoiceSession({ vad: { assetBasePath: base } })`.
 */
export function voiceAgentAssets(options: VoiceAgentAssetsOptions = {}): VoiceAgentVitePlugin {
  const base = `/${(options.base ?? '/vad/').replace(/^\/+|\/+$/g, '')}/`;
  const files = new Map(vadAssets().map((asset) => [asset.name, asset.path]));
  const serve = (server: { middlewares: Connect }) => {
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const file = path.startsWith(base) ? files.get(path.slice(base.length)) : undefined;
      if (!file) return next();
      const ext = file.slice(file.lastIndexOf('.'));
      res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(readFileSync(file));
    });
  };
  return {
    name: '@kiwo/voice-agent:assets',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      for (const [name, path] of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${name}`,
          source: readFileSync(path),
        });
      }
    },
  };
}
