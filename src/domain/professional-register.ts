import type { Specialty } from "./constants";

/**
 * A professional's council register (issue 30, item 1; decision 0386). Each profession is
 * registered by a regional council of its federal one, and publicity must show the register
 * with the name and the profession: CFP Código de Ética art. 20 (psychologists), CFN Res.
 * 599/2018 art. 21 (nutritionists), COFFITO Res. 8/1978 art. 54 and Res. 532/2021
 * (physiotherapists), CONFEF/CREF (physical-education professionals).
 *
 * What is accepted, after upper-casing and turning every run of spaces, dots, slashes, hyphens,
 * underscores, colons and ordinal signs (º ª °) into one space (`squeezeRegister`):
 * - CRP: region 01 to 24 (one digit is read as 06), number of 1 to 6 digits: "CRP 06/123456";
 * - CRN: region 1 to 11, number of 1 to 6 digits: "CRN-3 12345";
 * - CREFITO: region 1 to 20, number of 1 to 6 digits and the letter F of the physiotherapist:
 *   "CREFITO-3 123456-F";
 * - CREF: number of 1 to 6 digits (written with 6, as CONFEF does), category G (graduado) or P
 *   (provisionado) and the state: "CREF 123456-G/SP".
 * The council's name may be left out or glued to the region ("CRP06"). `REGISTER_PATTERNS` are
 * written so PostgreSQL reads them alike: drizzle/0037_register_parts.sql uses the same ones for
 * saved registers, and `register-parts-migration.test.ts` runs one list through both.
 */
export const COUNCILS = ["CRP", "CRN", "CREFITO", "CREF"] as const;
export type Council = (typeof COUNCILS)[number];

const UFS =
  "AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO" as const;

/** Each council's register, squeezed; captures: region and number (CREF: number, letter, UF). */
export const REGISTER_PATTERNS: Record<Council, string> = {
  CRP: "^(?:CRP ?)?(0?[1-9]|1[0-9]|2[0-4]) ([0-9]{1,6})$",
  CRN: "^(?:CRN ?)?(0?[1-9]|1[01]) ([0-9]{1,6})$",
  CREFITO: "^(?:CREFITO ?)?(0?[1-9]|1[0-9]|20) ([0-9]{1,6}) ?F$",
  CREF: `^(?:CREF ?)?([0-9]{1,6}) ?([GP]) (${UFS})$`,
};

interface CouncilInfo {
  council: Council;
  /** The federal council's name, for "Consultar no <conselho>". */
  searchName: string;
  /** The council's public search of registered professionals. */
  searchUrl: string;
  example: string;
  format: string;
}

/** The council that registers each specialty and a register written the way it issues them. */
export const REGISTER_COUNCIL: Record<Specialty, CouncilInfo> = {
  Psicologia: {
    council: "CRP",
    searchName: "CFP",
    searchUrl: "https://cadastro.cfp.org.br/",
    example: "CRP 06/123456",
    format: "a região com dois dígitos (01 a 24) e o número",
  },
  Nutrição: {
    council: "CRN",
    searchName: "CFN",
    searchUrl: "https://cnn.cfn.org.br/application/index/consulta-nacional",
    example: "CRN-3 12345",
    format: "a região (1 a 11) e o número",
  },
  Fisioterapia: {
    council: "CREFITO",
    searchName: "COFFITO",
    searchUrl: "https://www.coffito.gov.br/nsite/?page_id=2341",
    example: "CREFITO-3 123456-F",
    format: "a região (1 a 20), o número e a letra F de fisioterapeuta",
  },
  "Personal Trainer": {
    council: "CREF",
    searchName: "CONFEF",
    searchUrl: "https://www.confef.org.br/confef/registrados/",
    example: "CREF 123456-G/SP",
    format: "o número, a categoria (G ou P) e a sigla do estado",
  },
};

