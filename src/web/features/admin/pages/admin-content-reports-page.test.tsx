import type { ReportedContent } from "@domain/contracts/contents";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onePage } from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { NEVER, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 34, item 2 (decision 0404): 'Conteúdos', the queue of reported contents.

const me = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const CONTENT_ID = "7a1b2c3d-0000-4000-8000-0000000000c1";
const DECISION = `POST /api/admin/contents/${CONTENT_ID}/decision`;
const QUEUE = "GET /api/admin/content-reports";

const reported: ReportedContent = {
  id: CONTENT_ID,
  content: {
    id: CONTENT_ID,
    title: "Chá que cura a ansiedade",
    contentText: "Tome **três xícaras** por dia.\n\n- manhã\n- noite",
    path: "/conteudos/cha-que-cura-a-ansiedade-7a1b2c3d00",
    publishedAt: "2026-11-20T13:00:00.000Z",
  },
  professional: { id: "p1", firstName: "Helena", lastName: "Costa" },
  reportCount: 2,
  firstReportedAt: "2026-11-21T17:30:00.000Z",
  reports: [
    {
      id: "r1",
      reason: "desinformacao",
      details: "Promete cura sem base.",
      createdAt: "2026-11-21T17:30:00.000Z",
    },
    { id: "r2", reason: "publicidade", details: null, createdAt: "2026-11-22T17:30:00.000Z" },
  ],
};

const posts = (sent: { method: string; url: string; body: unknown }[]) =>
  sent.filter((r) => r.method === "POST");

describe("'Conteúdos' (/admin/conteudos)", { timeout: 20_000 }, () => {
  it("shows the content, its author, its text and the reports; hides it with a reason after asking", async () => {
    const user = userEvent.setup();
    let decided = false;
    const sent = stubApi({
      [QUEUE]: () => [200, onePage(decided ? [] : [reported])],
      [DECISION]: () => {
        decided = true;
        return [200, { contentId: CONTENT_ID, hidden: true, resolvedReports: 2 }];
      },
    });
    renderApp({ path: "/admin/conteudos", user: me });
    const list = await screen.findByRole("list", { name: "Conteúdos denunciados" });
    expect(within(list).getByRole("heading", { name: "Chá que cura a ansiedade" })).toBeVisible();
    expect(within(list).getByText(/Publicado por Helena Costa em 20\/11\/2026/)).toBeVisible();
    expect(within(list).getByText("2 denúncias")).toBeVisible();
    const text = within(list).getByRole("region", { name: "Texto de Chá que cura a ansiedade" });
    expect(within(text).getByText("três xícaras").tagName).toBe("STRONG");
    expect(within(text).getByText("noite")).toBeVisible();
    expect(within(list).getByRole("link", { name: "Abrir a página do conteúdo" })).toHaveAttribute(
      "href",
      reported.content.path,
    );
    const reports = within(list).getByRole("list", { name: "Denúncias recebidas" });
    expect(within(reports).getByText("Informação falsa ou perigosa para a saúde")).toBeVisible();
    expect(within(reports).getByText("Promete cura sem base.")).toBeVisible();
    expect(document.title).toBe("Conteúdos denunciados | Acolher");

    // No reason: the field says so and nothing is sent.
    await user.click(screen.getByRole("button", { name: "Ocultar conteúdo" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Escolha o motivo para ocultar o conteúdo.",
    );
    expect(screen.getByLabelText("Motivo para ocultar")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Motivo para ocultar"), "desinformacao");
    await user.type(screen.getByLabelText("Observação interna (opcional)"), "Promessa de cura");
    await user.click(screen.getByRole("button", { name: "Ocultar conteúdo" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Ocultar “Chá que cura a ansiedade”?",
    });
    expect(dialog).toHaveTextContent("Informação falsa ou perigosa para a saúde");
    // 'Voltar' sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(posts(sent)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Ocultar conteúdo" }));
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Ocultar conteúdo" }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toEqual({
      resolution: "hidden",
      reason: "desinformacao",
      note: "Promessa de cura",
    });
    expect(await screen.findByText("Conteúdo ocultado")).toBeVisible();
    expect(await screen.findByText("Nenhum conteúdo denunciado aguardando análise.")).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps a content without a reason nor a dialog", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [QUEUE]: [200, onePage([reported])],
      [DECISION]: [200, { contentId: CONTENT_ID, hidden: false, resolvedReports: 2 }],
    });
    renderApp({ path: "/admin/conteudos", user: me });
    await user.click(await screen.findByRole("button", { name: "Manter conteúdo" }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toEqual({ resolution: "dismissed", reason: null, note: null });
    expect(await screen.findByText("Conteúdo mantido")).toBeVisible();
  });

  it("says in Portuguese when another admin decided first, and drops the content from the list", async () => {
    const user = userEvent.setup();
    let decided = false;
    stubApi({
      [QUEUE]: () => [200, onePage(decided ? [] : [reported])],
      [DECISION]: () => {
        decided = true;
        return [
          409,
          { code: "conflict", message: "Este conteúdo já foi analisado por outro administrador." },
        ];
      },
    });
    renderApp({ path: "/admin/conteudos", user: me });
    await user.click(await screen.findByRole("button", { name: "Manter conteúdo" }));
    expect(
      await screen.findByText("Este conteúdo já foi analisado por outro administrador."),
    ).toBeVisible();
    expect(await screen.findByText("Nenhum conteúdo denunciado aguardando análise.")).toBeVisible();
  });

  it("shows the loading, the error and the empty states", async () => {
    stubApi({ [QUEUE]: NEVER });
    const first = renderApp({ path: "/admin/conteudos", user: me });
    expect(
      await screen.findByRole("status", { name: "Carregando conteúdos denunciados" }),
    ).toBeVisible();
    first.unmount();

    stubApi({ [QUEUE]: [500, { code: "internal", message: "Erro" }] });
    const second = renderApp({ path: "/admin/conteudos", user: me });
    expect(
      await screen.findByText("Não foi possível carregar a lista. Tente novamente."),
    ).toBeVisible();
    second.unmount();

    stubApi({ [QUEUE]: [200, onePage([])] });
    renderApp({ path: "/admin/conteudos", user: me });
    expect(await screen.findByText("Nenhum conteúdo denunciado aguardando análise.")).toBeVisible();
  });
});
