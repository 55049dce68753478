import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/layout/error-boundary";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Hablarte" }, { name: "robots", content: "noindex" }];
