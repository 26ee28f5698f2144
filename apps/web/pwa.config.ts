import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Kiwo's service worker at build (ADR 0012): vite-plugin-pwa compiles src/sw.ts into /sw.js and
 * injects the precache list of this build. The list is the app shell and every route chunk,
 * except what offline use never needs or what each user caches for themself:
 * - the voice call (its chunks, VAD and ONNX runtime; /vad/ is 16 MB and needs the network).
 * Every language's dictionary is precached (one chunk each, ADR 0033): a language switch
 * offline finds its strings.
 */

const SKIPPED_ROOTS = [/\/features\/voice\/VoiceCall\.tsx$/];

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/** Finds the skipped chunks and the chunks only they import (the voice call's own libraries). */
function precacheScope(skipped: Set<string>): Plugin {
  return {
    name: 'kiwo-precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & ChunkInfo => output.type === 'chunk',
      );
      const importers = new Map<string, string[]>();
      for (const chunk of chunks) {
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
          importers.set(imported, [...(importers.get(imported) ?? []), chunk.fileName]);
        }
      }
      skipped.clear();
      for (const chunk of chunks) {
        const root = chunk.facadeModuleId ?? '';
        if (SKIPPED_ROOTS.some((pattern) => pattern.test(root))) skipped.add(chunk.fileName);
      }
      for (let grew = true; grew; ) {
        grew = false;
        for (const chunk of chunks) {
          if (chunk.isEntry || skipped.has(chunk.fileName)) continue;
          const by = importers.get(chunk.fileName) ?? [];
          if (by.length > 0 && by.every((name) => skipped.has(name))) {
            skipped.add(chunk.fileName);
            grew = true;
          }
        }
      }
    },
  };
}

export function offlinePlugins(): Plugin[] {
  const skipped = new Set<string>();
  return [
    precacheScope(skipped),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // offline/register.ts registers it after the page has loaded.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,svg,png,webp,woff2}'],
        globIgnores: ['vad/**', '**/*.br', '**/*.gz'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !skipped.has(entry.url)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
