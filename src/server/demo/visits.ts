import { randomUUID } from "node:crypto";
import {
  type AppointmentStatus,
  AUTO_REJECT_AFTER_HOURS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_TIME_ZONE,
  type ServiceOption,
  type ServiceType,
} from "@domain/constants";
import { serviceDescription } from "@domain/text";
import { dayOfWeek, nowInZone } from "@domain/time";
import { streetAddress } from "./addresses";
import type { DemoProfessional } from "./professionals";
import { type Random, seededRandom } from "./random";
import { type Booking, SlotBook } from "./schedule";
import { BOOKING_NOTES, commentsFor } from "./texts";

export interface SeededClient {
  id: string;
  neighborhood: string;
}

export interface SeededProfessional extends DemoProfessional {
  id: string;
}

/** A slot the professional blocked on their agenda. */
export interface DemoBlock {
  professional: SeededProfessional;
  booking: Booking;
  reason: string;
}

export interface Visit {
  id: string;
  client: SeededClient;
  professional: SeededProfessional;
  booking: Booking;
  status: AppointmentStatus;
  serviceType: ServiceType;
  clientAddress: string | null;
  notes: string | null;
  createdAt: Date;
  /** When the professional answered (or the request expired); null while pending. */
  answeredAt: Date | null;
  /** Who cancelled, when, and whether inside the 24-hour notice (status 'cancelled'). */
  cancellation?: { by: "client" | "professional"; at: Date; late: boolean };
  confirmation?: {
    id: string;
    clientConfirmed: boolean;
    professionalConfirmed: boolean;
    description: string;
    at: Date;
  };
  review?: { id: string; rating: number; comment: string | null; createdAt: Date };
}

const TYPE_OF: Record<ServiceOption, ServiceType> = {
  online: "online",
  local_proprio: "presencial",
  domiciliar: "domiciliar",
};

/**
 * Wall-clock time in São Paulo (UTC-3 all year since 2019) as an instant. Only for the
 * informative timestamps (created, confirmed, reviewed); starts_at/ends_at come from SQL.
 */
const saoPauloInstant = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

const HOUR = 3_600_000;

export interface VisitOptions {
  /** Days from today, inclusive. */
  from: number;
  to: number;
  status: AppointmentStatus;
  /** Sides that confirmed the service (past visits only). */
  confirmedBy?: { client: boolean; professional: boolean };
  /** A review with this rating (comment or not, at random). */
  rating?: number;
}

/** Books visits on free grid slots and writes the history that follows from them. */
export class VisitPlanner {
  readonly visits: Visit[] = [];
  readonly blocks: DemoBlock[] = [];
  private readonly slots: SlotBook;
  /**
   * Answer and cancellation times draw from a stream of their own, so the rest of the demo (who
   * books whom, when) is what it was before they were added.
   */
  private readonly timing = seededRandom(0x7a11e);

  constructor(
    readonly today: string,
    private readonly now: Date,
    private readonly random: Random,
  ) {
    this.slots = new SlotBook(today, nowInZone(DEFAULT_TIME_ZONE, now).time, random);
  }

  /** Days left in the current Sunday-to-Saturday week after today (0 on a Saturday). */
  get daysLeftInWeek(): number {
    return 6 - dayOfWeek(this.today);
  }

  /** Takes a free slot off the professional's grid for a blocked slot, or null. */
  block(pro: SeededProfessional, options: { from: number; to: number; reason: string }) {
    const booking = this.slots.book(pro, options.from, options.to);
    if (!booking) return null;
    const blocked: DemoBlock = { professional: pro, booking, reason: options.reason };
    this.blocks.push(blocked);
    return blocked;
  }

  private serviceFor(pro: SeededProfessional, client: SeededClient) {
    const modes = pro.profile.serviceOptions ?? [];
    const areas = pro.profile.homeServiceAreas ?? [];
    const reachable = areas.includes(client.neighborhood);
    const usable = modes.filter((m) => m !== "domiciliar" || reachable || modes.length === 1);
    const serviceType = TYPE_OF[this.random.pick(usable)];
    const where = reachable ? client.neighborhood : (areas[0] ?? client.neighborhood);
    const clientAddress = serviceType === "domiciliar" ? streetAddress(where, this.random) : null;
    return { serviceType, clientAddress };
  }

  private notLater = (at: Date) => (at > this.now ? this.now : at);

