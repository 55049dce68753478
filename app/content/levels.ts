// Spec §3 "Levels": the three learner levels and the five courses by CEFR level, as the select-level step,
// the level test and its result show them (decision 0071). Their ids are the site's (app/domain/levels.ts).
import { entry } from "~/content/build";
import { LEVEL_CONTENT_TYPES } from "~/domain/content/levels";

const CREATED = "2026-01-12T09:00:00.000Z";

export const learnerLevels = [
  { level: "beginner", title: "Beginner", icon: "book", description: "New to Spanish, or you know a few words and phrases.", testDescription: "New to Spanish, or you know some words and everyday phrases (A1–A2)." },
  { level: "intermediate", title: "Intermediate", icon: "chat", description: "You get by in everyday situations and want to speak with more ease.", testDescription: "You get by in conversation and want to check where you stand (B1–B2)." },
  { level: "advanced", title: "Advanced", icon: "star", description: "You speak with confidence and want nuance, fluency and precision.", testDescription: "You speak with confidence and want to confirm a C1 level." },
].map((fields) => entry({ id: `learner-level-${fields.level}`, contentType: LEVEL_CONTENT_TYPES.level, createdAt: CREATED, fields }));

export const spanishLevels = [
  { course: "spanish-a1", title: "Spanish A1", badge: "A1", description: "First conversations: introduce yourself, ask questions, order food, talk about your day." },
  { course: "spanish-a2", title: "Spanish A2", badge: "A2", description: "Everyday life: past events, plans, directions, shopping and simple messages." },
  { course: "spanish-b1", title: "Spanish B1", badge: "B1", description: "Independent use: tell stories, give opinions and handle travel and work situations." },
  { course: "spanish-b2", title: "Spanish B2", badge: "B2", description: "Fluent discussion: debate, follow the news and write clear, detailed texts." },
  { course: "spanish-c1", title: "Spanish C1", badge: "C1", description: "Mastery: subtle grammar, idioms and register for work, study and culture." },
].map((fields) => entry({ id: `spanish-level-${fields.course.slice("spanish-".length)}`, contentType: LEVEL_CONTENT_TYPES.course, createdAt: CREATED, fields }));
