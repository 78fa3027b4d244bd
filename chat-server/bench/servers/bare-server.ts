// The baseline: plain socket.io that re-broadcasts every message to everyone, with the same payload shape
// as the chat server's room:message but no validation, rate limiting, membership, storage or presence.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { reportMemoryOnRequest, type ServerReply } from '../protocol';

const http = createServer();
const io = new Server(http, { maxHttpBufferSize: 8 * 1024 });
io.on('connection', (socket) => {
  socket.on('msg', (payload: { id: string; message: string }, ack?: (r: unknown) => void) => {
    const message = {
      id: payload.id ?? randomUUID(),
      senderId: socket.id,
      senderName: 'bench',
      message: payload.message,
      messageType: 'text',
      timestamp: new Date().toISOString(),
    };
    io.emit('room:message', { roomId: 'global', message });
    ack?.({ ok: true, message, duplicate: false });
  });
});
http.listen(0, '127.0.0.1', () => {
  reportMemoryOnRequest();
  process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port } satisfies ServerReply);
});
