import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

/** Below this many bytes an answer is sent as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const COMPRESSIBLE = /^(application\/json|text\/|application\/javascript)/;

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli, else gzip, else none;
 * a coding listed with q=0 is refused, `*` stands for any coding not listed.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

const compress: Record<Encoding, (payload: string | Buffer, size: number) => Buffer> = {
  // Quality 1: about 40 µs for a 12 KB search page (quality 4 takes twice as long for 12%
  // fewer bytes: 2.2 KB instead of 2.5 KB; docs/performance.md).
  br: (payload, size) =>
    brotliCompressSync(payload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  gzip: (payload) => gzipSync(payload, { level: 4 }),
};

/** One answer's bytes compressed as `encoding` (the public pages keep theirs: decision 0356). */
export const compressPayload = (encoding: Encoding, payload: string | Buffer): Buffer =>
  compress[encoding](payload, Buffer.byteLength(payload));

/**
 * Compresses JSON, HTML and text answers over the threshold for clients that accept it, in one
 * synchronous call per answer: a streaming compressor per response costs several times the
 * compression itself (docs/performance.md). Static assets are sent precompressed by
 * @fastify/static (`preCompressed`), as streams, and are left alone here.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!COMPRESSIBLE.test(type)) return payload;
    reply.header("vary", "accept-encoding");
    const size = Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD) return payload;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compress[encoding](payload, size);
  });
}
