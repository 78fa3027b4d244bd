import { DemoDataStatusSchema } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { countDemoReports } from './demo-store';

/** GET /api/demo-data: the page shows a notice while simulated reports are stored. */
const demoPlugin: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/demo-data',
    {
      schema: {
        tags: ['stats'],
        summary: 'Whether simulated reports (npm run demo) are stored',
        response: { 200: DemoDataStatusSchema },
      },
    },
    async (_request, reply) => {
      const reports = await countDemoReports(db);
      // Cleared demo data may show its notice for this long.
      reply.header('Cache-Control', 'public, max-age=30');
      return { demo: reports > 0, reports };
    },
  );
};

export default demoPlugin;
