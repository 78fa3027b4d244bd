/**
 * A DOUBLE OF THE HOSTED SUPABASE SERVICE, for tests only.
 *
 * A hosted Supabase project (PostgREST + Realtime) is the one boundary that
 * cannot exist in this environment, so this local HTTP + WebSocket server
 * answers the few requests the Supabase data client makes, in the wire
 * formats of PostgREST and of the Realtime Phoenix protocol (vsn 2.0.0), and
 * records every request so that tests can check their exact shape. The real
 * @supabase/supabase-js talks to it unchanged. The SQL behind these answers
 * (grants, RLS, the tip function) is tested on a real PostgreSQL in
 * api/test/supabase/.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { ILLNESS_TYPES } from '@healthwatch/contracts';

export type Row = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** What the double does with the next channel joins. */
export type JoinBehaviour = 'ok' | 'error' | 'no-reply';

export type FunctionAnswer =
  | { kind: 'ok'; body: unknown }
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'relay' };

export interface RealtimeFrame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * The columns the anon role may select (api/migrations/1122): Realtime sends a
 * role only these, and PostgREST refuses a select of any other.
 */
const REPORT_COLUMN_TYPES: Record<string, string> = {
  id: 'int8',
  country: 'text',
  symptoms: '_text',
  illness_type: 'text',
  severity: 'text',
  report_day: 'date',
  cell_latitude: 'float8',
  cell_longitude: 'float8',
};
const cell = (v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : null);
/** The row as the anon role sees it: the public columns only. */
const publicColumns = (row: Row): Row =>
  Object.fromEntries(Object.keys(REPORT_COLUMN_TYPES).map((name) => [name, row[name] ?? null]));

/** A PostgreSQL text[] literal as PostgREST receives it in `ov.{...}`. */
function parseArrayLiteral(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const m of inner.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim());
  return out;
}

