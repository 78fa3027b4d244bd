import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChatServerProcess {
  url: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');

/** Starts the real chat-server (as `npm start -w chat-server` would) on a free port. */
export function startChatServer(env: Record<string, string> = {}): Promise<ChatServerProcess> {
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(ROOT, 'chat-server'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CORS_ORIGINS: 'http://localhost',
      REDIS_URL: '',
      // Every test visitor comes from the one loopback address, which stands for many visitors' networks.
      CHAT_MESSAGES_PER_ADDRESS: '1000',
      // The tests of one file share the page's client id; each test's own connection keeps its budget.
      CHAT_MESSAGES_PER_IDENTITY: '1000',
      CHAT_JOINS_PER_ADDRESS: '1000',
      CHAT_CONNECTIONS_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`chat-server did not start: ${output}`));
    }, 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chat-server exited with ${code}: ${output}`));
    });
  });
}

/** A port nothing listens on, for the unreachable-server cases. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';
