/**
 * Who operates Acolher (GET /api/site, decision 0389), apart from the other areas' keys
 * (query-keys.ts re-exports them): every frame's footer reads it, the landing's first download
 * included, which carries only these (decision 0130).
 */
export const siteKeys = {
  info: () => ["site"] as const,
};
