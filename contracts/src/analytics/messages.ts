/** docs/SPEC.md §8. Kept apart from the schemas so the browser bundle need not carry TypeBox for it. */
export const ANALYTICS_ERROR_MESSAGE = 'Failed to load analytics data. Please try again.';
