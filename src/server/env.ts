import { isIP } from "node:net";
import os from "node:os";
import { formatCnpj, isValidCnpj } from "@brazilian-utils/brazilian-utils";
import { iceServerSchema } from "@domain/contracts/rooms";
import type { SiteInfo } from "@domain/contracts/site";
import { z } from "zod";

const boolish = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

/** Names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a network (address/prefix) or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 0411): whose X-Forwarded-For/-Proto are believed. Off (default): nobody's.
 * On: connections from loopback and private addresses (a proxy on the same host or private
 * network; X-Forwarded-For is read from its right end, so what a client wrote before the
 * proxy's own entry is never its address). A comma-separated list of the proxies' addresses or
 * networks believes only those: the form for proxies on other machines, or when clients could
 * reach the app's port from a private address.
 */
const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const word = value.trim().toLowerCase();
  if (["0", "false", "off", "no"].includes(word)) return false;
  if (["1", "true", "on", "yes"].includes(word)) return [...PROXY_RANGE_NAMES];
  const entries = word.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "must be off, on, or the proxies' addresses or networks separated by commas, such as 10.0.0.5,10.0.1.0/24",
  });
  return z.NEVER;
});

/** Fastify's trustProxy as the configuration gives it: nobody, or these addresses (proxy-addr). */
export type TrustProxy = false | string[];

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
}

