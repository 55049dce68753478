// The About page (spec §2.2 "/about-{brand}"; §2.6 mission, vision and values), a page entry like every
// marketing page. Its team tabs are the about route's own (their members come from the CMS).
import { brand } from "~/config/site";
import { brandPaths } from "~/domain/brand";
import type { MarketingPage } from "~/domain/page-sections";
import { SCHOOL_FIGURES } from "./shared";

export const aboutPage: MarketingPage = {
  path: brandPaths.about,
  title: `About {{brand}} | Live Spanish with native teachers`,
  description: `{{brand}} teaches Spanish in small live classes with native teachers: our mission, our values and the people behind the school.`,
  sections: [
    {
      type: "hero",
      eyebrow: `About {{brand}}`,
      title: "We teach Spanish the way people speak it",
      lines: [
        `{{brand}} is an online school where every class is live, small and led by a native teacher with a master’s degree.`,
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
  ],
};
