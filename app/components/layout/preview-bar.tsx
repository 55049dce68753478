// The bar an editor sees while previewing drafts (issue #12 §3): always visible, and one button to leave
// (a plain form post: it works without JavaScript). With JavaScript it also connects the page to
// Contentful's Live Preview pane (live-preview.tsx).
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

const LivePreviewConnection = lazy(() => import("./live-preview"));

export function PreviewBar() {
  const location = useLocation();
  return (
    <aside className="preview-bar" aria-label="Preview">
      <Suspense fallback={null}>
        <LivePreviewConnection />
      </Suspense>
      <p>
        <strong>Preview</strong> — you are seeing drafts from Contentful. Visitors see the published pages.
      </p>
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button-secondary">
          Exit preview
        </button>
      </form>
    </aside>
  );
}
