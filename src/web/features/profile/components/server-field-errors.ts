import { isApiError } from "@web/lib/api";

/**
 * The first message of each field the server refused, by the form's field name: the server
 * names a list item's error by its path ("homeServiceAreas.2"), the form by the list.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const byField: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split(".")[0]!;
    if (messages[0] && !byField[field]) byField[field] = messages[0];
  }
  return byField;
}
