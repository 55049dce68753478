// The four K-12 programs, one per grade band (/K12-program/:id). `levels` match the `level` of the
// band's products in the catalog (app/content/products.ts); `approvedStates` lists the states whose
// Departments of Education approve the program (11 states across the four programs).
import type { RichTextNode } from "~/domain/content/cms-schema";
import { assetLink, doc, entry, h3, p, pLink, ul } from "~/content/build";
import type { GradeBand } from "~/domain/content/content-types";

type ProgramInput = {
  slug: string;
  createdAt: string;
  title: string;
  gradeBand: GradeBand;
  summary: string;
  levels: string[];
  approvedStates: string[];
  image: string;
  body: RichTextNode[];
};

/** "Texas", "Texas and Florida", "Texas, Florida and Arizona". */
function listStates(states: string[]): string {
  if (states.length < 2) return states.join("");
  return `${states.slice(0, -1).join(", ")} and ${states[states.length - 1]}`;
}

/** The closing paragraph every program shares: its state approvals. */
function approvals(states: string[]): RichTextNode {
  return p(
    `This program is approved by the Departments of Education of ${listStates(states)}. Across all grade bands, the {{brand}} curriculum is approved in {{approvedStates}} states, so districts in those states can adopt it with confidence.`,
  );
}

function program(input: ProgramInput) {
  return entry({
    id: `k12-${input.slug}`,
    contentType: "k12Program",
    createdAt: input.createdAt,
    fields: {
      slug: input.slug,
      title: input.title,
      gradeBand: input.gradeBand,
      summary: input.summary,
      levels: input.levels,
      approvedStates: input.approvedStates,
      image: assetLink(input.image),
      body: doc(...input.body),
    },
  });
}

const K2_STATES = ["Texas", "California", "Florida", "New York", "Illinois", "Arizona", "Colorado", "New Mexico"];
const G35_STATES = [
  "Texas",
  "California",
  "Florida",
  "New York",
  "Illinois",
  "Arizona",
  "Georgia",
  "North Carolina",
  "New Mexico",
  "Washington",
];
const G68_STATES = ["Texas", "California", "Florida", "Illinois", "Colorado", "Georgia", "North Carolina", "Washington"];
const G912_STATES = [
  "Texas",
  "Florida",
  "New York",
  "Arizona",
  "Colorado",
  "Georgia",
  "North Carolina",
  "New Mexico",
  "Washington",
];

