// A receiving client that speaks the Engine.IO v4 / Socket.IO v5 wire protocol directly over a WebSocket and
// never JSON-parses broadcasts: on one machine, thousands of full socket.io-clients saturate long before the
// server does, which would measure the load generator instead of the servers.
import WebSocket from 'ws';

const OPEN = '0';
const PING = '2';
const PONG = '3';
const MESSAGE = '4';
const CONNECT = '0';
const EVENT = '2';
const ACK = '3';

export class RawReceiver {
  private nextAckId = 0;
  private readonly pendingAcks = new Map<number, (payload: unknown) => void>();
  /** Called with the raw text of every broadcast event frame (`42[...]`). */
  onEvent: (frame: string) => void = () => undefined;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: WebSocket.RawData) => this.onFrame(data.toString()));
  }

  static connect(baseUrl: string): Promise<RawReceiver> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const receiver = new RawReceiver(ws);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      const onFirst = (data: WebSocket.RawData) => {
        const frame = data.toString();
        if (frame.startsWith(OPEN)) {
          ws.send(MESSAGE + CONNECT);
        } else if (frame.startsWith(MESSAGE + CONNECT)) {
          ws.off('message', onFirst);
          resolve(receiver);
        } else if (frame.startsWith(`${MESSAGE}4`)) {
          reject(new Error(`connect refused: ${frame}`));
        }
      };
      ws.on('message', onFirst);
    });
  }

  emitWithAck(event: string, payload: unknown, timeoutMs = 60_000): Promise<unknown> {
    const id = this.nextAckId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingAcks.delete(id);
        reject(new Error(`${event}: no acknowledgement`));
      }, timeoutMs);
      this.pendingAcks.set(id, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
      this.ws.send(`${MESSAGE}${EVENT}${id}${JSON.stringify([event, payload])}`);
    });
  }

  emit(event: string, payload: unknown): void {
    this.ws.send(`${MESSAGE}${EVENT}${JSON.stringify([event, payload])}`);
  }

  close(): void {
    this.ws.close();
  }

  private onFrame(frame: string): void {
    if (frame === PING) {
      this.ws.send(PONG);
      return;
    }
    if (frame.startsWith(MESSAGE + EVENT)) {
      this.onEvent(frame);
      return;
    }
    if (frame.startsWith(MESSAGE + ACK)) {
      const bracket = frame.indexOf('[');
      const id = Number(frame.slice(2, bracket));
      const resolve = this.pendingAcks.get(id);
      if (!resolve) return;
      this.pendingAcks.delete(id);
      const [payload] = JSON.parse(frame.slice(bracket)) as [unknown];
      resolve(payload);
    }
  }
}
