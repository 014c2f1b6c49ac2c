/** Business constants from SPEC §9. One place, imported by web and server. */

export const SPECIALTIES = ["Psicologia", "Nutrição", "Fisioterapia", "Personal Trainer"] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SERVICE_OPTIONS = ["online", "local_proprio", "domiciliar"] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export const SERVICE_TYPES = ["online", "presencial", "domiciliar"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const ROLES = ["client", "professional", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** The only roles a user may choose for themselves (SPEC §5 "Role choice"). */
export const SELF_SERVICE_ROLES = ["client", "professional"] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const APPOINTMENT_STATUSES = [
  "pending",
  "approved",
  "confirmed",
  "cancelled",
  "rejected",
  "auto_rejected",
  "no_show",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Who may cancel an appointment themself (decision 0201). */
export const CANCELLING_PARTIES = ["client", "professional"] as const;
export type CancellingParty = (typeof CANCELLING_PARTIES)[number];
/** Statuses that occupy a slot in the professional's agenda. */
export const LIVE_STATUSES = ["pending", "approved", "confirmed"] as const;
/** Statuses shown and counted as 'Confirmado' (SPEC §4: approved and confirmed are the same). */
export const BOOKED_STATUSES = ["approved", "confirmed"] as const;

/** A professional's verification: waiting for an admin, approved, or refused with a reason. */
export const VERIFICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const SERVICE_DURATIONS = [30, 50, 60] as const;
export type ServiceDuration = (typeof SERVICE_DURATIONS)[number];
export const DEFAULT_SERVICE_DURATION: ServiceDuration = 60;

/** Cancellation notices a professional may set, in hours (issue 17; 0 = none). */
export const CANCELLATION_NOTICE_HOURS = [0, 12, 24, 48] as const;
export type CancellationNoticeHours = (typeof CANCELLATION_NOTICE_HOURS)[number];
export const DEFAULT_CANCELLATION_NOTICE_HOURS: CancellationNoticeHours = 24;

/** A recurring series: how often, and how many sessions (issue 17). */
export const SERIES_FREQUENCIES = ["weekly", "biweekly"] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 12;

/** A reschedule proposal's life (issue 17): one pending proposal per session at a time. */
export const RESCHEDULE_STATUSES = [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
  "superseded",
] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

/** How far ahead a client may book and a professional block time (decision 0140). */
export const BOOKING_HORIZON_DAYS = 180;

/** Requests a client may have waiting for an answer (decision 0141). */
export const MAX_PENDING_REQUESTS_PER_PROFESSIONAL = 3;
export const MAX_PENDING_REQUESTS_OVERALL = 10;
/** Booking requests a client may make in one São Paulo day, whatever became of them (decision 0186). */
export const MAX_REQUESTS_PER_DAY = 20;

export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
export const APPOINTMENT_ENDED_AFTER_MINUTES = 60;
/** A pending request nobody answers becomes 'Não respondido' after this wait (decision 0080). */
export const AUTO_REJECT_AFTER_HOURS = 48;
export const NEW_PROFESSIONAL_WINDOW_MONTHS = 1;
export const MAX_RATING = 5;
export const DEFAULT_PRICE_RANGE = { minPrice: 0, maxPrice: 1000 } as const;
export const PHONE_DIGITS = 11;
export const PHONE_INPUT_MAX_LENGTH = 15;
export const CPF_DIGITS = 11;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_OUTPUT_SIZE = 400;
export const PHOTO_CROP_VIEWPORT = 320;
export const PHOTO_ZOOM = { min: 0.5, max: 3, step: 0.1 } as const;
export const PHOTO_JPEG_QUALITY = 0.9;
export const WHATSAPP_COUNTRY_CODE = "55";
/** Where the app starts a city picker, and an office saved without a city (decision 0333). */
export const DEFAULT_GEO_CITY = "São Paulo";
export const DEFAULT_GEO_STATE = "SP";
export const SEARCH_SKELETON_CARDS = 6;
export const SEARCH_MAX_AREAS_SHOWN = 3;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const ACCOUNT_DELETED_REDIRECT_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOOLTIP_DELAY_MS = 700;
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases welcome (ASVS 5.0 V6 asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;
