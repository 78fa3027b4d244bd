import type { OpenDataDictionary } from '@healthwatch/contracts';
import { OPEN_DATA_TOTAL } from '@healthwatch/contracts';
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
      { name: 'suppressed', type: 'boolean', description: 'true when the count is withheld to protect small numbers' },
    ],
    suppression: {
      smallCellMax: SMALL_CELL_MAX,
      rules: [
        `Counts from 1 to ${SMALL_CELL_MAX} are withheld.`,
        'Illnesses with no report in a region-day have no row (zero).',
        `Where the region-day total would let a withheld count be worked out, or shown to be ${SMALL_CELL_MAX} or less, the next smallest counts are withheld too; if none is left, the total is withheld.`,
        `GeoJSON points are each region's mean postal-code centre over all time, given only for regions with more than ${SMALL_CELL_MAX} located reports.`,
      ],
    },
    coverage,
  };
}
