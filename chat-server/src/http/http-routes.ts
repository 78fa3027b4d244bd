import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PresenceCountResponse } from '@healthwatch/contracts/chat/index';
import { isOriginAllowed, requestOrigin } from '../protection/origins';
import { SECURITY_HEADERS } from './security-headers';

export interface HttpRouteDeps {
  allowList: readonly string[];
  onlineCount: () => Promise<number>;
  isShuttingDown: () => boolean;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The few plain HTTP routes beside socket.io: health for orchestrators, the online count for the panels. */
export function createHttpHandler(deps: HttpRouteDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    // socket.io answers its own path; everything else lands here.
    if (req.url?.startsWith('/socket.io')) return;
    const origin = requestOrigin(req);
    if (origin !== undefined) {
      if (!isOriginAllowed(deps.allowList, origin)) {
        send(res, 403, { error: 'Origin not allowed' });
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { error: 'Method not allowed' });
      return;
    }
    if (path === '/healthz') {
      if (deps.isShuttingDown()) send(res, 503, { status: 'shutting down' });
      else send(res, 200, { status: 'ok' });
      return;
    }
    if (path === '/presence/count') {
      deps
        .onlineCount()
        .then((online) => send(res, 200, { online } satisfies PresenceCountResponse))
        .catch(() => send(res, 503, { error: 'Presence unavailable' }));
      return;
    }
    send(res, 404, { error: 'Not found' });
  };
}
