// A marketing page is a list of sections (AstroWind's landing pages; spec §2.6 "Reusable page sections"
// and §3 "Fixed-copy entities"). Each section is data; app/components/sections/page-sections.tsx
// renders it. Sections marked "from the CMS" take their items from the content layer.


/** A link to an asset of the CMS, as an entry holds it. */
export type AssetLink = { sys: { id: string; type: "Link"; linkType: "Asset" } };
export type Link = { label: string; href: string };

export type IconName =
  | "chat"
  | "teacher"
  | "calendar"
  | "group"
  | "certificate"
  | "globe"
  | "school"
  | "heart"
  | "briefcase"
  | "backpack"
  | "plane"
  | "home"
  | "book"
  | "chart"
  | "shield"
  | "star"
  | "clock"
  | "check"
  | "target"
  | "lightbulb"
  | "wallet"
  | "card";

/** §3 Challenge: a problem (top) and how we solve it (bottom). */
export type Challenge = {
  iconTop: IconName;
  titleTop: string;
  descTop: string;
  iconBottom: IconName;
  titleBottom: string;
  descBottom: string;
};

/** §3 Comparison table: headers, and rows of {icon, color, text} cells. */
export type ComparisonCell = { icon: "check" | "cross" | "partial" | "none"; color: "green" | "red" | "amber" | "gray"; text: string };

/** §3 "Solution": why learners choose the school, with slogans and an optional button and video. */
export type Solution = {
  tag: string;
  title1: string;
  solutions: Array<{ bold: string; text: string }>;
  slogans: string[];
  button?: Link;
  /** A video from the media library (decision 0083): its title names the player; captions and a poster are assets too. */
  video?: AssetLink;
  videoTitle?: string;
  videoCaptions?: AssetLink;
  videoPoster?: AssetLink;
};

/**
 * A section, and in an editor's preview only the id of the section entry it comes from: Live Preview's
 * inspector opens that entry when the section is clicked (decision 0065).
 */
export type Section = SectionContent & { entryId?: string };

type SectionContent =
  /** §2.5 section 1, §3 "Header": two title lines, three lines, the trial button and 'Discover more' to an anchor. */
  | { type: "homeHero"; title1: string; title2: string; desc1: string; desc2: string; desc3: string; button1: string; button2: string; scrollElement: string }
  | ({ type: "solution" } & Solution)
  | {
      type: "hero";
      eyebrow?: string;
      title: string;
      /** Short description lines under the title. */
      lines: string[];
      primary?: Link;
      secondary?: Link;
      /** The second button opens the demo scheduler in a popup over the page (its link without JavaScript or a scheduler). */
      scheduler?: boolean;
    }
  | { type: "features"; id: string; tag?: string; title: string; intro?: string; items: Array<{ title: string; text: string; href?: string; icon?: IconName }>; button?: Link; tone?: "plain" | "tinted" }
  | { type: "stats"; id: string; title: string; intro?: string; figures: Array<{ value: string; label: string }> }
  | { type: "challenges"; id: string; title: string; intro?: string; items: Challenge[] }
  | { type: "comparison"; id: string; title: string; intro?: string; caption: string; headers: string[]; rows: Array<{ label: string; cells: ComparisonCell[] }> }
  | { type: "timeline"; id: string; title: string; intro?: string; steps: Array<{ color: "teal" | "coral" | "sun" | "slate"; title: string; desc: string }> }
  | { type: "faq"; id: string; title: string; intro?: string; items: Array<{ question: string; answer: string }> }
  | { type: "missionVisionValues"; id: string; title: string; items: Array<{ icon: IconName; title: string; description: string }> }
  /** The image is an asset of the CMS (its title is the text alternative); the section's data brings it as a picture. */
  | { type: "courseOverview"; id: string; image: AssetLink; title: string; description: string; listTitle: string; list: string[] }
  | { type: "text"; id: string; tag?: string; title: string; paragraphs: string[]; bullets?: string[]; button?: Link }
  | { type: "cta"; title?: string; description?: string; buttonText?: string; buttonLink?: string }
  /** From the CMS: the testimonials carousel (§2.6). */
  | { type: "testimonials"; badge: string; title: string }
  /** From the CMS: the trusted-by logo strip (§2.6). */
  | { type: "trustedLogos"; title: string }
  /** From the CMS: course cards (§2.6), all courses or the ones named. */
  | { type: "courseList"; id: string; tag?: string; title: string; intro?: string; courseIds?: string[]; limit?: number; button?: Link }
  /** From the CMS: the home page's courses (HOME_COURSE_IDS, else the newest three), 'view all' and the trial button. */
  | { type: "featuredCourses"; id: string; tag?: string; title: string; intro?: string; viewAll: string; trialButton: string }
  /** From the CMS: the three latest articles and a link to them all (§2.5). */
  | { type: "latestArticles"; id: string; tag?: string; title: string; link: string }
  /** The newsletter signup (§5, §7); it posts to the home page's action. */
  | { type: "newsletter"; title: string; text: string; label: string; button: string }
  /** From the CMS: the latest article cards (§2.6). */
  | { type: "articleList"; id: string; title: string; limit: number; button?: Link }
  /** From the CMS: the success-stories carousel (§2.6). */
  | { type: "successStories"; title: string; button: string }
  /** From the CMS: team-member cards with 'read more' (§2.6). */
  | { type: "team"; id: string; title: string; intro?: string; group: "academic-team" | "teachers" }
  /** From the CMS: the states whose Departments of Education approve our K-12 programs, with the programs. */
  | { type: "stateApprovals"; id: string; title: string; intro?: string }
  /** From the CMS: the K-12 programs, one card per grade band. */
  | { type: "k12Programs"; id: string; title: string; intro?: string }
  /** From the domain's pricing constants (§9). */
  | { type: "pricingCards"; id: string; title: string; intro?: string }
  | { type: "individualPlans"; id: string; title: string; intro?: string }
  | { type: "paymentOptions"; id: string; title: string }
  /**
   * Spec §2.1 "Book demo": the notice before the embedded scheduler ("Before you continue…", with [privacy policy]
   * and [terms and conditions] links), the calendar as a link without JavaScript, and what to do when the site has
   * no scheduler ([send us a message]). The /book-demo page's, also read by the header's dialog and the booking steps.
   */
  | ({ type: "demoBooking" } & BookingWords)
  /** The contact page's form (/contact-{brand}): its heading, labels, button and thanks; what it does is the route's. */
  | ({ type: "contactForm" } & ContactFormWords)
  /** The select-level step's form (funnel step 4): its legends, the level test's link and its button; the levels are entries of their own. */
  | { type: "levelForm"; levelLegend: string; courseLegend: string; testLink: string; button: string }
  /** The level test's first screen: each level's button ("Start the {{level}} test") and the box for the unsure. */
  | { type: "levelTestChoice"; startButton: string; unsureTitle: string; unsureText: string; unsureButton: string };

export type ContactFormWords = {
  title: string;
  nameLabel: string;
  emailLabel: string;
  organizationLabel: string;
  topicLabel: string;
  messageLabel: string;
  messageHint: string;
  button: string;
  sending: string;
  sentTitle: string;
  sentText: string;
};

export type BookingWords = { noticeTitle: string; notice: string; calendarIntro: string; calendarLink: string; newTabNote: string; unavailable: string };

export type SectionType = Section["type"];

export type MarketingPage = {
  /** The page's path, e.g. "/for-parents". */
  path: string;
  title: string;
  description: string;
  sections: Section[];
};
