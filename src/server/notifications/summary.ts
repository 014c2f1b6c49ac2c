import { oneLine } from "@domain/text";
import { ABOUT_KEY } from "./notify";
import { isNotificationKind, templateOf } from "./templates";

/**
 * The line under an in-app notification's title (decision 0383): who and when, in the e-mail's
 * words ("Ana cancelou a sessão de 27/11/2026 às 14:00."), from the values stored with it. A row
 * written before they were stored (null), or of a kind this version does not know, has none:
 * the list shows its title alone.
 */
export function notificationSummary(
  kind: string,
  stored: Record<string, string> | null,
): string | null {
  if (!stored || !isNotificationKind(kind)) return null;
  const params = Object.fromEntries(
    Object.entries(stored)
      .filter(([key]) => key !== ABOUT_KEY)
      .map(([key, value]) => [key, oneLine(String(value))]),
  );
  const template = templateOf(kind);
  return template.summary?.(params) ?? template.paragraphs(params)[0] ?? null;
}
