// A department's roster (issue #25): the teachers a buyer invites in one step, pasted (one address a line,
// or "Name <address>") or uploaded as CSV with the columns email, name, level in any order. Every problem is
// reported with its line; a roster with any problem is applied not at all (the caller checks seats and
// earlier invitations against the database and reports them the same way).
import { teacherEmailSchema } from "./licence-forms";

export const MAX_ROSTER_ROWS = 200;
export const MAX_ROSTER_BYTES = 100_000;

/** A level of the catalog, as a roster may name it: its address name, its code or its title. */
export type RosterLevel = { slug: string; sku: string; title: string };
export type RosterRow = { line: number; email: string; name: string; product: string };
export type RosterProblem = { line: number; message: string };
export type ParsedRoster = { ok: true; rows: RosterRow[] } | { ok: false; problems: RosterProblem[] };

/** One CSV line's fields: commas, semicolons or tabs between them, double quotes around one that has any. */
export function csvFields(line: string): string[] {
  const separator = line.includes("\t") ? "\t" : line.includes(";") && !line.includes(",") ? ";" : ",";
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === separator) {
      fields.push(field.trim());
      field = "";
    } else field += ch;
  }
  fields.push(field.trim());
  return fields;
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‐-―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

function levelFinder(levels: RosterLevel[]) {
  const byName = new Map<string, string>();
  for (const level of levels) for (const name of [level.slug, level.sku, level.title]) byName.set(fold(name), level.slug);
  return (text: string) => byName.get(fold(text)) ?? null;
}

const HEADER_NAMES = { email: ["email", "e-mail", "email address", "address"], name: ["name", "teacher", "teacher name", "full name"], level: ["level", "product", "course"] };
type Column = keyof typeof HEADER_NAMES;

/** The columns a header line names, or null when the line is not a header. */
function headerColumns(fields: string[]): Partial<Record<Column, number>> | null {
  const columns: Partial<Record<Column, number>> = {};
  fields.forEach((field, index) => {
    for (const [column, names] of Object.entries(HEADER_NAMES) as Array<[Column, string[]]>) if (names.includes(fold(field))) columns[column] ??= index;
  });
  return columns.email === undefined ? null : columns;
}

// Control characters (and the bidirectional overrides that disguise text) never reach a name.
const UNPRINTABLE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu;
const cleanName = (name: string) => name.replace(UNPRINTABLE, "").replace(/\s+/g, " ").trim().slice(0, 100);

/**
 * Reads a roster. `product` is the level to use where a line names none (the roster pasted under one level);
 * without it every line must name its level. Blank lines and lines starting with # are skipped.
 */
export function parseRoster(text: string, levels: RosterLevel[], product?: string): ParsedRoster {
  const findLevel = levelFinder(levels);
  const titleOf = new Map(levels.map((l) => [l.slug, l.title]));
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const problems: RosterProblem[] = [];
  const rows: RosterRow[] = [];
  let columns: Partial<Record<Column, number>> | null = null;
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "" || raw.trim().startsWith("#")) return;
    const fields = csvFields(raw);
    if (rows.length === 0 && problems.length === 0 && columns === null) {
      const header = headerColumns(fields);
      if (header) {
        columns = header;
        return;
      }
    }
    // "Ana López <ana@school.org>" on a line of its own.
    const angled = fields.length === 1 ? /^(.*)<([^<>]+)>\s*$/.exec(fields[0]!) : null;
    const cols: Partial<Record<Column, number>> = columns ?? { email: 0, name: 1, level: 2 };
    const emailText = angled ? angled[2]!.trim() : (fields[cols.email!] ?? "");
    const nameText = angled ? angled[1]!.replace(/^"|"$/g, "") : cols.name === undefined ? "" : (fields[cols.name] ?? "");
    const levelText = angled || cols.level === undefined ? "" : (fields[cols.level] ?? "");
    const email = teacherEmailSchema.safeParse(emailText);
    if (!email.success) {
      problems.push({ line, message: emailText ? `“${emailText.slice(0, 80)}” isn’t an email address.` : "There is no email address on this line." });
      return;
    }
    const slug = levelText ? findLevel(levelText) : (product ?? null);
    if (!slug) {
      problems.push({
        line,
        message: levelText
          ? `“${levelText.slice(0, 80)}” isn’t a level of the catalog: write its name (${levels[0]?.title ?? "a level"}), its code (${levels[0]?.sku ?? "SKU"}) or its address name (${levels[0]?.slug ?? "slug"}).`
          : "Say which level this teacher needs, in a third column.",
      });
      return;
    }
    const key = `${email.data} ${slug}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ line, message: `${email.data} is on line ${first} already, for ${titleOf.get(slug) ?? slug}.` });
      return;
    }
    seen.set(key, line);
    rows.push({ line, email: email.data, name: cleanName(nameText), product: slug });
  });
  if (rows.length + problems.length === 0) return { ok: false, problems: [{ line: 0, message: "The roster is empty: paste one teacher’s email address a line, or upload a CSV file." }] };
  if (rows.length > MAX_ROSTER_ROWS) problems.push({ line: 0, message: `A roster can invite up to ${MAX_ROSTER_ROWS} teachers at once; this one has ${rows.length}. Split it in two.` });
  return problems.length ? { ok: false, problems } : { ok: true, rows };
}

/** "Line 4: …", or the message alone for the roster as a whole. */
export const problemText = ({ line, message }: RosterProblem) => (line ? `Line ${line}: ${message}` : message);
