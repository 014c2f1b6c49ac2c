import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { idParamSchema } from "@domain/contracts/common";
import { SIGNAL_MAX_BYTES, signalFromBrowserSchema } from "@domain/contracts/rooms";
import { TELEHEALTH_MESSAGES as M } from "@domain/telehealth";
import fastifyWebsocket from "@fastify/websocket";
import type { Db, Listen } from "@server/db/client";
import { AppError } from "@server/errors";
import { checkAccess, checkLegalAccepted } from "@server/http/route";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findRoomSession } from "./room-access";
import { type Peer, refusalWithConsent, SignalHub, send } from "./signal-hub";

/** At most this many messages per socket in RATE_WINDOW_MS (a negotiation needs a few dozen). */
const RATE_LIMIT = 200;
const RATE_WINDOW_MS = 10_000;

export interface SignalOptions {
  db: Db;
  listen?: Listen;
  /** PUBLIC_URL's origin: the only page that may open the socket (none: the request's host). */
  publicOrigin?: string;
}

/**
 * WebSocket /api/rooms/{id}/signal (issue 32, item 2; decision 0394). The handshake is checked
 * like every API route, by the session cookie, before it is accepted: 401 signed out, 403 for
 * another role, another person, outside the window or without the client's consent, 404 an
 * unknown session, and 403 for a page of another origin (a WebSocket is not bound by CORS).
 */
export async function installSignalling(app: FastifyInstance, options: SignalOptions) {
  const hub = new SignalHub(options.db, () => app.clock(), app.log);
  await app.register(fastifyWebsocket, { options: { maxPayload: SIGNAL_MAX_BYTES } });
  await hub.start(options.listen);
  app.addHook("onClose", () => hub.stop());

  const admitted = new WeakMap<FastifyRequest, Peer["otherId"]>();
  app.route({
    method: "GET",
    url: "/api/rooms/:id/signal",
    websocket: true,
    preHandler: async (req) => {
      const expected = options.publicOrigin ?? `${req.protocol}://${req.headers.host}`;
      if (req.headers.origin && req.headers.origin !== expected) {
        throw new AppError("forbidden", AUTH_MESSAGES.badOrigin);
      }
      checkAccess(["client", "professional"], req.user);
      checkLegalAccepted(req.user);
      const parsed = idParamSchema.safeParse(req.params);
      if (!parsed.success) throw new AppError("not_found", M.notFound);
      const session = await findRoomSession(options.db, parsed.data.id);
      const userId = req.user!.id;
      const refusal = await refusalWithConsent(options.db, session, userId, app.clock());
      if (refusal) throw new AppError("forbidden", refusal);
      admitted.set(req, userId === session.clientId ? session.professionalId : session.clientId);
    },
    handler: (socket, req) => {
      const otherId = admitted.get(req);
      if (!otherId || !req.user) {
        socket.close(4403, "not admitted");
        return;
      }
      const peer: Peer = {
        socket,
        userId: req.user.id,
        appointmentId: (req.params as { id: string }).id,
        otherId,
      };
      // Messages are handled one after another, in the order the browser sent them.
      let chain = hub.join(peer);
      let windowStart = Date.now();
      let count = 0;
      socket.on("message", (data, isBinary) => {
        if (Date.now() - windowStart > RATE_WINDOW_MS) {
          windowStart = Date.now();
          count = 0;
        }
        if (++count > RATE_LIMIT) {
          send(socket, { kind: "error", message: "Mensagens demais; aguarde um momento." });
          return;
        }
        const text = isBinary ? null : data.toString();
        let message: unknown;
        try {
          message = text === null ? null : JSON.parse(text);
        } catch {
          message = null;
        }
        const checked = signalFromBrowserSchema.safeParse(message);
        if (!checked.success) {
          send(socket, { kind: "error", message: M.signalInvalid });
          return;
        }
        chain = chain
          .then(() => hub.relay(peer, checked.data))
          .catch((error: unknown) => app.log.warn({ err: error }, "room signal not relayed"));
      });
      socket.on("close", () => {
        chain = chain
          .then(() => hub.leave(peer))
          .catch((error: unknown) => app.log.warn({ err: error }, "room leave not relayed"));
      });
    },
  });
}