export const councilOfSpecialty = (specialty: string | undefined): CouncilInfo | null =>
  specialty !== undefined && Object.hasOwn(REGISTER_COUNCIL, specialty)
    ? REGISTER_COUNCIL[specialty as Specialty]
    : null;

/** The hint under the register field: which council and the format it uses. */
export function registerHint(specialty: Specialty): string {
  const { council, example } = REGISTER_COUNCIL[specialty];
  return `Registro no ${council}, por exemplo ${example}`;
}

/** The refusal of a register that is not in its council's format, naming that format. */
export function registerFormatMessage(specialty: Specialty): string {
  const { council, example, format } = REGISTER_COUNCIL[specialty];
  return `Registro fora do formato do ${council}: informe ${format}, por exemplo ${example}.`;
}

export interface RegisterParts {
  council: Council;
  /** CRP "06", CRN and CREFITO "3", CREF the state "SP". */
  region: string;
  /** CRP and CRN "123456", CREFITO "123456-F", CREF "123456-G". */
  number: string;
}

/** Upper case, every run of separators one space (mirrored by the migration's SQL). */
const squeezeRegister = (text: string) =>
  text
    .toUpperCase()
    .replace(/[\s./_:ºª°–-]+/g, " ")
    .trim();

const noLeadingZero = (region: string) => String(Number(region));

function partsOf(council: Council, m: RegExpMatchArray): RegisterParts {
  switch (council) {
    case "CRP":
      return { council, region: m[1]!.padStart(2, "0"), number: m[2]! };
    case "CRN":
      return { council, region: noLeadingZero(m[1]!), number: m[2]! };
    case "CREFITO":
      return { council, region: noLeadingZero(m[1]!), number: `${m[2]}-F` };
    case "CREF":
      return { council, region: m[3]!, number: `${m[1]!.padStart(6, "0")}-${m[2]}` };
  }
}

/** The council's own writing of a register: "CRP 06/123456", "CREF 123456-G/SP". */
function canonicalRegister({ council, region, number }: RegisterParts): string {
  if (council === "CRP") return `CRP ${region}/${number}`;
  if (council === "CREF") return `CREF ${number}/${region}`;
  return `${council}-${region} ${number}`;
}

export type RegisterReading =
  | { ok: true; parts: RegisterParts; canonical: string }
  | { ok: false; message: string };

/** Another council's name at the start: "CRN-3 12345" typed for a psychologist. */
function otherCouncil(squeezed: string, own: Council): Council | null {
  const named = squeezed.match(/^(CREFITO|CREF|CRP|CRN)(?![A-Z])/)?.[1] as Council | undefined;
  return named && named !== own ? named : null;
}

/**
 * Reads a register as people type it for the main specialty: the parts and the canonical text,
 * or the Portuguese message naming the council's format.
 */
export function parseRegister(specialty: Specialty, text: string): RegisterReading {
  const { council } = REGISTER_COUNCIL[specialty];
  const squeezed = squeezeRegister(text);
  const m = squeezed.match(new RegExp(REGISTER_PATTERNS[council]));
  if (m) {
    const parts = partsOf(council, m);
    return { ok: true, parts, canonical: canonicalRegister(parts) };
  }
  const other = otherCouncil(squeezed, council);
  const message = other
    ? `${specialty} é registrada no ${council}, não no ${other}. ${registerFormatMessage(specialty)}`
    : registerFormatMessage(specialty);
  return { ok: false, message };
}

/**
 * The columns a register is kept in: the canonical text and its parts, or, for one the
 * council's format cannot read, the text untouched and no parts (flagged for the admin).
 */
export function registerColumns(specialty: Specialty, text: string) {
  const reading = parseRegister(specialty, text);
  return reading.ok
    ? {
        professionalRegister: reading.canonical,
        registerCouncil: reading.parts.council as string | null,
        registerRegion: reading.parts.region as string | null,
        registerNumber: reading.parts.number as string | null,
      }
    : {
        professionalRegister: text,
        registerCouncil: null,
        registerRegion: null,
        registerNumber: null,
      };
}
