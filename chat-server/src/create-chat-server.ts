import { createServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { CHAT_HISTORY_LIMIT } from '@healthwatch/contracts/chat/index';
import { CHAT_ROOM_TTL_MS, PRESENCE_REFRESH_MS } from '@healthwatch/contracts/domain/constants';
import { systemClock, type Clock } from './clock';
import type { ChatContext } from './context';
import { createHttpHandler } from './http/http-routes';
import { MemoryIdentityStore, RedisIdentityStore } from './identity/identity-store';
import { MessageService } from './messages/message-service';
import { MemoryPresenceStore } from './presence/memory-presence-store';
import { PresenceService } from './presence/presence-service';
import { RedisPresenceStore } from './presence/redis-presence-store';
import { AddressKeys, clientAddress, type TrustProxy } from './protection/client-address';
import { ConnectionGuard, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './protection/connection-guard';
import { guardEveryOrigin } from './protection/origin-guard';
import { isOriginAllowed, requestOrigin } from './protection/origins';
import { createLimiters, DEFAULT_RATE_LIMITS, type RateLimitOptions } from './protection/rate-limits';
import { CHAT_ERRORS } from './chat-error';
import { connectRedis, DEFAULT_KEY_PREFIX, type RedisClient } from './redis-client';
import { MemoryRoomStore } from './rooms/memory-room-store';
import { RedisRoomStore } from './rooms/redis-room-store';
import { RoomService } from './rooms/room-service';
import { registerHandlers, restoreRecovered, type Services } from './socket/register-handlers';
import type { ChatIo } from './socket/types';
import { SECURITY_HEADERS } from './http/security-headers';

export interface ChatServerOptions {
  /** Origins allowed to connect (HTTP and WebSocket upgrades). */
  allowedOrigins: string[];
  /** With a URL, state lives in Redis and broadcasts cross processes through Redis Streams. */
  redisUrl?: string;
  /** Prefix of every Redis key and stream, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix?: string;
  clock?: Clock;
  rateLimits?: RateLimitOptions;
  /** How often presence changes are flushed and stale users swept; 0 disables the timer (tests tick by hand). */
  presenceTickMs?: number;
  /** How often expired rooms are looked for; 0 disables the timer. */
  roomSweepMs?: number;
  /** How long presence changes are gathered into one event (ms). */
  presenceBatchMs?: number;
  /** How long join/leave notices are gathered into one system message (ms). */
  noticeBatchMs?: number;
  /** How long a dropped connection can come back with its rooms and missed messages. */
  recoveryWindowMs?: number;
  /** Largest accepted frame; chat messages are at most 1000 characters, so a few KB is plenty. */
  maxHttpBufferSize?: number;
  /** Open connections per address and in all, on this process. */
  connectionLimits?: ConnectionLimits;
  /** Proxies whose X-Forwarded-For is believed; null: the TCP peer is the client. */
  trustProxy?: TrustProxy | null;
}

export interface ChatServer {
  http: HttpServer;
  io: ChatIo;
  services: Services;
  listen(port: number, host?: string): Promise<number>;
  /** Runs one presence flush/sweep now (what the timer does). */
  tickPresence(): Promise<void>;
  /** Closes expired rooms now (what the timer does). */
  sweepRooms(): Promise<string[]>;
  close(): Promise<void>;
}

export async function createChatServer(options: ChatServerOptions): Promise<ChatServer> {
  const clock = options.clock ?? systemClock;
  let redis: RedisClient | null = null;
  let shuttingDown = false;
  if (options.redisUrl) redis = await connectRedis(options.redisUrl);
  const prefix = options.redisKeyPrefix ?? DEFAULT_KEY_PREFIX;

  const recoveryWindowMs = options.recoveryWindowMs ?? 2 * 60_000;
  const addressKeys = redis ? await AddressKeys.shared(redis, prefix) : AddressKeys.local();
  const connections = new ConnectionGuard(options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS);
  const admitted = new WeakMap<IncomingMessage, string>();

  const http = createServer();
  const io: ChatIo = new Server(http, {
    maxHttpBufferSize: options.maxHttpBufferSize ?? 8 * 1024,
    cors: { origin: options.allowedOrigins.includes('*') ? true : options.allowedOrigins },
    // cors only shapes response headers; the handshake is refused here, and guardEveryOrigin below checks
    // every later request and upgrade of the session too.
    allowRequest: (req, callback) => {
      if (!isOriginAllowed(options.allowedOrigins, requestOrigin(req))) return callback('Origin not allowed', false);
      const addressKey = addressKeys.key(clientAddress(req, options.trustProxy ?? null));
      if (!connections.admit(addressKey)) return callback(CHAT_ERRORS.tooManyConnections, false);
      admitted.set(req, addressKey);
      callback(null, true);
    },
    connectionStateRecovery: {
      maxDisconnectionDuration: recoveryWindowMs,
      skipMiddlewares: true,
    },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            onlyPlaintext: true,
            blockTimeInMs: 1000,
            streamName: `${prefix}socket.io`,
            channelPrefix: `${prefix}socket.io`,
            sessionKeyPrefix: `${prefix}session:`,
          }),
        }
      : {}),
  });

  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SECURITY_HEADERS));
  io.engine.on('connection', (raw: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
    const addressKey = admitted.get(raw.request);
    if (addressKey !== undefined) raw.once('close', () => connections.release(addressKey));
  });

  const ctx: ChatContext = {
    io,
    clock,
    identities: redis ? new RedisIdentityStore(redis, prefix) : new MemoryIdentityStore(),
    presence: redis ? new RedisPresenceStore(redis, prefix) : new MemoryPresenceStore(),
    rooms: redis ? new RedisRoomStore(redis, prefix, recoveryWindowMs) : new MemoryRoomStore(clock, recoveryWindowMs),
    roomTtlMs: CHAT_ROOM_TTL_MS,
    historyLimit: CHAT_HISTORY_LIMIT,
  };
  const services: Services = {
    presence: new PresenceService(ctx, options.presenceBatchMs),
    rooms: new RoomService(ctx, options.noticeBatchMs),
    messages: new MessageService(ctx),
  };
  const limiters = createLimiters(options.rateLimits ?? DEFAULT_RATE_LIMITS, redis, prefix);

  http.on(
    'request',
    createHttpHandler({
      allowList: options.allowedOrigins,
      onlineCount: () => ctx.presence.count(),
      isShuttingDown: () => shuttingDown,
    }),
  );
  guardEveryOrigin(http, options.allowedOrigins);

  const inflight = new Set<Promise<unknown>>();
  const track = (task: Promise<unknown>) => {
    inflight.add(task);
    void task.finally(() => inflight.delete(task));
  };

  io.on('connection', (socket) => {
    // A recovered socket keeps its data; a new one takes the key its handshake was admitted under.
    socket.data.addressKey ??= admitted.get(socket.conn.request) ?? addressKeys.key(socket.handshake.address);
    registerHandlers(socket, services, limiters, track);
    if (socket.recovered) {
      restoreRecovered(socket, services, (roomId, clientId) => ctx.rooms.addParticipant(roomId, clientId)).catch(
        (error: unknown) => console.error('[chat-server] restoring a recovered connection failed:', error),
      );
    }
  });

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<unknown>) => {
    if (ms > 0)
      timers.push(
        setInterval(
          () => task().catch((error: unknown) => console.error('[chat-server] periodic task failed:', error)),
          ms,
        ).unref(),
      );
  };
  every(options.presenceTickMs ?? PRESENCE_REFRESH_MS, () => services.presence.tick());
  every(options.roomSweepMs ?? 30_000, () => services.rooms.sweepExpired());

  return {
    http,
    io,
    services,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => resolve((http.address() as AddressInfo).port));
      }),
    tickPresence: () => services.presence.tick(),
    sweepRooms: () => services.rooms.sweepExpired(),
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      timers.forEach(clearInterval);
      // Closes every socket (clients reconnect elsewhere) and the HTTP server.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // Disconnect clean-ups (presence, "left" notices) finish before the store goes away.
      await Promise.allSettled([...inflight]);
      await services.rooms.flushAllNotices();
      services.presence.dispose();
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}
