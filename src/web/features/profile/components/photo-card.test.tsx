import type { CurrentUser } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { PhotoCard } from "./photo-card";
import { croppedFileName } from "./photo-file";

const user = {
  firstName: "Ana",
  lastName: "Souza",
  profileImageUrl: null,
} as CurrentUser;

/** A user who switches the file picker to "all files" can choose anything. */
function setup() {
  renderApp({ ui: <PhotoCard user={user} /> });
  return userEvent.setup({ applyAccept: false });
}

const fileInput = () => screen.getByLabelText("Arquivo da foto de perfil");

describe("PhotoCard", () => {
  it("offers JPG, PNG or WebP", () => {
    setup();
    expect(screen.getByText("JPG, PNG ou WebP. Máximo 10MB.")).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(screen.getByRole("button", { name: "Escolher foto" })).toBeInTheDocument();
  });

  it("refuses a file that is not an image", async () => {
    const u = setup();
    await u.upload(fileInput(), new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    expect(
      await screen.findByText("Por favor, selecione um arquivo de imagem válido."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses an image over 10MB and accepts one of exactly 10MB", async () => {
    const u = setup();
    const tenMb = 10 * 1024 * 1024;
    const big = new File([new Uint8Array(tenMb + 1)], "big.png", { type: "image/png" });
    await u.upload(fileInput(), big);
    expect(await screen.findByText("A imagem deve ter no máximo 10MB.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const limit = new File([new Uint8Array(tenMb)], "limit.png", { type: "image/png" });
    await u.upload(fileInput(), limit);
    expect(await screen.findByRole("dialog", { name: "Ajustar foto de perfil" })).toBeVisible();
  });

  it("opens the crop dialog with zoom from 0.5x to 3x in steps of 0.1", async () => {
    const u = setup();
    await u.upload(fileInput(), new File([new Uint8Array(64)], "eu.webp", { type: "image/webp" }));
    await screen.findByRole("dialog", { name: "Ajustar foto de perfil" });
    const zoom = screen.getByRole("slider", { name: "Zoom" });
    expect(zoom).toHaveAttribute("min", "0.5");
    expect(zoom).toHaveAttribute("max", "3");
    expect(zoom).toHaveAttribute("step", "0.1");
    expect(zoom).toHaveValue("1");

    await u.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("croppedFileName", () => {
  it("names the upload as the JPEG it is", () => {
    expect(croppedFileName("praia.png")).toBe("praia.jpg");
    expect(croppedFileName("foto.de.mim.webp")).toBe("foto.de.mim.jpg");
    expect(croppedFileName(".png")).toBe("foto.jpg");
  });
});
