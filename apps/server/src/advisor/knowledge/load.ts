import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import type { AdvisorLanguage } from '../types';
import { SOURCES } from './sources';
import type { KnowledgeEntry, Species } from './types';

/**
 * The knowledge base is one Markdown file per entry in `entries/` (README.md): YAML front matter
 * (id, title, species, urgency, reviewed-by, sources, keywords per language) and one `## xx`
 * section per language with the answer text. Files are read and validated when the module loads,
 * so a malformed file stops the server at start with its path and the field at fault.
 *
 * The production build bundles this module into dist/server.js and rewrites `import.meta.url` to
 * this source file's URL (build.mjs), so `entries/` is found next to it there too, as the
 * migrations are (ADR 0022).
 */
export const ENTRIES_DIR = fileURLToPath(new URL('./entries', import.meta.url));

const LANGUAGES = ['en', 'ha', 'yo', 'ig'] as const satisfies readonly AdvisorLanguage[];
const SPECIES = [
  'poultry',
  'fish',
  'pigs',
  'goats',
  'sheep',
  'cattle',
  'general',
] as const satisfies readonly Species[];
const SOURCE_KEYS = Object.keys(SOURCES) as [keyof typeof SOURCES, ...(keyof typeof SOURCES)[]];

const word = z.string().trim().min(1);
const frontMatter = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by "-"'),
  title: word,
  species: z.array(z.enum(SPECIES)).min(1),
  urgency: z.enum(['routine', 'urgent']),
  'reviewed-by': word,
  sources: z.array(z.enum(SOURCE_KEYS)).min(1),
  keywords: z.strictObject({
    en: z.array(word).min(1),
    ha: z.array(word).default([]),
    yo: z.array(word).default([]),
    ig: z.array(word).default([]),
  }),
});

/** A knowledge file that cannot be used: names the file and the field at fault. */
export class KnowledgeFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'KnowledgeFileError';
  }
}

/** The `## en` … `## ig` sections of a file's body: each language exactly once, none empty. */
function sections(file: string, markdown: string): Record<AdvisorLanguage, string> {
  const found = new Map<string, string>();
  const parts = markdown.split(/^## +(.*)$/m);
  if (parts[0]?.trim()) {
    throw new KnowledgeFileError(file, 'body', 'text before the first "## en" section');
  }
  for (let i = 1; i < parts.length; i += 2) {
    const heading = (parts[i] ?? '').trim();
    if (!(LANGUAGES as readonly string[]).includes(heading)) {
      throw new KnowledgeFileError(
        file,
        `## ${heading}`,
        `unknown section (use ${LANGUAGES.join(', ')})`,
      );
    }
    if (found.has(heading)) throw new KnowledgeFileError(file, `## ${heading}`, 'appears twice');
    const text = (parts[i + 1] ?? '').trim().replace(/\s*\n\s*/g, ' ');
    if (!text) throw new KnowledgeFileError(file, `## ${heading}`, 'is empty');
    found.set(heading, text);
  }
  const body = {} as Record<AdvisorLanguage, string>;
  for (const language of LANGUAGES) {
    const text = found.get(language);
    if (!text) throw new KnowledgeFileError(file, `## ${language}`, 'is missing');
    body[language] = text;
  }
  return body;
}

/** Parses and validates one knowledge file's text (`file` names it in errors). */
function parseKnowledgeFile(file: string, text: string): KnowledgeEntry {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) {
    throw new KnowledgeFileError(
      file,
      'front matter',
      'the file must start with "---", YAML, "---"',
    );
  }
  let yaml: unknown;
  try {
    yaml = parse(match[1] ?? '');
  } catch (error) {
    throw new KnowledgeFileError(
      file,
      'front matter',
      (error as Error).message.split('\n')[0] ?? '',
    );
  }
  const parsed = frontMatter.safeParse(yaml);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'front matter';
    throw new KnowledgeFileError(file, field, issue?.message ?? 'invalid');
  }
  const front = parsed.data;
  const name = file.split(/[\\/]/).pop()?.replace(/\.md$/, '');
  if (name !== front.id) {
    throw new KnowledgeFileError(file, 'id', `"${front.id}" must match the file name "${name}.md"`);
  }
  const keywordsByLanguage = front.keywords;
  return {
    id: front.id,
    title: front.title,
    species: front.species,
    urgent: front.urgency === 'urgent',
    reviewedBy: front['reviewed-by'],
    sources: front.sources.map((key) => SOURCES[key]),
    keywordsByLanguage,
    keywords: LANGUAGES.flatMap((language) => keywordsByLanguage[language]),
    body: sections(file, match[2] ?? ''),
    file,
  };
}

/** Every `*.md` entry of `dir`, in file-name order; throws a KnowledgeFileError for a bad one. */
export function loadKnowledge(dir: string = ENTRIES_DIR): KnowledgeEntry[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new KnowledgeFileError(dir, 'entries', 'no .md files found');
  return files.map((name) => {
    const file = join(dir, name);
    return parseKnowledgeFile(file, readFileSync(file, 'utf8'));
  });
}
