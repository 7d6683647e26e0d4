import fc from "fast-check";
import type { JsonType } from "./api-surface.ts";

/** Keys that have broken JavaScript servers before: prototype pollution and look-alikes. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
];

const ODD_TEXT = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u2066",
  "\ufeff",
  "e\u0301\u0301\u0301",
  "İıßﬁ",
  "😀👨‍👩‍👧‍👦",
  "NaN",
  "Infinity",
  "-0",
  "1e400",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "'; drop table users; --",
  "$(reboot)",
  "%00",
  "%s%n%x",
  "../../../etc/passwd",
  '=HYPERLINK("http://evil.example")',
  "+91 98765 43210",
  "₹1,00,000",
  "x".repeat(101),
  "x".repeat(2001),
  "界".repeat(700),
  "😀".repeat(300),
];

/** Strings shaped like the dates and e-mails the contracts ask for, right or (mostly) wrong. */
const dateLike = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 10_000 }),
      fc.constantFrom(0, 1, 1969, 2026, 9999),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([year, month, day]) =>
      `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  );
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    "a@b",
    "@example.com",
    "admin@example.com",
    " Mixed.Case@Example.COM ",
    `${"a".repeat(250)}@example.com`,
    '"quoted"@example.com',
    "user+tag@example.com",
    "юзер@пример.рф",
  ),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  dateLike,
  emailLike,
  fc.uuid(),
  fc.stringMatching(/^\d{1,8}$/),
);

/** Numbers at the edges of every bound in the contracts, and of what a double can be. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1e-9,
    0.001,
    0.005,
    0.0049,
    1 / 12,
    0.08,
    12.345,
    49.999,
    50,
    50.001,
    99.995,
    999.995,
    1e11,
    1e11 + 0.01,
    99_999_999_999.995,
    999_999_999_999.99,
    1e15,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: 0, max: 100, noNaN: true }),
  fc.integer(),
);

/** A value of the given JSON type, chosen to be awkward. */
export function hostileValueOf(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return hostileString;
    case "number":
      return hostileNumber;
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return nestedArray;
    case "object":
      return hostileObject;
  }
}

/** Arrays nested thousands deep: they fit in the body limit and must not overflow a recursive walk. */
export const deepArray = fc
  .constantFrom(1_000, 5_000, 8_000)
  .map((depth) => new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`));

const nestedArray = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.constantFrom([], [[[[[[[[[[]]]]]]]]]], [null], [1, "1", true]),
  deepArray,
);

/** An object as JSON text, so duplicate and `__proto__` keys reach the server as written. */
export const hostileObject = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.string({ maxLength: 12 }),
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    { maxLength: 4 },
  )
  .map((entries) => new RawJson(objectText(entries)));

/** JSON text to splice into a body as it is, for what JSON.stringify cannot write. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function objectText(
  entries: readonly (readonly [string, unknown])[],
): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(",")}}`;
}

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  // -0 and doubles JSON.stringify would lose still go out as the number they are.
  if (Object.is(value, -0)) return "-0";
  return JSON.stringify(value) ?? "null";
}

/** Numbers only JSON text can carry: they overflow, underflow or look odd once parsed. */
export const rawNumber = fc
  .constantFrom(
    "1e400",
    "-1e400",
    "1e-400",
    "0.1e1",
    "1E2",
    "-0.0",
    "100000000000.000000000001",
    "1".repeat(400),
  )
  .map((text) => new RawJson(text));

/** Bodies a JSON parser must refuse: broken text, or keys that would poison a prototype. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "{'a': 1}",
    '{"a": 1,}',
    '{"a": 1}}',
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"a": undefined}',
    "[1, 2",
    '"unterminated',
    "nul",
    "tru",
    '{"a":"\\x41"}',
    "\u0000",
    '{"a": 01}',
    '{"__proto__": {"role": "admin"}}',
    '{"constructor": {"prototype": {"role": "admin"}}}',
  ),
  fc
    .string({ unit: "binary", minLength: 1, maxLength: 200 })
    .filter((text) => !parsesAsJson(text)),
);

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\ufeff/, ""));
    return true;
  } catch {
    return false;
  }
}

/** Header values as HTTP can carry them: visible ASCII and Latin-1 bytes. */
export const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 200,
});