export const k12Programs = [
  program({
    slug: "early-elementary-spanish",
    createdAt: "2025-05-05T09:00:00.000Z",
    title: "Early Elementary Spanish, Grades K–2",
    gradeBand: "K–2",
    summary:
      "A playful first step into Spanish for kindergarten through second grade. Children learn through songs, stories, movement and games, and leave ready to greet, name and describe their world in Spanish.",
    levels: ["Level 1", "Level 2", "Level 3"],
    approvedStates: K2_STATES,
    image: "img-k12-k2",
    body: [
      h3("What students learn"),
      p(
        "Young children pick up a new language the way they learned their first one: by hearing it, moving to it and playing with it. In K–2, students learn to greet classmates, talk about how they feel, name colors, numbers, animals and family members, and follow simple classroom directions in Spanish. By the end of Level 3 they answer questions with words and short phrases, sing along with confidence and begin to read simple words and sentences.",
      ),
      h3("Unit themes"),
      ul(
        "¡Hola! Greetings, names and feelings",
        "Mi familia: the people at home",
        "Los colores y los números: counting and colors through songs",
        "Los animales: farm, jungle and ocean animals",
        "¿Qué tiempo hace? Weather and seasons",
        "Mi día: simple daily routines and community helpers",
      ),
      h3("How teachers use it"),
      p(
        "Schools choose how the program is taught. Our native teachers, who all hold a master's degree, can teach live online classes streamed into your classroom while a classroom teacher stays in the room. Or your own teachers can teach the curriculum with their licenses, using a teacher guide written for non-specialists, ready-made slides and audio recorded by native speakers. Many schools combine both as their program grows.",
      ),
      h3("Assessment and ACTFL alignment"),
      p(
        "The program follows ACTFL's World-Readiness Standards for Learning Languages. Assessment at this age is playful and based on observation: picture-based listening checks, short show-and-tell tasks and can-do checklists that teachers complete as children play and sing. Students move from Novice Low toward Novice Mid, with progress teachers can share with families.",
      ),
      h3("What your school gets"),
      ul(
        "Three levels of lessons, each with a teacher guide, slides, songs and native-speaker audio",
        "Printable student activities, picture cards and take-home pages for families",
        "Can-do checklists and simple performance tasks for every unit",
        "Licenses that appear in My Products, ready to distribute to your teachers",
      ),
      approvals(K2_STATES),
      pLink("See the K–2 levels in the curriculum catalog", "/catalog"),
    ],
  }),

  program({
    slug: "upper-elementary-spanish",
    createdAt: "2025-05-05T09:30:00.000Z",
    title: "Upper Elementary Spanish, Grades 3–5",
    gradeBand: "3–5",
    summary:
      "Spanish for third to fifth graders that builds real communication: students introduce themselves, talk about school, food and hobbies, read short texts and explore the Spanish-speaking world.",
    levels: ["Level 1", "Level 2", "Level 3"],
    approvedStates: G35_STATES,
    image: "img-k12-3-5",
    body: [
      h3("What students learn"),
      p(
        "Upper elementary students are ready for more than words: they want to say what they think. In grades 3–5, students learn to introduce themselves, describe their family, school and town, say what they like and dislike, and ask and answer questions with a partner. They read short stories and messages, write simple sentences, and by Level 3 begin to tell what happened using a few past-tense verbs.",
      ),
      h3("Unit themes"),
      ul(
        "Me presento: introducing myself and my classmates",
        "Mi escuela: classes, schedules and classroom life",
        "Me gusta: food, sports and free time",
        "Mi comunidad: places in town and how to get there",
        "La naturaleza: animals, habitats and caring for the planet",
        "El mundo hispano: countries, celebrations and legends",
      ),
      h3("How teachers use it"),
      p(
        "Schools can bring in live online classes taught by our native teachers, all with a master's degree, with a classroom teacher supervising in the room. Schools with their own Spanish teachers can license the curriculum instead and teach it themselves, with a teacher guide, slides, audio and student activities for every lesson. Level 1 assumes no Spanish at all, so students new to the language can start in any grade, while students who learned Spanish in K–2 can continue at Level 2.",
      ),
      h3("Assessment and ACTFL alignment"),
      p(
        "Every unit follows ACTFL's World-Readiness Standards and the three modes of communication: interpersonal, interpretive and presentational. Students complete short listening and reading checks, partner conversations scored with simple rubrics, and a performance task at the end of each unit. Across the three levels, students progress from Novice Low toward Novice High.",
      ),
      h3("What your school gets"),
      ul(
        "Three levels of lessons, each with a teacher guide, slides and native-speaker audio",
        "Student activities, games and short readers for every unit",
        "Unit checks, performance tasks and rubrics aligned with ACTFL",
        "Licenses in My Products that you distribute to your teachers, one per teacher per level",
      ),
      approvals(G35_STATES),
      pLink("See the grades 3–5 levels in the curriculum catalog", "/catalog"),
    ],
  }),

  program({
    slug: "middle-school-spanish",
    createdAt: "2025-05-05T10:00:00.000Z",
    title: "Middle School Spanish, Grades 6–8",
    gradeBand: "6–8",
    summary:
      "A middle school program built around the topics teens care about: identity, friends, technology, food and travel. Students hold real conversations and reach the threshold of intermediate proficiency.",
    levels: ["Level 1", "Level 2", "Level 3"],
    approvedStates: G68_STATES,
    image: "img-k12-6-8",
    body: [
      h3("What students learn"),
      p(
        "Middle schoolers learn best when Spanish is about them. Students in grades 6–8 talk about who they are, their friends, their routines and their plans, and learn to shop, order food, ask for directions and make arrangements. They read and listen to authentic material, from social media posts to songs, and write messages, descriptions and short narratives. By Level 3 they tell stories in the past and talk about the future.",
      ),
      h3("Unit themes"),
      ul(
        "Mi identidad: personality, interests and who I am",
        "La vida escolar y los amigos",
        "La comida y los restaurantes",
        "La tecnología y las redes sociales",
        "Viajes, transporte y la ciudad",
        "Recuerdos y planes: telling stories and making plans",
      ),
      h3("How teachers use it"),
      p(
        "The program works for schools with or without a Spanish teacher on staff. Our native teachers, who all hold a master's degree, can teach live online classes for your students. Or your own teachers can teach the curriculum with their licenses, using lesson-by-lesson plans, slides, audio and activities they can adapt to their classes. Because Level 1 starts from zero, students who are new to Spanish in sixth, seventh or eighth grade can join at any point.",
      ),
      h3("Assessment and ACTFL alignment"),
      p(
        "Lessons follow ACTFL's World-Readiness Standards, and each unit ends with an integrated performance assessment that asks students to read or listen, talk with a partner and then write or present. Rubrics describe what students can do at each proficiency level, so feedback is clear to students and families. Across the three levels, students progress from Novice Mid to Intermediate Low.",
      ),
      h3("What your school gets"),
      ul(
        "Three levels of lessons with a teacher guide, slides, native-speaker audio and student activities",
        "Integrated performance assessments and rubrics for every unit",
        "Projects that connect Spanish with social studies, science and the arts",
        "Licenses in My Products, ready to distribute to your teachers",
      ),
      approvals(G68_STATES),
      pLink("See the grades 6–8 levels in the curriculum catalog", "/catalog"),
    ],
  }),

  program({
    slug: "high-school-spanish",
    createdAt: "2025-05-05T10:30:00.000Z",
    title: "High School Spanish, Grades 9–12",
    gradeBand: "9–12",
    summary:
      "Spanish I, II and III for high school: a complete sequence that takes students from their first conversations to discussing global topics, and prepares them for advanced courses and college.",
    levels: ["Spanish I", "Spanish II", "Spanish III"],
    approvedStates: G912_STATES,
    image: "img-k12-9-12",
    body: [
      h3("What students learn"),
      p(
        "High school students want Spanish they can use: for travel, for work, for college and for the people around them. Spanish I builds the foundations of everyday communication. Spanish II adds the past tenses, health, travel and technology. Spanish III moves to opinions and arguments about global challenges, the arts and the future, and introduces the subjunctive. Along the way students read articles, watch short videos and listen to speakers from across the Spanish-speaking world.",
      ),
      h3("Unit themes"),
      ul(
        "Identity, relationships and daily life",
        "Food, traditions and celebrations",
        "Health and well-being",
        "Travel, cultural heritage and the environment",
        "Science, technology and contemporary life",
        "Global challenges, careers and the future",
      ),
      h3("How teachers use it"),
      p(
        "Schools can offer live online classes taught by our native teachers, all with a master's degree, which is often the easiest way to add Spanish or open a new section. Schools with their own Spanish teachers can license the curriculum and teach it themselves, with complete plans, slides, audio, readings and assessments. Spanish III is built around themes students meet again in advanced courses such as AP Spanish Language and Culture.",
      ),
      h3("Assessment and ACTFL alignment"),
      p(
        "The sequence follows ACTFL's World-Readiness Standards. Each unit ends with an integrated performance assessment in the three modes of communication, scored with rubrics based on ACTFL's proficiency levels. Students progress from Novice Mid in Spanish I to Intermediate Mid by the end of Spanish III, and teachers get clear evidence of progress for report cards and transcripts.",
      ),
      h3("What your school gets"),
      ul(
        "Spanish I, II and III, each with a teacher guide, slides, native-speaker audio and student activities",
        "Authentic readings and short videos with comprehension tasks",
        "Integrated performance assessments and rubrics for every unit",
        "Licenses in My Products, ready to distribute to your teachers",
      ),
      approvals(G912_STATES),
      pLink("See Spanish I, II and III in the curriculum catalog", "/catalog"),
    ],
  }),
];
