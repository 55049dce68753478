// The people of the about tabs: the academic team and our teachers. `description` is the card text;
// `readMore` is the biography behind "Read more".
import { assetLink, doc, entry, p } from "~/content/build";

type TeamMemberInput = {
  slug: string;
  createdAt: string;
  name: string;
  role: string;
  group: "academic-team" | "teachers";
  description: string;
  bio: string[];
};

function member(input: TeamMemberInput) {
  return entry({
    id: `team-${input.slug}`,
    contentType: "teamMember",
    createdAt: input.createdAt,
    fields: {
      slug: input.slug,
      name: input.name,
      role: input.role,
      group: input.group,
      description: input.description,
      image: assetLink(`img-team-${input.slug}`),
      readMore: doc(...input.bio.map((paragraph) => p(paragraph))),
    },
  });
}

export const teamMembers = [
  // Academic team
  member({
    slug: "gabriela-montes",
    createdAt: "2025-01-20T09:00:00.000Z",
    name: "Gabriela Montes",
    role: "Director of Studies",
    group: "academic-team",
    description:
      "Gabriela makes sure every {{brand}} class, for every age, meets the same high bar. She leads our teachers, our placement process and the way we measure progress.",
    bio: [
      "Gabriela grew up in Quito, Ecuador, in a house full of books and visiting relatives, where she learned early that every family member spoke a slightly different Spanish. That curiosity led her to a master's degree in Applied Linguistics and to a career teaching Spanish to adults, teenagers and children.",
      "As Director of Studies, she is responsible for what happens in our classes. She designs how new students are placed, works with the Head of Curriculum on what each level should achieve, and reviews feedback from students, parents and schools every week. When a learner is not progressing as they should, Gabriela wants to know why.",
      "Her favorite part of the job is still the classroom. She observes classes with our teachers, and she teaches a group of her own whenever her schedule allows, because she believes you cannot lead teachers well if you have forgotten what it feels like to teach.",
      "Outside work, Gabriela is an enthusiastic but not very patient gardener. Her tomatoes are a source of pride, and her orchids are a source of ongoing negotiation.",
    ],
  }),
  member({
    slug: "carlos-medina",
    createdAt: "2025-01-20T09:10:00.000Z",
    name: "Carlos Medina",
    role: "Head of Curriculum",
    group: "academic-team",
    description:
      "Carlos leads the team that writes our K-12 curriculum and adult courses, keeping every level aligned with ACTFL standards and full of real, living Spanish.",
    bio: [
      "Carlos is from Guadalajara, Mexico, and holds a master's degree in Hispanic Linguistics. He started his career as a Spanish teacher and soon found himself rewriting every textbook he was given, so curriculum design was a natural next step.",
      "At {{brand}} he leads the team that writes and updates our K-12 curriculum, from the first songs of kindergarten to the global themes of Spanish III, as well as the materials behind our adult courses. He makes sure every level follows ACTFL standards and builds on the one before it, so students never have to start over.",
      "His guiding rule is that students should meet Spanish as it is really spoken. That is why our materials include voices and texts from across the Spanish-speaking world, and why he writes about regional varieties and tricky grammar on our blog.",
      "When he is not reviewing lesson plans, Carlos plays the jarana, a small guitar from Veracruz, and is slowly teaching his two nephews to play it too.",
    ],
  }),
  member({
    slug: "valeria-ortiz",
    createdAt: "2025-01-20T09:20:00.000Z",
    name: "Valeria Ortiz",
    role: "K-12 Partnerships Lead",
    group: "academic-team",
    description:
      "A former middle school Spanish teacher, Valeria helps schools and districts plan their Spanish programs, choose the right licenses and get teachers up and running.",
    bio: [
      "Valeria was born in Bogotá, Colombia, and moved to Texas as a young teacher. She taught middle school Spanish in public schools and earned a master's degree in Curriculum and Instruction, which gave her a clear view of what schools need from a language program and what gets in their way.",
      "Today she is the first person many schools talk to at {{brand}}. She helps principals, world language coordinators and business offices decide between live classes with our teachers and licenses for their own teachers, works out how many licenses each level needs, and walks them through quotes and purchase orders.",
      "Valeria stays in touch once a program is running. She checks in with teachers as they start using the curriculum, listens to what works and what does not, and brings that feedback straight back to our curriculum team.",
      "She still misses her classroom, so she volunteers at a weekend reading club for bilingual kids, where the rule is simple: any book, either language, as long as you finish it.",
    ],
  }),
  member({
    slug: "mariana-rojas",
    createdAt: "2025-01-20T09:30:00.000Z",
    name: "Mariana Rojas",
    role: "Teacher Development Lead",
    group: "academic-team",
    description:
      "Mariana coaches our teachers from their very first class with us, so that every student gets lively, well-planned lessons and honest feedback.",
    bio: [
      "Mariana comes from Valparaíso, Chile, a city of hills, colorful houses and steep staircases that she says trained her for anything. She holds a master's degree in Teaching Spanish as a Foreign Language and has taught children, teenagers, heritage speakers and adults.",
      "As Teacher Development Lead, she welcomes every new teacher to {{brand}} and supports them long after their first week. She observes classes, gives practical feedback, and runs workshops on topics our teachers ask for, from teaching young learners online to working with heritage speakers.",
      "Mariana believes good teaching is a craft you keep practicing. She encourages teachers to share what works in their classes, and some of the best ideas in our curriculum started as a tip from one teacher to another.",
      "She writes for our blog about supporting children's Spanish at home and about heritage speakers, two topics close to her heart as the mother of two bilingual kids who answer her in Spanish, most of the time.",
    ],
  }),

  // Teachers
  member({
    slug: "lucia-fernandez",
    createdAt: "2025-01-20T09:40:00.000Z",
    name: "Lucía Fernández",
    role: "Spanish teacher, adults and travelers",
    group: "teachers",
    description:
      "From Seville, Spain, Lucía teaches conversation and grammar to adults. Her students say she makes ser and estar finally make sense.",
    bio: [
      "Lucía is from Seville, in the south of Spain, and holds a master's degree in Teaching Spanish as a Foreign Language. She has taught adults of all ages, from students preparing for a year abroad to retirees planning the trip of a lifetime.",
      "Her classes are warm, structured and full of conversation. She explains grammar with clear examples drawn from everyday life, then gets students using it right away, because she believes a rule only sticks once you have said it out loud a few times.",
      "Lucía loves helping travelers get ready for their first trip to a Spanish-speaking country. She teaches the phrases that actually come up at the airport, the market and the doctor's office, and she shares tips on regional expressions so that nothing catches her students by surprise.",
      "On weekends you will find her at a flamenco class or trying to perfect her grandmother's recipe for salmorejo, which she insists is better than gazpacho.",
    ],
  }),
  member({
    slug: "diego-salazar",
    createdAt: "2025-01-20T09:50:00.000Z",
    name: "Diego Salazar",
    role: "Spanish teacher, professionals and healthcare",
    group: "teachers",
    description:
      "Diego, from Medellín, Colombia, teaches Spanish for professionals, with a focus on healthcare teams who want to talk with patients clearly and kindly.",
    bio: [
      "Diego grew up in Medellín, Colombia, and holds a master's degree in Translation and Interpreting. Before teaching, he worked as an interpreter in hospitals and clinics, where he saw how much a few well-chosen words in Spanish can do for a worried patient.",
      "He now teaches Spanish for professionals, especially nurses, doctors, therapists and front-desk staff. His classes are built around real situations: taking a history, explaining a treatment, giving instructions for medication and, just as important, showing empathy.",
      "Diego's teaching style is calm and practical. He uses role-plays that mirror his students' working day, and he always leaves time for the questions they bring from their own shifts.",
      "A proud paisa, he is happy to talk about coffee for as long as you let him, and he has not yet found a coffee in the United States that passes his test.",
    ],
  }),
  member({
    slug: "sofia-benitez",
    createdAt: "2025-01-20T10:00:00.000Z",
    name: "Sofía Benítez",
    role: "Spanish teacher, heritage speakers and high school",
    group: "teachers",
    description:
      "Sofía, from Córdoba, Argentina, teaches heritage speakers and high school students, with a love for stories, songs and the Spanish of the Río de la Plata.",
    bio: [
      "Sofía is from Córdoba, Argentina, and holds a master's degree in Latin American Literature. She has taught high school Spanish and worked with heritage speakers who understand the language well but want to read, write and speak it with confidence.",
      "With heritage speakers, she starts from what her students already know and never treats the Spanish they grew up with as wrong. Together they work on spelling, accents, formal registers and vocabulary for school and work, often through short stories and song lyrics.",
      "Her high school classes are lively and discussion-based. Sofía loves bringing in a poem, a song or a short film and asking her students what they think, and she is delighted every time a quiet student starts a debate in Spanish.",
      "Yes, she uses vos, and her students quickly learn to recognize it. She also makes sure they know when to use tú and usted, because she wants them ready for Spanish from anywhere.",
    ],
  }),
  member({
    slug: "andres-quispe",
    createdAt: "2025-01-20T10:10:00.000Z",
    name: "Andrés Quispe",
    role: "Spanish teacher, Grade 3-5 and Middle School",
    group: "teachers",
    description:
      "Andrés, from Cusco, Peru, teaches Grade 3-5 and Middle School groups. His classes mix games, projects and stories from the Andes.",
    bio: [
      "Andrés grew up in Cusco, Peru, speaking Spanish at school and Quechua with his grandparents. He holds a master's degree in Intercultural Bilingual Education, and he brings that experience of living between two languages to every class he teaches.",
      "He teaches our Grade 3-5 and Middle School groups, as well as live classes for partner schools. His lessons move quickly from one activity to the next: a game, a short conversation, a story, a challenge. Students rarely notice how much Spanish they have used until the class is over.",
      "Andrés loves projects that connect Spanish with other subjects. His students have designed travel guides to Andean towns, compared recipes across countries and interviewed family members about their own traditions.",
      "In his free time he plays the charango and hikes whenever he can. He still says the trail to his grandparents' village is the most beautiful walk in the world.",
    ],
  }),
  member({
    slug: "isabel-rivera",
    createdAt: "2025-01-20T10:20:00.000Z",
    name: "Isabel Rivera",
    role: "Spanish teacher, Grade 1&2",
    group: "teachers",
    description:
      "Isabel, from San Juan, Puerto Rico, teaches our youngest learners in Grade 1&2 with songs, puppets and a lot of laughter.",
    bio: [
      "Isabel was born and raised in San Juan, Puerto Rico, and holds a master's degree in Early Childhood Education. She has spent her career with young children and knows that, at six years old, a puppet can be the best teacher in the room.",
      "In her Grade 1&2 groups, every class has a rhythm children can count on: a greeting song, a story, a game, and a goodbye song. Within that routine she keeps things fresh with movement, drawing and a puppet named Coquí, who speaks only Spanish and is often confused.",
      "Isabel works closely with parents. She shares the songs from class so families can sing them at home, and she suggests small, easy ways to bring Spanish into the week, even for parents who do not speak it.",
      "She collects children's books from every Spanish-speaking country she visits, and her bookshelf is now so full that her own kids have started a waiting list.",
    ],
  }),
  member({
    slug: "daniela-perez",
    createdAt: "2025-01-20T10:30:00.000Z",
    name: "Daniela Pérez",
    role: "Spanish teacher, High School and exam preparation",
    group: "teachers",
    description:
      "Daniela, from Caracas, Venezuela, helps high school students build real fluency and prepare for their exams with clear goals and steady feedback.",
    bio: [
      "Daniela is from Caracas, Venezuela, and holds a master's degree in Spanish Linguistics. She has taught high school students for most of her career, including many who were preparing for important exams.",
      "Her classes are organized and goal-driven. Students always know what they are working on and why, and Daniela gives detailed feedback on their speaking and writing so they can see exactly how to improve. She is also a firm believer in practice under real conditions, so her students are never surprised on exam day.",
      "Beyond the exams, she wants her students to enjoy Spanish. She brings in news stories, podcasts and music from across Latin America and Spain, and she loves when students discover a singer or a series they cannot stop talking about.",
      "Daniela makes the best arepas of anyone on our team, and she will tell you so. She also runs every morning, rain or shine, and swears it is when she plans her best lessons.",
    ],
  }),
  member({
    slug: "javier-castillo",
    createdAt: "2025-01-20T10:40:00.000Z",
    name: "Javier Castillo",
    role: "Spanish teacher, Middle School and summer camps",
    group: "teachers",
    description:
      "Javier, from Puebla, Mexico, teaches Middle School groups and leads our summer camps, where Spanish comes with games, challenges and plenty of energy.",
    bio: [
      "Javier grew up in Puebla, Mexico, and holds a master's degree in Education. Before joining {{brand}} he taught in middle schools and coached youth soccer, two jobs he says have a lot in common: keep everyone moving, and make sure everyone gets the ball.",
      "He teaches our Middle School groups and leads many of our summer camps. His classes use friendly competition, team challenges and lots of speaking, because middle schoolers learn fast when they have something to say and someone to say it to.",
      "Javier pays close attention to students who are shy about speaking. He gives them roles where they can succeed first, like keeping score in Spanish or leading a quick warm-up, and watches their confidence grow.",
      "He is a dedicated cook of mole poblano, a dish he says takes patience, many ingredients and at least one family argument about the recipe.",
    ],
  }),
  member({
    slug: "natalia-vargas",
    createdAt: "2025-01-20T10:50:00.000Z",
    name: "Natalia Vargas",
    role: "Spanish teacher, adult beginners and group classes",
    group: "teachers",
    description:
      "Natalia, from San José, Costa Rica, teaches adult beginners and group classes. She helps nervous learners speak from the first day, pura vida style.",
    bio: [
      "Natalia is from San José, Costa Rica, and holds a master's degree in Second Language Acquisition. She specializes in adult beginners, including many learners who tried Spanish in school years ago and were sure they had forgotten everything.",
      "Her group classes are relaxed and supportive. She gets everyone speaking in pairs and small groups from the very first class, corrects gently, and celebrates progress, so mistakes feel like part of learning rather than something to avoid.",
      "Natalia is especially good at helping students learn from each other. In her groups, learners quickly start helping one another with vocabulary and pronunciation, and many stay in touch outside class to practice.",
      "An avid birdwatcher, she can name more Costa Rican birds in Spanish than most people can in any language, and she often starts class by asking students what they saw outside their window that morning.",
    ],
  }),
];
