// The About page's fixed copy (spec §2.2 "/about-{brand}/:tab?"; §2.6 mission, vision and values).
import { SCHOOL_FIGURES } from "./figures";
import { brand } from "~/config/site";
import type { Section } from "~/domain/page-sections";

export const ABOUT_TABS = [
  { id: "academic-team", label: "Academic team", intro: "The people who design our curriculum, train our teachers and look after every school partnership." },
  { id: "teachers", label: "Teachers", intro: "Native speakers from across the Spanish-speaking world, each with a master’s degree, who make every class a real conversation." },
] as const;

export type AboutTab = (typeof ABOUT_TABS)[number]["id"];

export const aboutSections: Section[] = [
  {
    type: "hero",
    eyebrow: `About ${brand.name}`,
    title: "We teach Spanish the way people speak it",
    lines: [
      `${brand.name} is an online school where every class is live, small and led by a native teacher with a master’s degree.`,
      "We teach adults, children aged 5–18 and whole schools, with one structured curriculum that follows ACTFL standards.",
    ],
    primary: { label: "Book Your Free Trial Now", href: `/try-${brand.slug}-for-free` },
    secondary: { label: "Contact us", href: `/contact-${brand.slug}` },
  },
  {
    type: "missionVisionValues",
    id: "mission",
    title: "What drives us",
    items: [
      { icon: "target", title: "Mission", description: "Give every learner a real conversation in Spanish from the first class, with a teacher who knows their name and their goals." },
      { icon: "globe", title: "Vision", description: "A country where speaking Spanish is an everyday skill, learned at any age and in any school, not a privilege of a few." },
      { icon: "heart", title: "Values", description: "Respect for every accent and culture of the Spanish-speaking world, honesty about progress, and care for learners of every age." },
    ],
  },
  {
    type: "stats",
    id: "numbers",
    title: "A school that keeps growing",
    figures: SCHOOL_FIGURES,
  },
];
