import type { CurrentUser, OwnProfessionalProfile } from "@domain/contracts/auth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { ReviewVisibilityCard } from "./review-visibility-card";

const professional = (profile: Partial<OwnProfessionalProfile> | null): CurrentUser =>
  makeCurrentUser({
    role: "professional",
    professionalProfile: profile && makeOwnProfessionalProfile(profile),
  });

describe("Avaliações no seu perfil (decision 0387)", () => {
  it("a psychologist sees 'Somente a nota' chosen, why it is the default, and saves another choice", async () => {
    const user = professional({ specialties: ["Psicologia"], reviewVisibility: "rating_only" });
    const saved = professional({ specialties: ["Psicologia"], reviewVisibility: "public" });
    const sent = stubApi({
      "PUT /api/professional/review-visibility": [200, saved],
      "GET /api/auth/user": [200, saved],
    });
    renderApp({ user, ui: <ReviewVisibilityCard user={user} /> });
    const group = screen.getByRole("group", { name: "Como suas avaliações aparecem" });
    expect(within(group).getByRole("radio", { name: /Somente a nota/ })).toBeChecked();
    expect(
      within(group).getByRole("radio", { name: /Somente a nota/ }),
    ).toHaveAccessibleDescription(
      "Seu perfil mostra a média e o número de avaliações; os comentários ficam visíveis só para você.",
    );
    expect(screen.getByText(/Na Psicologia, o padrão é 'Somente a nota'/)).toHaveTextContent(
      /Resolução CFP 3\/2007.*Nota Técnica CFP 1\/2022/,
    );
    const save = screen.getByRole("button", { name: "Salvar preferência de avaliações" });
    expect(save).toBeDisabled();
    const ui = userEvent.setup();
    await ui.click(within(group).getByRole("radio", { name: /Públicas/ }));
    await ui.click(save);
    expect(await screen.findByText("Preferência salva")).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: "PUT",
      url: "/api/professional/review-visibility",
      body: { reviewVisibility: "public" },
    });
  });

  it("another profession gets no psychology note; without a saved specialty there is no card", () => {
    const nutritionist = professional({ specialties: ["Nutrição"], reviewVisibility: "public" });
    const { unmount } = renderApp({
      user: nutritionist,
      ui: <ReviewVisibilityCard user={nutritionist} />,
    });
    expect(screen.getByRole("radio", { name: /Públicas/ })).toBeChecked();
    expect(screen.queryByText(/Na Psicologia/)).not.toBeInTheDocument();
    unmount();
    const fresh = professional(null);
    renderApp({ user: fresh, ui: <ReviewVisibilityCard user={fresh} /> });
    expect(screen.queryByText("Avaliações no seu perfil")).not.toBeInTheDocument();
  });
});
