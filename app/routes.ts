import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { brand } from "./config/site";

// React Router 8 cannot put a param inside a path segment, so routes carrying the brand name are
// generated from the brand config (app/config/site.ts).
export default [
  index("routes/site/home.tsx"),
  route(`try-${brand.slug}-for-free`, "routes/site/free-trial.tsx"),
  route("book-demo", "routes/site/book-demo.tsx"),
  route("cookie-preferences", "routes/site/cookie-preferences.tsx"),
  route("resources/consent", "routes/resources/consent.ts"),
  route("api/webpage/contact", "routes/resources/contact-api.ts"),
  route("api/content/webhook", "routes/resources/content-webhook.ts"),
  // Policies: their own paths (linked from the cookie notice and the book-demo dialog), /policies/:id,
  // and the single-segment catch-all of spec §2.2. Static routes outrank ":id".
  ...["privacy-policy", "terms-and-conditions", "cookies-policy"].map((slug) => route(slug, "routes/site/policy.tsx", { id: `policy-${slug}` })),
  route("policies/:id", "routes/site/policy.tsx", { id: "policies" }),
  route(":id", "routes/site/policy.tsx", { id: "policy-catch-all" }),
  route("404", "routes/site/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
