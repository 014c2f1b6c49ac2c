/**
 * A LIKE pattern matching `value` anywhere, with its own `\`, `%` and `_` escaped (PostgreSQL's
 * default escape is `\`): what a user types is matched as text, never as a wildcard.
 */
export const likeContaining = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
