// Kept apart from the schemas: a page importing the text does not bundle TypeBox.
/** What the page says while simulated reports are shown. */
export const DEMO_DATA_NOTICE =
  'Demo data: the reports, clusters and outbreaks shown here are simulated, not real reports.';
