import { z } from "./z";

/**
 * The private calendar address (decision 0205). The token is kept only as a hash, so the
 * address is shown once, when it is created; GET says whether one exists and since when.
 */
export const CALENDAR_FEED_MESSAGES = {
  notFound: "Calendário não encontrado.",
} as const;

/** The feed's path holds the token; the web app puts its own origin in front. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** GET /api/user/calendar-feed. */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.output<typeof calendarFeedStatusSchema>;

/** POST /api/user/calendar-feed: the new address (the only time it is shown). */
export const calendarFeedCreatedSchema = z.object({
  path: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.output<typeof calendarFeedCreatedSchema>;

/**
 * GET /api/calendar/:token.ics. Any token parses: a malformed one answers the same 404 as an
 * unknown or revoked one, so the address reveals nothing.
 */
export const calendarFeedTokenParamSchema = z.object({ token: z.string() });
