/** docs/SPEC.md §8 lookup messages. */
export const DATA_CLIENT_ERRORS = {
  reports: 'Failed to get reports',
  tip: 'Failed to get health tip',
  stats: 'Failed to get health statistics',
  clusters: 'Failed to get report clusters',
  timeline: 'Failed to get the report timeline',
  cities: 'Failed to search places',
  areaAlarms: 'Failed to get area alerts',
  submit: 'Failed to add report',
  checkIn: 'Failed to check in',
  rates: 'Failed to get weekly rates',
} as const;
