import { arrivalsNotice, arrivalsText, systemMessage, textMessage } from './message-factory';

describe('message factory', () => {
  it('names up to three people in a join or leave notice, then counts the rest', () => {
    expect(arrivalsText(['Ana'], 'joined')).toBe('Ana joined the chat');
    expect(arrivalsText(['Ana', 'Bob'], 'left')).toBe('Ana and Bob left the chat');
    expect(arrivalsText(['Ana', 'Bob', 'Cy'], 'joined')).toBe('Ana, Bob and Cy joined the chat');
    expect(arrivalsText(['Ana', 'Bob', 'Cy', 'Di', 'Ed'], 'joined')).toBe('Ana, Bob and 3 others joined the chat');
  });
  it('gives a notice the same names as its English text, and how many people in all', () => {
    expect(arrivalsNotice(['Ana'], 'joined')).toEqual({ kind: 'joined', names: ['Ana'], count: 1 });
    expect(arrivalsNotice(['Ana', 'Bob', 'Cy'], 'left')).toEqual({
      kind: 'left',
      names: ['Ana', 'Bob', 'Cy'],
      count: 3,
    });
    expect(arrivalsNotice(['Ana', 'Bob', 'Cy', 'Di', 'Ed'], 'joined')).toEqual({
      kind: 'joined',
      names: ['Ana', 'Bob'],
      count: 5,
    });
  });
  it('builds text and system messages with ISO timestamps', () => {
    expect(textMessage('m1', 'c1', 'Ana', 'hi', 0)).toEqual({
      id: 'm1',
      senderId: 'c1',
      senderName: 'Ana',
      message: 'hi',
      messageType: 'text',
      timestamp: '1970-01-01T00:00:00.000Z',
    });
    expect(systemMessage('Ana joined the chat', 0)).toMatchObject({
      senderId: 'system',
      senderName: 'System',
      messageType: 'system',
    });
  });
});
