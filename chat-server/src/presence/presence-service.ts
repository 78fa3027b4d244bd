import { normalizeNickname, PRESENCE_STALE_MS, type PresenceJoinPayload, type PresenceJoinResult } from '@healthwatch/contracts/chat/index';
import { PRESENCE_REFRESH_MS } from '@healthwatch/contracts/domain/constants';
import { CHAT_ERRORS, ChatError } from '../chat-error';
import { iso } from '../clock';
import type { ChatContext } from '../context';
import { PRESENCE_ROOM, userRoom, type ChatSocket } from '../socket/types';

/**
 * Presence travels as changes: one user-joined or user-left per change, and lastSeen refreshes batched into
 * one user-seen event per refresh period (at most one per user per minute), so a client never receives the
 * whole list after its first join. Heartbeats every 5 s keep the server's lastSeen exact, so users who
 * vanish are dropped within PRESENCE_STALE_MS.
 */
export class PresenceService {
  private pendingSeen = new Map<string, number>();
  /** Last lastSeen minute announced per local client: lists show minutes, so finer changes are not worth N² traffic. */
  private announcedMinute = new Map<string, number>();

  constructor(private readonly ctx: ChatContext) {}

  async join(socket: ChatSocket, payload: PresenceJoinPayload): Promise<PresenceJoinResult> {
    if (socket.data.clientId) throw new ChatError(CHAT_ERRORS.alreadyJoined);
    const nickname = normalizeNickname(payload.nickname);
    if (nickname === null) throw new ChatError(CHAT_ERRORS.invalidNickname);
    const { user, isNew } = await this.ctx.presence.upsert(payload.clientId, nickname, this.ctx.clock.now());
    socket.data.clientId = payload.clientId;
    socket.data.nickname = nickname;
    this.announcedMinute.set(payload.clientId, Math.floor(Date.parse(user.lastSeen) / 60_000));
    if (isNew) socket.to(PRESENCE_ROOM).emit('presence:user-joined', user);
    await socket.join([PRESENCE_ROOM, userRoom(payload.clientId)]);
    const users = (await this.ctx.presence.list()).filter((other) => other.id !== payload.clientId);
    return { self: user, users };
  }

  /** A recovered connection is back in its rooms; make sure it is present again too. */
  async restore(socket: ChatSocket): Promise<void> {
    const { clientId, nickname } = socket.data;
    if (!clientId || !nickname) return;
    const { user, isNew } = await this.ctx.presence.upsert(clientId, nickname, this.ctx.clock.now());
    if (isNew) socket.to(PRESENCE_ROOM).emit('presence:user-joined', user);
  }

  async heartbeat(clientId: string, nickname: string): Promise<{ lastSeen: string }> {
    const now = this.ctx.clock.now();
    if (!(await this.ctx.presence.touch(clientId, now))) {
      // Swept while the connection stalled: come back as a fresh arrival.
      const { user } = await this.ctx.presence.upsert(clientId, nickname, now);
      this.ctx.io.to(PRESENCE_ROOM).emit('presence:user-joined', user);
    } else {
      const minute = Math.floor(now / 60_000);
      if (this.announcedMinute.get(clientId) !== minute) {
        this.announcedMinute.set(clientId, minute);
        this.pendingSeen.set(clientId, now);
      }
    }
    return { lastSeen: iso(now) };
  }

  async leave(clientId: string): Promise<void> {
    this.pendingSeen.delete(clientId);
    this.announcedMinute.delete(clientId);
    if (await this.ctx.presence.remove(clientId)) this.ctx.io.to(PRESENCE_ROOM).emit('presence:user-left', { id: clientId });
  }

  /** Sends the batched lastSeen changes and removes users whose heartbeats stopped. */
  async tick(): Promise<void> {
    if (this.pendingSeen.size > 0) {
      const users = [...this.pendingSeen].map(([id, seen]) => ({ id, lastSeen: iso(seen) }));
      this.pendingSeen = new Map();
      this.ctx.io.to(PRESENCE_ROOM).emit('presence:user-seen', { users });
    }
    const gone = await this.ctx.presence.removeStale(this.ctx.clock.now() - PRESENCE_STALE_MS);
    for (const id of gone) this.ctx.io.to(PRESENCE_ROOM).emit('presence:user-left', { id });
  }

  static readonly tickIntervalMs = PRESENCE_REFRESH_MS;
}
