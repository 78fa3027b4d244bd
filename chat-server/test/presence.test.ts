import { randomUUID } from 'node:crypto';
import type { AvailableUser, PresenceJoinResult } from '@healthwatch/contracts/chat/index';
import { FakeClock } from './helpers/fake-clock';
import { cleanup, collect, connect, expectOk, nextEvent, request, settle, startServer, visitor } from './helpers/chat-harness';

afterEach(cleanup);

describe('presence', () => {
  it('gives a joining visitor the full list without themselves, and others only the change', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const bobSocket = await connect(url);
    const bobId = randomUUID();
    const anaSeesBob = nextEvent<AvailableUser>(ana.socket, 'presence:user-joined');
    const joined = await expectOk<PresenceJoinResult>(bobSocket, 'presence:join', { clientId: bobId, nickname: '  Bob  ' });

    expect(joined.self).toMatchObject({ id: bobId, nickname: 'Bob' });
    expect(joined.users.map((u) => u.nickname)).toEqual(['Ana']);
    expect(Number.isNaN(Date.parse(joined.users[0]!.lastSeen))).toBe(false);
    expect(await anaSeesBob).toMatchObject({ id: bobId, nickname: 'Bob' });
  });

  it('tells the others when a visitor leaves', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    const left = nextEvent<{ id: string }>(ana.socket, 'presence:user-left');
    bob.socket.disconnect();
    expect(await left).toEqual({ id: bob.id });
  });

  it('batches lastSeen refreshes into one user-seen change per tick, at most once a minute per user', async () => {
    const clock = new FakeClock();
    const { url, server } = await startServer({ clock });
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    const seenEvents = collect<{ users: Array<{ id: string; lastSeen: string }> }>(ana.socket, 'presence:user-seen');
    clock.advance(5000);
    await expectOk(bob.socket, 'presence:heartbeat', {});
    await server.tickPresence();
    await settle();
    expect(seenEvents).toEqual([]);

    clock.advance(60_000);
    await expectOk(ana.socket, 'presence:heartbeat', {});
    await expectOk(bob.socket, 'presence:heartbeat', {});
    const seen = nextEvent<{ users: Array<{ id: string; lastSeen: string }> }>(ana.socket, 'presence:user-seen');
    await server.tickPresence();
    const lastSeen = new Date(clock.now()).toISOString();
    expect((await seen).users).toEqual([
      { id: ana.id, lastSeen },
      { id: bob.id, lastSeen },
    ]);
  });

  it('drops users whose heartbeats stopped', async () => {
    const clock = new FakeClock();
    const { url, server } = await startServer({ clock });
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    clock.advance(16_000);
    await expectOk(ana.socket, 'presence:heartbeat', {});
    const left = nextEvent<{ id: string }>(ana.socket, 'presence:user-left');
    await server.tickPresence();
    expect(await left).toEqual({ id: bob.id });
  });

  it('refuses blank and over-long nicknames and a second join on the same connection', async () => {
    const { url } = await startServer();
    const socket = await connect(url);
    expect(await request(socket, 'presence:join', { clientId: randomUUID(), nickname: '   ' })).toEqual({ ok: false, error: 'Nickname must be 1 to 40 characters' });
    expect(await request(socket, 'presence:join', { clientId: randomUUID(), nickname: 'x'.repeat(41) })).toMatchObject({ ok: false });
    await expectOk(socket, 'presence:join', { clientId: randomUUID(), nickname: ` ${'y'.repeat(40)} ` });
    expect(await request(socket, 'presence:join', { clientId: randomUUID(), nickname: 'Again' })).toMatchObject({ ok: false });
  });

  it('serves the online count and health over plain HTTP', async () => {
    const { url } = await startServer();
    await visitor(url, 'Ana');
    await visitor(url, 'Bob');
    expect(await (await fetch(`${url}/presence/count`)).json()).toEqual({ online: 2 });
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const allowed = await fetch(`${url}/healthz`, { headers: { Origin: 'http://allowed.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
    expect((await fetch(`${url}/healthz`, { headers: { Origin: 'http://evil.test' } })).status).toBe(403);
  });
});
