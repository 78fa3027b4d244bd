#!/usr/bin/env node
// Checks every package's message catalogs (<package>/src/**/i18n/messages/<locale>.json):
//
//   npm run i18n:check
//
// English (en.json) is the reference. Each supported locale (contracts' SUPPORTED_LOCALES) must
// have a catalog with exactly English's keys, every message must parse as ICU MessageFormat, and a
// translation must use the same arguments ({name}, plurals, selects) as the English message, or it
// would show a raw placeholder or miss a value at run time. Prints each problem and ends with
// `N passed, N failed` (one check per catalog); exits 1 on any problem.
//
// Each language keeps one form of address across the suite (REGISTER): a message that uses a word of the other form
// is named, since remotes are translated apart and a page must not say usted in one and tú in its neighbour.
//
// It also reads the packages' source: code must never index an imported catalog (`en['key']`),
// as the build hands catalogs over as ASTs (build/icu-ast-loader.js) while tests see strings, so
// such code passes its tests and shows "[object Object]" or throws in the browser. Plain
// functions format through @healthwatch/ui-kit's i18n/englishText.ts instead (one check per source file).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE = 'en';

/** contracts' SUPPORTED_LOCALES, read from its source (this script runs without a TypeScript loader). */
export function supportedLocales(root = ROOT) {
  const source = fs.readFileSync(path.join(root, 'contracts', 'src', 'i18n', 'locales.ts'), 'utf8');
  const list = /SUPPORTED_LOCALES\s*=\s*\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('contracts/src/i18n/locales.ts: SUPPORTED_LOCALES not found');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Every `i18n/messages` folder under `dir` (a page may keep its own catalogs beside its code). */
function messageFolders(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const child = path.join(dir, entry.name);
    if (entry.name === 'messages' && path.basename(dir) === 'i18n') found.push(child);
    else found.push(...messageFolders(child));
  }
  return found;
}

/**
 * Every folder holding catalogs: each workspace's `src/i18n/messages` and any other `i18n/messages`
 * under its src (the same folders build/webpack-app.js compiles as catalogs), the shared
 * front-end kit's (packages/ui-kit) among them.
 */
export function catalogFolders(root = ROOT) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .map((pkg) => path.join(root, pkg, 'src'))
    .filter((src) => fs.existsSync(src))
    .flatMap((src) => messageFolders(src).sort());
}

/** The argument names a parsed message uses, with their kind (plain, number, plural, select...). */
function argumentsOf(elements, found = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
      continue;
    }
    found.add(`${element.value}:${element.type === TYPE.argument ? 'text' : element.type}`);
    if (element.options) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/**
 * The form of address each language's catalogs keep, by the words of the other form they must not use (pronouns and
 * possessives; a verb's form is left to review). Italian is tu, with no pronoun of Lei that is not also "she".
 */
export const REGISTER = {
  es: { says: 'usted', not: /(?<!\p{L})(tú|tu|tus|ti|contigo)(?!\p{L})/iu },
  'pt-BR': { says: 'você', not: /(?<!\p{L})(tu|teu|tua|teus|tuas|contigo)(?!\p{L})/iu },
  fr: { says: 'vous', not: /(?<!\p{L})(tu|toi|ta|tes)(?!\p{L})/iu },
  de: { says: 'Sie', not: /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu },
  nl: { says: 'u', not: /(?<!\p{L})(je|jij|jou|jouw|jezelf)(?!\p{L})/iu },
  hi: { says: 'आप', not: /तुम|तू(?![\p{L}\p{M}])/u },
};

/** The words a parsed message shows (its literal text, inside plurals, selects and tags too). */
function literalText(elements) {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.options)
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      return ' ';
    })
    .join('');
}

function parseMessage(message) {
  if (typeof message !== 'string') return { error: 'is not a string' };
  try {
    return { ast: parse(message) };
  } catch (error) {
    return { error: `does not parse as ICU (${error.message})` };
  }
}

/**
 * Problems of one folder's catalogs against its English one, as readable lines (empty when all is
 * well), keyed by catalog file name.
 */
