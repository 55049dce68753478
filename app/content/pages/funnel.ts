// The funnel's own pages as content (issue #28; decision 0070): the free trial's page is a `page` entry like
// any marketing page; its route keeps the address answering with the pack's page when the space has none.
import { brandPaths } from "~/domain/brand";
import type { MarketingPage } from "~/domain/page-sections";

/** /try-{brand}-for-free (spec §2.3): what the trial is, how it works, what it includes. */
export const freeTrialPage: MarketingPage = {
  path: brandPaths.freeTrial,
  title: "Try {{brand}} free for {{trialDays}} days | Live Spanish classes",
  description: "Start a free {{trialDays}}-day trial of live Spanish classes with native teachers. No charge until your trial ends; cancel any time.",
  sections: [
    {
      type: "hero",
      eyebrow: "Free for {{trialDays}} days",
      title: "Try {{brand}} free for {{trialDays}} days",
      lines: ["Join live Spanish classes with a native teacher. There is no charge until your trial ends, and you can cancel any time before that."],
      primary: { label: "Start my free trial", href: "/individual-plans" },
      // With JavaScript and a scheduler, a popup over this page; else the /book-demo page.
      secondary: { label: "Book a demo class instead", href: "/book-demo" },
      scheduler: true,
    },
    {
      type: "timeline",
      id: "trial-steps",
      title: "How the trial works",
      steps: [
        { color: "teal", title: "Choose a weekly plan", desc: "One, two or three live classes a week. You won’t be charged during the {{trialDays}}-day trial." },
        { color: "coral", title: "Tell us about you", desc: "Your goals, your schedule and, if you like, a quick level test so we place you well." },
        { color: "sun", title: "Meet your teacher", desc: "Book your first class at a time that suits you and start speaking from minute one." },
      ],
    },
    {
      type: "text",
      id: "trial-included",
      title: "What’s included",
      paragraphs: [],
      bullets: [
        "{{classFormat:self}}",
        "{{classFormat:child}}",
        "Native teachers who all hold a master’s degree.",
        "A placement at your level, from complete beginner to advanced.",
        "Class materials and practice between lessons.",
        "Schedule changes with one week’s notice.",
      ],
    },
  ],
};
