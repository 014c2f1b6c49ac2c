import { randomUUID } from "node:crypto";
import {
  type AppointmentStatus,
  DEFAULT_TIME_ZONE,
  type ServiceOption,
  type ServiceType,
} from "@domain/constants";
import { serviceDescription } from "@domain/text";
import { dayOfWeek, nowInZone } from "@domain/time";
import { streetAddress } from "./addresses";
import type { DemoProfessional } from "./professionals";
import type { Random } from "./random";
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

  add(pro: SeededProfessional, client: SeededClient, options: VisitOptions): Visit | null {
    const booking = this.slots.book(pro, options.from, options.to);
    if (!booking) return null;
    const start = saoPauloInstant(booking.date, booking.startTime);
    const end = saoPauloInstant(booking.date, booking.endTime);
    // A request still waiting was made in the last day or so: older ones would already be
    // 'Não respondido' (decision 0080: 48 hours), and the demo would open with none to answer.
    const requestedAt =
      options.status === "pending"
        ? new Date(this.now.getTime() - this.random.int(1, 30) * HOUR)
        : new Date(Math.min(start.getTime() - this.random.int(24, 240) * HOUR, this.now.getTime()));
    const visit: Visit = {
      id: randomUUID(),
      client,
      professional: pro,
      booking,
      status: options.status,
      ...this.serviceFor(pro, client),
      notes: this.random.chance(0.3) ? this.random.pick(BOOKING_NOTES) : null,
      createdAt: requestedAt,
    };
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
