// The funnel's own pages as content (issue #28; decision 0070): `page` entries like any marketing page; their
// routes keep the addresses answering with the pack's pages when the space has none.
import { brandPaths } from "~/domain/brand";
import { BOOK_DEMO_PATH } from "~/domain/free-trial";
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

/** /book-demo (spec §2.1 "Book demo"): the header's dialog as a page. Its demoBooking section's words are the dialog's too. */
export const bookDemoPage: MarketingPage = {
  path: BOOK_DEMO_PATH,
  title: "Book a free demo class | {{brand}}",
  description: "Book a free demo class with a native Spanish teacher and get advice on the right course.",
  sections: [
    {
      type: "hero",
      title: "Book a free demo class",
      lines: ["Meet one of our native teachers, see how a live class works and get advice on the right course for you or your school. The demo is free and there is nothing to install."],
    },
    {
      type: "demoBooking",
      noticeTitle: "Before you continue…",
      notice:
        "The calendar below is provided by our scheduling partner, Calendly. When you book, the name, email and answers you enter are shared with them so we can confirm your class. Read our [privacy policy] and [terms and conditions] to see how we look after your information.",
      calendarIntro: "Pick a day and time on our scheduling partner’s page:",
      calendarLink: "Open the calendar",
      newTabNote: "(opens Calendly in a new tab)",
      unavailable: "Online booking is not available right now. Please [send us a message] and we’ll find a time that suits you.",
    },
  ],
};

/** /contact-{brand}: questions to the school, by a form that works without JavaScript. */
export const contactPage: MarketingPage = {
  path: brandPaths.contact,
  title: "Contact {{brand}} | Questions about Spanish classes",
  description: "Write to the {{brand}} team about live Spanish classes, plans, young learners or K-12 curriculum licenses. We reply within one business day.",
  sections: [
    {
      type: "hero",
      eyebrow: "Contact",
      title: "Talk to the {{brand}} team",
      lines: ["Questions about classes, plans, young learners or licenses for your school — we reply within one business day.", "Prefer email or phone? {{email}} · {{phone}}"],
    },
    {
      type: "contactForm",
      title: "Send us a message",
      nameLabel: "Your name",
      emailLabel: "Email",
      organizationLabel: "School or organization (optional)",
      topicLabel: "Topic",
      messageLabel: "Message",
      messageHint: "At least a sentence; at most 4,000 characters.",
      button: "Send message",
      sending: "Sending…",
      sentTitle: "Thank you — your message is on its way.",
      sentText: "We’ll reply to you by email within one business day.",
    },
  ],
};

/** /level-test (spec §2.8): the level test's first screen; the test's own steps are the route's. */
export const levelTestPage: MarketingPage = {
  path: "/level-test",
  title: "Spanish level test | {{brand}}",
  description: "Take our free 40-question Spanish placement test and get your estimated CEFR level (A1–C1) and the course we recommend.",
  sections: [
    {
      type: "hero",
      title: "Spanish level test",
      lines: [
        "Forty questions on grammar, vocabulary, reading and listening. It takes about 20 minutes, it’s free, and you get your estimated CEFR level and the course we recommend right away.",
      ],
    },
    {
      type: "levelTestChoice",
      startButton: "Start the {{level}} test",
      unsureTitle: "Not sure your level?",
      unsureText: "Start with the beginner test: it covers the basics first, so you’ll see quickly where you stand.",
      unsureButton: "Take the test",
    },
  ],
};

/** /select-level (funnel step 4; also /your-level and their /external twins): not indexed, not in the sitemap. */
export const selectLevelPage: MarketingPage = {
  path: "/select-level",
  title: "Select your level | {{brand}}",
  description: "Choose your Spanish level and course before you book your first class.",
  sections: [
    { type: "hero", title: "Select your level", lines: ["So your teacher can prepare the right class. You can change it at any time."] },
    { type: "levelForm", levelLegend: "Your level", courseLegend: "Your course", testLink: "Not sure your level? Take the test", button: "Continue to booking" },
  ],
};
