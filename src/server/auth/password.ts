import { normalizePassword } from "@domain/password";
import { hash, verify } from "@node-rs/argon2";

// argon2id (algorithm 2) with OWASP's minimum: m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes the password's NFKC form (decision 0143). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

// Verified when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

async function matches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a password against its hash. Hashes are of the NFKC form; one made before that
 * (decision 0143) is of the password as typed, so when the two spellings differ the typed one
 * is tried too, and a match asks the caller to store the NFKC hash (`rehash`). The number of
 * checks depends on the password, never on whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  const normalised = normalizePassword(password);
  dummyHash ??= hashPassword("acolher-timing-equaliser");
  const against = storedHash ?? (await dummyHash);
  if (await matches(against, normalised)) return { ok: storedHash !== null, rehash: false };
  if (normalised === password) return { ok: false, rehash: false };
  const asTyped = await matches(against, password);
  return { ok: asTyped && storedHash !== null, rehash: asTyped && storedHash !== null };
}
