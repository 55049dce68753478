import { createContext, useContext } from "react";

// Shell dialogs that any component may open. Before hydration nothing here runs: every opener is a
// real link to a page with the same content (/cookie-preferences, /book-demo).
export type ShellActions = { openConsent: () => void; openBookDemo: () => void };

export const ShellActionsContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions | null {
  return useContext(ShellActionsContext);
}

/** Click handler for an opener link: open the dialog instead of navigating, when JavaScript is running. */
export function openInstead(open: (() => void) | undefined) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!open || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
}
