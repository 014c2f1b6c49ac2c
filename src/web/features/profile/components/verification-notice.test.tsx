import { screen } from "@testing-library/react";
import { renderApp } from "@web/test/render";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { VerificationNotice } from "./verification-notice";

// Decision 0390: 'Fale com o suporte' on a rejected professional's notice opens the form.

describe("the rejected professional's notice", () => {
  it("links 'Fale com o suporte' to the support form", async () => {
    const user = makeCurrentUser({
      role: "professional",
      professionalProfile: makeOwnProfessionalProfile({
        verificationStatus: "rejected",
        verificationRejectionReason: "Registro não encontrado no conselho.",
      }),
    });
    renderApp({ path: "/profile", user, ui: <VerificationNotice user={user} /> });
    expect(await screen.findByText("Registro não encontrado no conselho.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Fale com o suporte" })).toHaveAttribute(
      "href",
      "/suporte",
    );
  });
});
