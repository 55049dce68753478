// The site's navigation (spec §2.1; decision 0067): the header's three mega-menus, the footer's columns and
// legal links. Labels are the spec's menu labels. {{tokens}} are the site's facts (decision 0025).
import { entry } from "~/content/build";
import { NAVIGATION_CONTENT_TYPES } from "~/domain/content/navigation";

const CREATED = "2026-01-12T09:00:00.000Z";
const linkTo = (id: string) => ({ sys: { id, type: "Link" as const, linkType: "Entry" as const } });

/** Every link, by id: one entry per destination and wording, shared by the menus that show it. */
const LINKS: Record<string, { label: string; href: string; description?: string }> = {
  "nav-professionals": { label: "Professionals", href: "/for-professionals", description: "Spanish for work, from healthcare to business" },
  "nav-young-learners": { label: "Young Learners", href: "/for-parents", description: "Ages 5–18, grouped by grade" },
  "nav-leisure-travel": { label: "Leisure & Travel", href: "/for-individuals", description: "Conversation for trips and everyday life" },
  "nav-heritage-speakers": { label: "Heritage Speakers", href: "/for-heritage-speakers", description: "Grow the Spanish you grew up with" },
  "nav-pricing-menu": { label: "Pricing", href: "/spanish-course-pricing", description: "Plans from {{lowestPerClass}} per class" },
  "nav-level-test-menu": { label: "Level test", href: "/level-test", description: "Find your level in minutes" },
  "nav-k12-menu": { label: "K-12 Schools", href: "/k-12-schools", description: "A complete curriculum, grades K–12" },
  "nav-ib-schools": { label: "IB Schools", href: "/ib-schools", description: "Support for IB Spanish programs" },
  "nav-higher-education-menu": { label: "Higher Education", href: "/higher-education", description: "Courses for colleges and universities" },
  "nav-public-sector-menu": { label: "Public Sector & NGOs", href: "/public-sector-ngos", description: "Spanish for public service" },
  "nav-private-sector": { label: "Private Sector", href: "/private-sector", description: "Teams that work with Spanish speakers" },
  "nav-corporate-menu": { label: "Corporate Organizations", href: "/corporate-organizations", description: "Company-wide language programs" },
  "nav-catalog-menu": { label: "Curriculum catalog", href: "/catalog", description: "Licenses per teacher, per level" },
  "nav-articles": { label: "Articles", href: "/spanish-learning-articles" },
  "nav-ebooks": { label: "eBooks", href: "/spanish-learning-ebooks" },
  "nav-events": { label: "Events", href: "/hablarte-spanish-events" },
  "nav-case-studies": { label: "Case studies", href: "/spanish-case-studies" },
  "nav-guides": { label: "Guides", href: "/spanish-learning-resources" },
  "nav-learning-hub": { label: "Learning hub", href: "/learning-hub" },
  "nav-courses": { label: "Courses", href: "/spanish-courses-overview" },
  "nav-pricing": { label: "Pricing", href: "/spanish-course-pricing" },
  "nav-individual-plans": { label: "Individual plans", href: "/individual-plans" },
  "nav-level-test": { label: "Level test", href: "/level-test" },
  "nav-free-trial": { label: "Free trial", href: "/try-hablarte-for-free" },
  "nav-k12": { label: "K-12 Schools", href: "/k-12-schools" },
  "nav-higher-education": { label: "Higher Education", href: "/higher-education" },
  // Spec §2.1 records that the old mobile footer sent this entry to /private-sector; the right target is here.
  "nav-public-sector": { label: "Public Sector & NGOs", href: "/public-sector-ngos" },
  "nav-corporate": { label: "Corporate Organizations", href: "/corporate-organizations" },
  "nav-catalog": { label: "Curriculum catalog", href: "/catalog" },
  "nav-about": { label: "About {{brand}}", href: "/about-hablarte" },
  "nav-our-teachers": { label: "Our teachers", href: "/about-hablarte/teachers" },
  "nav-contact": { label: "Contact", href: "/contact-hablarte" },
  "nav-faqs": { label: "FAQs", href: "/faqs" },
  "nav-privacy": { label: "Privacy policy", href: "/privacy-policy" },
  "nav-terms": { label: "Terms and conditions", href: "/terms-and-conditions" },
  "nav-cookies": { label: "Cookies policy", href: "/cookies-policy" },
  "nav-refunds": { label: "Refunds", href: "/refund-and-cancellation-policy" },
  "nav-accessibility": { label: "Accessibility", href: "/accessibility-statement" },
};

