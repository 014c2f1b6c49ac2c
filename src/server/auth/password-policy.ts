import { readFileSync } from "node:fs";
import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { passwordSkeleton } from "@domain/password";
import { AppError } from "@server/errors";

// App-specific words an attacker tries first (ASVS 5.0 V6.2.11), beside the breach list.
const CONTEXT_WORDS = ["acolher", "acolher123", "acolhersaude", "senha123", "senha1234"];

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([
    ...readFileSync(new URL("./common-passwords/top-10000.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.toLowerCase()),
    ...CONTEXT_WORDS,
  ]);
  return common;
}

/**
 * True for a password found in the shipped list of common ones, whatever its letter case,
 * width (NFKC), invisible characters or surrounding spaces.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(passwordSkeleton(password));
}

/** Length and whitespace are in the shared contract; the list stays on the server. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("bad_request", AUTH_MESSAGES.commonPassword, {
      password: [AUTH_MESSAGES.commonPassword],
    });
  }
}
