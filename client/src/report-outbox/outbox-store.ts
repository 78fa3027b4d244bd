// What the outbox needs once it holds something, as one lazily loaded chunk: idb-keyval and the
// Background Sync request, so a first visit that never queues a report fetches neither.
export { createStore, del, entries, set } from 'idb-keyval';
export { requestOutboxSync } from './request-sync';
