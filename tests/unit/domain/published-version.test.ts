// Whether an answer of the Content Delivery API shows what a publish webhook announced (decision 0060).
import { describe, expect, it } from "vitest";
import { MAX_EXPECTATIONS, unmetExpectations, withExpectation } from "~/domain/content/published-version";

const entry = (id: string, publishedVersion?: number) => ({ sys: { id, type: "Entry", ...(publishedVersion === undefined ? {} : { publishedVersion }) }, fields: {} });
const list = (...items: unknown[]) => ({ sys: { type: "Array" }, total: items.length, skip: 0, limit: 100, items });

describe("unmetExpectations", () => {
  it("an entry older than the published version announced lags; the same or newer does not", () => {
    const expectation = { id: "course-a", publishedVersion: 5 };
    expect(unmetExpectations(entry("course-a", 3), [expectation])).toEqual([expectation]);
    expect(unmetExpectations(entry("course-a", 5), [expectation])).toEqual([]);
    expect(unmetExpectations(entry("course-a", 7), [expectation])).toEqual([]);
  });

  it("looks for the record among a list's items, and a list that leaves it out says nothing", () => {
    const expectation = { id: "course-b", publishedVersion: 4 };
    expect(unmetExpectations(list(entry("course-a", 9), entry("course-b", 2)), [expectation])).toEqual([expectation]);
    expect(unmetExpectations(list(entry("course-a", 9), entry("course-b", 4)), [expectation])).toEqual([]);
    expect(unmetExpectations(list(entry("course-a", 9)), [expectation])).toEqual([]);
  });

  it("a record still served after it was unpublished or deleted lags; its absence (or a missing entry) meets it", () => {
    const gone = { id: "page-old", gone: true as const };
    expect(unmetExpectations(list(entry("page-old", 3)), [gone])).toEqual([gone]);
    expect(unmetExpectations(entry("page-old", 3), [gone])).toEqual([gone]);
    expect(unmetExpectations(list(entry("page-new", 1)), [gone])).toEqual([]);
    expect(unmetExpectations(null, [gone])).toEqual([]);
  });

  it("a record without a published version (the bundled pack's) can't be judged, so it is taken as it is", () => {
    expect(unmetExpectations(entry("course-a"), [{ id: "course-a", publishedVersion: 5 }])).toEqual([]);
  });

  it("answers that are not records at all meet every expectation", () => {
    expect(unmetExpectations("text", [{ id: "x", publishedVersion: 1 }])).toEqual([]);
    expect(unmetExpectations(undefined, [{ id: "x", gone: true }])).toEqual([]);
  });
});

describe("withExpectation", () => {
  it("adds a record's expectation, and a later word on the same record replaces the earlier one", () => {
    const first = withExpectation(undefined, { id: "a", publishedVersion: 3 });
    const second = withExpectation(first, { id: "b", publishedVersion: 1 });
    expect(withExpectation(second, { id: "a", gone: true })).toEqual([
      { id: "b", publishedVersion: 1 },
      { id: "a", gone: true },
    ]);
  });

  it(`keeps the newest ${MAX_EXPECTATIONS} at most`, () => {
    let known = withExpectation(undefined, { id: "r0", publishedVersion: 1 });
    for (let i = 1; i < MAX_EXPECTATIONS + 5; i++) known = withExpectation(known, { id: `r${i}`, publishedVersion: 1 });
    expect(known).toHaveLength(MAX_EXPECTATIONS);
    expect(known[0]!.id).toBe("r5");
    expect(known.at(-1)!.id).toBe(`r${MAX_EXPECTATIONS + 4}`);
  });
});
