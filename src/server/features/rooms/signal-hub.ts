import type { SignalToBrowser } from "@domain/contracts/rooms";
import { TELEHEALTH_MESSAGES as M } from "@domain/telehealth";
import type { WebSocket } from "@fastify/websocket";
import type { Db, Listen } from "@server/db/client";
import { roomEntries } from "@server/db/schema";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { findRoomSession, type RoomSession, roomRefusal } from "./room-access";
import { consentFor, specialtyOf } from "./telehealth-consent";

/**
 * Issue 32, item 2 (decision 0394): the signalling between a room's two browsers. The server
 * carries offers, answers and network candidates, never audio or video. A message goes through
 * the database so the two parties may be connected to different server processes (WORKERS):
 * it is written to `room_signals` with a NOTIFY, and the process holding the recipient's socket
 * takes it out (DELETE … RETURNING) and sends it on. Nothing stays: rows nobody took (the other
 * party is absent) go after two minutes.
 */
export const ROOM_SIGNALS_CHANNEL = "acolher_room_signals";
/** Notified by drizzle/0039's triggers: a session or a consent changed; rooms are checked again. */
export const ROOMS_CHANGED_CHANNEL = "acolher_rooms_changed";

/** How often open rooms are checked again (their end, a cancellation missed by a notice). */
const RECHECK_MS = 15_000;
/** Without notices (a test app), how often the process looks for messages to deliver. */
const POLL_MS = 1_000;
/** A message nobody took within this long is deleted. */
const SIGNAL_TTL_SECONDS = 120;
/** An entry is recorded once per person and session within this long (reconnections). */
const ENTRY_GAP_MINUTES = 10;

/** The server-only kinds: presence, asked for and answered, between processes. */
type Relayed = SignalToBrowser | { kind: "peer"; present: boolean; ask: true };

export interface Peer {
  socket: WebSocket;
  userId: string;
  appointmentId: string;
  otherId: string;
}

