import { describe, expect, it } from "vitest";
import { expiresInText } from "./expiry";

const now = new Date("2026-11-26T12:00:00.000Z");
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe("expiresInText", () => {
  it("counts whole hours, rounded down", () => {
    expect(expiresInText(inMinutes(31 * 60 + 59), now)).toBe("expira em 31 h");
    expect(expiresInText(inMinutes(60), now)).toBe("expira em 1 h");
  });

  it("counts minutes under an hour", () => {
    expect(expiresInText(inMinutes(45), now)).toBe("expira em 45 min");
    expect(expiresInText(inMinutes(59.9), now)).toBe("expira em 59 min");
  });

  it("says it is about to expire in its last minute or after", () => {
    expect(expiresInText(inMinutes(0.5), now)).toBe("expira em instantes");
    expect(expiresInText(inMinutes(-5), now)).toBe("expira em instantes");
  });
});