/** PostgREST's `col=op.value` filters, the few operators the client uses. */
function matches(row: Row, column: string, filter: string): boolean {
  const dot = filter.indexOf('.');
  const op = filter.slice(0, dot);
  const value = filter.slice(dot + 1);
  const cell = row[column];
  switch (op) {
    case 'eq':
      return String(cell) === value;
    case 'lt':
      return column === 'id' ? Number(cell) < Number(value) : String(cell) < value;
    case 'ov': {
      const wanted = parseArrayLiteral(value);
      return Array.isArray(cell) && cell.some((c) => wanted.includes(String(c)));
    }
    default:
      throw new Error(`filter ${op} is not answered by the double`);
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset']);

function select(rows: Row[], query: URLSearchParams): Row[] {
  let out = rows.filter((row) => [...query.entries()].every(([k, v]) => RESERVED.has(k) || matches(row, k, v)));
  const order = query.get('order');
  if (order) {
    const keys = order.split(',').map((part) => part.split('.') as [string, string]);
    out = [...out].sort((a, b) => {
      for (const [col, dir] of keys) {
        const x = a[col];
        const y = b[col];
        const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        if (cmp !== 0) return dir === 'desc' ? -cmp : cmp;
      }
      return 0;
    });
  }
  const limit = query.get('limit');
  if (limit) out = out.slice(0, Number(limit));
  const columns = query.get('select');
  if (columns && columns !== '*') {
    const names = columns.split(',');
    out = out.map((row) => Object.fromEntries(names.map((n) => [n, row[n] ?? null])));
  }
  return out;
}

export class HostedSupabaseDouble {
  readonly requests: RecordedRequest[] = [];
  /** Every Realtime frame a client sent, in order. */
  readonly frames: RealtimeFrame[] = [];
  reports: Row[] = [];
  tips: Row[] = [];
  /** Rows of health_tip_translations (tip_id, locale, content); null = not readable (a project before migration 1020). */
  tipTranslations: Row[] | null = [];
  /** Answer of the tip function; null = answer with a PostgREST error. */
  tipFunctionAnswer: Row[] | null = [];
  joinBehaviour: JoinBehaviour = 'ok';
  /** When set, REST calls answer this status with a PostgREST error body. */
  restFailure: number | null = null;
  functionAnswer: FunctionAnswer = { kind: 'ok', body: {} };
  /**
   * Answers POST /rest/v1/rpc/submit_report when set (e.g. by calling the
   * real function on PostgreSQL as anon); otherwise the double stores the
   * report unplaced, refusing an unknown illness type as the function does.
   */
  submitReport: ((args: Row) => Promise<{ status: number; body: unknown }>) | null = null;
  private nextId = 1000;
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private readonly wss = new WebSocketServer({ noServer: true });
  /** Joined channel topic -> the socket and join ref of its member. */
  private readonly joined = new Map<string, { socket: WebSocket; joinRef: string | null }>();
  private readonly sockets = new Set<WebSocket>();
  private joinWaiters: (() => void)[] = [];

  static async start(): Promise<HostedSupabaseDouble> {
    const double = new HostedSupabaseDouble();
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  private constructor() {
    this.server.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/realtime/v1/websocket')) {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Inserts a report row as PostgreSQL would (id, created_at) and returns it. */
  addReport(row: Row): Row {
    const full: Row = {
      id: this.nextId++,
      nickname: null,
      pin_code: '00000',
      illness_type: 'unknown',
      severity: 'mild',
      created_at: new Date(Date.UTC(2026, 0, 1) + this.nextId * 1000).toISOString(),
      latitude: null,
      longitude: null,
      city: null,
      state: null,
      ...row,
    };
    // The stored generated columns (api/migrations/1122).
    full.report_day = String(full.created_at).slice(0, 10);
    full.cell_latitude = cell(full.latitude);
    full.cell_longitude = cell(full.longitude);
    this.reports.push(full);
    return full;
  }

  // ---- REST (PostgREST) ----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    res.setHeader('Access-Control-Allow-Origin', '*');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(payload));
    };
    const single = String(req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
    const rows = (list: Row[]): void => {
      if (!single) send(200, list);
      else if (list.length !== 1)
        send(406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' });
      else send(200, list[0]);
    };

    if (url.pathname.startsWith('/functions/v1/')) {
      const a = this.functionAnswer;
      if (a.kind === 'relay') return send(502, { error: 'relay' }, { 'x-relay-error': 'true' });
      if (a.kind === 'http') return send(a.status, a.body);
      return send(200, a.body);
    }
    if (this.restFailure !== null)
      return send(this.restFailure, {
        code: 'XX000',
        message: 'failure asked for by the test',
        details: null,
        hint: null,
      });

    if (url.pathname === '/rest/v1/symptom_reports' && req.method === 'GET') {
      // As PostgreSQL's column grants to anon: naming (selecting, filtering, ordering) any other column is refused.
      const named = [
        ...(url.searchParams.get('select') ?? '*').split(','),
        ...[...url.searchParams.keys()].filter((k) => !RESERVED.has(k)),
        ...(url.searchParams.get('order') ?? '')
          .split(',')
          .filter(Boolean)
          .map((o) => o.split('.')[0]!),
      ];
      const denied = named.find((n) => !(n in REPORT_COLUMN_TYPES));
      if (denied)
        return send(401, {
          code: '42501',
          message: `permission denied for table symptom_reports (column ${denied})`,
          details: null,
          hint: null,
        });
      return rows(select(this.reports.map(publicColumns), url.searchParams));
    }
    if (url.pathname === '/rest/v1/symptom_reports' && req.method === 'POST') {
      const input = (Array.isArray(body) ? body : [body]) as Row[];
      for (const row of input) {
        if (!(ILLNESS_TYPES as readonly string[]).includes(String(row.illness_type))) {
          return send(400, {
            code: '23514',
            message: 'new row for relation "symptom_reports" violates check constraint',
            details: null,
            hint: null,
          });
        }
        if ('nickname' in row)
          return send(403, {
            code: '42501',
            message: 'new row violates row-level security policy',
            details: null,
            hint: null,
          });
      }
      const created = input.map((row) => this.addReport(row));
      const onlySelected = select(created, new URLSearchParams({ select: url.searchParams.get('select') ?? '*' }));
      return single ? rows(onlySelected) : send(201, onlySelected);
    }
    if (url.pathname === '/rest/v1/rpc/submit_report' && req.method === 'POST') {
      const args = (body ?? {}) as Row;
      if (this.submitReport) {
        const answer = await this.submitReport(args);
        return send(answer.status, answer.body);
      }
      if (!(ILLNESS_TYPES as readonly string[]).includes(String(args.illness_type)))
        return send(400, { code: 'PT400', message: 'illness_type must be one of …', details: null, hint: null });
      const { client_key: _key, ...row } = args;
      return send(200, this.addReport(row));
    }
    if (url.pathname === '/rest/v1/health_tips' && (req.method === 'GET' || req.method === 'HEAD')) {
      const found = select(this.tips, url.searchParams);
      const count = String(req.headers.prefer ?? '').includes('count=exact')
        ? `*/${this.tips.length}`
        : `0-${found.length - 1}/*`;
      return send(200, found, { 'Content-Range': count });
    }
    if (url.pathname === '/rest/v1/health_tip_translations' && req.method === 'GET') {
      if (this.tipTranslations === null)
        return send(401, {
          code: '42501',
          message: 'permission denied for table health_tip_translations',
          details: null,
          hint: null,
        });
      return send(200, select(this.tipTranslations, url.searchParams));
    }
    if (url.pathname === '/rest/v1/rpc/get_health_tip_by_symptoms_and_location' && req.method === 'POST') {
      if (this.tipFunctionAnswer === null)
        return send(404, { code: 'PGRST202', message: 'Could not find the function', details: null, hint: null });
      return send(200, this.tipFunctionAnswer);
    }
    send(404, {
      code: 'PGRST205',
      message: `no route ${req.method} ${url.pathname} in the double`,
      details: null,
      hint: null,
    });
  }

  // ---- Realtime (Phoenix protocol, vsn 2.0.0: [join_ref, ref, topic, event, payload]) ----

  private onSocket(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      for (const [topic, member] of this.joined) if (member.socket === ws) this.joined.delete(topic);
    });
    ws.on('message', (data) => {
      const [joinRef, ref, topic, event, payload] = JSON.parse(String(data)) as [
        string | null,
        string | null,
        string,
        string,
        Record<string, unknown>,
      ];
      this.frames.push({ joinRef, ref, topic, event, payload });
      const reply = (status: string, response: Record<string, unknown>): void =>
        ws.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status, response }]));
      if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
      if (event === 'phx_leave') {
        this.joined.delete(topic);
        return reply('ok', {});
      }
      if (event !== 'phx_join') return;
      if (this.joinBehaviour === 'no-reply') return this.notifyJoin();
      if (this.joinBehaviour === 'error') {
        reply('error', { reason: 'join refused by the test' });
        return this.notifyJoin();
      }
      const config = (payload.config ?? {}) as { postgres_changes?: Record<string, unknown>[] };
      const changes = (config.postgres_changes ?? []).map((filter, i) => ({ ...filter, id: 7000 + i }));
      this.joined.set(topic, { socket: ws, joinRef });
      reply('ok', { postgres_changes: changes });
      this.notifyJoin();
    });
  }

  private notifyJoin(): void {
    const waiters = this.joinWaiters;
    this.joinWaiters = [];
    for (const w of waiters) w();
  }

  /** Resolves at the next phx_join the double receives (answered or not). */
  nextJoin(): Promise<void> {
    return new Promise((resolve) => this.joinWaiters.push(resolve));
  }

  joinCount(): number {
    return this.frames.filter((f) => f.event === 'phx_join').length;
  }

  /** Stores the row and sends Realtime's postgres_changes INSERT to the joined channel. */
  broadcastInsert(topic: string, row: Row): Row {
    const stored = this.addReport(row);
    this.broadcast(topic, 'INSERT', publicColumns(stored));
    return stored;
  }

  broadcastUpdate(topic: string, row: Row): void {
    this.broadcast(topic, 'UPDATE', row);
  }

  private broadcast(topic: string, type: 'INSERT' | 'UPDATE', record: Row): void {
    const member = this.joined.get(topic);
    if (!member) throw new Error(`nobody joined ${topic}`);
    const columns = Object.entries(REPORT_COLUMN_TYPES).map(([name, t]) => ({ name, type: t }));
    const ids = type === 'INSERT' ? [7000] : [7001];
    member.socket.send(
      JSON.stringify([
        null,
        null,
        topic,
        'postgres_changes',
        {
          ids,
          data: {
            schema: 'public',
            table: 'symptom_reports',
            commit_timestamp: new Date().toISOString(),
            type,
            columns,
            record,
            errors: null,
            ...(type === 'UPDATE' ? { old_record: { id: record.id } } : {}),
          },
        },
      ]),
    );
  }

  /** The server closes the channel (phx_close), as Realtime does when it drops a subscription. */
  closeChannel(topic: string): void {
    const member = this.joined.get(topic);
    if (!member) throw new Error(`nobody joined ${topic}`);
    this.joined.delete(topic);
    member.socket.send(JSON.stringify([member.joinRef, null, topic, 'phx_close', {}]));
  }

  isJoined(topic: string): boolean {
    return this.joined.has(topic);
  }

  /** Cuts every Realtime socket, as a network drop would. */
  async dropSockets(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.joined.clear();
  }

  async stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
