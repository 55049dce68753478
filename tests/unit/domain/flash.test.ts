import { describe, expect, it } from "vitest";
import { flashMessage } from "~/domain/flash";

const messages = { saved: "Saved.", "plan-cancelled": "Your plan is canceled." };
const at = (search: string) => new URL(`https://www.hablarte.com/account${search}`);

describe("the ?done= message", () => {
  it("is the page's message for its key, else nothing", () => {
    expect(flashMessage(at("?done=saved"), messages)).toBe("Saved.");
    expect(flashMessage(at("?done=plan-cancelled"), messages)).toBe("Your plan is canceled.");
    expect(flashMessage(at(""), messages)).toBeNull();
    expect(flashMessage(at("?done=unknown"), messages)).toBeNull();
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("is nothing for ?done=%s, a name every object has", (key) => {
    expect(flashMessage(at(`?done=${key}`), messages)).toBeNull();
  });
});
