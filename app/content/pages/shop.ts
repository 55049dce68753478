// The curriculum shop's information pages (spec §2.2): how buying works, what a quote needs, what a
// Purchase Order needs. The shop's screens themselves (cart, checkout, card payment) are routes.
import type { MarketingPage } from "~/domain/page-sections";

const QUOTE_CONTACT = "/contact-hablarte?topic=Quote%20request";

export const shopPages: MarketingPage[] = [
  {
    path: "/curriculum",
    title: "Purchase the K-12 Spanish Curriculum | {{brand}}",
    description:
      "Buy {{brand}}’s K-12 Spanish curriculum for your school: one license per teacher per level, paid by card today or by quote and Purchase Order.",
    sections: [
      {
        type: "hero",
        eyebrow: "Purchase curriculums",
        title: "Get the K-12 Spanish curriculum for your teachers",
        lines: [
          "Twelve levels from kindergarten to grade 12, following ACTFL standards, with everything a teacher needs for every lesson.",
          "One license per teacher per level, for a school year. Pay by card today, or with a quote and Purchase Order.",
        ],
        primary: { label: "Browse the catalog", href: "/catalog" },
        secondary: { label: "How buying works", href: "/purchase-tutorial" },
      },
      {
        type: "features",
        id: "ways-to-buy",
        title: "Two ways to buy",
        intro: "Both give your teachers the same licenses, in your account’s “My Products”, ready to hand out.",
        items: [
          {
            title: "By card, in minutes",
            text: "Add the levels to your cart, choose how many teachers need each one, and pay at checkout. The licenses are ready as soon as the payment is confirmed.",
            href: "/catalog",
            icon: "card",
          },
          {
            title: "By quote and Purchase Order",
            text: "For schools and districts that pay through a purchasing office: request a quote, then send us your PO. Our staff review it within 1–2 business days.",
            href: "/quote-details",
            icon: "school",
          },
          {
            title: "Vendor documents",
            text: "Our W-9, certificate of insurance, accessibility conformance report, student data privacy and a sole-source letter, for your purchasing office.",
            href: "/vendor-information",
            icon: "school",
          },
        ],
      },
      {
        type: "timeline",
        id: "licenses",
        title: "How licenses work",
        intro: "One license per teacher per level (two teachers of the same level need two; one teacher of two levels needs two).",
        steps: [
          { color: "teal", title: "Count your teachers per level", desc: "List the levels taught next school year and who teaches each one." },
          { color: "coral", title: "Buy one license for each", desc: "Set the number of teachers on each level’s page and add it to your cart." },
          { color: "sun", title: "Hand them out", desc: "Your licenses appear in My Products, per level, with how many are bought, assigned and available." },
        ],
      },
      {
        type: "k12Programs",
        id: "programs",
        title: "Our K-12 programs",
        intro: "The curriculum comes in four grade bands, each approved by state Departments of Education.",
      },
      {
        type: "faq",
        id: "questions",
        title: "Questions schools ask before buying",
        items: [
          { question: "Do I need an account to buy?", answer: "Yes: licenses belong to an account, so checkout asks you to sign in or create one. Your cart is kept while you do." },
          { question: "Can we try the curriculum first?", answer: "Yes. Book a demo and one of our academic team will walk you through a level with your teachers." },
          { question: "What if a teacher leaves mid-year?", answer: "A license can be taken back from a teacher and given to their replacement; your account keeps a record of every change." },
        ],
      },
      { type: "cta", title: "Not sure which levels you need?", description: "Tell us about your school and we will suggest the levels and the number of licenses.", buttonText: "Talk to our team", buttonLink: "/contact-hablarte?topic=Curriculum%20advice" },
    ],
  },
  {
    path: "/quote-details",
    title: "Request a Quote for the K-12 Spanish Curriculum | {{brand}}",
    description: "What a quote for {{brand}}’s K-12 Spanish curriculum needs, and how to request one for your school or district.",
    sections: [
      {
        type: "hero",
        eyebrow: "Quote and Purchase Order",
        title: "Request a quote",
        lines: [
          "For schools and districts that pay by Purchase Order: we prepare a quote with your levels and number of teachers, then you send us your PO.",
        ],
        primary: { label: "Request a quote", href: QUOTE_CONTACT },
        secondary: { label: "Pay by card instead", href: "/cart" },
      },
      {
        type: "text",
        id: "what-we-need",
        title: "What to include in your request",
        paragraphs: ["Send us these details and our team answers with a quote, usually within one business day."],
        bullets: [
          "Your school or organization, and the district if there is one",
          "The name and email of the person who will receive the quote",
          "The billing address, including the US state",
          "The curriculum levels you need, and the number of teachers for each level (one license per teacher per level)",
        ],
        button: { label: "Request a quote", href: QUOTE_CONTACT },
      },
      {
        type: "timeline",
        id: "after-the-quote",
        title: "After you receive the quote",
        steps: [
          { color: "teal", title: "Accept the quote", desc: "Check the levels and numbers, then accept it." },
          { color: "coral", title: "Send your Purchase Order", desc: "Your PO number and the Purchase Order as a PDF." },
          { color: "sun", title: "Pending Approval", desc: "Our staff review the Purchase Order within 1–2 business days." },
          { color: "slate", title: "Invoice and licenses", desc: "Once approved you receive the invoice; once it is paid, the licenses appear in My Products." },
        ],
      },
    ],
  },
];
