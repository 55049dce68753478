// /purchase-order-payment without a quote chosen: what a Purchase Order needs. This page belongs to its
// route (which adds the PO form once a quote is chosen), so it stays product copy, not a CMS page.
import type { MarketingPage } from "~/domain/page-sections";

/** /purchase-order-payment without a quote chosen: what a Purchase Order needs (the route adds the PO form for a quote). */
export const purchaseOrderInfo: MarketingPage = {
    path: "/purchase-order-payment",
    title: "Paying by Purchase Order | Hablarte",
    description: "What a Purchase Order for Hablarte’s K-12 Spanish curriculum needs: the PO number, the PO as a PDF, and what happens after.",
    sections: [
      {
        type: "hero",
        eyebrow: "Quote and Purchase Order",
        title: "Paying by Purchase Order",
        lines: ["Once you have accepted a quote, your Purchase Order is what lets us prepare your invoice."],
        primary: { label: "Request a quote", href: "/quote-details" },
        secondary: { label: "How buying works", href: "/purchase-tutorial" },
      },
      {
        type: "text",
        id: "po-requirements",
        title: "What your Purchase Order needs",
        paragraphs: ["Please make sure your purchasing office’s PO matches the quote you accepted, so our staff can approve it on the first review."],
        bullets: [
          "The PO number (letters, digits, spaces and - / . only, up to 40 characters)",
          "The Purchase Order itself, as a PDF of up to 10 MB",
          "The quote number and total from the quote you accepted",
          "The billing address the invoice should go to",
        ],
      },
      {
        type: "timeline",
        id: "po-steps",
        title: "What happens next",
        steps: [
          { color: "sun", title: "Pending Approval", desc: "Our staff review the Purchase Order within 1–2 business days." },
          { color: "teal", title: "Pending Payment", desc: "Once it is approved we email you, and the invoice can be downloaded." },
          { color: "slate", title: "Paid", desc: "Pay the invoice by card or bank transfer; once it is processed, the licenses appear in My Products." },
        ],
      },
    ],
  };