  /**
   * When a request was answered, as people answer (issue 34's reports read it, decision 0405):
   * about a third within the hour, most within the day, some the next day; never after the
   * session began nor after now. An expired request ends as the expiry job ends it.
   */
  private answeredAt(status: AppointmentStatus, requestedAt: Date, start: Date): Date | null {
    if (status === "pending") return null;
    const at = (hours: number) => new Date(requestedAt.getTime() + hours * HOUR);
    if (status === "auto_rejected") {
      // Unanswered: it expires at its start or 48 hours after it was made, whichever is first.
      return this.notLater(
        new Date(Math.min(start.getTime(), at(AUTO_REJECT_AFTER_HOURS).getTime())),
      );
    }
    const r = this.timing.next();
    const hours =
      r < 0.3
        ? this.timing.int(4, 55) / 60
        : r < 0.65
          ? this.timing.int(1, 6)
          : r < 0.9
            ? this.timing.int(6, 24)
            : this.timing.int(24, 46);
    const latest = Math.min(start.getTime() - HOUR, this.now.getTime());
    return new Date(
      Math.max(requestedAt.getTime() + 5 * 60_000, Math.min(at(hours).getTime(), latest)),
    );
  }

  /** A cancellation between the answer and the session: a quarter of them inside the notice. */
  private cancellation(answeredAt: Date, start: Date): Visit["cancellation"] {
    const by = this.timing.chance(0.6) ? ("client" as const) : ("professional" as const);
    const late = this.timing.chance(0.25);
    const noticeStart = start.getTime() - DEFAULT_CANCELLATION_NOTICE_HOURS * HOUR;
    const from = late ? Math.max(answeredAt.getTime(), noticeStart) : answeredAt.getTime();
    const to = late ? start.getTime() - HOUR : Math.max(from, noticeStart);
    const at = this.notLater(new Date(from + this.timing.next() * (to - from)));
    return {
      by,
      at,
      late: start.getTime() - at.getTime() < DEFAULT_CANCELLATION_NOTICE_HOURS * HOUR,
    };
  }

  add(pro: SeededProfessional, client: SeededClient, options: VisitOptions): Visit | null {
    const booking = this.slots.book(pro, options.from, options.to);
    if (!booking) return null;
    const start = saoPauloInstant(booking.date, booking.startTime);
    const end = saoPauloInstant(booking.date, booking.endTime);
    // A request still waiting was made in the last day or so: older ones would already be
    // 'Não respondido' (decision 0080: 48 hours), and the demo would open with none to answer.
    // An answered request was made 1 to 10 days before its session, or before now for a session
    // ahead (they were not all booked this very minute: the reports' chart of requests by day).
    const lead = options.status === "pending" ? 0 : this.random.int(24, 240);
    const requestedAt =
      options.status === "pending"
        ? new Date(this.now.getTime() - this.random.int(1, 30) * HOUR)
        : new Date(Math.min(start.getTime(), this.now.getTime()) - lead * HOUR);
    const visit: Visit = {
      id: randomUUID(),
      client,
      professional: pro,
      booking,
      status: options.status,
      ...this.serviceFor(pro, client),
      notes: this.random.chance(0.3) ? this.random.pick(BOOKING_NOTES) : null,
      createdAt: requestedAt,
      answeredAt: this.answeredAt(options.status, requestedAt, start),
    };
    if (options.status === "cancelled" && visit.answeredAt) {
      visit.cancellation = this.cancellation(visit.answeredAt, start);
    }
    if (options.confirmedBy) {
      visit.confirmation = {
        id: randomUUID(),
        clientConfirmed: options.confirmedBy.client,
        professionalConfirmed: options.confirmedBy.professional,
        description: serviceDescription(pro.specialty, visit.serviceType),
        at: this.notLater(new Date(end.getTime() + this.random.int(1, 20) * HOUR)),
      };
    }
    if (options.rating && visit.confirmation) {
      const withComment = this.random.chance(0.55);
      visit.review = {
        id: randomUUID(),
        rating: options.rating,
        comment: withComment ? this.random.pick(commentsFor(pro.specialty, options.rating)) : null,
        createdAt: this.notLater(new Date(end.getTime() + this.random.int(20, 72) * HOUR)),
      };
    }
    this.visits.push(visit);
    return visit;
  }
}
