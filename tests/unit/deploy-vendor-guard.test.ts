// `npm run deploy` refuses this repository's demo vendor details (issue #26): quotes, invoices, receipts and the
// W-9 print them, so production must carry the school's own. The guard finds each demo value in
// app/config/site.ts, where they are today.
import { describe, expect, it } from "vitest";
import { demoVendorDetails } from "../../scripts/deploy/lib.mjs";

describe("the deploy's vendor guard", () => {
  it("names every demo vendor and remit-to detail still in the configuration", () => {
    expect(demoVendorDetails()).toEqual(["vendor EIN", "vendor street address", "remit-to bank routing number", "remit-to bank account"]);
  });
});
