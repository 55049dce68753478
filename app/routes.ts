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
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
