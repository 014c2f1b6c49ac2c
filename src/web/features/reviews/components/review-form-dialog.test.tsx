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

/** What the form sent, without its read of who will see the review. */
const saves = <T extends { method: string }>(sent: T[]) => sent.filter((r) => r.method !== "GET");

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
    // Issue 30, item 4 (decision 0388): the health warning, read with the comment field.
    expect(within(dialog).getByLabelText("Comentário (opcional)")).toHaveAccessibleDescription(
      /Não escreva detalhes de saúde \(diagnósticos, medicamentos, tratamentos\)/,
    );
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
    expect(saves(sent)).toEqual([
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
    expect(saves(sent)[0]?.body).toMatchObject({ rating: 5, comment: "Ótima!" });
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
    expect(saves(sent)).toEqual([]);
  });
});

describe("who will read the review, told before sending (decision 0387)", () => {
  const notes = {
    public:
      "Sua nota e seu comentário aparecerão no perfil de Paula Souza. Com comentário, ele ficará público junto com o seu nome; sem comentário, sua avaliação será anônima.",
    rating_only:
      "Sua nota entra na média do perfil de Paula Souza; o comentário fica visível somente para Paula Souza.",
    private: "Sua nota e seu comentário ficam visíveis somente para Paula Souza.",
  } as const;
  for (const [visibility, note] of Object.entries(notes)) {
    it(`says so for '${visibility}', under the comment`, async () => {
      stubApi({
        [`GET /api/reviews/professional/${target.professionalId}`]: [
          200,
          { reviews: [], averageRating: null, reviewCount: 0, visibility },
        ],
      });
      const { dialog } = openForm();
      const comment = within(dialog).getByLabelText("Comentário (opcional)");
      await vi.waitFor(() => expect(within(dialog).getByText(note)).toBeInTheDocument());
      expect(comment).toHaveAccessibleDescription(expect.stringContaining(note));
    });
  }
});

describe("health details (decision 0388)", () => {
  it("says a review naming a health detail waits for the author's confirmation", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/reviews": [
        201,
        { id: "r1", status: "held", healthDetails: ["depressão", "fluoxetina"] },
      ],
    });
    const { dialog, send } = openForm();
    await user.click(within(dialog).getByRole("radio", { name: "5 estrelas" }));
    await user.type(
      within(dialog).getByLabelText("Comentário (opcional)"),
      "Depressão e fluoxetina",
    );
    await user.click(send);
    expect(await screen.findByText("Avaliação aguardando sua confirmação")).toBeInTheDocument();
    expect(screen.getByText(/Ela cita depressão, fluoxetina\./)).toBeInTheDocument();
  });
});
