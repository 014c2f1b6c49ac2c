/**
 * Where sign-in and sign-up lead back to (issue 18, decision 0324): the page a visitor was on,
 * kept in the `voltar` parameter. Only a path of this site is accepted: anything that could
 * leave it (`//evil.com`, `https://evil.com`, `/\evil.com`, `javascript:`) counts as none, so
 * the sign-in never becomes an open redirect. Used by the web app and by GET /api/login.
 */
export const RETURN_PARAM = "voltar";

const SIGN_IN_PATH = "/entrar";
const SIGN_UP_PATH = "/criar-conta";
/** Pages a return to would be pointless (the sign-in itself). */
const NOT_RETURNED_TO = [SIGN_IN_PATH, SIGN_UP_PATH, "/register", "/api/login", "/api/logout"];
const BASE = "https://acolher.invalid";

/**
 * A single leading slash, then no second slash or backslash (never a host of its own), and no
 * backslash or control character anywhere: browsers drop tabs and newlines in URLs ("/\t/evil.com"
 * is "//evil.com") and read backslashes as slashes, so they are refused rather than guessed at.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE = /[\\\u0000-\u001f\u007f]/;
const isPlainPath = (path: string) => /^\/(?![/\\])/.test(path) && !UNSAFE.test(path);

/**
 * The path (with query and hash) when `value` is a path of this site, else null. Both the value
 * and the path it resolves to are checked: resolving removes dot segments, so "/.//evil.com" and
 * "/%2e//evil.com" become "//evil.com", another site (issue 28).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !isPlainPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NOT_RETURNED_TO.includes(url.pathname)) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(resolved) ? resolved : null;
}

/** Where to go after signing in: the `voltar` of this query string when safe, else home. */
export function returnTarget(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? "/";
}

const withReturn = (path: string, returnTo: string | null | undefined) => {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== "/" ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
};

/** The sign-in page, returning to `returnTo` after it. */
export const signInHref = (returnTo?: string | null) => withReturn(SIGN_IN_PATH, returnTo);
/** "Entrar" as a full page load (GET /api/login), returning to `returnTo` after it. */
export const loginHref = (returnTo?: string | null) => withReturn("/api/login", returnTo);
/** The sign-up page, returning to `returnTo` after it. */
export const signUpHref = (returnTo?: string | null) => withReturn(SIGN_UP_PATH, returnTo);
