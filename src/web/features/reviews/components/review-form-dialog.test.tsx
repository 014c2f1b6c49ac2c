import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it, vi } from "vitest";
import { ReviewFormDialog } from "./review-form-dialog";

const target = {
  professionalId: "11111111-1111-4111-8111-111111111111",
  professionalName: "Paula Souza",
  serviceConfirmationId: "22222222-2222-4222-8222-222222222222",
};

function openForm() {
  const onClose = vi.fn();
  renderApp({ ui: <ReviewFormDialog target={target} onClose={onClose} /> });
  const dialog = screen.getByRole("dialog", { name: "Avaliar Paula Souza" });
  const send = within(dialog).getByRole("button", { name: "Enviar Avaliação" });
  return { dialog, send, onClose };
}

describe("Avaliar {profissional}", () => {
  it("keeps 'Enviar Avaliação' disabled until a star is chosen, and explains privacy", async () => {
    const user = userEvent.setup();
    const { dialog, send } = openForm();
    expect(send).toBeDisabled();
    expect(within(dialog).getByText(/público junto com o seu nome/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "3 estrelas" }));
    expect(send).toBeEnabled();
  });

  it("is a keyboard radio group of five stars", async () => {
    const user = userEvent.setup();
    const { dialog } = openForm();
    const group = within(dialog).getByRole("group", { name: "Classificação" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    within(group).getByRole("radio", { name: "1 estrela" }).focus();
    await user.keyboard(" ");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "3 estrelas" })).toBeChecked();
  });

  it("sends a blank comment as null and confirms with a toast", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ "POST /api/reviews": [201, { id: "r1" }] });
    const { dialog, send, onClose } = openForm();
    await user.click(within(dialog).getByRole("radio", { name: "4 estrelas" }));
    await user.type(within(dialog).getByLabelText("Comentário (opcional)"), "   ");
    await user.click(send);
    expect(await screen.findByText("Avaliação enviada")).toBeInTheDocument();
    expect(screen.getByText("Sua avaliação foi registrada com sucesso!")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/reviews",
        body: {
          professionalId: target.professionalId,
          serviceConfirmationId: target.serviceConfirmationId,
          rating: 4,
          comment: null,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("sends a trimmed comment", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ "POST /api/reviews": [201, { id: "r1" }] });
    const { dialog, send } = openForm();
    await user.click(within(dialog).getByRole("radio", { name: "5 estrelas" }));
    await user.type(within(dialog).getByLabelText("Comentário (opcional)"), "  Ótima!  ");
    await user.click(send);
    await screen.findByText("Avaliação enviada");
    expect(sent[0]?.body).toMatchObject({ rating: 5, comment: "Ótima!" });
  });

  it("shows the server's message when sending fails", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/reviews": [
        409,
        { code: "conflict", message: "Você já avaliou este atendimento." },
      ],
    });
    const { dialog, send, onClose } = openForm();
    await user.click(within(dialog).getByRole("radio", { name: "2 estrelas" }));
    await user.click(send);
    expect(await screen.findByText("Erro ao enviar avaliação")).toBeInTheDocument();
    expect(screen.getByText("Você já avaliou este atendimento.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Cancelar' closes without sending", async () => {
    const user = userEvent.setup();
    const sent = stubApi({});
    const { dialog, onClose } = openForm();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(sent).toEqual([]);
  });
});
