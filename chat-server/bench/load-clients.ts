// One process holding every benchmark client: connects them, puts them in the global room, lets a few of
// them (full socket.io-clients) send at a steady rate, and counts what all of them receive.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { GLOBAL_ROOM_ID } from '@healthwatch/contracts/chat/index';
import type { LoadRequest, LoadResult } from './protocol';
import { RawReceiver } from './raw-receiver';
import { quantile } from './stats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ack {
  ok: boolean;
}

/** A full socket.io-client: the senders, which need acknowledgements and nothing else. */
async function connectSender(request: LoadRequest, index: number): Promise<Socket> {
  const socket = io(request.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  if (request.kind === 'healthwatch') {
    const joined = (await socket.timeout(60_000).emitWithAck('presence:join', {
      clientId: randomUUID(),
      secret: randomUUID(),
      nickname: `sender ${index}`,
    })) as Ack;
    const entered = (await socket.timeout(60_000).emitWithAck('room:join', { roomId: GLOBAL_ROOM_ID })) as Ack;
    if (!joined.ok || !entered.ok) throw new Error('join refused');
  }
  return socket;
}

async function connectReceiver(request: LoadRequest, index: number): Promise<RawReceiver> {
  const receiver = await RawReceiver.connect(request.url);
  if (request.kind === 'healthwatch') {
    const joined = (await receiver.emitWithAck('presence:join', {
      clientId: randomUUID(),
      secret: randomUUID(),
      nickname: `bench ${index}`,
    })) as Ack;
    const entered = (await receiver.emitWithAck('room:join', { roomId: GLOBAL_ROOM_ID })) as Ack;
    if (!joined.ok || !entered.ok) throw new Error('join refused');
  }
  return receiver;
}

const MARK = '"message":"t=';

async function run(request: LoadRequest): Promise<LoadResult> {
  const started = performance.now();
  const receivers: RawReceiver[] = [];
  const receiverCount = request.clients - request.senders;
  for (let i = 0; i < receiverCount; i += 50) {
    receivers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, receiverCount - i) }, (_, k) => connectReceiver(request, i + k)),
      )),
    );
  }
  const senders = await Promise.all(Array.from({ length: request.senders }, (_, i) => connectSender(request, i)));
  const connectMs = performance.now() - started;
  // Real clients heartbeat every 5 s; so do these (the bare server has nothing to answer them with).
  const heartbeat =
    request.kind === 'healthwatch'
      ? setInterval(() => {
          for (const r of receivers) r.emit('presence:heartbeat', {});
          for (const s of senders) s.emit('presence:heartbeat', {}, () => undefined);
        }, 5000)
      : undefined;
  await sleep(1000); // let the join announcements drain

  let measuring = false;
  let delivered = 0;
  const latencies = new Float64Array(
    Math.ceil(
      request.senders * request.messagesPerSenderPerSecond * (request.measureMs / 1000) * request.clients * 1.5,
    ) + 1000,
  );
  let latencyCount = 0;
  const record = (sentAt: number) => {
    if (!measuring) return;
    delivered++;
    if (latencyCount < latencies.length) latencies[latencyCount++] = performance.now() - sentAt;
  };
  for (const receiver of receivers) {
    receiver.onEvent = (frame) => {
      const at = frame.indexOf(MARK);
      if (at < 0 || !frame.startsWith('42["room:message"')) return;
      record(Number.parseFloat(frame.slice(at + MARK.length)));
    };
  }
  for (const socket of senders) {
    socket.on('room:message', (payload: { message: { message: string; messageType: string } }) => {
      if (payload.message.messageType === 'text') record(Number(payload.message.message.slice(2)));
    });
  }

  let sent = 0;
  let refused = 0;
  const intervalMs = 1000 / request.messagesPerSenderPerSecond;
  const event = request.kind === 'healthwatch' ? 'message:send' : 'msg';
  const timers: NodeJS.Timeout[] = [];
  senders.forEach((socket, i) => {
    // Stagger senders across the interval so the load is steady, not bursts.
    timers.push(
      setTimeout(
        () => {
          timers.push(
            setInterval(() => {
              const counted = measuring;
              if (counted) sent++;
              socket.emit(
                event,
                { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: `t=${performance.now()}` },
                (ack: Ack) => {
                  if (counted && !ack.ok) refused++;
                },
              );
            }, intervalMs),
          );
        },
        (intervalMs * i) / request.senders,
      ),
    );
  });

  await sleep(request.warmupMs);
  measuring = true;
  const measureStart = performance.now();
  await sleep(request.measureMs);
  measuring = false;
  const measureMs = performance.now() - measureStart;
  for (const t of timers) clearInterval(t);
  clearInterval(heartbeat);
  await sleep(300);
  for (const s of senders) s.disconnect();
  for (const r of receivers) r.close();

  const samples = latencies.subarray(0, latencyCount);
  return {
    type: 'result',
    connectMs,
    sent,
    refused,
    delivered,
    measureMs,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    expectedDeliveries: (sent - refused) * request.clients,
  };
}

process.on('message', (request: LoadRequest) => {
  if (request.type !== 'run') return;
  run(request)
    .then((result) => process.send?.(result))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
process.on('disconnect', () => process.exit(0));
