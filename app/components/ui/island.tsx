// Sections below the fold hydrate when the visitor needs them, not on page load (docs/decisions/0010).
// On the first load an island keeps the server's HTML untouched — its links and forms work as plain
// HTML — until it comes near the viewport or the visitor reaches into it (pointer, touch, focus).
// React keeps a Suspense boundary's server HTML while its content suspends and hydrates it when the
// content resumes; the island's content suspends, while hydrating only, on a gate those events open.
// Whenever React renders the content on the client instead (a client navigation, or new props or context
// reaching the island before it hydrated), it renders at once: the content never disappears.
import { memo, Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** A one-way latch outside React's state: it only ever opens, and React is told through the promise. */
type Gate = { open: boolean; mounted: boolean; promise: Promise<void>; release: () => void; markMounted: () => void };

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  const gate: Gate = {
    open: false,
    mounted: false,
    promise,
    markMounted() {
      gate.mounted = true;
    },
    release() {
      if (gate.open) return;
      gate.open = true;
      // React's `use` reads a settled promise synchronously when it carries these fields.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      resolve();
    },
  };
  return gate;
}

const subscribeToNothing = () => () => {};
/** The server renders every island whole: the gate only holds back hydration in the browser. */
const isServer = typeof document === "undefined";

function GatedContent({ gate, host, children }: { gate: Gate; host: React.RefObject<HTMLDivElement | null>; children: React.ReactNode }) {
  // Marks the island as live (tests of enhanced behaviour wait for it, as for html[data-hydrated]).
  // Hooks come before `use`: a component that suspends on mount is replayed with the hooks it reached.
  useEffect(() => {
    host.current?.setAttribute("data-hydrated", "");
  }, [host]);
  // React reads the server snapshot while hydrating and the client one when rendering on the client.
  const hydrating = !useSyncExternalStore(subscribeToNothing, () => true, () => false);
  if (hydrating && !isServer && !gate.open) use(gate.promise);
  return children;
}

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

type IslandProps = { children: React.ReactNode; margin?: string };

/**
 * The same content, value for value: React elements by type, key and props, data by value, functions by
 * identity. The router re-renders every route on each state change with fresh (equal) elements; an
 * island skips those, so only a real change (new action data, say) reaches a server-rendered island.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if ("$$typeof" in a || "$$typeof" in b) {
    const x = a as { $$typeof?: unknown; type?: unknown; key?: unknown; props?: unknown };
    const y = b as typeof x;
    return x.$$typeof === y.$$typeof && x.type === y.type && x.key === y.key && sameContent(x.props, y.props);
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export const Island = memo(function Island({ children, margin = "200px" }: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  // Rendered again once mounted means new content (the memo below skips equal content) before the island
  // hydrated: React would have to drop the server HTML for it, so the island hydrates now instead.
  if (gate.mounted) gate.release();

  useEffect(() => {
    gate.markMounted();
    const node = ref.current;
    if (gate.open || !node) return;
    const release = () => gate.release();
    const observer = "IntersectionObserver" in window ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), { rootMargin: margin }) : null;
    if (observer) observer.observe(node);
    else release();
    for (const type of INTERACTIONS) node.addEventListener(type, release, { capture: true, once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) node.removeEventListener(type, release, { capture: true });
    };
  }, [gate, margin]);

  return (
    <div ref={ref} className="island">
      <Suspense fallback={null}>
        <GatedContent gate={gate} host={ref}>{children}</GatedContent>
      </Suspense>
    </div>
  );
}, (prev, next) => prev.margin === next.margin && sameContent(prev.children, next.children));
