import type { Random } from "./random";

/** A real street of each São Paulo distrito used by the demo, for offices and home visits. */
const STREETS: Record<string, string> = {
  Pinheiros: "Rua dos Pinheiros",
  "Alto de Pinheiros": "Av. Professor Fonseca Rodrigues",
  Butantã: "Av. Corifeu de Azevedo Marques",
  Lapa: "Rua Guaicurus",
  Perdizes: "Rua Cardoso de Almeida",
  "Vila Leopoldina": "Rua Carlos Weber",
  Morumbi: "Av. Giovanni Gronchi",
  Moema: "Av. Ibirapuera",
  "Vila Mariana": "Rua Domingos de Morais",
  Saúde: "Av. Jabaquara",
  "Campo Belo": "Rua Vieira de Morais",
  "Santo Amaro": "Av. Adolfo Pinheiro",
  "Itaim Bibi": "Rua Joaquim Floriano",
  Ipiranga: "Rua Silva Bueno",
  "Bela Vista": "Av. Paulista",
  Consolação: "Rua Haddock Lobo",
  Liberdade: "Rua Galvão Bueno",
  "Santa Cecília": "Rua das Palmeiras",
  "Jardim Paulista": "Alameda Santos",
  Santana: "Rua Voluntários da Pátria",
  Tucuruvi: "Av. Tucuruvi",
  Tatuapé: "Rua Tuiuti",
  Mooca: "Rua da Mooca",
  Penha: "Rua Padre João",
  "Vila Prudente": "Rua Ibitirama",
};

/** Neighbouring distritos, so home-service areas look like a real commute. */
const ZONES: string[][] = [
  ["Pinheiros", "Alto de Pinheiros", "Butantã", "Lapa", "Perdizes", "Vila Leopoldina", "Morumbi"],
  ["Moema", "Vila Mariana", "Saúde", "Campo Belo", "Santo Amaro", "Itaim Bibi", "Ipiranga"],
  ["Bela Vista", "Consolação", "Liberdade", "Santa Cecília", "Jardim Paulista", "Pinheiros"],
  ["Santana", "Tucuruvi", "Casa Verde", "Mandaqui", "Vila Guilherme"],
  ["Tatuapé", "Mooca", "Penha", "Vila Prudente", "Carrão", "Água Rasa"],
];

export function streetAddress(neighborhood: string, random: Random): string {
  const street = STREETS[neighborhood];
  if (!street) throw new Error(`no demo street for ${neighborhood}`);
  return `${street}, ${random.int(12, 2400)}`;
}

export function officeComplement(random: Random): string | null {
  return random.pick([null, `Sala ${random.int(2, 18)}`, `Conj. ${random.int(11, 142)}`]);
}

/** 2 to 6 areas: the base distrito first, then neighbours from its zone. */
export function homeServiceAreas(base: string, random: Random): string[] {
  const zone = ZONES.find((z) => z.includes(base)) ?? [base];
  const others = zone.filter((n) => n !== base);
  return [base, ...random.sample(others, random.int(1, Math.min(5, others.length)))];
}
