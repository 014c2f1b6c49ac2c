import { screen, within } from "@testing-library/react";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const counts = { totalUsers: 1, totalProfessionals: 0, totalClients: 0, totalAppointments: 0 };
const appointmentCounts = {
  totalAppointments: 0,
  pendingAppointments: 0,
  confirmedAppointments: 0,
  autoRejected: 0,
};
const routes = (delivery: unknown) => ({
  "GET /api/admin/stats": [200, counts] as const,
  "GET /api/admin/appointments/stats": [200, appointmentCounts] as const,
  "GET /api/admin/professionals/pending": [200, { items: [], nextCursor: null }] as const,
  "GET /api/admin/email-delivery": [200, delivery] as const,
});

const section = () => screen.findByRole("region", { name: "Entrega de e-mails" });

describe("admin dashboard: e-mail delivery (decision 0246)", { timeout: 20_000 }, () => {
  it("shows how many e-mails were given up and the last error with its date", async () => {
    stubApi(
      routes({
        dead: 1234,
        lastError: {
          message: "connect ECONNREFUSED 10.0.0.5:587",
          at: "2026-11-27T12:00:00.000Z",
        },
      }),
    );
    renderApp({ path: "/admin", user: admin });
    const region = await section();
    expect(await within(region).findByText("1.234")).toBeTruthy();
    expect(region.textContent).toContain("e-mails não entregues após todas as tentativas");
    expect(region.textContent).toMatch(
      /Último erro \(27\/11\/2026 às \d{2}:\d{2}\): connect ECONNREFUSED 10\.0\.0\.5:587/,
    );
  });

  it("says nothing was lost when no e-mail was given up", async () => {
    stubApi(routes({ dead: 0, lastError: null }));
    renderApp({ path: "/admin", user: admin });
    const region = await section();
    expect(await within(region).findByText("Nenhum e-mail foi perdido.")).toBeTruthy();
    expect(region.textContent).toContain("0 e-mails não entregues");
  });
});
