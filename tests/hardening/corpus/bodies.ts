// Request bodies for the bad-input corpus (issue #13 §4): forms encoded as browsers would (and as they
// never would), raw bytes, and JSON bombs. Each case is a plain description; the test sends it.

export type Fields = Array<[string, string | File]>;

/** One request of the corpus: what to send, and where. */
export type BadRequest = {
  /** Names the case in a failure: route + what is wrong with it. */
  name: string;
  path: string;
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Which session sends it (anonymous unless said). */
  as?: "anonymous" | "buyer" | "staff" | "visitor";
  /**
   * The one answer besides a 4xx this request may get, when the route refuses it before looking at the
   * input: an anonymous post to a signed-in page is sent to sign in (nothing is read or kept).
   */
  allowRedirectTo?: RegExp;
};

const FORM = "application/x-www-form-urlencoded";
export const MEGABYTE = "A".repeat(1024 * 1024);
export const CRLF_INJECTION = "x\r\nSet-Cookie: injected=1\r\nLocation: https://evil.example/";
export const TRAVERSALS = ["../../../etc/passwd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "..%2F..%2Fstaff", "abc%00def", "..\\..\\windows\\win.ini", "\u0000"];

export const urlencoded = (fields: Fields) => new URLSearchParams(fields.map(([k, v]) => [k, typeof v === "string" ? v : v.name])).toString();

const bytes = (...parts: Array<string | number[]>) => {
  const chunks = parts.map((p) => (typeof p === "string" ? new TextEncoder().encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
};

/** A multipart body as a browser encodes it, with its Content-Type (boundary included). */
export async function multipart(fields: Fields): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  const encoded = new Request("http://encode.invalid/", { method: "POST", body: form });
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("Content-Type")! };
}

export type FormRoute = {
  route: string;
  path: string;
  host?: string;
  as?: BadRequest["as"];
  allowRedirectTo?: RegExp;
  /** A form the route would refuse only for the reason each case adds (or already refuses: then every case is refused too). */
  base: () => Fields;
  /** Fields the route needs: each is left out, doubled and sent as a file. */
  required: string[];
  /** Single-line fields that could reach a header (email, redirectTo, a name): CR/LF and NUL go in each. */
  headerish?: string[];
  /** Fields holding ids or slugs: path traversal goes in each. */
  ids?: string[];
  /** The form's intent field, if it has one: unknown, missing and doubled intents. */
  intent?: boolean;
  /** Cases beyond the generic ones, for what only this route has. */
  extra?: Array<{ name: string; fields: Fields }>;
};

const replace = (fields: Fields, key: string, value: string | File): Fields => {
  let done = false;
  const out = fields.map(([k, v]): [string, string | File] => {
    if (k === key && !done) {
      done = true;
      return [k, value];
    }
    return [k, v];
  });
  return done ? out : [...out, [key, value]];
};
const without = (fields: Fields, key: string): Fields => fields.filter(([k]) => k !== key);

/** The generic corpus of one form route: body encodings, then each field's wrong shapes. */
export async function formCases(r: FormRoute): Promise<BadRequest[]> {
  const cases: BadRequest[] = [];
  const add = (name: string, init: Omit<BadRequest, "name" | "path">) =>
    cases.push({ name: `${r.route}: ${name}`, path: r.path, host: r.host, as: r.as, allowRedirectTo: r.allowRedirectTo, ...init });
  const form = (name: string, fields: Fields, headers: Record<string, string> = {}) => add(name, { headers: { "Content-Type": FORM, ...headers }, body: urlencoded(fields) });
  const base = r.base();
  const first = r.required[0] ?? base[0]![0];

  // The body and its type.
  add("no body, no Content-Type", {});
  add("empty form", { headers: { "Content-Type": FORM }, body: "" });
  add("form as text/plain", { headers: { "Content-Type": "text/plain" }, body: urlencoded(base) });
  add("form with no Content-Type", { body: bytes(urlencoded(base)) });
  add("JSON where a form is expected", { headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.fromEntries(base)) });
  add("multipart with no boundary", { headers: { "Content-Type": "multipart/form-data" }, body: urlencoded(base) });
  add("multipart whose boundary never appears", { headers: { "Content-Type": "multipart/form-data; boundary=----nothere" }, body: "--other\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\ny\r\n--other--\r\n" });
  add("a 1 MB field", { headers: { "Content-Type": FORM }, body: urlencoded(replace(base, first, MEGABYTE)) });
  add("a 1 MB body of one key", { headers: { "Content-Type": FORM }, body: MEGABYTE });
  add("invalid UTF-8 bytes in a field", { headers: { "Content-Type": FORM }, body: bytes(urlencoded(without(base, first)), `&${first}=`, [0xff, 0xfe, 0xc3, 0x28, 0x80]) });
  form("invalid UTF-8 percent-encoded in a field", without(base, first), {});
  cases.at(-1)!.body = `${urlencoded(without(base, first))}&${first}=%FF%FE%C3%28`;
  form("malformed percent-encoding", []);
  cases.at(-1)!.body = `${first}=%E0%A4%A&%%%=%zz`;
  form("every field empty", base.map(([k]) => [k, ""]));

  // Each required field: missing, doubled, a file.
  for (const key of r.required) {
    form(`${key} missing`, without(base, key));
    const value = base.find(([k]) => k === key)?.[1] ?? "x";
    form(`${key} doubled`, [...base, [key, typeof value === "string" ? `${value}-other` : "other"]]);
    form(`${key} as an array name (${key}[])`, [...without(base, key), [`${key}[]`, typeof value === "string" ? value : "x"]]);
    const asFile = await multipart(replace(base, key, new File(["<script>alert(1)</script>"], "evil.html", { type: "text/html" })));
    add(`${key} sent as a file`, { headers: { "Content-Type": asFile.type }, body: asFile.body });
  }
  for (const key of r.headerish ?? []) {
    form(`CR/LF header injection in ${key}`, replace(base, key, `${fieldValue(base, key)}${CRLF_INJECTION}`));
    form(`NUL byte in ${key}`, replace(base, key, `${fieldValue(base, key)}\u0000`));
    // Line breaks outside ASCII (issue #22 §9): NEL, and the line and paragraph separators.
    form(`U+0085 (NEL) in ${key}`, replace(base, key, `${fieldValue(base, key)}\u0085x`));
    form(`U+2028 (line separator) in ${key}`, replace(base, key, `${fieldValue(base, key)}\u2028x`));
  }
  for (const key of r.ids ?? []) for (const traversal of TRAVERSALS.slice(0, 4)) form(`path traversal in ${key} (${traversal})`, replace(base, key, traversal));
  if (r.intent) {
    form("unknown intent", replace(base, "intent", "drop-tables"));
    form("intent missing", without(base, "intent"));
    form("intent as a number", replace(base, "intent", "1"));
  }
  for (const extra of r.extra ?? []) form(extra.name, extra.fields);
  return cases;
}

