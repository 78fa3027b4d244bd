import { suiteFromEnv } from '@healthwatch/contracts/runtime/suite-file';
import { optionsFromEnv } from './config';
import { createChatServer } from './create-chat-server';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? suiteFromEnv().services.chatServer?.port ?? 4001);
  const options = optionsFromEnv();
  const { allowedOrigins, redisUrl } = options;
  const server = await createChatServer(options);
  const bound = await server.listen(port, process.env.HOST);
  console.log(
    `[chat-server] listening on ${bound} (${redisUrl ? 'redis' : 'in-memory'} state; origins: ${allowedOrigins.join(', ')})`,
  );

  const shutdown = (signal: string) => {
    console.log(`[chat-server] ${signal}: closing connections`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server
      .close()
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[chat-server] failed to start:', error);
  process.exit(1);
});
