// The bundled content pack: every entry and asset the site can show without Contentful,
// in the content service's own shapes (app/domain/content/cms-schema.ts).
import type { Asset, Entry } from "~/domain/content/cms-schema";
import { articles } from "~/content/articles";
import { assets } from "~/content/assets";
import { blockedIps } from "~/content/blocked-ips";
import { caseStudies } from "~/content/case-studies";
import { consentManager } from "~/content/consent-manager";
import { courses } from "~/content/courses";
import { hotSites } from "~/content/hot-sites";
import { policies } from "~/content/policies";
import { testimonials } from "~/content/testimonials";
import { trustedOrganizations } from "~/content/trusted-organizations";
import { schoolAssets } from "~/content/assets-school";
import { libraryAssets } from "~/content/assets-library";
import { ebooks } from "~/content/ebooks";
import { events } from "~/content/events";
import { learningMaterials } from "~/content/learning-materials";
import { resources } from "~/content/resources";
import { faqs } from "~/content/faqs";
import { k12Programs } from "~/content/k12-programs";
import { products } from "~/content/products";
import { teamMembers } from "~/content/team";
import { audioAssets } from "~/content/assets-audio";
import { tutorialAssets } from "~/content/assets-tutorials";
import { levelTestQuestions } from "~/content/level-test-questions";
import { pageEntries } from "~/content/pages";
import { defaultCallToActionEntry, siteSettings } from "~/content/site-settings";
import { navigationLinks, navigationMenus, siteNavigationEntry } from "~/content/navigation";
import { collectionPages } from "~/content/collection-pages";
import { learnerLevels, spanishLevels } from "~/content/levels";
import { pricingPlans, pricingSettings } from "~/content/pricing";
import { curriculumAssets, curriculumEntries } from "./curriculum";

export { articles, assets, audioAssets, blockedIps, caseStudies, consentManager, courses, ebooks, events, faqs, hotSites, k12Programs, learningMaterials, levelTestQuestions, policies, products, resources, teamMembers, testimonials, trustedOrganizations };

/** The three courses of the home page: a popular adult course, the kids course and the professionals course. */
export const HOME_COURSE_IDS: readonly string[] = [
  "course-conversational-spanish",
  "course-spanish-for-kids",
  "course-spanish-for-professionals",
];

/**
 * The pack's records are listed from the day they were created (decision 0084): the explicit field keeps their
 * lists' order through `contentful space import`, which drops `sys.createdAt`.
 */
const listed = (entries: readonly Entry[]): Entry[] => entries.map((entry) => ({ ...entry, fields: { ...(entry.fields as object), listedOn: entry.sys.createdAt } }));

export const contentPack: { entries: Entry[]; assets: Asset[] } = {
  entries: [
    ...listed(courses),
    ...listed(articles),
    ...listed(caseStudies),
    ...listed(testimonials),
    ...listed(trustedOrganizations),
    consentManager,
    blockedIps,
    ...hotSites,
    ...policies,
    ...listed(k12Programs),
    ...listed(products),
    ...listed(teamMembers),
    ...faqs,
    ...listed(ebooks),
    ...listed(events),
    ...listed(resources),
    ...listed(learningMaterials),
    ...levelTestQuestions,
    ...pageEntries,
    siteSettings,
    defaultCallToActionEntry,
    siteNavigationEntry,
    ...navigationMenus,
    ...navigationLinks,
    ...collectionPages,
    ...learnerLevels,
    ...spanishLevels,
    pricingSettings,
    ...pricingPlans,
    ...curriculumEntries,
  ],
  assets: [...assets, ...schoolAssets, ...libraryAssets, ...audioAssets, ...tutorialAssets, ...curriculumAssets],
};
