// US English throughout (issue #27): Hablarte sells to US schools, so what visitors, buyers, teachers, staff
// and email recipients read says license, organization, check, canceled. This finds British spellings in the
// text of app/ (every string of app/copy and app/content; string literals, template text and JSX text
// elsewhere), read with the TypeScript API so that identifiers, property keys and imports are never text, and
// names file, line and word. Strings that are data keep their spelling: SQL (the `licences` table), routes
// (`/claim-licence`), slugs and form intents, CSS classes, form field names, logs and STORED_VALUES.
import { readdirSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type Node, type SourceFile, SyntaxKind } from "typescript/unstable/ast";
import { isCallExpression, isElementAccessExpression, isExportDeclaration, isExternalModuleReference, isIdentifier, isImportDeclaration, isJsxAttribute, isLiteralTypeNode, isPropertyAssignment, isTemplateExpression, isTemplateSpan } from "typescript/unstable/ast/is";
import { API } from "typescript/unstable/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BRITISH = [
  "licence", "licences", "licenced", "organisation", "organisations", "organise", "organised", "cheque", "cheques",
  "practise", "practised", "colour", "colours", "favourite", "behaviour", "centre", "catalogue", "enrol", "enrolment",
  "programme", "analyse", "recognise", "realise", "apologise", "prioritise", "summarise", "customise", "cancelled",
  "cancelling", "travelling", "labelled", "fulfil", "judgement", "grey", "whilst", "amongst",
];
const britishWord = new RegExp(`\\b(?:${BRITISH.join("|")})\\b`, "gi");
/** Names that are spelled as their owners spell them (the IB's own programme), in US text too. */
const PROPER_NAMES = /\bDiploma Programme\b/g;

/** Where every string is words for a reader (ids and slugs of entries aside). */
const ALL_COPY = ["app/copy/", "app/content/"];
/** JSX attributes that name, style or route things for the code, not words for a reader. */
const DATA_ATTRIBUTES = new Set(["className", "name", "value", "id", "htmlFor", "key", "type", "href", "to", "action", "method", "intent", "form", "autoComplete", "aria-controls", "aria-describedby", "aria-labelledby"]);
/** Object properties whose values are ids, addresses or style tokens (a status flag's `colour: "grey"` is a CSS class). */
const DATA_PROPERTIES = new Set(["id", "slug", "href", "url", "path", "image", "className", "colour"]);
/** Values stored or sent over the wire that keep their spelling, by file: the exact strings. */
const STORED_VALUES: Record<string, string[]> = {
  "app/domain/account.ts": ["licence"], // a word an attacker tries in a password, in both spellings
  "app/domain/staff-forms.ts": ["cheque"], // the payment method as stored; its label is "Check"
  "app/routes/staff/order.tsx": ["cheque"],
  "app/routes/funnel/purchase.tsx": ["cancelled"], // ?cancelled=1, the flag Stripe's cancel URL comes back with
  "app/routes/shop/confirm-card.tsx": ["cancelled"],
};

const root = fileURLToPath(new URL("../..", import.meta.url));
const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    .map((name) => `${folder}/${name}`);

/** A made-up file that shows what counts as text and what as data. */
const FIXTURE = `${root}tests/unit/us-english-fixture.tsx`;
const FIXTURE_TEXT = `import { LicenceRow } from "~/lib/commerce/licences.server";
const done: Record<string, { title: string; colour: "grey" }> = { "licence-revoked": { title: "Your licence was revoked", colour: "grey" } };
db.prepare("SELECT organisation FROM licences WHERE id = ?");
redirect(\`/claim-licence?done=plan-cancelled&n=\${n}\`);
console.warn("[licences] roster rolled back");
export const Row = ({ row }: { row: LicenceRow }) => <p className="licence-table" title="Colour">Your favourite {row.title} {\`in grey\`}</p>;
`;

type Finding = { file: string; line: number; word: string; around: string };

const findings: Finding[] = [];
let scannedFiles = 0;
let api: API | undefined;

