// Blog articles. The card (listItem) follows one fixed node order (see `article` below);
// `body` holds the full text of the article page.
import type { ListItemFields, RichTextNode } from "~/domain/content/cms-schema";
import { doc, embeddedAsset, entry, h3, h3Underline, h4, h5, h6, p, ul } from "~/content/build";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-03-04T14:00:00.000Z" → "March 4, 2026" (UTC, so the card date always matches createdAt). */
function displayDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

type ArticleInput = {
  id: string;
  slug?: string;
  createdAt: string;
  image: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  body: RichTextNode[];
};

/**
 * listItem node order: 0 image, 1 category (h6), 2 title (h3), 3 summary, 4 "By <author>" (h6),
 * 5 date (h5), 6 link label (underlined h3).
 */
function article(a: ArticleInput) {
  return entry<ListItemFields>({
    id: a.id,
    contentType: "blog",
    createdAt: a.createdAt,
    fields: {
      ...(a.slug ? { slug: a.slug } : {}),
      listItem: doc(
        embeddedAsset(a.image),
        h6(a.category),
        h3(a.title),
        p(a.summary),
        h6(`By ${a.author}`),
        h5(displayDate(a.createdAt)),
        h3Underline("Read the article"),
      ),
      body: doc(...a.body),
    },
  });
}

