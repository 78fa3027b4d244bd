import { TypeCompiler } from '@sinclair/typebox/compiler';
import { normalizeMessageText, normalizeNickname } from './limits';
import { GLOBAL_ROOM_ID, isGlobalRoom, parsePrivateRoomId, privateRoomId } from './room-id';
import { PresenceJoinSchema, SendMessageSchema } from './schemas';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('room ids', () => {
  it('builds the same private room id from either side, sorted', () => {
    expect(privateRoomId(B, A)).toBe(`private:${A}:${B}`);
    expect(privateRoomId(A, B)).toBe(privateRoomId(B, A));
  });
  it('parses only well-formed private room ids', () => {
    expect(parsePrivateRoomId(privateRoomId(A, B))).toEqual([A, B]);
    expect(parsePrivateRoomId(`private:${B}:${A}`)).toBeNull();
    expect(parsePrivateRoomId(`private:${A}:${A}`)).toBeNull();
    expect(parsePrivateRoomId(`private:${A}`)).toBeNull();
    expect(parsePrivateRoomId(`private:${A}:${B}:x`)).toBeNull();
    expect(parsePrivateRoomId(GLOBAL_ROOM_ID)).toBeNull();
    expect(isGlobalRoom('global')).toBe(true);
  });
});

describe('limits', () => {
  it('trims nicknames and accepts 1 to 40 characters', () => {
    expect(normalizeNickname('  Ana ')).toBe('Ana');
    expect(normalizeNickname('   ')).toBeNull();
    expect(normalizeNickname('x'.repeat(40))).toHaveLength(40);
    expect(normalizeNickname('x'.repeat(41))).toBeNull();
  });
  it('trims messages and accepts 1 to 1000 characters', () => {
    expect(normalizeMessageText('\n hi \t')).toBe('hi');
    expect(normalizeMessageText(' \n ')).toBeNull();
    expect(normalizeMessageText(`  ${'x'.repeat(1000)}  `)).toHaveLength(1000);
    expect(normalizeMessageText('x'.repeat(1001))).toBeNull();
  });
});

describe('schemas', () => {
  const join = TypeCompiler.Compile(PresenceJoinSchema);
  const send = TypeCompiler.Compile(SendMessageSchema);
  it('accept well-formed payloads and refuse anything else', () => {
    const secret = B;
    expect(join.Check({ clientId: A, secret, nickname: 'Ana' })).toBe(true);
    expect(join.Check({ clientId: A, nickname: 'Ana' })).toBe(false);
    expect(join.Check({ clientId: 'abc', secret, nickname: 'Ana' })).toBe(false);
    expect(join.Check({ clientId: A, secret, nickname: 'Ana', admin: true })).toBe(false);
    expect(send.Check({ roomId: GLOBAL_ROOM_ID, id: B, message: 'hi' })).toBe(true);
    expect(send.Check({ roomId: GLOBAL_ROOM_ID, id: B, message: 'x'.repeat(2001) })).toBe(false);
    expect(send.Check({ roomId: GLOBAL_ROOM_ID, id: B })).toBe(false);
  });
});
