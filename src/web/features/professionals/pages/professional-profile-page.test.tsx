import type { PublicProfessional } from "@domain/contracts/professionals";
import { PROFILE_ROUTE_PATTERN } from "@domain/public-pages";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forgetToasts } from "@web/components/ui/use-toast";
import { makePublicProfessional } from "@web/test/professionals";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import { ProfessionalProfilePage } from "./professional-profile-page";
import { PublicProfilePage } from "./public-profile-page";

const client = {
  id: "c1",
  firstName: "Carla",
  lastName: "Mendes",
  role: "client",
  address: "Lapa",
};

function professional(overrides: Partial<PublicProfessional["professionalProfile"]> = {}) {
  return makePublicProfessional(
    { email: "ana@example.com", phone: "11987654321", nextAvailableAt: "2026-11-27T14:00" },
    {
      serviceOptions: ["local_proprio", "domiciliar"],
      officeAddress: "Rua Harmonia, 100",
      officeComplement: "Sala 2",
      officeNeighborhood: "Vila Madalena",
      officeCity: "São Paulo",
      officeState: "SP",
      homeServiceAreas: ["Pinheiros", "Moema"],
      homeServiceCity: "São Paulo",
      homeServiceState: "SP",
      bio: "Atendo adultos.",
      showContact: true,
      shareEmail: true,
      createdAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      ...overrides,
    },
  );
}

const noReviews = [200, { reviews: [], averageRating: null, reviewCount: 0 }] as const;
// The old address moves to the lasting one (decision 0350), which shows the same profile.
const page = (path: string) =>
  renderApp({
    path,
    ui: (
      <>
        <Route path="/professional/:id" component={ProfessionalProfilePage} />
        <Route path={PROFILE_ROUTE_PATTERN} component={PublicProfilePage} />
      </>
    ),
  });

