import type { HealthDataClient, Report, ToastKind } from '@healthwatch/contracts';
import { emitWindowEvent } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/report-catalogs';
import type { ReportOutbox } from './report-outbox';

/** The browser says it has no connection (an unknown state counts as online). */
export const isOnline = () => globalThis.navigator?.onLine !== false;

/** One round at a time per page: a second trigger during a round waits for the next one. */
let round: Promise<unknown> | null = null;

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
    const flush = () => {
      if (round || !isOnline()) return;
      round = outbox
        .list()
        .then(async (queued) => {
          if (queued.length === 0) return;
          const { flushOutbox } = await import('./flush-outbox');
          await flushOutbox(
            outbox,
            client,
            {
              sent: (report: Report) => {
                emitWindowEvent('report-submitted', { report });
                toast('success', words.current('offline.sent'));
              },
              refused: (_queued, message) => toast('error', words.current('offline.refused', { message })),
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
    return () => window.removeEventListener('online', flush);
  }, [outbox, client, toast]);
}
