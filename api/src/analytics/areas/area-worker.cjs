// Starts area-worker-main.ts in a worker thread. Plain JavaScript so the API
// (tsx) and Jest (ts-jest, whose transform does not reach into workers) both
// start it: tsx's CommonJS loader is registered here, for this thread only.
const { register } = require('tsx/cjs/api');

register();
require('./area-worker-main.ts');