// Rendering Radix components in jsdom on a busy machine can pass the 5 s default.
describe("professional public profile", { timeout: 20_000 }, () => {
  it("shows the profile with the spec's texts and checks the client's neighbourhood", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1?neighborhood=Moema");

    expect(await screen.findByRole("heading", { name: "Ana Souza", level: 1 })).toBeVisible();
    expect(screen.getByText("Profissional de Psicologia")).toBeVisible();
    expect(screen.getByText("Novo - Sem avaliações ainda")).toBeVisible();
    expect(screen.getByText("R$ 200,00")).toBeVisible();
    expect(screen.getByText("Rua Harmonia, 100")).toBeVisible();
    // Issue 18 (decision 0333): the office's own city and state.
    expect(screen.getByText("São Paulo - SP")).toBeVisible();
    expect(screen.getByText(/Atendimento disponível/)).toHaveTextContent("Moema");
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/5511987654321",
    );
    // Issue 34 (decision 0406): a client writes to the professional from the profile.
    expect(screen.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();
    expect(
      await screen.findByText("Ainda não há avaliações para este profissional."),
    ).toBeVisible();
  });

  it("shows a signed-in professional the profile without booking or a way back to a search", async () => {
    stubApi({
      "GET /api/auth/user": [200, { ...client, id: "p9", role: "professional" }],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    expect(await screen.findByRole("heading", { name: "Ana Souza", level: 1 })).toBeVisible();
    expect(screen.getByText(/Próximo horário/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /Agendar consulta/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Próximo horário/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Voltar para busca/ })).toBeNull();
  });

  // Issue 34 (decision 0406): the first message from the profile, then the conversation.
  it("sends a client's first message from 'Enviar mensagem' and opens the conversation", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "POST /api/conversations": [
        200,
        {
          conversationId: "conv-1",
          message: { id: "m1", mine: true, body: "Olá!", createdAt: "2026-11-27T17:00:00.000Z" },
        },
      ],
    });
    const { location } = page("/professional/p1");
    await user.click(await screen.findByRole("button", { name: "Enviar mensagem" }));
    const dialog = await screen.findByRole("dialog", { name: "Mensagem para Ana Souza" });
    await user.type(within(dialog).getByLabelText("Mensagem"), "Você atende adolescentes?");
    expect(within(dialog).getByText("25/2000")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/mensagens/conv-1"));
    expect(sent).toContainEqual({
      method: "POST",
      url: "/api/conversations",
      body: { professionalId: "p1", body: "Você atende adolescentes?" },
    });
  });

  it("leads a visitor's 'Enviar mensagem' to sign in and back, and hides it from professionals", async () => {
    stubApi({
      "GET /api/auth/user": [401, { message: "Não autenticado" }],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    const link = await screen.findByRole("link", { name: "Enviar mensagem" });
    expect(link.getAttribute("href")).toMatch(/^\/entrar\?voltar=/);
    cleanup();
    stubApi({
      "GET /api/auth/user": [200, { ...client, id: "p9", role: "professional" }],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    expect(await screen.findByRole("heading", { name: "Ana Souza", level: 1 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Enviar mensagem" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Enviar mensagem" })).toBeNull();
  });

  it("moves the old address to the lasting one, keeping the query (decision 0350)", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    const { location } = page("/professional/p1?neighborhood=Moema");
    expect(await screen.findByRole("heading", { name: "Ana Souza", level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        "/profissional/ana-souza-psicologo-a-1?neighborhood=Moema",
      ),
    );
    expect(screen.getByRole("heading", { name: "Ana Souza", level: 1 })).toBeVisible();
  });

  it("loads the booking dialog when 'Agendar consulta' is clicked, and closes it", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "GET /api/agenda/availability/p1": [200, []],
      "GET /api/agenda/settings/p1": [200, { serviceDuration: 60, timeZone: "America/Sao_Paulo" }],
      "GET /api/appointments/professional/week": [200, []],
      "GET /api/agenda/blocked/range": [200, []],
    });
    const user = userEvent.setup();
    page("/professional/p1");
    await user.click(await screen.findByRole("button", { name: /Agendar consulta/ }));
    const dialog = await screen.findByRole("dialog", { name: "Agendar Consulta" });
    expect(within(dialog).getByText(/Com Ana Souza/)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says why it cannot be booked instead of 'Agendar consulta' (decision 0292)", async () => {
    const notAccepting = {
      ...professional({ availableForNewPatients: false }),
      viewerMayBook: false,
    };
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, notAccepting],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1?horario=2026-11-27T14:00");
    expect(await screen.findByText("Não está aceitando novos pacientes")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Agendar consulta/ })).toBeNull();
    expect(screen.queryByText(/Próximo horário/)).toBeNull();
    // The link from a card does not open a dialog nobody may use.
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets a current client book one who takes no new patients; none free says so", async () => {
    const known = { ...professional({ availableForNewPatients: false }), viewerMayBook: true };
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, known],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    expect(await screen.findByRole("button", { name: /Agendar consulta/ })).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Próximo horário: sex., 27/11 às 14:00" }),
    ).toBeVisible();
  });

  it("says 'Sem horários disponíveis' when there is no free slot", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, { ...professional(), nextAvailableAt: null }],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    expect(await screen.findByText("Sem horários disponíveis")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Agendar consulta/ })).toBeNull();
  });

  it("uses the client's address when the search gave no neighbourhood", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    expect(await screen.findByText(/Atendimento não disponível neste bairro/)).toHaveTextContent(
      "Lapa",
    );
  });

  it("hides the contact when the professional does not show it", async () => {
    stubApi({
      "GET /api/professionals/p1": [200, professional({ showContact: false })],
      "GET /api/reviews/professional/p1": noReviews,
    });
    page("/professional/p1");
    await screen.findByRole("heading", { name: "Ana Souza" });
    expect(screen.queryByRole("heading", { name: "Contato" })).not.toBeInTheDocument();
    expect(screen.queryByText("ana@example.com")).not.toBeInTheDocument();
  });

  it("lists reviews with 'Cliente anônimo' for anonymous ones and the average", async () => {
    const review = {
      professionalId: "p1",
      serviceConfirmationId: "s1",
      createdAt: "2026-03-05T12:00:00Z",
    };
    stubApi({
      "GET /api/professionals/p1": [200, professional({ averageRating: 4.5, reviewCount: 2 })],
      "GET /api/reviews/professional/p1": [
        200,
        {
          averageRating: 4.5,
          reviewCount: 2,
          reviews: [
            {
              ...review,
              id: "r1",
              rating: 5,
              comment: "Excelente",
              isAnonymous: false,
              client: { firstName: "Bia", lastName: "Lima", profileImageUrl: null },
            },
            { ...review, id: "r2", rating: 4, comment: null, isAnonymous: true, client: null },
          ],
        },
      ],
    });
    page("/professional/p1");
    expect(await screen.findByText("4,5")).toBeVisible();
    const list = (await screen.findByText("Excelente")).closest("ul") as HTMLElement;
    expect(within(list).getByText("Bia Lima")).toBeVisible();
    expect(within(list).getByText("Cliente anônimo")).toBeVisible();
    expect(within(list).getAllByText("05/03/2026")).toHaveLength(2);
    expect(within(list).getByRole("img", { name: "4 de 5 estrelas" })).toBeVisible();
  });

  it("toasts when the reviews cannot be loaded", async () => {
    stubApi({ "GET /api/professionals/p1": [200, professional()] });
    page("/professional/p1");
    expect(await screen.findByText("Erro ao carregar avaliações")).toBeVisible();
  });

  it("says 'Profissional não encontrado' and leads back to the search it came from", async () => {
    stubApi({});
    page("/professional/p9?return=%2Fprofessionals%3Fspecialty%3DPsicologia");
    expect(
      await screen.findByRole("heading", { name: "Profissional não encontrado" }),
    ).toBeVisible();
    for (const link of screen.getAllByRole("link", { name: "Voltar para busca" })) {
      expect(link).toHaveAttribute("href", "/professionals?specialty=Psicologia");
    }
  });
});

