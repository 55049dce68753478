// Case studies of the institutions Hablarte works with. The organisations are fictional.
// Card (listItem) order: 0 image, 1 title (h3), 2 description, 3 "Read the full story";
// one card has only three nodes, its description itself inviting the reader ("Read how …").
import type { ListItemFields, RichTextNode } from "~/domain/content/cms-schema";
import { doc, embeddedAsset, entry, h3, h4, p, ul } from "~/content/build";

type CaseStudyInput = {
  id: string;
  slug?: string;
  createdAt: string;
  image: string;
  title: string;
  /** Omitted for the three-node card, whose description already contains the call to read. */
  description?: string;
  readLine: string;
  body: RichTextNode[];
};

function caseStudy(c: CaseStudyInput) {
  const card = c.description
    ? doc(embeddedAsset(c.image), h3(c.title), p(c.description), p(c.readLine))
    : doc(embeddedAsset(c.image), h3(c.title), p(c.readLine));
  return entry<ListItemFields>({
    id: c.id,
    contentType: "caseStudy",
    createdAt: c.createdAt,
    fields: { ...(c.slug ? { slug: c.slug } : {}), listItem: card, body: doc(...c.body) },
  });
}

export const caseStudies = [
  caseStudy({
    id: "case-alder-creek-school-district",
    slug: "alder-creek-school-district",
    createdAt: "2025-03-25T15:00:00.000Z",
    image: "img-case-school-district",
    title: "Alder Creek School District brings Spanish to every elementary school",
    description:
      "Four rural elementary schools had no Spanish teacher. After one school year of live classes, most third to fifth graders could introduce themselves and hold a short conversation about school and family.",
    readLine: "Read the full story",
    body: [
      h4("The challenge"),
      p(
        "Alder Creek School District wanted every student to start Spanish in elementary school, but four of its rural campuses had been unable to hire a Spanish teacher for several years. Families noticed the gap: students from those schools arrived in middle school a step behind their classmates. The district needed a solution that followed a clear curriculum, fit into the existing school day and could grow over time without a large upfront commitment.",
      ),
      h4("The solution"),
      p(
        "The district started with live online classes for grades 3–5 at the four campuses, taught by native {{brand}} teachers while a classroom teacher supervised in the room. At the same time, it bought curriculum licenses for its own middle school Spanish teachers, one license per teacher per level, so students would move from one stage to the next without starting over. The purchase order was approved within two business days, and the whole program follows ACTFL standards.",
      ),
      h4("The results"),
      p(
        "By the end of the first school year, most students in the program could greet others, introduce themselves and answer simple questions about school, family and daily routines. Classroom teachers reported that students looked forward to Spanish days, and middle school teachers now receive students with a shared foundation. The district has since added Grade 1&2 classes at two of the four schools.",
      ),
      ul(
        "Live classes at four campuses that had no Spanish teacher",
        "Curriculum licenses for the district's own middle school teachers",
        "A shared ACTFL-aligned path from elementary to middle school",
      ),
    ],
  }),
  caseStudy({
    id: "case-amberfield-international-school",
    slug: "amberfield-international-school",
    createdAt: "2025-07-08T15:00:00.000Z",
    image: "img-case-ib-school",
    title: "Amberfield International School adds speaking practice for IB students",
    description:
      "Small-group conversation classes gave Diploma Programme students more time to speak before their individual oral assessments. After a one-semester pilot, the school extended the classes to the next cohort.",
    readLine: "Read the full story",
    body: [
      h4("The challenge"),
      p(
        "Amberfield International School offers Spanish in the IB Diploma Programme at two levels, Language ab initio for beginners and Language B for students with prior study. Its Spanish department was strong but stretched: with mixed levels in each class, students had little individual speaking time, and many felt anxious as the individual oral assessment approached.",
      ),
      h4("The solution"),
      p(
        "{{brand}} set up small weekly conversation groups that ran alongside the school's own Spanish classes. Teachers worked from the themes the students were already studying, so every session reinforced classroom work rather than adding new content. Students practiced describing images, discussing texts and answering follow-up questions in the format they would meet in their orals, and received specific feedback on fluency, vocabulary and accuracy.",
      ),
      h4("The results"),
      p(
        "After a one-semester pilot, students in the groups said they felt better prepared and less nervous for their oral assessments, and their Spanish teachers noticed longer, more spontaneous answers in class. The school extended the conversation groups to the following cohort and now introduces them at the start of the Diploma Programme rather than in the final months.",
      ),
    ],
  }),
  caseStudy({
    id: "case-willowmere-health",
    slug: "willowmere-health",
    createdAt: "2025-10-21T15:00:00.000Z",
    image: "img-case-hospital-network",
    title: "Willowmere Health helps clinic staff welcome Spanish-speaking patients",
    description:
      "Nurses and front-desk staff at two community clinics completed a medical Spanish course. They now handle greetings, registration and routine questions in Spanish, and call qualified interpreters for clinical conversations.",
    readLine: "Read the full story",
    body: [
      h4("The challenge"),
      p(
        "A growing share of patients at two Willowmere Health community clinics speak Spanish as their first language. Qualified interpreters were available for clinical conversations, but routine moments, such as check-in, directions and small talk in the exam room, often passed in awkward silence. Staff wanted to make patients feel more welcome without ever compromising on safety.",
      ),
      h4("The solution"),
      p(
        "{{brand}} ran a medical Spanish course in small groups scheduled around clinic shifts. Nurses and front-desk staff practiced the phrases they use many times a day, from confirming a date of birth to explaining where to wait, through role-plays with teachers playing patients. Every unit also covered when to stop and call a qualified interpreter, so the new skills supported the clinics' language access policy instead of replacing it.",
      ),
      h4("The results"),
      p(
        "After the course, participants handled greetings, registration and routine questions in Spanish with growing confidence, and patients responded warmly to the effort. Qualified interpreters remain part of every clinical conversation that requires them. Willowmere Health has opened a second cohort for staff at its other locations.",
      ),
    ],
  }),
  caseStudy({
    id: "case-calder-ridge-university",
    slug: "calder-ridge-university",
    createdAt: "2026-01-27T15:00:00.000Z",
    image: "img-case-university",
    title: "Calder Ridge University gives language students more time to talk",
    description:
      "Weekly conversation labs of up to {{maxGroupSize}} students complemented the department's Spanish courses. Students spoke more in class, and the department kept the labs for the next academic year.",
    readLine: "Read the full story",
    body: [
      h4("The challenge"),
      p(
        "The Spanish program at Calder Ridge University had grown faster than its faculty. Intermediate courses covered grammar, reading and writing well, but with large sections, students had few chances to speak at length. Faculty wanted a structured way to add conversation practice without hiring for a full new course.",
      ),
      h4("The solution"),
      p(
        "{{brand}} introduced weekly conversation labs, each with up to {{maxGroupSize}} students and a native teacher. The department shared its syllabus, and the labs followed the same themes week by week, so students could use new vocabulary and structures right after studying them. Labs were scheduled in the evening to avoid conflicts with other classes.",
      ),
      h4("The results"),
      p(
        "Instructors noticed that students who attended the labs participated more readily in class discussions and gave longer, more confident oral presentations. Student feedback on the labs was positive, and the department kept them for the following academic year, extending them to the advanced conversation course.",
      ),
    ],
  }),
  // The three-node card: its only paragraph is the call to read.
  caseStudy({
    id: "case-camino-abierto",
    slug: "camino-abierto-community-alliance",
    createdAt: "2026-02-24T15:00:00.000Z",
    image: "img-case-nonprofit",
    title: "Camino Abierto prepares volunteers to welcome newcomer families",
    readLine:
      "Read how Camino Abierto Community Alliance trained its English-speaking volunteers to greet Spanish-speaking families and guide them through everyday paperwork.",
    body: [
      h4("The challenge"),
      p(
        "Camino Abierto Community Alliance helps newly arrived families with everyday tasks: enrolling children in school, finding a clinic and understanding letters from the city. Most of its dedicated volunteers spoke little or no Spanish, so every visit depended on the few bilingual staff members, who had become a bottleneck.",
      ),
      h4("The solution"),
      p(
        "{{brand}} designed a short course for the volunteer team, built around the conversations they have most often: welcoming a family, collecting basic information, explaining the next step and making a follow-up appointment. Classes ran in the evening, and teachers added cultural context on topics such as forms of address and family roles, so volunteers could be both clear and respectful.",
      ),
      h4("The results"),
      p(
        "Volunteers now greet families, gather basic details and explain next steps in Spanish, while bilingual staff focus on the conversations that need their expertise. New volunteers join the course as part of their onboarding.",
      ),
    ],
  }),
  caseStudy({
    id: "case-kestrel-freight-logistics",
    slug: "kestrel-freight-logistics",
    createdAt: "2026-04-07T15:00:00.000Z",
    image: "img-case-company",
    title: "Kestrel Freight & Logistics builds a bilingual warehouse floor",
    description:
      "Shift supervisors took team classes timed around their schedules. Within six months, they were giving part of each shift briefing in Spanish and answering routine questions without a translator.",
    readLine: "Read the full story",
    body: [
      h4("The challenge"),
      p(
        "Many of the warehouse employees at Kestrel Freight & Logistics speak Spanish as their first language, while most shift supervisors spoke only English. Safety briefings and schedule changes relied on a few bilingual colleagues to translate on the spot, which slowed things down and put extra pressure on the same people every day.",
      ),
      h4("The solution"),
      p(
        "{{brand}} created team classes for supervisors, scheduled at the start and end of shifts so nobody had to come in on a day off. Teachers built the lessons around the company's real vocabulary, from loading docks and pallet jacks to overtime and time-off requests, and practiced the short announcements supervisors make every day.",
      ),
      h4("The results"),
      p(
        "Within six months, supervisors were delivering part of each shift briefing in Spanish and handling routine questions directly. Employees noticed the effort, and the bilingual colleagues who used to translate can now focus on their own work. Kestrel's people team has added the classes to its leadership development program.",
      ),
    ],
  }),
];
