import { randomUUID } from 'node:crypto';
import {
  GLOBAL_ROOM_ID,
  privateRoomId,
  type PresenceJoinResult,
  type RoomJoinResult,
  type RoomMessagePayload,
} from '@healthwatch/contracts/chat/index';
import { FakeClock } from './helpers/fake-clock';
import { startTestRedis, type TestRedis } from './helpers/redis-server';
import { DEFAULT_RATE_LIMITS } from '../src/protection/rate-limits';
import {
  arrivalOf,
  cleanup,
  connect,
  departureOf,
  expectOk,
  nextEvent,
  request,
  startServer,
  visitor,
} from './helpers/chat-harness';

let redis: TestRedis | null = null;

beforeAll(async () => {
  redis = await startTestRedis();
  if (!redis) console.warn('[chat-server tests] SKIPPED Redis tests: set TEST_REDIS_URL or install redis-server');
}, 15_000);
afterAll(async () => {
  await redis?.stop();
});
afterEach(cleanup);

/** Two chat-server instances with their own Redis connections and adapters, sharing only Redis. */
async function twoProcesses(clock?: FakeClock) {
  if (!redis) throw new Error('no redis');
  const redisKeyPrefix = `hw:chat:test:${randomUUID()}:`;
  const one = await startServer({ redisUrl: redis.url, redisKeyPrefix, ...(clock ? { clock } : {}) });
  const two = await startServer({ redisUrl: redis.url, redisKeyPrefix, ...(clock ? { clock } : {}) });
  return { one, two };
}

const maybe = (name: string, fn: () => Promise<void>) =>
  it(name, async () => {
    if (!redis) return; // notice printed in beforeAll
    await fn();
  });

describe('two chat-server processes sharing Redis', () => {
  maybe('share presence and deliver a global message across processes', async () => {
    const { one, two } = await twoProcesses();
    const ana = await visitor(one.url, 'Ana');
    const bobSocket = await connect(two.url);
    const bobId = randomUUID();
    const anaSeesBob = arrivalOf(ana.socket, bobId);
    const joined = await expectOk<PresenceJoinResult>(bobSocket, 'presence:join', {
      clientId: bobId,
      secret: randomUUID(),
      nickname: 'Bob',
    });
    expect(joined.users.map((u) => u.id)).toEqual([ana.id]);
    expect((await anaSeesBob).joined.map((u) => u.nickname)).toEqual(['Bob']);
    expect(await (await fetch(`${one.url}/presence/count`)).json()).toEqual({ online: 2 });

    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    await expectOk(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id: randomUUID(),
      message: 'history from process one',
    });
    const bobJoin = await expectOk<RoomJoinResult>(bobSocket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    expect(bobJoin.messages.map((m) => m.message)).toContain('history from process one');
    expect(bobJoin.room.participants.sort()).toEqual([ana.id, bobId].sort());

    const bobGets = nextEvent<RoomMessagePayload>(
      bobSocket,
      'room:message',
      (p) => p.message.message === 'across processes',
    );
    await expectOk(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id: randomUUID(),
      message: 'across processes',
    });
    expect((await bobGets).message.senderName).toBe('Ana');

    const anaSeesLeave = departureOf(ana.socket, bobId);
    bobSocket.disconnect();
    expect((await anaSeesLeave).left).toEqual([bobId]);
  });

  maybe('open a private room across processes: invitation, delivery, retried sends and outsiders', async () => {
    const { one, two } = await twoProcesses();
    const ana = await visitor(one.url, 'Ana');
    const bob = await visitor(two.url, 'Bob');
    const eve = await visitor(two.url, 'Eve');
    const roomId = privateRoomId(ana.id, bob.id);
    const invited = nextEvent(bob.socket, 'room:invited');
    await expectOk(ana.socket, 'room:join', { roomId });
    expect(await invited).toEqual({ roomId, from: { id: ana.id, nickname: 'Ana' } });
    await expectOk(bob.socket, 'room:join', { roomId });
    expect(await request(eve.socket, 'room:join', { roomId })).toEqual({
      ok: false,
      error: 'You cannot join this room',
      code: 'forbidden-room',
    });

    const id = randomUUID();
    const anaGets = nextEvent<RoomMessagePayload>(ana.socket, 'room:message', (p) => p.message.id === id);
    await expectOk(bob.socket, 'message:send', { roomId, id, message: 'hi Ana' });
    expect((await anaGets).message.message).toBe('hi Ana');
    // The retry lands on the other process: Redis still recognises it.
    const moved = await connect(one.url);
    expect(await request(moved, 'message:send', { roomId, id, message: 'hi Ana' })).toMatchObject({ ok: false });
    expect(await expectOk(bob.socket, 'message:send', { roomId, id, message: 'hi Ana' })).toMatchObject({
      duplicate: true,
    });
  });

  maybe('expire a room on either process: members everywhere are told and its messages are dropped', async () => {
    const clock = new FakeClock();
    const { one, two } = await twoProcesses(clock);
    const ana = await visitor(one.url, 'Ana');
    const bob = await visitor(two.url, 'Bob');
    const roomId = privateRoomId(ana.id, bob.id);
    await expectOk(ana.socket, 'room:join', { roomId });
    await expectOk(bob.socket, 'room:join', { roomId });
    await expectOk(ana.socket, 'message:send', { roomId, id: randomUUID(), message: 'soon gone' });

    clock.advance(24 * 60 * 60 * 1000);
    const anaTold = nextEvent(ana.socket, 'room:expired');
    const bobTold = nextEvent(bob.socket, 'room:expired');
    // The sweep runs on process two; the room is closed once, for everyone.
    expect(await two.server.sweepRooms()).toEqual([roomId]);
    expect(await one.server.sweepRooms()).toEqual([]);
    expect(await anaTold).toEqual({ roomId });
    expect(await bobTold).toEqual({ roomId });
    const reopened = await expectOk<RoomJoinResult>(ana.socket, 'room:join', { roomId });
    expect(reopened.messages.filter((m) => m.messageType === 'text')).toEqual([]);
  });

  maybe('refuse a stolen client id on the other process too', async () => {
    const { one, two } = await twoProcesses();
    const ana = await visitor(one.url, 'Ana');
    const eve = await connect(two.url);
    expect(await request(eve, 'presence:join', { clientId: ana.id, secret: randomUUID(), nickname: 'Ana' })).toEqual({
      ok: false,
      error: 'This chat identity belongs to another visitor',
      code: 'identity-taken',
    });
  });
});

describe('budgets shared through Redis', () => {
  maybe('one identity on two processes sends no more than its one budget', async () => {
    const { one, two } = await twoProcesses();
    const clientId = randomUUID();
    const secret = randomUUID();
    const sockets = [await connect(one.url), await connect(two.url)];
    for (const socket of sockets) {
      await expectOk(socket, 'presence:join', { clientId, secret, nickname: 'Flood' });
      await expectOk(socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    }
    const answers = await Promise.all(
      sockets.flatMap((socket, s) =>
        Array.from({ length: 10 }, (_, i) =>
          request(socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: `m${s}-${i}` }),
        ),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(DEFAULT_RATE_LIMITS.messages.identity.points);
  });
});
