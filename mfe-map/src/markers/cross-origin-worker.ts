/**
 * A dedicated worker from a script that may live on another origin. Inside the shell the map's
 * chunks come from the remote's origin while the page is the shell's, and `new Worker(url)`
 * refuses a URL of another origin; a same-origin blob that imports the script is allowed (the
 * CSP's worker-src has blob:, and importScripts loads across origins as a <script> does).
 * webpack compiles `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))` like
 * `new Worker(…)` (module.parser.javascript.worker in webpack.config.js): the URL is the worker
 * chunk's, under the remote's public path.
 */
function crossOriginWorker(url: URL): Worker {
  if (url.origin === globalThis.location.origin) return new Worker(url);
  const boot = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' }),
  );
  const worker = new Worker(boot);
  const revoke = () => URL.revokeObjectURL(boot);
  worker.addEventListener('message', revoke, { once: true });
  worker.addEventListener('error', revoke, { once: true });
  return worker;
}

/** Called with `new` (the form webpack's worker syntax matches); a constructor that returns an object gives that object. */
export const CrossOriginWorker = crossOriginWorker as unknown as new (url: URL) => Worker;
