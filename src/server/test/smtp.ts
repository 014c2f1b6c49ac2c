import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Senders whose connection was reset in the middle of a message (see countResets). */
  resets(): number;
  close(): Promise<void>;
}

/**
 * A sender killed in the middle of a message resets its connection: smtp-server reports that
 * as an error of the server (only outside a transaction does it stay quiet). Tests that kill
 * senders expect it, so it is counted, not left unhandled (Vitest fails a run on an unhandled
 * error; a CI run failed on a second kill's reset once the listen-time handler was used up).
 * Anything else still fails the run. Call once the server listens.
 */
export function countResets(server: SMTPServer): () => number {
  let resets = 0;
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") resets += 1;
    else throw error;
  });
  return () => resets;
}

/**
 * A real SMTP server in the test process (smtp-server), on `port` (0: any free one). Recipients
 * matching `reject` are refused with 550, as a server refuses an unknown mailbox.
 */
export async function startTestSmtp(
  options: { port?: number; reject?: RegExp } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.test(address.address)) {
        const err = new Error("5.1.1 Mailbox unavailable") as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const resets = countResets(server);
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    resets,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const smtp = await startTestSmtp();
  await smtp.close();
  return smtp.port;
}

const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

const decodeWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, body: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(body, "base64").toString("utf8")
        : decodeQp(body.replace(/_/g, " ")),
    );

function split(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at).replace(/^\r?\n\r?\n/, "") };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQp(body);
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  return body;
}

export interface ReadAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The text, HTML and attached parts of a MIME body, nested multiparts included. */
function readParts(
  headers: Record<string, string>,
  body: string,
  into: { text: string; html: string; attachments: ReadAttachment[] },
) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      // The line break before a boundary belongs to the boundary (RFC 2046 5.1.1).
      const p = split(part.replace(/^\r?\n/, "").replace(/\r?\n$/, ""));
      readParts(p.headers, p.body, into);
    }
    return;
  }
  const disposition = headers["content-disposition"] ?? "";
  if (disposition.startsWith("attachment")) {
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "";
    into.attachments.push({ filename, contentType: type, content: decodeBody(headers, body) });
  } else if (type.startsWith("text/plain")) into.text = decodeBody(headers, body);
  else if (type.startsWith("text/html")) into.html = decodeBody(headers, body);
}

/** The parts of a message a test reads (enough MIME for what nodemailer writes). */
export function readMail(raw: string) {
  const { headers, body } = split(raw);
  const parts = { text: "", html: "", attachments: [] as ReadAttachment[] };
  readParts(headers, body, parts);
  return {
    subject: decodeWords(headers.subject ?? ""),
    from: headers.from ?? "",
    messageId: headers["message-id"] ?? "",
    headers,
    ...parts,
  };
}
