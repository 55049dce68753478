// The four hot-site landings (parents, professionals, heritage, leisure). Each rich-text field is a
// sequence of fixed-shape groups that app/domain/hot-site reads by position:
// - testimonials: asset, h4 highlight, p text, link "Read <name>'s story", h5 name, h6 title
// - questions: bold question, list of options (parents: the last list is level-dependent,
//   every item "level | <option of question 1> | <option text>")
// - levels: h4 tab (Beginner | Intermediate | Advanced), list of can-do statements
// - tutorials: poster asset, h4 title, p description, a link "Watch the tutorial" to the video asset and one
//   "English captions" to its captions asset
import type { RichTextNode } from "~/domain/content/cms-schema";
import { doc, embeddedAsset, entry, h4, h5, h6, p, pAssetLink, pBold, pLink, ul } from "~/content/build";
import { tutorialCaptionsId, tutorialVideoId } from "~/content/assets-tutorials";

type Story = { portrait: string; highlight: string; text: string; firstName: string; name: string; title: string };

const stories = (...items: Story[]) =>
  doc(
    ...items.flatMap((s): RichTextNode[] => [
      embeddedAsset(s.portrait),
      h4(s.highlight),
      p(s.text),
      pLink(`Read ${s.firstName}'s story`, "/spanish-case-studies"),
      h5(s.name),
      h6(s.title),
    ]),
  );

const questions = (...items: Array<[question: string, options: string[]]>) =>
  doc(...items.flatMap(([question, options]) => [pBold(question), ul(...options)]));

const levels = (beginner: string[], intermediate: string[], advanced: string[]) =>
  doc(h4("Beginner"), ul(...beginner), h4("Intermediate"), ul(...intermediate), h4("Advanced"), ul(...advanced));

type Tutorial = { slug: string; title: string; description: string };

const tutorials = (...items: Tutorial[]) =>
  doc(
    ...items.flatMap((t): RichTextNode[] => [
      embeddedAsset(`img-tutorial-${t.slug}`),
      h4(t.title),
      p(t.description),
      pAssetLink("Watch the tutorial", tutorialVideoId(t.slug)),
      pAssetLink("English captions", tutorialCaptionsId(t.slug)),
    ]),
  );

/** A level-dependent option of the parents' last question. */
const level = (age: string, option: string) => `level | ${age} | ${option}`;

const AGES = ["5–7 years", "8–10 years", "11–13 years", "14–18 years"] as const;
const [AGE_5_7, AGE_8_10, AGE_11_13, AGE_14_18] = AGES;

