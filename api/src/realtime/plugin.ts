import {
  ErrorResponseSchema,
  isUnfiltered,
  MapFilterQueryFields,
  REPORT_STREAM_EVENT,
  REPORT_STREAM_PATH,
  reportMatchesFilters,
  type MapFilters,
  type PublicReportRow,
} from '@healthwatch/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { HttpError } from '../errors/plugin';
import { StreamSlots } from '../limits/stream-slots';
import { filtersOrThrow } from '../reports/filters';
import { type DbPublicReportRow, PUBLIC_REPORT_COLUMNS, toPublicReportRow } from '../reports/rows';
import type { ReportFeed } from './report-feed';

export interface RealtimeOptions {
  db: Database;
  feed: ReportFeed;
  heartbeatMs: number;
  /** Open streams per client address and in all; 0 = no limit. */
  streamsPerAddress: number;
  streamsTotal: number;
}

const RETRY_MS = 3000;
const BACKFILL_LIMIT = 1000;

const matches = (row: PublicReportRow, f: MapFilters) =>
  isUnfiltered(f) ||
  reportMatchesFilters(
    { illnessType: row.illness_type, severity: row.severity, symptoms: row.symptoms, createdAt: row.created_at },
    f,
  );

const frame = (row: PublicReportRow) =>
  `id: ${row.id}\nevent: ${REPORT_STREAM_EVENT}\ndata: ${JSON.stringify(row)}\n\n`;

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
      const raw = reply.raw;
      const headers: Record<string, string | string[] | number> = {};
      for (const [k, v] of Object.entries(reply.getHeaders()))
        if (v !== undefined) headers[k] = v as string | string[] | number;
      raw.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      let backfilling = resumeFrom !== null;
      const buffered: PublicReportRow[] = [];
      const sent = new Set<string>();
      const unsubscribe = feed.subscribe((row) => {
        if (!matches(row, filters)) return;
        if (backfilling) buffered.push(row);
        else if (!sent.has(row.id)) raw.write(frame(row));
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        release();
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);

      if (resumeFrom !== null) {
        try {
          // Everything with a higher id, and the lower ids that committed after the last event
          // the client saw (concurrent writers commit out of id order), as far as this process
          // remembers commits.
          const late = (feed.committedAfter(resumeFrom) ?? []).filter((id) => BigInt(id) < BigInt(resumeFrom));
          const missed = await db.query<DbPublicReportRow>(
            `SELECT ${PUBLIC_REPORT_COLUMNS} FROM symptom_reports WHERE id > $1::bigint OR id = ANY($2::bigint[])
             ORDER BY symptom_reports.id LIMIT ${BACKFILL_LIMIT}`,
            [resumeFrom, late.slice(-BACKFILL_LIMIT)],
          );
          for (const r of missed.rows) {
            const row = toPublicReportRow(r);
            sent.add(row.id);
            if (!matches(row, filters)) continue;
            if (!ended) raw.write(frame(row));
          }
        } catch (err) {
          request.log.warn({ err }, 'stream backfill failed');
        }
        backfilling = false;
        for (const row of buffered.splice(0)) if (!sent.has(row.id) && !ended) raw.write(frame(row));
      }
    },
  );
};

export default realtimePlugin;
