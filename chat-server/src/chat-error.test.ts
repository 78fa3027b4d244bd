import { CHAT_ERROR_CODES, isChatErrorCode } from '@healthwatch/contracts/errors/codes';
import { CHAT_ERRORS, type ChatErrorKey, ChatError, chatRefusal } from './chat-error';

describe('chat refusals', () => {
  const keys = Object.keys(CHAT_ERRORS) as ChatErrorKey[];

  it('give each message its own code from the contracts list', () => {
    const codes = keys.map((key) => chatRefusal(key).code);
    for (const code of codes) expect([code, isChatErrorCode(code)]).toEqual([code, true]);
    expect(new Set(codes).size).toBe(keys.length);
    // Every listed code is used: by a refusal here, the payload check, or the browser's own time-out.
    const used = new Set<string>([...codes, 'invalid-payload', 'no-answer']);
    expect(CHAT_ERROR_CODES.filter((c) => !used.has(c))).toEqual([]);
  });

  it('keeps the English message and names the limits a translation needs', () => {
    expect(new ChatError('invalidMessage').refusal).toEqual({
      error: 'Message must be 1 to 1000 characters',
      code: 'invalid-message',
      params: { min: 1, max: 1000 },
    });
    expect(new ChatError('unknownRoom').message).toBe('Unknown room');
  });
});
