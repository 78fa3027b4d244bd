import { localeDirection, matchLocale, resolveLocale } from './locales';

describe('matchLocale', () => {
  it.each([
    [['hi-IN', 'en'], 'hi'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['en-IN', 'hi'], 'en'],
    [['zh-CN', 'ja-JP'], 'ja'],
    [['no'], 'nb'],
    [['nn-NO'], 'nb'],
    [['es-419'], 'es'],
    [['zh-CN', 'ko'], 'en'],
    [[], 'en'],
  ])('%j -> %s', (requested, expected) => {
    expect(matchLocale(requested)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('keeps a saved supported locale over the browser languages', () => {
    expect(resolveLocale('ja', ['hi'])).toBe('ja');
  });
  it('ignores a saved value that is not a supported locale', () => {
    expect(resolveLocale('xx', ['fr-CA'])).toBe('fr');
  });
});

it('writes Arabic right to left and the supported locales left to right', () => {
  expect(localeDirection('ar-EG')).toBe('rtl');
  expect(localeDirection('hi')).toBe('ltr');
});
