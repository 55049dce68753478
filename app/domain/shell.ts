// What the shell of every screen shows (spec §2.1), gathered once by the root loader
// (app/lib/shell.server.ts). Named here rather than inferred from the loader, so the shell's components
// and the hooks that read the root's data use it without importing a server module (decision 0032).
import type { Brand } from "./brand";
import type { ConsentCategory, ConsentState } from "./consent";
import type { SiteVariant } from "./hot-site";
import type { Notification } from "./notifications";

export type ShellData = {
  brand: Brand;
  year: number;
  isMainHost: boolean;
  variant: SiteVariant;
  consent: { categories: ConsentCategory[]; choices: ConsentState | null };
  notification: Notification | null;
  schedulerDemoUrl: string | null;
  /** §2.7: always null on the hot site, which never loads the chat widget. */
  chatScriptUrl: string | null;
  /** Set only when the analytics gate lets the script load (consent, IP not blocked). */
  analyticsSrc: string | null;
  gclid: string | null;
  preview: boolean;
  /** The editorial facts code copy repeats ("up to 15 students"), from the site-settings entry (decision 0025). */
  facts: Record<string, string>;
};
