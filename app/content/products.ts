// The curriculum catalog (/catalog, /product/:id): three levels per grade band, one product per level.
// `level` matches the `levels` of the band's K-12 program (app/content/k12-programs.ts).
// `licensePriceCents` is the price of one teacher license for the level, per school year; it is content,
// owned and edited in the CMS.
import { assetLink, doc, entry, h3, p, pLink, ul } from "~/content/build";
import type { GradeBand } from "~/domain/content/content-types";

type ProductInput = {
  slug: string;
  createdAt: string;
  sku: string;
  title: string;
  gradeBand: GradeBand;
  level: string;
  summary: string;
  units: string[];
  proficiency: string;
};

const BAND: Record<GradeBand, { priceCents: number; image: string; included: string[] }> = {
  "K–2": {
    priceCents: 24900,
    image: "img-product-k2",
    included: [
      "Teacher guide with a plan for every lesson, written so that non-specialist teachers can teach with confidence",
      "Ready-to-teach slides with pictures, songs and games for the whole class",
      "Audio of songs, chants and stories recorded by native speakers",
      "Assessments: picture-based listening checks and can-do checklists for every unit",
      "Student activities: coloring and matching pages, picture cards and take-home pages for families",
    ],
  },
  "3–5": {
    priceCents: 24900,
    image: "img-product-3-5",
    included: [
      "Teacher guide with lesson plans, learning targets and ideas for mixed-ability classes",
      "Ready-to-teach slides for every lesson",
      "Audio of dialogues, songs and short stories recorded by native speakers",
      "Assessments: unit checks, partner conversations and performance tasks with rubrics",
      "Student activities: worksheets, games, short readers and a project for each unit",
    ],
  },
  "6–8": {
    priceCents: 29900,
    image: "img-product-6-8",
    included: [
      "Teacher guide with lesson plans, pacing suggestions and answer keys",
      "Ready-to-teach slides for every lesson",
      "Audio and authentic listening material from across the Spanish-speaking world",
      "Assessments: quizzes and an integrated performance assessment with rubrics for every unit",
      "Student activities: worksheets, partner tasks, readings and projects",
    ],
  },
  "9–12": {
    priceCents: 29900,
    image: "img-product-9-12",
    included: [
      "Teacher guide with lesson plans, pacing suggestions and answer keys",
      "Ready-to-teach slides for every lesson",
      "Audio, short videos and authentic readings from across the Spanish-speaking world",
      "Assessments: quizzes and an integrated performance assessment with rubrics for every unit",
      "Student activities: worksheets, discussion tasks, writing prompts and projects",
    ],
  },
};

function product(input: ProductInput) {
  const band = BAND[input.gradeBand];
  return entry({
    id: `product-${input.slug}`,
    contentType: "product",
    createdAt: input.createdAt,
    fields: {
      slug: input.slug,
      sku: input.sku,
      title: input.title,
      gradeBand: input.gradeBand,
      level: input.level,
      summary: input.summary,
      licensePriceCents: band.priceCents,
      image: assetLink(band.image),
      body: doc(
        h3("Units"),
        ul(...input.units),
        h3("What's included"),
        ul(...band.included),
        h3("Proficiency targets"),
        p(input.proficiency),
        h3("Licensing"),
        p(
          "One license covers one teacher teaching this level for one school year. Each teacher needs one license for each level they teach: a teacher with several classes at this level needs a single license, while a teacher who also teaches the next level needs a license for that level too. Buy a single-teacher license, or multiple licenses for your whole team.",
        ),
        p(
          "Pay by card at checkout, or request a quote and pay by Purchase Order. Purchase orders are approved within 1–2 business days, and we then send your invoice. Your licenses appear in My Products, where you can distribute them to your teachers.",
        ),
        pLink("How quotes and Purchase Orders work", "/quote-details"),
      ),
    },
  });
}

