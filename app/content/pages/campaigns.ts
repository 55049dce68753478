// Campaign pages (spec §2.2): the Hispanic artists workshop, the importance of Spanish, General Spanish
// and Spanish 11. Programme facts are the spec's §9 facts.
import { assetLink } from "~/content/build";
import type { MarketingPage } from "~/domain/page-sections";

const freeTrial = { label: "Book Your Free Trial Now", href: "/try-hablarte-for-free" };

export const campaignPages: MarketingPage[] = [
  {
    path: "/hispanic-artists-workshop",
    title: "Hispanic Artists Workshop: Art in Spanish | {{brand}}",
    description:
      "Explore Frida Kahlo, Diego Rivera, Joan Miró, Fernando Botero and Oswaldo Guayasamín in live workshops that get you talking in Spanish with native teachers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Cultural workshop series",
        title: "Hispanic artists workshop",
        lines: [
          "Five great artists, a lot to talk about: discover Hispanic art while you practice your Spanish.",
          "Live online sessions led by native teachers, in small groups of up to {{maxGroupSize}}.",
        ],
        primary: { label: "See upcoming events", href: "/hablarte-spanish-events" },
        secondary: freeTrial,
      },
      {
        type: "features",
        id: "artists",
        tag: "The artists",
        title: "Five artists, five conversations",
        intro: "Each session focuses on one artist: their life, a few key works and the world they painted.",
        items: [
          {
            title: "Frida Kahlo (Mexico, 1907–1954)",
            text: "Known for her self-portraits, which draw on her own life, the long recovery from a bus accident in her youth and Mexican popular culture. Her Casa Azul in Coyoacán, Mexico City, is now a museum. In class: describing people, feelings and identity.",
            icon: "heart",
          },
          {
            title: "Diego Rivera (Mexico, 1886–1957)",
            text: "A leading figure of Mexican muralism. His murals at the National Palace in Mexico City tell the history of Mexico, and his Detroit Industry Murals are at the Detroit Institute of Arts. In class: telling a story in the past.",
            icon: "book",
          },
          {
            title: "Joan Miró (Spain, 1893–1983)",
            text: "Born in Barcelona, he created a playful visual language of stars, birds, moons and bright color, closely linked to Surrealism. His early painting The Farm, once owned by Ernest Hemingway, hangs in the National Gallery of Art in Washington, D.C. In class: shapes, colors and imagination.",
            icon: "star",
          },
          {
            title: "Fernando Botero (Colombia, 1932–2023)",
            text: "Born in Medellín, he is famous for figures of generous, exaggerated volume in paintings and monumental bronze sculptures. Many of his sculptures stand in Plaza Botero in Medellín, and he donated major collections to museums in Medellín and Bogotá. In class: comparisons, size and shape.",
            icon: "globe",
          },
          {
            title: "Oswaldo Guayasamín (Ecuador, 1919–1999)",
            text: "Born in Quito, he painted powerful expressionist works about suffering, injustice and tenderness, in series such as Huacayñán and La edad de la ira (The Age of Wrath). La Capilla del Hombre, his monument to humanity in Quito, opened after his death. In class: opinions and emotions.",
            icon: "lightbulb",
          },
        ],
      },
      {
        type: "text",
        id: "why-art",
        title: "Art is a great way into conversation",
        paragraphs: [
          "A painting gives everyone something to say. You don’t need to know anything about art: you only need to look, react and find the words, and your teacher helps with those.",
          "Each session mixes culture and language. You learn the story behind the work and, along the way, practice the Spanish you need to talk about it.",
        ],
        bullets: [
          "Describe what you see: colors, shapes, people and places",
          "Tell an artist’s story using the past tenses",
          "Give your opinion and respond to other people’s",
          "Compare works, styles and countries",
          "Pick up the history and culture behind each work",
        ],
      },
      {
        type: "timeline",
        id: "session",
        title: "What happens in a session",
        steps: [
          { color: "teal", title: "Look", desc: "We start with a work on screen and a minute of quiet looking. What do you notice first?" },
          { color: "coral", title: "Learn", desc: "Your teacher introduces the artist and the context of the work in clear Spanish, with the key vocabulary." },
          { color: "sun", title: "Describe", desc: "In pairs or as a group, you describe the work and share what it makes you think or feel." },
          { color: "teal", title: "Discuss", desc: "We compare it with another work and talk it through, with your teacher correcting and suggesting as you speak." },
          { color: "slate", title: "Take it further", desc: "You leave with new vocabulary and a short prompt to think about before the next artist." },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Workshop FAQs",
        items: [
          {
            question: "What level of Spanish do I need?",
            answer:
              "The sessions are held in Spanish, so they suit learners who can already hold a simple conversation. If you’re not sure where you are, take our free level test first.",
          },
          {
            question: "Do I need to know about art?",
            answer: "Not at all. The works are the starting point for conversation. Curiosity is all you need.",
          },
          {
            question: "How big are the groups?",
            answer: "Groups have up to {{maxGroupSize}} participants, so everyone has a chance to speak.",
          },
          {
            question: "When does the next series start?",
            answer: "Check our events page for upcoming cultural sessions, or contact us to ask about the next workshop series.",
          },
        ],
      },
      {
        type: "cta",
        title: "Talk about art in Spanish",
        description: "Start with a {{trialDays}}-day free trial of our live classes: no charge until your trial ends.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/importance-of-spanish",
    title: "Why Learn Spanish? The Importance of Spanish | {{brand}}",
    description:
      "Why Spanish matters: official in 20 countries plus Puerto Rico, spoken at home by tens of millions in the US, and a skill for work, travel and family.",
    sections: [
      {
        type: "hero",
        eyebrow: "Why Spanish",
        title: "Why Spanish matters",
        lines: [
          "Spanish is spoken across the Americas, in Spain and in communities all over the United States.",
          "Learning it opens doors at work, on the road and close to home.",
        ],
        primary: freeTrial,
        secondary: { label: "Explore our courses", href: "/spanish-courses-overview" },
      },
      {
        type: "stats",
        id: "at-a-glance",
        title: "Spanish at a glance",
        figures: [
          { value: "20", label: "countries where Spanish is an official language, plus Puerto Rico" },
          { value: "2nd", label: "most spoken language in the United States, after English" },
          { value: "Tens of millions", label: "people in the US who speak Spanish at home" },
          { value: "1 of 6", label: "official languages of the United Nations" },
        ],
      },
      {
        type: "text",
        id: "spanish-in-the-us",
        title: "Spanish in the United States",
        paragraphs: [
          "Spanish has been spoken in what is now the United States for more than four centuries. St. Augustine, Florida, founded by the Spanish in 1565, is the oldest continuously inhabited city of European origin in the continental US.",
          "You can still hear that history in place names such as Florida, Colorado, Nevada, Los Angeles, San Antonio and Santa Fe. In Puerto Rico, Spanish is an official language alongside English.",
          "Today the United States is home to one of the largest Spanish-speaking populations in the world. Spanish is heard in hospitals, classrooms, shops and offices, and on radio, television and streaming in every part of the country.",
        ],
      },
      {
        type: "features",
        id: "around-the-world",
        title: "A language of the world",
        items: [
          {
            title: "Across the Americas",
            text: "From Mexico and the Caribbean through Central America to the tip of South America, Spanish connects much of a hemisphere.",
            icon: "globe",
          },
          {
            title: "In Europe and Africa",
            text: "Spanish is the language of Spain, and it is also an official language of Equatorial Guinea, in Central Africa.",
            icon: "plane",
          },
          {
            title: "At the United Nations",
            text: "Spanish is one of the six official languages of the UN, alongside Arabic, Chinese, English, French and Russian.",
            icon: "shield",
          },
          {
            title: "In literature",
            text: "Writers such as Gabriela Mistral, Pablo Neruda, Gabriel García Márquez, Octavio Paz and Mario Vargas Llosa won the Nobel Prize in Literature.",
            icon: "book",
          },
        ],
      },
      {
        type: "features",
        id: "what-it-opens",
        tone: "tinted",
        title: "What Spanish can do for you",
        items: [
          { title: "At work", text: "Serve customers, patients, students and neighbors in the language they are most comfortable with.", icon: "briefcase" },
          { title: "On the road", text: "Travel beyond the tourist menu: ask, chat, get lost and find your way again.", icon: "plane" },
          { title: "With family", text: "For heritage speakers, it’s a way to talk with grandparents and pass the language on.", icon: "home" },
          { title: "At school", text: "Spanish supports high school coursework, AP and IB exams and college applications.", icon: "backpack" },
          { title: "In your community", text: "Make friends, volunteer and feel at home in neighborhoods where Spanish is spoken every day.", icon: "heart" },
          { title: "An easier start than you think", text: "English and Spanish share many words from Latin, such as familia, hospital and importante, and Spanish spelling closely follows pronunciation.", icon: "lightbulb" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Questions about learning Spanish",
        items: [
          {
            question: "Is Spanish hard for English speakers?",
            answer:
              "Spanish is generally considered one of the more approachable languages for English speakers, thanks to shared vocabulary and regular spelling. Speaking with a teacher from your first class makes the biggest difference.",
          },
          {
            question: "Should I learn the Spanish of Spain or of Latin America?",
            answer:
              "Speakers from every Spanish-speaking country understand each other. Our native teachers help you get used to different accents, and you can focus on the variety that matters most to you.",
          },
          {
            question: "Am I too old to start?",
            answer:
              "No. Adults learn well with structure and regular speaking practice. Take our level test, or start as a complete beginner in a small live class.",
          },
          {
            question: "What about children?",
            answer: "We teach young learners aged 5–18 in groups for Grade 1&2, Grade 3-5, Middle School and High School.",
          },
        ],
      },
      {
        type: "cta",
        title: "Start speaking Spanish this week",
        description: "Try live classes with a native teacher free for {{trialDays}} days. There is no charge until your trial ends.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/general-spanish",
    title: "General Spanish Course for Adults | {{brand}}",
    description:
      "{{brand}}’s General Spanish course for adults: live classes from Beginner to Advanced with native teachers, in groups of up to {{maxGroupSize}} or one-to-one.",
    sections: [
      {
        type: "hero",
        eyebrow: "General Spanish",
        title: "General Spanish for adults",
        lines: [
          "Build speaking, listening, reading and writing step by step, with a clear path from your first words to fluent conversation.",
          "Live online classes with native teachers who hold a master’s degree.",
        ],
        primary: freeTrial,
        secondary: { label: "Take the level test", href: "/level-test" },
      },
      {
        type: "courseOverview",
        id: "course",
        image: assetLink("img-course-conversation"),
        title: "A complete course, one level at a time",
        description:
          "General Spanish is our all-round course for adults. Grammar and vocabulary are always taught in context, through conversations about everyday life, work, travel and culture, and you speak in every class.",
        listTitle: "Every level includes",
        list: [
          "Live classes with a native teacher who holds a master’s degree",
          "Speaking practice in every class, with corrections as you go",
          "Grammar explained clearly and practiced right away",
          "Listening practice with accents from Spain and Latin America",
          "Reading and writing tasks that match your level",
          "Group classes of up to {{maxGroupSize}} students, or individual classes",
        ],
      },
      {
        type: "features",
        id: "levels",
        title: "Three levels, one clear path",
        intro: "Not sure where you fit? Our level test places you before your first class.",
        items: [
          {
            title: "Beginner (A1–A2)",
            text: "Introduce yourself, talk about your day, order food, ask for directions and make plans. You’ll master the present tense and start talking about the past.",
            icon: "book",
          },
          {
            title: "Intermediate (B1–B2)",
            text: "Tell stories, explain what you think and why, handle travel and work situations and follow conversations on familiar topics.",
            icon: "chat",
          },
          {
            title: "Advanced (C1)",
            text: "Debate, persuade, write formally and understand films, podcasts and the news with confidence and nuance.",
            icon: "star",
          },
        ],
        button: { label: "Take the level test", href: "/level-test" },
      },
      {
        type: "timeline",
        id: "a-class",
        title: "How a class runs",
        steps: [
          { color: "teal", title: "Warm-up", desc: "A few minutes of conversation to get you thinking in Spanish." },
          { color: "coral", title: "New language in context", desc: "Your teacher introduces the vocabulary or grammar of the day through a real situation." },
          { color: "sun", title: "Guided practice", desc: "Short exercises and exchanges so you use the new language right away." },
          { color: "teal", title: "Conversation and role-play", desc: "You put it all together in freer conversation, in pairs or with the whole group." },
          { color: "slate", title: "Feedback and next steps", desc: "Your teacher sums up what went well, what to polish and what to practice before next time." },
        ],
      },
      {
        type: "comparison",
        id: "formats",
        title: "Group or individual classes?",
        caption: "General Spanish group classes compared with individual classes",
        headers: ["At a glance", "Group classes", "Individual classes"],
        rows: [
          {
            label: "Class size",
            cells: [
              { icon: "check", color: "green", text: "Up to {{maxGroupSize}} students" },
              { icon: "check", color: "green", text: "Just you and your teacher" },
            ],
          },
          {
            label: "Classes per week",
            cells: [
              { icon: "check", color: "green", text: "1 class per week" },
              { icon: "check", color: "green", text: "Up to 3 classes per week" },
            ],
          },
          {
            label: "Price",
            cells: [
              { icon: "none", color: "gray", text: "{{price:group-30}} per class in a 30-class package" },
              { icon: "none", color: "gray", text: "Packages from {{price:individual-12}} per class, or weekly plans from {{price:plan-1-per-week}} a week" },
            ],
          },
          {
            label: "Pace",
            cells: [
              { icon: "partial", color: "amber", text: "Set for the group" },
              { icon: "check", color: "green", text: "Adapted to you" },
            ],
          },
          {
            label: "Native teacher with a master’s degree",
            cells: [
              { icon: "check", color: "green", text: "Yes" },
              { icon: "check", color: "green", text: "Yes" },
            ],
          },
          {
            label: "Schedule changes",
            cells: [
              { icon: "check", color: "green", text: "With one week’s notice" },
              { icon: "check", color: "green", text: "With one week’s notice" },
            ],
          },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "General Spanish FAQs",
        items: [
          {
            question: "How do I know which level to start at?",
            answer: "Take our free level test. It places you as Beginner, Intermediate or Advanced, and your teacher fine-tunes from there.",
          },
          {
            question: "How long does each level take?",
            answer:
              "It depends on how many classes you take each week and how much you practice between them. Your teacher will let you know when you’re ready to move up.",
          },
          {
            question: "Can I change my class time?",
            answer: "Yes. Schedule changes need one week’s notice.",
          },
          {
            question: "Can I try it before I pay?",
            answer: "Yes. The free trial lasts {{trialDays}} days, and there is no charge until it ends.",
          },
        ],
      },
      {
        type: "cta",
        title: "Start your General Spanish course",
        description: "Meet your teacher, join a live class and see how quickly you start speaking, free for {{trialDays}} days.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/spanish11",
    title: "Spanish 11: Support for Spanish III, AP and IB | {{brand}}",
    description:
      "Live Spanish support for 11th graders in Spanish III or preparing for AP or IB: grammar, speaking and writing help from native teachers with a master’s degree.",
    sections: [
      {
        type: "hero",
        eyebrow: "Spanish 11 · High School",
        title: "Spanish 11 support for high school juniors",
        lines: [
          "Live classes that follow what your teen studies in Spanish III and help them prepare for AP or IB Spanish.",
          "Native teachers with a master’s degree, one-to-one or in small High School groups.",
        ],
        primary: freeTrial,
        secondary: { label: "Take the level test", href: "/level-test" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "Why junior year Spanish feels harder",
        items: [
          {
            iconTop: "book",
            titleTop: "Grammar piles up",
            descTop: "Past tenses, the subjunctive and new verb forms arrive quickly, and gaps from earlier years start to show.",
            iconBottom: "lightbulb",
            titleBottom: "Clear explanations, lots of practice",
            descBottom: "A teacher who explains each point simply and practices it with your teen until it sticks.",
          },
          {
            iconTop: "chat",
            titleTop: "Nerves about speaking",
            descTop: "Presentations and oral assessments are stressful when there is little chance to practice in class.",
            iconBottom: "heart",
            titleBottom: "A safe place to speak",
            descBottom: "Small live classes where making mistakes is part of the plan and every student speaks.",
          },
          {
            iconTop: "clock",
            titleTop: "Exams on top of everything else",
            descTop: "AP or IB preparation competes with every other class, sport and application deadline.",
            iconBottom: "target",
            titleBottom: "Focused exam practice",
            descBottom: "Targeted practice on the exam tasks, with feedback on every attempt.",
          },
        ],
      },
      {
        type: "courseOverview",
        id: "support",
        image: assetLink("img-course-exam-prep"),
        title: "In step with what your teen studies at school",
        description:
          "Share the syllabus, the textbook unit or the next test date, and the teacher builds classes around it. Each class combines explanation, practice and plenty of speaking.",
        listTitle: "We can help with",
        list: [
          "Topics many Spanish III classes cover, such as the preterite and imperfect, the subjunctive and the perfect tenses",
          "Vocabulary for each school unit",
          "Presentations and oral exams",
          "Paragraphs, essays and other written work",
          "Reading and listening with authentic texts and audio",
          "Homework questions and test review",
        ],
      },
      {
        type: "features",
        id: "exams",
        title: "Preparing for AP or IB Spanish",
        items: [
          {
            title: "AP Spanish Language and Culture",
            text: "Practice the four free-response tasks (email reply, argumentative essay, conversation and cultural comparison) with timed exercises and detailed feedback.",
            icon: "certificate",
          },
          {
            title: "IB Spanish",
            text: "For Language B and ab initio students: practice for the individual oral, writing tasks, and reading and listening, with feedback on every attempt.",
            icon: "globe",
          },
          {
            title: "Honest feedback",
            text: "We don’t promise scores. We promise regular practice, clear feedback and a teacher who knows where your teen needs help.",
            icon: "check",
          },
        ],
      },
      {
        type: "timeline",
        id: "how-it-works",
        title: "How it works",
        steps: [
          { color: "teal", title: "Take the level test", desc: "A starting point, so classes begin where your teen actually is." },
          { color: "coral", title: "Choose a format", desc: "Individual classes, up to 3 per week, or a small High School group of up to {{maxGroupSize}} students." },
          { color: "sun", title: "Share the school plan", desc: "Send the syllabus, units and exam dates so the teacher can line classes up with them." },
          { color: "teal", title: "Live classes", desc: "Explanation, practice and speaking in every class, with a native teacher." },
          { color: "slate", title: "Progress you can follow", desc: "Progress reports show what’s improving and what to focus on next." },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Spanish 11 FAQs",
        items: [
          {
            question: "Does this replace my teen’s Spanish class at school?",
            answer: "No. Spanish 11 is extra support that works alongside the school course and its teacher.",
          },
          {
            question: "Can classes follow our school’s textbook?",
            answer: "Yes. Share the textbook unit, worksheets or study guide and the teacher will use them in class.",
          },
          {
            question: "How many classes a week should my teen take?",
            answer: "That depends on your teen’s goals. One class a week keeps skills steady during the year, and individual classes allow up to 3 per week before big tests.",
          },
          {
            question: "What if our schedule changes?",
            answer: "Class times can be changed with one week’s notice, which helps around sports seasons and school events.",
          },
          {
            question: "Is there a free trial?",
            answer: "Yes. The free trial lasts {{trialDays}} days, and there is no charge until it ends.",
          },
        ],
      },
      {
        type: "cta",
        title: "Help your teen feel confident in Spanish",
        description: "Try live classes with a native teacher free for {{trialDays}} days. No charge until the trial ends.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
];
