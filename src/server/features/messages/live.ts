import { AUTH_MESSAGES } from "@domain/contracts/auth";
import type { LiveEvent } from "@domain/contracts/messages";
import type { WebSocket } from "@fastify/websocket";
import type { Db, Listen } from "@server/db/client";
import { conversations, messages } from "@server/db/schema";
import { AppError } from "@server/errors";
import { checkAccess, checkLegalAccepted } from "@server/http/route";
import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MESSAGES_CHANNEL } from "./conversations";

/** Without notices (a test app), how often the process looks for new messages. */
const POLL_MS = 1_000;
/** Messages are looked for this far back, so one committed late is not missed (ids dedupe). */
const LOOKBACK_MS = 10_000;
/** A person's open live sockets, at most (tabs). */
const SOCKETS_PER_PERSON = 10;

/**
 * WebSocket /api/live (issue 34, item 1; decision 0406): tells a signed-in person, live, that a
 * message arrived in one of their conversations ({ type: "message", conversationId }), never
 * what it says: the page then reads it through the API. It shares the video room's signalling
 * (decision 0394): the same WebSocket server, the same handshake checks (session cookie, role,
 * accepted terms, `Origin`), and the same way across processes: a NOTIFY on MESSAGES_CHANNEL
 * wakes every process, which looks for new messages of the people whose sockets it holds.
 */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly sent = new Map<string, number>();
  private since: Date;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: FastifyInstance["log"],
  ) {
    this.since = clock();
  }

  async start(listen: Listen | undefined): Promise<void> {
    if (listen) this.stopListening = await listen(MESSAGES_CHANNEL, () => void this.look());
    this.timer = setInterval(() => void this.look(), listen ? 15_000 : POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, "server closing");
    this.sockets.clear();
  }

  /** false when the person already holds SOCKETS_PER_PERSON sockets. */
  join(userId: string, socket: WebSocket): boolean {
    const set = this.sockets.get(userId) ?? new Set();
    if (set.size >= SOCKETS_PER_PERSON) return false;
    set.add(socket);
    this.sockets.set(userId, set);
    return true;
  }

  leave(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set && set.size === 0) this.sockets.delete(userId);
  }

  /** One look at a time; a notice during a look asks for another after it. */
  look(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return this.looking;
    }
    this.looking = this.lookOnce()
      .catch((error: unknown) => this.log.warn({ err: error }, "live look failed"))
      .finally(() => {
        this.looking = null;
        if (this.lookAgain) {
          this.lookAgain = false;
          void this.look();
        }
      });
    return this.looking;
  }

  private async lookOnce(): Promise<void> {
    const people = [...this.sockets.keys()];
    const now = this.clock();
    if (people.length === 0) {
      this.since = now;
      return;
    }
    const from = new Date(Math.min(this.since.getTime(), now.getTime()) - LOOKBACK_MS);
    const rows = await this.db
      .select({
        id: messages.id,
        createdAt: messages.createdAt,
        conversationId: conversations.id,
        clientId: conversations.clientId,
        professionalId: conversations.professionalId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          gt(messages.createdAt, from),
          or(
            inArray(conversations.clientId, people),
            inArray(conversations.professionalId, people),
          ),
        ),
      );
    this.since = now;
    for (const row of rows) {
      if (this.sent.has(row.id)) continue;
      this.sent.set(row.id, now.getTime());
      const event: LiveEvent = { type: "message", conversationId: row.conversationId };
      for (const userId of [row.clientId, row.professionalId]) {
        for (const socket of this.sockets.get(userId) ?? []) {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        }
      }
    }
    for (const [id, at] of this.sent) {
      if (now.getTime() - at > 4 * LOOKBACK_MS) this.sent.delete(id);
    }
  }
}

export interface LiveOptions {
  db: Db;
  listen?: Listen;
  publicOrigin?: string;
}

/** Registers WebSocket /api/live; the WebSocket server is the room's (installSignalling). */
export async function installLive(app: FastifyInstance, options: LiveOptions) {
  const hub = new LiveHub(options.db, () => app.clock(), app.log);
  await hub.start(options.listen);
  app.addHook("onClose", () => hub.stop());
  app.route({
    method: "GET",
    url: "/api/live",
    websocket: true,
    preHandler: async (req) => {
      const expected = options.publicOrigin ?? `${req.protocol}://${req.headers.host}`;
      if (req.headers.origin && req.headers.origin !== expected) {
        throw new AppError("forbidden", AUTH_MESSAGES.badOrigin);
      }
      checkAccess(["client", "professional"], req.user);
      checkLegalAccepted(req.user);
    },
    handler: (socket, req) => {
      const userId = req.user?.id;
      if (!userId || !hub.join(userId, socket)) {
        socket.close(4429, "too many sockets");
        return;
      }
      // The browser only listens; anything it sends is ignored.
      socket.on("close", () => hub.leave(userId, socket));
    },
  });
}
