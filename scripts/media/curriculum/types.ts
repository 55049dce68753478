// The source of the curriculum's sample units (issue #25): one file per level in units/<product slug>.ts,
// written for Spanish teachers. `npm run media:curriculum` turns each lesson into its five materials
// (lesson plan, student worksheet, slides, answer key as PDFs; the listening text as an MP3) under
// public/curriculum-files/, and writes the pack's unit and lesson entries (app/content/curriculum-units.ts).
// Teacher-facing text is in English; what students hear, read and say is in Spanish.

/** One step of the lesson plan, with its minutes; the steps' minutes add up to the lesson's. */
export type PlanStep = {
  minutes: number;
  /** What the teacher does, in order (English). */
  steps: string[];
  /** Lines the teacher says or writes in Spanish (optional), each with its English gloss: "¿Cómo estás? (How are you?)". */
  teacherSays?: string[];
};

/** A task on the worksheet: English instructions, then items in Spanish, each with its answer for the key. */
export type WorksheetTask = {
  instructions: string;
  items: { prompt: string; answer: string }[];
};

export type LessonSource = {
  number: number;
  /** "Saludos y despedidas: hello and goodbye" */
  title: string;
  minutes: number;
  /** What students will do, teacher-facing: "Greet a classmate and say goodbye using ¡Hola! and ¡Adiós!". */
  objectives: string[];
  /** ACTFL NCSSFL-ACTFL Can-Do statements for this lesson, learner-facing: "I can greet someone and say goodbye." */
  canDo: string[];
  /** The lesson's new words: Spanish with its article where it has one, and English. */
  vocabulary: { es: string; en: string }[];
  /** Materials the teacher prepares (English): "Two hand puppets", "Color flashcards". */
  prepare: string[];
  plan: { warmUp: PlanStep; input: PlanStep; practice: PlanStep; assessment: PlanStep; closing: PlanStep };
  /** Ideas for learners who need more support and for those ready for more (English). */
  differentiation: { support: string[]; extension: string[] };
  /** One slide a line group: a title and up to six short lines (Spanish, with English where useful). */
  slides: { title: string; lines: string[] }[];
  worksheet: WorksheetTask[];
  /** The listening text, in Spanish only, for the MP3 (30–90 seconds read aloud), with its comprehension questions. */
  listening: { title: string; script: string; questions: { prompt: string; answer: string }[] };
};

export type UnitSource = {
  /** The product (level) the unit belongs to: its slug in app/content/products.ts. */
  product: string;
  number: number;
  /** The unit's name exactly as the product lists it under "Units". */
  title: string;
  /** Two or three sentences for the teacher: what the unit covers and what students can do by its end. */
  summary: string;
  lessons: LessonSource[];
};
