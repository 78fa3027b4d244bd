import type { Server } from 'node:http';
import { StreamSlots } from './stream-slots';

export interface ConnectionLimits {
  /** Open TCP connections per peer address; 0 = no limit. */
  perAddress: number;
  /** Open TCP connections in all; 0 = no limit. */
  total: number;
}

/**
 * Caps open sockets so one client cannot take every file descriptor: a new
 * connection beyond its address's share or the total is closed at once,
 * before any request is read. Counted on the TCP peer: behind a reverse proxy
 * every client shares the proxy's address, so there the proxy limits per
 * client and the per-address cap here should be 0 or generous.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  const slots = new StreamSlots(limits.perAddress, limits.total);
  server.on('connection', (socket) => {
    const release = slots.acquire(socket.remoteAddress ?? '');
    if (typeof release !== 'function') {
      socket.destroy();
      return;
    }
    socket.once('close', release);
  });
}
