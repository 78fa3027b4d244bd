// Starts real processes on loopback: API servers and chat-servers (tsx, as `npm start` does) on one
// PostgreSQL database made for the run and one Redis key prefix, and nginx in front of them with a
// config generated into a temporary directory. Everything is stopped and the database dropped by stop().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresBin, startReplica } from './replica.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const APP_ORIGIN = 'http://localhost:3000';
/** The API's hand-written test gazetteer: small, so start-up and the area passes stay cheap. */
const FIXTURE_GEODATA = path.join(ROOT, 'api/test/fixtures/geodata');

/** What the topology needs and is missing here (empty: it can run). */
export function missingServices(env = process.env) {
  const missing = [];
  if (!env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL (PostgreSQL)');
  if (!env.TEST_REDIS_URL) missing.push('TEST_REDIS_URL (Redis)');
  if (!fs.existsSync(NGINX)) missing.push(`nginx at ${NGINX}`);
  if (!postgresBin()) missing.push('PostgreSQL server binaries (a streaming replica)');
  return missing;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, child, timeoutMs, name) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited during start-up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} not ready at ${url} within ${timeoutMs} ms`);
}

function startProcess(name, cwd, args, env, logDir) {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function nginxConfig({ dir, port, apiPorts, chatPorts }) {
  const servers = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n');
  const forwarded = `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Host $host;
      add_header X-Upstream $upstream_addr always;`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstreams '$request_uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  upstream api {
${servers(apiPorts)}
    keepalive 32;
  }
  upstream chat {
${servers(chatPorts)}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64k;
    location /socket.io/ {
      # WebSocket only (the clients skip long-polling), so no sticky sessions are needed.
      proxy_pass http://chat;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      ${forwarded}
    }
    location /api/reports/stream {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_buffering off;
      proxy_read_timeout 1h;
      ${forwarded}
    }
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      # A request never sent to a dead upstream goes to the next; a POST already sent is not resent (502).
      proxy_next_upstream error timeout;
      ${forwarded}
    }
  }
}
`;
}

/**
 * @param {object} options
 * @param {string} options.databaseUrl an existing PostgreSQL database to create the run's database from
 * @param {string} [options.redisUrl] shared state of the APIs and chat-servers (without it, each process keeps its own)
 * @param {number} [options.apis] API processes (2)
 * @param {number} [options.chats] chat-server processes (2)
 * @param {boolean} [options.nginx] start nginx in front (true)
 * @param {Record<string,string>} [options.apiEnv] extra API environment
 * @param {Record<string,string>} [options.chatEnv] extra chat-server environment
 */
export async function startTopology(options) {
  const { databaseUrl, redisUrl, apis = 2, chats = 2, apiEnv = {}, chatEnv = {}, replica = false } = options;
  const id = randomBytes(5).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-scale-out-'));
  // nginx's workers may run as another user (when started as root) and write their temp files here.
  fs.chmodSync(dir, 0o755);
  const dbName = `hw_scale_${id}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const runDatabaseUrl = withDatabase(databaseUrl, dbName);
  const prefix = `hw-scale-${id}:`;
  // The read replica streams the whole server; the APIs read their database on it (DATABASE_READ_URL).
  const standby = replica ? startReplica(databaseUrl, await freePort()) : null;
  const replicaEnv = standby
    ? { DATABASE_READ_URL: standby.urlFor(runDatabaseUrl), READ_REPLICA_MAX_LAG_MS: '5000' }
    : {};

  const children = [];
  const topology = {
    dir,
    databaseUrl: runDatabaseUrl,
    redisPrefix: prefix,
    /** @type {{ url: string, port: number, child: import('node:child_process').ChildProcess }[]} */
    apis: [],
    /** @type {{ url: string, port: number, child: import('node:child_process').ChildProcess }[]} */
    chats: [],
    /** nginx's address, when started */
    url: '',
    /** The streaming replica the APIs read from, when asked for. */
    replica: standby,
    async stop() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const t = setTimeout(() => {
                child.kill('SIGKILL');
                resolve();
              }, 10_000);
              child.once('exit', () => {
                clearTimeout(t);
                resolve();
              });
            }),
        ),
      );
      standby?.stop('fast', true);
      const drop = new pg.Client({ connectionString: databaseUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await drop.end();
      if (!process.env.SCALE_OUT_KEEP_LOGS) fs.rmSync(dir, { recursive: true, force: true });
    },
    /** The log of one process (api-0, chat-1, nginx-error, access). */
    log(name) {
      const file = path.join(dir, name.endsWith('.log') ? name : `${name}.log`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
  };

  try {
    const common = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() };
    // One after the other: the first applies the migrations, the second finds them applied.
    for (let i = 0; i < apis; i++) {
      const port = await freePort();
      const child = startProcess(
        `api-${i}`,
        path.join(ROOT, 'api'),
        ['--import', 'tsx', 'src/server.ts'],
        {
          ...common,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: runDatabaseUrl,
          ...replicaEnv,
          ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}api:` } : {}),
          GEODATA_DIR: FIXTURE_GEODATA,
          CORS_ORIGINS: APP_ORIGIN,
          // nginx (and test clients) are on loopback: X-Forwarded-For from there names the client.
          TRUST_PROXY: 'loopback',
          CONNECTIONS_PER_ADDRESS: '0',
          LOG_LEVEL: 'warn',
          ...apiEnv,
        },
        dir,
      );
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/readyz`, child, 90_000, `api-${i}`);
      topology.apis.push({ url, port, child });
    }
    for (let i = 0; i < chats; i++) {
      const port = await freePort();
      const child = startProcess(
        `chat-${i}`,
        path.join(ROOT, 'chat-server'),
        ['--import', 'tsx', 'src/server.ts'],
        {
          ...common,
          PORT: String(port),
          HOST: '127.0.0.1',
          ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${prefix}chat:` } : {}),
          CORS_ORIGINS: APP_ORIGIN,
          TRUST_PROXY: 'loopback',
          ...chatEnv,
        },
        dir,
      );
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/healthz`, child, 60_000, `chat-${i}`);
      topology.chats.push({ url, port, child });
    }
    if (options.nginx !== false) {
      const port = await freePort();
      const conf = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        conf,
        nginxConfig({
          dir,
          port,
          apiPorts: topology.apis.map((a) => a.port),
          chatPorts: topology.chats.map((c) => c.port),
        }),
      );
      const log = fs.openSync(path.join(dir, 'nginx.log'), 'a');
      const child = spawn(NGINX, ['-c', conf, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], {
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      children.push(child);
      topology.url = `http://127.0.0.1:${port}`;
      await waitFor(`${topology.url}/healthz`, child, 15_000, 'nginx');
    }
    return topology;
  } catch (err) {
    process.env.SCALE_OUT_KEEP_LOGS = '1';
    console.error(`start-up failed; logs kept in ${dir}`);
    await topology.stop().catch(() => undefined);
    throw err;
  }
}

/** Resident set size of a process in bytes (Linux /proc), or null once it has gone. */
export function rssBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}
