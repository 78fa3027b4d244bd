/**
 * A local stand-in for a browser vendor's push service (FCM, Mozilla autopush,
 * Apple, WNS): those cannot be reached from this machine, so this is the one
 * boundary the push tests replace. It plays both of the service's ends the way
 * they work: it checks the application server's VAPID signature (RFC 8292),
 * and, holding the subscription's private key as the browser would, decrypts
 * the aes128gcm message (RFC 8291) before handing it on.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// http_ece ships no types; this is the part used here.
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

export interface BrowserKeys {
  /** What PushSubscription.toJSON().keys gives the page. */
  json: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
}

/** A key pair and auth secret as a browser makes them for a subscription. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, ecdh, auth };
}

export interface Delivery {
  id: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted message. */
  text: string;
  /** The VAPID public key (k=) the request was signed with. */
  vapidKey: string;
}

export interface PushServiceStandIn {
  url: string;
  /** PEM of the service's self-signed certificate: trust it (an https.Agent's ca, or NODE_EXTRA_CA_CERTS). */
  caFile: string;
  ca: string;
  /** A new subscription endpoint on this service. */
  endpoint(id: string, keys: BrowserKeys): string;
  deliveries: Delivery[];
  /** Answer 410 Gone for this endpoint id from now on (the browser unsubscribed). */
  gone(id: string): void;
  /** Never answer this endpoint id (a push service that hangs): the request stays open until close(). */
  hang(id: string): void;
  /** Answer 500 for this endpoint id from now on (a push service failing). */
  fail(id: string): void;
  onDelivery?: (d: Delivery) => void;
  close(): Promise<void>;
}

function checkVapid(header: string | undefined, audience: string): string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud} is not ${audience}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error('VAPID exp');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return k;
}

export interface StandInTls {
  key: string;
  cert: string;
  /** The certificate as a file, for NODE_EXTRA_CA_CERTS of the process that sends. */
  certFile: string;
}

/** Push services speak HTTPS only (web-push sends nothing else): a certificate for 127.0.0.1, made by openssl. */
export function selfSignedCertificate(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-stand-in-'))): StandInTls {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

export async function startPushServiceStandIn(tls: StandInTls = selfSignedCertificate()): Promise<PushServiceStandIn> {
  const keys = new Map<string, BrowserKeys>();
  const goneIds = new Set<string>();
  const hungIds = new Set<string>();
  const failingIds = new Set<string>();
  const deliveries: Delivery[] = [];
  let base = '';
  const standIn: PushServiceStandIn = {
    url: '',
    caFile: tls.certFile,
    ca: tls.cert,
    deliveries,
    endpoint(id, k) {
      keys.set(id, k);
      return `${base}/push/${id}`;
    },
    gone(id) {
      goneIds.add(id);
    },
    hang(id) {
      hungIds.add(id);
    },
    fail(id) {
      failingIds.add(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const k = id ? keys.get(id) : undefined;
      if (id && hungIds.has(id)) return;
      if (id && failingIds.has(id)) {
        res.writeHead(500).end();
        return;
      }
      if (!id || !k || goneIds.has(id)) {
        res.writeHead(410).end();
        return;
      }
      try {
        const vapidKey = checkVapid(req.headers.authorization, base);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL');
        const text = ece
          .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: k.ecdh, authSecret: k.auth })
          .toString('utf8');
        const d = { id, headers: req.headers, text, vapidKey };
        deliveries.push(d);
        standIn.onDelivery?.(d);
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end(String((err as Error).message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = base;
  return standIn;
}
