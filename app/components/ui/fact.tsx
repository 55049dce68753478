// One fact in a definition list (`<dl>`): its term and its value, e.g. a level's grades or an order's
// invoice. The list, and its look (`facts`, `summary-list`), is the page's.
import type { ReactNode } from "react";

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
