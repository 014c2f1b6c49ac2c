import type { Guide } from "./guide";

export const publicityGuide: Guide = {
  slug: "publicidade",
  title: "Publicidade: as regras dos conselhos no Acolher",
  summary:
    "Seu perfil é publicidade profissional. Veja o que os códigos de ética vedam e como o Acolher aplica essas regras.",
  updatedOn: "2026-11-28",
  sections: [
    {
      heading: "O perfil é publicidade",
      paragraphs: [
        "Para os conselhos, tudo o que você publica para atrair clientes é publicidade profissional: a apresentação, os locais, o valor e os textos que acompanham o perfil. Os códigos de ética das quatro profissões do Acolher limitam essa publicidade, e o Acolher aplica os mesmos limites a todas elas.",
        "Em resumo, os códigos pedem que a publicidade informe (nome, profissão, registro, formação, serviços). Entre o que vedam, conforme a profissão, estão:",
      ],
      bullets: [
        "usar depoimentos de clientes;",
        "prometer ou garantir resultados;",
        "usar o preço como propaganda (descontos, promoções, atendimento grátis);",
        'mostrar "antes e depois" de clientes.',
      ],
    },
    {
      heading: "O que o Acolher recusa nos textos públicos",
      paragraphs: [
        "Ao salvar, o texto é conferido e, se quebrar uma regra, é recusado com a regra e as suas fontes:",
      ],
      bullets: [
        'Descontos, promoções, cupons e sorteios ("50% off", "black friday", "brinde").',
        'Atendimento grátis ou gratuito como chamariz ("primeira avaliação sem custo").',
        '"Antes e depois", mesmo com autorização do cliente.',
        'Resultados prometidos ou garantidos ("cura garantida", "garanto o emagrecimento").',
      ],
    },
    {
      heading: "O que continua permitido",
      paragraphs: [
        'Informar a sua formação, as abordagens e os serviços que você oferece, o valor da consulta como informação (não como oferta) e expressões do vocabulário da saúde, como "promoção da saúde" ou "antes e depois das refeições".',
      ],
    },
    {
      heading: "Avaliações de clientes",
      paragraphs: [
        'Avaliações com texto, no perfil, funcionam como depoimentos. Por isso você escolhe como elas aparecem: "Públicas" (nota e comentários), "Somente a nota" (a média e o número de avaliações) ou "Privadas" (só você vê). Para a Psicologia o padrão é "Somente a nota", porque o CFP veda depoimentos na publicidade do psicólogo; para Nutrição, Fisioterapia e Personal Trainer o padrão é "Públicas". Você muda a escolha no seu perfil, em "Avaliações no seu perfil".',
        "Um comentário que cita diagnóstico ou medicamento só é publicado se o autor confirmar. Você pode responder uma vez a cada avaliação, com as mesmas regras de publicidade, e denunciar uma avaliação para a equipe analisar.",
      ],
    },
  ],
  sources: [
    { label: "CFP, Resolução nº 10/2005 (Código de Ética Profissional do Psicólogo), art. 20" },
    { label: "CFP, Resolução nº 3/2007, arts. 53 e 54, e Nota Técnica CFP nº 1/2022" },
    { label: "CFN, Resolução nº 599/2018 (Código de Ética do Nutricionista), arts. 57 e 58" },
    {
      label:
        "COFFITO, Resolução nº 424/2013 (Código de Ética da Fisioterapia), art. 39, e Resolução nº 391/2011",
    },
    {
      label: "CONFEF, Código de Ética dos Profissionais de Educação Física",
    },
    {
      label:
        "Acolher, decisões 0385 (publicidade), 0387 (visibilidade das avaliações) e 0388 (moderação e respostas)",
    },
  ],
};
