import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import { test } from 'node:test';
import { catalogFolders, catalogIndexing, checkFolder, supportedLocales } from './i18n-check.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BAD = path.join(HERE, 'fixtures', 'i18n-bad');

test('a bad catalog fixture: every kind of problem is named, a good catalog passes', () => {
  const problems = checkFolder(BAD, ['en', 'fr', 'de', 'es', 'ja']);
  assert.deepEqual(problems['en.json'], []);
  assert.deepEqual(problems['de.json'], []);
  assert.deepEqual(problems['ja.json'], ['is missing']);
  assert.equal(problems['es.json'].length, 1);
  assert.match(problems['es.json'][0], /^cannot be read/);
  assert.deepEqual(problems['xx.json'], ['is not a supported locale']);
  const fr = problems['fr.json'];
  assert.ok(fr.includes('lacks "title"'), fr.join('\n'));
  assert.ok(fr.includes('has "extra", which English does not'), fr.join('\n'));
  assert.ok(
    fr.some((line) => line.startsWith('"reports" does not parse as ICU')),
    fr.join('\n'),
  );
  assert.ok(fr.includes('"greeting" uses {nom:text} where English uses {name:text}'), fr.join('\n'));
});

test('a message in the other form of address is named, in plain text, plurals and tags; a placeholder is not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-register-'));
  try {
    const write = (locale, messages) => fs.writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(messages));
    const english = {
      a: 'Your area',
      b: '{n, plural, one {# report} other {# reports}}',
      c: '<b>Try</b> again',
      d: '{tu}',
    };
    write('en', english);
    write('es', {
      a: 'Tu zona',
      b: '{n, plural, one {# informe tuyo} other {# informes, tus datos}}',
      c: '<b>Inténtelo</b> de nuevo',
      d: '{tu}',
    });
    write('nl', {
      a: 'Uw omgeving',
      b: '{n, plural, one {# melding} other {# meldingen}}',
      c: '<b>Probeer</b> je',
      d: '{tu}',
    });
    write('de', {
      a: 'Ihr Gebiet',
      b: '{n, plural, one {# Meldung} other {# Meldungen}}',
      c: '<b>Erneut</b> versuchen',
      d: '{tu}',
    });
    const problems = checkFolder(dir, ['en', 'es', 'nl', 'de']);
    assert.deepEqual(problems['es.json'], [
      '"a" says "Tu", but es catalogs say usted',
      '"b" says "tus", but es catalogs say usted',
    ]);
    assert.deepEqual(problems['nl.json'], ['"c" says "je", but nl catalogs say u']);
    assert.deepEqual(problems['de.json'], []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the project's own catalogs pass, for every supported locale", () => {
  const locales = supportedLocales();
  assert.ok(locales.includes('en') && locales.includes('hi') && locales.includes('ja'));
  const folders = catalogFolders();
  assert.ok(folders.length >= 2, `catalog folders: ${folders.join(', ')}`);
  // A page's own catalogs beside its code are found too (the shell's About page).
  assert.ok(folders.some((dir) => dir.endsWith(path.join('shell', 'src', 'pages', 'about', 'i18n', 'messages'))));
  for (const dir of folders) {
    for (const [file, lines] of Object.entries(checkFolder(dir, locales))) {
      assert.deepEqual(lines, [], `${path.relative(HERE, dir)}/${file}`);
    }
  }
});

test('code that reads an imported catalog as text is named; passing the catalog on is not', () => {
  const bad = [
    "import en from '../i18n/messages/en.json';",
    "const a = en['search.featured'];",
    'const b = en.title;',
    'const c = createCatalogs(en, load);',
    'const d = { ...en };',
  ].join('\n');
  assert.deepEqual(catalogIndexing(bad), ['reads en[… at line 2', 'reads en.… at line 3']);
  assert.deepEqual(catalogIndexing("const en = { a: 1 };\nen['a'];"), []);
});
