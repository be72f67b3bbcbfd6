import fc from "fast-check";

/**
 * Request bodies for the HTTP fuzz test (src/server/http/fuzz.test.ts, issue 17): arbitrary JSON,
 * near-valid bodies (a valid one with one field mutated), text that is not JSON, wrong content
 * types and empty bodies. A body is the exact text sent and the Content-Type header (null: none).
 */
export interface FuzzBody {
  kind: string;
  text: string;
  contentType: string | null;
}

const JSON_TYPE = "application/json";

/** A string long enough to pass any field's limit; 100,000 characters trips the body limit. */
const HUGE = "a".repeat(100_000);
const LARGE = "é".repeat(30_000);

/** Values that break a field's type or limits, or a careless parser. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    -0,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -999_999_999_999,
    0.000_001,
    2 ** 31,
  ),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "\udfff\ud800",
    "NaN",
    "Infinity",
    "-1",
    "1e999",
    "0x1F",
    "true",
    "null",
    "undefined",
    "[object Object]",
    "2026-02-30",
    "9999-12-31T23:59:59Z",
    "<script>alert(1)</script>",
    "'; drop table projects; --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the point
    "${process.env}",
    "{{7*7}}",
    "../../etc/passwd",
    "javascript:alert(1)",
    "//evil.example/path",
    "\u202eevil\u202c",
    "🚀".repeat(2000),
    "ｆｕｌｌｗｉｄｔｈ",
    "a\r\nSet-Cookie: x=1",
    "__proto__",
    "constructor",
  ),
  fc.constantFrom(HUGE, LARGE),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant({}),
  fc.constant([]),
  fc.constant(JSON.parse('{"__proto__": {"admin": true, "polluted": 1}}')),
  fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}')),
);

/** JSON number literals JSON.parse turns into Infinity, -0 or a rounded value. */
const RAW_NUMBERS = ["1e999", "-1e999", "-0", "1E400", "0.0000000000000000000001", "1".repeat(40)];

/** Keys that reach an object's prototype when copied carelessly, and other odd keys. */
const oddKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "",
    " ",
    "id",
    "userId",
    "user_id",
    "plan",
    "revision",
    "role",
    "admin",
    "emailVerified",
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * Characters slipped into a string that otherwise stays valid: NUL (which PostgreSQL text and
 * jsonb refuse), lone surrogates, bidi overrides, control characters, markup, a line break.
 */
const injected = fc.oneof(
  fc.constant("\u0000"),
  fc.constantFrom(
    "\u0000",
    "\ud800",
    "\udc00",
    "\u202e",
    "\u0007",
    "\u001b[31m",
    "\r\n",
    "\u2028",
    "\ufeff",
    "\uffff",
    "<b>",
    "%00",
    "\\",
    "🚀",
    "ﷺ",
    "\u0301\u0301\u0301",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 4 }),
);

type Mutation =
  | { kind: "set"; value: unknown }
  | { kind: "raw"; token: string }
  | { kind: "delete" }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "wrap" }
  | { kind: "inject"; text: string; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: weirdValue.map((value) => ({ kind: "set" as const, value })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...RAW_NUMBERS).map((token) => ({ kind: "raw" as const, token })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "delete" as const }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(oddKey, weirdValue)
      .map(([key, value]) => ({ kind: "extra" as const, key, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "wrap" as const }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(injected, fc.nat())
      .map(([text, at]) => ({ kind: "inject" as const, text, at })),
  },
);

type Path = (string | number)[];

/** Every path into a JSON value (objects and arrays), the root included, to a depth. */
export function pathsOf(value: unknown, depth = 5, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (depth === 0 || value === null || typeof value !== "object") return paths;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 6).map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, child] of entries) paths.push(...pathsOf(child, depth - 1, [...prefix, key]));
  return paths;
}

/** Sets an own property, even one named __proto__ (which plain assignment would not create). */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const RAW_MARKER = "\u0000RAW-TOKEN\u0000";

