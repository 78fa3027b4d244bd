import { cleanup, startServer } from './helpers/chat-harness';

afterEach(cleanup);

describe('security headers', () => {
  it('are sent on the plain HTTP routes and on socket.io polling responses, with the CORS allow-list', async () => {
    const server = await startServer({ allowedOrigins: ['http://allowed.test'] });
    const health = await fetch(`${server.url}/healthz`, { headers: { Origin: 'http://allowed.test' } });
    const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Origin: 'http://allowed.test' },
    });
    for (const response of [health, handshake]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
    }
    const denied = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Origin: 'http://evil.test' },
    });
    expect(denied.status).toBe(403);
  });
});
