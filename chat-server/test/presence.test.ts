import { randomUUID } from 'node:crypto';
import type { PresenceChangesPayload, PresenceJoinResult } from '@healthwatch/contracts/chat/index';
import { FakeClock } from './helpers/fake-clock';
import {
  arrivalOf,
  cleanup,
  collect,
  connect,
  departureOf,
  expectOk,
  nextEvent,
  request,
  settle,
  startServer,
  visitor,
} from './helpers/chat-harness';

afterEach(cleanup);

describe('presence', () => {
  it('gives a joining visitor the full list without themselves, and others only the change', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    await settle(400); // Ana's own arrival batch goes out first
    const bobSocket = await connect(url);
    const bobId = randomUUID();
    const anaSeesBob = arrivalOf(ana.socket, bobId);
    const joined = await expectOk<PresenceJoinResult>(bobSocket, 'presence:join', {
      clientId: bobId,
      secret: randomUUID(),
      nickname: '  Bob  ',
    });

    expect(joined.self).toMatchObject({ id: bobId, nickname: 'Bob' });
    expect(joined.users.map((u) => u.nickname)).toEqual(['Ana']);
    expect(Number.isNaN(Date.parse(joined.users[0]!.lastSeen))).toBe(false);
    expect((await anaSeesBob).joined).toEqual([joined.self]);
  });

  it('tells the others when a visitor leaves', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    await settle(400);
    const left = departureOf(ana.socket, bob.id);
    bob.socket.disconnect();
    expect(await left).toEqual({ joined: [], left: [bob.id], seen: [] });
  });

  it('gathers a burst of arrivals into one presence change per batch', async () => {
    const { url } = await startServer({ presenceBatchMs: 300 });
    const ana = await visitor(url, 'Ana');
    await settle(400);
    const batches = collect<PresenceChangesPayload>(ana.socket, 'presence:changes');
    const others = await Promise.all(['Bob', 'Cy', 'Di'].map((name) => visitor(url, name)));
    await settle(500);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.joined.map((u) => u.nickname).sort()).toEqual(['Bob', 'Cy', 'Di']);
    expect(batches[0]?.joined.map((u) => u.id).sort()).toEqual(others.map((o) => o.id).sort());
  });

  it('announces lastSeen moves at most once a minute per user', async () => {
    const clock = new FakeClock();
    const { url, server } = await startServer({ clock, presenceBatchMs: 50 });
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    await settle(200);
    const batches = collect<PresenceChangesPayload>(ana.socket, 'presence:changes');
    clock.advance(5000);
    await expectOk(bob.socket, 'presence:heartbeat', {});
    await server.tickPresence();
    await settle(200);
    expect(batches).toEqual([]);

    clock.advance(60_000);
    await expectOk(ana.socket, 'presence:heartbeat', {});
    await expectOk(bob.socket, 'presence:heartbeat', {});
    const seen = nextEvent<PresenceChangesPayload>(ana.socket, 'presence:changes');
    const lastSeen = new Date(clock.now()).toISOString();
    expect((await seen).seen).toEqual([
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
    const left = departureOf(ana.socket, bob.id);
    await server.tickPresence();
    expect((await left).left).toEqual([bob.id]);
  });

  it('refuses blank and over-long nicknames and a second join on the same connection', async () => {
    const { url } = await startServer();
    const socket = await connect(url);
    expect(
      await request(socket, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname: '   ' }),
    ).toEqual({
      ok: false,
      error: 'Nickname must be 1 to 40 visible characters and not a reserved name',
      code: 'invalid-nickname',
      params: { min: 1, max: 40 },
    });
    expect(
      await request(socket, 'presence:join', {
        clientId: randomUUID(),
        secret: randomUUID(),
        nickname: 'x'.repeat(41),
      }),
    ).toMatchObject({ ok: false });
    await expectOk(socket, 'presence:join', {
      clientId: randomUUID(),
      secret: randomUUID(),
      nickname: ` ${'y'.repeat(40)} `,
    });
    expect(
      await request(socket, 'presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname: 'Again' }),
    ).toMatchObject({ ok: false });
  });

  it('lets nobody else speak as a client id, even after its holder has gone', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const eve = await connect(url);
    const impersonation = { clientId: ana.id, secret: randomUUID(), nickname: 'Ana' };
    expect(await request(eve, 'presence:join', impersonation)).toEqual({
      ok: false,
      error: 'This chat identity belongs to another visitor',
      code: 'identity-taken',
    });
    ana.socket.disconnect();
    await settle();
    expect(await request(eve, 'presence:join', impersonation)).toEqual({
      ok: false,
      error: 'This chat identity belongs to another visitor',
      code: 'identity-taken',
    });
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
