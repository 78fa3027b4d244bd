import { randomUUID } from 'node:crypto';
import { GLOBAL_ROOM_ID, type RoomMessagePayload } from '@healthwatch/contracts/chat/index';
import { cleanup, collect, connect, expectOk, nextEvent, startServer, visitor } from './helpers/chat-harness';

afterEach(cleanup);

describe('connection state recovery', () => {
  it('a connection that drops and comes back within the window gets every message it missed', async () => {
    const { url } = await startServer();
    const ana = await visitor(url, 'Ana');
    const bobSocket = await connect(url, { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 50 });
    const bobId = randomUUID();
    await expectOk(bobSocket, 'presence:join', { clientId: bobId, secret: randomUUID(), nickname: 'Bob' });
    await expectOk(ana.socket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    await expectOk(bobSocket, 'room:join', { roomId: GLOBAL_ROOM_ID });
    const received = collect<RoomMessagePayload>(bobSocket, 'room:message');
    // A client can only resume from a broadcast it has seen; give it one before the drop.
    const first = nextEvent(bobSocket, 'room:message');
    await expectOk(ana.socket, 'message:send', {
      roomId: GLOBAL_ROOM_ID,
      id: randomUUID(),
      message: 'before the drop',
    });
    await first;

    // Hold the reconnection until Ana has spoken, so the messages are really sent while Bob is away.
    bobSocket.io.reconnection(false);
    const dropped = new Promise((resolve) => bobSocket.once('disconnect', resolve));
    bobSocket.io.engine.close();
    await dropped;
    const sent: string[] = [];
    for (const text of ['while you were away 1', 'while you were away 2']) {
      sent.push(
        (
          await expectOk<{ message: { id: string } }>(ana.socket, 'message:send', {
            roomId: GLOBAL_ROOM_ID,
            id: randomUUID(),
            message: text,
          })
        ).message.id,
      );
    }
    const reconnected = nextEvent(bobSocket, 'connect');
    bobSocket.connect();
    await reconnected;
    expect(bobSocket.recovered).toBe(true);
    const last = sent.at(-1);
    if (!received.some((p) => p.message.id === last))
      await nextEvent<RoomMessagePayload>(bobSocket, 'room:message', (p) => p.message.id === last);
    const texts = received.filter((p) => p.message.messageType === 'text').map((p) => p.message.id);
    expect(texts.slice(1)).toEqual(sent);

    // Still a member and still present after recovery.
    await expectOk(bobSocket, 'message:send', { roomId: GLOBAL_ROOM_ID, id: randomUUID(), message: 'back' });
    await expectOk(bobSocket, 'presence:heartbeat', {});
  });
});
