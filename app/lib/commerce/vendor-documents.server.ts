// The vendor pack a district's purchasing office asks for before its first Purchase Order (issue #26; decision
// 0049): the W-9, the certificate of insurance, the accessibility conformance report, the data-privacy
// agreement template, and a sole-source letter for one product and one district. Made on the shared layout
// from configuration (`vendor` in app/config/site.ts) and the copy in app/copy/vendor/. The W-9 and the
// insurance certificate are the school's own signed documents, uploaded to R2 with `npm run vendor:upload`;
// until they are, a local site serves clearly marked samples built from the demo values, and production
// serves none (a sample W-9 must never reach a district's purchasing office).
import { vendor } from "~/config/site";
import { ACR } from "~/copy/vendor/accessibility-report";
import { DPA_TEMPLATE, STUDENT_DATA_PRIVACY } from "~/copy/vendor/data-privacy";
import { formatLongDate } from "~/domain/shop";
import { newLayout } from "../platform/pdf-documents.server";

export const VENDOR_FILES = {
  "w-9.pdf": "Form W-9 (sample)",
  "insurance-certificate.pdf": "Certificate of insurance (sample)",
  "accessibility-conformance-report.pdf": "Accessibility conformance report (VPAT 2.5, WCAG 2.2)",
  "data-privacy-agreement.pdf": "Data-privacy agreement (template)",
  "student-data-privacy.pdf": "Student data privacy",
} as const;
export type VendorFile = keyof typeof VENDOR_FILES;
export const isVendorFile = (name: string | undefined): name is VendorFile => !!name && Object.hasOwn(VENDOR_FILES, name);

/** The documents the school signs itself: served from R2 once uploaded (`npm run vendor:upload`). */
export const SIGNED_VENDOR_FILES = ["w-9.pdf", "insurance-certificate.pdf"] as const satisfies readonly VendorFile[];
const isSigned = (name: VendorFile): name is (typeof SIGNED_VENDOR_FILES)[number] => (SIGNED_VENDOR_FILES as readonly string[]).includes(name);
/** Where a signed document is kept in the FILES bucket (scripts/vendor/upload.mjs writes the same key). */
export const signedVendorKey = (name: (typeof SIGNED_VENDOR_FILES)[number]) => `vendor/${name}`;

/**
 * One document of the pack: the school's signed upload when there is one; otherwise the document made here —
 * except a signed one in production, which is absent (null: 404) until uploaded rather than a sample.
 */
export async function vendorDocument(files: R2Bucket, name: VendorFile, production: boolean): Promise<ReadableStream | Uint8Array | null> {
  if (isSigned(name)) {
    const uploaded = await files.get(signedVendorKey(name));
    if (uploaded) return uploaded.body;
    if (production) return null;
  }
  return vendorFile(name);
}

const SAMPLE = "SAMPLE: demo values for this site's local copy. Replace with the school's signed document before going live.";

async function start(title: string, date = new Date()) {
  const l = await newLayout({ title, subject: `${title}: ${vendor.legalName}`, header: `${vendor.legalName} · ${vendor.address.join(", ")} · EIN ${vendor.ein}`, author: vendor.legalName, creator: "Hablarte website", date });
  l.title(title);
  return l;
}

const footer = (title: string) => `${vendor.legalName} · ${title}`;

// The pack's fixed documents are the same for everyone until a deploy: made once per isolate, so a public
// address can't be used to make the Worker lay out PDFs over and over.
const made = new Map<VendorFile, Promise<Uint8Array>>();

export function vendorFile(name: VendorFile): Promise<Uint8Array> {
  let file = made.get(name);
  if (!file) {
    file = makeVendorFile(name);
    made.set(name, file);
    file.catch(() => made.delete(name));
  }
  return file;
}

async function makeVendorFile(name: VendorFile): Promise<Uint8Array> {
  switch (name) {
    case "w-9.pdf":
      return w9();
    case "insurance-certificate.pdf":
      return insurance();
    case "accessibility-conformance-report.pdf":
      return accessibilityReport();
    case "data-privacy-agreement.pdf":
      return dataPrivacyAgreement();
    case "student-data-privacy.pdf":
      return studentDataPrivacy();
  }
}

async function w9() {
  const l = await start("Request for Taxpayer Identification Number (Form W-9): sample");
  l.text(SAMPLE, { font: "bold", after: 10 });
  l.pairs(
    [
      ["1. Name of entity", vendor.legalName],
      ["2. Business name", "Hablarte"],
      ["3. Federal tax classification", vendor.taxClassification],
      ["5. Address", vendor.address[0]],
      ["6. City, state and ZIP code", vendor.address[1]],
      ["Part I. Employer identification number (EIN)", vendor.ein],
      ["Part II. Certification", "Signed by an officer of the company on the school's own Form W-9"],
    ],
    { labelShare: 0.5 },
  );
  l.text(`Questions from accounts payable: ${vendor.email} · ${vendor.phone}`, { size: 9.5 });
  return l.save(footer("Form W-9 (sample)"));
}