describe("how the professional's reviews appear (decision 0387)", { timeout: 20_000 }, () => {
  it("'Somente a nota': the rating and count, and where the comments are", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [
        200,
        professional({ averageRating: 4.5, reviewCount: 2, reviewVisibility: "rating_only" }),
      ],
      "GET /api/reviews/professional/p1": [
        200,
        { reviews: [], averageRating: 4.5, reviewCount: 2, visibility: "rating_only" },
      ],
    });
    page("/professional/p1");
    expect(await screen.findByText("4,5")).toBeVisible();
    expect(screen.getByText("(2 avaliações)")).toBeVisible();
    expect(await screen.findByText(/Os comentários ficam visíveis apenas para ele/)).toBeVisible();
  });

  it("'Privadas': no rating, no 'Sem avaliações', no reviews card", async () => {
    // An earlier test's 'Erro ao carregar avaliações' notice must not linger into this one.
    forgetToasts();
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [
        200,
        professional({ averageRating: null, reviewCount: 0, reviewVisibility: "private" }),
      ],
      "GET /api/reviews/professional/p1": [
        200,
        { reviews: [], averageRating: null, reviewCount: 0, visibility: "private" },
      ],
    });
    page("/professional/p1");
    await screen.findByRole("heading", { name: /Ana Souza/ });
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Avaliações" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/avaliaç/i)).not.toBeInTheDocument();
  });
});

