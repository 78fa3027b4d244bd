import { CASE_DEFINITION_IDS, COUNTRIES, MIN_RATE_PARTICIPANTS } from '@healthwatch/contracts';
import { LICENSE } from '../open-data/dictionary';
import { SMALL_CELL_MAX } from '../open-data/suppression';
import { ALPHA3 } from './alpha3';

const EU = 'http://publications.europa.eu/resource/authority';

/** Self-contained: a reader needs no remote context (the test expands it with a loader that refuses to fetch). */
export const DCAT_CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dcterms: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  'dcterms:issued': { '@type': 'xsd:date' },
  'dcat:startDate': { '@type': 'xsd:date' },
  'dcat:endDate': { '@type': 'xsd:date' },
  'dcat:accessURL': { '@type': '@id' },
  'dcat:downloadURL': { '@type': '@id' },
  'dcterms:license': { '@type': '@id' },
  'dcterms:accrualPeriodicity': { '@type': '@id' },
  'dcterms:spatial': { '@type': '@id' },
  'dcterms:format': { '@type': '@id' },
  'dcterms:conformsTo': { '@type': '@id' },
  'dcterms:language': { '@type': '@id' },
  'dcat:theme': { '@type': '@id' },
  'foaf:homepage': { '@type': '@id' },
  'foaf:page': { '@type': '@id' },
  'dcat:landingPage': { '@type': '@id' },
} as const;

export interface CatalogCoverage {
  /** First and last day of complete data, YYYY-MM-DD; first null when there is none yet. */
  daily: { first: string | null; last: string };
  weekly: { first: string | null; last: string };
}

export interface Distribution {
  /** Path under the API (with its query), e.g. /api/open-data/daily.csv. */
  path: string;
  title: string;
  mediaType: string;
  /** EU file-type authority code (CSV, GEOJSON, JSON). */
  format: string;
  /** A download (the whole file) or an access point (an API answering per area and week). */
  kind: 'download' | 'access';
}

/** Every distribution the catalog names, per dataset: the test follows each. */
export function catalogDistributions(): Record<'daily' | 'weekly', Distribution[]> {
  return {
    daily: [
      { path: '/api/open-data/daily.csv', title: 'CSV', mediaType: 'text/csv', format: 'CSV', kind: 'download' },
      {
        path: '/api/open-data/daily.geojson',
        title: 'GeoJSON',
        mediaType: 'application/geo+json',
        format: 'GEOJSON',
        kind: 'download',
      },
    ],
    weekly: [
      { path: '/api/open-data/weekly.csv', title: 'CSV', mediaType: 'text/csv', format: 'CSV', kind: 'download' },
      {
        path: '/api/open-data/weekly.geojson',
        title: 'GeoJSON',
        mediaType: 'application/geo+json',
        format: 'GEOJSON',
        kind: 'download',
      },
      {
        path: '/api/fhir/MeasureReport?area=IN',
        title: 'FHIR R4 MeasureReport (one per area, ISO week and case definition; area=, week=, definition=)',
        mediaType: 'application/fhir+json',
        format: 'JSON',
        kind: 'access',
      },
    ],
  };
}

const period = (c: { first: string | null; last: string }) => ({
  '@type': 'dcterms:PeriodOfTime',
  ...(c.first ? { 'dcat:startDate': c.first } : {}),
  'dcat:endDate': c.last,
});

/**
 * The open-data catalog in DCAT-AP as JSON-LD (docs/SPEC.md "Open data"): a catalog of two datasets
 * (daily reports by region, weekly rates by area), each with its distributions, licence, temporal and
 * spatial coverage, accrual periodicity and its data dictionary. `api` is the configured public API
 * origin; nothing is taken from the request.
 */
