// What the worker and hardening tests type into the shop's forms, in one place: a school district's
// billing details, a card of the built-in test gateway, a Purchase Order file.
import { TEST_CARD_NUMBERS } from "~/domain/test-cards";

/** Checkout's billing details (a US school district): every field valid. */
export const BILLING = { organisation: "Riverside ISD", contactName: "Ana López", email: "ana.billing@riverside.example", address: "100 Main St", city: "Springfield", state: "Illinois (IL)", zip: "62701" };

/** The test gateway's card form with Stripe's card that succeeds; spread it with another `cardNumber` for other outcomes. */
export const CARD = { intent: "pay", cardNumber: TEST_CARD_NUMBERS.succeeds, expiry: "12/34", cvc: "123", nameOnCard: "Ana Lopez" };

/** The smallest file the site takes for a PDF. */
export const PDF_BYTES = "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

/** A file as a browser uploads it: a Purchase Order PDF unless told otherwise. */
export const pdfFile = (bytes: string | Uint8Array<ArrayBuffer> = PDF_BYTES, name = "po.pdf", type = "application/pdf") => new File([bytes], name, { type });
