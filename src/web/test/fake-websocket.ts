/**
 * jsdom would really dial a WebSocket (the live channel, /api/live) to a server that is not
 * there. Every test gets this one instead: it never opens by itself; a test opens it and
 * delivers messages (`FakeWebSocket.last()?.deliver({...})`).
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  static last = () => FakeWebSocket.instances.at(-1);

  readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  deliver(data: unknown): void {
    this.onmessage?.({ data: JSON.stringify(data) });
  }

  send(): void {}

  /** The server went away: closed, as a browser reports it. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
  }
}
