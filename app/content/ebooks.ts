// Free eBooks (/spanish-learning-ebooks). Each links its cover (an SVG) and the PDF itself (public/ebooks/…),
// both listed in assets-library.ts; `pages` is the real page count of the PDF, and `body` says what's inside.
import type { RichTextNode } from "~/domain/content/cms-schema";
import { assetLink, doc, entry, h3, h4, p, ul } from "~/content/build";

type EBookInput = {
  slug: string;
  createdAt: string;
  title: string;
  summary: string;
  audience: string;
  pages: number;
  body: RichTextNode[];
};

function ebook(e: EBookInput) {
  return entry({
    id: `ebook-${e.slug}`,
    contentType: "eBook",
    createdAt: e.createdAt,
    fields: {
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      audience: e.audience,
      pages: e.pages,
      cover: assetLink(`img-ebook-${e.slug}`),
      file: assetLink(`file-ebook-${e.slug}`),
      body: doc(...e.body),
    },
  });
}

export const ebooks = [
  ebook({
    slug: "raising-a-spanish-speaker",
    createdAt: "2026-09-08T14:00:00.000Z",
    title: "The Parent’s Guide to Raising a Spanish Speaker",
    summary:
      "Everyday ways to make Spanish part of family life, whether you grew up speaking it or are learning alongside your kids. Includes phrases for daily routines and a four-week starter plan.",
    audience: "Parents and caregivers of children ages 5–18",
    pages: 8,
    body: [
      h3("What’s inside"),
      p(
        "Raising a Spanish speaker is not about turning your home into a classroom. It is about giving Spanish a real place in your family’s week: in the songs you sing in the car, the questions you ask at dinner and the stories you read at bedtime. This guide shows you how, in nine short chapters.",
      ),
      ul(
        "Why start now, and why it is never too late",
        "You don’t need to be fluent",
        "Choose a family language plan",
        "Everyday Spanish at home: phrases for mornings, meals, play and bedtime",
        "Make it fun: songs, books, games and screens",
        "What to expect at each age, from Grade 1&2 to High School",
        "When things get bumpy: mixing languages and “I don’t want to speak Spanish”",
        "Working with a teacher",
        "Your four-week starter plan",
      ),
      h4("Who it’s for"),
      p(
        "Parents who speak Spanish and want their children to keep it, and parents who don’t speak a word yet but want to give their kids a second language. Every phrase comes with an English translation, so you can start tonight.",
      ),
      h4("Good to know"),
      p(
        "The guide is a free 8-page PDF that you can read on your phone or print. Keep the everyday phrases from chapter 4 on the fridge, and come back to chapter 7 whenever motivation dips.",
      ),
    ],
  }),
  ebook({
    slug: "spanish-phrases-for-healthcare-workers",
    createdAt: "2026-09-29T14:00:00.000Z",
    title: "100 Spanish Phrases for Healthcare Workers",
    summary:
      "One hundred practical phrases for welcoming patients, taking a history, guiding an exam and explaining medications, all in the respectful usted form, with English translations and a pronunciation guide.",
    audience: "Nurses, physicians, medical assistants and front-desk teams",
    pages: 8,
    body: [
      h3("What’s inside"),
      p(
        "A few words in a patient’s own language change the whole visit. This booklet gathers 100 phrases that clinical and front-desk teams use every day, numbered and organized in the order a visit usually unfolds.",
      ),
      ul(
        "Before you start: using usted, matching the patient’s gender, and how Spanish spelling sounds",
        "Greetings and introductions",
        "Front desk and registration",
        "Medical history",
        "Symptoms and pain",
        "The physical exam",
        "Medications",
        "Tests and procedures",
        "Instructions and follow-up",
        "Comfort and reassurance",
        "Bonus: parts of the body, and the answers patients usually give",
      ),
      h4("Who it’s for"),
      p(
        "Anyone who greets, registers, examines or cares for Spanish-speaking patients: nurses, physicians, medical assistants, therapists and front-desk staff, whether you are starting from zero or brushing up.",
      ),
      h4("A word on interpreters"),
      p(
        "These phrases help you welcome patients, give simple instructions and build rapport. They do not replace a qualified medical interpreter, and the booklet explains when to call one: for consent, diagnoses, treatment plans and any conversation where a misunderstanding could cause harm.",
      ),
    ],
  }),
  ebook({
    slug: "building-a-k12-spanish-program",
    createdAt: "2026-10-20T14:00:00.000Z",
    title: "Building a K-12 Spanish Program: A Planning Guide for Administrators",
    summary:
      "A step-by-step guide for school and district leaders: setting goals, choosing a program model, setting ACTFL-based proficiency targets, staffing, curriculum, assessment and budget, with a twelve-month timeline.",
    audience: "School and district administrators, world-language coordinators",
    pages: 7,
    body: [
      h3("What’s inside"),
      p(
        "Building a Spanish program that lasts from kindergarten to graduation takes more than hiring a teacher and choosing a textbook. This guide walks you through the decisions that shape a K-12 program, with questions to discuss with your team at the end of each chapter.",
      ),
      ul(
        "Start with your goals",
        "Choose a program model: exploratory, sequential elementary, immersion and secondary courses",
        "Set proficiency targets with ACTFL: the proficiency levels, the five Cs and the three modes of communication",
        "Plan staffing and scheduling, including live online classes for campuses that cannot hire",
        "Choose a curriculum, and how per-teacher, per-level licenses work",
        "Measure progress",
        "Build the budget",
        "Bring families and your board along",
        "A twelve-month planning timeline",
        "Launch checklist",
      ),
      h4("Who it’s for"),
      p(
        "Principals, superintendents, curriculum directors and world-language coordinators who are starting a Spanish program, extending one into new grades, or bringing Spanish to campuses that have struggled to hire.",
      ),
      h4("Use it with your team"),
      p(
        "The guide includes a fill-in table for proficiency targets by grade band, a list of budget line items and a launch checklist, so it works as the agenda for your first planning meetings.",
      ),
    ],
  }),
  ebook({
    slug: "travel-spanish-pocket-guide",
    createdAt: "2026-11-10T14:00:00.000Z",
    title: "Travel Spanish Pocket Guide",
    summary:
      "The phrases you actually need on a trip, from asking for directions and ordering dinner to handling an emergency, plus the words that change from Spain to Latin America. Sized to print and fold.",
    audience: "Travelers, from first-timers to returning visitors",
    pages: 8,
    body: [
      h3("What’s inside"),
      p(
        "You don’t need perfect Spanish to have a wonderful trip. You need a handful of polite, practical phrases and the confidence to say them out loud. This half-letter guide fits in a bag or a jacket pocket.",
      ),
      ul(
        "Sounds in two minutes",
        "The essentials",
        "Numbers, days and time",
        "Getting around",
        "At the hotel",
        "Eating out, including how to explain food allergies",
        "Shopping",
        "Emergencies and health",
        "Small talk",
        "Same thing, different word: Spain and Latin America",
        "Good to know: greetings, mealtimes and tipping",
      ),
      h4("Who it’s for"),
      p(
        "Anyone heading to a Spanish-speaking country, whether it is your first trip or you want to get past “hola” and “gracias” this time. Every phrase has an English translation.",
      ),
      h4("Before you go"),
      p(
        "Read it once on the plane, then keep it handy. The emergencies page reminds you to save the local emergency number and the address of the nearest U.S. embassy or consulate before you travel.",
      ),
    ],
  }),
];
