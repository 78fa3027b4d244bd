import { Type, type Static } from '@sinclair/typebox';

/** GET /api/demo-data: whether simulated reports (`npm run demo`) are in the database. */
export const DemoDataStatusSchema = Type.Object({
  demo: Type.Boolean({ description: 'True while any simulated report is stored' }),
  reports: Type.Integer({ minimum: 0, description: 'Simulated reports stored' }),
});
export type DemoDataStatus = Static<typeof DemoDataStatusSchema>;