export function checkFolder(dir, locales) {
  const problems = {};
  const add = (file, line) => {
    problems[file] = [...(problems[file] ?? []), line];
  };
  const read = (file) => {
    try {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
      return data;
    } catch (error) {
      add(file, `cannot be read: ${error.message}`);
      return null;
    }
  };
  const englishFile = `${REFERENCE}.json`;
  problems[englishFile] = [];
  const english = read(englishFile);
  if (!english) return problems;
  const englishArgs = {};
  for (const [key, message] of Object.entries(english)) {
    const parsed = parseMessage(message);
    if (parsed.error) add(englishFile, `"${key}" ${parsed.error}`);
    else englishArgs[key] = [...argumentsOf(parsed.ast)].sort().join(', ');
  }
  const files = new Set(fs.readdirSync(dir).filter((f) => f.endsWith('.json')));
  for (const file of files) {
    if (!locales.includes(file.replace(/\.json$/, ''))) add(file, 'is not a supported locale');
  }
  for (const locale of locales) {
    if (locale === REFERENCE) continue;
    const file = `${locale}.json`;
    problems[file] = [];
    if (!files.has(file)) {
      add(file, 'is missing');
      continue;
    }
    const catalog = read(file);
    if (!catalog) continue;
    for (const key of Object.keys(english)) if (!(key in catalog)) add(file, `lacks "${key}"`);
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        add(file, `has "${key}", which English does not`);
        continue;
      }
      const parsed = parseMessage(message);
      if (parsed.error) {
        add(file, `"${key}" ${parsed.error}`);
        continue;
      }
      const args = [...argumentsOf(parsed.ast)].sort().join(', ');
      if (key in englishArgs && args !== englishArgs[key])
        add(file, `"${key}" uses {${args}} where English uses {${englishArgs[key]}}`);
      const other = REGISTER[locale]?.not.exec(literalText(parsed.ast));
      if (other) add(file, `"${key}" says "${other[0]}", but ${locale} catalogs say ${REGISTER[locale].says}`);
    }
  }
  return problems;
}

const CATALOG_IMPORT = /import\s+(\w+)\s+from\s+'[^']*i18n\/messages\/[^'/]+\.json'/g;

/** Where a source text reads into an imported catalog (`en['x']`, `en.x`): one line per use. */
export function catalogIndexing(source) {
  const found = [];
  // The import statements blanked out (same length, so line numbers hold): their paths end in `en.json`.
  const body = source.replace(CATALOG_IMPORT, (statement) => ' '.repeat(statement.length));
  for (const [, name] of source.matchAll(CATALOG_IMPORT)) {
    const use = new RegExp(`(?<![\\w.])${name}\\s*(\\[|\\.(?!\\.))`, 'g');
    for (const m of body.matchAll(use))
      found.push(`reads ${name}${m[1]}… at line ${body.slice(0, m.index).split('\n').length}`);
  }
  return found;
}

/** The front-end packages' source files, tests left out (jest reads catalogs as strings). */
function sourceFiles(root = ROOT) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const child = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(child);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [child] : [];
    });
  return workspaces
    .map((pkg) => path.join(root, pkg, 'src'))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(walk);
}

function main() {
  const locales = supportedLocales();
  let passed = 0;
  let failed = 0;
  for (const dir of catalogFolders()) {
    const where = path.relative(ROOT, dir);
    for (const [file, lines] of Object.entries(checkFolder(dir, locales))) {
      if (lines.length === 0) {
        passed++;
        continue;
      }
      failed++;
      for (const line of lines) console.log(`FAIL  ${where}/${file} ${line}`);
    }
    console.log(`checked ${where} (${locales.length} locales)`);
  }
  const files = sourceFiles();
  for (const file of files) {
    const lines = catalogIndexing(fs.readFileSync(file, 'utf8'));
    if (lines.length === 0) passed++;
    else failed++;
    for (const line of lines) console.log(`FAIL  ${path.relative(ROOT, file)} ${line}`);
  }
  console.log(`checked ${files.length} source files for catalogs read as text`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
