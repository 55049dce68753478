// A department's roster (issue #25): pasted addresses or a CSV (email, name, level), every bad row reported
// by its line, and nothing applied when any row is bad.
import { describe, expect, it } from "vitest";
import { csvFields, MAX_ROSTER_ROWS, parseRoster, problemText, type RosterLevel } from "~/domain/roster";

const LEVELS: RosterLevel[] = [
  { slug: "k2-level-1", sku: "HAB-K2-L1", title: "Early Elementary Spanish K–2, Level 1" },
  { slug: "9-12-spanish-2", sku: "HAB-912-S2", title: "High School Spanish II" },
];
const parse = (text: string, product?: string) => parseRoster(text, LEVELS, product);
const problems = (text: string, product?: string) => {
  const parsed = parse(text, product);
  return parsed.ok ? [] : parsed.problems.map(problemText);
};

describe("reading a roster", () => {
  it("takes pasted addresses, one a line, for the level it is pasted under, normalised", () => {
    expect(parse("Ana.Lopez@Riverside.example\n\n  luis@riverside.example  \n# the new hire\nMaría Pérez <maria@riverside.example>", "k2-level-1")).toEqual({
      ok: true,
      rows: [
        { line: 1, email: "ana.lopez@riverside.example", name: "", product: "k2-level-1" },
        { line: 3, email: "luis@riverside.example", name: "", product: "k2-level-1" },
        { line: 5, email: "maria@riverside.example", name: "María Pérez", product: "k2-level-1" },
      ],
    });
  });

  it("takes a CSV with a header in any column order, levels by name, code or address name, quoted fields", () => {
    const csv = ['\uFEFFLevel,Name,Email', 'High School Spanish II,"López, Ana",ana@riverside.example', "HAB-K2-L1,Luis Gómez,luis@riverside.example", "k2-level-1,,maria@riverside.example", "early elementary spanish k-2, level 1,Pat,pat@riverside.example"].join("\r\n");
    const parsed = parse(csv);
    expect(parsed.ok).toBe(false);
    // The unquoted title with a comma splits into two fields: reported, not guessed.
    expect(problems(csv)).toEqual(["Line 5: “Pat” isn’t an email address."]);
    const fixed = csv.replace("early elementary spanish k-2, level 1,Pat", '"early elementary spanish k-2, level 1",Pat');
    expect(parse(fixed)).toEqual({
      ok: true,
      rows: [
        { line: 2, email: "ana@riverside.example", name: "López, Ana", product: "9-12-spanish-2" },
        { line: 3, email: "luis@riverside.example", name: "Luis Gómez", product: "k2-level-1" },
        { line: 4, email: "maria@riverside.example", name: "", product: "k2-level-1" },
        { line: 5, email: "pat@riverside.example", name: "Pat", product: "k2-level-1" },
      ],
    });
  });

  it("takes a CSV without a header as email, name, level; semicolons and tabs too", () => {
    expect(parse("ana@riverside.example;Ana;HAB-912-S2")).toEqual({ ok: true, rows: [{ line: 1, email: "ana@riverside.example", name: "Ana", product: "9-12-spanish-2" }] });
    expect(parse("ana@riverside.example\tAna\tk2-level-1")).toEqual({ ok: true, rows: [{ line: 1, email: "ana@riverside.example", name: "Ana", product: "k2-level-1" }] });
    expect(csvFields('"say ""hola""",x')).toEqual(['say "hola"', "x"]);
  });

  it("reports every bad row by its line, and applies none of them", () => {
    const text = ["email,name,level", "ana@riverside.example,Ana,k2-level-1", "not-an-address,Luis,k2-level-1", "ANA@riverside.example,Ana again,HAB-K2-L1", ",Nobody,k2-level-1", "pat@riverside.example,Pat,Spanish 9", "ana@riverside.example,Ana,9-12-spanish-2"].join("\n");
    const parsed = parse(text);
    expect(parsed.ok).toBe(false);
    expect(problems(text)).toEqual([
      "Line 3: “not-an-address” isn’t an email address.",
      "Line 4: ana@riverside.example is on line 2 already, for Early Elementary Spanish K–2, Level 1.",
      "Line 5: There is no email address on this line.",
      "Line 6: “Spanish 9” isn’t a level of the catalog: write its name (Early Elementary Spanish K–2, Level 1), its code (HAB-K2-L1) or its address name (k2-level-1).",
    ]);
  });

  it("asks for the level where the roster isn't under one, refuses an empty roster and one too long", () => {
    expect(problems("ana@riverside.example")).toEqual(["Line 1: Say which level this teacher needs, in a third column."]);
    expect(problems("\n# nobody\n", "k2-level-1")).toEqual(["The roster is empty: paste one teacher’s email address a line, or upload a CSV file."]);
    const long = Array.from({ length: MAX_ROSTER_ROWS + 1 }, (_, i) => `t${i}@riverside.example`).join("\n");
    expect(problems(long, "k2-level-1")).toEqual([`A roster can invite up to ${MAX_ROSTER_ROWS} teachers at once; this one has ${MAX_ROSTER_ROWS + 1}. Split it in two.`]);
  });

  it("keeps control and direction-changing characters out of names", () => {
    const parsed = parse("ana@riverside.example,\u202eanA\u0007 López,k2-level-1");
    expect(parsed.ok && parsed.rows[0]!.name).toBe("anA López");
  });
});
