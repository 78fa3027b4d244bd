import { contentLocaleOf } from './content-locales';

describe('contentLocaleOf', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['ES', 'es'],
    ['es_MX', 'es'],
    ['es-419', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['pt-BR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['hindi', 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(contentLocaleOf(tag)).toBe(expected);
  });
});
