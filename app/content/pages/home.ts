// The home page (spec §2.5: its 13 sections in order; §3 "Fixed-copy entities"), a page entry at "/" like
// every marketing page. Figures are the spec's §9 facts.
import { stateApprovedProgramsPath } from "~/config/site";
import { FREE_TRIAL_PATH } from "~/domain/free-trial";
import { SCHOOL_FIGURES, SUCCESS_STORIES_HEADING, TESTIMONIALS_HEADING } from "./shared";
import type { MarketingPage } from "~/domain/page-sections";

const freeTrial = "Book Your Free Trial Now";

export const homePage: MarketingPage = {
  path: "/",
  title: `{{brand}} | Live online Spanish classes with native teachers`,
  description:
    "Learn Spanish in small live classes with native teachers who hold a master’s degree. Courses for adults, children aged 5–18 and schools. Try it free for {{trialDays}} days.",
  sections: [
    {
      type: "homeHero",
      title1: "Speak Spanish with confidence,",
      title2: "live with native teachers",
      desc1: "Small live classes online, for adults, children aged 5–18 and whole schools.",
      desc2: "Every teacher is a native speaker with a master’s degree.",
      desc3: "Try it free for {{trialDays}} days — no charge until your trial ends.",
      button1: freeTrial,
      button2: "Discover more",
      scrollElement: "our-courses",
    },
    { type: "trustedLogos", title: "Trusted by schools, universities and teams across the US" },
    {
      type: "solution",
      tag: "Our solution",
      title1: `Why learners and schools choose {{brand}}`,
      solutions: [
        { bold: "Live, not recorded.", text: "Every class is a real conversation with a teacher who corrects you as you speak." },
        { bold: "Native, qualified teachers.", text: "All of our teachers are native speakers who hold a master’s degree." },
        { bold: "Small groups.", text: "Classes have up to {{maxGroupSize}} students, so everyone speaks in every lesson." },
        { bold: "A curriculum that adds up.", text: "Structured levels aligned with ACTFL standards, from first words to fluent debate." },
      ],
      slogans: ["Habla hoy.", "Aprende para siempre."],
      button: { label: "See our state-approved programs", href: stateApprovedProgramsPath },
    },
    { type: "stats", id: "impact", title: "Our impact", intro: "Numbers we are proud of, earned one class at a time.", figures: SCHOOL_FIGURES },
    {
      type: "features",
      id: "individual-courses",
      title: "Individual courses for every goal",
      intro: "Choose the path that fits your life. Change your schedule with one week’s notice.",
      items: [
        { title: "Professionals", text: "Spanish for healthcare, business and public service.", href: "/for-professionals", icon: "briefcase" },
        { title: "Young learners", text: "Ages 5–18, grouped Grade 1&2, Grade 3-5, Middle School and High School.", href: "/for-parents", icon: "backpack" },
        { title: "Leisure & travel", text: "Order, ask, chat and explore with confidence.", href: "/for-individuals", icon: "plane" },
        { title: "Heritage speakers", text: "Read, write and speak the Spanish you grew up with.", href: "/for-heritage-speakers", icon: "home" },
      ],
      button: { label: freeTrial, href: FREE_TRIAL_PATH },
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "featuredCourses",
      id: "our-courses",
      tag: "Our courses",
      title: "Popular courses right now",
      intro: "Live classes, real progress reports and a teacher who knows your name.",
      viewAll: "View our courses",
      trialButton: freeTrial,
    },
    {
      type: "features",
      id: "institutions",
      tag: "For institutions",
      title: "Empowering language for institutions",
      intro: "From a single classroom to a whole district, we bring live Spanish and a complete curriculum.",
      items: [
        { title: "K-12 schools", text: "A curriculum for grades K–12 following ACTFL standards, licensed per teacher per level.", href: "/k-12-schools" },
        { title: "Higher education", text: "Credit-bearing and conversation courses taught live by native teachers.", href: "/higher-education" },
        { title: "Public sector & NGOs", text: "Serve Spanish-speaking communities with confidence and care.", href: "/public-sector-ngos" },
        { title: "Corporate organizations", text: "Team programs that fit around work, with progress reporting.", href: "/corporate-organizations" },
      ],
      button: { label: "Book a demo class", href: FREE_TRIAL_PATH },
      tone: "tinted",
    },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    { type: "cta" },
    { type: "latestArticles", id: "insights", tag: "Latest insights", title: "Ideas from our teachers", link: "Read more articles" },
    {
      type: "newsletter",
      title: "Get a little Spanish in your inbox",
      text: "One short letter a month: a phrase to try, a culture note and news about classes and events. Unsubscribe any time.",
      label: "Email address",
      button: "Subscribe",
    },
  ],
};
