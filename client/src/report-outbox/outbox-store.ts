// What the outbox needs once it holds something, as one lazily loaded chunk: idb-keyval and the
// Background Sync request, so a first visit that never queues a report fetches neither. The
// participant key (client/src/participant) reads its own database through the same chunk.
export { createStore, del, entries, get, set, update } from 'idb-keyval';
export { requestOutboxSync } from './request-sync';
