// Server HTML that never changes in the browser (a section of copy, cards and links): on the page's first
// load React keeps it as the server sent it instead of hydrating it. React neither renders those
// components again nor walks their DOM, which was much of the home page's main-thread time on a phone
// (decision 0037). An island mounted after a client-side navigation renders normally.
//
// Only for markup with no state and no handlers of its own: links inside navigate in the app through
// `useIslandLinks` (one listener for the document), everything else is plain HTML.
//
// On the server an island named by `keep` is rendered once per isolate and content window and its HTML
// written back on later renders (decision 0047): what it shows must depend on nothing but the content and,
// for scope "page", the page's address — never on a cookie, a session or a form's answer.
import { createContext, useContext, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { KEEP_ATTRIBUTE, type IslandKeeper, type IslandScope } from "~/domain/static-islands";

/** The server's keeper of island HTML for this render (entry.server.tsx); null in the browser and in a preview. */
const IslandKeeperContext = createContext<IslandKeeper | null>(null);
export const IslandKeeperProvider = IslandKeeperContext.Provider;

// Set once the first load's hydration has committed (`useMarkHydrated`, in the root's Layout, whose effect
// runs after every child's, on error pages too). A module flag rather than `useHydrated`: that hook's store
// makes React re-render every subscriber in one synchronous task right after hydration (~16 islands on the
// home page), only for them to return what they already show.
let hydrationCommitted = false;

export function useMarkHydrated() {
  useEffect(() => {
    hydrationCommitted = true;
  }, []);
}

export function StaticIsland({ children, keep }: { children: React.ReactNode; keep?: { id: string; scope: IslandScope } }) {
  // Hydrating (React adopts the server's HTML) or mounting anew after a navigation. Decided once per
  // instance: a later render of the same island never swaps the server's HTML for React's.
  const [keepServerHtml] = useState(() => typeof document !== "undefined" && !hydrationCommitted);
  const keeper = useContext(IslandKeeperContext);
  if (keeper && keep) {
    const kept = keeper.kept(keep.id, keep.scope);
    if (kept !== undefined) return <div className="static-island" data-static-island="" dangerouslySetInnerHTML={{ __html: kept }} />;
    const marked = { [KEEP_ATTRIBUTE]: keeper.mark(keep.id, keep.scope) };
    return (
      <div className="static-island" data-static-island="" {...marked}>
        {children}
      </div>
    );
  }
  return keepServerHtml ? (
    // An element with inner HTML is a leaf to React: hydration adopts it and leaves its children alone.
    <div className="static-island" data-static-island="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <div className="static-island" data-static-island="">
      {children}
    </div>
  );
}

/**
 * Gives the router's links inside islands (they carry React Router's `data-discover`) the in-app
 * navigation a `Link` has: a plain left click, same window, same origin. Called once, by the root route.
 */
export function useIslandLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-static-island]")) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