const MENUS: Record<string, { title: string; intro?: string; links: string[] }> = {
  individuals: {
    title: "Individuals",
    intro: "Live classes for every age and goal, with native teachers who hold a master's degree.",
    links: ["nav-professionals", "nav-young-learners", "nav-leisure-travel", "nav-heritage-speakers", "nav-pricing-menu", "nav-level-test-menu"],
  },
  solutions: {
    title: "Organizations",
    intro: "Spanish programs and a K-12 curriculum for institutions of every size.",
    links: ["nav-k12-menu", "nav-ib-schools", "nav-higher-education-menu", "nav-public-sector-menu", "nav-private-sector", "nav-corporate-menu", "nav-catalog-menu"],
  },
  resources: {
    title: "Resources",
    intro: "Ideas, guides and stories from our teachers and learners.",
    links: ["nav-articles", "nav-ebooks", "nav-events", "nav-case-studies", "nav-guides", "nav-learning-hub"],
  },
  "footer-learn": { title: "Learn", links: ["nav-courses", "nav-pricing", "nav-individual-plans", "nav-level-test", "nav-free-trial"] },
  "footer-organizations": { title: "Organizations", links: ["nav-k12", "nav-higher-education", "nav-public-sector", "nav-corporate", "nav-catalog"] },
  "footer-school": { title: "{{brand}}", links: ["nav-about", "nav-our-teachers", "nav-contact", "nav-faqs", "nav-events"] },
};

export const navigationLinks = Object.entries(LINKS).map(([id, fields]) => entry({ id, contentType: NAVIGATION_CONTENT_TYPES.link, createdAt: CREATED, fields }));

export const navigationMenus = Object.entries(MENUS).map(([id, { links, ...fields }]) =>
  entry({ id, contentType: NAVIGATION_CONTENT_TYPES.menu, createdAt: CREATED, fields: { ...fields, links: links.map(linkTo) } }),
);

const SITE_NAVIGATION_ENTRY_ID = "site-navigation";

export const siteNavigationEntry = entry({
  id: SITE_NAVIGATION_ENTRY_ID,
  contentType: NAVIGATION_CONTENT_TYPES.site,
  createdAt: CREATED,
  fields: {
    internalName: "Site navigation",
    headerMenus: ["individuals", "solutions", "resources"].map(linkTo),
    headerLinks: ["nav-pricing"].map(linkTo),
    footerBlurb: "Live online Spanish classes with native teachers for learners of every age, and a K-12 curriculum that follows ACTFL standards.",
    footerColumns: ["footer-learn", "footer-organizations", "footer-school"].map(linkTo),
    legalLinks: ["nav-privacy", "nav-terms", "nav-cookies", "nav-refunds", "nav-accessibility"].map(linkTo),
    copyright: "© {{year}} {{brand}}. Live Spanish classes with native teachers.",
    // Spec §2.1's labels.
    skipLinkLabel: "Skip to content",
    loginLabel: "Login",
    signInLabel: "Sign In",
    demoButtonLabel: "Book demo",
    demoDialogTitle: "Book a free demo class",
    trialButtonLabel: "Book Your Free Trial Now",
    menuLabel: "Menu",
    consentManagerLabel: "Cookies Consent Manager",
    homeLabel: "Home",
  },
});
