import { describe, expect, it } from "vitest";
import { formatNotificationTime } from "./notification-time";

const now = new Date(2026, 10, 27, 14, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("when a notification arrived (decision 0222)", () => {
  it("is relative within a day, in Portuguese, then the date and time", () => {
    expect(formatNotificationTime(ago(20_000), now)).toBe("agora mesmo");
    expect(formatNotificationTime(ago(60_000), now)).toBe("há 1 minuto");
    expect(formatNotificationTime(ago(5 * 60_000), now)).toBe("há 5 minutos");
    expect(formatNotificationTime(ago(60 * 60_000), now)).toBe("há 1 hora");
    expect(formatNotificationTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe("há 23 horas");
    expect(formatNotificationTime(ago(24 * 3_600_000), now)).toBe("26/11/2026 às 14:00");
  });
});
