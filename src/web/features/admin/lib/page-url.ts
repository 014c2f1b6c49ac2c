/** An admin list URL with its non-empty parameters: `cursor` is the previous page's `nextCursor`. */
export function pageUrl(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The next page's cursor for TanStack's infinite queries: undefined on the last page. */
export const nextCursorOf = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;