export const articles = [
  article({
    id: "article-ser-vs-estar",
    slug: "ser-vs-estar",
    createdAt: "2025-04-15T14:00:00.000Z",
    image: "img-article-ser-vs-estar",
    category: "Grammar",
    title: "Ser vs. estar: a practical guide for English speakers",
    summary:
      "Both verbs mean “to be,” but they are not interchangeable. Here is a simple way to choose between them, plus the adjectives that change meaning with each one.",
    author: "Lucía Fernández",
    body: [
      h4("Two verbs for one English word"),
      p(
        "English gets by with a single verb, to be. Spanish splits the job between ser and estar, and choosing the wrong one is one of the most common mistakes learners make. The good news is that you do not need a long list of rules to get it right most of the time. Ask yourself one question: am I describing what something is, or how or where it is right now? Ser usually answers the first question and estar the second. Once that idea clicks, the exceptions become much easier to remember.",
      ),
      h4("When to use ser"),
      p(
        "Use ser for identity and for the traits that define a person or thing: Soy Ana. Mi hermano es alto. La mesa es de madera. Ser also covers origin, nationality, professions, relationships, dates and time: Somos de Texas. Ella es enfermera. Hoy es martes y son las tres. One use surprises many learners: the place where an event happens takes ser, not estar. La fiesta es en mi casa means that the party is taking place at my house, so think of it as “happens” rather than “is located.”",
      ),
      h4("When to use estar"),
      p(
        "Estar describes location and conditions that can change: El libro está en la mesa. Estoy cansada. La sopa está fría. It also forms the progressive tenses, which describe actions in progress: Estamos hablando por teléfono. Keep in mind that “can change” is a guideline, not a law. Spanish speakers say La planta está muerta, with estar, because death is seen as the result of a change rather than a defining trait. Learn that one as a classic exception, and the rest of the pattern will hold up well.",
      ),
      h4("Adjectives that change meaning"),
      p(
        "Some adjectives change meaning depending on the verb, which is why a teacher may smile if you announce Soy aburrido when you mean that you are bored. Estoy aburrido is what you want; Soy aburrido tells the class that you are a boring person. The best way to master pairs like these is to use them in conversation, where a teacher can catch the slip and you can hear the difference. Start with the five pairs below and try to use one of them in your next class.",
      ),
      ul(
        "ser aburrido (to be boring) / estar aburrido (to be bored)",
        "ser listo (to be clever) / estar listo (to be ready)",
        "ser rico (to be rich) / estar rico (to taste good)",
        "ser malo (to be bad) / estar malo (to be sick, or to have gone bad)",
        "ser verde (to be green) / estar verde (to be unripe)",
      ),
    ],
  }),
  article({
    id: "article-ojala-subjunctive",
    slug: "ojala-and-the-subjunctive",
    createdAt: "2025-06-10T14:00:00.000Z",
    image: "img-article-ojala-subjunctive",
    category: "Grammar",
    title: "Ojalá: how to make a wish in Spanish",
    summary:
      "Ojalá is one of the friendliest ways into the subjunctive. Learn where the word comes from and which verb form to use for hopes, unlikely wishes and regrets.",
    author: "Carlos Medina",
    body: [
      h4("A word with a long history"),
      p(
        "Ojalá is a small word that carries a lot of feeling. It expresses a hope or a wish, roughly “I hope” or “if only,” and it has been part of Spanish for centuries. It comes from Andalusian Arabic and is usually traced to an expression meaning “if God wills it,” a reminder of the long Arabic presence on the Iberian Peninsula. Today it is completely everyday and carries no religious tone: people say ojalá about the weather, a soccer match or an exam. It never changes form, and you can add que after it or leave it out.",
      ),
      h4("Real hopes: ojalá + present subjunctive"),
      p(
        "When you hope for something that can still happen, use the present subjunctive. Ojalá que llueva mañana means “I hope it rains tomorrow.” Ojalá tengas un buen viaje wishes someone a good trip, and Ojalá podamos vernos pronto hopes that you will meet again soon. Because ojalá already signals a wish, the verb after it is subjunctive, not indicative, so Ojalá viene mañana is a typical learner mistake; say Ojalá venga mañana. If you know forms like tenga, pueda and vaya from polite commands, you are already halfway there.",
      ),
      h4("Unlikely wishes and regrets"),
      p(
        "Switch to the imperfect subjunctive when a wish about the present is unlikely or impossible: Ojalá tuviera más tiempo, “I wish I had more time.” For regrets about the past, use the pluperfect subjunctive: Ojalá hubiera estudiado más, “I wish I had studied more.” And when you hope that something has already happened but do not know yet, use the present perfect subjunctive: Ojalá hayan llegado bien, “I hope they got there safely.” The same word covers all four situations; only the verb changes. Here is a quick reference:",
      ),
      ul(
        "Present subjunctive, a hope that can still come true: Ojalá que haga sol el sábado.",
        "Present perfect subjunctive, a hope about something that may already have happened: Ojalá haya aprobado el examen.",
        "Imperfect subjunctive, an unlikely or impossible wish about now: Ojalá estuvieras aquí.",
        "Pluperfect subjunctive, a regret about the past: Ojalá le hubiera dicho que sí.",
      ),
      h4("Try it out loud"),
      p(
        "Ojalá is a great first step into the subjunctive because the trigger is always the same word, so you can focus on the verb. A simple warm-up works well in class: each student says one thing they hope will happen this week, and the others react. Within a few minutes you hear dozens of subjunctive forms in context, which sticks far better than a conjugation table. Try it on your own today: write three wishes for the weekend, one for next year and one regret, then read them aloud.",
      ),
    ],
  }),
  article({
    id: "article-live-classes-vs-apps",
    slug: "live-classes-vs-apps",
    createdAt: "2025-07-22T14:00:00.000Z",
    image: "img-article-live-classes-vs-apps",
    category: "Teaching",
    title: "Why live classes beat apps for real conversation",
    summary:
      "Apps are great for a few minutes of vocabulary review. Speaking with confidence takes something an app cannot give you: a real person who listens and answers back.",
    author: "Valeria Ortiz",
    body: [
      h4("What apps do well"),
      p(
        "Language apps deserve credit. They make it easy to practice for five minutes on the bus, they use spaced repetition to bring back words just before you forget them, and their streaks can turn a vague intention into a daily habit. For vocabulary and basic reading, that is genuinely useful, and many learners keep an app on their phone alongside their classes. The problem starts when an app is expected to do everything. Tapping the right answer and holding a conversation are different skills, and only one of them is trained on a screen full of buttons.",
      ),
      h4("Conversation is a live skill"),
      p(
        "Real conversation is unpredictable. The other person speaks at their own speed, uses words you did not study and expects an answer now, not after you check a word bank. You only get better at that by doing it, ideally with someone who adjusts to your level, waits a moment longer when you need it and then nudges you a little further. A live teacher also hears what an app cannot: the vowel that keeps drifting toward English, the verb ending you skip, the phrase that is correct but sounds stiff.",
      ),
      h4("Feedback, accountability and culture"),
      p(
        "Three more things happen in a live class. First, feedback is immediate and personal: your teacher corrects the mistake you just made, not a generic one. Second, a class on your calendar creates accountability, because it is much harder to skip a session when a teacher and classmates are expecting you. Third, you pick up culture along with grammar, from how to soften a request politely to which expressions sound natural in Mexico City or Madrid. Those details are what make people light up when you speak their language.",
      ),
      h4("The best of both"),
      p(
        "You do not have to choose. Use an app for ten minutes of daily vocabulary review, then bring those words into class, where you can actually use them. If you are not sure whether live classes suit you, try them: the {{brand}} free trial lasts {{trialDays}} days, and nothing is charged until it ends. Pay attention to how you feel after a week of speaking out loud with a native teacher. For most learners, that is the moment Spanish stops being a game on a phone and starts being a language.",
      ),
    ],
  }),
  article({
    id: "article-parents-support",
    slug: "support-your-childs-spanish-at-home",
    createdAt: "2025-09-02T14:00:00.000Z",
    image: "img-article-parents-support",
    category: "Parents",
    title: "How to support your child's Spanish at home, even if you don't speak it",
    summary:
      "You do not need to be fluent to help. Small routines, a little curiosity and a lot of encouragement make a real difference between classes.",
    author: "Mariana Rojas",
    body: [
      h4("Your role is encouragement, not teaching"),
      p(
        "Many parents worry that they cannot help because they do not speak Spanish themselves. In practice, your most important job is not to teach grammar; it is to make Spanish feel like a normal, welcome part of family life. Children copy what they see. If you show curiosity about the words they bring home, ask them to teach you a phrase and praise their effort more than their accuracy, you send a clear message: this matters, and it is fun. That attitude keeps motivation high long after the novelty of a new class wears off.",
      ),
      h4("Small habits that add up"),
      p(
        "Short, regular contact with Spanish beats a long session once a month. Pick a few minutes a day that are always Spanish time, such as the drive to school or the last story before bed. Keep it light and predictable, so it never feels like extra homework. The ideas below are ones teachers often suggest to families; choose two or three that fit your routine rather than trying them all at once. Then tell your child's teacher which ones worked, so class and home can support each other.",
      ),
      ul(
        "Label a few things around the house (la puerta, la ventana, la mesa) and swap the labels every week.",
        "Watch a favorite cartoon with Spanish audio and English subtitles, then switch the subtitles to Spanish.",
        "Borrow bilingual picture books from your local library and read them together.",
        "Play music in Spanish on car rides and learn one chorus together.",
        "Ask your child to be the teacher for five minutes and show you what they learned in class.",
      ),
      h4("Make class time easy"),
      p(
        "A calm setup helps young learners focus during live classes. Choose a quiet corner, test the headphones and microphone the day before, and keep a glass of water and a pencil nearby. Protect class time from other activities where you can; consistency helps children build a relationship with their teacher and classmates. If your family's schedule has to change, let us know at least one week in advance so we can find a new time that works. And after each class, ask one simple question: what made you laugh today?",
      ),
      h4("Celebrate progress"),
      p(
        "Progress in a new language is rarely a straight line. Some weeks your child will chatter away; other weeks they may feel shy or frustrated. Both are normal. Notice and name the wins: the first time they count past twenty, understand a whole song or answer a question without stopping to think. Share those moments with grandparents, friends or the teacher. Children who feel proud of their Spanish keep using it, and children who keep using it are the ones who stay with the language for years.",
      ),
    ],
  }),
  article({
    id: "article-spanish-in-healthcare",
    slug: "spanish-in-healthcare",
    createdAt: "2025-10-14T14:00:00.000Z",
    image: "img-article-spanish-in-healthcare",
    category: "Healthcare",
    title: "Spanish in healthcare: building trust with patients",
    summary:
      "Even basic Spanish can help patients feel welcome and understood. Here is what clinicians can realistically learn, and when a qualified interpreter is still the right call.",
    author: "Diego Salazar",
    body: [
      h4("Why a few words matter"),
      p(
        "Imagine walking into a clinic where nobody speaks your language while you feel sick and worried, and you quickly understand how much a greeting in Spanish can mean. A nurse who says Buenos días, soy su enfermera. ¿Cómo se siente hoy? changes the tone of the whole visit. Patients relax, share more and are more likely to ask questions. For clinicians, learning Spanish is not about replacing professional language services. It is about rapport, smoother routine moments and showing respect to the people in your care.",
      ),
      h4("Phrases worth learning first"),
      p(
        "Start with the moments that happen many times a day: greeting, confirming identity, asking about pain and giving simple instructions. Use usted with adult patients unless they invite you to do otherwise; it signals respect in virtually every Spanish-speaking culture. Favor questions with short answers, and practice understanding the answers, which is often harder than asking. These are some of the first phrases worth making automatic, because you will use them with almost every patient:",
      ),
      ul(
        "¿Cómo se llama? (What is your name?)",
        "¿Dónde le duele? (Where does it hurt?)",
        "¿Desde cuándo tiene este dolor? (How long have you had this pain?)",
        "Del uno al diez, ¿cuánto le duele? (From one to ten, how much does it hurt?)",
        "¿Tiene alergia a algún medicamento? (Are you allergic to any medication?)",
        "Respire hondo, por favor. (Take a deep breath, please.)",
      ),
      h4("Know when to call an interpreter"),
      p(
        "Good intentions have limits. In the United States, healthcare organizations that receive federal funding must provide language assistance to patients with limited English proficiency, and that means qualified interpreters for conversations where precision matters. Informed consent, a new diagnosis, medication changes, discharge instructions and difficult news all belong in that category. A clinician with intermediate Spanish can still build rapport before and after, but should not be the only bridge when a misunderstanding could cause harm. Knowing where that line sits is part of using Spanish professionally.",
      ),
      h4("Learning around a clinical schedule"),
      p(
        "Shift work makes language learning hard, so keep sessions short and targeted. Focus first on the vocabulary of your own department; a pediatric nurse and an orthopedic surgeon need different words. Role-play real encounters with a teacher who can play the patient, including patients who speak quickly or use regional expressions. Many teams find that a small group from the same unit works well: colleagues practice together, share phrases on the floor and keep each other motivated between classes.",
      ),
    ],
  }),
  article({
    id: "article-regional-varieties",
    slug: "regional-varieties-of-spanish",
    createdAt: "2025-12-02T14:00:00.000Z",
    image: "img-article-regional-varieties",
    category: "Culture",
    title: "One language, many voices: a guide to regional Spanish",
    summary:
      "Spanish sounds different in Madrid, Mexico City and Buenos Aires. Learn the main differences in pronunciation, grammar and vocabulary, and why they should not worry you.",
    author: "Carlos Medina",
    body: [
      h4("Which Spanish should I learn?"),
      p(
        "It is one of the first questions new students ask, and the answer is reassuring: there is one Spanish language, and its speakers understand each other. Spanish is an official language in about twenty countries, and every region has its own accent, slang and favorite expressions, much like English in Texas, London and Sydney. A solid foundation works everywhere. The useful step is to learn which differences you will actually notice, so they feel interesting rather than confusing when you meet them in class or on a trip.",
      ),
      h4("Pronunciation"),
      p(
        "The first difference most learners hear involves z, and c before e or i. In most of Spain, words like cinco and zapato are pronounced with a sound like the th in think. In Latin America, the Canary Islands and parts of southern Spain, the same letters sound like s, a pattern called seseo. In the Caribbean and many coastal areas, an s at the end of a syllable often softens to a breath or disappears. And in Argentina and Uruguay, ll and y usually sound like the sh in show or the s in measure.",
      ),
      h4("Grammar: vosotros and vos"),
      p(
        "Spain uses vosotros for “you all” among friends and ustedes in formal situations, while Latin America uses ustedes for both. In Argentina, Uruguay, Paraguay and much of Central America, speakers use vos instead of tú in informal speech, with its own verb forms: vos tenés, vos sos, vos podés. You do not need to produce all of these forms from day one, but recognizing them makes films, songs and conversations much easier to follow. Many teachers start with tú and ustedes and introduce vosotros and vos for recognition.",
      ),
      h4("Vocabulary"),
      p(
        "Everyday words vary the most, and they are the most fun to collect. A car is a coche in Spain, a carro in Mexico and Colombia, and an auto in Argentina and Chile. Juice is zumo in Spain and jugo in Latin America. A bus might be an autobús, a camión in Mexico or a guagua in Cuba, Puerto Rico, the Dominican Republic and the Canary Islands. When in doubt, use the word you know and add a smile; people will understand you, and most of them enjoy teaching you their own version.",
      ),
    ],
  }),
  article({
    id: "article-heritage-reconnecting",
    slug: "heritage-speakers-reconnecting",
    createdAt: "2026-01-20T14:00:00.000Z",
    image: "img-article-heritage-reconnecting",
    category: "Heritage",
    title: "Heritage speakers: reconnecting with the Spanish you grew up with",
    summary:
      "If you understand your family's Spanish but freeze when it is time to answer, you are not alone. Here is how heritage speakers can build on what they already have.",
    author: "Mariana Rojas",
    body: [
      h4("Who is a heritage speaker?"),
      p(
        "A heritage speaker grew up with Spanish at home but did most of their schooling in English. Some speak comfortably with family but have never written an essay in Spanish. Others understand almost everything yet answer in English, because that is how conversations at home always worked. Both experiences are common in the United States, and neither means your Spanish is “bad.” It means your Spanish grew in one setting, the family, and has not yet had the chance to stretch into others, like school, work or formal writing.",
      ),
      h4("Common gaps, and why they make sense"),
      p(
        "Heritage speakers often have excellent pronunciation and a natural feel for the language, along with specific gaps that follow from how they learned it. Spelling can be tricky because you learned words by ear: is it haber or a ver, hay or ahí? Written accents may feel random. Vocabulary tends to be rich for home and family and thinner for politics, science or professional life. Some verb forms, especially in the subjunctive, may sound familiar but feel uncertain when you have to choose one yourself.",
      ),
      h4("A different kind of class"),
      p(
        "That is why heritage speakers rarely belong in a standard beginner course. Repeating colors and numbers you have known since childhood is frustrating, and it can reinforce the feeling that your Spanish does not count. A heritage class starts from what you already do well. It builds reading and writing, expands vocabulary into new areas and helps you move between registers, from the way you talk with your cousins to the way you would write to a university or an employer. Switching between languages is treated as a skill, not a flaw.",
      ),
      h4("Reconnecting, one conversation at a time"),
      p(
        "For many heritage speakers the goal is personal: to talk with a grandparent without searching for words, to read a family letter or to pass the language on to their own children. Those goals deserve to be taken seriously. Set one concrete target for the next three months, such as writing a short message to a relative every week or reading one news article a day in Spanish, and share it with your teacher. Small, steady steps bring back confidence faster than you might expect.",
      ),
    ],
  }),
  article({
    id: "article-k12-program",
    slug: "building-a-k12-spanish-program",
    createdAt: "2026-02-17T14:00:00.000Z",
    image: "img-article-k12-program",
    category: "Schools",
    title: "Building a K-12 Spanish program that lasts",
    summary:
      "A strong program is more than a good first year. Here is how schools can plan proficiency goals, staffing and continuity from kindergarten through grade 12.",
    author: "Valeria Ortiz",
    body: [
      h4("Start with proficiency goals"),
      p(
        "Durable programs begin with a clear picture of where students should be at key transition points, not with a textbook. The ACTFL Proficiency Guidelines give schools a shared vocabulary for this: Novice, Intermediate, Advanced and beyond, each with sublevels. A district might aim for Novice High by the end of elementary school and Intermediate Low or Mid by the end of high school, depending on minutes of instruction. Writing those targets down makes every other decision, from scheduling to assessment, easier to make and easier to explain to families.",
      ),
      h4("Plan the whole staircase"),
      p(
        "Articulation, the way each level builds on the one before, is where many programs struggle. Students who learned through songs and stories in grade 2 should not start from scratch in grade 6. Map the themes, functions and vocabulary of every level so that teachers know what students bring with them and what comes next. The ACTFL World-Readiness Standards, organized around the five Cs of Communication, Cultures, Connections, Comparisons and Communities, give that map a helpful frame, and many state standards build on them.",
      ),
      h4("Staffing and licensing"),
      p(
        "Finding qualified Spanish teachers is one of the hardest parts of running a program, especially in rural districts. A live online curriculum can fill the gaps without lowering the bar. The {{brand}} K-12 curriculum covers kindergarten through grade 12, follows ACTFL standards and is licensed per teacher and per level, either as a single-teacher license or as multiple licenses for a team. That structure lets a school start with one grade band and add levels as the program grows. Schools paying by purchase order receive approval within 1–2 business days.",
      ),
      ul(
        "Define proficiency targets for the end of each grade band.",
        "Map themes and vocabulary across levels so that no year starts from zero.",
        "Decide on minutes per week and protect them in the schedule.",
        "Offer a separate pathway for heritage speakers.",
        "Share progress with families at least twice a year.",
      ),
      h4("Measure and celebrate"),
      p(
        "Programs last when people can see that they work. Use short performance assessments, such as a recorded conversation or a written message, at the end of each unit, and a proficiency check at the end of each year. Share results with families in plain language that describes what students can now do, not just a grade. Celebrate milestones publicly, from a kindergarten song at an assembly to a senior who earns the Seal of Biliteracy. Visible success builds the support a program needs when budgets are discussed.",
      ),
    ],
  }),
  // No slug on purpose: this article exercises the record-id fallback.
  article({
    id: "article-travel-phrases",
    createdAt: "2026-03-04T14:00:00.000Z",
    image: "img-article-travel-phrases",
    category: "Travel",
    title: "Travel Spanish: 12 phrases for your first trip",
    summary:
      "A handful of polite, practical phrases will take you further than a thick phrasebook. Start with these before your next trip to a Spanish-speaking country.",
    author: "Lucía Fernández",
    body: [
      h4("Politeness opens doors"),
      p(
        "Before you worry about grammar, learn to be polite. A warm Buenos días when you walk into a shop, a Por favor and a Gracias go a long way in every Spanish-speaking country. Use Disculpe to get someone's attention and Perdón if you bump into someone. Greeting people before you ask for something matters more in Spanish than in English; skipping the greeting can come across as abrupt. If you only remember one rule from this article, make it this one: say hello first, then ask.",
      ),
      h4("Phrases for getting around"),
      p(
        "Most travel situations follow a script: ordering, paying, finding your way and asking for help. That makes them easy to practice in advance. Learn these twelve phrases well enough to say them without reading, and practice them out loud, ideally with a teacher who can play the waiter or the ticket agent. Many of them use polite usted forms such as puede, which are safe with strangers. Swap in your own words for the items in each phrase, and you will have dozens of sentences ready to go.",
      ),
      ul(
        "¿Dónde está el baño? (Where is the restroom?)",
        "¿Cuánto cuesta? (How much does it cost?)",
        "La cuenta, por favor. (The check, please.)",
        "Quisiera un café con leche. (I would like a coffee with milk.)",
        "Una mesa para dos, por favor. (A table for two, please.)",
        "¿Me puede ayudar? (Can you help me?)",
        "¿Habla inglés? (Do you speak English?)",
        "No entiendo. ¿Puede hablar más despacio? (I don't understand. Can you speak more slowly?)",
        "¿Cómo llego a la estación? (How do I get to the station?)",
        "¿A qué hora sale el tren? (What time does the train leave?)",
        "Tengo una reserva a nombre de Smith. (I have a reservation under the name Smith.)",
        "Necesito un médico. (I need a doctor.)",
      ),
      h4("Regional differences to expect"),
      p(
        "Some everyday words change from country to country. In Spain you buy a billete for the train; in much of Latin America it is a boleto. Restrooms in Spain are often signposted as aseos or servicios rather than baño, although everyone will understand ¿Dónde está el baño? In Mexico you may hear ¿Mande? when someone did not catch what you said. None of this should worry you. Locals are used to visitors, and a sincere attempt in Spanish is almost always met with patience and a smile.",
      ),
      h4("Practice before you pack"),
      p(
        "Phrasebooks help, but nothing replaces saying the words out loud before you need them. A few weeks of live practice builds the reflexes that matter when someone answers quickly or asks a follow-up question. Our travel Spanish group meets once a week, so it fits around work and trip planning, and classes are built around role-plays of real situations. Try it with the free {{trialDays}}-day trial, and arrive ready to order, ask for directions and chat with the people you meet along the way.",
      ),
    ],
  }),
];
