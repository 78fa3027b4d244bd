import { isOutboxWorkerMessage, OUTBOX_SYNC_TAG } from '@healthwatch/contracts';
import { requestOutboxSync } from './request-sync';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('asking the service worker to send the outbox', () => {
  it('registers the outbox tag for Background Sync where the browser has it', async () => {
    const tags: string[] = [];
    const registration = { sync: { register: async (tag: string) => void tags.push(tag) } };
    requestOutboxSync({
      serviceWorker: { ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration) },
    });
    await flush();
    expect(tags).toEqual([OUTBOX_SYNC_TAG]);
  });

  it('does nothing without Background Sync, without a worker, and when registering fails', async () => {
    requestOutboxSync({ serviceWorker: { ready: Promise.resolve({} as ServiceWorkerRegistration) } });
    requestOutboxSync({});
    requestOutboxSync(undefined);
    const refusing = { sync: { register: async () => Promise.reject(new Error('denied')) } };
    requestOutboxSync({ serviceWorker: { ready: Promise.resolve(refusing as unknown as ServiceWorkerRegistration) } });
    await flush();
  });
});

describe('what the worker tells pages about the outbox', () => {
  it('accepts a sent report or a refusal with its key, nothing else', () => {
    expect(isOutboxWorkerMessage({ type: 'outbox-sent', idempotencyKey: 'k', report: { id: '1' } })).toBe(true);
    expect(
      isOutboxWorkerMessage({ type: 'outbox-refused', idempotencyKey: 'k', message: 'Postal code not found' }),
    ).toBe(true);
    expect(isOutboxWorkerMessage({ type: 'outbox-sent', report: { id: '1' } })).toBe(false);
    expect(isOutboxWorkerMessage({ type: 'outbox-refused', idempotencyKey: 'k' })).toBe(false);
    expect(isOutboxWorkerMessage({ type: 'remote-manifests', remotes: [] })).toBe(false);
    expect(isOutboxWorkerMessage(null)).toBe(false);
  });
});
