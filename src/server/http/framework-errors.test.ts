import net from "node:net";
import { buildApp } from "@server/app";
import { setupTestApp } from "@server/test/app";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let https: FastifyInstance;
let port: number;

beforeAll(async () => {
  https = await buildApp({
    db: t.db,
    sessionSecret: "test-secret-0123456789abcdef0123456789",
    publicUrl: "https://acolher.example",
  });
  await https.listen({ port: 0, host: "127.0.0.1" });
  port = (https.server.address() as net.AddressInfo).port;
});
afterAll(async () => https?.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends bytes as they are (no client library would send these) and parses the answer. */
function raw(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(":");
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      try {
        resolve({ status: Number(statusLine.split(" ")[1]), headers, body: JSON.parse(body) });
      } catch (error) {
        reject(new Error(`not JSON: ${text.slice(0, 300)} (${error})`));
      }
    });
  });
}

const get = (path: string, extra = "") =>
  `GET ${path} HTTP/1.1\r\nHost: acolher.example\r\n${extra}Connection: close\r\n\r\n`;

function expectHardened(res: RawResponse) {
  expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["cache-control"]).toBe("no-store");
}

describe("every answer, Fastify's and Node's own errors included, has the headers and Portuguese", () => {
  it.each([
    [
      "an over-long path parameter",
      get(`/api/professionals/${"x".repeat(3000)}`),
      414,
      "Endereço longo demais.",
    ],
    ["a URL that can't be decoded", get("/api/%zz"), 400, "Endereço inválido."],
    [
      "a malformed Content-Length",
      "POST /api/auth/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\nConnection: close\r\n\r\n",
      400,
      "Requisição malformada.",
    ],
    [
      "huge headers",
      get("/api/auth/user", `X-Big: ${"y".repeat(20000)}\r\n`),
      431,
      "Cabeçalhos da requisição grandes demais.",
    ],
    ["an unknown route", get("/api/nada"), 404, "Rota não encontrada."],
    ["a signed-out read", get("/api/auth/user"), 401, "Você precisa entrar para continuar."],
  ])("%s", async (_name, request, status, message) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect((res.body as { message: string }).message).toBe(message);
    expect((res.body as { code: string }).code).toMatch(/^[a-z_]+$/);
    expectHardened(res);
  });

  it("sends HSTS only when PUBLIC_URL is https", async () => {
    const res = await t.app.inject({ url: "/api/auth/user" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});
