// What the CMS-backed sections of a marketing page render once their loader resolved them (spec §2.6):
// app/lib/page-sections.server.ts fills these, the section components render them. They live in the
// domain so that neither side imports the other (decision 0032).
import type { Pricing } from "./content/pricing-words";
import type { DefaultCallToAction } from "./call-to-action";
import type { EntryCard } from "./collections/views";
import type { ArticleCard, CourseCard, SuccessStorySlide } from "./content/cards";
import type { RichTextDocument } from "./content/cms-schema";
import type { ImageRef } from "./content/image-ref";
import type { StateApproval } from "./state-approvals";

export type ArticleCardView = ArticleCard & { imageRef?: ImageRef };
/** `badge`: a most popular course's ("Most Popular"). */
export type CourseCardView = CourseCard & { imageRef?: ImageRef; badge?: string };
export type SuccessStoryView = SuccessStorySlide & { imageRef?: ImageRef };
export type Testimonial = { id: string; name: string; role: string; text: string; image?: ImageRef };
export type TrustedLogo = { id: string; name: string; logo?: ImageRef };
export type TeamMemberView = { id: string; name: string; role: string; description: string; image?: ImageRef; readMore: RichTextDocument };

/** One section's resolved data, index for index with the page's sections; null for a section with none. */
export type SectionData =
  | { type: "testimonials"; items: Testimonial[] }
  | { type: "trustedLogos"; logos: TrustedLogo[] }
  | { type: "successStories"; slides: SuccessStoryView[] }
  | { type: "featuredCourses" | "courseList"; cards: CourseCardView[] }
  | { type: "latestArticles" | "articleList"; cards: ArticleCardView[] }
  | { type: "team"; members: TeamMemberView[] }
  | { type: "stateApprovals"; states: StateApproval[] }
  | { type: "k12Programs"; cards: EntryCard[]; actionLabel: string }
  /** The price cards' words (decision 0072); the prices are the site's. */
  | { type: "pricingCards" | "individualPlans"; words: Pricing }
  /** The site's default call to action, which a `cta` section's own fields override (decision 0068). */
  | { type: "cta"; defaults: DefaultCallToAction }
  /** A solution's video, its captions and poster resolved from their assets (no data when it has none). */
  | { type: "solution"; video: SolutionVideo }
  /** A course overview's picture, from its image asset (none when the asset is missing). */
  | { type: "courseOverview"; image: ImageRef | null }
  | null;

/** A solution's video as the page plays it. */
export type SolutionVideo = { src: string; title: string; captions?: string; poster?: string };
