import { LOCALES, type Locale, type Translator } from '@kiwo/i18n';
import { LANGUAGE_QUERY } from '../contract';
import { bootLanding } from '../head';

/** What the build hands the prerender besides the page itself. */
export interface LandingAssets {
  /** All the page's CSS, inlined: no render-blocking stylesheet request. */
  css: string;
  /** The island entry (`/assets/landing-….js`) and the chunks it imports at once. */
  islandScript: string;
  islandImports: string[];
  /** The theme classes the head script swaps (vanilla-extract's hashed names). */
  lightTheme: string;
  darkTheme: string;
  /**
   * The public origin (`VITE_PUBLIC_URL`, e.g. https://kiwo.ng) for the absolute URLs that
   * sharing previews and hreflang require; without it they are left out or relative.
   */
  publicUrl?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Open Graph locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_NG', ha: 'ha_NG', yo: 'yo_NG', ig: 'ig_NG' };

/** The inline head script exactly as it is served; the server allows it by its sha256. */
const headScript = () => `(${String(bootLanding)})();`;

/**
 * The landing document for one language: meta tags for search and sharing (title,
 * description, Open Graph image), the manifest and icons, the inline head script and CSS, the
 * island module, and the prerendered body.
 */
export function landingDocument(opts: {
  locale: Locale;
  t: Translator;
  body: string;
  assets: LandingAssets;
}) {
  const { locale, t, body, assets } = opts;
  const title = escapeHtml(`${t.app.name()} — ${t.app.tagline()}`);
  const description = escapeHtml(t.landing.subtitle());
  const absolute = (path: string) =>
    assets.publicUrl ? new URL(path, assets.publicUrl).href : path;
  // hreflang and canonical links must be absolute (Lighthouse SEO checks it): only with a URL.
  const alternates = assets.publicUrl
    ? [
        `<link rel="canonical" href="${absolute(locale === 'en' ? '/' : `/?${LANGUAGE_QUERY}=${locale}`)}">`,
        ...LOCALES.map(
          (id) =>
            `<link rel="alternate" hreflang="${id}" href="${absolute(`/?${LANGUAGE_QUERY}=${id}`)}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${absolute('/')}">`,
      ]
    : [];
  return [
    '<!doctype html>',
    `<html lang="${locale}" class="${assets.lightTheme}" data-theme-light="${assets.lightTheme}" data-theme-dark="${assets.darkTheme}" data-theme-choice="light">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script>${headScript()}</script>`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    '<meta name="theme-color" content="#1f5f3a">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(t.app.name())}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}">`,
    `<meta property="og:image" content="${absolute('/og-image.png')}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${escapeHtml(t.home.imageAlt())}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    ...(assets.publicUrl ? [`<meta property="og:url" content="${absolute('/')}">`] : []),
    ...alternates,
    `<style>${assets.css}</style>`,
    `<script type="module" src="${assets.islandScript}"></script>`,
    ...assets.islandImports.map((src) => `<link rel="modulepreload" href="${src}">`),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
