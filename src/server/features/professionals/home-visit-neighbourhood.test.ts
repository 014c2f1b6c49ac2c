import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

// A neighbourhood served is the whole name: "Jardim" is not "Jardim Paulista" (SPEC §5).
const t = setupTestApp();
const NOT_SERVED =
  "Este profissional não atende em seu bairro. Selecione outro tipo de atendimento.";
let last: string;
let proId: string;

beforeAll(async () => {
  last = uniqueWord();
  const pro = await makeProfessional(t.db, {
    serviceOptions: ["domiciliar"],
    homeServiceAreas: ["Jardim Paulista"],
    user: { lastName: last },
  });
  proId = pro.id;
});

const bookHome = (caller: Caller, extra: Record<string, unknown>, startTime: string) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: proId,
      appointmentDate: nextWeekday(3),
      startTime,
      endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
      status: "pending",
      serviceType: "domiciliar",
      clientAddress: "Rua Augusta, 10",
      ...extra,
    },
  });

describe("home visits in 'Jardim Paulista' do not serve a client in 'Jardim'", () => {
  it("search by home visit in a neighbourhood finds the professional only by the whole name", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const found = async (neighborhood: string) => {
      const query = new URLSearchParams({
        specialty: "Psicologia",
        name: last,
        serviceOptions: "domiciliar",
        neighborhood,
      });
      const res = await client.request({ url: `/api/professionals/search?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().map((p: { id: string }) => p.id);
    };
    expect(await found("Jardim")).toEqual([]);
    expect(await found("Paulista")).toEqual([]);
    expect(await found("jardim paulista")).toEqual([proId]);
  });

  it("booking a home visit from 'Jardim' is refused, by the profile's neighbourhood or the given one", async () => {
    const inJardim = await signInAs(t.app, await makeClient(t.db, { address: "Jardim" }));
    const byProfile = await bookHome(inJardim, {}, "09:00");
    expect(byProfile.statusCode).toBe(400);
    expect(byProfile.json().message).toBe(NOT_SERVED);
    const elsewhere = await signInAs(t.app, await makeClient(t.db, { address: "Moema" }));
    const byGiven = await bookHome(elsewhere, { neighborhood: "Jardim" }, "10:00");
    expect(byGiven.statusCode).toBe(400);
    expect(byGiven.json().message).toBe(NOT_SERVED);

    const served = await bookHome(elsewhere, { neighborhood: "Jardim Paulista" }, "11:00");
    expect(served.statusCode).toBe(201);
  });
});
