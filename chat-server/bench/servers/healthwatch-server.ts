// The chat server as production runs it (default per-socket and per-identity limits, in-memory state), in its
// own process. Every bench client comes from the one loopback address, so the per-address limits are lifted.
import { createChatServer } from '../../src/create-chat-server';
import { DEFAULT_RATE_LIMITS } from '../../src/protection/rate-limits';
import { reportMemoryOnRequest, type ServerReply } from '../protocol';

async function main(): Promise<void> {
  const lifted = { points: 1_000_000, durationSec: 10 };
  const server = await createChatServer({
    allowedOrigins: ['http://127.0.0.1'],
    connectionLimits: { perAddress: 100_000, total: 100_000 },
    rateLimits: {
      messages: { ...DEFAULT_RATE_LIMITS.messages, address: lifted },
      joins: { ...DEFAULT_RATE_LIMITS.joins, address: lifted },
      other: { ...DEFAULT_RATE_LIMITS.other, address: lifted },
    },
  });
  const port = await server.listen(0, '127.0.0.1');
  reportMemoryOnRequest();
  process.send?.({ type: 'ready', port } satisfies ServerReply);
}

void main();
