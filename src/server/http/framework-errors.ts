import http from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@domain/contracts/common";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { securityHeaders } from "./security-headers";

const MESSAGES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: "bad_request", message: "Endereço inválido." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "bad_request", message: "Endereço longo demais." },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: "bad_request", message: "Requisição inválida." },
};

/**
 * Answers for the errors Fastify and Node give before routing or hooks (a bad URL, an over-long
 * parameter, an unparseable request line or Content-Length, huge headers): by default they leave
 * in English without the security headers. Spread into Fastify's options.
 */
export function frameworkErrorOptions(https: boolean) {
  const headers = securityHeaders(https);
  return {
    frameworkErrors: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      const known = MESSAGES[error.code] ?? MESSAGES.FST_ERR_BAD_URL!;
      return reply
        .status(known.status)
        .headers({ ...headers, "cache-control": "no-store" })
        .send({ code: known.code, message: known.message });
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const [status, message] =
        error.code === "HPE_HEADER_OVERFLOW"
          ? [431, "Cabeçalhos da requisição grandes demais."]
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? [408, "A requisição demorou demais."]
            : [400, "Requisição malformada."];
      const body = JSON.stringify({ code: "bad_request", message });
      const lines = Object.entries({
        ...headers,
        "cache-control": "no-store",
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      }).map(([name, value]) => `${name}: ${value}`);
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  };
}
