// Learning resources and guides (/spanish-learning-resources, /resource/:id). Each body holds the resource
// itself: a phrase list lists its phrases with translations, a checklist its items, a worksheet its exercises
// and answer key.
import type { RichTextNode } from "~/domain/content/cms-schema";
import { assetLink, doc, entry, h3, p, pLink, ul } from "~/content/build";

type ResourceInput = {
  slug: string;
  createdAt: string;
  title: string;
  summary: string;
  kind: "Guide" | "Worksheet" | "Checklist" | "Phrase list";
  audience: string;
  image: string;
  body: RichTextNode[];
};

function resource(r: ResourceInput) {
  return entry({
    id: `resource-${r.slug}`,
    contentType: "resource",
    createdAt: r.createdAt,
    fields: {
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      kind: r.kind,
      audience: r.audience,
      image: assetLink(r.image),
      body: doc(...r.body),
    },
  });
}

/** A list of phrases, each "Spanish — English". */
const phrases = (...pairs: Array<[spanish: string, english: string]>) => ul(...pairs.map(([es, en]) => `${es} — ${en}`));

export const resources = [
  resource({
    slug: "spanish-greetings-phrase-list",
    createdAt: "2026-08-24T13:00:00.000Z",
    title: "Greetings and introductions: a Spanish phrase list",
    summary:
      "The phrases you need for the first minute of any conversation: saying hello at the right time of day, asking how someone is, introducing yourself and saying goodbye.",
    kind: "Phrase list",
    audience: "Beginners of all ages",
    image: "img-resource-greetings",
    body: [
      h3("Saying hello"),
      phrases(
        ["Hola", "Hello (any time, with anyone)"],
        ["Buenos días", "Good morning (until about noon)"],
        ["Buenas tardes", "Good afternoon (from noon until dark)"],
        ["Buenas noches", "Good evening, good night (after dark, to say hello or goodbye)"],
        ["¿Qué tal?", "How’s it going?"],
      ),
      h3("Asking how someone is"),
      phrases(
        ["¿Cómo está usted?", "How are you? (formal)"],
        ["¿Cómo estás?", "How are you? (informal)"],
        ["Muy bien, gracias. ¿Y usted? / ¿Y tú?", "Very well, thanks. And you?"],
        ["Más o menos.", "So-so."],
        ["Todo bien.", "All good."],
      ),
      h3("Introducing yourself"),
      phrases(
        ["Me llamo Ana. / Soy Ana.", "My name is Ana. / I’m Ana."],
        ["¿Cómo se llama usted? / ¿Cómo te llamas?", "What’s your name? (formal / informal)"],
        ["Mucho gusto.", "Nice to meet you."],
        ["Encantado. / Encantada.", "Pleased to meet you. (said by a man / by a woman)"],
        ["Soy de Chicago. ¿De dónde eres?", "I’m from Chicago. Where are you from?"],
        ["Te presento a mi amigo Luis.", "This is my friend Luis."],
      ),
      h3("Saying goodbye"),
      phrases(
        ["Adiós.", "Goodbye."],
        ["Hasta luego.", "See you later."],
        ["Hasta mañana.", "See you tomorrow."],
        ["Nos vemos.", "See you."],
        ["¡Que tenga un buen día! / ¡Que tengas un buen día!", "Have a nice day! (formal / informal)"],
      ),
      p(
        "Tip: use usted with people you don’t know, older people and in professional settings, and tú with friends, family and children. If you are not sure, start with usted; people will tell you if they prefer tú.",
      ),
    ],
  }),
  resource({
    slug: "restaurant-spanish-phrases",
    createdAt: "2026-08-31T13:00:00.000Z",
    title: "At the restaurant: Spanish phrases for eating out",
    summary:
      "From asking for a table to splitting the check, these are the phrases that get you through a meal in Spanish, plus the questions your server is most likely to ask you.",
    kind: "Phrase list",
    audience: "Travelers and adult learners",
    image: "img-resource-restaurant",
    body: [
      h3("Arriving"),
      phrases(
        ["Buenas noches, una mesa para cuatro, por favor.", "Good evening, a table for four, please."],
        ["Tenemos una reservación a nombre de Smith.", "We have a reservation under Smith."],
        ["¿Tienen una mesa afuera?", "Do you have a table outside?"],
      ),
      h3("Ordering"),
      phrases(
        ["¿Me trae la carta, por favor?", "Could you bring me the menu, please?"],
        ["¿Qué me recomienda?", "What do you recommend?"],
        ["¿Cuál es el plato del día?", "What’s today’s special?"],
        ["Para mí, los tacos al pastor.", "I’ll have the tacos al pastor."],
        ["Quisiera una limonada, por favor.", "I’d like a lemonade, please."],
        ["¿Este plato lleva cebolla? Sin cebolla, por favor.", "Does this dish have onion in it? No onion, please."],
      ),
      h3("During the meal"),
      phrases(
        ["¿Nos trae más tortillas, por favor?", "Could you bring us more tortillas, please?"],
        ["Disculpe, pedí el plato sin cebolla.", "Excuse me, I ordered the dish without onion."],
        ["¡Está buenísimo!", "It’s really good!"],
        ["¿Me trae otra servilleta?", "Could I have another napkin?"],
      ),
      h3("Paying"),
      phrases(
        ["La cuenta, por favor.", "The check, please."],
        ["¿Aceptan tarjeta?", "Do you take cards?"],
        ["¿Está incluida la propina?", "Is the tip included?"],
        ["¿Podemos pagar por separado?", "Can we pay separately?"],
      ),
      h3("What you’ll hear"),
      phrases(
        ["¿Qué van a tomar?", "What would you like to drink?"],
        ["¿Ya saben qué van a pedir?", "Are you ready to order?"],
        ["¿Algo más?", "Anything else?"],
        ["¡Buen provecho!", "Enjoy your meal!"],
      ),
      p(
        "Good to know: in many Spanish-speaking countries the server will not bring the check until you ask for it. Lingering at the table after a meal is normal, and it even has a name: la sobremesa.",
      ),
    ],
  }),
  resource({
    slug: "classroom-commands-for-teachers",
    createdAt: "2026-09-07T13:00:00.000Z",
    title: "Spanish classroom commands for teachers",
    summary:
      "Run your classroom in Spanish from day one. Commands for the whole class and for one student, phrases for group work, praise and encouragement, and a quick note on how the command forms work.",
    kind: "Phrase list",
    audience: "K-12 teachers",
    image: "img-resource-classroom-commands",
    body: [
      p(
        "Students pick up classroom language fast when they hear the same phrases every day. Say each command with a gesture the first few times, and the gesture will soon be all the translation they need.",
      ),
      h3("Starting the class"),
      phrases(
        ["Buenos días, clase.", "Good morning, class."],
        ["Siéntense, por favor.", "Please sit down."],
        ["Saquen el cuaderno.", "Take out your notebooks."],
        ["Abran el libro en la página diez.", "Open your books to page ten."],
        ["Escuchen.", "Listen."],
        ["Miren la pizarra.", "Look at the board."],
      ),
      h3("During activities"),
      phrases(
        ["Repitan después de mí.", "Repeat after me."],
        ["Trabajen en parejas.", "Work in pairs."],
        ["Formen grupos de tres.", "Make groups of three."],
        ["Levanten la mano.", "Raise your hands."],
        ["Escriban la fecha.", "Write the date."],
        ["Tienen cinco minutos.", "You have five minutes."],
      ),
      h3("Talking to one student"),
      phrases(
        ["Ven aquí, por favor.", "Come here, please."],
        ["Lee en voz alta.", "Read aloud."],
        ["Siéntate.", "Sit down."],
        ["Repite, por favor.", "Repeat, please."],
        ["¿Tienes una pregunta?", "Do you have a question?"],
      ),
      h3("Praise and encouragement"),
      phrases(
        ["¡Muy bien!", "Very good!"],
        ["¡Excelente trabajo!", "Excellent work!"],
        ["¡Casi! Inténtalo otra vez.", "Almost! Try again."],
        ["¡Qué buena idea!", "What a good idea!"],
        ["¡Sigue así!", "Keep it up!"],
      ),
      h3("Wrapping up"),
      phrases(
        ["Guarden sus cosas.", "Put your things away."],
        ["Hagan la tarea para el lunes.", "Do the homework for Monday."],
        ["¡Hasta mañana!", "See you tomorrow!"],
      ),
      p(
        "How the forms work: commands to the whole class use the ustedes form (siéntense, escuchen, abran), and commands to one student use the tú form (siéntate, escucha, abre). In Spain, teachers use the vosotros form with the class instead: sentaos, escuchad, abrid.",
      ),
    ],
  }),
  resource({
    slug: "preterite-vs-imperfect-guide",
    createdAt: "2026-09-14T13:00:00.000Z",
    title: "Preterite vs. imperfect: a guide to the two Spanish past tenses",
    summary:
      "Spanish has two simple past tenses, and choosing between them is about how you see the action. Learn when to use each, the clue words that help, and the verbs that change meaning.",
    kind: "Guide",
    audience: "Intermediate learners",
    image: "img-resource-preterite-vs-imperfect",
    body: [
      p(
        "English often uses one past tense where Spanish uses two. The difference is not about when something happened but about how you see it: as a finished event, or as a scene, a habit or a state that was going on.",
      ),
      h3("The preterite: finished events"),
      p(
        "Use the preterite for actions you see as complete, with a clear beginning or end, and for a sequence of events that moves a story forward: Ayer comí con mi hermana. Viví en Madrid dos años. Llegué a casa, vi el mensaje y llamé a mi madre.",
      ),
      h3("The imperfect: scenes, habits and states"),
      p(
        "Use the imperfect to describe what used to happen, what was going on, and the background of a story, including time, age and weather: Cuando era niño, jugaba al fútbol todos los sábados. Eran las ocho, hacía sol y los pájaros cantaban. Tenía diez años.",
      ),
      h3("Both in one sentence"),
      p(
        "The two tenses often work together. In Leía un libro cuando sonó el teléfono (I was reading a book when the phone rang), the imperfect sets the scene and the preterite interrupts it.",
      ),
      h3("Clue words"),
      ul(
        "Often with the preterite: ayer, anoche, el año pasado, de repente, una vez, en 2019",
        "Often with the imperfect: siempre, todos los días, a menudo, mientras, de niño, antes",
        "Treat them as clues, not rules: Siempre fui puntual en ese trabajo is correct when you see the whole job as finished.",
      ),
      h3("Verbs that change meaning"),
      ul(
        "conocer — Conocí a Marta (I met Marta) / Conocía a Marta (I knew Marta)",
        "saber — Supe la verdad (I found out the truth) / Sabía la verdad (I knew the truth)",
        "querer — No quise ir (I refused to go) / No quería ir (I didn’t want to go)",
        "poder — Pude terminar (I managed to finish) / Podía terminar (I was able to finish, I could finish)",
      ),
      h3("Quick check"),
      p(
        "Choose the right form. 1. Cuando (era / fue) pequeña, vivía en Texas. 2. Anoche (veíamos / vimos) una película. 3. (Llovía / Llovió) cuando salí de casa.",
      ),
      p("Answers: 1. era (background: age and childhood) 2. vimos (a finished event) 3. Llovía (the scene, interrupted by salí)"),
    ],
  }),
  resource({
    slug: "ser-estar-worksheet",
    createdAt: "2026-09-21T13:00:00.000Z",
    title: "Ser or estar? A practice worksheet with answers",
    summary:
      "Fifteen sentences to practice the two verbs for “to be,” from the basics to the adjectives that change meaning, plus a short writing task. The answer key is at the end.",
    kind: "Worksheet",
    audience: "Beginner and intermediate learners",
    image: "img-resource-ser-estar-worksheet",
    body: [
      p(
        "Quick reminder: use ser for identity, origin, professions, time and dates, and the place where an event takes place. Use estar for location, states and conditions that can change, and the progressive (estoy estudiando).",
      ),
      h3("Part 1: Fill in the blank"),
      p("Complete each sentence with the correct form of ser or estar."),
      ul(
        "1. Mi hermana ___ doctora.",
        "2. Nosotros ___ en la biblioteca.",
        "3. ¿De dónde ___ tú?",
        "4. Hoy ___ martes.",
        "5. La sopa ___ muy caliente.",
        "6. Ellos ___ cansados después del partido.",
        "7. La fiesta ___ en mi casa.",
        "8. Yo ___ estudiando para el examen.",
        "9. La clase ___ a las cuatro.",
        "10. Tú ___ muy simpático.",
      ),
      h3("Part 2: Choose the meaning"),
      p("Choose the verb that matches the English meaning."),
      ul(
        "11. The kids are bored: Los niños (son / están) aburridos.",
        "12. The movie is boring: La película (es / está) aburrida.",
        "13. Are you ready?: ¿(Eres / Estás) listo?",
        "14. This apple is unripe: Esta manzana (es / está) verde.",
        "15. My grandfather is very clever: Mi abuelo (es / está) muy listo.",
      ),
      h3("Part 3: Write your own"),
      p(
        "Write four sentences about yourself: two with ser (where you are from, what you do) and two with estar (where you are right now, how you feel today).",
      ),
      h3("Answer key"),
      p("Part 1: 1. es 2. estamos 3. eres 4. es 5. está 6. están 7. es 8. estoy 9. es 10. eres"),
      p(
        "Part 2: 11. están 12. es 13. Estás 14. está 15. es. Part 3, sample answer: Soy de Ohio. Soy enfermera. Estoy en casa. Estoy un poco cansada, pero contenta.",
      ),
    ],
  }),
  resource({
    slug: "first-week-checklist-for-parents",
    createdAt: "2026-09-28T13:00:00.000Z",
    title: "Your child’s first week of Spanish classes: a checklist for parents",
    summary:
      "Everything to set up before the first live class, what to do on the day, and how to make the most of the first week, so your child starts Spanish relaxed, prepared and excited to come back.",
    kind: "Checklist",
    audience: "Parents of young learners",
    image: "img-resource-first-week-checklist",
    body: [
      p(
        "A calm first week makes a big difference to how children feel about Spanish. Work through this list, and don’t worry if your child is shy at first: that is completely normal.",
      ),
      h3("Before the first class"),
      ul(
        "Start your free {{trialDays}}-day trial. Nothing is charged until it ends.",
        "Check your child’s group: Grade 1&2, Grade 3-5, Middle School or High School.",
        "Choose a regular class time you can keep, remembering that schedule changes need one week’s notice.",
        "Set up a quiet spot with good light, away from the TV.",
        "Test the laptop or tablet, camera, microphone and headphones.",
        "Put a notebook, pencils and a water bottle within reach.",
        "Add the class times to the family calendar, with a reminder ten minutes before.",
      ),
      h3("On the day"),
      ul(
        "Log in a few minutes early.",
        "If your child is young, stay nearby for the first class.",
        "Let the teacher lead, and resist the urge to whisper answers.",
        "Keep siblings and pets out of the room if you can.",
      ),
      h3("After the first class"),
      ul(
        "Ask one question in Spanish: ¿Qué aprendiste hoy? (What did you learn today?)",
        "Ask your child to teach you one new word or song.",
        "Check whether the teacher suggested anything to practice.",
        "Praise the effort: “I loved hearing you speak Spanish!”",
      ),
      h3("By the end of the week"),
      ul(
        "Pick one daily routine for a little Spanish at home, such as breakfast or bedtime.",
        "Talk with your child about how the classes felt, and what they enjoyed most.",
        "Before the trial ends, decide on your plan: group classes of up to {{maxGroupSize}} students, or an individual plan at {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for one, two or three classes.",
        "Questions? Email {{email}} or call {{phone}}.",
      ),
    ],
  }),
  resource({
    slug: "study-routine-for-adults",
    createdAt: "2026-10-05T13:00:00.000Z",
    title: "A Spanish study routine for busy adults",
    summary:
      "You don’t need hours a day to make progress in Spanish; you need a routine you can keep. Here is a 20-minute daily plan, a sample week around your live classes, and what to do when life gets in the way.",
    kind: "Guide",
    audience: "Adult learners",
    image: "img-resource-study-routine",
    body: [
      p(
        "Most adults who stop learning Spanish don’t lack talent or time. They lack a routine. Short, regular practice between classes is what turns new words into words you can actually use.",
      ),
      h3("The 20-minute daily routine"),
      ul(
        "5 minutes: review yesterday’s new words and phrases out loud.",
        "5 minutes: listen to something short in Spanish, such as a song, a podcast segment or a news clip.",
        "5 minutes: write three sentences about your day.",
        "5 minutes: say your sentences out loud, as if you were telling a friend.",
      ),
      h3("A sample week"),
      ul(
        "Monday and Wednesday: your live classes.",
        "Tuesday and Thursday: the 20-minute routine, using vocabulary from class.",
        "Friday: watch one episode of a show in Spanish, with Spanish subtitles.",
        "Saturday: use Spanish for real: cook a recipe, shop at a local market or chat with a neighbor.",
        "Sunday: rest, or spend ten minutes reading through your notes.",
      ),
      h3("Make it stick"),
      ul(
        "Attach Spanish to a habit you already have: your morning coffee, your commute or your evening walk.",
        "Keep one notebook for everything, and date every page.",
        "Learn whole phrases, not isolated words: ¿Me puede ayudar? is more useful than ayudar alone.",
        "Mark each day you practice on a paper calendar, and try not to break the chain.",
        "Speak from the first day, mistakes included. Mistakes are how your teacher knows what to teach next.",
      ),
      h3("When you fall off the routine"),
      p(
        "Missed a week? Don’t start over from zero, and don’t try to make up for lost time with a three-hour session. Go back to the 20-minute routine tomorrow, and tell your teacher; they can help you review what you missed in class.",
      ),
      p(
        "Want more speaking time? Individual plans cost {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for one, two or three live classes a week, and every plan starts with a free {{trialDays}}-day trial.",
      ),
    ],
  }),
  resource({
    slug: "medical-intake-phrase-list",
    createdAt: "2026-10-12T13:00:00.000Z",
    title: "Medical intake in Spanish: a phrase list for clinics",
    summary:
      "Clear, respectful phrases for registering a patient, asking about the reason for the visit, taking a short history and checking vital signs, all in the usted form with English translations.",
    kind: "Phrase list",
    audience: "Clinical and front-desk staff",
    image: "img-resource-medical-intake",
    body: [
      p(
        "Every phrase below uses usted, the respectful form patients expect. Use these phrases to welcome patients and gather basic information; for consent, diagnoses and treatment plans, always call a qualified medical interpreter.",
      ),
      h3("Registration"),
      phrases(
        ["¿Cuál es su nombre completo?", "What is your full name?"],
        ["¿Cuál es su fecha de nacimiento?", "What is your date of birth?"],
        ["¿Tiene seguro médico?", "Do you have health insurance?"],
        ["¿Cuál es su número de teléfono?", "What is your phone number?"],
        ["¿Tiene una identificación con foto?", "Do you have a photo ID?"],
      ),
      h3("Reason for the visit"),
      phrases(
        ["¿Cuál es el motivo de su visita?", "What brings you in today?"],
        ["¿Desde cuándo tiene estos síntomas?", "How long have you had these symptoms?"],
        ["¿Tiene dolor? ¿Dónde?", "Are you in pain? Where?"],
        ["Del 0 al 10, ¿qué tan fuerte es el dolor?", "On a scale of 0 to 10, how bad is the pain?"],
      ),
      h3("Short history"),
      phrases(
        ["¿Toma algún medicamento?", "Do you take any medication?"],
        ["¿Es alérgico / alérgica a algún medicamento?", "Are you allergic to any medication?"],
        ["¿Tiene alguna enfermedad crónica, como diabetes o asma?", "Do you have any chronic conditions, such as diabetes or asthma?"],
        ["¿Ha tenido alguna cirugía?", "Have you had any surgeries?"],
        ["¿Fuma?", "Do you smoke?"],
      ),
      h3("Vital signs"),
      phrases(
        ["Le voy a tomar la presión.", "I’m going to take your blood pressure."],
        ["Le voy a tomar la temperatura.", "I’m going to take your temperature."],
        ["Súbase a la báscula, por favor.", "Please step on the scale."],
        ["Extienda el brazo, por favor.", "Please hold out your arm."],
      ),
      h3("Closing"),
      phrases(
        ["La doctora / El doctor viene en unos minutos.", "The doctor will be with you in a few minutes."],
        ["¿Tiene alguna pregunta?", "Do you have any questions?"],
        ["Gracias por su paciencia.", "Thank you for your patience."],
      ),
      p("Want the full set? Our free eBook gathers 100 phrases for every step of a visit, with a pronunciation guide."),
      pLink("Browse our free eBooks", "/spanish-learning-ebooks"),
    ],
  }),
  resource({
    slug: "travel-emergency-phrases",
    createdAt: "2026-10-19T13:00:00.000Z",
    title: "Spanish phrases for travel emergencies",
    summary:
      "The phrases you hope you never need: getting help fast, explaining a health problem, reporting a lost passport or a theft, and making sure you understand the answers. Save them before you travel.",
    kind: "Phrase list",
    audience: "Travelers",
    image: "img-resource-travel-emergency",
    body: [
      p(
        "In an emergency, short and clear beats perfect. Practice these phrases out loud before your trip so they come to you under stress.",
      ),
      h3("Getting help"),
      phrases(
        ["¡Ayuda! / ¡Socorro!", "Help!"],
        ["¡Es una emergencia!", "It’s an emergency!"],
        ["Llame a una ambulancia, por favor.", "Please call an ambulance."],
        ["Llame a la policía.", "Call the police."],
        ["¡Fuego!", "Fire!"],
      ),
      h3("Health"),
      phrases(
        ["Necesito un médico.", "I need a doctor."],
        ["Me siento mal.", "I don’t feel well."],
        ["Me duele el pecho.", "My chest hurts."],
        ["Soy alérgico / alérgica a la penicilina.", "I’m allergic to penicillin."],
        ["Estoy embarazada.", "I’m pregnant."],
        ["Tomo este medicamento.", "I take this medication."],
        ["¿Dónde está el hospital más cercano?", "Where is the nearest hospital?"],
      ),
      h3("Lost or stolen"),
      phrases(
        ["Perdí mi pasaporte.", "I lost my passport."],
        ["Me robaron el teléfono.", "My phone was stolen."],
        ["Quiero poner una denuncia.", "I want to file a police report."],
        ["¿Dónde está la embajada de Estados Unidos?", "Where is the U.S. embassy?"],
        ["Estoy perdido / perdida.", "I’m lost."],
      ),
      h3("Making sure you understand"),
      phrases(
        ["No entiendo. Más despacio, por favor.", "I don’t understand. More slowly, please."],
        ["¿Habla inglés?", "Do you speak English?"],
        ["¿Me lo puede escribir?", "Can you write it down for me?"],
        ["¿Puede llamar a este número?", "Can you call this number?"],
      ),
      h3("Before you go"),
      p(
        "Save the local emergency number for each country on your trip: it is 112 in Spain and across the European Union and 911 in Mexico, but it varies elsewhere. Keep the address of the nearest U.S. embassy or consulate in your phone, and if you have allergies or a medical condition, carry a card that explains it in Spanish.",
      ),
    ],
  }),
  resource({
    slug: "spanish-false-friends",
    createdAt: "2026-10-26T13:00:00.000Z",
    title: "False friends: Spanish words that don’t mean what you think",
    summary:
      "Embarazada doesn’t mean embarrassed, and a librería won’t lend you books. Here are the false friends that trip up English speakers most often, with what they really mean and the word you actually want.",
    kind: "Phrase list",
    audience: "Learners at every level",
    image: "img-resource-false-friends",
    body: [
      p(
        "Thousands of Spanish words look like English words and mean the same thing: hospital, chocolate, importante, posible. A few look familiar but mean something else. Learn these, and you will avoid some famously awkward moments.",
      ),
      h3("Everyday words"),
      ul(
        "embarazada — pregnant (embarrassed is avergonzado / avergonzada)",
        "constipado — having a cold, mostly in Spain (constipated is estreñido)",
        "librería — bookstore (a library is una biblioteca)",
        "carpeta — folder (a carpet is una alfombra)",
        "ropa — clothes (a rope is una cuerda)",
        "éxito — success (an exit is una salida)",
        "molestar — to bother, to annoy (it never means to molest)",
      ),
      h3("At work and school"),
      ul(
        "actualmente — currently (actually is en realidad)",
        "realizar — to carry out, to accomplish (to realize is darse cuenta)",
        "asistir — to attend (to assist is ayudar)",
        "sensible — sensitive (sensible is sensato)",
        "recordar — to remember (to record is grabar)",
        "fábrica — factory (fabric is tela)",
        "introducir — to insert, to bring in (to introduce a person is presentar)",
      ),
      h3("Quick check"),
      p(
        "What does each sentence mean? 1. Estoy muy constipado. 2. La reunión fue un éxito. 3. Actualmente vivo en Denver. 4. Voy a la librería a comprar un regalo.",
      ),
      p(
        "Answers: 1. I have a bad cold. 2. The meeting was a success. 3. I currently live in Denver. 4. I’m going to the bookstore to buy a present.",
      ),
    ],
  }),
  resource({
    slug: "how-to-choose-your-level",
    createdAt: "2026-11-02T13:00:00.000Z",
    title: "How to choose your Spanish level",
    summary:
      "Beginner, Intermediate or Advanced? Read what learners at each level can do, check the statements that describe you, and see what to do if you land in between or grew up speaking Spanish at home.",
    kind: "Guide",
    audience: "Adult and teen learners",
    image: "img-resource-choose-your-level",
    body: [
      p(
        "Our adult and teen classes are organized in three broad levels, which match the levels of the Common European Framework of Reference (CEFR) you will see on our course pages. Read the statements below and pick the level where most of them sound like you.",
      ),
      h3("Beginner (A1–A2)"),
      ul(
        "You are new to Spanish, or you remember only a few words and phrases.",
        "You can introduce yourself and answer simple questions about where you live and what you do.",
        "You understand slow, clear speech about familiar topics.",
        "You want to handle everyday situations: ordering food, shopping, asking for directions.",
      ),
      h3("Intermediate (B1–B2)"),
      ul(
        "You can hold a conversation on familiar topics, even if you sometimes search for words.",
        "You can talk about past experiences and future plans.",
        "You follow the main ideas of a TV show or a conversation between native speakers.",
        "You want to speak more fluently and precisely, at work or when you travel.",
      ),
      h3("Advanced (C1 and beyond)"),
      ul(
        "You speak easily on most topics, including abstract and professional ones.",
        "You understand films, podcasts and fast conversation without much effort.",
        "You want to polish accuracy, expand your vocabulary and sound more natural.",
      ),
      h3("Still not sure?"),
      p(
        "Choose the lower level if you are in doubt: it is easier to move up than to catch up. In your first class, your teacher will see where your Spanish is strongest and where to build next, and every plan starts with a free {{trialDays}}-day trial, so you can try a level before you commit.",
      ),
      h3("Heritage speakers and young learners"),
      p(
        "If you grew up speaking Spanish at home, you probably understand more than you can read or write; our Spanish for Heritage Speakers classes are built for exactly that. Children and teens from 5 to 18 are grouped by grade instead of level: Grade 1&2, Grade 3-5, Middle School and High School.",
      ),
    ],
  }),
];
