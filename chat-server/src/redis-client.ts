import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** Every key the chat server writes starts with this by default, so it can share a Redis with others. */
export const DEFAULT_KEY_PREFIX = 'hw:chat:';

export async function connectRedis(url: string): Promise<RedisClient> {
  const client = createClient({ url });
  client.on('error', (error: Error) => console.error(`[chat-server] redis: ${error.message}`));
  await client.connect();
  return client;
}
