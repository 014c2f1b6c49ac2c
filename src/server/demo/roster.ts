import type { Specialty } from "@domain/constants";
import type { TitleForm } from "@domain/text";

/**
 * The people of the demo marketplace. Every neighbourhood is spelled exactly as in
 * features/geo/data/neighborhoods.json (São Paulo's distritos).
 * - "new": joined in the last weeks, no history yet ('Novo - Sem avaliações ainda').
 * - "quiet": on the platform for months without reviews ('Sem avaliações ainda').
 * - "pending": complete profile still waiting for the admin's verification.
 */
export type Tag = "new" | "quiet" | "pending";

export interface RosterProfessional {
  firstName: string;
  lastName: string;
  specialty: Specialty;
  neighborhood: string;
  tag?: Tag;
}

const row = (
  firstName: string,
  lastName: string,
  specialty: Specialty,
  neighborhood: string,
  tag?: Tag,
): RosterProfessional => ({ firstName, lastName, specialty, neighborhood, tag });

export const ROSTER: RosterProfessional[] = [
  row("Lúcia", "Ferreira Campos", "Psicologia", "Pinheiros"),
  row("João Pedro", "Nogueira", "Psicologia", "Vila Mariana"),
  row("Beatriz", "Andrade", "Psicologia", "Perdizes"),
  row("Gustavo", "Rezende", "Psicologia", "Itaim Bibi"),
  row("Letícia", "Moraes", "Psicologia", "Moema"),
  row("Otávio", "Siqueira", "Psicologia", "Jardim Paulista", "quiet"),
  row("Helena", "Duarte", "Psicologia", "Santana"),
  row("Caio", "Brandão", "Psicologia", "Tatuapé"),
  row("Fernanda", "Yamamoto", "Psicologia", "Liberdade"),
  row("Márcia", "Teixeira", "Psicologia", "Butantã"),
  row("André", "Vasconcelos", "Psicologia", "Consolação", "new"),
  row("Isabela", "Cardoso", "Psicologia", "Santa Cecília", "new"),
  row("Natália", "Guimarães", "Nutrição", "Pinheiros"),
  row("Camila", "Ribeiro", "Nutrição", "Moema"),
  row("José Carlos", "Pacheco", "Nutrição", "Mooca"),
  row("Renata", "Okada", "Nutrição", "Saúde"),
  row("Thiago", "Bastos", "Nutrição", "Lapa"),
  row("Patrícia", "Menezes", "Nutrição", "Campo Belo"),
  row("Juliana", "Barros", "Nutrição", "Vila Leopoldina"),
  row("Débora", "Fontes", "Nutrição", "Ipiranga", "quiet"),
  row("Vinícius", "Araújo", "Nutrição", "Bela Vista"),
  row("Aline", "Sampaio", "Nutrição", "Tucuruvi", "new"),
  row("Priscila", "Monteiro", "Nutrição", "Itaim Bibi"),
  row("Luana", "Prado", "Fisioterapia", "Alto de Pinheiros"),
  row("Ricardo", "Tavares", "Fisioterapia", "Santo Amaro"),
  row("Sérgio", "Matos", "Fisioterapia", "Vila Mariana"),
  row("Marcelo", "Cunha", "Fisioterapia", "Penha"),
  row("Bruna", "Castilho", "Fisioterapia", "Morumbi"),
  row("Eduardo", "Fagundes", "Fisioterapia", "Perdizes"),
  row("Carolina", "Assunção", "Fisioterapia", "Moema"),
  row("Paulo Henrique", "Lima", "Fisioterapia", "Vila Prudente", "new"),
  row("Tatiane", "Rocha", "Fisioterapia", "Saúde"),
  row("Rodrigo", "Queiroz", "Fisioterapia", "Butantã", "quiet"),
  row("Simone", "Antunes", "Fisioterapia", "Jardim Paulista"),
  row("Felipe", "Souza", "Personal Trainer", "Pinheiros"),
  row("Gabriela", "Martins", "Personal Trainer", "Itaim Bibi"),
  row("Diego", "Carvalho", "Personal Trainer", "Moema"),
  row("Larissa", "Pereira", "Personal Trainer", "Tatuapé"),
  row("Bruno", "Oliveira", "Personal Trainer", "Vila Mariana"),
  row("Mônica", "Freitas", "Personal Trainer", "Santana"),
  row("Leandro", "Costa", "Personal Trainer", "Campo Belo"),
  row("Vanessa", "Dias", "Personal Trainer", "Lapa"),
  row("Mateus", "Gonçalves", "Personal Trainer", "Mooca", "new"),
  row("Tânia", "Ramos", "Personal Trainer", "Alto de Pinheiros"),
  row("Rafaela", "Nunes", "Personal Trainer", "Vila Leopoldina"),
  row("Cláudio", "Moreira Lins", "Psicologia", "Pinheiros", "pending"),
  row("Yasmin", "Haddad", "Nutrição", "Vila Mariana", "pending"),
];

export interface RosterClient {
  firstName: string;
  lastName: string;
  neighborhood: string;
}

export const CLIENTS: RosterClient[] = [
  ["Marcos", "Silva", "Pinheiros"],
  ["Roberta", "Santos", "Moema"],
  ["Fábio", "Moreira", "Vila Mariana"],
  ["Cristina", "Almeida", "Perdizes"],
  ["Henrique", "Batista", "Tatuapé"],
  ["Sônia", "Correia", "Santana"],
  ["Igor", "Medeiros", "Lapa"],
  ["Paula", "Vieira", "Itaim Bibi"],
  ["Lucas", "Farias", "Mooca"],
  ["Adriana", "Pinto", "Saúde"],
  ["Rogério", "Lacerda", "Butantã"],
  ["Elaine", "Castro", "Jardim Paulista"],
  ["Túlio", "Machado", "Consolação"],
  ["Márcio", "Dantas", "Campo Belo"],
  ["Flávia", "Cavalcanti", "Bela Vista"],
  ["Antônio", "Rangel", "Ipiranga"],
  ["Joana", "Peixoto", "Santa Cecília"],
  ["Gilberto", "Xavier", "Penha"],
  ["Luíza", "Moura", "Alto de Pinheiros"],
  ["Cecília", "Borges", "Vila Leopoldina"],
  ["Ivan", "Souto", "Santo Amaro"],
].map(([firstName, lastName, neighborhood]) => ({
  firstName: firstName!,
  lastName: lastName!,
  neighborhood: neighborhood!,
}));

/** The roster's women: they chose 'Psicóloga verificada' (issue 18, decision 0340). */
const WOMEN = new Set([
  "Aline",
  "Beatriz",
  "Bruna",
  "Camila",
  "Carolina",
  "Débora",
  "Fernanda",
  "Gabriela",
  "Helena",
  "Isabela",
  "Juliana",
  "Larissa",
  "Letícia",
  "Luana",
  "Lúcia",
  "Márcia",
  "Mônica",
  "Natália",
  "Patrícia",
  "Priscila",
  "Rafaela",
  "Renata",
  "Simone",
  "Tatiane",
  "Tânia",
  "Vanessa",
  "Yasmin",
]);

/**
 * How each presents their title; the newest have not chosen yet, so the demo shows both the
 * chosen forms and the neutral "Psicologia · registro verificado" (decision 0375).
 */
export const rosterTitleForm = (person: RosterProfessional): TitleForm | null =>
  person.tag === "new" ? null : WOMEN.has(person.firstName) ? "feminine" : "masculine";
