// The bad-input corpus (issue #13 §4), route by route: every action and resource route of app/routes.ts,
// each sent its wrong bodies, types, encodings and fields (bodies.ts), plus what only that route has
// (ids in paths, JSON bombs for the JSON endpoints, signed garbage for the webhooks).
import { createHmac } from "node:crypto";
import { LOCAL_GATEWAY_WEBHOOK_SECRET } from "~/domain/production-settings";
import { TEST_CARD_NUMBERS } from "~/domain/test-cards";
import { BILLING, PDF_BYTES, pdfFile } from "../../worker/fixtures";
import { CRLF_INJECTION, formCases, jsonBombs, MEGABYTE, multipart, TRAVERSALS, urlencoded, type BadRequest, type FormRoute } from "./bodies";

export const CONTENT_WEBHOOK_SECRET = "corpus-content-webhook-secret";
export const CALENDLY_SIGNING_KEY = "corpus-calendly-signing-key";
export const PREVIEW_SECRET = "corpus-preview-secret-0123456789";
export const LANDING_HOST = "try.localhost";

/** Ids as they can reach a path parameter (a raw "../" is resolved by the client before it is sent). */
export const PATH_TRAVERSALS = ["%2e%2e%2f%2e%2e%2fetc%2fpasswd", "..%2F..%2Fstaff", "abc%00def", "..%5c..%5cwindows%5cwin.ini", "%0d%0aSet-Cookie:%20x=1"];

/** What the corpus needs from the set-up: a quote, an order and a test-gateway session of the buyer's. */
export type Fixtures = {
  /** A quote sent to the buyer (the PO page's form is open). */
  quoteId: string;
  /** A quote whose PO awaits the staff's approval, and one approved, awaiting payment. */
  pendingApprovalId: string;
  pendingPaymentId: string;
  orderId: string;
  gatewayId: string;
};

const LOGIN = /^\/login\?redirectTo=/;
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const entries = (o: Record<string, string>) => Object.entries(o) as Array<[string, string]>;