export class SignalHub {
  private readonly rooms = new Map<string, Map<string, Peer>>();
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private stops: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: Listen | undefined): Promise<void> {
    if (listen) {
      this.stops.push(await listen(ROOM_SIGNALS_CHANNEL, () => void this.claim()));
      this.stops.push(await listen(ROOMS_CHANGED_CHANNEL, () => void this.recheck()));
    } else {
      this.timers.push(setInterval(() => void this.claim(), POLL_MS));
    }
    this.timers.push(setInterval(() => void this.recheck(), RECHECK_MS));
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const stop of this.stops) await stop();
    for (const room of this.rooms.values()) {
      for (const peer of room.values()) peer.socket.close(1001, "server closing");
    }
    this.rooms.clear();
  }

  /** A party's socket enters the room (checked by the route): others learn it, it is recorded. */
  async join(peer: Peer): Promise<void> {
    let room = this.rooms.get(peer.appointmentId);
    if (!room) {
      room = new Map();
      this.rooms.set(peer.appointmentId, room);
    }
    // One socket per person and room in a process: a second tab takes over.
    room.get(peer.userId)?.socket.close(4409, "replaced");
    room.set(peer.userId, peer);
    send(peer.socket, { kind: "peer", present: false });
    // What was sent to this person before they came (an old offer) would only confuse them.
    await this.db.execute(sql`
      DELETE FROM room_signals
      WHERE appointment_id = ${peer.appointmentId}::uuid AND to_user_id = ${peer.userId}::uuid`);
    await this.record(peer);
    await this.relay(peer, { kind: "peer", present: true, ask: true });
  }

  /** The socket left: the other party learns it. */
  async leave(peer: Peer): Promise<void> {
    const room = this.rooms.get(peer.appointmentId);
    if (room?.get(peer.userId) !== peer) return;
    room.delete(peer.userId);
    if (room.size === 0) this.rooms.delete(peer.appointmentId);
    await this.relay(peer, { kind: "peer", present: false });
  }

  /** A message from `from`'s browser (already checked) on its way to the other party. */
  async relay(from: Peer, message: Relayed): Promise<void> {
    await this.write(from, message);
    void this.claim();
  }

  private async write(from: Peer, message: Relayed): Promise<void> {
    await this.db.execute(sql`
      WITH written AS (
        INSERT INTO room_signals (appointment_id, to_user_id, payload)
        VALUES (${from.appointmentId}::uuid, ${from.otherId}::uuid, ${JSON.stringify(message)})
        RETURNING id)
      SELECT pg_notify(${ROOM_SIGNALS_CHANNEL}, '') FROM written`);
  }

  /** Takes out the messages for this process's sockets and sends them on, in order. */
  claim(): Promise<void> {
    if (this.claiming) {
      this.claimAgain = true;
      return this.claiming;
    }
    this.claiming = (async () => {
      do {
        this.claimAgain = false;
        await this.claimOnce().catch((error: unknown) =>
          this.log.warn({ err: error }, "room signals not delivered"),
        );
      } while (this.claimAgain);
    })().finally(() => {
      this.claiming = null;
    });
    return this.claiming;
  }

  private async claimOnce(): Promise<void> {
    const here = [...this.rooms.values()].flatMap((room) => [...room.values()]);
    if (here.length === 0) return;
    const pairs = sql.join(
      here.map((peer) => sql`(${peer.appointmentId}::uuid, ${peer.userId}::uuid)`),
      sql`, `,
    );
    const { rows } = (await this.db.execute(sql`
      DELETE FROM room_signals
      WHERE (appointment_id, to_user_id) IN (${pairs})
         OR created_at < now() - make_interval(secs => ${SIGNAL_TTL_SECONDS})
      RETURNING id, appointment_id, to_user_id, payload`)) as unknown as {
      rows: { id: string | number; appointment_id: string; to_user_id: string; payload: string }[];
    };
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      const peer = this.rooms.get(row.appointment_id)?.get(row.to_user_id);
      if (!peer) continue; // a stale row swept, or its socket left meanwhile
      const message = JSON.parse(row.payload) as Relayed;
      if (message.kind === "peer" && "ask" in message) {
        send(peer.socket, { kind: "peer", present: true });
        await this.write(peer, { kind: "peer", present: true });
        this.claimAgain = true;
        continue;
      }
      send(peer.socket, message);
    }
  }

  /**
   * Every open room checked again: a cancelled, ended or moved session, a withdrawn consent, a
   * banned party. Its sockets are told why and closed.
   */
  async recheck(): Promise<void> {
    const now = this.clock();
    // Messages nobody took (the other party never came) go, whether or not rooms are open here.
    await this.db
      .execute(sql`DELETE FROM room_signals
        WHERE created_at < now() - make_interval(secs => ${SIGNAL_TTL_SECONDS})`)
      .catch((error: unknown) => this.log.warn({ err: error }, "room signals not swept"));
    for (const [appointmentId, room] of [...this.rooms]) {
      let refusal: string | null;
      try {
        const session = await findRoomSession(this.db, appointmentId);
        refusal = await refusalWithConsent(this.db, session, [...room.keys()][0] ?? "", now);
        for (const userId of room.keys()) {
          refusal ??= roomRefusal(session, userId, now);
        }
      } catch {
        refusal = M.cancelled;
      }
      if (!refusal) continue;
      for (const peer of room.values()) {
        send(peer.socket, { kind: "closed", message: refusal });
        peer.socket.close(4403, "room closed");
      }
      this.rooms.delete(appointmentId);
    }
  }

  /** That the person entered the room (item 6), once per reconnection gap. */
  private async record(peer: Peer): Promise<void> {
    const now = this.clock();
    await this.db.execute(sql`
      INSERT INTO ${roomEntries} (appointment_id, user_id, entered_at)
      SELECT ${peer.appointmentId}::uuid, ${peer.userId}::uuid, ${now.toISOString()}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM ${roomEntries}
        WHERE appointment_id = ${peer.appointmentId}::uuid AND user_id = ${peer.userId}::uuid
          AND entered_at > ${now.toISOString()}::timestamptz - make_interval(mins => ${ENTRY_GAP_MINUTES}))`);
  }
}

/** Why a party may not be in the room now, the consent included (item 4); null: they may. */
export async function refusalWithConsent(
  db: Db,
  session: RoomSession,
  userId: string,
  now: Date,
): Promise<string | null> {
  const refusal = roomRefusal(session, userId, now);
  if (refusal) return refusal;
  const consent = await consentFor(db, session.clientId, {
    professionalId: session.professionalId,
    specialty: specialtyOf(session.specialties),
    extra: session.consentExtra ?? null,
  });
  return consent.acceptedAt ? null : M.consentRequired;
}

export function send(socket: WebSocket, message: SignalToBrowser): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
