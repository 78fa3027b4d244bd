import { type CatalogLoader, createCatalogs, layered, type OtherLocale } from './catalogs';

const english = { hello: 'Hello' };

/** A loader answering only the languages given, as a test's stand-in for the catalog files. */
function loaders(overrides: Partial<Record<OtherLocale, CatalogLoader>>): CatalogLoader {
  return (locale) => (overrides[locale] ?? (() => Promise.reject(new Error('not in this test'))))(locale);
}

describe('createCatalogs', () => {
  it('has English at once and fetches another language once', async () => {
    const fetchJa = jest.fn(async () => ({ default: { hello: 'こんにちは' } }));
    const catalogs = createCatalogs(english, loaders({ ja: fetchJa }));
    expect(catalogs.peek('en')).toBe(english);
    expect(catalogs.peek('ja')).toBeUndefined();
    const first = catalogs.load('ja');
    expect(catalogs.load('ja')).toBe(first);
    await expect(first).resolves.toEqual({ hello: 'こんにちは' });
    expect(catalogs.peek('ja')).toEqual({ hello: 'こんにちは' });
    expect(fetchJa).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    let calls = 0;
    const catalogs = createCatalogs(
      english,
      loaders({
        hi: async () => {
          calls++;
          if (calls === 1) throw new Error('offline');
          return { default: { hello: 'नमस्ते' } };
        },
      }),
    );
    await expect(catalogs.load('hi')).rejects.toThrow('offline');
    await expect(catalogs.load('hi')).resolves.toEqual({ hello: 'नमस्ते' });
  });

  it('answers English with the same promise each time', () => {
    const catalogs = createCatalogs(english, loaders({}));
    expect(catalogs.load('en')).toBe(catalogs.load('en'));
  });

  it('layers two catalogs, the upper one winning on a shared key', async () => {
    const under = loaders({ es: async () => ({ default: { hello: 'Hola', fever: 'Fiebre' } }) });
    const over = loaders({ es: async () => ({ default: { hello: '¡Hola!' } }) });
    const catalogs = createCatalogs(english, layered(under, over));
    await expect(catalogs.load('es')).resolves.toEqual({ hello: '¡Hola!', fever: 'Fiebre' });
  });
});
