import { randomUUID } from 'node:crypto';
import { GLOBAL_ROOM_ID } from '@healthwatch/contracts/chat/index';
import WebSocket from 'ws';
import { connect, cleanup, expectOk, request, startServer, type TestClient } from './helpers/chat-harness';
import { DEFAULT_RATE_LIMITS } from '../src/protection/rate-limits';
import { MemoryRoomStore } from '../src/rooms/memory-room-store';
import { textMessage } from '../src/messages/message-factory';

afterEach(cleanup);

const ORIGIN = 'http://allowed.test';

async function sendMany(sockets: TestClient[], each: number): Promise<number> {
  const sends = sockets.flatMap((socket, s) =>
    Array.from({ length: each }, (_, i) =>
      request(socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: `m${s}-${i}` }),
    ),
  );
  return (await Promise.all(sends)).filter((r) => r.ok).length;
}

describe('budgets shared across sockets', () => {
  it('30 sockets of one identity together send no more than the per-identity budget', async () => {
    const { url } = await startServer({
      // The address budget is wide here so that only the identity's is tested.
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        messages: { ...DEFAULT_RATE_LIMITS.messages, address: { points: 10_000, durationSec: 10 } },
        joins: {
          ...DEFAULT_RATE_LIMITS.joins,
          identity: { points: 100, durationSec: 10 },
          address: { points: 1000, durationSec: 10 },
        },
      },
      connectionLimits: { perAddress: 100, total: 1000 },
    });
    const clientId = randomUUID();
    const secret = randomUUID();
    const sockets: TestClient[] = [];
    for (let i = 0; i < 30; i++) {
      const socket = await connect(url, { extraHeaders: { origin: ORIGIN } });
      await expectOk(socket, 'presence:join', { clientId, secret, nickname: 'Flood' });
      await expectOk(socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
      sockets.push(socket);
    }
    const accepted = await sendMany(sockets, 10);
    expect(accepted).toBe(DEFAULT_RATE_LIMITS.messages.identity.points);
  });

  it('sockets of one address hold at most the per-address connections and send within its budget', async () => {
    const perAddress = 20;
    const { url } = await startServer({
      connectionLimits: { perAddress, total: 1000 },
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        joins: { ...DEFAULT_RATE_LIMITS.joins, address: { points: 1000, durationSec: 10 } },
      },
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, () => connect(url, { extraHeaders: { origin: ORIGIN } })),
    );
    const sockets = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const refusals = attempts.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
    expect(sockets).toHaveLength(perAddress);
    expect(refusals).toHaveLength(200 - perAddress);
    for (const socket of sockets) {
      await expectOk(socket, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname: 'N' });
      await expectOk(socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    }
    // Every identity has budget left, but together they exceed the address's.
    const accepted = await sendMany(sockets, 5);
    expect(accepted).toBe(DEFAULT_RATE_LIMITS.messages.address.points);

    // A connection that closes gives its place back.
    sockets[0]?.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(connect(url, { extraHeaders: { origin: ORIGIN } })).resolves.toBeDefined();
  });
});

describe('identities and nicknames', () => {
  it.each([
    ['System'],
    ['  system '],
    ['ＳＹＳＴＥＭ'],
    ['Sys tem'],
    ['evil\u202Egnp.exe'],
    ['tab\tname'],
    ['zero\u200Bwidth'],
    ['a\ud800'],
  ])('refuses the nickname %j', async (nickname) => {
    const { url } = await startServer();
    const socket = await connect(url);
    expect(await request(socket, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname })).toEqual({
      ok: false,
      error: 'Nickname must be 1 to 40 visible characters and not a reserved name',
      code: 'invalid-nickname',
      params: { min: 1, max: 40 },
    });
  });

  it('keeps accented and non-Latin nicknames', async () => {
    const { url } = await startServer();
    const socket = await connect(url);
    for (const nickname of ['José', 'प्रिया', '陽菜', 'Zoë 🙂']) {
      const fresh = await connect(url);
      expect(
        (await request(fresh, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname })).ok,
      ).toBe(true);
    }
    socket.disconnect();
  });

  it('cannot claim another visitor’s client id by writing it in upper case', async () => {
    const { url } = await startServer();
    const owner = await connect(url);
    const clientId = randomUUID();
    await expectOk(owner, 'presence:join', { clientId, secret: randomUUID(), nickname: 'Ana' });
    const thief = await connect(url);
    const answer = await request(thief, 'presence:join', {
      clientId: clientId.toUpperCase(),
      secret: randomUUID(),
      nickname: 'Ana',
    });
    expect(answer.ok).toBe(false);
  });

  it('refuses message text with control or reordering characters and lone surrogates', async () => {
    const { url } = await startServer();
    const socket = await connect(url);
    await expectOk(socket, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname: 'Ana' });
    await expectOk(socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    for (const message of ['nul\u0000', 'bell\u0007', 'flip\u202E', 'half\udc00']) {
      expect((await request(socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message })).ok).toBe(
        false,
      );
    }
    expect(
      (await request(socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'two\nlines' })).ok,
    ).toBe(true);
  });
});

describe('origin on every request of a session', () => {
  async function pollingHandshake(url: string): Promise<string> {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: ORIGIN } });
    const body = await response.text();
    return (JSON.parse(body.slice(1)) as { sid: string }).sid;
  }

  function upgrade(url: string, sid: string, origin: string): Promise<number> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket&sid=${sid}`, {
        headers: { origin },
      });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(0));
    });
  }

  it('refuses an upgrade of an admitted session from another origin', async () => {
    const { url } = await startServer();
    const sid = await pollingHandshake(url);
    expect(await upgrade(url, sid, 'http://evil.example')).toBe(403);
    const polled = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(polled.status).toBe(403);
    expect(await upgrade(url, sid, ORIGIN)).toBe(101);
  });
});

describe('message ids are remembered for the recovery window only', () => {
  it('recognises a retry within the window and forgets ids after it', async () => {
    let now = 1_000_000;
    const store = new MemoryRoomStore({ now: () => now }, 60_000);
    await store.getOrCreate('global', 'Global', now, 24 * 3600_000);
    const first = textMessage(randomUUID(), randomUUID(), 'Ana', 'hello', now);
    expect((await store.append('global', first, 50)).kind).toBe('stored');
    now += 30_000;
    expect((await store.append('global', first, 50)).kind).toBe('duplicate');
    for (let i = 0; i < 1000; i++)
      await store.append('global', textMessage(randomUUID(), randomUUID(), 'Ana', `m${i}`, now), 50);
    now += 61_000;
    store.forgetOldIdsEverywhere();
    expect(store.rememberedIds('global')).toBe(0);
  });
});
