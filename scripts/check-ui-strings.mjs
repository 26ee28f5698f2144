#!/usr/bin/env node
/**
 * Every word a user reads comes from `packages/i18n` in en, ha, yo and ig (CONTRIBUTING "A
 * string"). This check fails on words typed straight into the screens instead: text between JSX
 * tags and quoted values of the props that are read or spoken (label, title, aria-label, …) in
 * apps/web/src and packages/ui/src, stories and tests aside. Exits 1 with one line per literal.
 *
 * A literal that is not a word for the reader (a brand name, a unit symbol) goes in `ALLOWED`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Props whose value a reader sees or a screen reader speaks. */
const READ_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'errorMessage',
  'headline',
  'label',
  'placeholder',
  'title',
]);

/** Literals that are the same in every language: product and brand names. */
const ALLOWED = new Set(['Kiwo', 'WhatsApp']);

/** Whether `text` holds a word: two letters in a row (a lone "×" or "·" is not one). */
const hasWord = (text) => /\p{L}{2}/u.test(text) && !ALLOWED.has(text.trim());

/** The literals of one file: `[line, text]` pairs. */
function literalsIn(fileName, source) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const report = (node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push([line + 1, text.trim().replace(/\s+/g, ' ')]);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && READ_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal = ts.isJsxExpression(value) ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasWord(literal.text)
      ) {
        report(node, `${node.name.getText(file)}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

{
  // New files count before they are added: tracked and untracked, less what git ignores.
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src', 'packages/ui/src'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((f) => f.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(f));
  const problems = files.flatMap((f) =>
    literalsIn(f, readFileSync(resolve(root, f), 'utf8')).map(
      ([line, text]) => `${f}:${line}: "${text}" is not from packages/i18n`,
    ),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} user-visible literal(s): put them in packages/i18n.`);
    process.exit(1);
  }
  console.log(`ui strings: ${files.length} file(s), every visible word from packages/i18n`);
}
