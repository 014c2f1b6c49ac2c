export * from "./admin-audit";
export * from "./appointments";
export * from "./calendar-feeds";
export * from "./enums";
export * from "./professionals";
export * from "./sessions";
export * from "./stat-counters";
export * from "./users";
