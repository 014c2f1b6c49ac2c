import type { Guide } from "./guide";

export const receitaSaudeGuide: Guide = {
  slug: "receita-saude",
  title: "Receita Saúde passo a passo",
  summary:
    "Psicólogos e fisioterapeutas que atendem como pessoa física emitem um recibo Receita Saúde por pagamento. Veja como o Acolher ajuda.",
  updatedOn: "2026-11-28",
  sections: [
    {
      heading: "Quem precisa emitir",
      paragraphs: [
        "Desde 1º de janeiro de 2025, profissionais de saúde que atendem como pessoa física e recebem de outra pessoa física emitem um recibo eletrônico, o Receita Saúde, para cada pagamento. Das quatro profissões do Acolher, a obrigação vale para psicólogos e fisioterapeutas; nutricionistas e profissionais de Educação Física não estão na lista.",
      ],
    },
    {
      heading: "O que o recibo pede",
      paragraphs: [
        "O recibo é emitido no aplicativo Receita Saúde (entrada com a conta gov.br) e pede:",
      ],
      bullets: [
        "a data e o valor do pagamento;",
        "o CPF de quem pagou;",
        "o CPF de quem foi atendido, quando é outra pessoa (um filho, por exemplo);",
        "a descrição do serviço.",
      ],
    },
    {
      heading: "Como o Acolher ajuda",
      paragraphs: [
        'Quando o cliente informa "Já paguei", o Acolher pede o CPF dele e, se for o caso, o nome e o CPF de quem foi atendido. Entre os profissionais, só você vê esse CPF, no "Financeiro"; ele nunca vai em e-mails ou notificações. Ao marcar "Pagamento recebido" no agendamento (data, valor e forma), o pagamento entra no "Financeiro", em "Recibos a emitir", com tudo o que o aplicativo pede e o prazo. Depois de emitir no aplicativo, marque "Recibo emitido".',
        'O "Financeiro" também tem "Exportar para o Carnê-Leão (CSV)": os pagamentos recebidos no ano, com os mesmos dados, para conferir ou lançar. O Acolher não emite o recibo por você nem recebe dinheiro: o pagamento vai direto para a sua chave Pix ou conta.',
        'O recibo em PDF que o cliente baixa em "Meus Agendamentos" (para pedir reembolso ao plano de saúde) é outro documento: ele não substitui o Receita Saúde.',
      ],
    },
    {
      heading: "Prazos",
      paragraphs: [
        'Emita o recibo logo após o pagamento. Recibos atrasados podem ser emitidos até o último dia de fevereiro do ano seguinte ao do pagamento; o "Financeiro" mostra esse prazo em cada pagamento.',
      ],
    },
  ],
  sources: [
    { label: "Receita Federal, Instrução Normativa RFB nº 2.240/2024" },
    { label: "Receita Federal, Ato Declaratório Executivo Cofis nº 11/2025" },
    { label: 'Lei nº 9.250/1995, art. 8º, II, "a" (despesas médicas dedutíveis)' },
    { label: "Acolher, decisões 0398, 0400 e 0401 (pagamentos, Financeiro e recibo)" },
  ],
};
