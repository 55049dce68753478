// The content service every loader uses: the calls of spec §7, each behind the edge cache.
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cloudflareContext, requestContext } from "~/context";
import type { Asset, Entry, ListItemEntry } from "~/domain/content/cms-schema";
import { listItemFieldsSchema } from "~/domain/content/cms-schema";
import { thumbnailAssetId } from "~/domain/content/cards";
import { policyEntrySchema } from "~/domain/content/content-types";
import { itemListOf, pageEntrySchema, sectionFromEntry, sectionOfItemType } from "~/domain/content/page-entries";
import { fillFacts, siteFacts, siteSettingsEntrySchema } from "~/domain/content/site-facts";
import type { ImageRef } from "~/domain/content/image-ref";
import type { LinkedFile } from "~/domain/content/video-files";
import { responsiveImage } from "~/domain/content/images-api";
import type { MarketingPage, Section } from "~/domain/page-sections";
import { NAVIGATION_CONTENT_TYPES, siteNavigation, type SiteNavigation } from "~/domain/content/navigation";
import { HOME_COURSE_IDS } from "~/content";
import { navigationLinks, navigationMenus, siteNavigationEntry } from "~/content/navigation";
import { collectionPages as packCollectionPages } from "~/content/collection-pages";
import { COLLECTION_PAGE_CONTENT_TYPE, collectionPagesOf } from "~/domain/content/collection-pages";
import { LEVEL_CONTENT_TYPES, levelWordsOf, type LevelWords } from "~/domain/content/levels";
import { learnerLevels, spanishLevels } from "~/content/levels";
import { pricingPlans, pricingSettings } from "~/content/pricing";
import { PRICING_CONTENT_TYPES, pricingOf, type Pricing } from "~/domain/content/pricing-words";
import { defaultCallToActionEntry, siteSettings as packSiteSettings } from "~/content/site-settings";
import type { CallToAction, DefaultCallToAction } from "~/domain/call-to-action";
import { bundledSource } from "./bundled-source.server";
import { cached, remembered } from "./cache.server";
import { deepFreeze, perObject, safeParseOnce } from "./per-object";
import { createContentfulSource } from "./contentful-source.server";
import { NEWEST_FIRST, OLDEST_FIRST, queryKey, type ContentSource, type EntriesQuery } from "./source";
import type { AppConfig } from "../platform/env.server";

/** §7: an asset's address is 'https:' + its protocol-relative file URL; bundled assets are site paths. */
export function assetUrl(asset: Asset): string {
  const { url } = asset.fields.file;
  return url.startsWith("//") ? `https:${url}` : url;
}

/** A page's picture of an asset, once per asset answer (its Images API addresses are a dozen URLs to build). */
export const assetImage = perObject((asset: Asset): ImageRef => {
  const { details } = asset.fields.file;
  const { src, srcSet, sources } = responsiveImage({ url: assetUrl(asset), contentType: asset.fields.file.contentType, width: details.image?.width });
  return deepFreeze({
    url: src,
    alt: asset.fields.title,
    width: details.image?.width,
    height: details.image?.height,
    ...(srcSet ? { srcSet, sources } : {}),
  });
});

export const validListItems = perObject((items: readonly Entry[]): ListItemEntry[] =>
  items.filter((item): item is ListItemEntry => {
    const ok = listItemFieldsSchema.safeParse(item.fields).success;
    if (!ok) console.warn(`[content] skipped malformed entry ${item.sys.id}`);
    return ok;
  }),
);

const PACK_PRICING = { settings: [pricingSettings], plans: pricingPlans };

/** The pricing of two answers over the pack's (decisions 0072, 0082), once per answer: its words still hold their {{tokens}}. */
const pricingFrom = perObject((settings: { items: readonly Entry[] }) => perObject((plans: { items: readonly Entry[] }) => deepFreeze(pricingOf({ settings: settings.items, plans: plans.items }, PACK_PRICING))));

