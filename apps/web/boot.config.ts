import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, transformWithOxc } from 'vite';

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
        // `async`: the small entry starts the first screen's fetches as soon as it is in, not
        // once the parser is done (a slow phone's main thread is busy compiling the preloaded
        // chunks meanwhile); boot/start.tsx waits for #root if it runs that early.
        return html
          .replace(
            /<script type="module" crossorigin src=/,
            '<script type="module" async crossorigin src=',
          )
          .replace(/\s*<\/head>/, `\n${tags.join('\n')}\n  </head>`);
      },
    },
  };
}

const TABLE = fileURLToPath(new URL('./src/routes/table.ts', import.meta.url));
const LAYOUT_MODULES = {
  app: /\/src\/layouts\/AppLayout\.tsx$/,
  public: /\/src\/layouts\/PublicLayout\.tsx$/,
};
// One chunk per part of each language's dictionary (ADR 0018): `locales/<lang>/<part>.ts`.
const DICTIONARY = /\/i18n\/src\/locales\/(en|ha|yo|ig)\/(\w+)\.ts$/;

interface RouteScreen {
  path: string;
  layout: string;
  /** The screen module's path, `../screens/X`. */
  screen: string;
  /** The dictionary parts it shows beyond core: its layout's and its own. */
  strings: string[];
}

/** Each route's pattern, layout, screen module path and dictionary parts, read from the table. */
async function routeScreens(): Promise<RouteScreen[]> {
  // The table's loaders are `() => import('../screens/X')`: evaluated here with `import` swapped
  // for a function that returns its argument, so each loader gives its screen's path.
  const { code } = await transformWithOxc(readFileSync(TABLE, 'utf8'), TABLE, { lang: 'ts' });
  const source = code.replaceAll(/\bimport\((['"][^'"]+['"])\)/g, 'Promise.resolve($1)');
  const table = await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  );
  const layoutStrings = table.LAYOUT_STRINGS as Record<string, string[]>;
  type Route = { path: string; layout: string; load: () => Promise<string>; strings: string[] };
  return Promise.all(
    (table.ROUTES as Route[]).map(async (route) => ({
      path: route.path,
      layout: route.layout,
      screen: await route.load(),
      strings: [...(layoutStrings[route.layout] ?? []), ...route.strings],
    })),
  );
}

/**
 * The first screen's chunks and the user's dictionary, asked for by the HTML (ADR 0016): a small
 * classic script (`assets/first-screen-*.js`, ~3 KB gzip, allowed by the CSP as a same-origin file)
 * knows each route's chunks and each dictionary's file; it reads the path, the stored session
 * and language as the app will, and adds `modulepreload` links for them while the page is still
 * parsing — instead of once the entry has run, ~300 ms later on a slow phone. Vite's preload
 * helper then finds them linked and adds nothing.
 */