export const hotSites = [
  entry({
    id: "hot-site-parents",
    contentType: "hotSite",
    createdAt: "2025-05-20T09:00:00.000Z",
    fields: {
      slug: "parents" as const,
      title: "Live Spanish classes for kids and teens, with native teachers",
      testimonials: stories(
        {
          portrait: "img-person-priya-raman",
          highlight: "She can't wait for Spanish day",
          text: "Our daughter joined the Grade 3-5 group last fall. She was shy at first, but her teacher found gentle ways to get her talking, and now she tells us about her class in Spanish over dinner.",
          firstName: "Priya",
          name: "Priya Raman",
          title: "Mother of a third grader, Edison NJ",
        },
        {
          portrait: "img-person-marcus-johnson",
          highlight: "Two kids, two groups, one easy routine",
          text: "Our son is in Middle School and our daughter is in Grade 3-5, so each of them learns with kids their own age. When we needed to move a class time, a week's notice was all it took.",
          firstName: "Marcus",
          name: "Marcus Johnson",
          title: "Father of two, Atlanta GA",
        },
        {
          portrait: "img-person-hannah-walsh",
          highlight: "Songs in the car, Spanish at the table",
          text: "My six-year-old started in the Grade 1&2 group with songs and games. Now the whole family knows the colors song by heart, and she proudly asks for agua at dinner.",
          firstName: "Hannah",
          name: "Hannah Walsh",
          title: "Mother of two, Austin TX",
        },
      ),
      questions: questions(
        ["How old is your child?", [...AGES]],
        [
          "What would you most like Spanish to do for your child?",
          [
            "Start a second language early",
            "Keep up with Spanish at school",
            "Connect with family who speak Spanish",
            "Prepare for a Spanish exam",
          ],
        ],
        [
          "Where would your child like to start?",
          [
            level(AGE_5_7, "Grade 1&2: first words through songs and games"),
            level(AGE_5_7, "Grade 1&2: reading simple words and short sentences"),
            level(AGE_8_10, "Grade 3-5: first steps in Spanish"),
            level(AGE_8_10, "Grade 3-5: building sentences and short conversations"),
            level(AGE_8_10, "Grade 3-5: reading and writing short texts"),
            level(AGE_11_13, "Middle School: beginner, no Spanish yet"),
            level(AGE_11_13, "Middle School: support for Spanish class at school"),
            level(AGE_11_13, "Middle School: confident speaker ready for more"),
            level(AGE_14_18, "High School: beginner or Spanish 1"),
            level(AGE_14_18, "High School: support for Spanish 2 and 3"),
            level(AGE_14_18, "High School: AP Spanish exam preparation"),
          ],
        ],
      ),
      levels: levels(
        [
          "Greet classmates and say how they feel",
          "Count and name colors, animals and everyday objects",
          "Sing songs and follow simple classroom instructions",
          "Answer short questions about family and pets",
        ],
        [
          "Describe their day, school and friends",
          "Read short stories and answer questions about them",
          "Write a few connected sentences",
          "Ask classmates questions and keep a short conversation going",
        ],
        [
          "Talk about past events and future plans",
          "Read books and articles written for their age",
          "Write short paragraphs and simple reports",
          "Present a project to the class in Spanish",
        ],
      ),
      tutorials: tutorials(
        {
          slug: "parents-first-class",
          title: "Getting ready for your child's first class",
          description:
            "How to choose a quiet spot, test the headphones and microphone, and help your child join the live class on time and relaxed.",
        },
        {
          slug: "parents-practice-at-home",
          title: "Practicing Spanish at home",
          description:
            "Simple games and routines that keep Spanish going between classes, even if you don't speak it yourself.",
        },
      ),
    },
  }),
  entry({
    id: "hot-site-professionals",
    contentType: "hotSite",
    createdAt: "2025-05-20T09:10:00.000Z",
    fields: {
      slug: "professionals" as const,
      title: "Spanish for professionals who need it at work",
      testimonials: stories(
        {
          portrait: "img-person-megan-caldwell",
          highlight: "Warmer visits with my patients",
          text: "Medical Spanish gave me the phrases I use every day, from greeting patients to asking where it hurts. I still call an interpreter for the important conversations, but the rest of the visit feels so much warmer.",
          firstName: "Megan",
          name: "Megan Caldwell",
          title: "Nurse practitioner, Phoenix AZ",
        },
        {
          portrait: "img-person-sarah-mitchell",
          highlight: "I can talk with every family now",
          text: "Many of my students' families speak Spanish at home. After a few months of classes, I greet parents in Spanish at pickup and hold simple conferences without waiting for help.",
          firstName: "Sarah",
          name: "Sarah Mitchell",
          title: "Fourth-grade teacher, Tucson AZ",
        },
        {
          portrait: "img-person-david-okafor",
          highlight: "Meetings without a translator",
          text: "I took two individual classes a week, built around supply chain vocabulary. Six months later I run our weekly check-in with the Monterrey plant partly in Spanish, and the relationship has never been better.",
          firstName: "David",
          name: "David Okafor",
          title: "Operations manager, Houston TX",
        },
      ),
      questions: questions(
        [
          "What is your Spanish level today?",
          [
            "I'm a complete beginner",
            "I know some basics",
            "I can hold a simple conversation",
            "I'm comfortable but want to polish my Spanish",
          ],
        ],
        [
          "Where will you use Spanish?",
          [
            "Elementary",
            "Middle",
            "High school",
            "General learning",
            "Healthcare",
            "Business",
            "Other professional setting",
          ],
        ],
        ["How many classes a week fit your schedule?", ["1 class per week", "2 classes per week", "3 classes per week"]],
      ),
      levels: levels(
        [
          "Introduce yourself and your role",
          "Handle greetings and small talk before a meeting",
          "Ask and answer simple questions about schedules and numbers",
          "Understand short, clear messages from colleagues",
        ],
        [
          "Take part in routine meetings and calls",
          "Write clear emails and short reports",
          "Explain procedures and give instructions",
          "Handle common questions from clients, patients or families",
        ],
        [
          "Lead meetings and presentations",
          "Negotiate and handle difficult conversations tactfully",
          "Adapt your tone for clients, partners and executives",
          "Follow fast native speech, including regional expressions",
        ],
      ),
      tutorials: tutorials(
        {
          slug: "professionals-join-from-work",
          title: "Joining your class from work",
          description:
            "How to set up your laptop, headset and a quiet room so a live class fits neatly into your workday.",
        },
        {
          slug: "professionals-vocabulary",
          title: "Building your workplace vocabulary",
          description:
            "How to keep a personal word list for your field and bring it to class, where your teacher turns it into real conversation practice.",
        },
      ),
    },
  }),
  entry({
    id: "hot-site-heritage",
    contentType: "hotSite",
    createdAt: "2025-05-20T09:20:00.000Z",
    fields: {
      slug: "heritage" as const,
      title: "Spanish for heritage speakers: build on what you already know",
      testimonials: stories(
        {
          portrait: "img-person-andrea-morales",
          highlight: "My Spanish finally feels like mine",
          text: "I always understood my family, but writing felt impossible. My teacher helped me with spelling and accents without ever making me feel that my Spanish was wrong.",
          firstName: "Andrea",
          name: "Andrea Morales",
          title: "Heritage speaker, Chicago IL",
        },
        {
          portrait: "img-person-luis-herrera",
          highlight: "From kitchen Spanish to work Spanish",
          text: "I spoke Spanish at home my whole life but froze in formal situations. Now I present to Spanish-speaking clients and write emails I'm proud of.",
          firstName: "Luis",
          name: "Luis Herrera",
          title: "Heritage speaker, San Antonio TX",
        },
        {
          portrait: "img-person-camila-ortiz",
          highlight: "Phone calls with my grandparents, en español",
          text: "I understood my grandparents but always answered in English. After a semester of heritage classes, our calls are in Spanish from start to finish.",
          firstName: "Camila",
          name: "Camila Ortiz",
          title: "College student, Los Angeles CA",
        },
      ),
      questions: questions(
        [
          "How did you grow up with Spanish?",
          [
            "We spoke Spanish at home, and I spoke it too",
            "I understand Spanish but usually answer in English",
            "I heard Spanish from grandparents or other relatives",
            "I spoke Spanish as a child but have lost much of it",
          ],
        ],
        [
          "What feels hardest right now?",
          [
            "Speaking without switching to English",
            "Spelling and written accents",
            "Formal Spanish for school or work",
            "Reading longer texts",
          ],
        ],
        [
          "What would you like to do next?",
          [
            "Talk more easily with family",
            "Read and write with confidence",
            "Use Spanish at work",
            "Prepare for a Spanish exam or course",
          ],
        ],
      ),
      levels: levels(
        [
          "Follow family conversations and reply in full sentences",
          "Spell common words correctly",
          "Read short texts with confidence",
          "Write simple messages with correct accents",
        ],
        [
          "Tell stories and describe experiences in detail",
          "Choose between tú and usted with confidence",
          "Write emails and short essays",
          "Read news articles and discuss them",
        ],
        [
          "Move easily between informal and formal Spanish",
          "Write polished texts for school or work",
          "Discuss complex topics such as health, politics and the arts",
          "Read literature from across the Spanish-speaking world",
        ],
      ),
      tutorials: tutorials(
        {
          slug: "heritage-starting-level",
          title: "Finding your starting level",
          description:
            "What to expect from your first class, and how your teacher finds where your Spanish is strongest and where to build next.",
        },
        {
          slug: "heritage-reading-writing",
          title: "Reading and writing the Spanish you speak",
          description:
            "Practical tips for spelling and written accents, and for turning the Spanish you speak into confident writing.",
        },
      ),
    },
  }),
  entry({
    id: "hot-site-leisure",
    contentType: "hotSite",
    createdAt: "2025-05-20T09:30:00.000Z",
    fields: {
      slug: "leisure" as const,
      title: "Spanish for travel, culture and the joy of it",
      testimonials: stories(
        {
          portrait: "img-person-tom-becker",
          highlight: "Ready for the market in Oaxaca",
          text: "Our teacher turned every class into a little trip: ordering food, buying bus tickets, chatting with our hosts. By the time we landed, I felt ready to give it a try.",
          firstName: "Tom",
          name: "Tom Becker",
          title: "Retired engineer and traveler",
        },
        {
          portrait: "img-person-janet-kowalski",
          highlight: "A new hobby that keeps me sharp",
          text: "I started Spanish at 67, just for fun. The weekly group class is the highlight of my week, and I've made friends from three different states.",
          firstName: "Janet",
          name: "Janet Kowalski",
          title: "Retiree, Tucson AZ",
        },
        {
          portrait: "img-person-chris-nguyen",
          highlight: "More than pointing at menus",
          text: "I wanted to do more than point at menus. After a few months of group classes, I spent a week in Mexico City chatting with taxi drivers and shop owners.",
          firstName: "Chris",
          name: "Chris Nguyen",
          title: "Weekend traveler, Seattle WA",
        },
      ),
      questions: questions(
        [
          "What brings you to Spanish?",
          ["An upcoming trip", "Friends or family who speak Spanish", "A new hobby", "Keeping my mind active"],
        ],
        [
          "How much Spanish do you know?",
          ["None yet", "A few words and phrases", "Enough to get by on a trip", "I can chat about everyday topics"],
        ],
        [
          "How would you like to learn?",
          [
            "Group classes, 1 class per week",
            "Individual classes, 1 to 3 per week",
            "Not sure yet: I'd like to start with the free {{trialDays}}-day trial",
          ],
        ],
      ),
      levels: levels(
        [
          "Greet people and introduce yourself",
          "Order food and drinks and ask for the check",
          "Ask for directions and prices",
          "Understand simple signs and menus",
        ],
        [
          "Chat with hosts and guides about your trip",
          "Solve problems at hotels, stations and pharmacies",
          "Describe places you have visited",
          "Follow slow, clear conversations between native speakers",
        ],
        [
          "Hold long conversations on a wide range of topics",
          "Enjoy films, podcasts and books in Spanish",
          "Understand different regional accents",
          "Share opinions and tell stories with ease",
        ],
      ),
      tutorials: tutorials(
        {
          slug: "leisure-first-class",
          title: "Starting your free trial and first class",
          description:
            "How to start your free {{trialDays}}-day trial, pick a class time and join your first live lesson from a laptop.",
        },
        {
          slug: "leisure-travel-phrases",
          title: "Survival phrases for your next trip",
          description:
            "A teacher walks through the phrases travelers use most, from ordering a meal to asking for directions.",
        },
      ),
    },
  }),
];
