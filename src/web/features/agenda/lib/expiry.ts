/**
 * How long a pending request has before it becomes 'Não respondido' (decision 0273):
 * "expira em 31 h" (whole hours, rounded down), "expira em 45 min" under an hour.
 */
export function expiresInText(expiresAt: string, now: Date): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000);
  if (minutes < 1) return "expira em instantes";
  if (minutes < 60) return `expira em ${minutes} min`;
  return `expira em ${Math.floor(minutes / 60)} h`;
}
