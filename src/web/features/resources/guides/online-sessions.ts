import type { Guide } from "./guide";

export const onlineSessionsGuide: Guide = {
  slug: "sessoes-online",
  title: "Checklist para sessões online",
  summary:
    "O que a lei e os conselhos pedem do atendimento a distância, e uma lista para cada sessão.",
  updatedOn: "2026-11-28",
  sections: [
    {
      heading: "O que a lei e os conselhos pedem",
      paragraphs: [
        "A telessaúde é permitida às profissões de saúde pela Lei nº 14.510/2022, com consentimento livre e esclarecido do paciente, sigilo e o direito de ele preferir o atendimento presencial. Cada conselho tem a sua norma: CFP Resolução nº 9/2024, CFN Resolução nº 760/2023 e COFFITO Resolução nº 619/2025; para a Educação Física vale o Código de Ética do CONFEF.",
        'No Acolher, o cliente aceita o termo de consentimento da sua profissão antes da primeira sessão online com você; você pode acrescentar um texto seu em "Atendimento online", na agenda, e pode indicar a sua própria sala de vídeo (Meet, Zoom, Jitsi) no lugar da sala do Acolher. O cliente pode retirar o consentimento a qualquer momento e, se você atende em consultório, pedir atendimento presencial ("Prefiro atendimento presencial"), que você aceita ou não no agendamento.',
      ],
    },
    {
      heading: "Antes da sessão",
      paragraphs: [],
      bullets: [
        "Confirme que o cliente aceitou o termo (aparece no agendamento).",
        "Use um lugar reservado, com porta fechada e fone de ouvido.",
        "Teste câmera, microfone e conexão; a sala abre 15 minutos antes do início.",
        "Combine um plano B: um telefone para ligar se a conexão cair.",
        "Tenha à mão os contatos de emergência da cidade do cliente.",
      ],
    },
    {
      heading: "Durante e depois",
      paragraphs: [],
      bullets: [
        "Confirme a identidade do cliente e se ele está em um lugar seguro e reservado.",
        "Não grave a sessão: o Acolher não grava, e o vídeo vai direto entre os dois navegadores.",
        "O Acolher não é um serviço de emergência. Em crise ou risco de vida, oriente: CVV 188 e SAMU 192.",
        "Registre o atendimento no seu prontuário, como no presencial.",
      ],
    },
  ],
  sources: [
    { label: "Lei nº 14.510/2022 (telessaúde), que incluiu o art. 26-A na Lei nº 8.080/1990" },
    { label: "CFP, Resolução nº 9/2024" },
    { label: "CFN, Resolução nº 760/2023" },
    { label: "COFFITO, Resolução nº 619/2025" },
    {
      label: "CONFEF, Código de Ética dos Profissionais de Educação Física",
    },
    { label: "Acolher, decisões 0394, 0395 e 0396 (sessões online)" },
  ],
};