export const products = [
  // K–2
  product({
    slug: "k2-level-1",
    createdAt: "2025-05-12T09:00:00.000Z",
    sku: "HAB-K2-L1",
    title: "Early Elementary Spanish K–2, Level 1",
    gradeBand: "K–2",
    level: "Level 1",
    summary:
      "Children's very first Spanish: greetings, feelings, colors, numbers, family and animals, learned through songs, movement, puppets and picture stories.",
    units: [
      "¡Hola! Greetings, names and feelings",
      "Los colores: colors all around us",
      "Los números: counting from one to ten",
      "Mi familia: the people at home",
      "Los animales de la granja: farm animals and their sounds",
      "Mi cuerpo: body parts with action songs",
    ],
    proficiency:
      "Level 1 targets Novice Low. Children understand and respond to greetings and simple classroom directions, recognize familiar words when they hear them in songs and stories, and name colors, numbers, family members and animals with single words and memorized phrases.",
  }),
  product({
    slug: "k2-level-2",
    createdAt: "2025-05-12T09:10:00.000Z",
    sku: "HAB-K2-L2",
    title: "Early Elementary Spanish K–2, Level 2",
    gradeBand: "K–2",
    level: "Level 2",
    summary:
      "Children grow from single words to short phrases as they talk about school, weather, food, clothes and home, with more stories, songs and games.",
    units: [
      "En la escuela: classroom objects and directions",
      "¿Qué tiempo hace? Weather and seasons",
      "La comida: fruits, vegetables and my favorite food",
      "La ropa: clothes for every season",
      "Mi casa: rooms and everyday objects",
      "¡A celebrar! Birthdays and celebrations",
    ],
    proficiency:
      "Level 2 moves children from Novice Low toward Novice Mid. They answer simple questions with words and short phrases, say what they like and do not like, follow short picture stories, and combine familiar words to describe the weather, their clothes and their food.",
  }),
  product({
    slug: "k2-level-3",
    createdAt: "2025-05-12T09:20:00.000Z",
    sku: "HAB-K2-L3",
    title: "Early Elementary Spanish K–2, Level 3",
    gradeBand: "K–2",
    level: "Level 3",
    summary:
      "The last level of K–2: children describe their day, their community and the natural world, start reading simple sentences and retell favorite stories.",
    units: [
      "Mi día: morning, school and bedtime routines",
      "Los animales y sus casas: animals and their habitats",
      "En el parque: playing and moving outdoors",
      "Los ayudantes de la comunidad: community helpers",
      "Cuentos: listening to and retelling simple stories",
      "Un viaje por el mundo hispano: songs and games from Spanish-speaking countries",
    ],
    proficiency:
      "Level 3 targets Novice Mid. Children ask and answer simple questions, describe people, animals and places with short phrases, read simple words and sentences with picture support, and retell a familiar story with help from their teacher.",
  }),

  // 3–5
  product({
    slug: "3-5-level-1",
    createdAt: "2025-05-12T09:30:00.000Z",
    sku: "HAB-35-L1",
    title: "Upper Elementary Spanish 3–5, Level 1",
    gradeBand: "3–5",
    level: "Level 1",
    summary:
      "A first Spanish course for third to fifth graders who are new to the language: introductions, school, family, pets, likes and dislikes, and the weather.",
    units: [
      "Me presento: introducing myself and my classmates",
      "Mi escuela: classes, supplies and schedules",
      "Mi familia y mis mascotas: family members and pets",
      "Me gusta, no me gusta: food and free time",
      "El tiempo y las estaciones: weather and seasons",
      "¿Qué hora es? Telling time and daily activities",
    ],
    proficiency:
      "Level 1 takes students from Novice Low to Novice Mid. They introduce themselves, ask and answer simple questions about school, family and likes, understand short, familiar texts and recordings, and write lists and short sentences.",
  }),
  product({
    slug: "3-5-level-2",
    createdAt: "2025-05-12T09:40:00.000Z",
    sku: "HAB-35-L2",
    title: "Upper Elementary Spanish 3–5, Level 2",
    gradeBand: "3–5",
    level: "Level 2",
    summary:
      "Students describe their town, sports and hobbies, healthy food and the natural world, and discover celebrations from across the Spanish-speaking world.",
    units: [
      "Mi comunidad: places in town and how to get there",
      "Los deportes y los pasatiempos: sports and hobbies",
      "En el mercado: healthy food and shopping",
      "La naturaleza: animals and habitats",
      "Mi rutina diaria: my day from morning to night",
      "Fiestas del mundo hispano: celebrations and traditions",
    ],
    proficiency:
      "Level 2 targets Novice Mid. Students handle short conversations on familiar topics with memorized phrases and simple sentences, understand the main idea of short stories and messages, and write a few connected sentences about themselves and their community.",
  }),
  product({
    slug: "3-5-level-3",
    createdAt: "2025-05-12T09:50:00.000Z",
    sku: "HAB-35-L3",
    title: "Upper Elementary Spanish 3–5, Level 3",
    gradeBand: "3–5",
    level: "Level 3",
    summary:
      "The bridge to middle school: students explore Spanish-speaking countries, legends, jobs and the environment, plan a trip and begin to tell what happened in the past.",
    units: [
      "El mundo hispano: countries, maps and landmarks",
      "Cuentos y leyendas: stories and legends from Latin America and Spain",
      "Las profesiones: jobs and what people do",
      "Cuidemos el planeta: caring for the environment",
      "¿Qué pasó? Telling what happened",
      "Proyecto de viaje: planning a trip to a Spanish-speaking country",
    ],
    proficiency:
      "Level 3 takes students from Novice Mid toward Novice High. They create simple sentences of their own instead of relying only on memorized phrases, ask questions to keep a conversation going, understand short stories and informational texts, and tell a simple sequence of events.",
  }),

  // 6–8
  product({
    slug: "6-8-level-1",
    createdAt: "2025-05-12T10:00:00.000Z",
    sku: "HAB-68-L1",
    title: "Middle School Spanish 6–8, Level 1",
    gradeBand: "6–8",
    level: "Level 1",
    summary:
      "A first Spanish course for middle schoolers, built around their world: identity, friends, school, free time, food and the city. No previous Spanish needed.",
    units: [
      "Mi identidad: personality, interests and who I am",
      "La vida escolar: classes, teachers and schedules",
      "Mis amigos y mi familia: describing people",
      "El tiempo libre: sports, music and weekend plans",
      "La comida: ordering at a restaurant",
      "Mi ciudad: getting around town",
    ],
    proficiency:
      "Level 1 targets Novice Mid. Students exchange basic information about themselves and others, understand short messages, ads and recordings on familiar topics, and write short descriptions using simple sentences.",
  }),
  product({
    slug: "6-8-level-2",
    createdAt: "2025-05-12T10:10:00.000Z",
    sku: "HAB-68-L2",
    title: "Middle School Spanish 6–8, Level 2",
    gradeBand: "6–8",
    level: "Level 2",
    summary:
      "Students talk about health, technology, shopping, travel and traditions, and start using the past tense to share what they did.",
    units: [
      "La salud y el cuerpo: staying healthy",
      "La tecnología y las redes sociales",
      "De compras: clothes, prices and opinions",
      "Viajes y transporte: planning a trip",
      "Celebraciones y tradiciones",
      "El fin de semana pasado: what I did",
    ],
    proficiency:
      "Level 2 targets Novice High. Students handle everyday transactions such as shopping and making plans, ask and answer questions on a growing range of topics, understand the main idea and some details of authentic texts, and begin to narrate in the past.",
  }),
  product({
    slug: "6-8-level-3",
    createdAt: "2025-05-12T10:20:00.000Z",
    sku: "HAB-68-L3",
    title: "Middle School Spanish 6–8, Level 3",
    gradeBand: "6–8",
    level: "Level 3",
    summary:
      "The capstone of middle school Spanish: students tell stories about their childhood, discuss music, art and heroes, plan their future and complete a community project.",
    units: [
      "Recuerdos de la infancia: childhood memories",
      "Héroes y personajes del mundo hispano",
      "La música y el arte",
      "El medio ambiente: problems and solutions",
      "Planes para el futuro",
      "Proyecto final: my community in Spanish",
    ],
    proficiency:
      "Level 3 takes students from Novice High to Intermediate Low. They create with the language in sentences and short strings of sentences, keep a simple conversation going, narrate events in the past and describe plans for the future.",
  }),

  // 9–12
  product({
    slug: "9-12-spanish-1",
    createdAt: "2025-05-12T10:30:00.000Z",
    sku: "HAB-912-L1",
    title: "High School Spanish I",
    gradeBand: "9–12",
    level: "Spanish I",
    summary:
      "The foundation of high school Spanish: students learn to communicate about identity, school, family, food, free time and their community, with culture woven into every unit.",
    units: [
      "¿Quién soy? Identity and relationships",
      "La vida escolar y la rutina diaria",
      "La comida y la cultura",
      "El tiempo libre y los deportes",
      "La casa y la comunidad",
      "¡Vamos de viaje! Travel basics",
    ],
    proficiency:
      "Spanish I takes students from Novice Mid to Novice High. They exchange information about everyday topics, handle simple transactions, understand the main idea of short authentic texts and recordings, and write short paragraphs about themselves and their lives.",
  }),
  product({
    slug: "9-12-spanish-2",
    createdAt: "2025-05-12T10:40:00.000Z",
    sku: "HAB-912-L2",
    title: "High School Spanish II",
    gradeBand: "9–12",
    level: "Spanish II",
    summary:
      "Students tell stories in the past and talk about health, shopping, travel, technology and the environment, reading and listening to more authentic material.",
    units: [
      "Recuerdos: childhood and family stories",
      "La salud y el bienestar",
      "De compras: consumer life and opinions",
      "Viajes y patrimonio cultural",
      "La tecnología en nuestra vida",
      "El medio ambiente y el futuro del planeta",
    ],
    proficiency:
      "Spanish II takes students from Novice High to Intermediate Low. They narrate in the past, ask and answer questions to sustain a conversation, understand the main ideas and key details of authentic articles and videos, and write connected paragraphs.",
  }),
  product({
    slug: "9-12-spanish-3",
    createdAt: "2025-05-12T10:50:00.000Z",
    sku: "HAB-912-L3",
    title: "High School Spanish III",
    gradeBand: "9–12",
    level: "Spanish III",
    summary:
      "Students give opinions and build arguments on global challenges, science, the arts and the future, and prepare for advanced courses such as AP Spanish Language and Culture.",
    units: [
      "Las identidades personales y públicas",
      "Las familias y las comunidades",
      "La ciencia y la tecnología",
      "La belleza y la estética: art, music and film",
      "La vida contemporánea: work and careers",
      "Los desafíos mundiales: global challenges",
    ],
    proficiency:
      "Spanish III takes students from Intermediate Low to Intermediate Mid. They express and support opinions, handle conversations on a wide range of topics, understand longer authentic texts and recordings, begin to use the subjunctive, and write and present well-organized pieces of several paragraphs.",
  }),
];
