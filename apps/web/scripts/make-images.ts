/**
 * Draws the icons and the sharing image into apps/web/public/ with Debian's Chromium, from the
 * same SVG drawings the page uses (LogoMark, HeroArt). Run by hand when the drawings change and
 * commit the PNGs (the build never needs a browser):
 *   cd apps/web && pnpm exec tsx scripts/make-images.ts
 * The sharing image carries no sentence, only the name, the USSD code and the four language
 * names, so one image serves every language.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { USSD_CODE } from '@kiwo/domain';
import { LOCALE_DISPLAY_NAMES, LOCALES } from '@kiwo/i18n';
import { chromium } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroArt } from '../src/features/landing/HeroArt';
import { LogoMark } from '../src/features/landing/LogoMark';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const BRAND = '#1f5f3a';
// Single quotes: it goes inside style="…" attributes.
const FONT = "system-ui, 'Noto Sans', 'DejaVu Sans', sans-serif";

const logo = (size: number) =>
  renderToStaticMarkup(createElement(LogoMark, { className: 'logo' })).replace(
    '<svg',
    `<svg width="${size}" height="${size}"`,
  );

/** Maskable icons keep their drawing inside the central 80 % circle (W3C manifest spec). */
const maskable = (size: number) => `
  <div style="width:${size}px;height:${size}px;background:${BRAND};display:grid;place-items:center">
    ${logo(Math.round(size * 0.62)).replace('rx="14"', 'rx="0"')}
  </div>`;

const sharingImage = () => `
  <div style="width:1200px;height:630px;display:grid;grid-template-columns:1fr 520px;gap:48px;
              align-items:center;padding:64px;box-sizing:border-box;background:${BRAND};
              color:#fff;font-family:${FONT}">
    <div style="display:grid;gap:28px">
      <div style="display:flex;align-items:center;gap:24px">
        ${logo(120).replace(/#fff|#1f5f3a/g, (colour) => (colour === '#fff' ? BRAND : '#fff'))}
        <span style="font-size:112px;font-weight:700;letter-spacing:-2px">Kiwo</span>
      </div>
      <div style="font-size:64px;font-weight:700">${USSD_CODE}</div>
      <div style="font-size:28px;opacity:.92;white-space:nowrap">${LOCALES.map((l) => LOCALE_DISPLAY_NAMES[l]).join(' · ')}</div>
    </div>
    <div style="border-radius:24px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.3)">
      ${renderToStaticMarkup(createElement(HeroArt, { className: 'art', label: '' })).replace('<svg', '<svg width="520" height="390"')}
    </div>
  </div>`;

const images: { file: string; width: number; height: number; html: string; clear?: boolean }[] = [
  { file: 'favicon-32.png', width: 32, height: 32, html: logo(32), clear: true },
  { file: 'icon-192.png', width: 192, height: 192, html: logo(192), clear: true },
  { file: 'icon-512.png', width: 512, height: 512, html: logo(512), clear: true },
  // iOS paints a transparent corner black: the touch icon is square and opaque.
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: maskable(180) },
  { file: 'icon-maskable-512.png', width: 512, height: 512, html: maskable(512) },
  { file: 'og-image.png', width: 1200, height: 630, html: sharingImage() },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const image of images) {
  const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${image.html}</body></html>`,
  );
  const png = await page.screenshot({ type: 'png', omitBackground: image.clear === true });
  writeFileSync(join(publicDir, image.file), png);
  console.log(
    `${image.file}: ${image.width}×${image.height}, ${(png.length / 1024).toFixed(1)} KB`,
  );
  await page.close();
}
await browser.close();
