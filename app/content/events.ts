// Events (/hablarte-spanish-events): open classes, webinars, workshops and info sessions.
// Times are US Central with their offset (CST -06:00, CDT -05:00); past events stay listed as past.
import type { RichTextNode } from "~/domain/content/cms-schema";
import { assetLink, doc, entry, h3, p, pLink, ul } from "~/content/build";

type EventInput = {
  slug: string;
  createdAt: string;
  title: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  format: "Online" | "In person";
  location: string;
  audience: string;
  image: string;
  body: RichTextNode[];
};

function event(e: EventInput) {
  return entry({
    id: `event-${e.slug}`,
    contentType: "event",
    createdAt: e.createdAt,
    fields: {
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      format: e.format,
      location: e.location,
      audience: e.audience,
      image: assetLink(e.image),
      body: doc(...e.body),
    },
  });
}

const ONLINE = "Online (Zoom link sent after registration)";
const contactPage = () => pLink("Register through our contact page", "/contact-hablarte");
const eventsPage = () => pLink("See our upcoming events", "/hablarte-spanish-events");

export const events = [
  event({
    slug: "free-open-class-spanish-for-beginners",
    createdAt: "2026-11-02T15:00:00.000Z",
    title: "Free open class: Spanish for absolute beginners",
    summary:
      "Never studied Spanish, or forgot everything from high school? Join a live, one-hour beginner class with a native teacher and leave able to greet people, introduce yourself and ask simple questions.",
    startsAt: "2026-12-10T18:00:00-06:00",
    endsAt: "2026-12-10T19:00:00-06:00",
    format: "Online",
    location: ONLINE,
    audience: "Adults new to Spanish",
    image: "img-event-open-class-for-adults",
    body: [
      h3("What you’ll do"),
      p(
        "This is a real class, not a sales presentation. A native {{brand}} teacher will guide you through your first conversation in Spanish, step by step, with plenty of chances to speak. By the end of the hour you will be able to:",
      ),
      ul(
        "Greet people and say goodbye at any time of day",
        "Introduce yourself: your name, where you are from and where you live",
        "Ask someone how they are, and answer",
        "Pronounce the five Spanish vowels clearly, the secret to being understood",
      ),
      h3("Who it’s for"),
      p(
        "Adults who have never studied Spanish, or who studied it years ago and remember little more than “hola.” No preparation is needed. Like our regular group classes, the open class has up to {{maxGroupSize}} students, so everyone gets a turn to speak. Bring a laptop with a camera and microphone, and a notebook.",
      ),
      h3("How to join"),
      p(
        "The class runs from 6:00 to 7:00 p.m. Central Time (7:00 p.m. Eastern, 4:00 p.m. Pacific). To save your place, email {{email}} with your name and “Open class” in the subject line, or use the form on our contact page. We will send the Zoom link after you register.",
      ),
      contactPage(),
      p(
        "Enjoyed it? Keep going with a free {{trialDays}}-day trial of our live classes. Nothing is charged until the trial ends.",
      ),
    ],
  }),
  event({
    slug: "raising-bilingual-kids-webinar",
    createdAt: "2026-11-09T15:00:00.000Z",
    title: "Raising bilingual kids: a webinar for parents",
    summary:
      "A practical hour for parents who want Spanish to stick, whether or not they speak it themselves. {{brand}} teachers share routines, games and age-by-age advice, and answer your questions live.",
    startsAt: "2027-01-21T19:00:00-06:00",
    endsAt: "2027-01-21T20:00:00-06:00",
    format: "Online",
    location: ONLINE,
    audience: "Parents and caregivers of children ages 5–18",
    image: "img-event-raising-bilingual-kids-webinar",
    body: [
      h3("What we’ll cover"),
      p(
        "Our teachers work with young learners every day, and they hear the same questions from families again and again. In this webinar they share what works at home:",
      ),
      ul(
        "Choosing a family language plan you can keep up, even on busy weeks",
        "Everyday routines in Spanish: mornings, meals and bedtime",
        "Songs, books and games that children actually enjoy",
        "What to expect in each group: Grade 1&2, Grade 3-5, Middle School and High School",
        "What to do when your child mixes languages or says “I don’t want to speak Spanish”",
      ),
      h3("Who it’s for"),
      p(
        "Parents and caregivers of children from 5 to 18, whether Spanish is your first language, you are learning it yourself, or you don’t speak it at all. We will save time at the end for your questions, so bring them along.",
      ),
      h3("How to join"),
      p(
        "The webinar runs from 7:00 to 8:00 p.m. Central Time (8:00 p.m. Eastern, 5:00 p.m. Pacific) and is free. Register by emailing {{email}} with your name and your children’s grades, or through our contact page, and we will send you the Zoom link.",
      ),
      contactPage(),
      p(
        "Can’t wait until January? Our free eBook, The Parent’s Guide to Raising a Spanish Speaker, covers many of the same ideas.",
      ),
      pLink("Browse our free eBooks", "/spanish-learning-ebooks"),
    ],
  }),
  event({
    slug: "k12-administrators-roundtable-austin",
    createdAt: "2026-11-16T15:00:00.000Z",
    title: "K-12 administrators’ roundtable: curriculum, licenses and staffing",
    summary:
      "A morning roundtable in Austin for school and district leaders planning or growing a Spanish program. See the ACTFL-aligned K-12 curriculum, learn how licensing works and compare staffing options with peers.",
    startsAt: "2027-02-25T09:00:00-06:00",
    endsAt: "2027-02-25T11:30:00-06:00",
    format: "In person",
    location: "Bluestem Hill School, Austin, TX",
    audience: "K-12 principals, district leaders and world-language coordinators",
    image: "img-event-k12-administrators-roundtable",
    body: [
      h3("What we’ll do"),
      p(
        "This is a working session around one table, not a lecture. We will start with a short walkthrough of the {{brand}} K-12 curriculum, then spend most of the morning on the questions administrators bring to us most often:",
      ),
      ul(
        "How the curriculum covers grades K–12 and follows ACTFL standards from one level to the next",
        "How licensing works: one license per teacher, per level, and how to count what you need",
        "Staffing options, including live online classes with native teachers for campuses that cannot hire",
        "Setting proficiency targets and measuring progress across grade bands",
        "Open discussion: what has worked, and what hasn’t, in your schools",
      ),
      h3("Who it’s for"),
      p(
        "Principals, superintendents, curriculum directors and world-language coordinators, whether you are starting a Spanish program or extending one into new grades. {{brand}} works with more than 100 schools and organizations, and our programs are approved by the Departments of Education of {{approvedStates}} states, so you will hear from peers facing the same decisions.",
      ),
      h3("How to join"),
      p(
        "The roundtable runs from 9:00 to 11:30 a.m. Central Time. It is free, and seats are limited to keep the conversation useful. Email {{email}} with your name, role and school or district, or register through our contact page. We will confirm your seat and send the address and parking details.",
      ),
      contactPage(),
      p("Can’t make it to Austin? Book an online demo and we will walk your team through the curriculum."),
      pLink("Book a demo", "/book-demo"),
    ],
  }),
  event({
    slug: "summer-camp-info-session",
    createdAt: "2026-11-18T15:00:00.000Z",
    title: "Summer camp info session for families",
    summary:
      "Thinking about a Spanish summer camp? Meet our team online, see how camps are organized by grade, and get your questions about schedules and length answered before you plan your family’s summer.",
    startsAt: "2027-04-15T18:30:00-05:00",
    endsAt: "2027-04-15T19:15:00-05:00",
    format: "Online",
    location: ONLINE,
    audience: "Families of students ages 5–18",
    image: "img-event-summer-camp-info-session",
    body: [
      h3("What you’ll learn"),
      p(
        "Summer is the easiest time for Spanish to slip away, and one of the best times to make real progress. In 45 minutes, our team will walk you through how {{brand}} summer camps work:",
      ),
      ul(
        "Camps last from 2 to 8 weeks, so you can fit them around vacations and other plans",
        "Campers learn in live online classes with native teachers, who all hold a master’s degree",
        "Children and teens are grouped as Grade 1&2, Grade 3-5, Middle School and High School",
        "How to choose a camp length and a group for your child",
      ),
      h3("Who it’s for"),
      p(
        "Parents and caregivers of children and teens from 5 to 18, whether your child is new to Spanish, already takes classes with us, or speaks Spanish at home. Kids are welcome to listen in.",
      ),
      h3("How to join"),
      p(
        "The session runs from 6:30 to 7:15 p.m. Central Time (7:30 p.m. Eastern, 4:30 p.m. Pacific). Register by emailing {{email}} with your name and your children’s grades, or through our contact page. We will send you the Zoom link.",
      ),
      contactPage(),
    ],
  }),
  event({
    slug: "dia-de-muertos-family-workshop",
    createdAt: "2026-09-14T15:00:00.000Z",
    title: "Día de los Muertos family workshop",
    summary:
      "Families learned how Día de los Muertos is celebrated, practiced its vocabulary in Spanish and made their own papel picado in this live cultural workshop with a native {{brand}} teacher.",
    startsAt: "2026-10-29T18:00:00-05:00",
    endsAt: "2026-10-29T19:15:00-05:00",
    format: "Online",
    location: ONLINE,
    audience: "Families and learners of all ages",
    image: "img-event-dia-de-muertos-workshop",
    body: [
      h3("What we did"),
      p(
        "Día de los Muertos, celebrated on November 1 and 2, is one of Mexico’s most important traditions: a joyful time to remember loved ones who have died. It is not “Mexican Halloween.” In this workshop, families explored the meaning behind the celebration and the objects that fill an ofrenda, the home altar built in honor of the departed.",
      ),
      ul(
        "La ofrenda: the altar, with photos of loved ones and the foods they enjoyed",
        "El cempasúchil: the bright orange marigolds whose color and scent are said to guide the spirits home",
        "El pan de muerto: a sweet bread baked especially for these days",
        "Las calaveritas de azúcar: decorated sugar skulls",
        "El papel picado: colorful tissue-paper banners with cut-out designs",
      ),
      p(
        "Then everyone folded and cut their own papel picado, describing colors and shapes in Spanish as they went, and shared one memory of a family member with the group.",
      ),
      h3("Who joined"),
      p(
        "Parents, grandparents, children and adult learners, from complete beginners to native speakers. Our teacher switched between Spanish and English so that everyone could follow.",
      ),
      p(
        "This event has ended. Thank you to everyone who joined and shared their family stories with us. Join one of our upcoming events, or write to {{email}} to hear about the next cultural workshop.",
      ),
      eventsPage(),
    ],
  }),
  event({
    slug: "heritage-speakers-reading-circle",
    createdAt: "2026-08-31T15:00:00.000Z",
    title: "Heritage speakers’ reading circle: José Martí’s Versos sencillos",
    summary:
      "During Hispanic Heritage Month, heritage speakers read and discussed poems from José Martí’s Versos sencillos together, entirely in Spanish, in a relaxed online circle led by a native {{brand}} teacher.",
    startsAt: "2026-09-24T19:00:00-05:00",
    endsAt: "2026-09-24T20:15:00-05:00",
    format: "Online",
    location: ONLINE,
    audience: "Heritage speakers, teens and adults",
    image: "img-event-heritage-speakers-reading-circle",
    body: [
      h3("What we did"),
      p(
        "National Hispanic Heritage Month runs from September 15 to October 15, and we marked it with a reading circle for people who grew up hearing Spanish at home. Together we read poems from Versos sencillos, published by the Cuban poet José Martí in 1891, including the lines that many people know from the song “Guantanamera.”",
      ),
      ul(
        "Reading aloud: each participant read a stanza, with gentle help on pronunciation and rhythm",
        "Discussion in Spanish: what the poems say about friendship, honesty and home",
        "Vocabulary: words that are less common in everyday conversation, like “palma,” “verso” and “cultivo”",
        "Writing: a short stanza of our own about a place or a person that matters to us",
      ),
      h3("Who joined"),
      p(
        "Teens and adults who understand Spanish well and want to feel more confident reading, writing and speaking it in more formal settings. Many participants said it was the first time they had read poetry in Spanish since childhood.",
      ),
      p(
        "This event has ended. Thank you to everyone who read with us. If you would like to keep building your reading and writing in Spanish, write to {{email}} to hear about our next reading circle.",
      ),
      eventsPage(),
    ],
  }),
];
