import { ErrorResponseSchema, MapFilterQueryFields, REPORT_STREAM_PATH } from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { StreamSlots } from '../limits/stream-slots';
import { filtersOrThrow } from '../reports/filters';
import type { ReportFeed } from './report-feed';
import { streamReports } from './stream';

export interface RealtimeOptions {
  db: Database;
  feed: ReportFeed;
  heartbeatMs: number;
  /** Open streams per client address and in all; 0 = no limit. */
  streamsPerAddress: number;
  streamsTotal: number;
}

/**
 * GET /api/reports/stream — Server-Sent Events. A client resuming with
 * Last-Event-ID (header, or `?lastEventId=` for clients that cannot set
 * headers) first receives what it missed, then the live feed; live events
 * already sent in the backfill are not repeated.
 */
const realtimePlugin: FastifyPluginAsyncTypebox<RealtimeOptions> = async (app, options) => {
  const { db, feed, heartbeatMs } = options;
  const open = new Set<() => void>();
  // Each stream holds a socket for hours: one client must not take them all.
  const slots = new StreamSlots(options.streamsPerAddress, options.streamsTotal);
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    REPORT_STREAM_PATH,
    {
      schema: {
        tags: ['reports'],
        summary: 'Live feed of new reports (text/event-stream, event "report", id = report id)',
        querystring: Type.Object({
          lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$' })),
          ...MapFilterQueryFields,
        }),
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{0,19}$' })) }),
        response: { 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const resumeFrom = request.headers['last-event-id'] || request.query.lastEventId || null;
      // The map's active filters: only matching reports are sent.
      const filters = filtersOrThrow(request.query);
      const release = slots.acquire(request.ip);
      if (release === 'address')
        throw new HttpError(429, 'Too many live feeds open from this address', 'too-many-live-feeds');
      if (release === 'total') {
        reply.header('Retry-After', '30');
        throw new HttpError(503, 'The live feed is full: please try again shortly', 'live-feed-full');
      }
      reply.hijack();
      await streamReports(reply, request, { db, feed, heartbeatMs, filters, resumeFrom, release, open });
    },
  );
};

export default realtimePlugin;
