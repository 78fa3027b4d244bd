#!/usr/bin/env node
// No relative import leaves its package (part of `npm run lint`). A file's package is the nearest folder
// above it with a package.json (the root's own files, scripts/ among them, are the root package); an
// import, export, require() or import() of a path starting with ./ or ../, and a stylesheet's @import or
// `composes: … from`, must resolve inside that package. Another package is reached by its name and the
// files its package.json exports (`@healthwatch/ui-kit/i18n/CatalogIntl`), so what a package offers is
// written in one place and a move inside it breaks nobody. Biome's noRestrictedImports matches import
// names, not where they lead, so it cannot say this.
//
//   node scripts/check-package-imports.mjs [root]    prints each crossing import; exit 1 when there is one
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const STYLESHEET = /\.css$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'sourcemaps', 'test-results', 'test-logs']);
/** The checker's own fixtures: packages whose imports cross on purpose (scripts/check-package-imports.test.mjs). */
const IGNORED = ['scripts/fixtures/package-imports'];

function sourceFiles(root, dir = root) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skip =
        entry.name.startsWith('.') ||
        SKIP_DIRS.has(entry.name) ||
        IGNORED.includes(path.relative(root, file).split(path.sep).join('/'));
      return skip ? [] : sourceFiles(root, file);
    }
    return SOURCE.test(entry.name) || STYLESHEET.test(entry.name) ? [file] : [];
  });
}

/** The folder of the package `file` (or folder) belongs to: the nearest one above it with a package.json. */
function packageOf(file, root, cache) {
  let dir = fs.existsSync(file) && fs.statSync(file).isDirectory() ? file : path.dirname(file);
  const seen = [];
  while (!cache.has(dir)) {
    seen.push(dir);
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      cache.set(dir, dir);
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir || !`${dir}${path.sep}`.startsWith(`${root}${path.sep}`)) {
      cache.set(dir, dir === root ? root : null);
      break;
    }
    dir = parent;
  }
  const found = cache.get(dir);
  for (const d of seen) cache.set(d, found);
  return found;
}

/** The relative paths a file imports, with the offset of each in its text. */
function relativeImports(file, text) {
  const found = [];
  if (STYLESHEET.test(file)) {
    for (const m of text.matchAll(/(?:@import\s+(?:url\()?|composes:[^;{}]*?\bfrom\s+)(['"])(\.{1,2}\/[^'"]*)\1/g))
      found.push({ specifier: m[2], pos: m.index });
    return found;
  }
  for (const imported of ts.preProcessFile(text, true, true).importedFiles)
    if (/^\.{1,2}\//.test(imported.fileName)) found.push({ specifier: imported.fileName, pos: imported.pos });
  // require.resolve('…') names a file to load just as require does; preProcessFile does not report it.
  for (const m of text.matchAll(/\brequire\.resolve\(\s*(['"])(\.{1,2}\/[^'"]*)\1/g))
    found.push({ specifier: m[2], pos: m.index });
  return found;
}

const lineOf = (text, pos) => text.slice(0, pos).split('\n').length;

function packageName(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name ?? null;
  } catch {
    return null;
  }
}

/**
 * Every relative import under `root` that leaves its file's package.
 * @returns {{ files: number, imports: number, crossings: { file: string, line: number, specifier: string, from: string, to: string, toName: string | null }[] }}
 */
export function findCrossings(root = ROOT) {
  const absRoot = path.resolve(root);
  const cache = new Map();
  const crossings = [];
  let imports = 0;
  const files = sourceFiles(absRoot);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const own = packageOf(file, absRoot, cache);
    for (const { specifier, pos } of relativeImports(file, text)) {
      imports += 1;
      const target = packageOf(path.resolve(path.dirname(file), specifier), absRoot, cache);
      if (target === own) continue;
      const rel = (p) => (p === null ? '(outside the repository)' : path.relative(absRoot, p) || '.');
      crossings.push({
        file: path.relative(absRoot, file),
        line: lineOf(text, pos),
        specifier,
        from: rel(own),
        to: rel(target),
        toName: target === null ? null : packageName(target),
      });
    }
  }
  return { files: files.length, imports, crossings };
}

function main() {
  const root = path.resolve(process.argv[2] ?? ROOT);
  const { files, imports, crossings } = findCrossings(root);
  for (const c of crossings) {
    const how = c.toName ? `import it as ${c.toName}/… (what its package.json exports)` : 'move it into a package';
    console.error(`${c.file}:${c.line}: '${c.specifier}' leaves package ${c.from} for ${c.to}; ${how}`);
  }
  console.log(
    `package imports: ${files} files, ${imports} relative imports, ${crossings.length} crossing a package boundary`,
  );
  process.exitCode = crossings.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
