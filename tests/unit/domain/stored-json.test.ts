// JSON read back from a text column (app/domain/stored-json.ts): what doesn't parse is the fallback, never an exception.
import { describe, expect, it } from "vitest";
import { parseStoredJson } from "~/domain/stored-json";

describe("stored JSON read back", () => {
  it("parses what the site wrote", () => {
    expect(parseStoredJson('{"organisation":"Riverside ISD","state":"TX"}', null)).toEqual({ organisation: "Riverside ISD", state: "TX" });
    expect(parseStoredJson("[1,2]", [])).toEqual([1, 2]);
  });

  it("answers the fallback for an empty column or a value that isn't JSON", () => {
    expect(parseStoredJson(null, null)).toBeNull();
    expect(parseStoredJson(undefined, [])).toEqual([]);
    expect(parseStoredJson("", "none")).toBe("none");
    expect(parseStoredJson('{"organisation": "Riverside', null)).toBeNull();
    expect(parseStoredJson("undefined", null)).toBeNull();
  });
});
