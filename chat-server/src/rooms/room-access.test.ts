import { privateRoomId } from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';
import { roomAccess } from './room-access';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('roomAccess', () => {
  it('lets anyone into the global room', () => {
    expect(roomAccess('global', C)).toEqual({ name: 'Global Chat Room', peerId: null });
  });
  it('lets only the two members into a private room, each seeing the other as peer', () => {
    expect(roomAccess(privateRoomId(A, B), A).peerId).toBe(B);
    expect(roomAccess(privateRoomId(A, B), B).peerId).toBe(A);
    expect(() => roomAccess(privateRoomId(A, B), C)).toThrow(new ChatError('forbiddenRoom'));
  });
  it('refuses unknown rooms', () => {
    expect(() => roomAccess('lobby', A)).toThrow(new ChatError('unknownRoom'));
  });
});
