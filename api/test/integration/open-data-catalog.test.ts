import jsonld from 'jsonld';
import { DRIVERS } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC = 'https://api.example.org';
const DCAT = 'http://www.w3.org/ns/dcat#';
const DCT = 'http://purl.org/dc/terms/';

/** A loader that refuses: the catalog must expand with no network. */
const noNetwork = async (url: string) => {
  throw new Error(`the catalog asked to fetch ${url}`);
};

type Node = Record<string, { '@id'?: string; '@value'?: string }[] | string | string[]>;
const ids = (node: Node, term: string) => ((node[term] ?? []) as { '@id': string }[]).map((v) => v['@id']);
const values = (node: Node, term: string) => ((node[term] ?? []) as { '@value': string }[]).map((v) => v['@value']);

describe.each(DRIVERS)('the DCAT-AP open-data catalog on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { publicApiUrl: PUBLIC, appUrl: 'https://healthwatch.example.org' });
  });
  afterAll(async () => t.close());

  it('parses as JSON-LD without fetching anything and names every distribution, each answering 200', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/open-data/catalog.jsonld',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.body).not.toContain('evil.example');
    const expanded = (await jsonld.expand(res.json(), {
      documentLoader: noNetwork as unknown as jsonld.Options.DocLoader['documentLoader'],
    })) as Node[];
    const catalog = expanded.find((n) => (n['@type'] as string[]).includes(`${DCAT}Catalog`))!;
    expect(catalog).toBeDefined();
    const datasets = (catalog[`${DCAT}dataset`] as unknown as Node[]) ?? [];
    expect(datasets.map((d) => values(d, `${DCT}identifier`)[0])).toEqual(['healthwatch-daily', 'healthwatch-weekly']);
    const followed: string[] = [];
    for (const dataset of datasets) {
      expect(ids(dataset, `${DCT}license`)).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
      expect(ids(dataset, `${DCT}accrualPeriodicity`)[0]).toMatch(/frequency\/(DAILY|WEEKLY)$/);
      expect(ids(dataset, `${DCT}spatial`)).toHaveLength(15);
      const temporal = (dataset[`${DCT}temporal`] as unknown as Node[])[0]!;
      expect(values(temporal, `${DCAT}endDate`)[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The dictionary, then every distribution: each link is followed.
      const links = [
        ...ids(dataset, `${DCT}conformsTo`),
        ...(dataset[`${DCAT}distribution`] as unknown as Node[]).flatMap((d) => [
          ...ids(d, `${DCAT}accessURL`),
          ...ids(d, `${DCAT}downloadURL`),
        ]),
      ];
      for (const link of links) {
        expect(link.startsWith(`${PUBLIC}/`)).toBe(true);
        const answer = await t.app.inject({ method: 'GET', url: link.slice(PUBLIC.length) });
        expect([link, answer.statusCode]).toEqual([link, 200]);
        followed.push(link.slice(PUBLIC.length).split('?')[0]!);
      }
    }
    expect(new Set(followed)).toEqual(
      new Set([
        '/api/open-data/daily.json',
        '/api/open-data/daily.csv',
        '/api/open-data/daily.geojson',
        '/api/open-data/weekly.json',
        '/api/open-data/weekly.csv',
        '/api/open-data/weekly.geojson',
        '/api/fhir/MeasureReport',
      ]),
    );
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/open-data/catalog.jsonld');
  });
});
