/**
 * A browser's requests through the proxy, each on a connection of its own from a chosen loopback
 * address (`from`: 127.0.0.2, 127.0.0.3…, all this machine's), so each part of the test is a
 * visitor of its own network; and a WebSocket read by hand (Node 20 has no WebSocket client):
 * the upgrade, then the server's unmasked text frames.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { Socket } from "node:net";

export interface Answer {
  status: number;
  /** The machine that answered (`host:port`, nginx's $upstream_addr). */
  upstream: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

export interface CallOptions {
  method?: string;
  from: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export function call(base: string, path: string, options: CallOptions): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: options.method ?? "GET",
      localAddress: options.from,
      agent: false,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          upstream: String(res.headers["x-upstream"] ?? ""),
          headers: res.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

export interface LiveSocket {
  /** The machine the socket is held by. */
  upstream: string;
  /** Text messages received so far. */
  received: string[];
  close(): void;
}

/** Opens a WebSocket through the proxy; rejects with the status when it is not upgraded. */
export function openSocket(
  base: string,
  path: string,
  options: Omit<CallOptions, "method" | "body">,
): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      localAddress: options.from,
      agent: false,
      headers: {
        ...options.headers,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": randomBytes(16).toString("base64"),
      },
    });
    req.on("response", (res) => {
      res.resume();
      reject(new Error(`${path} was not upgraded: ${res.statusCode}`));
    });
    req.on("upgrade", (res, socket: Socket, head: Buffer) => {
      const received: string[] = [];
      let pending = head;
      const read = (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          if (pending.length < 2) return;
          const opcode = pending[0]! & 0x0f;
          let length = pending[1]! & 0x7f;
          let offset = 2;
          if (length === 126) {
            if (pending.length < 4) return;
            length = pending.readUInt16BE(2);
            offset = 4;
          } else if (length === 127) {
            if (pending.length < 10) return;
            length = Number(pending.readBigUInt64BE(2));
            offset = 10;
          }
          if (pending.length < offset + length) return;
          if (opcode === 1) received.push(pending.subarray(offset, offset + length).toString());
          pending = pending.subarray(offset + length);
        }
      };
      read(Buffer.alloc(0));
      socket.on("data", read);
      socket.on("error", () => {});
      resolve({
        upstream: String(res.headers["x-upstream"] ?? ""),
        received,
        close: () => socket.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
