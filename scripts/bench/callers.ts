/** Sessions for the bench's callers, and the keyset cursors of page 10. */
import { SPECIALTIES } from "../../src/domain/constants";
import { ADMIN_EMAIL, BENCH_PASSWORD, CLIENTS, clientEmail } from "./accounts";
import type { BookingSlot } from "./pools";
import type { Callers } from "./scenarios";
import { signIn } from "./server";

export async function signInCallers(
  url: string,
  professionalEmail: string,
  bookers: string[],
): Promise<Callers> {
  const clients: string[] = [];
  for (let i = 0; i < CLIENTS; i++) clients.push(await signIn(url, clientEmail(i), BENCH_PASSWORD));
  return {
    clients,
    bookers,
    professional: await signIn(url, professionalEmail, BENCH_PASSWORD),
    admin: await signIn(url, ADMIN_EMAIL, BENCH_PASSWORD),
  };
}

/** Per specialty, the `after` of page 10, found by walking pages 1 to 9 as 'Carregar mais' does. */
export async function page10Cursors(url: string, cookie: string): Promise<Map<string, string>> {
  const cursors = new Map<string, string>();
  for (const specialty of SPECIALTIES) {
    let after: string | undefined;
    for (let page = 1; page <= 9; page++) {
      const params = new URLSearchParams({ specialty, ...(after ? { after } : {}) });
      const res = await fetch(`${url}/api/professionals/search?${params}`, { headers: { cookie } });
      const body = await res.json();
      const items: { id: string }[] = Array.isArray(body) ? body : body.items;
      if (!items.length) break;
      after = items.at(-1)!.id;
    }
    if (after) cursors.set(specialty, after);
  }
  return cursors;
}

/** Books `slot` once, so the 409 scenario has a taken slot. */
export async function bookOnce(url: string, cookie: string, slot: BookingSlot): Promise<void> {
  const res = await fetch(`${url}/api/appointments`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ ...slot, status: "pending", serviceType: "online" }),
  });
  if (res.status !== 201)
    throw new Error(`booking ${JSON.stringify(slot)}: ${res.status} ${await res.text()}`);
}
