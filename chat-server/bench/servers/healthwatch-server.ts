// The chat server exactly as production runs it (default limits, in-memory state), in its own process.
import { createChatServer } from '../../src/create-chat-server';
import { reportMemoryOnRequest, type ServerReply } from '../protocol';

async function main(): Promise<void> {
  const server = await createChatServer({ allowedOrigins: ['http://127.0.0.1'] });
  const port = await server.listen(0, '127.0.0.1');
  reportMemoryOnRequest();
  process.send?.({ type: 'ready', port } satisfies ServerReply);
}

void main();
