/**
 * Memory after a flood: the heap of an in-memory chat server after MESSAGES messages, once the
 * recovery window has passed, against the same server's heap before the first message. Two things hold
 * messages for that window: the room's message-id memory (for retried sends) and socket.io's
 * connection-state-recovery buffer, which socket.io prunes once a minute. The window is shortened
 * (HEAP_WINDOW_MS, 5 s by default) so that the run waits the window plus that minute, not 24 hours.
 * Run with the collector exposed so both measures are after a full collection:
 *
 *   node --expose-gc --import tsx bench/heap-window.ts [messages]
 *
 * Prints one JSON line: { messages, emptyHeap, floodHeap, afterWindowHeap, ratio }.
 */
import { randomUUID } from 'node:crypto';
import { GLOBAL_ROOM_ID } from '@healthwatch/contracts/chat/index';
import { io as connectClient } from 'socket.io-client';
import { createChatServer } from '../src/create-chat-server';
import { everyScope } from '../src/protection/rate-limits';

const MESSAGES = Number(process.argv[2] ?? 100_000);
const WINDOW_MS = Number(process.env.HEAP_WINDOW_MS ?? 5_000);
// socket.io's session-aware adapter drops expired recovery packets on a fixed one-minute timer.
const RECOVERY_PRUNE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IN_FLIGHT = 200;

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const lifted = everyScope(10_000_000, 10);
  const server = await createChatServer({
    allowedOrigins: ['http://127.0.0.1'],
    recoveryWindowMs: WINDOW_MS,
    presenceTickMs: 0,
    roomSweepMs: 0,
    rateLimits: { messages: lifted, joins: lifted, other: lifted },
  });
  const port = await server.listen(0, '127.0.0.1');
  const socket = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (event: string, payload: object) =>
    socket.timeout(30_000).emitWithAck(event, payload) as Promise<{ ok: boolean; error?: string }>;
  await ack('presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname: 'Flood' });
  await ack('room:join', { roomId: GLOBAL_ROOM_ID });
  // Warm up code paths and pools so the empty measure is not flattered by lazy allocations.
  for (let i = 0; i < 200; i++)
    await ack('message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: `w${i}` });
  await sleep(WINDOW_MS + RECOVERY_PRUNE_MS + 1000);
  await server.sweepRooms();
  const emptyHeap = collect();

  let sent = 0;
  let refused = 0;
  const worker = async () => {
    while (sent < MESSAGES) {
      sent++;
      const answer = await ack('message:send', {
        roomId: GLOBAL_ROOM_ID,
        id: randomUUID(),
        message: `message ${sent}`,
      });
      if (!answer.ok) refused++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const floodHeap = collect();

  await sleep(WINDOW_MS + RECOVERY_PRUNE_MS + 1000);
  await server.sweepRooms();
  const afterWindowHeap = collect();

  socket.disconnect();
  await server.close();
  const result = {
    messages: MESSAGES,
    refused,
    emptyHeap,
    floodHeap,
    afterWindowHeap,
    ratio: afterWindowHeap / emptyHeap,
  };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
