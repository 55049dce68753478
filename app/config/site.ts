// The brand as the site shows it: the identity the domain's rules use (app/domain/brand.ts) with the
// contact details and canonical origin a deployment sets. Routes with the brand in their path (spec
// §2.2) are generated from app/domain/brand.ts in app/routes.ts.
import { brandIdentity, type Brand } from "../domain/brand";

export const brand = {
  ...brandIdentity,
  tagline: "Live Spanish classes with native teachers",
  email: "hola@hablarte.com",
  phone: "+1 (512) 555-0142",
  defaultOrigin: "https://www.hablarte.com",
} as const satisfies Brand;

/**
 * The vendor a district sets up (issue #26): legal name, street address and EIN, printed on every quote and
 * invoice. These are the school's own details: replace them before going live (docs/deploy.md).
 */
export const vendor = {
  legalName: "Hablarte Learning, Inc.",
  address: ["2100 Barton Springs Road, Suite 300", "Austin, TX 78704"],
  ein: "87-2290413",
  email: "accounts@hablarte.com",
  phone: "+1 (512) 555-0142",
  /** Federal tax classification, as the W-9 states it. */
  taxClassification: "C corporation",
  /** Who signs letters to districts (the sole-source letter). */
  signatory: { name: "Valeria Ortiz", title: "Director of School Partnerships", email: "schools@hablarte.com" },
  /** The certificate of insurance a district's risk office asks for (demo values). */
  insurance: {
    insurer: "Travelers Casualty and Surety Company of America",
    generalLiability: { policy: "GL-6620-4471", perOccurrence: "$1,000,000", aggregate: "$2,000,000" },
    cyberLiability: { policy: "CY-2290-1187", aggregate: "$2,000,000" },
    period: "September 1, 2026 to September 1, 2027",
  },
} as const;

/**
 * The school's sales-tax position, stated once (issue #26; decision 0049): it collects none on K-12
 * curriculum licenses today. Quotes, invoices and receipts print it, and say "exempt" for a buyer whose
 * exemption certificate is on file. Change it with the school's accountant; taxing amounts is not built.
 */
export const salesTax = {
  /** Said after "Sales tax" on every document. */
  note: "not collected on K-12 curriculum licenses",
} as const;

/**
 * Where schools send invoice payments, printed on every invoice (issue #11). These are the school's own
 * details: replace them before going live (docs/deploy.md).
 */
export const remitTo = {
  payee: "Hablarte Learning, Inc.",
  mail: ["Hablarte Learning, Inc.", "Attn: Accounts Receivable", "PO Box 26418", "Austin, TX 78755"],
  bank: { name: "Frontier Community Bank", accountName: "Hablarte Learning, Inc.", routing: "114900685", account: "0041 2287 5519" },
} as const;

/** The page of programs approved by state Departments of Education lives at a configured single-segment path (§2.2 "/{hash}"). */
export const stateApprovedProgramsPath = "/state-approved-spanish-programs";
