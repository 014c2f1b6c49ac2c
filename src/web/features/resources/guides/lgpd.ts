import type { Guide } from "./guide";

export const lgpdGuide: Guide = {
  slug: "lgpd",
  title: "LGPD para o profissional",
  summary:
    "Dados de saúde são dados sensíveis. O que a lei pede de você, o que o Acolher guarda e por quanto tempo.",
  updatedOn: "2026-11-28",
  sections: [
    {
      heading: "Dados de saúde são sensíveis",
      paragraphs: [
        "A Lei Geral de Proteção de Dados chama de sensível o dado referente à saúde (art. 5º, II) e só permite tratá-lo nas hipóteses do art. 11: por exemplo, o consentimento específico do titular, o cumprimento de obrigação legal (como o recibo Receita Saúde) ou a tutela da saúde em procedimento feito por profissional de saúde. Até o fato de alguém ter marcado uma sessão com você revela algo sobre a saúde dessa pessoa.",
      ],
    },
    {
      heading: "Você e o Acolher",
      paragraphs: [
        "Os seus prontuários, anotações clínicas e conversas fora do Acolher são seus: para esses dados você é o controlador (art. 5º, VI), quem decide como tratá-los e responde por eles, inclusive pela guarda que o seu conselho exige. Guarde-os em lugar protegido por senha e não os envie por canais abertos.",
        "O Acolher trata os dados da plataforma (contas, agendamentos, mensagens, pagamentos informados) e os descreve no Aviso de Privacidade: o que guarda, com que base legal, quem vê e por quanto tempo.",
      ],
      bullets: [
        "Observações do agendamento, notas e endereço: apagados 180 dias depois da sessão.",
        "Mensagens: apagadas 2 anos depois da última mensagem da conversa.",
        "Notificações: 1 ano. Registro de e-mails (nunca o texto): 180 dias.",
        "CPF de quem pagou: entre os profissionais, só você vê, no Financeiro. Se o cliente excluir a conta, fica só o de pagamentos já recebidos, cujo recibo você precisa emitir e guardar.",
        "Nada disso vai em e-mails, links ou títulos de página.",
      ],
    },
    {
      heading: "Direitos dos titulares",
      paragraphs: [
        'Clientes e profissionais podem acessar, corrigir, exportar e excluir os seus dados (art. 18). No Acolher, "Baixar meus dados" entrega tudo o que guardamos sobre a pessoa, e a exclusão da conta apaga o que ela escreveu. Pedidos sobre os dados da plataforma chegam pelo "Fale com o suporte" e são respondidos em até 15 dias.',
        "Pedidos sobre o seu prontuário (uma cópia, uma correção) são dirigidos a você, como controlador: responda dentro do que a lei e o seu conselho pedem.",
      ],
    },
    {
      heading: "Incidentes",
      paragraphs: [
        "Se você suspeitar de acesso indevido à sua conta, troque a senha e avise o suporte. Um incidente de segurança que possa causar risco ou dano relevante aos titulares deve ser comunicado pelo controlador à ANPD e aos titulares (art. 48): o Acolher faz isso pelos dados da plataforma, e você pelos seus prontuários e arquivos.",
      ],
    },
  ],
  sources: [
    { label: "Lei nº 13.709/2018 (LGPD), arts. 5º, 11, 18, 19 e 48" },
    { label: "Acolher, Aviso de Privacidade (/privacidade)" },
    { label: "Acolher, decisões 0393 (retenção), 0400 (pagamentos) e 0406 (mensagens)" },
  ],
};