async function insurance() {
  const { insurance: i } = vendor;
  const l = await start("Certificate of insurance: sample");
  l.text(SAMPLE, { font: "bold", after: 10 });
  l.pairs(
    [
      ["Insured", `${vendor.legalName}, ${vendor.address.join(", ")}`],
      ["Insurer", i.insurer],
      ["Policy period", i.period],
      [`Commercial general liability (policy ${i.generalLiability.policy})`, `${i.generalLiability.perOccurrence} each occurrence, ${i.generalLiability.aggregate} aggregate`],
      [`Cyber and data-privacy liability (policy ${i.cyberLiability.policy})`, `${i.cyberLiability.aggregate} aggregate`],
    ],
    { labelShare: 0.5 },
  );
  l.text("A district that needs to be named as additional insured, or a certificate addressed to it, writes to us and receives one from the insurer within five business days.", { size: 10 });
  l.text(`${vendor.signatory.name}, ${vendor.signatory.title} · ${vendor.signatory.email}`, { size: 9.5 });
  return l.save(footer("Certificate of insurance (sample)"));
}

async function accessibilityReport() {
  const l = await start("Accessibility conformance report");
  l.pairs(
    [
      ["Product", ACR.product],
      ["Report date", ACR.reportDate],
      ["Standard", ACR.standard],
      ["Contact", ACR.contact],
    ],
    { labelShare: 0.3 },
  );
  l.heading("How it was evaluated");
  l.list(ACR.evaluationMethods);
  l.heading("WCAG 2.2, Level A and AA");
  l.grid(
    [["Criterion", "Level", "Conformance", "Remarks"], ...ACR.criteria.map((c) => [`${c.id} ${c.name}`, c.level, c.conformance, c.remarks])],
    [{ share: 26 }, { share: 7 }, { share: 17 }, { share: 50 }],
    { size: 8.5 },
  );
  return l.save(footer("Accessibility conformance report"));
}

async function dataPrivacyAgreement() {
  const l = await start(DPA_TEMPLATE.title);
  l.text(DPA_TEMPLATE.intro);
  for (const section of DPA_TEMPLATE.sections) {
    l.heading(section.heading);
    for (const paragraph of section.paragraphs) l.text(paragraph);
  }
  l.space(12);
  for (const line of DPA_TEMPLATE.signature) l.text(line, { after: 10 });
  return l.save(footer("Data-privacy agreement (template)"));
}

async function studentDataPrivacy() {
  const l = await start("Student data privacy");
  l.text(STUDENT_DATA_PRIVACY.summary);
  for (const section of STUDENT_DATA_PRIVACY.sections) {
    l.heading(section.heading);
    for (const paragraph of section.paragraphs) l.text(paragraph);
  }
  return l.save(footer("Student data privacy"));
}

/** A sole-source letter for one product, addressed to one district, dated today. */
export async function soleSourceLetter(product: { title: string; sku: string; gradeBand: string; level: string; price: string }, district: string, date = new Date()): Promise<Uint8Array> {
  const l = await start("Sole-source letter", date);
  l.text(formatLongDate(date), { after: 10 });
  l.text(`To: Purchasing Department, ${district}`, { after: 10 });
  l.text(`Re: Sole source for ${product.title} (${product.sku})`, { font: "bold", after: 10 });
  l.text(
    `${vendor.legalName} is the sole author, publisher and distributor of ${product.title}, the ${product.level} of its K-12 Spanish curriculum for grades ${product.gradeBand}. The curriculum, its lesson plans, student materials, slides, audio and assessments are proprietary and copyrighted by ${vendor.legalName}; no other company, reseller or distributor is authorized to sell licenses to it.`,
  );
  l.text(`Licenses are sold only by ${vendor.legalName}, directly to schools and districts, at ${product.price} per teacher per school year (twelve months from payment), by card or by quote and Purchase Order.`);
  l.text("Its features are available from no other source: lessons aligned to the ACTFL proficiency guidelines and the NCSSFL-ACTFL Can-Do statements, listening tracks recorded for each lesson, and delivery to each licensed teacher's own account.");
  l.space(10);
  l.text("Sincerely,", { after: 16 });
  l.text(vendor.signatory.name, { font: "bold", after: 0 });
  l.text(`${vendor.signatory.title}, ${vendor.legalName}`, { after: 0 });
  l.text(`${vendor.signatory.email} · ${vendor.phone}`);
  return l.save(footer(`Sole-source letter for ${district}`));
}
