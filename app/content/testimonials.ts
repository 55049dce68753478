// Testimonials of the home carousel: adult learners, parents, a heritage speaker and institutional clients.
import { assetLink, entry } from "~/content/build";

type TestimonialInput = { id: string; createdAt: string; name: string; role: string; text: string; image: string };

function testimonial(t: TestimonialInput) {
  return entry({
    id: t.id,
    contentType: "testimonial",
    createdAt: t.createdAt,
    fields: { name: t.name, role: t.role, text: t.text, image: assetLink(t.image) },
  });
}

export const testimonials = [
  testimonial({
    id: "testimonial-jasmine-lee",
    createdAt: "2025-02-17T12:00:00.000Z",
    name: "Jasmine Lee",
    role: "Marketing manager, San Diego CA",
    text: "I tried three apps and never got past the first awkward sentence. Two live classes a week changed that. Within a couple of months I was leading the small talk on calls with our team in Mexico City.",
    image: "img-person-jasmine-lee",
  }),
  testimonial({
    id: "testimonial-priya-raman",
    createdAt: "2025-03-11T12:00:00.000Z",
    name: "Priya Raman",
    role: "Mother of a third grader",
    text: "My daughter looks forward to Spanish every week. The classes are playful but structured, and now she sings the songs around the house and corrects my pronunciation. I don't speak Spanish, so I love the ideas her teacher shares for practicing at home.",
    image: "img-person-priya-raman",
  }),
  testimonial({
    id: "testimonial-andrea-morales",
    createdAt: "2025-04-29T12:00:00.000Z",
    name: "Andrea Morales",
    role: "Heritage speaker, Chicago IL",
    text: "I grew up speaking Spanish with my abuela, but I could barely write a text message. The heritage class met me where I was, without making me repeat the basics. Last month I wrote my grandmother a real letter, accents and all, and she called me in tears.",
    image: "img-person-andrea-morales",
  }),
  testimonial({
    id: "testimonial-laura-whitfield",
    createdAt: "2025-06-24T12:00:00.000Z",
    name: "Laura Whitfield",
    role: "World Languages Coordinator, Alder Creek School District",
    text: "Four of our elementary schools had no Spanish teacher. {{brand}} gave us native teachers, an ACTFL-aligned curriculum and a licensing model our business office understood right away. Our purchase order was approved within two business days.",
    image: "img-person-laura-whitfield",
  }),
  testimonial({
    id: "testimonial-tom-becker",
    createdAt: "2025-08-05T12:00:00.000Z",
    name: "Tom Becker",
    role: "Retired engineer and traveler",
    text: "My wife and I took the travel course before three weeks in Oaxaca. I was nervous about speaking, but by the end of the trip I was ordering at the market and asking for directions without rehearsing every sentence in my head.",
    image: "img-person-tom-becker",
  }),
  testimonial({
    id: "testimonial-dana-whitaker",
    createdAt: "2025-09-30T12:00:00.000Z",
    name: "Dana Whitaker",
    role: "Head of People, Kestrel Freight & Logistics",
    text: "Many of our warehouse employees speak Spanish as their first language. Our supervisors now give part of every shift briefing in Spanish, and people notice the effort. The classes fit around shifts, and the teachers built the vocabulary around our actual work.",
    image: "img-person-dana-whitaker",
  }),
  testimonial({
    id: "testimonial-marcus-johnson",
    createdAt: "2025-11-18T12:00:00.000Z",
    name: "Marcus Johnson",
    role: "Father of two, Atlanta GA",
    text: "Both of our kids take classes, one in Middle School and one in Grade 3-5. They learn with kids their own age, and the free {{trialDays}}-day trial made it easy to see whether it was a good fit before we committed.",
    image: "img-person-marcus-johnson",
  }),
  testimonial({
    id: "testimonial-megan-caldwell",
    createdAt: "2026-01-08T12:00:00.000Z",
    name: "Megan Caldwell",
    role: "Nurse practitioner, Phoenix AZ",
    text: "I used to rely on gestures for everything that happened before the interpreter joined. Now I greet my patients, ask about their symptoms and chat with their families in Spanish. My teacher made every class feel like a real shift.",
    image: "img-person-megan-caldwell",
  }),
  testimonial({
    id: "testimonial-kwame-mensah",
    createdAt: "2026-02-12T12:00:00.000Z",
    name: "Kwame Mensah",
    role: "Software engineer, Denver CO",
    text: "Small groups, lots of speaking time and a teacher who catches a mistake before it turns into a habit. That was exactly what I needed. I finally feel comfortable joining the Spanish conversations at my climbing gym.",
    image: "img-person-kwame-mensah",
  }),
];
