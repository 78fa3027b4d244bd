import type { ChatMessage, ChatRoomInfo } from '@healthwatch/contracts';
import { chatReducer, initialChatState, type ChatState } from './chat-reducer';
import { formatTime } from './format-time';

const user = (id: string, nickname: string, lastSeen = '2026-01-01T00:00:00.000Z') => ({ id, nickname, lastSeen });
const msg = (id: string, text = id): ChatMessage => ({
  id,
  senderId: 's',
  senderName: 'S',
  message: text,
  messageType: 'text',
  timestamp: '2026-01-01T00:00:00.000Z',
});
const room: ChatRoomInfo = {
  id: 'global',
  name: 'Global Chat Room',
  participants: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-02T00:00:00.000Z',
};

function joined(): ChatState {
  return chatReducer(initialChatState, {
    type: 'joined',
    self: user('me', 'Me'),
    users: [user('b', 'Zoe'), user('me', 'Me'), user('a', 'Ana')],
  });
}

describe('chatReducer', () => {
  it('moves to the lobby on joining, listing others sorted and never the visitor', () => {
    const state = joined();
    expect(state.step).toBe('lobby');
    expect(state.users.map((u) => u.nickname)).toEqual(['Ana', 'Zoe']);
  });

  it('applies presence changes: arrivals (never the visitor), departures and lastSeen moves', () => {
    let state = chatReducer(joined(), {
      type: 'presence-changes',
      changes: { joined: [user('c', 'Bob'), user('me', 'Me')], left: [], seen: [] },
    });
    expect(state.users.map((u) => u.nickname)).toEqual(['Ana', 'Bob', 'Zoe']);
    state = chatReducer(state, {
      type: 'presence-changes',
      changes: { joined: [user('c', 'Bobby')], left: ['a'], seen: [{ id: 'b', lastSeen: '2026-01-01T00:00:05.000Z' }] },
    });
    expect(state.users).toEqual([user('c', 'Bobby'), user('b', 'Zoe', '2026-01-01T00:00:05.000Z')]);
  });

  it('shows each message once, only for the open room', () => {
    let state = chatReducer(joined(), { type: 'room-entered', room, messages: [msg('1'), msg('1'), msg('2')] });
    state = chatReducer(state, { type: 'message', roomId: 'global', message: msg('2') });
    state = chatReducer(state, { type: 'message', roomId: 'global', message: msg('3') });
    state = chatReducer(state, { type: 'message', roomId: 'other', message: msg('4') });
    expect(state.messages.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('returns to the lobby when leaving or when the open room expires', () => {
    const inRoom = chatReducer(joined(), { type: 'room-entered', room, messages: [msg('1')] });
    expect(chatReducer(inRoom, { type: 'room-left' })).toMatchObject({ step: 'lobby', room: null, messages: [] });
    expect(chatReducer(inRoom, { type: 'room-expired', roomId: 'global' })).toMatchObject({
      step: 'lobby',
      room: null,
    });
    expect(chatReducer(inRoom, { type: 'room-expired', roomId: 'private:a:b' }).step).toBe('room');
  });

  it('keeps one invitation per room and clears it when the room is opened', () => {
    const invite = { roomId: 'private:a:me', from: { id: 'a', nickname: 'Ana' } };
    let state = chatReducer(joined(), { type: 'invited', invite });
    state = chatReducer(state, { type: 'invited', invite });
    expect(state.invites).toEqual([invite]);
    state = chatReducer(state, { type: 'room-entered', room: { ...room, id: invite.roomId }, messages: [] });
    expect(state.invites).toEqual([]);
  });
});

describe('formatTime', () => {
  it('shows Invalid time for timestamps that cannot be parsed', () => {
    expect(formatTime('not a date')).toBe('Invalid time');
    expect(formatTime('')).toBe('Invalid time');
  });
  it('shows hours and minutes otherwise', () => {
    expect(formatTime('2026-01-01T09:05:00.000Z', 'en-GB')).toMatch(/^\d{2}:\d{2}$/);
  });
});
