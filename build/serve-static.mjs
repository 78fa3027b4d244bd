// Serves a built app folder the way a CDN would: long-cached hashed assets,
// CORS for federated loading, and an SPA fallback to index.html.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const [dirArg, portArg] = process.argv.slice(2);
const dir = path.resolve(dirArg ?? 'dist');
const port = Number(process.env.PORT ?? portArg ?? 3000);
const assets = sirv(dir, {
  single: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Only content-hashed files may be cached forever; entries keep stable names.
    const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

http
  .createServer((req, res) => assets(req, res))
  .listen(port, '127.0.0.1', () => console.log(`serving ${dir} at http://localhost:${port}`));
