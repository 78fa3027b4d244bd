import { type OpenDataDictionary, MIN_RATE_PARTICIPANTS, OPEN_DATA_TOTAL } from '@healthwatch/contracts';
import { SMALL_CELL_MAX } from './suppression';

export const LICENSE = {
  id: 'CC-BY-4.0',
  name: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

export const ATTRIBUTION =
  'HealthWatch community symptom reports (CC BY 4.0). Regions and centres from GeoNames postal codes (CC BY 4.0).';

/** The data dictionary for the daily export; `base` is the API's public origin. */
export function dictionary(base: string, coverage: OpenDataDictionary['coverage']): OpenDataDictionary {
  return {
    title: 'HealthWatch daily reports by region and illness',
    description:
      'Anonymous symptom reports per region (country and first-level division), UTC day and illness, for complete UTC days. ' +
      'Reports are self-declared by visitors and are not clinically confirmed.',
    license: LICENSE,
    attribution: ATTRIBUTION,
    distributions: [
      { format: 'CSV', mediaType: 'text/csv', url: `${base}/api/open-data/daily.csv` },
      { format: 'GeoJSON', mediaType: 'application/geo+json', url: `${base}/api/open-data/daily.geojson` },
    ],
    fields: [
      { name: 'country', type: 'string', description: 'ISO 3166-1 alpha-2 country code' },
      {
        name: 'region',
        type: 'string',
        description:
          'First-level division (state, province, region) as geocoded from the postal code; empty when unknown',
      },
      { name: 'day', type: 'date', description: 'UTC day the reports were stored, YYYY-MM-DD' },
      {
        name: 'illness',
        type: 'string',
        description: `Illness the reporter named (flu, dengue, covid, malaria, typhoid, chikungunya, other, unknown), or "${OPEN_DATA_TOTAL}" for the region-day total`,
      },
      { name: 'count', type: 'integer', description: 'Reports; empty (CSV) or null (GeoJSON) when suppressed' },
      {
        name: 'suppressed',
        type: 'boolean',
        description: 'true when the count is withheld as too small to read as a statistic',
      },
    ],
    suppression: {
      smallCellMax: SMALL_CELL_MAX,
      rules: [
        `Counts from 1 to ${SMALL_CELL_MAX} are withheld.`,
        'Illnesses with no report in a region-day have no row (zero).',
        `Where the region-day total would let a withheld count be worked out, or shown to be ${SMALL_CELL_MAX} or less, the next smallest counts are withheld too; if none is left, the total is withheld.`,
        `GeoJSON points are each region's mean postal-code centre over all time, given only for regions with more than ${SMALL_CELL_MAX} located reports.`,
        'Withholding keeps counts too small to compare out of a file read as statistics; it does not make them secret: the live map shows every report, by 3-decimal cell (about 110 m) and UTC day, and no public route gives a postal code, a time of day or anything linking two reports.',
      ],
    },
    coverage,
  };
}

/** The data dictionary for the weekly rates export. */
export function weeklyDictionary(base: string, coverage: OpenDataDictionary['coverage']): OpenDataDictionary {
  return {
    title: 'HealthWatch weekly participants, cases and rates by area and case definition',
    description:
      'Participants who checked in ("I feel fine") or reported symptoms, per area (country, state, district, city; areas nest) and ISO week (Monday to Sunday, UTC), ' +
      'and those of them whose symptoms met a standard case definition at least once that week, with the rate per 1,000 and its Wilson 95 % interval. ' +
      'Complete ISO weeks only. Self-declared, not clinically confirmed; the definitions are mapped to the report form’s 15 symptoms and miss some of their criteria (onset, measured temperature).',
    license: LICENSE,
    attribution: ATTRIBUTION,
    distributions: [
      { format: 'CSV', mediaType: 'text/csv', url: `${base}/api/open-data/weekly.csv` },
      { format: 'GeoJSON', mediaType: 'application/geo+json', url: `${base}/api/open-data/weekly.geojson` },
    ],
    fields: [
      { name: 'country', type: 'string', description: 'ISO 3166-1 alpha-2 country code' },
      {
        name: 'area',
        type: 'string',
        description:
          'The country code, or a gazetteer area id: country, level (s state, d district, c city), state, name',
      },
      { name: 'level', type: 'string', description: 'country, state, district or city' },
      { name: 'week', type: 'string', description: 'ISO 8601 week, YYYY-Www (Monday to Sunday, UTC)' },
      {
        name: 'definition',
        type: 'string',
        description:
          'Case definition: ili-who (WHO influenza-like illness), ili-ecdc (EU ILI), cli (WHO COVID-like illness), dli (WHO 2009 probable dengue), age (acute gastroenteritis)',
      },
      {
        name: 'participants',
        type: 'integer',
        description: 'Distinct participants that week in the area; empty (CSV) or null (GeoJSON) when withheld',
      },
      { name: 'cases', type: 'integer', description: 'Participants meeting the definition at least once that week' },
      { name: 'ratePer1000', type: 'number', description: 'cases per 1,000 participants, one decimal' },
      { name: 'lower', type: 'number', description: 'Lower bound of the Wilson 95 % interval, per 1,000' },
      { name: 'upper', type: 'number', description: 'Upper bound of the Wilson 95 % interval, per 1,000' },
      { name: 'suppressed', type: 'boolean', description: 'true when cases and rates are withheld' },
    ],
    suppression: {
      smallCellMax: SMALL_CELL_MAX,
      rules: [
        `Participants from 1 to ${SMALL_CELL_MAX} are withheld.`,
        `Cases and rates are withheld below ${MIN_RATE_PARTICIPANTS} participants.`,
        `Cases from 1 to ${SMALL_CELL_MAX} are withheld, and so are cases when the participants who are not cases number 1 to ${SMALL_CELL_MAX}; a withheld count takes its rate and interval with it.`,
        'Areas nest (a city lies in its district, state and country), as on the rates page of the app.',
        `GeoJSON points are an area’s gazetteer centre, given only for states, districts and cities with more than ${SMALL_CELL_MAX} participants in the week; countries have none.`,
      ],
    },
    coverage,
  };
}
