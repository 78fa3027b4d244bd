import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@healthwatch/contracts/chat/index';
import { iso } from '../clock';

export const SYSTEM_SENDER = { id: 'system', name: 'System' } as const;

export function textMessage(id: string, senderId: string, senderName: string, text: string, now: number): ChatMessage {
  return { id, senderId, senderName, message: text, messageType: 'text', timestamp: iso(now) };
}

export function systemMessage(text: string, now: number): ChatMessage {
  return { id: randomUUID(), senderId: SYSTEM_SENDER.id, senderName: SYSTEM_SENDER.name, message: text, messageType: 'system', timestamp: iso(now) };
}

export const joinedText = (nickname: string) => `${nickname} joined the chat`;
export const leftText = (nickname: string) => `${nickname} left the chat`;