/** The facts of the site-settings answer (the pack's when it is missing or doesn't validate) and of the pricing. */
const factsOf = perObject((settings: { items: readonly Entry[] }) =>
  perObject((pricing: Pricing) => {
    const parsed = siteSettingsEntrySchema.safeParse(settings.items[0]);
    if (!parsed.success) console.warn("[content] the site-settings entry is missing or doesn't validate; using the pack's");
    return siteFacts(parsed.success ? parsed.data.fields : siteSettingsEntrySchema.parse(packSiteSettings).fields, pricing);
  }),
);

/** An answer with the facts filled in, once per answer and facts. */
const fillerFor = perObject((facts: Record<string, string>) => perObject(<T>(value: T) => deepFreeze(fillFacts(value, facts))));

/** Every page entry of a pages answer that validates; one that doesn't is logged and left out. */
const validPages = perObject((items: readonly Entry[]) =>
  items.flatMap((item) => {
    const parsed = pageEntrySchema.safeParse(item);
    if (!parsed.success) console.warn(`[content] page entry ${item.sys.id} doesn't validate; left out`);
    return parsed.success ? [parsed.data] : [];
  }),
);

const policyEntry = safeParseOnce(policyEntrySchema);

/** An entries answer by id, once per answer. */
const byId = perObject((answer: { items: readonly Entry[] }) => new Map(answer.items.map((item) => [item.sys.id, item])));
const NO_ITEMS = { items: [] as Entry[] };

/** A section entry as the section it holds, its list's items taken from an answer of their content type (decision 0083). */
const validSection = perObject((entry: Entry) => perObject((items: { items: readonly Entry[] }) => sectionFromEntry(entry, (id) => byId(items).get(id))));

/** The navigation of three answers (the entry, the menus, the links), resolved once per answer. */
const navigationOf = perObject((site: { items: readonly Entry[] }) =>
  perObject((menus: { items: readonly Entry[] }) =>
    perObject((links: { items: readonly Entry[] }) => {
      const resolved = siteNavigation(site.items[0], menus.items, links.items);
      if (!resolved) console.warn("[content] the site-navigation entry is missing or doesn't validate; using the pack's");
      return resolved ? deepFreeze(resolved) : null;
    }),
  ),
);
const PACK_NAVIGATION = siteNavigation(siteNavigationEntry, navigationMenus, navigationLinks)!;

/** The levels' and courses' words of two answers over the pack's (decision 0071), once per answer. */
const levelWordsFrom = perObject((levels: { items: readonly Entry[] }) =>
  perObject((courses: { items: readonly Entry[] }): LevelWords => deepFreeze(levelWordsOf({ levels: levels.items, courses: courses.items }, { levels: learnerLevels, courses: spanishLevels }))),
);

/** The collections' page words of an answer over the pack's (decision 0069), once per answer and facts. */
const collectionPagesFrom = perObject((space: { items: readonly Entry[] }) => perObject((pack: readonly Entry[]) => deepFreeze(collectionPagesOf(space.items, pack))));

/** A call to action with every field written: the site's default (decision 0068). */
const completeCallToAction = z.object({ title: z.string().min(1), description: z.string().min(1), buttonText: z.string().min(1), buttonLink: z.string().regex(/^(\/(?![/\\])|https:\/\/)/) });
const callToActionOf = perObject((entry: Entry | null): CallToAction | null => {
  const parsed = completeCallToAction.safeParse(entry?.fields);
  if (!parsed.success && entry) console.warn(`[content] the default call to action ${entry.sys.id} is incomplete; using the pack's`);
  return parsed.success ? deepFreeze(parsed.data) : null;
});
const PACK_CALL_TO_ACTION = completeCallToAction.parse(defaultCallToActionEntry.fields);
/** The entry site settings name as the default call to action, read once per settings answer. */
const defaultCallToActionId = perObject((settings: { items: readonly Entry[] }) => {
  const link = siteSettingsEntrySchema.shape.fields.shape.defaultCallToAction.safeParse((settings.items[0]?.fields as { defaultCallToAction?: unknown } | undefined)?.defaultCallToAction);
  return link.success && link.data ? link.data.sys.id : null;
});

