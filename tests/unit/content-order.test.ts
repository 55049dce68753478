// Lists follow an explicit date that an import keeps (issue #28; decision 0084): `listedOn`, then the CDA's
// creation date, which `contentful space import` replaces with the day of the import.
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import type { Entry } from "~/domain/content/cms-schema";
import { byOrder, NEWEST_FIRST, OLDEST_FIRST } from "~/lib/content/source";

const entry = (id: string, createdAt: string, listedOn?: string) => ({ sys: { id, createdAt }, fields: listedOn ? { listedOn } : {} }) as unknown as Entry;

describe("the order of a list", () => {
  // Imported in reverse: the creation dates say the opposite of the order the records were listed in.
  const imported = [entry("c", "2026-11-28T10:00:00Z", "2026-03-01"), entry("b", "2026-11-28T10:00:01Z", "2026-02-01"), entry("a", "2026-11-28T10:00:02Z", "2026-01-01")];

  it("follows the listed-on date, whatever the import did to the creation date", () => {
    expect([...imported].sort(byOrder(OLDEST_FIRST)).map((e) => e.sys.id)).toEqual(["a", "b", "c"]);
    expect([...imported].sort(byOrder(NEWEST_FIRST)).map((e) => e.sys.id)).toEqual(["c", "b", "a"]);
  });

  it("falls back to the creation date between records listed the same day, and puts one with no date first", () => {
    const same = [entry("late", "2026-01-02T00:00:00Z", "2026-01-01"), entry("early", "2026-01-01T00:00:00Z", "2026-01-01"), entry("undated", "2026-05-01T00:00:00Z")];
    expect([...same].sort(byOrder(OLDEST_FIRST)).map((e) => e.sys.id)).toEqual(["undated", "early", "late"]);
    expect([...same].sort(byOrder(NEWEST_FIRST)).map((e) => e.sys.id)).toEqual(["undated", "late", "early"]);
  });

  it("the pack lists every record of an ordered list on the day it was created", () => {
    const ordered = new Set(["course", "blog", "caseStudy", "eBook", "event", "resource", "learningMaterial", "k12Program", "product", "testimonial", "trustedOrganization", "teamMember"]);
    const records = contentPack.entries.filter((e) => ordered.has(e.sys.contentType.sys.id));
    expect(records.length).toBeGreaterThan(50);
    for (const record of records) expect((record.fields as { listedOn?: string }).listedOn, record.sys.id).toBe(record.sys.createdAt);
  });
});
