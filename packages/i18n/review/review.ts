/**
 * `pnpm i18n:review`: one static HTML page for native reviewers — every key with its English,
 * Hausa, Yorùbá and Igbo text side by side, Hausa's gender switches shown as the three readers
 * see them (ADR 0053), and where the key is used (the web screens that call it, or the channel of
 * a server-only section). A reviewer ticks a key's box; the page keeps the ticks in the browser
 * and "Copy marked keys" gives the list to paste into REVIEW.md or an issue.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18nObject } from 'typesafe-i18n';
import { flatten } from '../src/language/flatten';
import en from '../src/locales/en';
import ha from '../src/locales/ha';
import ig from '../src/locales/ig';
import yo from '../src/locales/yo';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const out = join(root, '.reports/i18n-review.html');
const CHANNEL: Record<string, string> = {
  landing: 'landing page',
  home: 'landing page',
  newsletter: 'landing page',
  ussd: 'USSD',
  messages: 'SMS and email',
  whatsapp: 'WhatsApp',
  phone: 'phone line',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });

/** key → the web files that call it (`t.farm.dashboardTitle(` …). */
const usedIn = new Map<string, Set<string>>();
for (const file of sourceFiles(join(root, 'apps/web/src'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\b\w+\.((?:\w+\.)+\w+)\(/g)) {
    const key = m[1] as string;
    if (!usedIn.has(key)) usedIn.set(key, new Set());
    usedIn.get(key)?.add(relative(join(root, 'apps/web/src'), file));
  }
}
const where = (key: string) => {
  const channel = CHANNEL[key.split('.')[0] as string];
  if (channel) return channel;
  const files = [...(usedIn.get(key) ?? [])];
  return files.length ? files.slice(0, 3).join(', ') : 'not called by name (enums, lists)';
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const dictionaries = { en, ha, yo, ig } as const;
const flat = Object.fromEntries(
  Object.entries(dictionaries).map(([l, d]) => [l, flatten(d)]),
) as Record<keyof typeof dictionaries, Map<string, string>>;
const hausa = i18nObject('ha', Object.fromEntries(flat.ha), {}) as unknown as Record<
  string,
  (args: object) => string
>;
/** A Hausa text with a gender switch shows each reader's version. */
const hausaCell = (key: string, text: string) => {
  if (!text.includes('{gender|')) return escapeHtml(text);
  const params = Object.fromEntries(
    [...text.matchAll(/\{(\w+)(?![|\w])/g)].map((m) => [m[1], `{${m[1]}}`]),
  );
  const say = (gender?: string) => escapeHtml(hausa[key]?.({ ...params, gender }) ?? text);
  return `<b>♀</b> ${say('female')}<br><b>♂</b> ${say('male')}<br><b>?</b> ${say()}`;
};

const rows = [...flat.en]
  .map(
    ([key, english]) =>
      `<tr><td><input type="checkbox" data-key="${key}" aria-label="mark ${key}"></td>` +
      `<td><code>${key}</code><br><small>${escapeHtml(where(key))}</small></td>` +
      `<td>${escapeHtml(english)}</td><td>${hausaCell(key, flat.ha.get(key) ?? '')}</td>` +
      `<td lang="yo">${escapeHtml(flat.yo.get(key) ?? '')}</td>` +
      `<td lang="ig">${escapeHtml(flat.ig.get(key) ?? '')}</td></tr>`,
  )
  .join('\n');

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kiwo strings for review</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;vertical-align:top}
th{position:sticky;top:0;background:#f4f4f4}small{color:#666}tr:has(input:checked){background:#fff4d6}
</style></head><body>
<h1>Kiwo strings for review (${flat.en.size} keys)</h1>
<p>Glossaries: packages/i18n/glossary. Tick a string that reads wrong; the ticks stay in this
browser. <input id="filter" placeholder="Filter keys or text" aria-label="Filter">
<button id="copy" type="button">Copy marked keys</button></p>
<table><thead><tr><th></th><th>Key and where</th><th>English</th><th lang="ha">Hausa</th>
<th lang="yo">Yorùbá</th><th lang="ig">Igbo</th></tr></thead><tbody>
${rows}
</tbody></table>
<script>
const marked = new Set(JSON.parse(localStorage.getItem('kiwo-review') || '[]'));
for (const box of document.querySelectorAll('input[data-key]')) {
  box.checked = marked.has(box.dataset.key);
  box.addEventListener('change', () => {
    box.checked ? marked.add(box.dataset.key) : marked.delete(box.dataset.key);
    localStorage.setItem('kiwo-review', JSON.stringify([...marked]));
  });
}
document.getElementById('filter').addEventListener('input', (e) => {
  const q = e.target.value.toLowerCase();
  for (const row of document.querySelectorAll('tbody tr'))
    row.hidden = q !== '' && !row.textContent.toLowerCase().includes(q);
});
document.getElementById('copy').addEventListener('click', () =>
  navigator.clipboard.writeText([...marked].join('\\n')));
</script></body></html>
`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`${relative(root, out)}: ${flat.en.size} keys`);
