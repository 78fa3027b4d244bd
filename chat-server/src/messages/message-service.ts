import {
  normalizeMessageText,
  type SendMessagePayload,
  type SendMessageResult,
} from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';
import type { ChatContext } from '../context';
import type { Member } from '../rooms/room-service';
import type { ChatSocket } from '../socket/types';
import { textMessage } from './message-factory';

export class MessageService {
  constructor(private readonly ctx: ChatContext) {}

  async send(socket: ChatSocket, member: Member, payload: SendMessagePayload): Promise<SendMessageResult> {
    const text = normalizeMessageText(payload.message);
    if (text === null) throw new ChatError('invalidMessage');
    const { roomId } = payload;
    if (!socket.rooms.has(roomId)) throw new ChatError('notMember');
    const { rooms, clock, io } = this.ctx;
    const now = clock.now();
    const room = await rooms.get(roomId);
    if (!room || room.expiresAt <= now) throw new ChatError('expired');

    const result = await rooms.append(
      roomId,
      textMessage(payload.id, member.clientId, member.nickname, text, now),
      this.ctx.historyLimit,
    );
    if (result.kind === 'duplicate') {
      if (result.message.senderId !== member.clientId) throw new ChatError('idReused');
      return { message: result.message, duplicate: true };
    }
    io.to(roomId).emit('room:message', { roomId, message: result.message });
    return { message: result.message, duplicate: false };
  }
}
