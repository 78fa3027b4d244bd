import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { isOriginAllowed, requestOrigin } from './origins';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * engine.io asks allowRequest only at the handshake; a later polling request or WebSocket upgrade for the
 * same session is not asked again. This checks the Origin of every request and upgrade to the socket.io
 * path before engine.io sees it. Call it after socket.io has attached its listeners.
 */
export function guardEveryOrigin(http: HttpServer, allowList: readonly string[], path = '/socket.io/'): void {
  const refused = (req: IncomingMessage) =>
    (req.url ?? '').startsWith(path) && !isOriginAllowed(allowList, requestOrigin(req));

  const upgrades = http.listeners('upgrade') as UpgradeListener[];
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (refused(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of upgrades) listener.call(http, req, socket, head);
  });

  const requests = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refused(req)) {
      res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Origin not allowed' }));
      return;
    }
    for (const listener of requests) listener.call(http, req, res);
  });
}