const fieldValue = (fields: Fields, key: string) => {
  const value = fields.find(([k]) => k === key)?.[1];
  return typeof value === "string" ? value : "";
};

/** Deeply nested, huge and odd JSON for the JSON endpoints. */
export function jsonBombs(): Array<{ name: string; body: string | Uint8Array<ArrayBuffer> }> {
  return [
    { name: "empty body", body: "" },
    { name: "not JSON", body: "email=a@b.example" },
    { name: "truncated JSON", body: '{"email": "a@b.example", "subject": ' },
    { name: "JSON null", body: "null" },
    { name: "JSON number", body: "42" },
    { name: "JSON string", body: '"hello"' },
    { name: "JSON array", body: "[]" },
    { name: "deeply nested arrays (100k)", body: "[".repeat(100_000) + "]".repeat(100_000) },
    { name: "deeply nested objects (20k)", body: '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000) },
    { name: "huge array (1M elements)", body: `[${"0,".repeat(500_000)}0]` },
    { name: "a 1 MB string", body: JSON.stringify({ email: "a@b.example", subject: MEGABYTE }) },
    { name: "invalid UTF-8 bytes", body: bytes('{"email":"a@b.example","subject":"', [0xff, 0xfe, 0xc3, 0x28], '"}') },
    { name: "lone surrogate escape", body: '{"email":"a@b.example","subject":"\\ud800"}' },
    { name: "__proto__ pollution", body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { name: "duplicate keys", body: '{"email":"a@b.example","email":"evil@b.example","subject":"x","subject":"y"}' },
  ];
}