beforeAll(() => {
  const files = [...sourcesUnder(`${root}app`).filter((file) => !file.includes("/app/styles/")), FIXTURE];
  // A tsconfig of app/ alone, parsed but never type-checked or resolved: the scan takes well under a second.
  const config = `${root}us-english.tsconfig.json`;
  const virtual: Record<string, string> = {
    [config]: JSON.stringify({ files, compilerOptions: { noResolve: true, noLib: true, types: [], jsx: "preserve" } }),
    [FIXTURE]: FIXTURE_TEXT,
  };
  api = new API({ cwd: root, fs: { readFile: (file) => virtual[file], fileExists: (file) => (file in virtual ? true : undefined) } });
  const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)?.program;
  if (!program) throw new Error("The TypeScript API didn't open the project of app/");
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`The TypeScript API didn't parse ${file}`);
    findings.push(...britishIn(source, relative(root, file)));
    scannedFiles++;
  }
});

afterAll(() => api?.close());

describe("US English (issue #27)", () => {
  it("is what visitors, buyers, teachers, staff and email recipients read: no British spelling in app/", () => {
    expect(scannedFiles).toBeGreaterThan(300);
    expect(findings.filter((found) => found.file.startsWith("app/")).map(({ file, line, word, around }) => `${file}:${line} “${word}”: …${around}…`)).toEqual([]);
  });

  it("reads words, and passes over identifiers, keys, imports, SQL, URLs, classes, types and logs", () => {
    expect(findings.filter((found) => found.file.endsWith("us-english-fixture.tsx")).map(({ line, word }) => `${line} ${word}`)).toEqual(["2 licence", "6 Colour", "6 favourite", "6 grey"]);
  });
});

/** Each British word in the text of `source`, with the line it is on. */
function britishIn(source: SourceFile, file: string): Finding[] {
  const allCopy = ALL_COPY.some((folder) => file.startsWith(folder));
  const found: Finding[] = [];
  const visit = (node: Node): void => {
    const text = textOf(node);
    if (text !== undefined && !isData(node, text, file, allCopy, source)) {
      // The raw source of the node, so that a word in a long template is reported on its own line.
      const start = node.kind === SyntaxKind.JsxText ? node.pos : node.getStart(source);
      const raw = source.text.slice(start, node.end);
      for (const match of raw.replace(PROPER_NAMES, (name) => " ".repeat(name.length)).matchAll(britishWord)) {
        const around = raw.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, " ");
        found.push({ file, line: source.getLineAndCharacterOfPosition(start + match.index).line + 1, word: match[0], around });
      }
    }
    node.forEachChild(visit);
  };
  source.forEachChild(visit);
  return found;
}

/** The words of a string literal, template part or JSX text; undefined for any other node. */
function textOf(node: Node): string | undefined {
  switch (node.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateHead:
    case SyntaxKind.TemplateMiddle:
    case SyntaxKind.TemplateTail:
    case SyntaxKind.JsxText:
      return (node as Node & { text: string }).text;
    default:
      return undefined;
  }
}

/** True when a string is a name for the code rather than words for a reader. */
function isData(node: Node, text: string, file: string, allCopy: boolean, source: SourceFile): boolean {
  const parent = node.parent;
  if (isImportDeclaration(parent) || isExportDeclaration(parent) || isExternalModuleReference(parent) || isLiteralTypeNode(parent)) return true;
  if (isCallExpression(parent) && parent.expression.kind === SyntaxKind.ImportKeyword) return true;
  if ((isPropertyAssignment(parent) && parent.name === node) || isElementAccessExpression(parent)) return true;
  // The expression a template part belongs to, or the string itself.
  let owner: Node = parent;
  while (isTemplateSpan(owner) || isTemplateExpression(owner)) owner = owner.parent;
  if (isPropertyAssignment(owner) && isIdentifier(owner.name) && DATA_PROPERTIES.has(owner.name.text)) return true;
  if (allCopy) return false;

  if (isJsxAttribute(owner) && DATA_ATTRIBUTES.has(owner.name.getText(source))) return true;
  for (let up: Node | undefined = owner; up && up.kind !== SyntaxKind.SourceFile; up = up.parent) {
    if (isCallExpression(up) && /^console\.\w+$/.test(up.expression.getText(source))) return true; // a log line, for operators
  }
  return (
    /\b(?:SELECT|INSERT|UPDATE|DELETE)\b/.test(text) || // SQL: table and column names
    /^(?:\/|https?:|[?&#])/.test(text) || // a route, URL, query or fragment
    (!/\s/.test(text) && /[/=]/.test(text)) || // a module path or query string
    /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(text) || // a slug, key or form intent
    (STORED_VALUES[file]?.includes(text) ?? false)
  );
}
