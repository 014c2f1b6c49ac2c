/**
 * A real SMTP server in the test's own process (smtp-server) that counts what it accepted by
 * Message-ID, and can be slow: each message is accepted `delayMs` after its data arrived, so a
 * server process killed during delivery is caught with a message in flight.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { countResets } from "../../src/server/test/smtp";

export interface Accepted {
  messageId: string;
  /** The envelope's recipients. */
  to: string[];
  /** performance.now() when its DATA began and when it was accepted. */
  began: number;
  accepted: number;
}

export interface MailSink {
  url: string;
  accepted: Accepted[];
  /** Message-IDs accepted more than once, with how many extra copies. */
  duplicates(): number;
  uniqueCount(): number;
  /** The most messages being received at the same moment (several senders at once > 1). */
  maxOverlap(): number;
  /** Connections reset by a sender in the middle of a message (a killed process). */
  resets(): number;
  close(): Promise<void>;
}

export async function startMailSink(delayMs = 0): Promise<MailSink> {
  const accepted: Accepted[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const began = performance.now();
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? "(none)";
        setTimeout(() => {
          accepted.push({ messageId, to, began, accepted: performance.now() });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Killing senders mid-message is the point of the crash tests: their resets are counted.
  const resets = countResets(server);
  const { port } = server.server.address() as AddressInfo;
  const uniqueCount = () => new Set(accepted.map((a) => a.messageId)).size;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    uniqueCount,
    duplicates: () => accepted.length - uniqueCount(),
    resets,
    maxOverlap() {
      const edges = accepted.flatMap((a) => [
        [a.began, 1],
        [a.accepted, -1],
      ]);
      edges.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
      let now = 0;
      let max = 0;
      for (const [, step] of edges) {
        now += step!;
        max = Math.max(max, now);
      }
      return max;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
