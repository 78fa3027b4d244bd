/** @jest-environment node */
import 'fake-indexeddb/auto';
import { RequestRefusedError } from '../http/http-client';
import type { Report, SubmitReportBody } from '@healthwatch/contracts';
import { flushOutbox } from './flush-outbox';
import { indexedDbOutbox, type QueuedReport } from './report-outbox';

// fake-indexeddb is a complete IndexedDB implementation for Node (jsdom has none); Chromium's own
// runs in the end-to-end test.
const body = (pinCode: string): SubmitReportBody => ({
  country: 'IN',
  pinCode,
  symptoms: ['Fever'],
  illnessType: 'flu',
  severity: 'mild',
});
const queued = (key: string, at: number): QueuedReport => ({
  idempotencyKey: key,
  body: body(`40000${at}`),
  queuedAt: at,
});

/** The API's idempotency as the API implements it: one stored report per key, answered again on a retry. */
class KeyedStore {
  readonly stored = new Map<string, Report>();
  sends: string[] = [];
  online = true;
  refuse = new Set<string>();
  async submitReport(b: SubmitReportBody, options?: { idempotencyKey?: string }): Promise<Report> {
    const key = options?.idempotencyKey ?? '';
    this.sends.push(key);
    if (!this.online) throw new Error('Failed to submit report');
    if (this.refuse.has(key)) throw new RequestRefusedError(422, 'Postal code not found');
    const existing = this.stored.get(key);
    if (existing) return existing;
    const report = { id: String(this.stored.size + 1), pinCode: b.pinCode } as Report;
    this.stored.set(key, report);
    return report;
  }
}

let n = 0;
const freshOutbox = () => indexedDbOutbox(`outbox-test-${++n}`);

describe('the offline report outbox', () => {
  it('reads an outbox that was never written without creating its database', async () => {
    expect(await indexedDbOutbox('never-written').list()).toEqual([]);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('never-written');
  });

  it('keeps reports in IndexedDB oldest first, across a new handle on the same database', async () => {
    const outbox = indexedDbOutbox('outbox-reopen');
    await outbox.put(queued('b', 2));
    await outbox.put(queued('a', 1));
    expect((await indexedDbOutbox('outbox-reopen').list()).map((q) => q.idempotencyKey)).toEqual(['a', 'b']);
    await outbox.remove('a');
    expect((await outbox.list()).map((q) => q.idempotencyKey)).toEqual(['b']);
  });

  it('sends each queued report with its own key, oldest first, and empties the outbox', async () => {
    const outbox = freshOutbox();
    await outbox.put(queued('k2', 2));
    await outbox.put(queued('k1', 1));
    const api = new KeyedStore();
    const sent: string[] = [];
    const result = await flushOutbox(
      outbox,
      api,
      { sent: (r) => sent.push(r.pinCode), refused: () => undefined },
      () => true,
    );
    expect(result).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(api.sends).toEqual(['k1', 'k2']);
    expect(sent).toEqual(['400001', '400002']);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps everything when the connection is still down, and stores each report once when two rounds race', async () => {
    const outbox = freshOutbox();
    await outbox.put(queued('k1', 1));
    await outbox.put(queued('k2', 2));
    const api = new KeyedStore();
    api.online = false;
    const events = { sent: () => undefined, refused: () => undefined };
    expect(await flushOutbox(outbox, api, events, () => true)).toEqual({ sent: 0, refused: 0, left: 2 });
    expect((await outbox.list()).length).toBe(2);
    api.online = true;
    // Two tabs (or a trigger on load and one on `online`) send at once: the keys make it one report each.
    await Promise.all([flushOutbox(outbox, api, events, () => true), flushOutbox(outbox, api, events, () => true)]);
    expect(api.stored.size).toBe(2);
    expect(await outbox.list()).toEqual([]);
  });

  it('drops a report the API refuses, with its message, and goes on with the rest', async () => {
    const outbox = freshOutbox();
    await outbox.put(queued('bad', 1));
    await outbox.put(queued('good', 2));
    const api = new KeyedStore();
    api.refuse.add('bad');
    const refused: string[] = [];
    const result = await flushOutbox(
      outbox,
      api,
      { sent: () => undefined, refused: (q, message) => refused.push(`${q.idempotencyKey}: ${message}`) },
      () => true,
    );
    expect(result).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(refused).toEqual(['bad: Postal code not found']);
  });

  it('does not try while the browser says it is offline', async () => {
    const outbox = freshOutbox();
    await outbox.put(queued('k1', 1));
    const api = new KeyedStore();
    const result = await flushOutbox(outbox, api, { sent: () => undefined, refused: () => undefined }, () => false);
    expect(result.left).toBe(1);
    expect(api.sends).toEqual([]);
  });
});
