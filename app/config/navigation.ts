// The header's mega-menus and the footer's columns (spec §2.1). Labels are the spec's menu labels.
import { formatUsd, INDIVIDUAL_PLANS } from "../domain/pricing";
import { brand } from "./site";
import { brandPaths } from "../domain/brand";

export type NavLink = { label: string; href: string; description?: string };
export type MegaMenu = { id: string; label: string; intro: string; links: NavLink[] };

export const megaMenus: MegaMenu[] = [
  {
    id: "individuals",
    label: "Individuals",
    intro: "Live classes for every age and goal, with native teachers who hold a master's degree.",
    links: [
      { label: "Professionals", href: "/for-professionals", description: "Spanish for work, from healthcare to business" },
      { label: "Young Learners", href: "/for-parents", description: "Ages 5–18, grouped by grade" },
      { label: "Leisure & Travel", href: "/for-individuals", description: "Conversation for trips and everyday life" },
      { label: "Heritage Speakers", href: "/for-heritage-speakers", description: "Grow the Spanish you grew up with" },
      { label: "Pricing", href: "/spanish-course-pricing", description: `Plans from ${formatUsd(Math.min(...INDIVIDUAL_PLANS.map((plan) => plan.perClassCents)))} per class` },
      { label: "Level test", href: "/level-test", description: "Find your level in minutes" },
    ],
  },
  {
    id: "solutions",
    label: "Organizations",
    intro: "Spanish programs and a K-12 curriculum for institutions of every size.",
    links: [
      { label: "K-12 Schools", href: "/k-12-schools", description: "A complete curriculum, grades K–12" },
      { label: "IB Schools", href: "/ib-schools", description: "Support for IB Spanish programs" },
      { label: "Higher Education", href: "/higher-education", description: "Courses for colleges and universities" },
      { label: "Public Sector & NGOs", href: "/public-sector-ngos", description: "Spanish for public service" },
      { label: "Private Sector", href: "/private-sector", description: "Teams that work with Spanish speakers" },
      { label: "Corporate Organizations", href: "/corporate-organizations", description: "Company-wide language programs" },
      { label: "Curriculum catalog", href: "/catalog", description: "Licenses per teacher, per level" },
    ],
  },
  {
    id: "resources",
    label: "Resources",
    intro: "Ideas, guides and stories from our teachers and learners.",
    links: [
      { label: "Articles", href: "/spanish-learning-articles" },
      { label: "eBooks", href: "/spanish-learning-ebooks" },
      { label: "Events", href: brandPaths.events },
      { label: "Case studies", href: "/spanish-case-studies" },
      { label: "Guides", href: "/spanish-learning-resources" },
      { label: "Learning hub", href: "/learning-hub" },
    ],
  },
];

export const footerColumns: Array<{ title: string; links: NavLink[] }> = [
  {
    title: "Learn",
    links: [
      { label: "Courses", href: "/spanish-courses-overview" },
      { label: "Pricing", href: "/spanish-course-pricing" },
      { label: "Individual plans", href: "/individual-plans" },
      { label: "Level test", href: "/level-test" },
      { label: "Free trial", href: brandPaths.freeTrial },
    ],
  },
  {
    title: "Organizations",
    links: [
      { label: "K-12 Schools", href: "/k-12-schools" },
      { label: "Higher Education", href: "/higher-education" },
      // Spec §2.1 records that the old mobile footer sent this entry to /private-sector; the right target is here.
      { label: "Public Sector & NGOs", href: "/public-sector-ngos" },
      { label: "Corporate Organizations", href: "/corporate-organizations" },
      { label: "Curriculum catalog", href: "/catalog" },
    ],
  },
  {
    title: brand.name,
    links: [
      { label: `About ${brand.name}`, href: brandPaths.about },
      { label: "Our teachers", href: `${brandPaths.about}/teachers` },
      { label: "Contact", href: brandPaths.contact },
      { label: "FAQs", href: "/faqs" },
      { label: "Events", href: brandPaths.events },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy policy", href: "/privacy-policy" },
  { label: "Terms and conditions", href: "/terms-and-conditions" },
  { label: "Cookies policy", href: "/cookies-policy" },
  { label: "Refunds", href: "/refund-and-cancellation-policy" },
  { label: "Accessibility", href: "/accessibility-statement" },
];