/** The valid body with one mutation at `path`, as JSON text. */
export function mutate(valid: unknown, path: Path, change: Mutation): string {
  const root: unknown = structuredClone(valid);
  const holder = { root };
  let parent: object = holder;
  let key: string | number = "root";
  for (const step of path) {
    parent = (parent as Record<string | number, object>)[key] as object;
    key = step;
  }
  const target = parent as Record<string | number, unknown>;
  switch (change.kind) {
    case "set":
      define(target, key, change.value);
      break;
    case "raw":
      define(target, key, RAW_MARKER);
      break;
    case "delete":
      if (Array.isArray(target) && typeof key === "number") target.splice(key, 1);
      else if (parent === holder) holder.root = undefined;
      else delete target[key];
      break;
    case "extra": {
      const current = target[key];
      if (current !== null && typeof current === "object" && !Array.isArray(current)) {
        define(current, change.key, change.value);
      } else {
        define(target, key, { [change.key]: change.value });
      }
      break;
    }
    case "wrap":
      define(target, key, [target[key]]);
      break;
    case "inject": {
      const current = target[key];
      if (typeof current === "string") {
        const at = change.at % (current.length + 1);
        define(target, key, `${current.slice(0, at)}${change.text}${current.slice(at)}`);
      } else {
        define(target, key, change.text);
      }
      break;
    }
  }
  const text = JSON.stringify(holder.root) ?? "";
  return change.kind === "raw" ? text.replace(JSON.stringify(RAW_MARKER), change.token) : text;
}

/** A valid body with one field mutated (a path picked among all of its paths). */
export function nearValidBody(valid: unknown): fc.Arbitrary<FuzzBody> {
  const paths = pathsOf(valid);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), mutation).map(([index, change]) => ({
    kind: `near-valid:${change.kind}`,
    text: mutate(valid, paths[index]!, change),
    contentType: JSON_TYPE,
  }));
}

const jsonText = (value: unknown) => JSON.stringify(value) ?? "";

/** Text that is not JSON, or not quite. */
function notJson(valid: unknown): fc.Arbitrary<string> {
  const text = jsonText(valid);
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
    fc.constantFrom(
      "{",
      "[",
      "}",
      '{"a":}',
      "{'single': 'quotes'}",
      "NaN",
      "undefined",
      "{a: 1}",
      `\ufeff${text}`,
      `${text}garbage`,
      `${text}${text}`,
      "email=ada%40example.com&password=x",
      "\u0000\u0001\u0002",
      " ",
      "//",
      "/* */ {}",
    ),
  );
}

/** Content types the JSON endpoints refuse (415), or accept in an unusual spelling. */
const CONTENT_TYPES = [
  null,
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzz",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  "json",
  "",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "application/merge-patch+json",
];

/** Every kind of body, weighted towards the near-valid ones that reach the deepest code. */
export function fuzzBody(valid: unknown): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 9, arbitrary: nearValidBody(valid) },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: "valid", text: jsonText(valid), contentType: JSON_TYPE }),
    },
    {
      weight: 3,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ kind: "json", text: jsonText(value), contentType: JSON_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc.anything().map((value) => ({
        kind: "anything",
        text: safeStringify(value),
        contentType: JSON_TYPE,
      })),
    },
    {
      weight: 2,
      arbitrary: notJson(valid).map((text) => ({ kind: "not-json", text, contentType: JSON_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(jsonText(valid), "", "a=1"))
        .map(([contentType, text]) => ({ kind: "content-type", text, contentType })),
    },
    { weight: 1, arbitrary: deepBody(valid) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { kind: "empty", text: "", contentType: JSON_TYPE },
        { kind: "empty", text: "", contentType: null },
        { kind: "empty", text: "null", contentType: JSON_TYPE },
        { kind: "empty", text: "{}", contentType: JSON_TYPE },
        { kind: "empty", text: "[]", contentType: JSON_TYPE },
      ),
    },
  );
}

/** The valid body with one field replaced by arrays or objects nested 60 to 40,000 deep. */
function deepBody(valid: unknown): fc.Arbitrary<FuzzBody> {
  const paths = pathsOf(valid).filter((path) => path.length > 0);
  return fc
    .tuple(
      fc.nat({ max: Math.max(0, paths.length - 1) }),
      fc.constantFrom(60, 64, 65, 200, 5000, 40_000),
      fc.boolean(),
    )
    .map(([index, depth, arrays]) => {
      const [open, close] = arrays ? ["[", "]"] : ['{"a":', "}"];
      const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
      const path = paths[index];
      const text = path ? mutate(valid, path, { kind: "raw", token: nested }) : nested;
      return { kind: "deep", text, contentType: JSON_TYPE };
    });
}

/** fc.anything() as JSON text: what JSON.stringify makes of it, or its String() form. */
function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    try {
      return String(value);
    } catch {
      return "[object]";
    }
  }
}
