import type { CountryCode } from '@healthwatch/contracts';

/** ISO 3166-1 alpha-3 of each country HealthWatch covers (EU country authority URIs and WHO FluNet use them). */
export const ALPHA3: Readonly<Record<CountryCode, string>> = {
  IN: 'IND',
  US: 'USA',
  CA: 'CAN',
  GB: 'GBR',
  AU: 'AUS',
  DE: 'DEU',
  FR: 'FRA',
  JP: 'JPN',
  BR: 'BRA',
  MX: 'MEX',
  IT: 'ITA',
  ES: 'ESP',
  NL: 'NLD',
  SE: 'SWE',
  NO: 'NOR',
};
