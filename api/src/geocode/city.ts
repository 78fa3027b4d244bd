/** One gazetteer row, GeoNames postal-code columns. */
export interface GazetteerRow {
  code: string;
  place: string;
  admin1: string;
  admin2: string;
  admin3: string;
  latitude: number;
  longitude: number;
}

const withoutParentheses = (s: string) => s.replace(/\s*\(.*\)\s*$/, '').trim();

/**
 * The settlement a person would name for a row, per country:
 * - IN: the district (admin2) — post-office names like "Tajmahal" mean nothing to most people; 400001 → Mumbai.
 * - JP: the municipality or ward (admin2, e.g. 千代田区); the place column is a neighbourhood.
 * - CA: the census division (admin2, e.g. Toronto); the place column is a long FSA description.
 * - MX: the city (admin3, e.g. Ciudad de México), else the municipality (admin2); the place is a colonia.
 * - GB: the post town (place), with Greater London's landmark names reading as London.
 * - everywhere else: the place column, which is the town or city (US, DE, FR, IT, ES, NL, NO, SE, AU, BR).
 */
export function cityOf(country: string, row: GazetteerRow): string {
  switch (country) {
    case 'IN':
    case 'JP':
      return row.admin2 || row.place;
    case 'CA':
      return row.admin2 || withoutParentheses(row.place);
    case 'MX':
      return row.admin3 || row.admin2 || row.place;
    case 'GB':
      return row.admin2 === 'Greater London' ? 'London' : row.place;
    default:
      return row.place;
  }
}
