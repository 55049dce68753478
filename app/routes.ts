import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { COLLECTIONS, LISTED_COLLECTIONS } from "./domain/collections/kinds";
import { brandIdentity } from "./domain/brand";

// React Router 8 cannot put a param inside a path segment, so routes carrying the brand name are
// generated from the brand (app/domain/brand.ts).
export default [
  index("routes/site/home.tsx"),
  route(`try-${brandIdentity.slug}-for-free`, "routes/site/free-trial.tsx"),
  route("book-demo", "routes/site/book-demo.tsx"),
  route(`about-${brandIdentity.slug}/:tab?`, "routes/site/about.tsx"),
  route(`contact-${brandIdentity.slug}`, "routes/site/contact.tsx"),
  route("faqs", "routes/site/faqs.tsx"),
  route("cookie-preferences", "routes/site/cookie-preferences.tsx"),
  // The hot-site funnel (§2.4: /external/… steps) and the booking pages (§4 "Scheduler").
  route("external/individual-plans", "routes/funnel/plans.tsx"),
  route("external/start-journey", "routes/funnel/journey.tsx", { id: "external-start-journey" }),
  route("external/complete-purchase", "routes/funnel/purchase.tsx", { id: "external-complete-purchase" }),
  route("start-journey", "routes/funnel/journey.tsx", { id: "start-journey" }),
  route("complete-purchase", "routes/funnel/purchase.tsx", { id: "complete-purchase" }),
  route("external/select-level", "routes/funnel/select-level.tsx", { id: "external-select-level" }),
  route("external/your-level", "routes/funnel/select-level.tsx", { id: "external-your-level" }),
  route("external/book/:id", "routes/funnel/book.tsx", { id: "external-book" }),
  route("external/thank-you", "routes/funnel/thank-you.tsx"),
  route("book/:id", "routes/funnel/book.tsx", { id: "book" }),
  route("select-level", "routes/funnel/select-level.tsx", { id: "select-level" }),
  route("your-level", "routes/funnel/select-level.tsx", { id: "your-level" }),
  route("level-test/:id?", "routes/site/level-test.tsx"),
  // Content collections: a list page each, and a detail page per record (slug, or record id without one).
  ...LISTED_COLLECTIONS.map((c) => route(c.listPath.slice(1), "routes/site/collection-list.tsx", { id: `list-${c.kind}` })),
  ...Object.values(COLLECTIONS).map((c) => route(`${c.detailBase.slice(1)}/:id`, "routes/site/collection-detail.tsx", { id: `detail-${c.kind}` })),
  // Accounts (§2.9, §4 "Sign-in"): /reset-password is the login screen showing the reset steps.
  route("login", "routes/account/login.tsx", { id: "login" }),
  route("reset-password", "routes/account/login.tsx", { id: "reset-password" }),
  route("create-account", "routes/account/create-account.tsx"),
  route("verify-email", "routes/account/verify-email.tsx"),
  route("account/tax-exemption", "routes/account/tax-exemption.tsx"),
  route("account/:page?", "routes/account/account.tsx"),
  // Licences given to teachers (issue #11 §2; decision 0020): the invitation's claim link, and a level's materials.
  route("claim-licence", "routes/account/claim-licence.tsx"),
  route("account/my-products/usage.csv", "routes/resources/licence-usage-csv.ts"),
  route("account/my-products/:slug", "routes/account/teacher-materials.tsx"),
  // The curriculum a licence delivers (issue #25; decision 0048): unit, lesson, a lesson's file, a unit's ZIP.
  route("account/my-products/:slug/:unit", "routes/account/curriculum-unit.tsx"),
  route("account/my-products/:slug/:unit/all-materials.zip", "routes/resources/curriculum-zip.ts"),
  route("account/my-products/:slug/:unit/:lesson", "routes/account/curriculum-lesson.tsx"),
  route("account/my-products/:slug/:unit/:lesson/:file", "routes/resources/curriculum-file.ts"),
  route("personal-information", "routes/account/personal-information.tsx"),
  route("logout", "routes/account/logout.ts"),
  // The curriculum shop (§2.2, §4 "Cart"; decision 0018). /curriculum and /quote-details are information
  // pages (CMS pages, app/content/pages/shop.ts in the bundled pack).
  route("cart", "routes/shop/cart.tsx"),
  route("checkout", "routes/shop/checkout.tsx"),
  route("card-payment", "routes/shop/card-payment.tsx"),
  route("confirm-card", "routes/shop/confirm-card.tsx"),
  route("product-details", "routes/shop/product-details.tsx"),
  route("api/payments/webhook", "routes/resources/payments-webhook.ts"),
  // Quotes and Purchase Orders (issue #11): the quote's PDF, and the PO step (its information page until a quote is chosen).
  route("documents/quotes/:id", "routes/resources/quote-pdf.ts"),
  route("documents/receipts/:id", "routes/resources/receipt-pdf.ts"),
  route("documents/ap/:token", "routes/resources/ap-invoice.ts"),
  route("documents/tax-exemption", "routes/resources/tax-exemption-file.ts"),
  // The vendor pack (issue #26): its PDFs, and the sole-source letter for one level and one district.
  route("documents/vendor/sole-source-letter", "routes/resources/vendor-document.ts", { id: "sole-source-letter-pdf" }),
  route("documents/vendor/:file", "routes/resources/vendor-document.ts", { id: "vendor-document" }),
  route("vendor-information/sole-source-letter", "routes/site/sole-source-letter.tsx"),
  route("purchase-order-payment", "routes/shop/purchase-order-payment.tsx"),
  route("documents/invoices/:id", "routes/resources/buyer-document.ts", { id: "invoice-pdf" }),
  route("documents/credit-notes/:id", "routes/resources/buyer-document.ts", { id: "credit-note-pdf" }),
  route("documents/purchase-orders/:id", "routes/resources/buyer-document.ts", { id: "purchase-order-pdf" }),
  // The staff console (issue #11 §3; decision 0021): every page and action answers 404 to anyone but
  // signed-in staff, except the sign-in itself.
  route("staff/sign-in", "routes/staff/sign-in.tsx"),
  route("staff/sign-out", "routes/staff/sign-out.ts"),
  route("staff", "routes/staff/queue.tsx"),
  route("staff/orders/:id", "routes/staff/order.tsx"),
  route("staff/password", "routes/staff/password.tsx"),
  route("staff/payments", "routes/staff/payments.tsx"),
  route("staff/orders/:id/purchase-order", "routes/staff/document.ts", { id: "staff-purchase-order" }),
  route("staff/orders/:id/invoice", "routes/staff/document.ts", { id: "staff-invoice" }),
  route("staff/orders/:id/credit-note", "routes/staff/document.ts", { id: "staff-credit-note" }),
  route("staff/orders/:id/tax-exemption", "routes/staff/document.ts", { id: "staff-tax-exemption" }),
  route("staff/:section", "routes/staff/records.tsx"),
  // Development only (404 in production): the local mailbox and the built-in test payment gateway.
  route("_dev/mail", "routes/dev/mail.tsx"),
  route("test-gateway/portal/:id", "routes/dev/test-gateway-portal.tsx"),
  route("test-gateway/:id/:step?", "routes/dev/test-gateway.tsx"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("resources/consent", "routes/resources/consent.ts"),
  // The header's Book demo dialog reads its words here when it opens (decision 0070).
  route("resources/booking-words", "routes/resources/booking-words.ts"),
  route("api/webpage/contact", "routes/resources/contact-api.ts"),
  route("api/content/webhook", "routes/resources/content-webhook.ts"),
  // Editors' draft preview (issue #12 §3; decision 0022).
  route("api/preview", "routes/resources/preview.ts", { id: "preview" }),
  route("api/preview/exit", "routes/resources/preview.ts", { id: "preview-exit" }),
  route("api/scheduler/webhook", "routes/resources/scheduler-webhook.ts"),
  // Policies: their own paths (linked from the cookie notice and the book-demo dialog), /policies/:id,
  // and the single-segment catch-all of spec §2.2. Static routes outrank ":id".
  ...["privacy-policy", "terms-and-conditions", "cookies-policy"].map((slug) => route(slug, "routes/site/policy.tsx", { id: `policy-${slug}` })),
  route("policies/:id", "routes/site/policy.tsx", { id: "policies" }),
  // Any other single segment: a page made of sections (audiences, institutions, pricing, campaigns …; `page`
  // entries of the CMS, decision 0023), else a policy (spec §2.2's catch-all), else 404.
  route(":id", "routes/site/marketing-page.tsx", { id: "page-or-policy" }),
  route("404", "routes/site/not-found.tsx", { id: "not-found-page" }),
  // Any deeper path: a page at that path (an editor may publish /campaigns/spring), else 404.
  route("*", "routes/site/marketing-page.tsx", { id: "deep-page-or-404" }),
] satisfies RouteConfig;
