import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { NO_REPEAT, RepeatField, seriesSentText } from "./repeat-field";

function Harness({ date = "2026-12-22" }: { date?: string }) {
  const [repeat, setRepeat] = useState(NO_REPEAT);
  return <RepeatField value={repeat} date={date} lastDate="2027-01-10" onChange={setRepeat} />;
}

const listed = () =>
  within(screen.getByRole("list", { name: "Datas que serão solicitadas" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("'Repetir' in the booking dialog (decision 0260)", () => {
  it("lists the dates a series will request before sending", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness /> });
    expect(screen.queryByLabelText("Número de sessões")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Repetir"), "A cada 2 semanas");
    await user.selectOptions(screen.getByLabelText("Número de sessões"), "3");
    const list = screen.getByRole("list", { name: "Datas que serão solicitadas" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["22/12/2026", "05/01/2027", "19/01/2027 (além de 180 dias, fica de fora)"]);
    await user.selectOptions(screen.getByLabelText("Repetir"), "Não repetir");
    // By its name: the toaster's own list may have loaded meanwhile.
    expect(
      screen.queryByRole("list", { name: "Datas que serão solicitadas" }),
    ).not.toBeInTheDocument();
  });

  it("skips national holidays unless unticked, showing which before sending (decision 0374)", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness date="2026-12-18" /> });
    await user.selectOptions(screen.getByLabelText("Repetir"), "Toda semana");
    await user.selectOptions(screen.getByLabelText("Número de sessões"), "4");
    const skip = screen.getByRole("checkbox", { name: "Pular feriados nacionais" });
    expect(skip).toBeChecked();
    expect(listed()).toEqual([
      "18/12/2026",
      "25/12/2026 (feriado nacional: Natal, fica de fora)",
      "01/01/2027 (feriado nacional: Ano novo, fica de fora)",
      "08/01/2027",
    ]);
    await user.click(skip);
    expect(skip).not.toBeChecked();
    expect(listed()).toEqual(["18/12/2026", "25/12/2026", "01/01/2027", "08/01/2027"]);
  });

  it("says which dates were left out after sending", () => {
    expect(seriesSentText([])).not.toMatch(/ficaram de fora/);
    expect(seriesSentText(["2026-12-29", "2027-01-05"])).toMatch(
      /Estas datas não estavam livres e ficaram de fora: 29\/12 e 05\/01\.$/,
    );
    expect(seriesSentText([], ["2026-12-25", "2027-01-01"])).toMatch(
      /Os feriados nacionais ficaram de fora: 25\/12 e 01\/01\.$/,
    );
  });
});
