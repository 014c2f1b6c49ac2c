import type { Guide } from "./guide";

export const verificationGuide: Guide = {
  slug: "verificacao",
  title: "Como funciona a verificação",
  summary:
    "O que o Acolher confere antes de mostrar o seu perfil, quanto tempo leva e o que fazer se o cadastro for recusado.",
  updatedOn: "2026-11-28",
  sections: [
    {
      heading: "Por que verificamos",
      paragraphs: [
        "Quem procura atendimento em saúde precisa saber que fala com um profissional habilitado. Por isso nenhum perfil aparece na busca, nas páginas públicas ou no agendamento antes de a equipe do Acolher conferir o cadastro.",
      ],
    },
    {
      heading: "O que você informa",
      paragraphs: [
        "No formulário do perfil profissional você informa seu CPF, a especialidade principal e o registro no conselho da sua profissão, além dos locais de atendimento, do valor e da sua apresentação.",
      ],
      bullets: [
        "Psicologia: registro no CRP, no formato do conselho (por exemplo, CRP 06/123456).",
        "Nutrição: registro no CRN, com a região (por exemplo, CRN-3 12345).",
        "Fisioterapia: registro no CREFITO, com a região e a letra F (por exemplo, CREFITO-3 123456-F).",
        "Personal Trainer: registro no CREF, no formato do CONFEF (por exemplo, 041942-G/SP).",
        "O registro é conferido no formato de cada conselho; um número fora do formato é recusado na hora, com a explicação.",
        "O CPF nunca é público: só você e a equipe do Acolher o veem.",
      ],
    },
    {
      heading: "Como a equipe decide",
      paragraphs: [
        "Os cadastros completos entram em uma fila, do mais antigo ao mais recente. A equipe confere o registro na consulta pública do seu conselho e o restante do perfil, inclusive se os textos públicos respeitam as regras de publicidade da sua profissão.",
        'A análise leva até 48 horas. Enquanto isso, o painel mostra "Perfil em análise": você já pode usar o app, mas ainda não aparece nas buscas dos clientes.',
        'Verificado, o seu perfil aparece na busca na mesma hora, com o selo no título que você escolheu (por exemplo, "Psicóloga verificada"). Se o cadastro não for aceito, você recebe um aviso no app e por e-mail, e o motivo informado pela equipe aparece no seu painel e no seu perfil.',
      ],
    },
    {
      heading: "Se o cadastro for recusado ou mudar",
      paragraphs: [
        "Corrija o que o motivo indica e salve o perfil de novo: ele volta para a fila. CPF, registro e especialidade não podem ser alterados depois de salvos; se houver um erro neles, fale com o suporte.",
        "Um profissional verificado que muda o nome volta para a análise, porque o nome é o que o conselho registra. Quem descumpre as regras do Acolher tem a conta suspensa, com o motivo.",
      ],
    },
  ],
  sources: [
    { label: "Acolher, decisão 0101: verificação de profissionais" },
    { label: "Acolher, decisão 0386: registros de conselho conferíveis" },
    { label: "Acolher, decisão 0175: mudança de nome de profissional verificado" },
  ],
};
