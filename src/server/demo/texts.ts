import type { Specialty } from "@domain/constants";

/** Bio pieces per specialty, written gender-neutral so they fit anyone on the roster. */
const BIOS: Record<Specialty, { opening: string[]; focus: string[]; closing: string[] }> = {
  Psicologia: {
    opening: [
      "Atendo adultos e adolescentes há mais de dez anos, com abordagem cognitivo-comportamental.",
      "Trabalho com psicoterapia psicanalítica, num espaço de escuta cuidadosa e sem julgamentos.",
      "Minha prática clínica é baseada na Terapia de Aceitação e Compromisso (ACT).",
      "Especialização em terapia de casal e família pela PUC-SP.",
      "Atuo em psicologia clínica e neuropsicologia, com experiência em hospital e consultório.",
      "Faço atendimentos com abordagem humanista, centrada na pessoa.",
    ],
    focus: [
      "Tenho foco em ansiedade, estresse no trabalho e burnout.",
      "Acompanho processos de luto, transições de carreira e mudanças de vida.",
      "Atendo questões de autoestima, relacionamentos e depressão.",
      "Tenho experiência com TDAH em adultos e com orientação a pais.",
      "Acolho pessoas LGBTQIA+ e trabalho questões de identidade.",
      "Ajudo quem enfrenta insônia, crises de pânico e dificuldade de lidar com as emoções.",
    ],
    closing: [
      "Sigo o código de ética do CFP e garanto total sigilo.",
      "Vamos conversar sobre o que você procura?",
      "Na primeira sessão entendemos juntos as suas necessidades.",
      "Cada processo é único e construído em parceria.",
    ],
  },
  Nutrição: {
    opening: [
      "Nutrição clínica e esportiva, com pós-graduação pela USP.",
      "Trabalho com nutrição comportamental, sem dietas restritivas nem terrorismo nutricional.",
      "Atendo gestantes, lactantes e crianças, da introdução alimentar à adolescência.",
      "Especialização em nutrição funcional e saúde intestinal.",
      "Acompanho pessoas com diabetes, hipertensão e colesterol alto.",
      "Minha abordagem une ciência e o prazer de comer bem.",
    ],
    focus: [
      "Monto planos alimentares possíveis para a sua rotina, com receitas práticas.",
      "Tenho foco em emagrecimento saudável e reeducação alimentar.",
      "Atendo atletas amadores e praticantes de corrida e musculação.",
      "Também oriento dietas vegetarianas e veganas equilibradas.",
      "Faço bioimpedância e avaliação antropométrica em todas as consultas.",
      "Ajudo a melhorar a relação com a comida e a deixar a culpa de lado.",
    ],
    closing: [
      "O retorno em 30 dias está incluído no valor da consulta.",
      "Entre as consultas, acompanho você pelo WhatsApp.",
      "Vamos encontrar juntos um jeito de comer que caiba na sua vida.",
      "Atendo também empresas e grupos.",
    ],
  },
  Fisioterapia: {
    opening: [
      "Fisioterapia ortopédica e esportiva, com mais de 12 anos de experiência.",
      "Trabalho com pilates clínico e reabilitação da coluna.",
      "Atuo em fisioterapia neurológica, com pacientes pós-AVC e com Parkinson.",
      "Especialização em fisioterapia respiratória e reabilitação pós-covid.",
      "Atendo idosos com foco em equilíbrio, força e prevenção de quedas.",
      "Faço reabilitação pós-operatória de joelho, ombro e quadril.",
    ],
    focus: [
      "Uso terapia manual, agulhamento a seco e exercícios terapêuticos.",
      "Tenho foco em dor lombar, hérnia de disco e problemas de postura.",
      "Trato lesões de corredores e atletas de fim de semana.",
      "Ofereço RPG e liberação miofascial.",
      "Cuido também de disfunções do assoalho pélvico.",
      "Monto um programa de exercícios para você continuar em casa.",
    ],
    closing: [
      "Explico cada etapa do tratamento para você acompanhar sua evolução.",
      "A primeira avaliação é completa e sem pressa.",
      "Meu objetivo é devolver sua autonomia e qualidade de vida.",
      "Trabalho em parceria com ortopedistas e educadores físicos.",
    ],
  },
  "Personal Trainer": {
    opening: [
      "Educação Física pela Unifesp, com treinos personalizados há oito anos.",
      "Treinamento funcional e musculação para todas as idades.",
      "Especialização em treino para emagrecimento e condicionamento físico.",
      "Trabalho com corrida de rua, do primeiro 5 km à maratona.",
      "Atendo idosos e iniciantes com treinos seguros e progressivos.",
      "Treinos de força e mobilidade, com foco em postura e prevenção de lesões.",
    ],
    focus: [
      "Treinos curtos e eficientes para quem tem pouco tempo.",
      "Cada treino é planejado a partir de uma avaliação física completa.",
      "Também preparo gestantes e mulheres no pós-parto.",
      "Acompanho a evolução com avaliações mensais.",
      "Treinos online ao vivo com a mesma atenção do presencial.",
      "Faço treinos em dupla para quem quer dividir a motivação.",
    ],
    closing: [
      "Horários cedo pela manhã ou no fim do dia.",
      "Vamos começar?",
      "Resultado vem com constância, e eu caminho junto com você.",
      "A primeira aula experimental é sem compromisso.",
    ],
  },
};

/** A 3-sentence bio; `index` (the professional's place in its specialty) keeps them distinct. */
export function bioFor(specialty: Specialty, index: number): string {
  const { opening, focus, closing } = BIOS[specialty];
  return [
    opening[index % opening.length],
    focus[(index + 2) % focus.length],
    closing[index % closing.length],
  ].join(" ");
}

const PRAISE: Record<Specialty, string[]> = {
  Psicologia: [
    "As sessões têm me ajudado muito a lidar com a ansiedade.",
    "Escuta atenta e sem julgamentos. Me sinto à vontade para falar de tudo.",
  ],
  Nutrição: [
    "Plano alimentar fácil de seguir e com receitas ótimas.",
    "Perdi 6 kg sem passar fome e aprendi a comer melhor.",
  ],
  Fisioterapia: [
    "Minha dor nas costas melhorou muito em poucas sessões.",
    "Exercícios bem explicados, estou conseguindo fazer em casa.",
  ],
  "Personal Trainer": [
    "Treinos desafiadores e divertidos. Não perco uma aula!",
    "Em dois meses já sinto muita diferença no condicionamento.",
  ],
};

const GENERAL_PRAISE = [
  "Atendimento pontual e muito cuidadoso. Recomendo!",
  "Explicou tudo com calma e paciência. Voltarei com certeza.",
  "Ótima experiência do começo ao fim.",
  "Profissionalismo e empatia na medida certa.",
];

const LUKEWARM = [
  "Bom atendimento, só achei a consulta um pouco corrida.",
  "Gostei, mas o horário atrasou um pouco.",
  "Atendimento correto, esperava um pouco mais de acompanhamento depois.",
];

/** Review comments that read right for the rating they come with. */
export function commentsFor(specialty: Specialty, rating: number): string[] {
  return rating <= 3 ? LUKEWARM : [...PRAISE[specialty], ...GENERAL_PRAISE];
}

export const BOOKING_NOTES = [
  "Primeira consulta.",
  "Prefiro que me chame pelo WhatsApp se houver algum imprevisto.",
  "Gostaria de falar sobre o retorno do tratamento.",
  "Tenho exames recentes, levo comigo.",
  "É a minha primeira vez com esse tipo de acompanhamento.",
];
