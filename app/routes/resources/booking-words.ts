// GET /resources/booking-words: the words around the demo scheduler as JSON (decision 0070), for the header's
// Book demo dialog, which every page has and few visitors open: its words are read when it opens rather than
// sent in every page's hydration data.
import type { Route } from "./+types/booking-words";
import { bookingWords } from "~/lib/content/booking-words.server";
import { contentFor } from "~/lib/content/content.server";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await bookingWords(contentFor(context)));
}
