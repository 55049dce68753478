// The one form pipeline (issue #23): parseForm turns a post into values or messages, the same way for
// every form.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFields, parseForm, REPEATED_FIELD, STALE_FORM, typedValues, UNEXPECTED_FIELDS } from "~/domain/form-errors";

const schema = z.strictObject({ intent: z.literal("save"), name: z.string().trim().min(2, "Tell us your name"), topics: z.array(z.string()).max(3).default([]) });

const errorsOf = (parsed: ReturnType<typeof parseForm>) => (parsed.ok ? {} : parsed.errors);

const post = (...fields: [string, string | File][]) => {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
};

describe("parseForm", () => {
  it("answers the schema's values, and what was typed", () => {
    const parsed = parseForm(schema, post(["intent", "save"], ["name", " Ana "], ["topics", "a"], ["topics", "b"]), { lists: ["topics"] });
    expect(parsed).toEqual({ ok: true, data: { intent: "save", name: "Ana", topics: ["a", "b"] }, values: { intent: "save", name: " Ana ", topics: "a" } });
  });

  it("reads a list field sent once as a list", () => {
    expect(parseForm(schema, post(["intent", "save"], ["name", "Ana"], ["topics", "a"]), { lists: ["topics"] })).toMatchObject({ ok: true, data: { topics: ["a"] } });
  });

  it("puts each field's first message next to it", () => {
    expect(parseForm(schema, post(["intent", "save"], ["name", "A"]))).toMatchObject({ ok: false, errors: { name: "Tell us your name" }, values: { name: "A" } });
  });

  it("refuses a doubled field next to it, and a doubled hidden field as a stale form", () => {
    expect(errorsOf(parseForm(schema, post(["intent", "save"], ["name", "Ana"], ["name", "Bea"])))).toEqual({ name: REPEATED_FIELD });
    expect(errorsOf(parseForm(schema, post(["intent", "save"], ["intent", "save"], ["name", "Ana"])))).toEqual({ form: STALE_FORM });
  });

  it("answers fields the form doesn't have, and a wrong hidden field, with one message for the whole form", () => {
    expect(errorsOf(parseForm(schema, post(["intent", "save"], ["name", "Ana"], ["admin", "1"])))).toEqual({ form: UNEXPECTED_FIELDS });
    expect(errorsOf(parseForm(schema, post(["intent", "delete"], ["name", "Ana"])))).toEqual({ form: STALE_FORM });
  });

  it("reads a file where text is expected as empty, so the field's own message answers", () => {
    const file = new File(["%PDF-"], "a.pdf", { type: "application/pdf" });
    expect(formFields(post(["name", file]))).toEqual({ name: "" });
    expect(errorsOf(parseForm(schema, post(["intent", "save"], ["name", file])))).toEqual({ name: "Tell us your name" });
  });
});

describe("typedValues", () => {
  it("echoes text, never a password or a file, and caps its length", () => {
    const values = typedValues(post(["email", "ana@example.com"], ["password", "secret"], ["currentPassword", "x"], ["poFile", new File(["x"], "x.pdf")], ["message", "m".repeat(5000)]));
    expect(values).toEqual({ email: "ana@example.com", message: "m".repeat(4000) });
  });
});
