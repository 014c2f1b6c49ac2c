import { describe, expect, it } from "vitest";
import {
  PUBLICITY_RULES,
  publicityFlags,
  publicityProblem,
  publicityRulesBroken,
} from "./publicity";

const keysOf = (text: string) => publicityRulesBroken(text).map((r) => r.key);

describe("the councils' forbidden publicity (decision 0385)", () => {
  it.each([
    ["10% de desconto na primeira sessão", "discount"],
    ["DESCONTOS para pacotes", "discount"],
    ["Pacote com 50% OFF", "discount"],
    ["Consultas pela metade do preço", "discount"],
    ["Promoção de inverno!", "promotion"],
    ["Em PROMOÇÃO até sexta", "promotion"],
    ["promocao de pacotes", "promotion"],
    ["Valor promocional para estudantes", "promotion"],
    ["Preços de Black Friday", "promotion"],
    ["Oferta imperdível para novos pacientes", "promotion"],
    ["Atendimento por compra coletiva", "promotion"],
    ["Use o cupom ACOLHER10", "coupon"],
    ["Cupons para a família", "coupon"],
    ["Aceito voucher", "coupon"],
    ["Sorteio de uma avaliação no Instagram", "raffle"],
    ["Vou sortear um plano alimentar", "raffle"],
    ["Rifa beneficente de sessões", "raffle"],
    ["Ganhe brindes na primeira consulta", "raffle"],
    ["Primeira consulta grátis", "free"],
    ["Primeira sessão GRATIS", "free"],
    ["primeira  consulta   gratuita", "free"],
    ["Avaliação gratuita!", "free"],
    ["Atendo gratuitamente aos sábados", "free"],
    ["Primeira aula de graça", "free"],
    ["Primeira consulta grá\u200btis", "free"],
    ["Primeira consulta GRA\u00adTIS", "free"],
    ["Primeira consulta ｇｒáｔｉｓ", "free"],
    ["Primeira avaliação sem custo", "free"],
    ["Veja o antes e depois dos meus pacientes", "before_after"],
    ["Fotos de ANTES E DEPOIS", "before_after"],
    ["Meu antes/depois", "before_after"],
    ["Antes x depois de 3 meses", "before_after"],
    ["Cura garantida da ansiedade", "guaranteed_result"],
    ["Resultado garantido em 30 dias", "guaranteed_result"],
    ["Resultados garantidos", "guaranteed_result"],
    ["100% de resultado", "guaranteed_result"],
    ["100% DE RESULTADOS", "guaranteed_result"],
    ["Eficácia 100% garantida", "guaranteed_result"],
    ["Garanto o emagrecimento", "guaranteed_result"],
    ["Emagrecimento garantido ou seu dinheiro de volta", "guaranteed_result"],
    ["Cura definitiva da dor lombar", "guaranteed_result"],
  ])("refuses %j as %s", (text, key) => {
    expect(keysOf(text)).toContain(key);
  });

  it.each([
    "Profissional descontraída e acolhedora",
    "Gratidão a cada paciente; é gratificante",
    "Trabalho para promover a saúde e o bem-estar",
    "Atuo na promoção da saúde e na promoção de hábitos saudáveis",
    "Descontar o estresse no corpo é comum",
    "Boa sorte no tratamento; sortimento de frutas",
    "Glicemia antes e depois das refeições",
    "Converso com você antes e depois da sessão",
    "Garanto sigilo e respeito",
    "Resultados dependem de cada pessoa",
    "Dieta gluten free e sem lactose",
    "Atendimento em home office ou presencial",
    "Ofereço avaliação completa",
    "Cuponeira",
    "Valor da consulta: R$ 150",
    "Promovo grupos de apoio",
  ])("accepts %j", (text) => {
    expect(publicityRulesBroken(text)).toEqual([]);
  });

  it("names every rule it breaks, in the list's order", () => {
    expect(keysOf("Sorteio e desconto: primeira sessão grátis")).toEqual([
      "discount",
      "raffle",
      "free",
    ]);
  });

  it("gives the first rule's message, naming the rule and its sources", () => {
    expect(publicityProblem("Primeira consulta grátis")).toBe(
      "Textos públicos no Acolher não podem anunciar atendimento grátis ou gratuito (COFFITO Res. 424/2013 art. 39; CFN Res. 599/2018 art. 57; CFP Res. 3/2007 art. 53-54). A regra vale para todas as profissões.",
    );
    expect(publicityProblem(null)).toBeNull();
    expect(publicityProblem("Psicoterapia para adultos")).toBeNull();
  });

  it("cites a council act in every rule", () => {
    for (const rule of PUBLICITY_RULES) expect(rule.source).toMatch(/(CFP|CFN|COFFITO) /);
  });
});

describe("words taken apart to slip by (issue 30)", () => {
  it.each([
    ["Primeira consulta g r á t i s", "free"],
    ["Primeira consulta G-R-Á-T-I-S", "free"],
    ["primeira sessão g.r.a.t.i.s", "free"],
    ["Pacote com de-s-conto", "discount"],
    ["D E S C O N T O para estudantes", "discount"],
    ["p.r.o.m.o.ç.ã.o de inverno", "promotion"],
    ["Use o c_u_p_o_m ACOLHER", "coupon"],
    ["s o r t e i o no Instagram", "raffle"],
  ])("refuses %j as %s", (text, key) => {
    expect(keysOf(text)).toContain(key);
  });

  it.each([
    "Atendimento a, e e o: vitamina A e D",
    "Pós-graduação em saúde da mulher; e-mail e WhatsApp",
    "Bem-estar, auto-cuidado e anti-inflamatório",
    "Avaliação física: I, II e III",
    "Grupo de promoção da saúde",
    "T.C.C. e A.C.T. para ansiedade",
  ])("accepts %j", (text) => {
    expect(publicityRulesBroken(text)).toEqual([]);
  });
});

describe("publicityFlags", () => {
  it("flags each field once per broken rule, home bairros one by one", () => {
    expect(
      publicityFlags({
        bio: "Psicoterapia para adultos",
        professionalBio: "Primeira consulta grátis e sem sorteio? Não: com sorteio.",
        officeComplement: null,
        homeServiceAreas: ["Moema", "Promoção de inverno", "Pinheiros promoção"],
      }).map(({ field, rule }) => [field, rule]),
    ).toEqual([
      ["professionalBio", "raffle"],
      ["professionalBio", "free"],
      ["homeServiceAreas", "promotion"],
    ]);
  });
});