/** The operator's and encarregado's variables (decision 0389). */
const SITE_VARIABLES = [
  "OPERATOR_NAME",
  "OPERATOR_CNPJ",
  "OPERATOR_ADDRESS",
  "OPERATOR_EMAIL",
  "DPO_NAME",
  "DPO_EMAIL",
] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** 0: any free port, named in the start line (tests, scripts). */
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /**
     * Issue 35 (decision 0410): streaming replicas of DATABASE_URL, comma-separated. The public
     * reads (search, listing and profile pages, the sitemap) go to one that is caught up.
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .transform((text) => text.split(",").map((url) => url.trim()))
      .refine(
        (urls) => urls.every((url) => /^postgres(ql)?:\/\/./.test(url)),
        "must be postgres:// or postgresql:// URLs separated by commas",
      )
      .optional(),
    /** A replica further behind the primary than this is skipped until it catches up. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce
      .number()
      .int()
      .min(100, "must be at least 100 (milliseconds)")
      .max(60_000, "must be at most 60000 (milliseconds)")
      .default(1_500),
    /**
     * Decision 0409: `transaction` when DATABASE_URL goes through a transaction pooler
     * (PgBouncer's pool_mode = transaction): statements unnamed, LISTEN on DATABASE_LISTEN_URL.
     */
    DATABASE_POOL_MODE: z.enum(["session", "transaction"]).default("session"),
    /** Where LISTEN connects: PostgreSQL itself, or a session-mode pooler (decision 0409). */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    DEMO_DATA: boolish.optional(),
    TRUST_PROXY: trustProxySchema.default(false),
    /** Server processes: a number, or "auto" for one per core (decision 0125). */
    WORKERS: z
      .string()
      .regex(/^(auto|[1-9][0-9]?)$/, 'must be "auto" or a number from 1 to 99')
      .transform((v) => (v === "auto" ? os.availableParallelism() : Number(v)))
      .default(1),
    PUBLIC_URL: z
      .url({ message: "must be an absolute URL such as https://acolher.example" })
      .optional(),
    /** Outgoing e-mail; without it messages go to DATA_DIR/mailbox (decision 0211). */
    SMTP_URL: z
      .string()
      .refine(isSmtpUrl, "must be a URL such as smtp://user:password@host:587 (or smtps://)")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Acolher <nao-responda@acolher.local>"),
    /** Who operates Acolher and its encarregado (issue 31, item 1; decision 0389). */
    OPERATOR_NAME: z.string().trim().min(2, "must name the company (razão social)").optional(),
    OPERATOR_CNPJ: z
      .string()
      .refine(
        (v) => isValidCnpj(v),
        "must be a CNPJ with valid check digits, such as 11.222.333/0001-81",
      )
      .transform((v) => v.replace(/\D/g, ""))
      .optional(),
    OPERATOR_ADDRESS: z.string().trim().min(10, "must be the full postal address").optional(),
    OPERATOR_EMAIL: z.email("must be an e-mail address").optional(),
    DPO_NAME: z.string().trim().min(2, "must name the encarregado").optional(),
    DPO_EMAIL: z.email("must be an e-mail address").optional(),
    /**
     * Issue 32 (decision 0394): STUN/TURN servers for the online sessions' peer connections, as
     * a JSON array of RTCIceServer ([{"urls":"turn:turn.example:3478","username":"u",
     * "credential":"p"}]). None: browsers on the same network still connect; across the
     * internet most need STUN and some need TURN (coturn, docs/online-sessions.md).
     */
    ICE_SERVERS: z
      .string()
      .transform((text, ctx) => {
        try {
          return z.array(iceServerSchema).parse(JSON.parse(text));
        } catch {
          ctx.addIssue({
            code: "custom",
            message: 'must be a JSON array such as [{"urls":"stun:stun.example:3478"}]',
          });
          return z.NEVER;
        }
      })
      .default([]),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when NODE_ENV=production",
      });
    }
    // Production names its real operator; elsewhere all six or none (the demo operator), so a
    // real name never shows beside a demo CNPJ.
    const given = SITE_VARIABLES.filter((name) => env[name] !== undefined);
    if (env.NODE_ENV === "production" || given.length > 0) {
      const missing = SITE_VARIABLES.find((name) => env[name] === undefined);
      if (missing) {
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message:
            env.NODE_ENV === "production"
              ? "is required when NODE_ENV=production (who operates Acolher, decision 0389)"
              : `is required when ${given[0]} is set (all six OPERATOR_*/DPO_* or none)`,
        });
      }
    }
    if (env.DATABASE_REPLICA_URLS && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_REPLICA_URLS"],
        message:
          "needs DATABASE_URL: replicas follow a PostgreSQL primary; the embedded database (PGlite) has none",
      });
    }
    if (env.DATABASE_POOL_MODE === "transaction" && !env.DATABASE_LISTEN_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_LISTEN_URL"],
        message:
          "is required when DATABASE_POOL_MODE=transaction: LISTEN cannot go through a transaction pooler, so it needs PostgreSQL itself or a session-mode pooler",
      });
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WORKERS"],
        message:
          "needs DATABASE_URL: the embedded database (PGlite) runs inside one process, so it serves one worker only",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Outside production without the six variables (a demo, development, tests): an operator that
 * reads as a demonstration, with a CNPJ whose check digits are valid (Receita Federal's example).
 */
export const DEMO_SITE: SiteInfo = {
  operator: {
    name: "Acolher Demonstração Ltda.",
    cnpj: formatCnpj("11222333000181"),
    address: "Avenida da Demonstração, 1000, sala 1, Cidade de Demonstração - SP, 00000-000",
    email: "contato@acolher.demo",
  },
  dpo: { name: "Encarregada de Demonstração", email: "privacidade@acolher.demo" },
};

/** Who operates Acolher, as pages and e-mails show it: the configured one, else the demo one. */
export function siteInfoOf(env: Env): SiteInfo {
  const { OPERATOR_NAME, OPERATOR_CNPJ, OPERATOR_ADDRESS, OPERATOR_EMAIL, DPO_NAME, DPO_EMAIL } =
    env;
  if (
    !OPERATOR_NAME ||
    !OPERATOR_CNPJ ||
    !OPERATOR_ADDRESS ||
    !OPERATOR_EMAIL ||
    !DPO_NAME ||
    !DPO_EMAIL
  )
    return DEMO_SITE;
  return {
    operator: {
      name: OPERATOR_NAME,
      cnpj: formatCnpj(OPERATOR_CNPJ),
      address: OPERATOR_ADDRESS,
      email: OPERATOR_EMAIL,
    },
    dpo: { name: DPO_NAME, email: DPO_EMAIL },
  };
}

/** Parses the environment; on failure returns one line naming the variable. */
export function parseEnv(
  source: NodeJS.ProcessEnv,
): { ok: true; env: Env } | { ok: false; error: string } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, error: `Invalid configuration: ${issue.path.join(".")} ${issue.message}` };
}

/** For entry points: the parsed environment, or one line on stderr and exit 1. */
export function loadEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  if (parsed.ok) return parsed.env;
  console.error(parsed.error);
  process.exit(1);
}
