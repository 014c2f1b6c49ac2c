import type { FeedPage } from "@domain/contracts/contents";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SocialPage } from "./social-page";

beforeAll(() => void vi.spyOn(window, "scrollTo").mockImplementation(() => {}));

const author = {
  id: "11111111-1111-4111-8111-111111111111",
  firstName: "Ana",
  lastName: "Souza",
  specialty: "Psicologia",
  profileImageUrl: null,
  profilePath: "/profissional/ana-souza-psicologa-7",
};
const item = (id: string, title: string, followed: boolean, contentText = "Texto.") => ({
  id,
  slug: `s-${id}`,
  path: `/conteudos/s-${id}`,
  title,
  contentText,
  imageUrl: null,
  publishedAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  author,
  followed,
});

const client = makeCurrentUser({ role: "client" });
const professional = makeCurrentUser({
  role: "professional",
  professionalProfile: makeOwnProfessionalProfile({
    isVerified: true,
    verificationStatus: "verified",
  }),
});

describe("/social for a client: the feed", () => {
  it("lists followed professionals' contents first, renders the text safely and pages on", async () => {
    const first: FeedPage = {
      items: [
        item("a", "Do seguido", true, "Com **força** e <script>x</script> https://gov.br/x"),
        item("b", "Sugestão", false),
      ],
      nextCursor: "c1",
    };
    const sent = stubApi({
      "GET /api/feed": (req) =>
        req.searchParams.get("cursor") === "c1"
          ? [200, { items: [item("c", "Mais um", false)], nextCursor: null }]
          : [200, first],
    });
    renderApp({ path: "/social", user: client, ui: <SocialPage /> });
    const list = await screen.findByRole("list", { name: "Conteúdos" });
    const cards = within(list).getAllByRole("listitem");
    expect(within(cards[0]!).getByRole("link", { name: "Do seguido" })).toHaveAttribute(
      "href",
      "/conteudos/s-a",
    );
    expect(within(cards[0]!).getByText("Seguindo")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("força").tagName).toBe("STRONG");
    expect(within(cards[0]!).getByText(/<script>x<\/script>/)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("link", { name: "https://gov.br/x" })).toHaveAttribute(
      "rel",
      "nofollow ugc noopener",
    );
    expect(within(cards[1]!).queryByText("Seguindo")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Ver mais" }));
    expect(await screen.findByRole("link", { name: "Mais um" })).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toContain("/api/feed?cursor=c1");
    expect(screen.queryByRole("button", { name: "Ver mais" })).toBeNull();
  });

  it("guides to the search when there is nothing yet", async () => {
    stubApi({ "GET /api/feed": [200, { items: [], nextCursor: null }] });
    renderApp({ path: "/social", user: client, ui: <SocialPage /> });
    expect(await screen.findByText("Nenhum conteúdo por aqui ainda")).toBeInTheDocument();
    // True whether or not the client follows anyone (a followed professional may not have
    // published yet): it does not tell them to follow someone they already follow.
    expect(screen.getByText(/Quando os profissionais que você segue/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buscar profissionais" })).toHaveAttribute(
      "href",
      "/professionals",
    );
  });
});

describe("'Nova publicação'", () => {
  it("shows the form's errors, the councils' rule and the server's refusal on its field", async () => {
    const sent = stubApi({
      "GET /api/contents/mine": [200, []],
      "POST /api/contents": [
        400,
        {
          code: "bad_request",
          message: "Título inválido",
          fieldErrors: { title: ["Título recusado pelo servidor."] },
        },
      ],
    });
    renderApp({ path: "/social", user: professional, ui: <SocialPage /> });
    expect(await screen.findByText("Você ainda não publicou nenhum conteúdo.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Nova publicação" }));
    const dialog = await screen.findByRole("dialog", { name: "Nova publicação" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Publicar" }));
    expect(
      await within(dialog).findByText("O título deve ter pelo menos 3 caracteres."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Escreva o texto da publicação.")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Título"), "Sessões com desconto");
    await userEvent.type(within(dialog).getByLabelText("Texto"), "Um texto.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publicar" }));
    expect(await within(dialog).findByText(/não podem anunciar descontos/)).toBeInTheDocument();
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText("Título"));
    await userEvent.type(within(dialog).getByLabelText("Título"), "Sono e rotina");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publicar" }));
    expect(await within(dialog).findByText("Título recusado pelo servidor.")).toBeInTheDocument();
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({
      title: "Sono e rotina",
      contentText: "Um texto.",
    });
  });
});
