import type { Appointment } from "@domain/contracts/appointments";
import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import type { Routes } from "./stub-api";

// Web tests only: the data shapes the API answers with, complete and overridable.

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: crypto.randomUUID(),
    clientId: "c1",
    professionalId: "p1",
    appointmentDate: "2026-03-12",
    startTime: "10:00",
    endTime: "11:00",
    timeZone: "America/Sao_Paulo",
    status: "pending",
    serviceType: "online",
    clientAddress: null,
    addressComplement: null,
    notes: null,
    professionalNotes: null,
    cancelledBy: null,
    cancellationReason: null,
    lateCancellation: false,
    cancellationNoticeHours: null,
    acceptedPolicy: null,
    rejectionReason: null,
    seriesId: null,
    noShowContestedAt: null,
    noShowContestReason: null,
    expiresAt: null,
    pendingReschedule: null,
    createdAt: "2026-03-01T12:00:00.000Z",
    room: null,
    telehealthConsentAt: null,
    inPersonRequestedAt: null,
    roomEntries: [],
    payment: {
      pixAvailable: false,
      receitaSaude: false,
      payerIdentified: false,
      clientPaidAt: null,
      receivedOn: null,
      receivedAmount: null,
      receivedMethod: null,
      receiptIssuedAt: null,
    },
    client: {
      firstName: "Clara",
      lastName: "Lima",
      email: "clara@example.com",
      phone: null,
      profileImageUrl: null,
      address: "Pinheiros",
    },
    professional: {
      firstName: "Paula",
      lastName: "Souza",
      email: "paula@example.com",
      phone: "11987654321",
      profileImageUrl: null,
      professionalProfile: {
        profileImageUrl: null,
        specialties: ["Psicologia"],
        officeAddress: "Rua Augusta, 100",
        officeComplement: "Sala 2",
        officeCity: "São Paulo",
        officeState: "SP",
      },
    },
    ...overrides,
  };
}

export function makeConfirmation(
  overrides: Partial<ServiceConfirmation> = {},
): ServiceConfirmation {
  return {
    id: crypto.randomUUID(),
    appointmentId: crypto.randomUUID(),
    professionalId: "11111111-1111-4111-8111-111111111111",
    professional: { firstName: "Paula", lastName: "Souza" },
    client: { firstName: "Clara", lastName: "Lima" },
    clientConfirmed: false,
    professionalConfirmed: false,
    serviceDescription: "Consulta de Psicologia (online)",
    serviceDate: "2026-03-02",
    createdAt: "2026-03-02T15:00:00.000Z",
    hasReview: false,
    noShow: null,
    ...overrides,
  };
}

/** The geocoding reads for `stubApi`: a city missing from `neighborhoods` answers 404. */
/** The states of the cities tests use (issue 18: the city boxes list 'Manaus - AM'). */
const STATE_OF: Record<string, string> = {
  "Rio de Janeiro": "RJ",
  Manaus: "AM",
  "Belo Horizonte": "MG",
  Curitiba: "PR",
  Brasília: "DF",
};

export function geoRoutes(cities: string[], neighborhoods: Record<string, string[]>): Routes {
  return {
    "GET /api/geocoding/cities": [200, cities],
    "GET /api/geocoding/municipalities": [
      200,
      cities.map((name) => ({ name, uf: STATE_OF[name] ?? "SP" })),
    ],
    ...Object.fromEntries(
      Object.entries(neighborhoods).map(([city, names]) => [
        `GET /api/geocoding/neighborhoods/${city}`,
        [200, names.map((name) => ({ name }))] as const,
      ]),
    ),
  };
}
