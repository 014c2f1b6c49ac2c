import { act } from "@testing-library/react";
import { Combobox } from "@web/features/geo/components/combobox";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

/**
 * What `read` finds in `page`'s server HTML, then once React has hydrated it: the two moments a
 * person may click in.
 */
async function beforeAndAfterHydration<T>(
  page: () => ReactElement,
  read: (container: HTMLElement) => T,
): Promise<[T, T]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  try {
    const before = read(container);
    await act(async () => {
      hydrateRoot(container, page());
    });
    return [before, read(container)];
  } finally {
    container.remove();
  }
}

// A rendered page's code comes after its first paint (decision 0416). Until React holds the
// page, a button that only works with the code is disabled (a click is refused in sight, not
// lost); what works without the code (a link, a form's plain submit) stays usable.
const controls = () => (
  <form action="/professionals">
    <Button onClick={() => {}}>Seguir</Button>
    <Button type="submit">Buscar</Button>
    <Button asChild>
      <a href="/entrar">Entrar</a>
    </Button>
    <Button onClick={() => {}} disabled>
      Enviando
    </Button>
  </form>
);

it("disables only code-only buttons in the server's HTML, and enables them once hydrated", async () => {
  const [before, after] = await beforeAndAfterHydration(controls, (container) =>
    [...container.querySelectorAll("button, a")].map(
      (e) => `${e.textContent}: ${e.hasAttribute("disabled")}`,
    ),
  );
  expect(before).toEqual(["Seguir: true", "Buscar: false", "Entrar: false", "Enviando: true"]);
  expect(after).toEqual(["Seguir: false", "Buscar: false", "Entrar: false", "Enviando: true"]);
});

// The search's filters come in the server's HTML too (decision 0366): its selects, check boxes
// and comboboxes only work with the code, and a CI run's click on 'Especialidade' before
// hydration opened nothing.
const filters = () => (
  <form>
    <Select>
      <SelectTrigger aria-label="Especialidade">
        <SelectValue placeholder="Selecione" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="Psicologia">Psicologia</SelectItem>
      </SelectContent>
    </Select>
    <Checkbox aria-label="Online" />
    <Combobox
      id="city"
      label="Cidade"
      value=""
      onChange={() => {}}
      options={[]}
      emptyText="Nenhuma"
    />
  </form>
);

it("disables the filters' selects, check boxes and comboboxes until hydrated", async () => {
  const [before, after] = await beforeAndAfterHydration(filters, (container) =>
    [
      container.querySelector('[aria-label="Especialidade"]'),
      container.querySelector('[aria-label="Online"]'),
      container.querySelector("#city"),
    ].map((e) => e?.hasAttribute("disabled")),
  );
  expect(before).toEqual([true, true, true]);
  expect(after).toEqual([false, false, false]);
});