export function preloadFirstScreenFromHtml(): Plugin {
  let base = '/';
  return {
    name: 'kiwo-preload-first-screen-from-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & ChunkLike => output.type === 'chunk',
      );
      const byModule = (pattern: RegExp) =>
        chunks.find((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
      const closure = (root: ChunkLike | undefined) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        if (root) visit(root.fileName);
        return files;
      };
      const inHtml = (file: string) => String(html.source).includes(`"${base}${file}"`);
      const files: string[] = [];
      const indexOf = (file: string) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      };
      const listOf = (root: ChunkLike | undefined) =>
        [...closure(root)].filter((file) => !inHtml(file)).map(indexOf);

      const layouts = Object.fromEntries(
        Object.entries(LAYOUT_MODULES).map(([name, pattern]) => [name, listOf(byModule(pattern))]),
      );
      const routes = (await routeScreens()).map(({ path, layout, screen, strings }) => {
        const file = screen.replace(/^\.\.\//, '/src/');
        const chunk = byModule(new RegExp(`${file.replaceAll('.', '\\.')}\\.tsx?$`));
        if (!chunk) throw new Error(`kiwo-preload-first-screen: no chunk for ${screen} (${path})`);
        return [
          path,
          layout,
          [...new Set([...listOf(chunk), ...(layouts[layout] ?? [])])],
          strings,
        ];
      });
      // { en: { core: [files], farm: [files], … }, ha: … }
      const dictionaries: Record<string, Record<string, number[]>> = {};
      for (const chunk of chunks) {
        const [, locale = '', part = ''] = DICTIONARY.exec(chunk.facadeModuleId ?? '') ?? [];
        if (!locale || part === 'index') continue;
        dictionaries[locale] = { ...dictionaries[locale], [part]: listOf(chunk) };
      }
      if (Object.keys(dictionaries.en ?? {}).length < 2) {
        throw new Error(
          'kiwo-preload-first-screen: no dictionary parts (locales/<lang>/<part>.ts)',
        );
      }
      const source = `(${firstScreenHints.toString()})(${JSON.stringify({
        base,
        files,
        routes,
        dictionaries,
      })});\n`;
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
      const fileName = `assets/first-screen-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // First in <head> and parser-blocking: it runs before the parser reaches the app's own
      // preload links, while the main thread is still free (they are fetched meanwhile by the
      // preload scanner, and compiled as they come in).
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script src="${base}${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

/**
 * Runs in the page as written (no imports, no outer names): adds the preload links of the route
 * of `location.pathname` and of the dictionary parts the app will load for it (core, the
 * layout's and the screen's, ADR 0018). Same choices as
 * boot/preload.ts and stores/locale.ts: the signed-in user's language, else the stored choice,
 * else English; signed out on a signed-in route, the login screen. Like the landing page's
 * landing-island/head.ts it must stay self-contained (it is written out with `toString()`), so
 * it repeats that script's small language table rather than importing it.
 *
 * It also leaves the same function on `window.kiwoHintChunks` for the app's later navigations
 * (routes/Router.tsx): the build has no preload helper of Vite's (`modulePreload: false`, ADR
 * 0017's addendum) — this map already knows each route's chunks, so a screen and all the chunks
 * it imports are asked for at once, and the ~6 KB gzip of per-import dependency lists that
 * Vite's helper carries in every page is not shipped.
 */
function firstScreenHints(map: {
  base: string;
  files: string[];
  routes: [string, string, number[], string[]][];
  dictionaries: Record<string, Record<string, number[]>>;
}) {
  const linked = new Set<number>();
  const hint = (wanted: string) => {
    try {
      const auth = JSON.parse(localStorage.getItem('auth-storage') ?? 'null');
      const user = auth?.state?.token ? auth.state.user : null;
      const languages: Record<string, string> = {
        english: 'en',
        hausa: 'ha',
        yoruba: 'yo',
        igbo: 'ig',
      };
      const stored = localStorage.getItem('language') ?? '';
      const locale =
        languages[user?.language] ?? (['en', 'ha', 'yo', 'ig'].includes(stored) ? stored : 'en');
      let path = wanted;
      if (!user && /^\/(farmer\/|agent|admin|settings$)/.test(path)) path = '/login';
      const parts = path.split('/');
      const route = map.routes.find(([pattern]) => {
        const want = pattern.split('/');
        return (
          want.length === parts.length &&
          want.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
        );
      });
      const dictionary = map.dictionaries[locale] ?? {};
      const strings = ['core', ...(route?.[3] ?? [])].flatMap((part) => dictionary[part] ?? []);
      for (const index of [...(route?.[2] ?? []), ...strings]) {
        if (linked.has(index)) continue;
        linked.add(index);
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = map.base + map.files[index];
        document.head.appendChild(link);
      }
    } catch {
      // Storage blocked or an odd stored session: the app fetches what it needs itself.
    }
  };
  (window as { kiwoHintChunks?: (path: string) => void }).kiwoHintChunks = hint;
  hint(location.pathname);
}