export async function corpus(f: Fixtures): Promise<Map<string, BadRequest[]>> {
  const groups = new Map<string, BadRequest[]>();
  const put = (cases: BadRequest[]) => {
    for (const c of cases) {
      const group = c.name.split(": ")[0]!;
      groups.set(group, [...(groups.get(group) ?? []), c]);
    }
  };
  const forms = async (...routes: FormRoute[]) => {
    for (const r of routes) put(await formCases(r));
  };
  const one = (route: string, name: string, c: Omit<BadRequest, "name">) => put([{ name: `${route}: ${name}`, ...c }]);

  // ---- Site pages ----
  await forms(
    {
      route: "POST /?index (newsletter)",
      path: "/?index",
      base: () => [["intent", "newsletter"], ["email", "corpus@example.com"]],
      required: ["email"],
      headerish: ["email"],
      intent: true,
      extra: [{ name: "email without a domain", fields: [["intent", "newsletter"], ["email", "corpus@"]] }],
    },
    {
      route: `POST /?index on ${LANDING_HOST} (questionnaire)`,
      path: "/?index",
      host: LANDING_HOST,
      base: () => [["intent", "answer"], ["question", "0"], ["answer", "8–10 years"]],
      required: ["question", "answer"],
      headerish: ["answer"],
      intent: true,
      extra: [
        { name: "question out of range", fields: [["intent", "answer"], ["question", "99"], ["answer", "8–10 years"]] },
        { name: "negative question", fields: [["intent", "answer"], ["question", "-1"], ["answer", "8–10 years"]] },
        { name: "question not a number", fields: [["intent", "answer"], ["question", "../1"], ["answer", "8–10 years"]] },
        { name: "an answer the question doesn't offer", fields: [["intent", "answer"], ["question", "0"], ["answer", "'; DROP TABLE leads; --"]] },
        { name: "too many prior answers", fields: [["intent", "answer"], ["question", "1"], ["answer", "x"], ...Array.from({ length: 30 }, (): [string, string] => ["prior", "8–10 years"])] },
      ],
    },
    {
      route: "POST /contact-hablarte",
      path: "/contact-hablarte",
      base: () => [["name", "Ana López"], ["email", "ana@example.com"], ["organization", "Riverside ISD"], ["topic", "General question"], ["message", "I would like to know more about your classes."]],
      required: ["name", "email", "topic", "message"],
      headerish: ["name", "email", "organization"],
      extra: [
        { name: "a topic that isn't offered", fields: [["name", "Ana"], ["email", "ana@example.com"], ["topic", "../../admin"], ["message", "I would like to know more about your classes."]] },
        { name: "a message of 4,001 characters", fields: [["name", "Ana"], ["email", "ana@example.com"], ["topic", "General question"], ["message", "a".repeat(4001)]] },
      ],
    },
    {
      route: "POST /level-test/novice",
      path: "/level-test/novice",
      base: () => [["intent", "answers"], ["page", "1"]],
      required: ["page"],
      ids: ["page"],
      intent: true,
      extra: [
        { name: "page 0", fields: [["intent", "answers"], ["page", "0"]] },
        { name: "page 999", fields: [["intent", "answers"], ["page", "999"]] },
        { name: "page 1.5", fields: [["intent", "answers"], ["page", "1.5"]] },
        { name: "page NaN", fields: [["intent", "answers"], ["page", "NaN"]] },
        { name: "submit with nothing answered", fields: [["intent", "submit"], ["fullName", "Ana"], ["email", "ana@example.com"], ["privacy", "on"], ["age", "on"]] },
        { name: "answers to questions that don't exist", fields: [["intent", "answers"], ["page", "1"], ["answer-../../x", "a"], ["answer-nope", "b"]] },
      ],
    },
    {
      route: "POST /resources/consent",
      path: "/resources/consent",
      base: () => [["intent", "save"], ["redirectTo", "/faqs"], ["category", "analytics"]],
      required: ["intent"],
      headerish: ["redirectTo"],
      intent: true,
      extra: [
        { name: "50 categories", fields: [["intent", "save"], ...Array.from({ length: 50 }, (_, i): [string, string] => ["category", `c${i}`])] },
        { name: "a category of 1,000 characters", fields: [["intent", "save"], ["category", "c".repeat(1000)]] },
      ],
    },
  );
  for (const id of PATH_TRAVERSALS) one("POST /level-test/:id", `path traversal in :id (${id})`, { path: `/level-test/${id}`, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "restart"]]) });
  for (const id of PATH_TRAVERSALS) one("GET /level-test/:id", `path traversal in :id (${id})`, { path: `/level-test/${id}`, method: "GET" });

  // Pages without an action: a post is refused, whatever it carries.
  for (const path of ["/book-demo", "/cookie-preferences", "/faqs", "/verify-email", "/external/thank-you", "/confirm-card", "/sitemap.xml", "/robots.txt", "/about-hablarte", "/try-hablarte-for-free"]) {
    one("POST to pages without an action", `${path} with a form`, { path, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "newsletter"], ["email", "corpus@example.com"]]) });
    one("POST to pages without an action", `${path} with JSON`, { path, headers: { "Content-Type": JSON_TYPE }, body: "{}" });
  }

  // ---- The funnel ----
  await forms(
    {
      route: "POST /external/individual-plans",
      path: "/external/individual-plans",
      base: () => [["plan", "plan-1-per-week"]],
      required: ["plan"],
      ids: ["plan"],
      extra: [{ name: "a plan that doesn't exist", fields: [["plan", "plan-99-per-week"]] }],
    },
    {
      route: "POST /start-journey (create-account)",
      path: "/start-journey?plan=plan-1-per-week",
      base: () => [["intent", "create-account"], ["name", "Ana López"], ["email", "journey-corpus@riverside.example"], ["organisation", "Riverside ISD"], ["password", "tres tristes tigres"], ["redirectTo", "/account"]],
      required: ["name", "email", "password"],
      headerish: ["name", "email", "redirectTo"],
      intent: true,
      extra: [{ name: "a password of 2,000 characters", fields: [["intent", "create-account"], ["name", "Ana"], ["email", "journey-corpus@riverside.example"], ["password", "p".repeat(2000)]] }],
    },
    {
      route: "POST /external/start-journey (sign-in, visitor at step 2)",
      path: "/external/start-journey",
      as: "visitor",
      base: () => [["intent", "sign-in"], ["email", "journey-signin@riverside.example"], ["password", "not the password"], ["redirectTo", "/account"]],
      required: ["email", "password"],
      headerish: ["email", "redirectTo"],
      intent: true,
    },
    {
      route: "POST /external/start-journey (anonymous, step 1 not done)",
      path: "/external/start-journey",
      allowRedirectTo: /^\/external\/individual-plans$/,
      base: () => [["intent", "continue"]],
      required: [],
      intent: true,
    },
    {
      route: "POST /complete-purchase (buyer)",
      path: "/complete-purchase?plan=plan-1-per-week",
      as: "buyer",
      base: () => [["intent", "refund"]],
      required: [],
      intent: true,
      extra: [{ name: "continue before the trial started", fields: [["intent", "continue"]] }],
    },
    {
      route: "POST /external/complete-purchase (buyer at step 3)",
      path: "/external/complete-purchase",
      as: "buyer",
      base: () => [["intent", "refund"]],
      required: [],
      intent: true,
    },
    {
      route: "POST /complete-purchase (anonymous)",
      path: "/complete-purchase?plan=plan-1-per-week",
      allowRedirectTo: LOGIN,
      base: () => [["intent", "pay"]],
      required: [],
      intent: true,
    },
    {
      route: "POST /select-level",
      path: "/select-level",
      base: () => [["level", "Beginner"], ["course", "Spanish A1"]],
      required: ["level", "course"],
      ids: ["course"],
      extra: [{ name: "a level that doesn't exist", fields: [["level", "Expert"], ["course", "Spanish A1"]] }],
    },
    {
      route: "POST /external/select-level (anonymous, earlier steps not done)",
      path: "/external/select-level",
      allowRedirectTo: /^\/external\/individual-plans$/,
      base: () => [["level", "Beginner"], ["course", "Spanish Z9"]],
      required: ["level"],
    },
  );

  // ---- Accounts ----
  await forms(
    {
      route: "POST /login (sign-in)",
      path: "/login",
      base: () => [["intent", "sign-in"], ["email", "login-corpus@riverside.example"], ["password", "not the password"], ["redirectTo", "/account"]],
      required: ["email", "password"],
      headerish: ["email", "redirectTo"],
      intent: true,
    },
    {
      route: "POST /reset-password (request-reset)",
      path: "/reset-password",
      base: () => [["intent", "request-reset"], ["email", "reset-corpus@riverside.example"]],
      required: ["email"],
      headerish: ["email"],
    },
    {
      route: "POST /reset-password?token= (new password)",
      path: "/reset-password?token=not-a-real-token",
      base: () => [["intent", "reset-password"], ["token", "not-a-real-token"], ["password", "tres tristes tigres nuevos"]],
      required: ["token", "password"],
      ids: ["token"],
      intent: true,
    },
    {
      route: "POST /create-account",
      path: "/create-account",
      base: () => [["intent", "create-account"], ["name", "Ana López"], ["email", "create-corpus@riverside.example"], ["organisation", "Riverside ISD"], ["password", "tres tristes tigres"], ["redirectTo", "/account"]],
      required: ["name", "email", "password"],
      headerish: ["name", "email", "organisation", "redirectTo"],
      extra: [
        { name: "a common password", fields: [["intent", "create-account"], ["name", "Ana"], ["email", "create-corpus@riverside.example"], ["password", "password123"]] },
        { name: "a name of 121 characters", fields: [["intent", "create-account"], ["name", "n".repeat(121)], ["email", "create-corpus@riverside.example"], ["password", "tres tristes tigres"]] },
      ],
    },
    {
      route: "POST /personal-information (profile)",
      path: "/personal-information",
      as: "buyer",
      base: () => [["intent", "profile"], ["name", "Ana López"], ["organisation", "Riverside ISD"]],
      required: ["name"],
      headerish: ["name", "organisation"],
      intent: true,
    },
    {
      route: "POST /personal-information (change-password)",
      path: "/personal-information",
      as: "buyer",
      base: () => [["intent", "change-password"], ["currentPassword", "not the password"], ["password", "another long password"]],
      required: ["currentPassword", "password"],
    },
    {
      route: "POST /personal-information (delete-account)",
      path: "/personal-information",
      as: "buyer",
      base: () => [["intent", "delete-account"], ["currentPassword", "not the password"]],
      required: ["currentPassword"],
    },
    {
      route: "POST /personal-information (sign-out-others)",
      path: "/personal-information",
      as: "buyer",
      base: () => [["intent", "sign-out-others"], ["currentPassword", "not the password"]],
      required: ["currentPassword"],
    },
    {
      route: "POST /personal-information (anonymous)",
      path: "/personal-information",
      allowRedirectTo: LOGIN,
      base: () => [["intent", "profile"], ["name", "Ana"]],
      required: ["name"],
    },
    {
      route: "POST /account/my-order (reject-quote)",
      path: "/account/my-order",
      as: "buyer",
      base: () => [["intent", "reject-quote"], ["quote", "00000000-0000-4000-8000-000000000000"], ["reason", "Too expensive"]],
      required: ["quote"],
      ids: ["quote"],
      intent: true,
      extra: [{ name: "a reason of 501 characters", fields: [["intent", "reject-quote"], ["quote", f.quoteId], ["reason", "r".repeat(501)]] }],
    },
    {
      route: "POST /account/my-products (assign-licence)",
      path: "/account/my-products",
      as: "buyer",
      base: () => [["intent", "assign-licence"], ["product", "k2-level-1"], ["email", "teacher@riverside.example"]],
      required: ["product", "email"],
      ids: ["product"],
      headerish: ["email"],
    },
    {
      route: "POST /account/my-products (revoke-licence)",
      path: "/account/my-products",
      as: "buyer",
      base: () => [["intent", "revoke-licence"], ["assignment", "00000000-0000-4000-8000-000000000000"]],
      required: ["assignment"],
      ids: ["assignment"],
    },
    {
      route: "POST /account (anonymous)",
      path: "/account/my-order",
      allowRedirectTo: LOGIN,
      base: () => [["intent", "cancel-plan"]],
      required: [],
      intent: true,
    },
    {
      route: "POST /claim-licence (buyer)",
      path: "/claim-licence?token=not-a-claim-token",
      as: "buyer",
      base: () => [["token", "not-a-claim-token"]],
      required: ["token"],
      ids: ["token"],
    },
    {
      route: "POST /claim-licence (anonymous)",
      path: "/claim-licence",
      allowRedirectTo: LOGIN,
      base: () => [["token", "not-a-claim-token"]],
      required: ["token"],
    },
  );
  one("POST /account (buyer)", "cancel-plan without a plan", { path: "/account/my-order", as: "buyer", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "cancel-plan"]]) });
  for (const page of PATH_TRAVERSALS) one("POST /account (buyer)", `path traversal in :page (${page})`, { path: `/account/${page}`, as: "buyer", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "reject-quote"], ["quote", f.quoteId]]) });
  for (const token of ["", "%2e%2e%2f", "x".repeat(3000), "abc%00", "a%0d%0aSet-Cookie:%20x=1"]) {
    one("GET /verify-email", `token ${token.slice(0, 20) || "(empty)"}`, { path: `/verify-email?token=${token}&redirectTo=%0d%0aLocation:%20https://evil.example`, method: "GET" });
  }

  // ---- The shop ----
  const cartAdd = (product: string, quantity: string): Array<[string, string]> => [["intent", "add"], ["product", product], ["quantity", quantity]];
  const quantities = ["-1", "0", "abc", "1e9", "1.5", "99999999999999999999", "", "1001", "0x10", "0b11", "Infinity", " "];
  await forms(
    {
      route: "POST /cart (add)",
      path: "/cart",
      base: () => cartAdd("k2-level-1", "1"),
      required: ["product", "quantity"],
      ids: ["product"],
      headerish: ["product"],
      intent: true,
      extra: [...quantities.map((q) => ({ name: `quantity ${q || "(empty)"}`, fields: cartAdd("k2-level-1", q) })), { name: "a product not in the catalog", fields: cartAdd("k2-level-99", "1") }],
    },
    {
      route: "POST /cart (update, buyer)",
      path: "/cart",
      as: "buyer",
      base: () => [["intent", "update"], ["product", "k2-level-1"], ["quantity", "2"]],
      required: ["product", "quantity"],
      ids: ["product"],
      extra: quantities.map((q) => ({ name: `quantity ${q || "(empty)"}`, fields: [["intent", "update"], ["product", "k2-level-1"], ["quantity", q]] })),
    },
    {
      route: "POST /cart (remove)",
      path: "/cart",
      base: () => [["intent", "remove"], ["product", "../../etc/passwd"]],
      required: ["product"],
      ids: ["product"],
    },
    {
      route: "POST /product/k2-level-1 (add to cart)",
      path: "/product/k2-level-1",
      base: () => cartAdd("k2-level-1", "1"),
      required: ["product", "quantity"],
      ids: ["product"],
      intent: true,
      extra: quantities.slice(0, 5).map((q) => ({ name: `quantity ${q || "(empty)"}`, fields: cartAdd("k2-level-1", q) })),
    },
    {
      route: "POST /checkout (request-quote)",
      path: "/checkout",
      as: "buyer",
      base: () => [["intent", "request-quote"], ...entries(BILLING)],
      required: Object.keys(BILLING),
      headerish: ["email", "contactName", "organisation"],
      intent: true,
      extra: [
        { name: "a state that isn't a US state", fields: [["intent", "request-quote"], ...entries({ ...BILLING, state: "Ontario (ON)" })] },
        { name: "a ZIP of letters", fields: [["intent", "request-quote"], ...entries({ ...BILLING, zip: "ABCDE" })] },
      ],
    },
    {
      route: "POST /checkout (anonymous)",
      path: "/checkout",
      allowRedirectTo: LOGIN,
      base: () => [["intent", "pay-card"], ...entries(BILLING)],
      required: ["email"],
    },
    {
      route: "POST /card-payment (buyer)",
      path: `/card-payment?order=${f.orderId}`,
      as: "buyer",
      base: () => [["intent", "refund"]],
      required: [],
      intent: true,
    },
    {
      route: "POST /test-gateway/:id (card form)",
      path: `/test-gateway/${f.gatewayId}`,
      base: () => [["intent", "pay"], ["cardNumber", TEST_CARD_NUMBERS.declined], ["expiry", "12/40"], ["cvc", "123"], ["nameOnCard", "Ana López"]],
      required: ["cardNumber", "expiry", "cvc", "nameOnCard"],
      headerish: ["nameOnCard"],
      intent: true,
      extra: [
        { name: "an expired card", fields: [["intent", "pay"], ["cardNumber", TEST_CARD_NUMBERS.succeeds], ["expiry", "01/20"], ["cvc", "123"], ["nameOnCard", "Ana"]] },
        { name: "a card number failing Luhn", fields: [["intent", "pay"], ["cardNumber", "4242 4242 4242 4241"], ["expiry", "12/40"], ["cvc", "123"], ["nameOnCard", "Ana"]] },
        { name: "an expiry month 13", fields: [["intent", "pay"], ["cardNumber", TEST_CARD_NUMBERS.succeeds], ["expiry", "13/40"], ["cvc", "123"], ["nameOnCard", "Ana"]] },
      ],
    },
    {
      route: "POST /test-gateway/:id/authenticate",
      path: `/test-gateway/${f.gatewayId}/authenticate`,
      base: () => [["intent", "complete"]],
      required: [],
      intent: true,
    },
  );
  for (const order of PATH_TRAVERSALS) one("POST /card-payment (buyer)", `path traversal in ?order (${order})`, { path: `/card-payment?order=${order}`, as: "buyer", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "pay"]]) });
  one("POST /card-payment (buyer)", "no ?order", { path: "/card-payment", as: "buyer", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "pay"]]) });
  one("POST /card-payment (anonymous)", "intent=pay", { path: `/card-payment?order=${f.orderId}`, allowRedirectTo: LOGIN, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "pay"]]) });
  for (const id of PATH_TRAVERSALS) {
    one("POST /test-gateway/:id", `path traversal in :id (${id})`, { path: `/test-gateway/${id}`, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "pay"]]) });
    one("POST /test-gateway/:id", `path traversal in :step (${id})`, { path: `/test-gateway/${f.gatewayId}/${id}`, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "complete"]]) });
  }

  // The Purchase Order upload: a multipart form with a PDF.
  const po = `/purchase-order-payment?quote=${f.quoteId}`;
  const upload = async (name: string, fields: Array<[string, string | File]>) => {
    const encoded = await multipart(fields);
    one("POST /purchase-order-payment (buyer)", name, { path: po, as: "buyer", headers: { "Content-Type": encoded.type }, body: encoded.body });
  };
  await upload("no file", [["poNumber", "PO 1"]]);
  await upload("no PO number", [["poFile", pdfFile()]]);
  await upload("the file as a text field", [["poNumber", "PO 1"], ["poFile", PDF_BYTES]]);
  await upload("an HTML file called .pdf", [["poNumber", "PO 1"], ["poFile", pdfFile("<html><script>alert(1)</script></html>")]]);
  await upload("an empty file", [["poNumber", "PO 1"], ["poFile", pdfFile("")]]);
  await upload("a file name with path traversal", [["poNumber", "PO 1"], ["poFile", pdfFile(PDF_BYTES, "../../../etc/passwd")]]);
  // (A file name with CR/LF is not refused, rightly: the client's name is never kept nor put in a header.)
  await upload("CR/LF in the PO number", [["poNumber", `PO 1${CRLF_INJECTION}`], ["poFile", pdfFile()]]);
  await upload("a PO number of 1,000 characters", [["poNumber", "9".repeat(1000)], ["poFile", pdfFile()]]);
  await upload("an 11 MB file", [["poNumber", "PO 1"], ["poFile", pdfFile(new Uint8Array(11 * 1024 * 1024))]]);
  await upload("two PO numbers", [["poNumber", "PO 1"], ["poNumber", "PO 2"], ["poFile", pdfFile()]]);
  await upload("two PDFs", [["poNumber", "PO 1"], ["poFile", pdfFile()], ["poFile", pdfFile(PDF_BYTES, "other.pdf")]]);
  for (const [name, headers, body] of [
    ["as a urlencoded form", { "Content-Type": FORM }, urlencoded([["poNumber", "PO 1"], ["poFile", "po.pdf"]])],
    ["multipart with no boundary", { "Content-Type": "multipart/form-data" }, `--x\r\nContent-Disposition: form-data; name="poNumber"\r\n\r\nPO 1\r\n--x--\r\n`],
    ["as JSON", { "Content-Type": JSON_TYPE }, JSON.stringify({ poNumber: "PO 1" })],
    ["as text/plain", { "Content-Type": "text/plain" }, "poNumber=PO 1"],
    ["truncated multipart", { "Content-Type": "multipart/form-data; boundary=x" }, `--x\r\nContent-Disposition: form-data; name="poFile"; filename="po.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`],
  ] as const) {
    one("POST /purchase-order-payment (buyer)", name, { path: po, as: "buyer", headers, body });
  }
  for (const quote of PATH_TRAVERSALS) {
    const encoded = await multipart([["poNumber", "PO 1"], ["poFile", pdfFile()]]);
    one("POST /purchase-order-payment (buyer)", `path traversal in ?quote (${quote})`, { path: `/purchase-order-payment?quote=${quote}`, as: "buyer", headers: { "Content-Type": encoded.type }, body: encoded.body });
  }
  one("POST /purchase-order-payment (anonymous)", "a PO", { path: po, allowRedirectTo: LOGIN, headers: { "Content-Type": FORM }, body: "poNumber=1" });

  // The tax-exemption certificate (issue #26): the same upload rules as a PO.
  const certificate = async (name: string, fields: Array<[string, string | File]>) => {
    const encoded = await multipart(fields);
    one("POST /account/tax-exemption (buyer)", name, { path: "/account/tax-exemption", as: "buyer", headers: { "Content-Type": encoded.type }, body: encoded.body });
  };
  await certificate("no file", [["note", "x"]]);
  await certificate("the file as a text field", [["certificate", PDF_BYTES]]);
  await certificate("an HTML file called .pdf", [["certificate", pdfFile("<html><script>alert(1)</script></html>")]]);
  await certificate("an empty file", [["certificate", pdfFile("")]]);
  await certificate("an 11 MB file", [["certificate", pdfFile(new Uint8Array(11 * 1024 * 1024))]]);
  for (const [name, headers, body] of [
    ["as a urlencoded form", { "Content-Type": FORM }, urlencoded([["certificate", "c.pdf"]])],
    ["as JSON", { "Content-Type": JSON_TYPE }, JSON.stringify({ certificate: "c.pdf" })],
    ["truncated multipart", { "Content-Type": "multipart/form-data; boundary=x" }, `--x\r\nContent-Disposition: form-data; name="certificate"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`],
  ] as const) {
    one("POST /account/tax-exemption (buyer)", name, { path: "/account/tax-exemption", as: "buyer", headers, body });
  }

  // The vendor pack (issue #26): the sole-source letter's GET form and the documents by name.
  for (const [name, query] of [
    ["no district", "product=k2-level-1"],
    ["a 1,000-character district", `product=k2-level-1&district=${"x".repeat(1000)}`],
    ["markup in the district", "product=k2-level-1&district=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["CR/LF in the district", "product=k2-level-1&district=Riverside%0D%0ASet-Cookie%3A%20x%3D1"],
    ["an unknown level", "product=k2-level-99&district=Riverside+ISD"],
    ["path traversal in the level", "product=..%2F..%2Fetc%2Fpasswd&district=Riverside+ISD"],
  ] as const) {
    one("GET /vendor-information/sole-source-letter", name, { path: `/vendor-information/sole-source-letter?${query}`, method: "GET" });
    one("GET /documents/vendor/sole-source-letter", name, { path: `/documents/vendor/sole-source-letter?${query}`, method: "GET" });
  }
  for (const id of ["secrets.pdf", ...PATH_TRAVERSALS]) one("GET /documents/vendor/:file", id, { path: `/documents/vendor/${id}`, method: "GET" });

  // Documents: ids in the path.
  for (const id of PATH_TRAVERSALS) {
    for (const base of ["/documents/quotes", "/documents/invoices", "/documents/purchase-orders", "/documents/receipts"]) {
      one("GET /documents/… (buyer)", `${base}/${id}`, { path: `${base}/${id}`, method: "GET", as: "buyer" });
    }
    one("GET /documents/… (anonymous)", `/documents/quotes/${id}`, { path: `/documents/quotes/${id}`, method: "GET", allowRedirectTo: LOGIN });
    one("GET /documents/ap/:token (anonymous)", `/documents/ap/${id}`, { path: `/documents/ap/${id}`, method: "GET" });
  }
  for (const base of ["/documents/quotes", "/documents/invoices"]) one("POST /documents/…", `${base}/:id`, { path: `${base}/${f.quoteId}`, as: "buyer", headers: { "Content-Type": FORM }, body: "x=1" });
  for (const id of ["k2-level-99", ...PATH_TRAVERSALS]) one("GET /account/my-products/:slug", id, { path: `/account/my-products/${id}`, method: "GET", as: "buyer" });
  // The curriculum (issue #25): a buyer without a licence of their own, and bad units, lessons and files.
  for (const id of ["unit-99", "unit-0", "unit-1x", ...PATH_TRAVERSALS]) {
    one("GET /account/my-products/:slug/:unit", id, { path: `/account/my-products/k2-level-1/${id}`, method: "GET", as: "buyer" });
    one("GET /account/my-products/:slug/:unit/:lesson", id, { path: `/account/my-products/k2-level-1/unit-1/${id}`, method: "GET", as: "buyer" });
    one("GET /account/my-products/:slug/:unit/:lesson/:file", id, { path: `/account/my-products/k2-level-1/unit-1/lesson-1/${id}`, method: "GET", as: "buyer" });
    one("GET /account/my-products/:slug/:unit/all-materials.zip", id, { path: `/account/my-products/k2-level-1/${id}/all-materials.zip`, method: "GET" });
  }

  // ---- Staff ----
  await forms(
    {
      route: "POST /staff/sign-in",
      path: "/staff/sign-in",
      base: () => [["email", "nobody-corpus@hablarte.test"], ["password", "not the password"], ["code", "123456"]],
      required: ["email", "password", "code"],
      headerish: ["email"],
      extra: [
        { name: "a 7-digit code", fields: [["email", "nobody-corpus@hablarte.test"], ["password", "x"], ["code", "1234567"]] },
        { name: "a code of letters", fields: [["email", "nobody-corpus@hablarte.test"], ["password", "x"], ["code", "abcdef"]] },
        { name: "an unexpected field", fields: [["email", "nobody-corpus@hablarte.test"], ["password", "x"], ["code", "123456"], ["role", "admin"]] },
      ],
    },
    {
      route: "POST /staff/orders/:id (decline-po, pending approval)",
      path: `/staff/orders/${f.pendingApprovalId}`,
      as: "staff",
      base: () => [["intent", "decline-po"], ["version", "1"], ["reason", "The PO number is missing."]],
      required: ["version", "reason"],
      intent: true,
      extra: [
        { name: "a negative version", fields: [["intent", "decline-po"], ["version", "-1"], ["reason", "The PO number is missing."]] },
        { name: "a version of letters", fields: [["intent", "decline-po"], ["version", "one"], ["reason", "The PO number is missing."]] },
        { name: "a reason of 4 characters", fields: [["intent", "decline-po"], ["version", "1"], ["reason", "four"]] },
        { name: "approve with a stale version", fields: [["intent", "approve"], ["version", "0"]] },
        { name: "approve with a version of letters", fields: [["intent", "approve"], ["version", "latest"]] },
      ],
    },
    {
      route: "POST /staff/orders/:id (record-payment, pending payment)",
      path: `/staff/orders/${f.pendingPaymentId}`,
      as: "staff",
      base: () => [["intent", "confirm-payment"], ["version", "1"], ["method", "bank_transfer"], ["reference", "TR-1"], ["amount", "10"], ["paidOn", "2999-01-01"]],
      required: ["version", "method", "reference", "amount", "paidOn"],
      extra: [
        { name: "a method that doesn't exist", fields: [["intent", "record-payment"], ["version", "1"], ["method", "bitcoin"], ["reference", "TR-1"], ["amount", "10"], ["paidOn", "2020-01-01"]] },
        { name: "a date that isn't one", fields: [["intent", "record-payment"], ["version", "1"], ["method", "cheque"], ["reference", "TR-1"], ["amount", "10"], ["paidOn", "2020-13-45"]] },
        { name: "an amount that isn't one", fields: [["intent", "confirm-payment"], ["version", "1"], ["method", "cheque"], ["reference", "TR-1"], ["amount", "1e3"], ["paidOn", "2020-01-01"]] },
        { name: "a negative amount", fields: [["intent", "confirm-payment"], ["version", "1"], ["method", "cheque"], ["reference", "TR-1"], ["amount", "-5"], ["paidOn", "2020-01-01"]] },
      ],
    },
    {
      // Refund (issue #22 §3–§4): the corpus has no recorded payment to refund, so an id that is well
      // formed is answered as not found; everything else is refused before it is looked up.
      route: "POST /staff/payments (refund)",
      path: "/staff/payments",
      as: "staff",
      base: () => [["intent", "refund"], ["exception", "00000000-0000-4000-8000-000000000000"]],
      required: ["exception"],
      ids: ["exception"],
      intent: true,
      extra: [
        { name: "an amount of its own", fields: [["intent", "refund"], ["exception", "00000000-0000-4000-8000-000000000000"], ["amount", "1"]] },
        { name: "an exception id that isn't one", fields: [["intent", "refund"], ["exception", "'; UPDATE payment_exceptions SET status = 'refunded'; --"]] },
      ],
    },
    {
      route: "POST /staff/orders/:id (refund, pending payment)",
      path: `/staff/orders/${f.pendingPaymentId}`,
      as: "staff",
      base: () => [["intent", "refund"], ["exception", "00000000-0000-4000-8000-000000000000"]],
      required: ["exception"],
      ids: ["exception"],
    },
    {
      // The new password is always too short, so no case gets as far as checking the current one (each
      // wrong one would count towards the member's sign-in pause).
      route: "POST /staff/password",
      path: "/staff/password",
      as: "staff",
      base: () => [["intent", "change-password"], ["currentPassword", "whatever it is"], ["password", "short"]],
      required: ["currentPassword", "password"],
      intent: true,
    },
    {
      route: "POST /staff/outbox (redrive)",
      path: "/staff/outbox",
      as: "staff",
      base: () => [["id", "00000000-0000-4000-8000-000000000000"]],
      required: ["id"],
      ids: ["id"],
    },
    {
      route: "POST /staff/orders/:id (anonymous)",
      path: `/staff/orders/${f.quoteId}`,
      base: () => [["intent", "approve"], ["version", "1"]],
      required: ["version"],
    },
  );
  for (const id of PATH_TRAVERSALS) {
    one("POST /staff/orders/:id (staff)", `path traversal in :id (${id})`, { path: `/staff/orders/${id}`, as: "staff", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "approve"], ["version", "1"]]) });
    one("GET /staff/orders/:id/… (staff)", `invoice of ${id}`, { path: `/staff/orders/${id}/invoice`, method: "GET", as: "staff" });
    one("GET /staff/orders/:id/… (staff)", `purchase order of ${id}`, { path: `/staff/orders/${id}/purchase-order`, method: "GET", as: "staff" });
    one("POST /staff/:section (staff)", `path traversal in :section (${id})`, { path: `/staff/${id}`, as: "staff", headers: { "Content-Type": FORM }, body: urlencoded([["id", "x"]]) });
  }
  for (const section of ["leads", "messages", "audit", "newsletter"]) one("POST /staff/:section (staff)", `a post to ${section}`, { path: `/staff/${section}`, as: "staff", headers: { "Content-Type": FORM }, body: urlencoded([["id", "x"]]) });
  one("POST /staff/:section (anonymous)", "outbox", { path: "/staff/outbox", headers: { "Content-Type": FORM }, body: urlencoded([["id", "x"]]) });
  one("POST /staff/:section (anonymous)", "password", { path: "/staff/password", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "change-password"], ["currentPassword", "x"], ["password", "a new long password"]]) });
  one("POST /staff/orders/:id (anonymous)", "end the buyer's sessions", { path: `/staff/orders/${f.quoteId}`, headers: { "Content-Type": FORM }, body: urlencoded([["intent", "end-buyer-sessions"]]) });
  one("POST /staff/:section (anonymous)", "refund a payment", { path: "/staff/payments", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "refund"], ["exception", "00000000-0000-4000-8000-000000000000"]]) });
  one("POST /staff/:section (anonymous)", "sign-out", { path: "/staff/sign-out", headers: { "Content-Type": FORM }, body: "" });
  one("POST /staff/:section (anonymous)", "the queue", { path: "/staff", headers: { "Content-Type": FORM }, body: urlencoded([["intent", "approve"]]) });

  // ---- Preview ----
  for (const [name, query] of [
    ["no secret", "path=/"],
    ["a wrong secret", "secret=wrong&path=/"],
    ["a 1 MB secret", `secret=${"s".repeat(8000)}&path=/`],
    ["path traversal in path", `secret=${PREVIEW_SECRET}&path=..%2F..%2Fetc%2Fpasswd`],
    ["an absolute URL as path", `secret=${PREVIEW_SECRET}&path=https://evil.example/`],
    ["a protocol-relative path", `secret=${PREVIEW_SECRET}&path=//evil.example/`],
    ["CR/LF in path", `secret=${PREVIEW_SECRET}&path=/%0d%0aSet-Cookie:%20x=1`],
    ["a NUL in path", `secret=${PREVIEW_SECRET}&path=/%00`],
    ["two secrets", `secret=wrong&secret=${PREVIEW_SECRET}&path=/`],
  ] as const) {
    one("GET /api/preview", name, { path: `/api/preview?${query}`, method: "GET" });
  }
  one("POST /api/preview", "a form", { path: "/api/preview", headers: { "Content-Type": FORM }, body: "secret=x&path=/" });
  one("POST /api/preview/exit", "JSON", { path: "/api/preview/exit", headers: { "Content-Type": JSON_TYPE }, body: "{}" });
  one("POST /api/preview/exit", "text/plain", { path: "/api/preview/exit", headers: { "Content-Type": "text/plain" }, body: "redirectTo=/" });
  one("POST /api/preview/exit", "multipart without boundary", { path: "/api/preview/exit", headers: { "Content-Type": "multipart/form-data" }, body: "redirectTo=/" });
  one("POST /api/preview/exit", "a 1 MB form", { path: "/api/preview/exit", headers: { "Content-Type": FORM }, body: `redirectTo=${MEGABYTE}` });

  // ---- JSON endpoints ----
  const json = (route: string, path: string, extraHeaders: (body: string | Uint8Array<ArrayBuffer>) => Record<string, string> = () => ({})) => {
    for (const bomb of jsonBombs()) one(route, bomb.name, { path, headers: { "Content-Type": JSON_TYPE, Accept: JSON_TYPE, ...extraHeaders(bomb.body) }, body: bomb.body });
  };
  const contact = "POST /api/webpage/contact";
  json(contact, "/api/webpage/contact");
  const contactBody = { email: "api@example.com", subject: "Subscribe To Newsletter" };
  for (const [name, body] of [
    ["email missing", { subject: "Subscribe To Newsletter" }],
    ["subject missing", { email: "api@example.com" }],
    ["email a number", { ...contactBody, email: 42 }],
    ["email an array", { ...contactBody, email: ["api@example.com", "b@example.com"] }],
    ["subject an object", { ...contactBody, subject: { $gt: "" } }],
    ["subject null", { ...contactBody, subject: null }],
    ["name true", { ...contactBody, name: true }],
    ["an unknown field", { ...contactBody, admin: true }],
    ["CR/LF in email", { ...contactBody, email: `api@example.com${CRLF_INJECTION}` }],
    ["CR/LF in subject", { ...contactBody, subject: `Subscribe${CRLF_INJECTION}` }],
    ["CR/LF in name", { ...contactBody, name: `Ana${CRLF_INJECTION}` }],
    ["NUL in email", { ...contactBody, email: "api@example.com\u0000" }],
    ["a 4 KB message", { ...contactBody, message: "m".repeat(5000) }],
    ["an empty subject", { ...contactBody, subject: "   " }],
    ["path traversal in email", { ...contactBody, email: "../../etc/passwd" }],
  ] as const) {
    one(contact, name, { path: "/api/webpage/contact", headers: { "Content-Type": JSON_TYPE, Accept: JSON_TYPE }, body: JSON.stringify(body) });
  }
  for (const [name, type, body] of [
    ["a form where JSON is expected", FORM, urlencoded(entries(contactBody))],
    ["text/plain", "text/plain", JSON.stringify(contactBody)],
    ["multipart with no boundary", "multipart/form-data", JSON.stringify(contactBody)],
    ["no Content-Type", "", JSON.stringify(contactBody)],
  ] as const) {
    one(contact, name, { path: "/api/webpage/contact", headers: type ? { "Content-Type": type, Accept: JSON_TYPE } : { Accept: JSON_TYPE }, body: type ? body : new TextEncoder().encode(body) });
  }

  const webhook = "POST /api/content/webhook";
  json(webhook, "/api/content/webhook", () => ({ "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET }));
  for (const [name, headers, body] of [
    ["no secret", {}, JSON.stringify({ sys: { id: "x", type: "Entry" } })],
    ["a wrong secret", { "X-Webhook-Secret": "wrong" }, JSON.stringify({ sys: { id: "x", type: "Entry" } })],
    ["a secret with a suffix", { "X-Webhook-Secret": `${CONTENT_WEBHOOK_SECRET}x` }, "{}"],
    ["sys a string", { "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET }, JSON.stringify({ sys: "Entry" })],
    ["a form", { "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET, "Content-Type": FORM }, "sys=1"],
    ["sys.id with path traversal", { "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET }, JSON.stringify({ sys: { id: "../../content:v1:", type: "Entry" } })],
    ["a content type id with path traversal", { "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET }, JSON.stringify({ sys: { id: "abc", type: "Entry", contentType: { sys: { id: "../x" } } } })],
    ["sys.id of 65 characters", { "X-Webhook-Secret": CONTENT_WEBHOOK_SECRET }, JSON.stringify({ sys: { id: "a".repeat(65), type: "Entry" } })],
  ] as const) {
    one(webhook, name, { path: "/api/content/webhook", headers: { "Content-Type": JSON_TYPE, Accept: JSON_TYPE, ...headers }, body });
  }

  // (A signed, well-formed event the site has no use for — an unknown order, an event type it ignores — is
  // acknowledged with a 2xx on purpose, so the provider doesn't retry it: not part of this corpus.)
  const payments = "POST /api/payments/webhook";
  const stripeSign = (body: string | Uint8Array<ArrayBuffer>) => {
    const at = Math.floor(Date.now() / 1000);
    return { "Stripe-Signature": `t=${at},v1=${createHmac("sha256", LOCAL_GATEWAY_WEBHOOK_SECRET).update(`${at}.`).update(body).digest("hex")}` };
  };
  json(`${payments} (signed)`, "/api/payments/webhook", stripeSign);
  json(`${payments} (unsigned)`, "/api/payments/webhook");
  for (const [name, body] of [
    ["an event without data", { id: "evt_1", type: "checkout.session.completed", created: 1 }],
    ["created a string", { id: "evt_corpus_3", type: "checkout.session.completed", created: "yesterday", data: { object: {} } }],
  ] as const) {
    const raw = JSON.stringify(body);
    one(`${payments} (signed)`, name, { path: "/api/payments/webhook", headers: { "Content-Type": JSON_TYPE, Accept: JSON_TYPE, ...stripeSign(raw) }, body: raw });
  }
  one(`${payments} (unsigned)`, "a signature header with CR/LF-ish garbage", { path: "/api/payments/webhook", headers: { "Content-Type": JSON_TYPE, "Stripe-Signature": "t=abc,v1=zz,v1=,,,=" }, body: "{}" });
  one(`${payments} (unsigned)`, "an old timestamp", { path: "/api/payments/webhook", headers: { "Content-Type": JSON_TYPE, "Stripe-Signature": `t=1,v1=${"0".repeat(64)}` }, body: "{}" });

  const scheduler = "POST /api/scheduler/webhook";
  const calendlySign = (body: string | Uint8Array<ArrayBuffer>) => {
    const at = Math.floor(Date.now() / 1000);
    return { "Calendly-Webhook-Signature": `t=${at},v1=${createHmac("sha256", CALENDLY_SIGNING_KEY).update(`${at}.`).update(body).digest("hex")}` };
  };
  json(`${scheduler} (signed)`, "/api/scheduler/webhook", calendlySign);
  json(`${scheduler} (unsigned)`, "/api/scheduler/webhook");
  for (const [name, body] of [
    ["invitee.created without a payload", { event: "invitee.created" }],
    ["an invitee whose email has CR/LF", { event: "invitee.created", payload: { email: `a@b.example${CRLF_INJECTION}`, name: "Ana", uri: "https://api.calendly.com/x", scheduled_event: { start_time: "not a date" } } }],
    ["a tracking id with path traversal", { event: "invitee.created", payload: { email: "a@b.example", name: "Ana", uri: "../../x", tracking: { salesforce_uuid: "../../sessions" } } }],
    ["event a number", { event: 7 }],
  ] as const) {
    const raw = JSON.stringify(body);
    one(`${scheduler} (signed)`, name, { path: "/api/scheduler/webhook", headers: { "Content-Type": JSON_TYPE, Accept: JSON_TYPE, ...calendlySign(raw) }, body: raw });
  }

  // Traversals in query ids the pages read (loaders must answer 4xx, never 5xx).
  for (const t of TRAVERSALS.slice(0, 3)) one("GET /claim-licence", `token ${t}`, { path: `/claim-licence?token=${encodeURIComponent(t)}`, method: "GET", as: "buyer" });
  return groups;
}
