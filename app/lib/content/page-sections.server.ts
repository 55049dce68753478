// Resolves the CMS-backed sections of a marketing page (spec §2.6) — all in parallel, one result per section.
import type { Entry } from "~/domain/content/cms-schema";
import { teamMemberEntrySchema } from "~/domain/content/content-types";
import type { RouterContextProvider } from "react-router";
import { answerKind, requestContext } from "~/context";
import type { Section, Solution } from "~/domain/page-sections";
import { sectionsForHydration, type SentSections } from "~/domain/sent-sections";
import type { SectionData, SolutionVideo, TeamMemberView } from "~/domain/section-data";
import { articleCards, courseCards, successStorySlides, testimonialItems, trustedLogos } from "./cards.server";
import { allCards, allRecords } from "./collections.server";
import type { ContentService } from "./content.server";
import { videoAndCaptions } from "~/domain/content/video-files";
import { safeParseOnce } from "./per-object";
import { k12ProgramEntrySchema } from "~/domain/content/content-types";
import { approvalsByState } from "~/domain/state-approvals";
import { NEWEST_FIRST, OLDEST_FIRST } from "./source";

const k12ProgramEntry = safeParseOnce(k12ProgramEntrySchema);
const teamMemberEntry = safeParseOnce(teamMemberEntrySchema);

async function programs(content: ContentService) {
  return (await allRecords(content, "k12Programs")).flatMap((entry) => {
    const parsed = k12ProgramEntry(entry);
    return parsed.success ? [{ title: parsed.data.fields.title, href: `/K12-program/${parsed.data.fields.slug}`, gradeBand: parsed.data.fields.gradeBand, states: parsed.data.fields.approvedStates }] : [];
  });
}

async function teamMembers(content: ContentService, group: "academic-team" | "teachers"): Promise<TeamMemberView[]> {
  const { items } = await content.entries({ content_type: "teamMember", order: OLDEST_FIRST, limit: 100 });
  const members = items.flatMap((item: Entry) => {
    const parsed = teamMemberEntry(item);
    return parsed.success && parsed.data.fields.group === group ? [parsed.data] : [];
  });
  const images = await Promise.all(members.map((m) => content.image(m.fields.image.sys.id)));
  return members.map((m, i) => ({
    id: m.sys.id,
    name: m.fields.name,
    role: m.fields.role,
    description: m.fields.description,
    image: images[i],
    readMore: m.fields.readMore,
  }));
}

/** A solution's video from its assets: a video file, and its captions (WebVTT) and poster when they are there. */
async function solutionVideo(content: ContentService, section: Solution): Promise<SolutionVideo | null> {
  if (!section.video) return null;
  const [files, poster] = await Promise.all([Promise.all([section.video, section.videoCaptions].map((link) => (link ? content.file(link.sys.id) : null))), section.videoPoster ? content.image(section.videoPoster.sys.id) : undefined]);
  const { video, captions } = videoAndCaptions(files);
  // A player needs a name (its title) and a video; without either the section shows without it.
  if (!video || !section.videoTitle) {
    console.warn(`[content] a solution's video ${section.video.sys.id} is missing, not a video, or has no title; left out`);
    return null;
  }
  return { src: video, title: section.videoTitle, ...(captions ? { captions } : {}), ...(poster ? { poster: poster.url } : {}) };
}

async function resolveSection(content: ContentService, section: Section): Promise<SectionData> {
  switch (section.type) {
    case "testimonials":
      return { type: section.type, items: await testimonialItems(content, await content.testimonials()) };
    case "trustedLogos":
      return { type: section.type, logos: await trustedLogos(content, await content.trustedOrganizations()) };
    case "successStories":
      return { type: section.type, slides: await successStorySlides(content, await content.caseStudies()) };
    case "featuredCourses":
      return { type: section.type, cards: await courseCards(content, await content.homeCourses()) };
    case "latestArticles":
      return { type: section.type, cards: await articleCards(content, await content.latestArticles()) };
    case "articleList":
      return { type: section.type, cards: await articleCards(content, await content.listItems({ content_type: "blog", order: NEWEST_FIRST, limit: section.limit })) };
    case "courseList": {
      const records = await content.listItems(
        section.courseIds?.length
          ? { content_type: "course", "sys.id[in]": section.courseIds.join(","), order: OLDEST_FIRST }
          : { content_type: "course", order: NEWEST_FIRST, limit: section.limit ?? 9 },
      );
      return { type: section.type, cards: await courseCards(content, records) };
    }
    case "team":
      return { type: section.type, members: await teamMembers(content, section.group) };
    case "stateApprovals":
      return { type: section.type, states: approvalsByState(await programs(content)) };
    case "k12Programs":
      return { type: section.type, cards: await allCards(content, "k12Programs"), actionLabel: (await content.collectionPages()).k12Programs.cardAction ?? "" };
    case "cta":
      return { type: section.type, defaults: await content.defaultCallToAction() };
    case "solution": {
      // No data at all without a video: the section's own fields are all it shows.
      const video = await solutionVideo(content, section);
      return video ? { type: section.type, video } : null;
    }
    case "courseOverview":
      return { type: section.type, image: (await content.image(section.image.sys.id)) ?? null };
    case "pricingCards":
    case "individualPlans":
      return { type: section.type, words: await content.pricing() };
    default:
      return null;
  }
}

export function resolveSections(content: ContentService, sections: Section[]): Promise<SectionData[]> {
  return Promise.all(sections.map((section) => resolveSection(content, section)));
}

/**
 * A page's sections with their data, as a loader returns them (decision 0056): whole for a client-side
 * navigation, which renders them all; for a document, the islands' content is held back from the
 * hydration data and kept in the request state, where the server's render finds it (PageSections).
 */
export async function sendSections(context: Readonly<RouterContextProvider>, content: ContentService, sections: Section[]): Promise<SentSections> {
  const whole = { sections, data: await resolveSections(content, sections) };
  if (context.get(answerKind) !== "document") return whole;
  const sent = sectionsForHydration(whole.sections, whole.data);
  context.get(requestContext).heldSections.set(sent, whole);
  return sent;
}
