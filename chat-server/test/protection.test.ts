import { randomUUID } from 'node:crypto';
import { GLOBAL_ROOM_ID } from '@healthwatch/contracts/chat/index';
import type { Socket } from 'socket.io-client';
import { cleanup, connect, expectOk, nextEvent, request, startServer, visitor } from './helpers/chat-harness';
import { everyScope } from '../src/protection/rate-limits';

afterEach(cleanup);

const refused = expect.objectContaining({ ok: false, error: expect.any(String) });

describe('malformed events', () => {
  it('answers each with an error and keeps serving everyone', async () => {
    const { url } = await startServer();
    const early = await connect(url);
    // Before joining presence.
    expect(await request(early, 'room:join', { roomId: GLOBAL_ROOM_ID })).toEqual({
      ok: false,
      error: 'Join the chat with a nickname first',
      code: 'not-joined',
    });
    expect(await request(early, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'hi' })).toEqual({
      ok: false,
      error: 'Join the chat with a nickname first',
      code: 'not-joined',
    });
    expect(await request(early, 'presence:heartbeat', {})).toEqual({
      ok: false,
      error: 'Join the chat with a nickname first',
      code: 'not-joined',
    });

    const ana = await visitor(url, 'Ana');
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    const cases: Array<[string, unknown[]]> = [
      ['presence:join', [{ clientId: 'not-a-uuid', nickname: 'Eve' }]],
      ['presence:join', [{ clientId: randomUUID(), secret: randomUUID(), nickname: 42 }]],
      ['presence:join', [{ clientId: randomUUID(), nickname: 'no secret' }]],
      ['presence:join', [{ clientId: randomUUID(), secret: 'short', nickname: 'Eve' }]],
      ['presence:join', ['just a string']],
      ['room:join', [null]],
      ['room:join', [{ roomId: 7 }]],
      ['room:join', [{ roomId: 'r'.repeat(5000) }]],
      ['room:join', [{ roomId: GLOBAL_ROOM_ID, extra: true }]],
      ['room:join', [{ roomId: GLOBAL_ROOM_ID }, 'second argument']],
      ['room:leave', [{ roomId: 'nowhere' }]],
      ['message:send', [{ roomId: GLOBAL_ROOM_ID, message: 'no id' }]],
      ['message:send', [{ roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: ['array'] }]],
      ['message:send', [{ roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'x'.repeat(6000) }]],
      ['message:send', [{ roomId: 'unknown-room', id: randomUUID(), message: 'hi' }]],
      ['message:send', [{ roomId: `private:${randomUUID()}:${randomUUID()}`, id: randomUUID(), message: 'hi' }]],
      ['no-such-event', [{}]],
    ];
    for (const [event, args] of cases) {
      expect([event, await request(ana.socket, event, ...args)]).toEqual([event, refused]);
    }
    // Still serving: the same connection and everyone else carry on.
    const bob = await visitor(url, 'Bob');
    await expectOk(bob.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    const delivered = nextEvent(
      bob.socket,
      'room:message',
      (p: { message: { message: string } }) => p.message.message === 'still here',
    );
    await expectOk(ana.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'still here' });
    await delivered;
  });

  it('reports a refusal through chat:error when the sender gave no acknowledgement callback', async () => {
    const { url } = await startServer();
    const socket = await connect(url);
    const error = nextEvent<{ error: string; code: string }>(socket, 'chat:error');
    (socket as Socket).emit('room:join', { roomId: 12 });
    expect(await error).toEqual({
      error: 'Invalid room:join payload',
      code: 'invalid-payload',
      params: { event: 'room:join' },
    });
  });

  it('drops a connection that sends a frame beyond maxHttpBufferSize, and only that one', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const flooder = await connect(url);
    const gone = new Promise<string>((resolve) => flooder.once('disconnect', resolve));
    (flooder as Socket).emit('message:send', {
      roomId: GLOBAL_ROOM_ID,
      id: randomUUID(),
      message: 'x'.repeat(64 * 1024),
    });
    expect(await gone).toBe('transport close');
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
  });
});

describe('rate limiting', () => {
  it('refuses messages beyond the per-connection budget without affecting other connections', async () => {
    const { url } = await startServer({
      rateLimits: {
        // Ana and Bob share the loopback address; its budget is wide so only the socket's counts here.
        messages: { ...everyScope(3, 60), address: { points: 100, durationSec: 60 } },
        joins: everyScope(10, 60),
        other: everyScope(10, 60),
      },
    });
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    await expectOk(bob.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(
        await request(ana.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: `m${i}` }),
      );
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results[4]).toEqual({ ok: false, error: 'Too many requests, slow down', code: 'rate-limited' });
    await expectOk(bob.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'bob is fine' });
  });

  it('limits joins too', async () => {
    const { url } = await startServer({
      rateLimits: {
        messages: everyScope(3, 60),
        joins: everyScope(2, 60),
        other: everyScope(10, 60),
      },
    });
    const ana = await visitor(url, 'Ana'); // presence:join uses one point
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    expect(await request(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID })).toEqual({
      ok: false,
      error: 'Too many requests, slow down',
      code: 'rate-limited',
    });
  });
});

describe('origin allow-list', () => {
  it('refuses WebSocket upgrades and polling from origins not on the list', async () => {
    const { url } = await startServer();
    await expect(connect(url, { extraHeaders: { Origin: 'http://evil.test' } })).rejects.toThrow();
    await expect(
      connect(url, { transports: ['polling'], extraHeaders: { Origin: 'http://evil.test' } }),
    ).rejects.toThrow();
    const allowed = await connect(url, { extraHeaders: { Origin: 'http://allowed.test' } });
    expect(allowed.connected).toBe(true);
  });
});
