import type { ChatNotice, ChatRoomInfo, RoomJoinResult } from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';
import { iso } from '../clock';
import type { ChatContext } from '../context';
import { arrivalsNotice, arrivalsText, systemMessage } from '../messages/message-factory';
import { userRoom, type ChatSocket } from '../socket/types';
import { roomAccess } from './room-access';
import type { RoomRecord } from './room-store';

export interface Member {
  clientId: string;
  nickname: string;
}

export function isChatRoom(room: string): boolean {
  return room === 'global' || room.startsWith('private:');
}

/** How long join/leave notices of a room are gathered into one system message. */
export const DEFAULT_NOTICE_BATCH_MS = 500;

interface PendingNotices {
  joined: string[];
  left: string[];
  timer: NodeJS.Timeout;
}

export class RoomService {
  /** Join and leave notices gathered per room, so a crowd arriving costs one message, not one per person. */
  private notices = new Map<string, PendingNotices>();

  constructor(
    private readonly ctx: ChatContext,
    private readonly noticeBatchMs = DEFAULT_NOTICE_BATCH_MS,
  ) {}

  async join(socket: ChatSocket, member: Member, roomId: string): Promise<RoomJoinResult> {
    const access = roomAccess(roomId, member.clientId);
    const { rooms, presence, clock, io } = this.ctx;
    const now = clock.now();
    if (await rooms.claimIfExpired(roomId, now)) await this.close(roomId);
    let record = await rooms.get(roomId);
    if (!record && access.peerId && !(await presence.get(access.peerId))) throw new ChatError('peerOffline');
    record ??= await rooms.getOrCreate(roomId, access.name, now, this.ctx.roomTtlMs);

    const alreadyIn = socket.rooms.has(roomId);
    const peerWasIn = access.peerId ? (await rooms.participants(roomId)).includes(access.peerId) : true;
    // Join the channel before reading history: every message is then either in the history or arrives
    // live (possibly both; clients de-duplicate by id), never neither.
    await socket.join(roomId);
    await rooms.addParticipant(roomId, member.clientId);
    const messages = await rooms.history(roomId, this.ctx.historyLimit);
    if (!alreadyIn) this.notice(roomId, 'joined', member.nickname);
    if (access.peerId && !peerWasIn) {
      io.to(userRoom(access.peerId)).emit('room:invited', {
        roomId,
        from: { id: member.clientId, nickname: member.nickname },
      });
    }
    return { room: await this.info(record), messages };
  }

  async leave(socket: ChatSocket, member: Member, roomId: string): Promise<void> {
    if (!socket.rooms.has(roomId)) throw new ChatError('notInRoom');
    await socket.leave(roomId);
    await this.ctx.rooms.removeParticipant(roomId, member.clientId);
    this.notice(roomId, 'left', member.nickname);
  }

  /** A socket that went away leaves its rooms; other members are told. */
  async leaveAll(member: Member, roomIds: string[]): Promise<void> {
    for (const roomId of roomIds.filter(isChatRoom)) {
      await this.ctx.rooms.removeParticipant(roomId, member.clientId);
      this.notice(roomId, 'left', member.nickname);
    }
  }

  private notice(roomId: string, kind: 'joined' | 'left', nickname: string): void {
    let pending = this.notices.get(roomId);
    if (!pending) {
      pending = {
        joined: [],
        left: [],
        timer: setTimeout(() => void this.flushNotices(roomId), this.noticeBatchMs).unref(),
      };
      this.notices.set(roomId, pending);
    }
    pending[kind].push(nickname);
  }

  /** Posts a room's gathered notices now (the timer does this after the batch window). */
  async flushNotices(roomId: string): Promise<void> {
    const pending = this.notices.get(roomId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.notices.delete(roomId);
    try {
      const room = await this.ctx.rooms.get(roomId);
      if (!room || room.expiresAt <= this.ctx.clock.now()) return;
      for (const kind of ['joined', 'left'] as const) {
        const names = pending[kind];
        if (names.length > 0) await this.postSystem(roomId, arrivalsText(names, kind), arrivalsNotice(names, kind));
      }
    } catch (error) {
      console.error('[chat-server] posting join/leave notices failed:', error);
    }
  }

  /** Posts every pending notice (used on shutdown), then stops the timers. */
  async flushAllNotices(): Promise<void> {
    await Promise.all([...this.notices.keys()].map((roomId) => this.flushNotices(roomId)));
  }

  async postSystem(roomId: string, text: string, notice?: ChatNotice): Promise<void> {
    const message = systemMessage(text, this.ctx.clock.now(), notice);
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
    const pending = this.notices.get(roomId);
    if (pending) clearTimeout(pending.timer);
    this.notices.delete(roomId);
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
