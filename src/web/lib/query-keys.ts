/**
 * The cache's keys, one small factory per area (the server's areas). They live together, outside
 * the features, because a save in one area refreshes reads of another (a review changes the
 * professional's profile): a mutation names the keys it changes without importing that feature.
 * A shorter key is a prefix of the longer ones (`weeks(id)` invalidates every `week(id, …)`).
 */
export { authKeys } from "./query-keys-auth";
export { siteKeys } from "./query-keys-site";

export const professionalsKeys = {
  detail: (id: string) => ["professionals", "detail", id] as const,
  /** A public page's reads by its address (`/profissional/…`, `/psicologia/sao-paulo`). */
  page: (path: string) => ["professionals", "page", path] as const,
  priceRange: () => ["professionals", "price-range"] as const,
  /** The landing page's numbers (GET /api/public/stats, decision 0322). */
  publicStats: () => ["professionals", "public-stats"] as const,
  searches: () => ["professionals", "search"] as const,
  search: (query: string) => ["professionals", "search", query] as const,
  /** The number of results of a search (decision 0342); not under searches(): a save keeps it. */
  searchCount: (query: string) => ["professionals", "search-count", query] as const,
  /** Where an empty search may look next (issue 29). */
  searchAlternatives: (query: string) => ["professionals", "search-alternatives", query] as const,
};

/** A client's saved professionals (decision 0343). */
export const favouritesKeys = {
  all: () => ["favourites"] as const,
  list: () => ["favourites", "list"] as const,
  ids: () => ["favourites", "ids"] as const,
};

export const appointmentsKeys = {
  client: () => ["appointments", "client"] as const,
  /** Every week of one professional (what a booking or a cancellation changes). */
  weeks: (professionalId: string) => ["appointments", "week", professionalId] as const,
  week: (professionalId: string, weekStart: string) =>
    ["appointments", "week", professionalId, weekStart] as const,
  /** The signed-in professional's own reads: the list's pages and the dashboard. */
  professional: () => ["appointments", "professional"] as const,
  /** One of the professional's lists: "upcoming" or "history" (decision 0380). */
  professionalList: (period: string) => ["appointments", "professional", "list", period] as const,
  professionalDashboard: () => ["appointments", "professional", "dashboard"] as const,
  /** A session's Pix code, for its client (issue 33). */
  pix: (appointmentId: string) => ["appointments", "pix", appointmentId] as const,
};

export const agendaKeys = {
  availability: (userId: string) => ["agenda", "availability", userId] as const,
  settings: (userId: string) => ["agenda", "settings", userId] as const,
  /** The signed-in professional's own video room and consent addition (issue 32). */
  online: () => ["agenda", "online"] as const,
  /** The signed-in professional's Pix key (issue 33). */
  pix: () => ["agenda", "pix"] as const,
  /** Every blocked range of one professional. */
  blocked: (professionalId: string) => ["agenda", "blocked", professionalId] as const,
  blockedRange: (professionalId: string, startDate: string, endDate: string) =>
    ["agenda", "blocked", professionalId, startDate, endDate] as const,
  /** The signed-in professional's blocked days and periods (block groups, issue 17). */
  blockedGroups: () => ["agenda", "blocked-groups"] as const,
  /** The signed-in professional's pending requests (Solicitações). */
  requests: () => ["agenda", "requests"] as const,
  /** Every date range of the signed-in professional's appointments. */
  appointments: () => ["agenda", "appointments"] as const,
  appointmentsRange: (startDate: string, endDate: string) =>
    ["agenda", "appointments", startDate, endDate] as const,
  /** One recurring series of the signed-in professional, with its conflicts. */
  series: (seriesId: string) => ["agenda", "series", seriesId] as const,
};

/** The signed-in user's notification centre: the bell's count and the list's pages. */
export const notificationsKeys = {
  all: () => ["notifications"] as const,
  list: () => ["notifications", "list"] as const,
  unreadCount: () => ["notifications", "unread-count"] as const,
};

export const confirmationsKeys = {
  list: () => ["confirmations"] as const,
};

export const reviewsKeys = {
  byClient: () => ["reviews", "by-client"] as const,
  ofProfessional: (professionalId: string) => ["reviews", "professional", professionalId] as const,
};

/** Contents, follows and the client's feed (decision 0404). */
export const contentsKeys = {
  all: () => ["contents"] as const,
  mine: () => ["contents", "mine"] as const,
  feed: () => ["contents", "feed"] as const,
  ofProfessional: (professionalId: string) => ["contents", "professional", professionalId] as const,
  follow: (professionalId: string) => ["contents", "follow", professionalId] as const,
};

export const geoKeys = {
  cities: () => ["geo", "cities"] as const,
  neighborhoods: (city: string) => ["geo", "neighborhoods", city] as const,
  municipalities: () => ["geo", "municipalities"] as const,
  suggestions: (city: string, q: string) => ["geo", "suggestions", city, q] as const,
};

export const adminKeys = {
  stats: () => ["admin", "stats"] as const,
  appointmentStats: () => ["admin", "appointment-stats"] as const,
  emailDelivery: () => ["admin", "email-delivery"] as const,
  /** Every professional list (pending queue and the tabs): what a verification or ban changes. */
  professionals: () => ["admin", "professionals"] as const,
  pendingProfessionals: () => ["admin", "professionals", "pending"] as const,
  professionalList: (status: string) => ["admin", "professionals", "list", status] as const,
  /** Every user list and detail: what a ban changes. */
  users: () => ["admin", "users"] as const,
  userList: (search: string) => ["admin", "users", "list", search] as const,
  user: (id: string) => ["admin", "users", "detail", id] as const,
  /** The platform-wide audit log and its admins: what every admin decision changes. */
  audit: () => ["admin", "audit"] as const,
  auditLog: (filters: Record<string, string>) => ["admin", "audit", "log", filters] as const,
  auditAdmins: () => ["admin", "audit", "admins"] as const,
  /** The reports of a period, specialty and city (decision 0405). */
  report: (filters: Record<string, string>) => ["admin", "reports", filters] as const,
  /** The queue of reported reviews (decision 0388). */
  reviewReports: () => ["admin", "review-reports"] as const,
  /** The queue of reported contents (decision 0404). */
  contentReports: () => ["admin", "content-reports"] as const,
  /** The support queue and every ticket an admin opened (decision 0390). */
  support: () => ["admin", "support"] as const,
  supportQueue: (state: string, dataSubject: boolean) =>
    ["admin", "support", "queue", state, dataSubject] as const,
  supportTicket: (id: string) => ["admin", "support", "ticket", id] as const,
};

/** The person's own support tickets (decision 0390). */
export const supportKeys = {
  all: () => ["support"] as const,
  list: () => ["support", "list"] as const,
  ticket: (id: string) => ["support", "ticket", id] as const,
};

/** An online session's room and the consent a client reads for it (decision 0394). */
export const roomKeys = {
  room: (id: string) => ["room", id] as const,
};

/** The professional's "Financeiro" (issue 33): every month's sessions, totals and receipts. */
export const financeKeys = {
  all: () => ["financeiro"] as const,
  month: (month: string) => ["financeiro", month] as const,
};

/** Messages (issue 34, decision 0406): the list, the unread count and each conversation. */
export const messagesKeys = {
  all: () => ["messages"] as const,
  list: () => ["messages", "list"] as const,
  unread: () => ["messages", "unread"] as const,
  threads: () => ["messages", "thread"] as const,
  thread: (id: string) => ["messages", "thread", id] as const,
  settings: () => ["messages", "settings"] as const,
  adminReports: () => ["messages", "admin-reports"] as const,
};
