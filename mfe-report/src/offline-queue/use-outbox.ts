import {
  type HealthDataClient,
  type Report,
  type ToastKind,
  emitWindowEvent,
  isOutboxWorkerMessage,
} from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/report-catalogs';
import type { ReportOutbox } from '@healthwatch/client/report-outbox';

/** The browser says it has no connection (an unknown state counts as online). */
export const isOnline = () => globalThis.navigator?.onLine !== false;

/** One round at a time per page: a second trigger during a round waits for the next one. */
let round: Promise<unknown> | null = null;

/**
 * Reports this page already announced: the page and the service worker (Background Sync) may both
 * send one, and the API answers both with the one stored report; it is shown once.
 */
const announced = new Set<string>();
function firstTime(key: string): boolean {
  if (announced.has(key)) return false;
  announced.add(key);
  return true;
}

/**
 * Sends the outbox when the form mounts and whenever the browser comes back online; every report
 * sent reaches the map through the usual `report-submitted` window event. The sending code (and the
 * data client it needs) is fetched only when something is waiting.
 */
export function useOutboxFlush(
  outbox: ReportOutbox | null,
  client: Pick<HealthDataClient, 'submitReport'>,
  toast: (kind: ToastKind, message: string) => void,
): void {
  // The words of the language shown when a report is sent, without restarting the listener.
  const t = useT();
  const words = useRef(t);
  words.current = t;

  useEffect(() => {
    if (!outbox) return undefined;
    const sent = (key: string, report: Report) => {
      if (!firstTime(key)) return;
      emitWindowEvent('report-submitted', { report });
      toast('success', words.current('offline.sent'));
    };
    const refused = (key: string, message: string) => {
      if (firstTime(key)) toast('error', words.current('offline.refused', { message }));
    };
    // What the service worker sent from the same outbox while this page was open.
    const fromWorker = (event: MessageEvent) => {
      const m: unknown = event.data;
      if (!isOutboxWorkerMessage(m)) return;
      if (m.type === 'outbox-sent') sent(m.idempotencyKey, m.report);
      else refused(m.idempotencyKey, m.message);
    };
    const worker = globalThis.navigator?.serviceWorker;
    worker?.addEventListener('message', fromWorker);
    const flush = () => {
      if (round || !isOnline()) return;
      round = outbox
        .list()
        .then(async (queued) => {
          if (queued.length === 0) return;
          const { flushOutbox } = await import('@healthwatch/client/flush-outbox');
          await flushOutbox(
            outbox,
            client,
            {
              sent: (report: Report, queued) => sent(queued.idempotencyKey, report),
              refused: (queued, message) => refused(queued.idempotencyKey, message),
            },
            isOnline,
          );
        })
        .catch((err: unknown) => console.warn('Saved reports could not be read', err))
        .finally(() => {
          round = null;
        });
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      worker?.removeEventListener('message', fromWorker);
    };
  }, [outbox, client, toast]);
}
