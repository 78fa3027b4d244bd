// Plain node:http clients: a request can leave from any loopback address (127.0.0.0/8), so one test
// machine can act as many visitors, each with its own rate-limit budget.
import http from 'node:http';

/**
 * @param {string} url
 * @param {{ method?: string, body?: unknown, rawBody?: string, headers?: Record<string,string>, from?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string, json: () => any }>}
 */
export function request(url, options = {}) {
  const u = new URL(url);
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The last upstream nginx tried for a response (its X-Upstream header). */
export function upstreamOf(headers) {
  const value = headers['x-upstream'];
  return typeof value === 'string' ? value.split(',').pop().trim() : null;
}

/**
 * An EventSource-like reader of the API's live feed that reconnects at once when its stream ends,
 * sending the last id it saw as Last-Event-ID, as a browser's EventSource does (without its delay).
 */
export class FeedListener {
  /** @param {string} url the stream's URL  @param {{ from?: string }} [options] */
  constructor(url, options = {}) {
    this.url = url;
    this.from = options.from;
    /** @type {string[]} report ids in the order received */
    this.ids = [];
    this.seen = new Set();
    /** @type {{ upstream: string | null, status: number, lastEventId: string | null }[]} */
    this.connections = [];
    this.lastId = null;
    this.stopped = false;
    this.req = null;
    /** @type {((id: string) => void)[]} */
    this.waiters = [];
  }

  start() {
    return new Promise((resolve, reject) => this.connect(resolve, reject));
  }

  connect(onOpen, onFail) {
    if (this.stopped) return;
    const u = new URL(this.url);
    const lastEventId = this.lastId;
    const req = http.get(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        localAddress: this.from,
        agent: false,
        headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      },
      (res) => {
        this.connections.push({ upstream: upstreamOf(res.headers), status: res.statusCode ?? 0, lastEventId });
        if (res.statusCode !== 200) {
          res.resume();
          onFail?.(new Error(`live feed answered ${res.statusCode}`));
          this.retry();
          return;
        }
        onOpen?.();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            this.onEvent(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('close', () => this.retry());
        res.on('error', () => undefined);
      },
    );
    req.on('error', (err) => {
      onFail?.(err);
      this.retry();
    });
    this.req = req;
  }

  retry() {
    if (this.stopped || this.retrying) return;
    this.retrying = true;
    setTimeout(() => {
      this.retrying = false;
      this.connect();
    }, 50);
  }

  onEvent(block) {
    let id = null;
    let event = 'message';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
    }
    if (event !== 'report' || id === null) return;
    this.lastId = id;
    if (!this.seen.has(id)) {
      this.seen.add(id);
      this.ids.push(id);
    }
    for (const waiter of this.waiters.splice(0)) waiter(id);
  }

  /** Resolves once every id has been received (rejects after timeoutMs with the missing ones). */
  async waitForAll(ids, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const missing = ids.filter((id) => !this.seen.has(id));
      if (missing.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(`live feed missed ${missing.length} report(s): ${missing.slice(0, 10)}`);
      await new Promise((resolve) => {
        const t = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  stop() {
    this.stopped = true;
    this.req?.destroy();
  }
}

/** A valid report for the API's fixture gazetteer. */
export function report(i = 0) {
  const places = [
    ['IN', '400001'],
    ['IN', '110001'],
    ['US', '10001'],
  ];
  const [country, pinCode] = places[i % places.length];
  return {
    country,
    pinCode,
    symptoms: ['Fever', 'Cough'],
    illnessType: ['flu', 'dengue', 'covid'][i % 3],
    severity: ['mild', 'moderate', 'severe'][i % 3],
  };
}
