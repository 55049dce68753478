// The words around the demo scheduler (decision 0070): the /book-demo page's demoBooking section, which the
// header's dialog, the funnel's booking step and the landing's questionnaire say too; the pack's when the
// space's page has none.
import { bookDemoPage } from "~/content/pages/funnel";
import { BOOK_DEMO_PATH } from "~/domain/free-trial";
import type { BookingWords, MarketingPage } from "~/domain/page-sections";
import type { ContentService } from "./content.server";

/** The booking words a page holds, if it has a demoBooking section. */
export function bookingWordsOf(page: MarketingPage): BookingWords | null {
  const section = page.sections.find((candidate) => candidate.type === "demoBooking");
  if (section?.type !== "demoBooking") return null;
  const { type: _type, entryId: _entryId, ...words } = section;
  return words;
}

const PACK_WORDS = bookingWordsOf(bookDemoPage)!;

export async function bookingWords(content: ContentService): Promise<BookingWords> {
  return bookingWordsOf(await content.pageOr(BOOK_DEMO_PATH, bookDemoPage)) ?? PACK_WORDS;
}
