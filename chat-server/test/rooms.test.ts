import { randomUUID } from 'node:crypto';
import {
  GLOBAL_ROOM_ID,
  privateRoomId,
  type RoomJoinResult,
  type RoomMessagePayload,
  type RoomInvitePayload,
} from '@healthwatch/contracts/chat/index';
import { FakeClock } from './helpers/fake-clock';
import { cleanup, collect, expectOk, nextEvent, request, settle, startServer, visitor } from './helpers/chat-harness';
import { everyScope } from '../src/protection/rate-limits';

afterEach(cleanup);

const send = (socket: Parameters<typeof request>[0], roomId: string, message: string) =>
  expectOk(socket, 'message:send', { roomId, id: randomUUID(), message });

describe('global room', () => {
  it('announces joins and leaves as system messages and serves the last 50 messages on joining', async () => {
    const { url } = await startServer({
      rateLimits: {
        messages: everyScope(100, 10),
        joins: everyScope(10, 10),
        other: everyScope(10, 10),
      },
    });
    const ana = await visitor(url, 'Ana');
    const anaJoin = await expectOk<RoomJoinResult>(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    expect(anaJoin.room).toMatchObject({ id: GLOBAL_ROOM_ID, name: 'Global Chat Room', participants: [ana.id] });
    expect(Date.parse(anaJoin.room.expiresAt) - Date.parse(anaJoin.room.createdAt)).toBe(24 * 60 * 60 * 1000);
    await nextEvent<RoomMessagePayload>(ana.socket, 'room:message', (p) => p.message.message === 'Ana joined the chat');
    for (let i = 1; i <= 55; i++) await send(ana.socket, GLOBAL_ROOM_ID, `message ${i}`);

    const bob = await visitor(url, 'Bob');
    const announced = nextEvent<RoomMessagePayload>(
      ana.socket,
      'room:message',
      (p) => p.message.messageType === 'system',
    );
    const bobJoin = await expectOk<RoomJoinResult>(bob.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    expect(bobJoin.messages).toHaveLength(50);
    expect(bobJoin.messages.at(-1)?.message).toBe('message 55');
    expect(bobJoin.messages[0]?.message).toBe('message 6');
    expect((await announced).message).toMatchObject({
      message: 'Bob joined the chat',
      messageType: 'system',
      senderName: 'System',
      notice: { kind: 'joined', names: ['Bob'], count: 1 },
    });

    const leaving = nextEvent<RoomMessagePayload>(
      ana.socket,
      'room:message',
      (p) => p.message.message === 'Bob left the chat',
    );
    await expectOk(bob.socket, 'room:leave', { roomId: GLOBAL_ROOM_ID });
    await leaving;
    expect(
      await request(bob.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'after leaving' }),
    ).toEqual({
      ok: false,
      error: 'Join the room before sending messages',
      code: 'not-member',
    });
  });
});

describe('private rooms', () => {
  it('reach their two members only; a third visitor can neither join nor read', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    const eve = await visitor(url, 'Eve');
    const roomId = privateRoomId(ana.id, bob.id);
    const eveSees = collect<RoomMessagePayload>(eve.socket, 'room:message');

    const invited = nextEvent<RoomInvitePayload>(bob.socket, 'room:invited');
    await expectOk(ana.socket, 'room:join', { roomId });
    expect(await invited).toEqual({ roomId, from: { id: ana.id, nickname: 'Ana' } });
    await expectOk(bob.socket, 'room:join', { roomId });

    expect(await request(eve.socket, 'room:join', { roomId })).toEqual({
      ok: false,
      error: 'You cannot join this room',
      code: 'forbidden-room',
    });
    expect(await request(eve.socket, 'message:send', { roomId, id: randomUUID(), message: 'let me in' })).toMatchObject(
      { ok: false },
    );

    const bobGets = nextEvent<RoomMessagePayload>(bob.socket, 'room:message', (p) => p.message.messageType === 'text');
    const anaGets = nextEvent<RoomMessagePayload>(ana.socket, 'room:message', (p) => p.message.messageType === 'text');
    await send(ana.socket, roomId, 'just between us');
    expect((await bobGets).message).toMatchObject({
      senderId: ana.id,
      senderName: 'Ana',
      message: 'just between us',
      messageType: 'text',
    });
    expect((await anaGets).roomId).toBe(roomId);
    await settle();
    expect(eveSees).toEqual([]);
  });

  it('cannot be opened with someone who is not online, nor with a forged id', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    expect(await request(ana.socket, 'room:join', { roomId: privateRoomId(ana.id, randomUUID()) })).toEqual({
      ok: false,
      error: 'That person is no longer online',
      code: 'peer-offline',
    });
    expect(await request(ana.socket, 'room:join', { roomId: `private:${ana.id}` })).toEqual({
      ok: false,
      error: 'Unknown room',
      code: 'unknown-room',
    });
    expect(await request(ana.socket, 'room:join', { roomId: 'lobby' })).toEqual({
      ok: false,
      error: 'Unknown room',
      code: 'unknown-room',
    });
  });
});

describe('room expiry', () => {
  it('closes a room 24 hours after creation: members are told, removed, and its messages dropped', async () => {
    const clock = new FakeClock();
    const { url, server } = await startServer({ clock });
    const ana = await visitor(url, 'Ana');
    const bob = await visitor(url, 'Bob');
    const roomId = privateRoomId(ana.id, bob.id);
    await expectOk(ana.socket, 'room:join', { roomId });
    await expectOk(bob.socket, 'room:join', { roomId });
    await send(ana.socket, roomId, 'before expiry');

    clock.advance(24 * 60 * 60 * 1000 - 1);
    expect(await server.sweepRooms()).toEqual([]);
    clock.advance(1);
    const anaTold = nextEvent<{ roomId: string }>(ana.socket, 'room:expired');
    const bobTold = nextEvent<{ roomId: string }>(bob.socket, 'room:expired');
    expect(await server.sweepRooms()).toEqual([roomId]);
    expect(await anaTold).toEqual({ roomId });
    expect(await bobTold).toEqual({ roomId });
    await settle();

    expect(
      await request(ana.socket, 'message:send', { roomId, id: randomUUID(), message: 'still there?' }),
    ).toMatchObject({ ok: false });
    const reopened = await expectOk<RoomJoinResult>(ana.socket, 'room:join', { roomId });
    expect(reopened.messages.filter((m) => m.messageType === 'text')).toEqual([]);
    expect(Date.parse(reopened.room.createdAt)).toBe(clock.now());
  });

  it('refuses messages to an expired room even before the sweep runs', async () => {
    const clock = new FakeClock();
    const { url } = await startServer({ clock });
    const ana = await visitor(url, 'Ana');
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    clock.advance(24 * 60 * 60 * 1000);
    expect(
      await request(ana.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'late' }),
    ).toEqual({ ok: false, error: 'This room has expired', code: 'room-expired' });
  });
});
