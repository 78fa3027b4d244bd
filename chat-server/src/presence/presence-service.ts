import {
  normalizeNickname,
  PRESENCE_STALE_MS,
  type AvailableUser,
  type PresenceChangesPayload,
  type PresenceJoinPayload,
  type PresenceJoinResult,
} from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';
import { iso } from '../clock';
import type { ChatContext } from '../context';
import { PRESENCE_ROOM, userRoom, type ChatSocket } from '../socket/types';

/** How long presence changes are gathered before one presence:changes event carries them all. */
export const DEFAULT_PRESENCE_BATCH_MS = 250;

/**
 * Presence travels as changes, gathered for a fraction of a second into one presence:changes event, so a
 * burst of arrivals costs each client one packet rather than one per arrival, and a client never receives
 * the whole list after its first join. lastSeen moves are announced at most once a minute per user (lists
 * show minutes); heartbeats every 5 s keep the server's own lastSeen exact, so vanished users are dropped
 * within PRESENCE_STALE_MS.
 */
export class PresenceService {
  /** id -> the user who arrived, or null when they left; the latest change wins. */
  private changes = new Map<string, AvailableUser | null>();
  private seen = new Map<string, number>();
  private announcedMinute = new Map<string, number>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: ChatContext,
    private readonly batchMs = DEFAULT_PRESENCE_BATCH_MS,
  ) {}

  async join(socket: ChatSocket, payload: PresenceJoinPayload): Promise<PresenceJoinResult> {
    if (socket.data.clientId) throw new ChatError('alreadyJoined');
    const nickname = normalizeNickname(payload.nickname);
    if (nickname === null) throw new ChatError('invalidNickname');
    const now = this.ctx.clock.now();
    // Bound for as long as a private room naming this id can live.
    if (!(await this.ctx.identities.claim(payload.clientId, payload.secret, this.ctx.roomTtlMs, now))) {
      throw new ChatError('identityTaken');
    }
    const { user, isNew } = await this.ctx.presence.upsert(payload.clientId, nickname, now);
    socket.data.clientId = payload.clientId;
    socket.data.nickname = nickname;
    this.announcedMinute.set(payload.clientId, Math.floor(now / 60_000));
    if (isNew) this.queue(payload.clientId, user);
    await socket.join([PRESENCE_ROOM, userRoom(payload.clientId)]);
    const users = (await this.ctx.presence.list()).filter((other) => other.id !== payload.clientId);
    return { self: user, users };
  }

  /** A recovered connection is back in its rooms; make sure it is present again too. */
  async restore(socket: ChatSocket): Promise<void> {
    const { clientId, nickname } = socket.data;
    if (!clientId || !nickname) return;
    const { user, isNew } = await this.ctx.presence.upsert(clientId, nickname, this.ctx.clock.now());
    if (isNew) this.queue(clientId, user);
  }

  async heartbeat(clientId: string, nickname: string): Promise<{ lastSeen: string }> {
    const now = this.ctx.clock.now();
    if (!(await this.ctx.presence.touch(clientId, now))) {
      // Swept while the connection stalled: come back as a fresh arrival.
      const { user } = await this.ctx.presence.upsert(clientId, nickname, now);
      this.queue(clientId, user);
    } else {
      const minute = Math.floor(now / 60_000);
      if (this.announcedMinute.get(clientId) !== minute) {
        this.announcedMinute.set(clientId, minute);
        this.seen.set(clientId, now);
        this.schedule();
      }
    }
    return { lastSeen: iso(now) };
  }

  async leave(clientId: string): Promise<void> {
    this.announcedMinute.delete(clientId);
    if (await this.ctx.presence.remove(clientId)) this.queue(clientId, null);
  }

  /** Removes users whose heartbeats stopped (what the PRESENCE_REFRESH_MS timer runs). */
  async tick(): Promise<void> {
    const gone = await this.ctx.presence.removeStale(this.ctx.clock.now() - PRESENCE_STALE_MS);
    for (const id of gone) this.queue(id, null);
    this.flush();
  }

  /** Sends what has been gathered now. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.changes.size === 0 && this.seen.size === 0) return;
    const payload: PresenceChangesPayload = { joined: [], left: [], seen: [] };
    for (const [id, user] of this.changes) {
      if (user) payload.joined.push(user);
      else payload.left.push(id);
    }
    for (const [id, at] of this.seen) if (!this.changes.has(id)) payload.seen.push({ id, lastSeen: iso(at) });
    this.changes = new Map();
    this.seen = new Map();
    this.ctx.io.to(PRESENCE_ROOM).emit('presence:changes', payload);
  }

  dispose(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
  }

  private queue(id: string, user: AvailableUser | null): void {
    this.changes.set(id, user);
    this.seen.delete(id);
    this.schedule();
  }

  private schedule(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => this.flush(), this.batchMs).unref();
  }
}