describe("'Seguir' and 'Conteúdos' on the profile (decision 0404)", { timeout: 20_000 }, () => {
  const content = (n: number, title: string) => ({
    id: `k${n}`,
    slug: `conteudo-${n}-ab12`,
    path: `/conteudos/conteudo-${n}-ab12`,
    title,
    contentText: "Dormir bem.",
    imageUrl: null,
    publishedAt: `2026-11-2${n}T12:00:00.000Z`,
    updatedAt: `2026-11-2${n}T12:00:00.000Z`,
    author: {
      id: "p1",
      firstName: "Ana",
      lastName: "Souza",
      specialty: "Psicologia",
      profileImageUrl: null,
      profilePath: "/profissional/ana-souza-psicologa-12345",
    },
  });
  const contents = [
    200,
    [content(3, "Sono e rotina"), content(2, "Ansiedade no trabalho"), content(1, "Pausas")],
  ] as const;

  it("lets a client follow and unfollow, privately, and lists the latest contents", async () => {
    const user = userEvent.setup();
    let following = false;
    const sent = stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "GET /api/professionals/p1/contents": contents,
      "GET /api/follows/p1": () => [200, { following }],
      "PUT /api/follows/p1": () => {
        following = true;
        return [200, { following }];
      },
      "DELETE /api/follows/p1": () => {
        following = false;
        return [200, { following }];
      },
    });
    page("/professional/p1");
    const list = await screen.findByRole("list", { name: "Conteúdos" });
    expect(screen.getByRole("heading", { name: "Conteúdos", level: 2 })).toBeVisible();
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sono e rotina", "/conteudos/conteudo-3-ab12"],
      ["Ansiedade no trabalho", "/conteudos/conteudo-2-ab12"],
      ["Pausas", "/conteudos/conteudo-1-ab12"],
    ]);
    expect(within(list).getByText("Publicado em 23/11/2026")).toBeVisible();

    const follow = await screen.findByRole("button", { name: "Seguir" });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute("aria-pressed", "false");
    await user.click(follow);
    const followed = await screen.findByRole("button", { name: "Seguindo" });
    expect(followed).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(followed).toBeEnabled());
    await user.click(followed);
    expect(await screen.findByRole("button", { name: "Seguir" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(sent.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.url}`)).toEqual([
      "PUT /api/follows/p1",
      "DELETE /api/follows/p1",
    ]);
    // Private: no count of followers anywhere on the page.
    expect(screen.queryByText(/seguidor/i)).toBeNull();
  });

  it("shows 'Seguindo' to a client who already follows", async () => {
    stubApi({
      "GET /api/auth/user": [200, client],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "GET /api/follows/p1": [200, { following: true }],
    });
    page("/professional/p1");
    expect(await screen.findByRole("button", { name: "Seguindo" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // No contents: no empty 'Conteúdos' card.
    expect(screen.queryByRole("heading", { name: "Conteúdos" })).toBeNull();
  });

  it("leads a visitor's 'Seguir' to sign in and back, and shows professionals none", async () => {
    stubApi({
      "GET /api/auth/user": [401, { message: "Não autenticado" }],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "GET /api/professionals/p1/contents": contents,
    });
    page("/professional/p1");
    const link = await screen.findByRole("link", { name: "Seguir" });
    // Back to the profile's lasting address, where the old one moved (decision 0350).
    expect(link.getAttribute("href")).toMatch(/^\/entrar\?voltar=%2Fprofissional%2Fana-souza-/);
    expect(screen.queryByRole("button", { name: "Seguir" })).toBeNull();
    // Everyone reads the contents.
    expect(await screen.findByRole("link", { name: "Sono e rotina" })).toBeVisible();
    cleanup();
    const sent = stubApi({
      "GET /api/auth/user": [200, { ...client, id: "p9", role: "professional" }],
      "GET /api/professionals/p1": [200, professional()],
      "GET /api/reviews/professional/p1": noReviews,
      "GET /api/professionals/p1/contents": contents,
    });
    page("/professional/p1");
    expect(await screen.findByRole("link", { name: "Sono e rotina" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Segui/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Segui/ })).toBeNull();
    expect(sent.some((r) => r.url.startsWith("/api/follows"))).toBe(false);
  });
});
