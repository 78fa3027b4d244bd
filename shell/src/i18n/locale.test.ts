import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '@healthwatch/contracts';
import { applyLocale, saveLocale, startLocale } from './locale';

const INIT_SCRIPT = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'theme-init.js'), 'utf8');

/** Runs public/theme-init.js as the page would, with these browser languages and this saved choice. */
function runInitScript(languages: string[], saved: string | null): { lang: string; dir: string; pending: boolean } {
  localStorage.clear();
  if (saved !== null) localStorage.setItem(LOCALE_STORAGE_KEY, saved);
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.className = '';
  // The page's own static file, run as the browser runs it.
  new Function(INIT_SCRIPT)();
  return { lang: root.lang, dir: root.dir, pending: root.classList.contains('locale-pending') };
}

describe('the language the page starts in', () => {
  const cases: [string[], string | null][] = [
    [['hi-IN', 'en-US'], null],
    [['ja'], null],
    [['pt-PT', 'en'], null],
    [['nn-NO'], null],
    [['zh-CN', 'es-MX'], null],
    [['ko-KR'], null],
    [[], null],
    [['hi'], 'de'],
    [['hi'], 'klingon'],
    [['en-GB'], 'pt-BR'],
  ];

  it.each(cases)('theme-init.js and the app agree for %j with %s saved', (languages, saved) => {
    const page = runInitScript(languages, saved);
    const app = startLocale(localStorage, languages);
    expect(page.lang).toBe(app);
    expect(page.dir).toBe('ltr');
    expect(page.pending).toBe(app !== 'en');
  });

  it('prefers the saved choice, then the browser languages', () => {
    localStorage.clear();
    expect(startLocale(localStorage, ['ja-JP'])).toBe('ja');
    saveLocale(localStorage, 'es');
    expect(startLocale(localStorage, ['ja-JP'])).toBe('es');
    expect(startLocale(null, ['fr-CA'])).toBe('fr');
  });

  it('puts the language on <html>', () => {
    applyLocale('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('theme-init.js knows every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(runInitScript([locale], null).lang).toBe(locale);
  });
});