export function dcatCatalog(api: string, appUrl: string, coverage: CatalogCoverage): Record<string, unknown> {
  const spatial = COUNTRIES.map((c) => `${EU}/country/${ALPHA3[c.code]}`);
  const publisher = { '@type': 'foaf:Agent', 'foaf:name': 'HealthWatch', 'foaf:homepage': appUrl };
  const contact = {
    '@type': 'vcard:Organization',
    'vcard:fn': 'HealthWatch',
    'vcard:hasURL': { '@id': `${appUrl}/about` },
  };
  const distributions = catalogDistributions();
  const distribution = (set: 'daily' | 'weekly', d: Distribution) => ({
    '@id': `${api}${d.path}#distribution`,
    '@type': 'dcat:Distribution',
    'dcterms:title': d.title,
    'dcat:accessURL': `${api}${d.path}`,
    ...(d.kind === 'download' ? { 'dcat:downloadURL': `${api}${d.path}` } : {}),
    'dcat:mediaType': { '@id': `https://www.iana.org/assignments/media-types/${d.mediaType}` },
    'dcterms:format': `${EU}/file-type/${d.format}`,
    'dcterms:license': LICENSE.url,
    'dcterms:conformsTo': `${api}/api/open-data/${set}.json`,
  });
  const dataset = (
    set: 'daily' | 'weekly',
    title: string,
    description: string,
    frequency: 'DAILY' | 'WEEKLY',
    cover: { first: string | null; last: string },
  ) => ({
    '@id': `${api}/api/open-data/catalog.jsonld#${set}`,
    '@type': 'dcat:Dataset',
    'dcterms:identifier': `healthwatch-${set}`,
    'dcterms:title': title,
    'dcterms:description': description,
    'dcterms:publisher': publisher,
    'dcat:contactPoint': contact,
    'dcterms:license': LICENSE.url,
    'dcterms:accessRights': { '@id': `${EU}/access-right/PUBLIC` },
    'dcat:theme': `${EU}/data-theme/HEAL`,
    'dcat:keyword': ['participatory surveillance', 'syndromic surveillance', 'influenza-like illness', 'symptoms'],
    'dcterms:language': `${EU}/language/ENG`,
    'dcterms:spatial': spatial,
    'dcterms:temporal': period(cover),
    'dcterms:accrualPeriodicity': `${EU}/frequency/${frequency}`,
    'dcterms:conformsTo': `${api}/api/open-data/${set}.json`,
    'foaf:page': `${api}/api/open-data/${set}.json`,
    'dcat:landingPage': `${appUrl}/analytics`,
    'dcat:distribution': distributions[set].map((d) => distribution(set, d)),
  });
  return {
    '@context': DCAT_CONTEXT,
    '@id': `${api}/api/open-data/catalog.jsonld`,
    '@type': 'dcat:Catalog',
    'dcterms:title': 'HealthWatch open data',
    'dcterms:description':
      'Anonymous, self-declared symptom reports and weekly rates from HealthWatch, a participatory surveillance web app. Not clinically confirmed. Small numbers are withheld (see each dataset’s dictionary).',
    'dcterms:publisher': publisher,
    'dcterms:license': LICENSE.url,
    'dcterms:language': `${EU}/language/ENG`,
    'foaf:homepage': appUrl,
    'dcat:dataset': [
      dataset(
        'daily',
        'HealthWatch daily reports by region and illness',
        `Reports per region (country and first-level division), complete UTC day and illness. Counts of 1 to ${SMALL_CELL_MAX} withheld.`,
        'DAILY',
        coverage.daily,
      ),
      dataset(
        'weekly',
        'HealthWatch weekly rates by area and case definition',
        `Participants, cases and rate per 1,000 (Wilson 95 % interval) per area (country, state, district, city), complete ISO 8601 week (Monday to Sunday) and case definition (${CASE_DEFINITION_IDS.join(', ')}). Cases withheld below ${MIN_RATE_PARTICIPANTS} participants.`,
        'WEEKLY',
        coverage.weekly,
      ),
    ],
  };
}
