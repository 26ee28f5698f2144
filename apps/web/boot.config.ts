import type { Plugin } from 'vite';

/**
 * The entry (src/main.tsx) is small and imports the app (src/boot/start.tsx) dynamically, so
 * that the first screen's chunks and the dictionary are fetched alongside the app rather than
 * after it (ADR 0016). This plugin keeps the app itself starting with the HTML: it lists the
 * app chunk and everything it imports statically in index.html as `modulepreload`, and its CSS
 * as stylesheets, as Vite does for an entry's static imports.
 *
 * The signed-in layout (sidebar, top bar, menus) is listed too: every signed-in screen needs it,
 * and a `<link>` the HTML parser meets costs a phone almost nothing, while the ~40 links Vite's
 * preload helper would otherwise add from script (it skips files already linked) cost ~50 ms of
 * main thread at start. A public page (login, sign-up) fetches these ~35 KB without running them.
 */
const PRELOADED_MODULES = [/\/src\/boot\/start\.tsx$/, /\/src\/layouts\/AppLayout\.tsx$/];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function preloadAppWithEntry(): Plugin {
  let base = '/';
  return {
    name: 'kiwo-preload-app-with-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as ChunkLike);
        }
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || js.has(fileName)) return;
          js.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const pattern of PRELOADED_MODULES) {
          const root = [...chunks.values()].find((c) => pattern.test(c.facadeModuleId ?? ''));
          if (!root) throw new Error(`kiwo-preload-app-with-entry: no chunk for ${pattern}`);
          visit(root.fileName);
        }
        const missing = (file: string) => !html.includes(`"${base}${file}"`);
        const tags = [
          ...[...js]
            .filter(missing)
            .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...css]
            .filter(missing)
            .map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">`),
        ];
        return html.replace(/\s*<\/head>/, `\n${tags.join('\n')}\n  </head>`);
      },
    },
  };
}
