#!/usr/bin/env node
// Every theme token a package reads is one the shell defines (part of `npm run lint`). The tokens are the
// `--hw-*` custom properties of shell/public/base.css, each theme's values in one place, and the few the shell
// sets at run time (a string literal that is the whole property name, e.g. useHeaderOffset's constants). A
// `var(--hw-…)` in a stylesheet or a component that names no such token silently takes its fallback in every
// theme: the consultation's bars once read `--hw-accent` and stayed dark blue on the dark theme's surface.
//
//   node scripts/check-theme-tokens.mjs [root]    prints each unknown token; exit 1 when there is one
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THEME = path.join('shell', 'public', 'base.css');
const READS = /\.(?:css|tsx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'test-logs', 'fixtures']);
const DECLARED = /(--hw-[a-z0-9-]+)\s*:/g;
const SET_AT_RUN_TIME = /['"`](--hw-[a-z0-9-]+)['"`]/g;
const USED = /var\(\s*(--hw-[a-z0-9-]+)/g;

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || SKIP_DIRS.has(entry.name) ? [] : files(file);
    return READS.test(entry.name) ? [file] : [];
  });
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The tokens defined, and each use of one that is not. */
export function findUnknownTokens(root = ROOT) {
  const texts = new Map(files(root).map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const defined = new Set();
  const theme = path.join(root, THEME);
  for (const match of (texts.get(theme) ?? '').matchAll(DECLARED)) defined.add(match[1]);
  for (const [file, text] of texts)
    if (!file.endsWith('.css')) for (const match of text.matchAll(SET_AT_RUN_TIME)) defined.add(match[1]);
  const unknown = [];
  for (const [file, text] of texts)
    for (const match of text.matchAll(USED))
      if (!defined.has(match[1]))
        unknown.push({ file: path.relative(root, file), line: lineOf(text, match.index), token: match[1] });
  return { defined: [...defined].sort(), unknown };
}

function main() {
  const root = path.resolve(process.argv[2] ?? ROOT);
  const { defined, unknown } = findUnknownTokens(root);
  for (const u of unknown) console.error(`${u.file}:${u.line}: ${u.token} is no theme token (${THEME})`);
  console.log(`theme tokens: ${defined.length} defined, ${unknown.length} read that no theme defines`);
  process.exitCode = unknown.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
