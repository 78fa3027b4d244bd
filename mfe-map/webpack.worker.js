// webpack compiles `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))`
// (src/markers/cross-origin-worker.ts) as it does `new Worker(new URL(…))`: the worker
// becomes its own chunk and the URL is that chunk's under the remote's public path.
const WORKER_SYNTAX = ['...', 'CrossOriginWorker from ./cross-origin-worker'];

/** Adds the worker syntax to a webpack configuration (an object, or a function returning one). */
function withPaintWorker(config) {
  const add = (c) => ({
    ...c,
    module: {
      ...c.module,
      parser: { ...c.module?.parser, javascript: { ...c.module?.parser?.javascript, worker: WORKER_SYNTAX } },
    },
  });
  return typeof config === 'function' ? (...args) => add(config(...args)) : add(config);
}

module.exports = { withPaintWorker };
