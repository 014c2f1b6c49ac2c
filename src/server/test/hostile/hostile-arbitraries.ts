import fc from "fast-check";

/**
 * Inputs an attacker or a broken client would send: control characters (NUL included, raw or
 * as %00), dates up to the year 9999, injection-shaped, right-to-left and 4-byte text. Fastify's
 * own answers to over-long or malformed paths have their own test (framework-errors.test.ts).
 */

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(0) --",
  '"><script>alert(1)</script>',
  "{{7*7}}#{7*7}",
  "../../../../etc/passwd",
  "$where: 1",
  '{"$gt": ""}',
  "%s%s%s%n",
  "admin'--",
  "\\x27",
  "a\u0000b",
  "\u0000",
  "\u0007\u001b[31m",
];
const UNICODE = [
  "\u202Eevil\u202C", // right-to-left override
  "مرحبا بالعالم",
  "שלום",
  "😀👩‍⚕️🏳️‍🌈",
  "𝕬𝖈𝖔𝖑𝖍𝖊𝖗",
  "e\u0301\u0301\u0301",
  "\uFEFF\u200B\u200D",
  "Ａｃｏｌｈｅｒ",
];
const LONE_SURROGATES = ["\uD800", "a\uDFFFb", "\uDBFF\uDBFF"];

/** Strings for path segments: printable once encoded, at most 500 characters. */
export const pathText = fc
  .oneof(
    fc.constantFrom(...INJECTIONS, ...UNICODE, "", " ", "null", "-1", "1e309", "0".repeat(40)),
    fc.string({ unit: "grapheme", maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 30 }).map((s) => s.replace(/[\uD800-\uDFFF]/g, "")),
  )
  .map((s) => s.slice(0, 500));

/** Strings for queries and bodies: lone surrogates and very long ones included. */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: pathText },
  fc.constantFrom(...LONE_SURROGATES),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom("x".repeat(5_000), "á".repeat(70_000), "😀".repeat(3_000)),
  fc
    .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("2026-02-30", "2026-13-01", "25:61", "99:99", "T", "0000-00-00", "9999-12-26"),
);

/** Any JSON value, wrongly typed for whatever the route expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A body: the route's own field names with hostile values, or anything at all. */
export const hostileBody = (keys: string[]) =>
  fc.oneof(
    keys.length
      ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
      : fc.constant({}),
    hostileValue,
    fc.constantFrom(
      ["__proto__"],
      { __proto__: { admin: true } },
      { constructor: { prototype: 1 } },
    ),
  );

/** Raw payloads that are not JSON at all, sent as application/json. */
export const brokenJson = fc.constantFrom("{", "[1,", "nul", '{"a":1}}', "\uFEFF{}", "1e99999", "");

/** A query string: the route's parameter names and some others, with hostile values. */
export const hostileQuery = (keys: string[]) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...keys, "page", "limit", "__proto__"), pathText),
      fc.oneof(hostileText.map(stripLoneSurrogates), fc.array(pathText, { maxLength: 3 })),
      { maxKeys: 4 },
    )
    .map((q) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) {
        for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
      }
      return params.toString();
    });

function stripLoneSurrogates(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}

/** Field names of a zod object schema (through refinements and pipes), if it has any. */
export function keysOf(schema: unknown): string[] {
  let current = schema as { shape?: object; _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.in ?? def?.schema ?? def?.innerType) as typeof current;
  }
  return [];
}
