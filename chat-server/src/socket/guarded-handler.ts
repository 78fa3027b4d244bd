import type { Static, TSchema } from '@sinclair/typebox';
import type { TypeCheck } from '@sinclair/typebox/compiler';
import type { ChatAck } from '@healthwatch/contracts/chat/index';
import { ChatError, chatRefusal } from '../chat-error';
import type { LimiterKind, Limiters } from '../protection/rate-limits';
import type { ChatSocket } from './types';

type Reply = (response: ChatAck<object>) => void;

function replier(socket: ChatSocket, args: unknown[]): Reply {
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args.pop();
    return last as Reply;
  }
  // Without an acknowledgement callback the refusal still has to reach the sender somehow.
  return (response) => {
    if (!response.ok) {
      const { ok: _ok, ...refusal } = response;
      socket.emit('chat:error', refusal);
    }
  };
}

/**
 * Registers a handler that is rate limited, schema-checked and always answered with
 * `{ ok: true, ... }` or `{ ok: false, error, code, params? }`; a failure never reaches other visitors.
 */
export function onGuarded<S extends TSchema, R extends object>(
  socket: ChatSocket,
  event: string,
  validator: TypeCheck<S>,
  limits: { limiters: Limiters; kind: LimiterKind },
  handler: (payload: Static<S>) => Promise<R>,
): void {
  // The typed `on` only knows the declared names; the payload is unknown until checked below.
  (socket as unknown as { on(event: string, listener: (...args: unknown[]) => void): void }).on(
    event,
    (...args: unknown[]) => {
      const reply = replier(socket, args);
      void (async () => {
        try {
          const requester = {
            socketId: socket.id,
            clientId: socket.data.clientId,
            addressKey: socket.data.addressKey ?? socket.id,
          };
          if (!(await limits.limiters.allow(limits.kind, requester)))
            return reply({ ok: false, ...chatRefusal('rateLimited') });
          const [payload] = args;
          if (args.length !== 1 || !validator.Check(payload))
            return reply({ ok: false, error: `Invalid ${event} payload`, code: 'invalid-payload', params: { event } });
          const result = await handler(payload);
          reply({ ok: true, ...result });
        } catch (error) {
          if (error instanceof ChatError) return reply({ ok: false, ...error.refusal });
          console.error(`[chat-server] ${event} failed:`, error);
          reply({ ok: false, ...chatRefusal('internal') });
        }
      })();
    },
  );
}

/** Answers events nobody registered, instead of leaving the sender waiting for an acknowledgement. */
export function refuseUnknownEvents(socket: ChatSocket, known: ReadonlySet<string>): void {
  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (typeof event === 'string' && known.has(event)) return;
    replier(
      socket,
      args,
    )({
      ok: false,
      ...chatRefusal('unknownEvent'),
      ...(typeof event === 'string' ? { params: { event: event.slice(0, 60) } } : {}),
    });
  });
}
