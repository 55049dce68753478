// Fixed copy of the hot-site landings (spec §2.7), per variant. The CMS entry supplies the title,
// testimonials, questions, level tabs and tutorials; this file the words around them. {{tokens}} are the
// site's facts (the site-settings and pricing entries'), filled in by the landing (decisions 0025, 0082).
import type { SiteVariant } from "~/domain/hot-site";

export type LandingCopy = {
  eyebrow: string;
  /** Used when the CMS entry can't be read. */
  fallbackTitle: string;
  lines: string[];
  badges: string[];
  questionnaireTitle: string;
  questionnaireIntro: string;
  testimonialsTitle: string;
  levelsTitle: string;
  levelsIntro: string;
  tutorialsTitle: string;
  closingTitle: string;
  closingText: string;
};

/** §9 programme facts every landing can show as badges. */
const FACT_BADGES = {
  teachers: "Native teachers with a master’s degree",
  trial: "{{trialDays}} days free, no charge until the trial ends",
  states: "Approved by the Departments of Education of {{approvedStates}} states",
  learners: "{{studentsTaught}} students",
  groups: "Small groups of up to {{maxGroupSize}} students",
};

export const LANDING_COPY: Record<SiteVariant, LandingCopy> = {
  parents: {
    eyebrow: "Young learners, ages 5–18",
    fallbackTitle: "Live Spanish classes for kids and teens, with native teachers",
    lines: [
      "Your child learns with kids their own age: Grade 1&2, Grade 3-5, Middle School or High School.",
      "Answer three quick questions and we’ll suggest the right group.",
    ],
    badges: [FACT_BADGES.teachers, FACT_BADGES.trial, FACT_BADGES.states, FACT_BADGES.groups],
    questionnaireTitle: "Find the right class for your child",
    questionnaireIntro: "Tap an answer and we’ll move on to the next question.",
    testimonialsTitle: "What parents tell us",
    levelsTitle: "What your child will be able to do",
    levelsIntro: "Every group follows a clear path, from first words to confident conversations.",
    tutorialsTitle: "Short guides for parents",
    closingTitle: "Ready for your child’s first class?",
    closingText: "Choose a weekly plan and start with {{trialDays}} free days. There is no charge until the trial ends.",
  },
  professionals: {
    eyebrow: "Spanish for work",
    fallbackTitle: "Spanish for professionals who need it at work",
    lines: [
      "Live classes with native teachers, built around the conversations you have at work.",
      "Answer a few quick questions and we’ll match you with the right course.",
    ],
    badges: [FACT_BADGES.teachers, FACT_BADGES.trial, FACT_BADGES.learners, FACT_BADGES.groups],
    questionnaireTitle: "Find your course in under a minute",
    questionnaireIntro: "Tap an answer and we’ll move on to the next question.",
    testimonialsTitle: "Professionals who use their Spanish every day",
    levelsTitle: "What you’ll be able to do at each level",
    levelsIntro: "Start where you are: each level builds on the last.",
    tutorialsTitle: "Short guides for busy professionals",
    closingTitle: "Start speaking Spanish at work",
    closingText: "Pick 1, 2 or 3 classes a week and try the first {{trialDays}} days free.",
  },
  heritage: {
    eyebrow: "For heritage speakers",
    fallbackTitle: "Spanish for heritage speakers: build on what you already know",
    lines: [
      "You grew up hearing Spanish. Now read, write and speak it with confidence.",
      "Answer a few quick questions and we’ll find your starting point.",
    ],
    badges: [FACT_BADGES.teachers, FACT_BADGES.trial, FACT_BADGES.learners, FACT_BADGES.groups],
    questionnaireTitle: "Find your starting point",
    questionnaireIntro: "Tap an answer and we’ll move on to the next question.",
    testimonialsTitle: "Heritage speakers in their own words",
    levelsTitle: "Where each level takes you",
    levelsIntro: "Classes respect the Spanish you already speak and add what school never taught you.",
    tutorialsTitle: "Short guides for heritage speakers",
    closingTitle: "Make your Spanish your own",
    closingText: "Choose a weekly plan and start with {{trialDays}} free days. There is no charge until the trial ends.",
  },
  leisure: {
    eyebrow: "Travel, culture and fun",
    fallbackTitle: "Spanish for travel, culture and the joy of it",
    lines: [
      "Relaxed live classes with native teachers, for trips, family, friends or simply for you.",
      "Answer a few quick questions and we’ll suggest where to start.",
    ],
    badges: [FACT_BADGES.teachers, FACT_BADGES.trial, FACT_BADGES.learners, FACT_BADGES.groups],
    questionnaireTitle: "Plan your Spanish adventure",
    questionnaireIntro: "Tap an answer and we’ll move on to the next question.",
    testimonialsTitle: "Learners who took their Spanish on the road",
    levelsTitle: "What you’ll be able to do at each level",
    levelsIntro: "From ordering a coffee to chatting about your travels.",
    tutorialsTitle: "Short guides to get you started",
    closingTitle: "Your first week is on us",
    closingText: "Pick 1, 2 or 3 classes a week and try the first {{trialDays}} days free.",
  },
};

/** §2.7 "Download and 'free' links": both lead to the hot-site individual plans. */
export const LANDING_LINKS = {
  free: { label: "Start free for {{trialDays}} days", href: "/external/individual-plans" },
  download: { label: "Download the free starter guide", href: "/external/individual-plans#starter-guide" },
};
