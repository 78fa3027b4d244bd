import type { ChatRoomInfo, RoomJoinResult } from '@healthwatch/contracts/chat/index';
import { CHAT_ERRORS, ChatError } from '../chat-error';
import { iso } from '../clock';
import type { ChatContext } from '../context';
import { joinedText, leftText, systemMessage } from '../messages/message-factory';
import { userRoom, type ChatSocket } from '../socket/types';
import { roomAccess } from './room-access';
import type { RoomRecord } from './room-store';

export interface Member { clientId: string; nickname: string }

export function isChatRoom(room: string): boolean {
  return room === 'global' || room.startsWith('private:');
}

export class RoomService {
  constructor(private readonly ctx: ChatContext) {}

  async join(socket: ChatSocket, member: Member, roomId: string): Promise<RoomJoinResult> {
    const access = roomAccess(roomId, member.clientId);
    const { rooms, presence, clock, io } = this.ctx;
    const now = clock.now();
    if (await rooms.claimIfExpired(roomId, now)) await this.close(roomId);
    let record = await rooms.get(roomId);
    if (!record && access.peerId && !(await presence.get(access.peerId))) throw new ChatError(CHAT_ERRORS.peerOffline);
    record ??= await rooms.getOrCreate(roomId, access.name, now, this.ctx.roomTtlMs);

    const alreadyIn = socket.rooms.has(roomId);
    const peerWasIn = access.peerId ? (await rooms.participants(roomId)).includes(access.peerId) : true;
    // Order matters: the join notice is stored and sent to the others before this socket enters the
    // channel, and history is read after it has: every message is then either in the history or arrives
    // live (possibly both; clients de-duplicate by id), never neither.
    if (!alreadyIn) await this.postSystem(roomId, joinedText(member.nickname));
    await socket.join(roomId);
    await rooms.addParticipant(roomId, member.clientId);
    const messages = await rooms.history(roomId, this.ctx.historyLimit);
    if (access.peerId && !peerWasIn) {
      io.to(userRoom(access.peerId)).emit('room:invited', { roomId, from: { id: member.clientId, nickname: member.nickname } });
    }
    return { room: await this.info(record), messages };
  }

  async leave(socket: ChatSocket, member: Member, roomId: string): Promise<void> {
    if (!socket.rooms.has(roomId)) throw new ChatError(CHAT_ERRORS.notInRoom);
    await socket.leave(roomId);
    await this.ctx.rooms.removeParticipant(roomId, member.clientId);
    if (await this.ctx.rooms.get(roomId)) await this.postSystem(roomId, leftText(member.nickname));
  }

  /** A socket that went away leaves its rooms; other members are told. */
  async leaveAll(member: Member, roomIds: string[]): Promise<void> {
    for (const roomId of roomIds.filter(isChatRoom)) {
      await this.ctx.rooms.removeParticipant(roomId, member.clientId);
      if (await this.ctx.rooms.get(roomId)) await this.postSystem(roomId, leftText(member.nickname));
    }
  }

  async postSystem(roomId: string, text: string): Promise<void> {
    const message = systemMessage(text, this.ctx.clock.now());
    await this.ctx.rooms.append(roomId, message, this.ctx.historyLimit);
    this.ctx.io.to(roomId).emit('room:message', { roomId, message });
  }

  /** Closes every room whose 24 hours are up. */
  async sweepExpired(): Promise<string[]> {
    const claimed = await this.ctx.rooms.claimExpired(this.ctx.clock.now());
    for (const roomId of claimed) await this.close(roomId);
    return claimed;
  }

  /** Tells the members, takes every socket (on every process) out of the room, drops its messages. */
  private async close(roomId: string): Promise<void> {
    const { io, rooms } = this.ctx;
    io.to(roomId).emit('room:expired', { roomId });
    io.in(roomId).socketsLeave(roomId);
    await rooms.drop(roomId);
  }

  private async info(record: RoomRecord): Promise<ChatRoomInfo> {
    return {
      id: record.id,
      name: record.name,
      participants: await this.ctx.rooms.participants(record.id),
      createdAt: iso(record.createdAt),
      expiresAt: iso(record.expiresAt),
    };
  }
}
