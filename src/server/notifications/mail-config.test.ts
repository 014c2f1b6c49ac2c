import { parseEnv } from "@server/env";
import { describe, expect, it } from "vitest";

describe("mail configuration (SMTP_URL, MAIL_FROM)", () => {
  it("a bad SMTP_URL stops the start with one line naming it", () => {
    for (const bad of ["localhost:25", "http://mail.example:25", "smtp://", "not a url"]) {
      expect(parseEnv({ SMTP_URL: bad })).toEqual({
        ok: false,
        error:
          "Invalid configuration: SMTP_URL must be a URL such as smtp://user:password@host:587 (or smtps://)",
      });
    }
  });

  it("accepts smtp:// and smtps:// with credentials; none means the local mailbox", () => {
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@mail.example:587" })).toMatchObject({
      ok: true,
      env: { SMTP_URL: "smtp://user:pass@mail.example:587" },
    });
    expect(parseEnv({ SMTP_URL: "smtps://mail.example" }).ok).toBe(true);
    const none = parseEnv({});
    expect(none.ok && none.env.SMTP_URL).toBeUndefined();
    expect(none.ok && none.env.MAIL_FROM).toBe("Acolher <nao-responda@acolher.local>");
  });
});
