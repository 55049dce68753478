// Spec §2.3: where the "Book Your Free Trial Now" buttons lead.
import { brandPaths } from "./brand";

/** Home header, mobile CTA, default CTA block, individual-courses section, institutions' "Book a demo class". */
export const FREE_TRIAL_PATH = brandPaths.freeTrial;

/** The demo class's page (spec §2.1 "Book demo"): the header's dialog as a page. */
export const BOOK_DEMO_PATH = "/book-demo";

/** The shared navigation's free-trial button. */
export const NAVIGATION_TRIAL_PATH = "/individual-plans";

/** The 'our courses' section: /book-demo on the individuals pages, the free-trial page everywhere else. */
export function ourCoursesTrialPath(currentPath: string): string {
  return currentPath.includes("for-individuals") ? BOOK_DEMO_PATH : FREE_TRIAL_PATH;
}
