import fp from 'fastify-plugin';
import statsPlugin from './plugin';

/**
 * Public statistics: unfiltered through the replica when there is one, filtered from the map aggregates' copy
 * (the reports feature's), so a filter counts what the filtered map shows.
 */
async function statsFeature(app: import('fastify').FastifyInstance) {
  const { cube } = app.mapAggregates;
  await app.register(statsPlugin, {
    db: app.readDb,
    mapCount: (filters, first, last) => cube.count(filters, first, last),
  });
}

export default fp(statsFeature, { name: 'stats', dependencies: ['infrastructure', 'reports'] });
