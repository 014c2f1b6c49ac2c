/**
 * The writes a crash-safety run drives over HTTP. Each returns what the server acknowledged
 * (2xx) or null: a refusal (409 when a slot is taken, 429...) or a connection the kill cut.
 */
import { addDays } from "../../src/domain/time";
import { TEST_PASSWORD } from "../../src/server/test/factories";

let ipCounter = 0;
/** A fresh forwarded IP per request, so the per-IP limits never turn a write into a 429. */
function freshIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function send(base: string, method: string, url: string, body: unknown, cookie = "") {
  try {
    return await fetch(`${base}${url}`, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), cookie },
      body: JSON.stringify(body),
    });
  } catch {
    return null; // the server died mid-request: not acknowledged
  }
}
const ok = (res: Response | null): res is Response => !!res && res.status < 300;

export async function signUp(base: string, email: string): Promise<boolean> {
  const password = "paralelepipedo-azul-42";
  const res = await send(base, "POST", "/api/auth/register", {
    firstName: "Queda",
    lastName: "Teste",
    email,
    password,
    passwordConfirmation: password,
    acceptLegal: true,
  });
  return ok(res);
}

/** The session cookie of a seeded client, or null. */
export async function signIn(base: string, email: string): Promise<string | null> {
  const res = await send(base, "POST", "/api/auth/login", { email, password: TEST_PASSWORD });
  if (!ok(res)) return null;
  return (
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ") || null
  );
}

let slotCounter = 0;
/** The next one-hour slot, spread over professionals, then days from the day after tomorrow. */
export function nextSlot(professionalIds: string[]) {
  const n = slotCounter++;
  const perDay = n / professionalIds.length;
  const day = 2 + (Math.floor(perDay / 9) % 170);
  const hour = 9 + (Math.floor(perDay) % 9);
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return {
    professionalId: professionalIds[n % professionalIds.length]!,
    appointmentDate: addDays(new Date().toISOString().slice(0, 10), day),
    startTime: pad(hour),
    endTime: pad(hour + 1),
  };
}

export async function book(base: string, cookie: string, slot: ReturnType<typeof nextSlot>) {
  const res = await send(
    base,
    "POST",
    "/api/appointments",
    { ...slot, serviceType: "online" },
    cookie,
  );
  if (!ok(res)) return null;
  // A body the kill cut short carries no id: counted as not acknowledged.
  return ((await res.json().catch(() => null)) as { id: string } | null)?.id ?? null;
}

export async function cancel(base: string, cookie: string, id: string): Promise<boolean> {
  return ok(
    await send(base, "PUT", `/api/appointments/${id}/status`, { status: "cancelled" }, cookie),
  );
}
