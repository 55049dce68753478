// The collections' page words from the CMS (decision 0069): one entry per collection, the space's over the
// pack's, field by field, and an entry that doesn't validate left to the pack.
import { describe, expect, it, vi } from "vitest";
import { entry } from "~/content/build";
import { collectionPages } from "~/content/collection-pages";
import { COLLECTION_KINDS } from "~/domain/collections/kinds";
import { collectionPagesOf } from "~/domain/content/collection-pages";

const at = "2026-01-12T09:00:00.000Z";
const page = (id: string, fields: Record<string, unknown>) => entry({ id, contentType: "collectionPage", createdAt: at, fields: { internalName: id, ...fields } });

describe("collection pages", () => {
  it("the pack writes every collection's words once, and the spec's list titles", () => {
    const words = collectionPagesOf([], collectionPages);
    expect(collectionPages.map((one) => one.fields.collection).sort()).toEqual([...COLLECTION_KINDS].sort());
    expect(words.courses).toMatchObject({ listTitle: "Spanish courses for every learner", listHeading: "All courses", popularBadge: "Most Popular", detailHeading: "What you get" });
    expect(words.events).toMatchObject({ upcomingHeading: "Upcoming events", pastHeading: "Past events", pastNotice: "This event has taken place. See our [upcoming events]." });
    expect(words.products).toMatchObject({ listTitle: "K-12 Spanish curriculum catalog", cardAction: "See this level", secondaryAction: "Compare with the other levels" });
  });

  it("takes the space's words over the pack's, and the pack's for a label the space's entry leaves empty", () => {
    const space = [page("mine", { collection: "products", listTitle: "Our curriculum", cardAction: "Open this level" })];
    const words = collectionPagesOf(space, collectionPages);
    expect(words.products).toMatchObject({ listTitle: "Our curriculum", cardAction: "Open this level", secondaryAction: "Compare with the other levels" });
    expect(words.courses.listTitle).toBe("Spanish courses for every learner");
  });

  it("keeps the first of two entries for one collection, and leaves one that doesn't validate to the pack", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const space = [
      page("first", { collection: "events", listTitle: "Events" }),
      page("second", { collection: "events", listTitle: "More events" }),
      page("unknown", { collection: "podcasts", listTitle: "Podcasts" }),
      page("two-links", { collection: "ebooks", listTitle: "Books", pastNotice: "See [a] or [b]." }),
    ];
    const words = collectionPagesOf(space, collectionPages);
    expect(words.events.listTitle).toBe("Events");
    expect(words.ebooks.listTitle).toBe("Free Spanish eBooks");
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
