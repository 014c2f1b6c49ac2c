import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialPage } from "./social-page";

describe("/social", () => {
  it("is a static notice with three blurbs and a way back home", () => {
    render(<SocialPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Rede Social em Desenvolvimento" }),
    ).toBeInTheDocument();
    for (const title of ["Conecte-se", "Compartilhe", "Acompanhe"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });
});
