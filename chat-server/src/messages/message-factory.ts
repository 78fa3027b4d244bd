import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatNotice } from '@healthwatch/contracts/chat/index';
import { iso } from '../clock';

export const SYSTEM_SENDER = { id: 'system', name: 'System' } as const;

export function textMessage(id: string, senderId: string, senderName: string, text: string, now: number): ChatMessage {
  return { id, senderId, senderName, message: text, messageType: 'text', timestamp: iso(now) };
}

export function systemMessage(text: string, now: number, notice?: ChatNotice): ChatMessage {
  return {
    id: randomUUID(),
    senderId: SYSTEM_SENDER.id,
    senderName: SYSTEM_SENDER.name,
    message: text,
    messageType: 'system',
    timestamp: iso(now),
    ...(notice ? { notice } : {}),
  };
}

/** The facts of a join or leave notice, for browsers that word it in another language: the names arrivalsText shows. */
export function arrivalsNotice(names: readonly string[], kind: 'joined' | 'left'): ChatNotice {
  return { kind, names: names.slice(0, names.length === 3 ? 3 : 2), count: Math.max(1, names.length) };
}

/** "Ana joined the chat", "Ana and Bob joined the chat", "Ana, Bob and 3 others joined the chat". */
export function arrivalsText(names: readonly string[], verb: 'joined' | 'left'): string {
  const tail = `${verb} the chat`;
  if (names.length <= 1) return `${names[0] ?? 'Someone'} ${tail}`;
  if (names.length === 2) return `${names[0]} and ${names[1]} ${tail}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]} ${tail}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} others ${tail}`;
}
