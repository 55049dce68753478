import { describe, expect, it } from "vitest";
import { pageHref, paginate } from "~/domain/pagination";

describe("pagination (9 per page)", () => {
  it("fits 9 items on one page and starts a second page at the 10th", () => {
    expect(paginate(9, null)).toEqual({ page: 1, pageCount: 1, skip: 0, limit: 9 });
    expect(paginate(11, "2")).toEqual({ page: 2, pageCount: 2, skip: 9, limit: 9 });
  });

  it("treats junk and out-of-range pages safely", () => {
    expect(paginate(11, "abc").page).toBe(1);
    expect(paginate(11, "-1").page).toBe(1);
    expect(paginate(11, "99").page).toBe(2);
    expect(paginate(0, "1")).toEqual({ page: 1, pageCount: 1, skip: 0, limit: 9 });
  });

  it("links page 1 without a query", () => {
    expect(pageHref("/spanish-learning-resources", 1)).toBe("/spanish-learning-resources");
    expect(pageHref("/spanish-learning-resources", 2)).toBe("/spanish-learning-resources?page=2");
  });
});
