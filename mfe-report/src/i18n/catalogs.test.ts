import { createCatalogs, type CatalogLoaders } from '../../../remote-kit/i18n/catalogs';

const english = { hello: 'Hello' };

function loaders(overrides: Partial<CatalogLoaders>): CatalogLoaders {
  const missing = () => Promise.reject(new Error('not in this test'));
  return {
    hi: missing,
    es: missing,
    'pt-BR': missing,
    fr: missing,
    de: missing,
    it: missing,
    nl: missing,
    sv: missing,
    nb: missing,
    ja: missing,
    ...overrides,
  };
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
});
