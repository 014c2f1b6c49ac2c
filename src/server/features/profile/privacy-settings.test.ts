import { weekOf } from "@domain/agenda";
import { type Caller, setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  makeUser,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { giveRatings, uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const setPrivacy = (caller: Caller, payload: Record<string, unknown>) =>
  caller.request({ method: "PUT", url: "/api/professional/privacy-settings", payload });
const ALL_ON = { showContact: true, availableForNewPatients: true, shareEmail: true };

/** The professional as the client sees them on the public profile and in an appointment. */
async function seenByClient(professionalId: string) {
  const profile = (await client.request({ url: `/api/professionals/${professionalId}` })).json();
  const list = (await client.request({ url: "/api/appointments/client" })).json();
  const appointment = list.find(
    (a: { professionalId: string }) => a.professionalId === professionalId,
  );
  return {
    profile: {
      email: profile.email,
      phone: profile.phone,
      availableForNewPatients: profile.professionalProfile.availableForNewPatients,
    },
    appointment: { email: appointment.professional.email, phone: appointment.professional.phone },
  };
}

describe("PUT /api/professional/privacy-settings", () => {
  it("changes what a client sees with each switch, on the profile and in appointments", async () => {
    const pro = await makeProfessional(t.db, { user: { phone: "11912345678" } });
    await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
    });
    const caller = await signInAs(t.app, pro);
    const contact = { email: pro.email, phone: "11912345678" };

    expect((await setPrivacy(caller, ALL_ON)).statusCode).toBe(200);
    expect(await seenByClient(pro.id)).toEqual({
      profile: { ...contact, availableForNewPatients: true },
      appointment: contact,
    });

    await setPrivacy(caller, { ...ALL_ON, shareEmail: false });
    expect(await seenByClient(pro.id)).toEqual({
      profile: { email: null, phone: contact.phone, availableForNewPatients: true },
      appointment: { email: null, phone: contact.phone },
    });

    await setPrivacy(caller, { ...ALL_ON, showContact: false });
    expect(await seenByClient(pro.id)).toEqual({
      profile: { email: null, phone: null, availableForNewPatients: true },
      appointment: { email: null, phone: null },
    });

    await setPrivacy(caller, { ...ALL_ON, availableForNewPatients: false });
    expect((await seenByClient(pro.id)).profile.availableForNewPatients).toBe(false);
  });

  it("answers the current user with the new settings", async () => {
    const caller = await signInAs(t.app, await makeProfessional(t.db));
    const res = await setPrivacy(caller, {
      showContact: false,
      availableForNewPatients: false,
      shareEmail: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().professionalProfile).toMatchObject({
      showContact: false,
      availableForNewPatients: false,
      shareEmail: true,
    });
  });

  it("creates the profile row of a professional who has not saved the professional form yet", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, "professional"));
    const res = await setPrivacy(caller, { ...ALL_ON, shareEmail: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isProfileComplete: false,
      professionalProfile: {
        cpf: null,
        specialties: [],
        showContact: true,
        shareEmail: false,
        isVerified: false,
        verificationStatus: "pending",
      },
    });
  });

  it.each([
    ["a missing switch", { showContact: true, shareEmail: true }],
    ["a switch that is not a boolean", { ...ALL_ON, shareEmail: "sim" }],
  ])("refuses %s (400)", async (_label, payload) => {
    const caller = await signInAs(t.app, await makeProfessional(t.db));
    const res = await setPrivacy(caller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Valor inválido");
  });
});

describe("the CPF and the register", () => {
  // Issue 18 (decision 0341): the council register is shown on search cards and the profile;
  // the CPF still reaches nobody but its owner.
  it("the CPF reaches nobody but its owner; the register only the search and the profile", async () => {
    const lastName = uniqueWord();
    const pro = await makeProfessional(t.db, { user: { lastName } });
    await giveRatings(t.db, pro.id, [5]);
    await makeConfirmation(t.db, {
      clientId: client.userId,
      professionalId: pro.id,
      startedMinutesAgo: 3 * 24 * 60,
    });
    const upcoming = await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: pro.id,
      date: nextWeekday(3),
      startTime: "09:00",
      endTime: "10:00",
    });
    const owner = await signInAs(t.app, pro);
    const { cpf, professionalRegister } = (await owner.request({ url: "/api/auth/user" })).json()
      .professionalProfile;
    expect(cpf).toMatch(/^\d{11}$/);
    expect(professionalRegister).toMatch(/\d/);

    const search = await client.request({ url: `/api/professionals/search?name=${lastName}` });
    expect(search.json()).toHaveLength(1);
    // The week that holds the appointment, so the week view has something to leak.
    const weekView = await client.request({
      url: `/api/appointments/professional/week?weekStart=${weekOf(upcoming.appointmentDate).start}&professionalId=${pro.id}`,
    });
    expect(weekView.json()).toHaveLength(1);
    const profile = await client.request({ url: `/api/professionals/${pro.id}` });
    for (const res of [search, profile]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(cpf);
      expect(res.body).not.toMatch(/"cpf"|verificationRejection/);
      expect(res.body).toContain(JSON.stringify(professionalRegister));
    }
    for (const res of [
      await client.request({ url: "/api/appointments/client" }),
      weekView,
      await client.request({ url: "/api/service-confirmations" }),
      await client.request({ url: `/api/reviews/professional/${pro.id}` }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(cpf);
      expect(res.body).not.toContain(professionalRegister);
      expect(res.body).not.toMatch(/"cpf"|professionalRegister|verificationRejection/);
    }
  });
});
