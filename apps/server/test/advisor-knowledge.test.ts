import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWLEDGE } from '../src/advisor';
import { KnowledgeFileError, loadKnowledge } from '../src/advisor/knowledge';
import { ENTRIES_DIR } from '../src/advisor/knowledge/load';

/*
 * The knowledge base is one Markdown file per entry (knowledge/README.md): every file in the repo
 * must load, and a malformed one must be refused with its path and the field at fault.
 */
const GOOD = readFileSync(join(ENTRIES_DIR, 'goat-bloat.md'), 'utf8');

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A folder holding `goat-bloat.md` with `text` (the good file edited), and its path. */
function withFile(text: string, name = 'goat-bloat.md') {
  const dir = mkdtempSync(join(tmpdir(), 'kiwo-kb-'));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, text);
  return { dir, file };
}

/** The error loading `text` gives, as file and field. */
function refusal(text: string, name?: string) {
  const { dir, file } = withFile(text, name);
  try {
    loadKnowledge(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(KnowledgeFileError);
    const e = error as KnowledgeFileError;
    expect(e.message.startsWith(`${file}: ${e.field}: `)).toBe(true);
    return { file: e.file === file, field: e.field, message: e.message };
  }
  throw new Error('the malformed file was accepted');
}

describe('the knowledge base files', () => {
  it('load, one entry per file, with unique ids and text in all four languages', () => {
    const entries = loadKnowledge();
    expect(entries.length).toBeGreaterThanOrEqual(48);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      for (const language of ['en', 'ha', 'yo', 'ig'] as const) {
        expect(entry.body[language].length, `${entry.id} ${language}`).toBeGreaterThan(40);
      }
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      expect(entry.keywordsByLanguage.en.length, entry.id).toBeGreaterThan(0);
      expect(entry.reviewedBy, entry.id).not.toBe('');
    }
    // The advisor's base is the same list, read once when the module loads.
    expect(KNOWLEDGE.map((e) => e.id)).toEqual(entries.map((e) => e.id));
  });

  it('turn front matter into the entry the advisor uses', () => {
    const [bloat] = loadKnowledge(withFile(GOOD).dir);
    expect(bloat).toMatchObject({
      id: 'goat-bloat',
      urgent: true,
      reviewedBy: 'pending vet review',
      species: ['goats', 'sheep', 'cattle'],
    });
    expect(bloat?.keywordsByLanguage.ha).toContain('kumburin ciki');
    // Retrieval sees every language's words; sources are the full citations.
    expect(bloat?.keywords).toEqual(
      expect.arrayContaining(['bloat', 'kumburin ciki', 'ikùn wíwú', 'afọ ọzịza']),
    );
    expect(bloat?.sources).toContain('MSD Veterinary Manual');
    expect(bloat?.body.ha).toMatch(/^Kumburin ciki/);
  });

  it.each([
    ['a species it does not know', ['  - goats\n', '  - camels\n'], 'species.0'],
    ['an unknown source', ['  - msdVet\n', '  - wikipedia\n'], 'sources.0'],
    ['an urgency that is not routine or urgent', ['urgency: urgent', 'urgency: very'], 'urgency'],
    ['no reviewer', ['reviewed-by: pending vet review\n', ''], 'reviewed-by'],
    ['an unknown front-matter field', ['urgency: urgent', 'urgency: urgent\ndose: 5 ml'], ''],
    [
      'keywords in a language we do not have',
      ['keywords:\n', 'keywords:\n  fr:\n    - ballonnement\n'],
      'keywords',
    ],
    ['an empty keyword', ['    - bloat\n', '    - ""\n'], 'keywords.en.0'],
    ['an id that is not the file name', ['id: goat-bloat', 'id: goat-bloating'], 'id'],
    ['a missing language section', [/## yo\n[\s\S]*?(?=## ig)/, ''], '## yo'],
    ['an empty language section', [/(## ig\n)[\s\S]*$/, '$1\n'], '## ig'],
    ['a section twice', ['## ha\n', '## ha\n\nKo.\n\n## ha\n'], '## ha'],
    ['a section that is not a language', ['## ig\n', '## fr\n\nTexte.\n\n## ig\n'], '## fr'],
    ['no front matter', [/^---\n/, ''], 'front matter'],
    ['front matter that is not YAML', ['urgency: urgent', 'urgency: [urgent'], 'front matter'],
  ] as const)('refuse %s, naming the file and the field', (_, [from, to], field) => {
    const text = GOOD.replace(from, to);
    expect(text).not.toBe(GOOD);
    const got = refusal(text);
    expect(got.file).toBe(true);
    if (field) expect(got.field).toBe(field);
    else expect(got.message).toMatch(/dose/);
  });

  it('refuse a folder with no entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiwo-kb-'));
    dirs.push(dir);
    expect(() => loadKnowledge(dir)).toThrow(KnowledgeFileError);
  });
});
