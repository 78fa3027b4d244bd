import { randomUUID } from 'node:crypto';
import { GLOBAL_ROOM_ID, type RoomMessagePayload, type SendMessageResult } from '@healthwatch/contracts/chat/index';
import { cleanup, collect, expectOk, request, settle, startServer, visitor } from './helpers/chat-harness';

afterEach(cleanup);

async function twoInGlobal() {
  const { url } = await startServer();
  const ana = await visitor(url, 'Ana');
  const bob = await visitor(url, 'Bob');
  await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
  await expectOk(bob.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
  return { url, ana, bob };
}

describe('messages', () => {
  it('acknowledges a send with the stored message, trimmed, and delivers it once even when retried', async () => {
    const { ana, bob } = await twoInGlobal();
    const bobSees = collect<RoomMessagePayload>(bob.socket, 'room:message');
    const id = randomUUID();
    const first = await expectOk<SendMessageResult>(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id,
      message: '  hello  ',
    });
    expect(first.duplicate).toBe(false);
    expect(first.message).toMatchObject({
      id,
      senderId: ana.id,
      senderName: 'Ana',
      message: 'hello',
      messageType: 'text',
    });
    expect(Number.isNaN(Date.parse(first.message.timestamp))).toBe(false);

    const retry = await expectOk<SendMessageResult>(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id,
      message: '  hello  ',
    });
    expect(retry).toMatchObject({ duplicate: true, message: first.message });
    await settle();
    expect(bobSees.filter((p) => p.message.messageType === 'text').map((p) => p.message.id)).toEqual([id]);
  });

  it('does not let another sender reuse a message id', async () => {
    const { ana, bob } = await twoInGlobal();
    const id = randomUUID();
    await expectOk(ana.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id, message: 'mine' });
    expect(await request(bob.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id, message: 'hijack' })).toEqual({
      ok: false,
      error: 'Message id already used',
      code: 'message-id-reused',
    });
  });

  it('refuses blank and over-long messages with a clear error', async () => {
    const { ana } = await twoInGlobal();
    const refusal = {
      ok: false,
      error: 'Message must be 1 to 1000 characters',
      code: 'invalid-message',
      params: { min: 1, max: 1000 },
    };
    expect(
      await request(ana.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: '   \n ' }),
    ).toEqual(refusal);
    expect(
      await request(ana.socket, 'message:send', {
        roomId: GLOBAL_ROOM_ID,
        id: randomUUID(),
        message: 'x'.repeat(1001),
      }),
    ).toEqual(refusal);
    await expectOk(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id: randomUUID(),
      message: ` ${'x'.repeat(1000)} `,
    });
  });

  it('accepts messages only from members of the room', async () => {
    const { url } = await twoInGlobal();
    const eve = await visitor(url, 'Eve');
    expect(
      await request(eve.socket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'hi' }),
    ).toEqual({
      ok: false,
      error: 'Join the room before sending messages',
      code: 'not-member',
    });
  });
});
