import { describe, expect, it } from "vitest";
import { healthDetailsIn } from "./health-details";

// Issue 30, item 4 (decision 0388): phrase by phrase, what holds a review and what does not.

describe("health details in a review", () => {
  it.each([
    ["Tenho depressão há anos", ["depressão"]],
    ["Estava muito DEPRESSIVA", ["depressão"]],
    ["me ajudou com a ansiedade", ["ansiedade"]],
    ["crises de pânico", ["pânico"]],
    ["meu filho tem TDAH", ["TDAH"]],
    ["sou bipolar", ["bipolar"]],
    ["meu filho é autista", ["autismo"]],
    ["recebeu o laudo de TEA", ["autismo"]],
    ["esquizofrenia na família", ["esquizofrenia"]],
    ["transtorno borderline", ["borderline"]],
    ["eu tenho TOC", ["TOC"]],
    ["tive anorexia", ["anorexia"]],
    ["bulimia", ["bulimia"]],
    ["depois do câncer", ["câncer"]],
    ["Diabético tipo 2", ["diabetes"]],
    ["sou HIV positivo", ["HIV"]],
    ["CID F41.1", ["código CID"]],
    ["diagnóstico F32", ["código CID"]],
    ["tomo fluoxetina", ["fluoxetina"]],
    ["Sertralina 50mg", ["sertralina"]],
    ["escitalopram", ["escitalopram"]],
    ["uso Rivotril", ["clonazepam"]],
    ["ritalina", ["ritalina"]],
    ["metilfenidato", ["ritalina"]],
    ["quetiapina", ["quetiapina"]],
    ["tomo lítio", ["lítio"]],
    ["carbonato de litio", ["lítio"]],
    ["comecei o Ozempic", ["ozempic"]],
    ["sem antidepressivo", ["antidepressivo"]],
    ["d e p r e s s ã o", []],
  ])("%s → %o", (text, found) => {
    expect(healthDetailsIn(text)).toEqual(found);
  });

  it("keeps everyday words: feelings, rooms, times, names, knock-knock", () => {
    for (const text of [
      "Fiquei ansiosa para a próxima sessão",
      "Saí ansioso e animado",
      "Sala 12, atendimento às 10 horas, 50 minutos",
      "Atendimento a 10 minutos do metrô",
      "Toc toc, quem é? Brincadeira, adorei",
      "Tomamos um chá (tea) no final",
      "O Cid é ótimo profissional",
      "Me deu um pânico de chegar atrasado, mas ela foi gentil",
      "A dieta foi bem pensada e o treino também",
      "Nota 10, recomendo",
      "",
    ]) {
      expect(healthDetailsIn(text), text).toEqual([]);
    }
    expect(healthDetailsIn(null)).toEqual([]);
  });

  it("names each detail once, in the list's order", () => {
    expect(healthDetailsIn("Fluoxetina pela depressão; depressão melhorou")).toEqual([
      "depressão",
      "fluoxetina",
    ]);
  });
});