export function createContentService(deps: {
  config: AppConfig;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  source?: ContentSource;
  /** An editor's preview: drafts from the Content Preview API, read past the cache and never stored. */
  preview?: boolean;
}) {
  const { config, kv, waitUntil } = deps;
  const source =
    deps.source ??
    (config.contentful ? createContentfulSource({ ...config.contentful, timeoutMs: config.contentTimeoutMs }) : bundledSource);
  const preview = deps.preview && config.preview ? createContentfulSource({ ...config.preview.source, timeoutMs: config.contentTimeoutMs }) : null;

  function through<T>(key: string, call: (s: ContentSource) => Promise<T>): Promise<T> {
    if (!preview) return published(key, call);
    // The preview API down: the published copy, rather than an error page for the editor.
    return call(preview).catch((error: unknown) => {
      console.warn(`[content] preview read failed for ${key}; showing the published copy`, error);
      return published(key, call);
    });
  }

  function published<T>(key: string, call: (s: ContentSource) => Promise<T>): Promise<T> {
    const cacheKey = `${source.name}:${key}`;
    // The bundled pack is code already in the isolate: a KV copy of it could only be older (an edit on
    // `npm run dev` waited out the 300 s TTL, decision 0063), never faster.
    const read = source === bundledSource ? async () => ({ value: await call(source), keep: true }) : () => cachedAnswer(cacheKey, call);
    return remembered(cacheKey, config.contentMemoSeconds, Date.now(), read);
  }

  function cachedAnswer<T>(cacheKey: string, call: (s: ContentSource) => Promise<T>) {
    return cached({
      kv,
      key: cacheKey,
      ttlSeconds: config.contentCacheTtlSeconds,
      timeoutMs: config.contentTimeoutMs,
      waitUntil,
      fetcher: () => call(source),
      // With nothing cached and the CMS down, the bundled pack keeps the page whole (an outage is never an error page).
      fallback: () => call(bundledSource),
    }).then(({ value, outcome }) => ({ value, keep: outcome === "hit" || outcome === "miss" }));
  }

  const rawEntries = (query: EntriesQuery) => through(queryKey("entries", query), (s) => s.getEntries(query));

  // The facts prose repeats (decision 0025): read once per request from the site-settings entry, and
  // filled into entries as they come out — the cache holds entries as written, so publishing new
  // settings is one cache key.
  let facts: Promise<Record<string, string>> | undefined;
  function currentFacts() {
    facts ??= Promise.all([rawEntries({ content_type: "siteSettings", limit: 1 }), rawPricing()]).then(([settings, pricing]) => factsOf(settings)(pricing));
    return facts;
  }
  // The prices and the trial as the entries say them (numbers: nothing to fill), read once per request.
  let pricing: Promise<Pricing> | undefined;
  function rawPricing() {
    pricing ??= Promise.all([rawEntries({ content_type: PRICING_CONTENT_TYPES.settings, limit: 1 }), rawEntries({ content_type: PRICING_CONTENT_TYPES.plan, limit: 20 })]).then(([settings, plans]) => pricingFrom(settings)(plans));
    return pricing;
  }
  async function filled<T>(read: Promise<T>): Promise<T> {
    const [value, known] = await Promise.all([read, currentFacts()]);
    return fillerFor(known)(value) as T;
  }

  const entries = (query: EntriesQuery) => filled(rawEntries(query));
  const entry = (id: string) => filled(through(queryKey(`entries/${id}`), (s) => s.getEntry(id)));
  const asset = (id: string) => through(queryKey(`assets/${id}`), (s) => s.getAsset(id));

  async function image(assetId: string | undefined): Promise<ImageRef | undefined> {
    if (!assetId) return undefined;
    const found = await asset(assetId);
    return found ? assetImage(found) : undefined;
  }

  /** Every page entry that validates (one cached list); one that doesn't is logged and answers 404. */
  async function pages() {
    return validPages((await entries({ content_type: "page", limit: 1000 })).items);
  }

  async function page(path: string): Promise<MarketingPage | null> {
    const found = (await pages()).find((candidate) => candidate.fields.path === path);
    if (!found) return null;
    const sections = await Promise.all(
      found.fields.sections.map(async (link) => {
        const sectionEntry = await entry(link.sys.id);
        // A list's items: every published entry of their kind, one cached answer shared by every page.
        const list = sectionEntry && itemListOf(sectionEntry.sys.contentType.sys.id);
        const valid = sectionEntry ? validSection(sectionEntry)(list ? await entries({ content_type: list.contentType, limit: 1000 }) : NO_ITEMS) : null;
        if (!valid) console.warn(`[content] section ${link.sys.id} of page ${path} is missing or doesn't validate; left out`);
        // In an editor's preview, Live Preview's inspector opens the section's entry (decision 0065).
        return valid && preview ? { ...valid, entryId: link.sys.id } : valid;
      }),
    );
    const { title, description } = found.fields;
    return { path, title, description, sections: sections.filter((section): section is Section => section !== null) };
  }

  async function listItems(query: EntriesQuery) {
    return validListItems((await entries(query)).items);
  }

  return {
    entries,
    entry,
    /** The facts tokens stand for (decision 0025), from the site-settings entry and the code. */
    facts: currentFacts,
    asset,
    /** An asset's file (its address and type), or null when the space has no such asset. */
    async file(assetId: string): Promise<LinkedFile | null> {
      const found = await asset(assetId);
      return found ? { url: assetUrl(found), contentType: found.fields.file.contentType } : null;
    },
    listItems,
    /**
     * §7: content_type=course, limit=3, sys.id[in]={three ids}, order=sys.createdAt — the ids of
     * HOME_COURSE_IDS, else the bundled pack's own. A CMS space whose editors haven't picked three (the
     * pack's ids mean nothing there) shows its three newest courses rather than none.
     */
    homeCourses() {
      if (config.homeCourseIds.length === 0 && source !== bundledSource) return listItems({ content_type: "course", limit: 3, order: NEWEST_FIRST });
      const ids = config.homeCourseIds.length > 0 ? config.homeCourseIds : HOME_COURSE_IDS;
      return listItems({ content_type: "course", limit: 3, "sys.id[in]": ids.slice(0, 3).join(","), order: OLDEST_FIRST });
    },
    /** §7: content_type=blog, limit=3. */
    latestArticles() {
      return listItems({ content_type: "blog", limit: 3 });
    },
    /** §7: content_type=caseStudy, limit=3. */
    caseStudies() {
      return listItems({ content_type: "caseStudy", limit: 3 });
    },
    /** §7: content_type=hotSite, fields.slug={siteType}; items[0] when there is any. */
    async hotSite(siteType: string) {
      const result = await entries({ content_type: "hotSite", "fields.slug": siteType });
      return result.items[0] ?? null;
    },
    async policy(slug: string) {
      const result = await entries({ content_type: "policy", "fields.slug": slug, limit: 1 });
      const parsed = policyEntry(result.items[0]);
      return parsed.success ? parsed.data : null;
    },
    /**
     * A page made of sections (issue #12 §1) at this path, or null: the `page` entry from the (cached)
     * list of pages — a made-up path never becomes a query of its own — then each of its sections in
     * order (one entry call each, cached like any other). A section that no longer validates is left out
     * and logged, so one editing mistake can't take the page down.
     */
    page,
    /** The page at a path that must always answer (the home and about pages), else the pack's page. */
    async pageOr(path: string, fallback: MarketingPage): Promise<MarketingPage> {
      return (await page(path)) ?? filled(Promise.resolve(fallback));
    },
    /** The call to action of pages and sections that write none (site settings' link, decision 0068), else the pack's. */
    async defaultCallToAction(): Promise<DefaultCallToAction> {
      const linked = defaultCallToActionId(await rawEntries({ content_type: "siteSettings", limit: 1 }));
      const chosen = linked ? callToActionOf(await entry(linked)) : null;
      // In an editor's preview the inspector opens the entry the words come from (decision 0065).
      if (chosen && preview) return { ...chosen, entryId: linked! };
      return chosen ?? filled(Promise.resolve(PACK_CALL_TO_ACTION));
    },
    /** The header's mega-menus and the footer (decision 0067); the pack's when the space's doesn't validate. */
    async navigation(): Promise<SiteNavigation> {
      const [site, menus, links] = await Promise.all([
        entries({ content_type: NAVIGATION_CONTENT_TYPES.site, limit: 1 }),
        entries({ content_type: NAVIGATION_CONTENT_TYPES.menu, limit: 100 }),
        entries({ content_type: NAVIGATION_CONTENT_TYPES.link, limit: 1000 }),
      ]);
      return navigationOf(site)(menus)(links) ?? filled(Promise.resolve(PACK_NAVIGATION));
    },
    /** Each collection's list-page and record-page words (decision 0069); the pack's where the space has none. */
    async collectionPages() {
      const [space, pack] = await Promise.all([entries({ content_type: COLLECTION_PAGE_CONTENT_TYPE, limit: 100 }), filled(Promise.resolve(packCollectionPages))]);
      return collectionPagesFrom(space)(pack);
    },
    /** The learner levels' and courses' words (decision 0071); the pack's where the space has none. */
    async levels(): Promise<LevelWords> {
      const [levels, courses] = await Promise.all([entries({ content_type: LEVEL_CONTENT_TYPES.level, limit: 10 }), entries({ content_type: LEVEL_CONTENT_TYPES.course, limit: 10 })]);
      return levelWordsFrom(levels)(courses);
    },
    /** The price cards, the free trial's length and each plan's price (decisions 0072, 0082); the pack's where the space has none. */
    async pricing(): Promise<Pricing> {
      return filled(rawPricing());
    },
    /** Every page's path (the sitemap). */
    async pagePaths() {
      return (await pages()).map((page) => page.fields.path);
    },
    /** The section entry whose list links an item entry (decision 0083), or null. */
    async sectionLinking(itemId: string, itemType: string) {
      const sectionType = sectionOfItemType(itemType);
      return sectionType ? ((await entries({ content_type: sectionType, links_to_entry: itemId, limit: 1 })).items[0]?.sys.id ?? null) : null;
    },
    /** The path of the first page whose sections link this entry, or null (the preview link, decision 0065). */
    async pageLinking(entryId: string) {
      return (await pages()).find((page) => page.fields.sections.some((link) => link.sys.id === entryId))?.fields.path ?? null;
    },
    async testimonials() {
      return (await entries({ content_type: "testimonial", order: OLDEST_FIRST })).items;
    },
    async trustedOrganizations() {
      return (await entries({ content_type: "trustedOrganization", order: OLDEST_FIRST })).items;
    },
    image,
    /** §7: one asset call per record whose first content node is an embedded asset. */
    thumbnails(records: ListItemEntry[]) {
      return Promise.all(records.map((record) => image(thumbnailAssetId(record))));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

// One service per request: the root and route loaders share its per-request reads (the site facts).
const services = new WeakMap<Readonly<RouterContextProvider>, ContentService>();

/** Drafts from the Content Preview API whatever the request's cookie says: the preview link, which starts a preview. */
export function draftContentFor(context: Readonly<RouterContextProvider>): ContentService {
  const { env, ctx } = context.get(cloudflareContext);
  return createContentService({ config: context.get(requestContext).config, kv: env.CONTENT_CACHE, waitUntil: (p) => ctx.waitUntil(p), preview: true });
}

export function contentFor(context: Readonly<RouterContextProvider>): ContentService {
  const existing = services.get(context);
  if (existing) return existing;
  const { env, ctx } = context.get(cloudflareContext);
  const { config, preview } = context.get(requestContext);
  const service = createContentService({ config, kv: env.CONTENT_CACHE, waitUntil: (p) => ctx.waitUntil(p), preview });
  services.set(context, service);
  return service;
}
