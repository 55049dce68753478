// Learning-hub materials (/learning-hub, /learning-materials/:id): short self-study lessons, three per level.
// Each body explains one point, shows examples, and ends with practice items and their answers.
import type { RichTextNode } from "~/domain/content/cms-schema";
import { doc, entry, h3, p, ul } from "~/content/build";

type MaterialInput = {
  slug: string;
  createdAt: string;
  title: string;
  summary: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  skill: "Listening" | "Reading" | "Vocabulary" | "Grammar" | "Speaking" | "Culture";
  minutes: number;
  body: RichTextNode[];
};

function material(m: MaterialInput) {
  return entry({
    id: `material-${m.slug}`,
    contentType: "learningMaterial",
    createdAt: m.createdAt,
    fields: {
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      level: m.level,
      skill: m.skill,
      minutes: m.minutes,
      body: doc(...m.body),
    },
  });
}

export const learningMaterials = [
  // Beginner
  material({
    slug: "introducing-yourself",
    createdAt: "2026-08-03T16:00:00.000Z",
    title: "Introducing yourself in Spanish",
    summary:
      "Say your name, where you are from, where you live, your age and what you do, then put it all together in a short introduction you can use in your very first conversation.",
    level: "Beginner",
    skill: "Speaking",
    minutes: 15,
    body: [
      h3("What you’ll learn"),
      p("Five short sentences that answer the questions people ask when they meet you. By the end of this lesson you will be able to introduce yourself out loud in about 20 seconds."),
      h3("Key phrases"),
      ul(
        "Me llamo… — My name is…",
        "Soy de… — I’m from…",
        "Vivo en… — I live in…",
        "Tengo … años. — I’m … years old.",
        "Soy estudiante / enfermera / ingeniero. — I’m a student / a nurse / an engineer.",
        "Me gusta… — I like…",
      ),
      h3("Two things to notice"),
      p(
        "Spanish uses tener (to have) for age: Tengo treinta años is literally “I have thirty years.” And with professions, Spanish leaves out the article: Soy maestra, not Soy una maestra. Many professions change their ending for a woman: enfermero / enfermera, maestro / maestra.",
      ),
      h3("A model introduction"),
      p(
        "Hola, me llamo Daniel. Soy de Ohio, pero vivo en Austin. Tengo treinta y dos años. Soy ingeniero. Me gusta cocinar y me gusta mucho el fútbol.",
      ),
      h3("Practice"),
      ul(
        "1. How do you say “I’m 25 years old”?",
        "2. Correct the mistake: Soy una doctora.",
        "3. Translate: I’m from Denver, but I live in Phoenix.",
        "4. Say your own introduction out loud, in at least four sentences. Record it on your phone and listen back.",
      ),
      h3("Answers"),
      p(
        "1. Tengo veinticinco años. 2. Soy doctora. 3. Soy de Denver, pero vivo en Phoenix. 4. Answers will vary, for example: Hola, me llamo Karen. Soy de Iowa y vivo en Dallas. Tengo cuarenta años. Soy contadora.",
      ),
    ],
  }),
  material({
    slug: "nouns-gender-and-articles",
    createdAt: "2026-08-10T16:00:00.000Z",
    title: "El or la? Gender, articles and plurals",
    summary:
      "Every Spanish noun is masculine or feminine. Learn the patterns that tell you which, the words for “the” and “a,” the most common exceptions, and how to make nouns plural.",
    level: "Beginner",
    skill: "Grammar",
    minutes: 20,
    body: [
      h3("The basics"),
      p(
        "Every noun in Spanish is either masculine or feminine, and the words for “the” and “a” change to match: el libro, un libro (masculine); la mesa, una mesa (feminine). In the plural, el becomes los and la becomes las: los libros, las mesas. Unos and unas mean “some.”",
      ),
      h3("Patterns that help"),
      ul(
        "Most nouns ending in -o are masculine: el libro, el vaso, el perro.",
        "Most nouns ending in -a are feminine: la casa, la mesa, la ventana.",
        "Nouns ending in -ción, -sión, -dad and -tad are feminine: la canción, la televisión, la ciudad, la libertad.",
        "Many nouns ending in -ma are masculine: el problema, el tema, el idioma, el programa.",
        "Common exceptions to memorize: el día, el mapa, la mano, la foto.",
      ),
      h3("Making nouns plural"),
      p(
        "Add -s to nouns that end in a vowel (el libro → los libros) and -es to nouns that end in a consonant (la ciudad → las ciudades). A final -z changes to -c before -es: el lápiz → los lápices.",
      ),
      h3("Practice"),
      ul(
        "Write el or la: 1. ___ mesa 2. ___ día 3. ___ canción 4. ___ problema 5. ___ mano 6. ___ libro",
        "Make these plural: 7. la flor 8. el lápiz 9. el tren",
      ),
      h3("Answers"),
      p("1. la 2. el 3. la 4. el 5. la 6. el 7. las flores 8. los lápices 9. los trenes"),
      p("Tip: always learn a new noun together with its article. Write el día, not just día, in your notebook."),
    ],
  }),
  material({
    slug: "telling-time",
    createdAt: "2026-08-17T16:00:00.000Z",
    title: "What time is it? Telling time in Spanish",
    summary:
      "Ask and tell the time, say when something happens, and use quarter past, half past and quarter to. A short lesson with plenty of examples and a practice set with answers.",
    level: "Beginner",
    skill: "Vocabulary",
    minutes: 15,
    body: [
      h3("Asking and telling the time"),
      p(
        "To ask the time, say ¿Qué hora es? For one o’clock, use es la: Es la una. For every other hour, use son las: Son las dos, son las cinco, son las diez. Add minutes with y: Son las tres y diez (3:10).",
      ),
      h3("Useful words"),
      ul(
        "y cuarto — quarter past: Son las cuatro y cuarto (4:15)",
        "y media — half past: Es la una y media (1:30)",
        "menos cuarto — quarter to: Son las nueve menos cuarto (8:45)",
        "en punto — on the dot: Son las siete en punto (7:00 sharp)",
        "de la mañana / de la tarde / de la noche — a.m. / in the afternoon / in the evening",
        "el mediodía / la medianoche — noon / midnight",
      ),
      h3("When does it happen?"),
      p(
        "To say at what time something happens, use a la or a las: ¿A qué hora es la clase? La clase es a las seis de la tarde. In Mexico and much of Latin America you will also hear cuarto para: Son cuarto para las nueve (8:45).",
      ),
      h3("Practice"),
      ul(
        "Write in Spanish: 1. 3:00 2. 1:15 3. 7:30 4. 9:45 5. 12:00 noon",
        "6. Translate: The class is at 6 p.m.",
      ),
      h3("Answers"),
      p(
        "1. Son las tres. 2. Es la una y cuarto. 3. Son las siete y media. 4. Son las diez menos cuarto (or Son cuarto para las diez). 5. Es mediodía (or Son las doce del mediodía). 6. La clase es a las seis de la tarde.",
      ),
    ],
  }),
  // Intermediate
  material({
    slug: "preterite-regular-verbs",
    createdAt: "2026-08-24T16:00:00.000Z",
    title: "What did you do last weekend? The preterite tense",
    summary:
      "Talk about finished actions in the past with the preterite: the regular endings, the spelling changes in the yo form, and four irregular verbs you will use every day.",
    level: "Intermediate",
    skill: "Grammar",
    minutes: 25,
    body: [
      h3("When to use it"),
      p(
        "The preterite describes actions that started and finished in the past, often with a time expression: ayer, el sábado pasado, anoche. El sábado pasado fui al mercado y compré fruta.",
      ),
      h3("Regular endings"),
      ul(
        "-ar verbs (hablar): hablé, hablaste, habló, hablamos, hablaron",
        "-er verbs (comer): comí, comiste, comió, comimos, comieron",
        "-ir verbs (vivir): viví, viviste, vivió, vivimos, vivieron",
      ),
      p(
        "Watch the accent marks: hablo means “I speak,” but habló means “he or she spoke.” The nosotros forms of -ar and -ir verbs are the same as in the present (hablamos, vivimos), so context tells you which one is meant.",
      ),
      h3("Spelling changes in the yo form"),
      ul(
        "-car → -qué: buscar → busqué",
        "-gar → -gué: llegar → llegué",
        "-zar → -cé: empezar → empecé",
      ),
      h3("Four everyday irregulars"),
      p(
        "Ir and ser share the same forms: fui, fuiste, fue, fuimos, fueron. Hacer: hice, hiciste, hizo. Tener: tuve, tuviste, tuvo. Estar: estuve, estuviste, estuvo.",
      ),
      h3("Practice"),
      ul(
        "1. (yo) hablar 2. (ella) comer 3. (nosotros) vivir 4. (yo) llegar 5. (ellos) escribir 6. (tú) trabajar",
        "7. Translate: Last Saturday I went to the market and bought fruit.",
        "8. Translate: Yesterday we were at home and made dinner.",
      ),
      h3("Answers"),
      p(
        "1. hablé 2. comió 3. vivimos 4. llegué 5. escribieron 6. trabajaste 7. El sábado pasado fui al mercado y compré fruta. 8. Ayer estuvimos en casa e hicimos la cena.",
      ),
    ],
  }),
  material({
    slug: "reading-a-message-from-a-host-family",
    createdAt: "2026-08-31T16:00:00.000Z",
    title: "Reading: a message from a host family",
    summary:
      "Read a warm, real-life email from a host family in Oaxaca, Mexico, learn the key vocabulary, and check your understanding with six questions and an answer key.",
    level: "Intermediate",
    skill: "Reading",
    minutes: 20,
    body: [
      h3("Before you read"),
      p(
        "Emily, a college student from Minnesota, is going to spend a month with a family in Oaxaca. Read their message once for the general idea, then a second time for the details.",
      ),
      h3("The message"),
      p(
        "¡Hola, Emily! Somos la familia Ramírez y estamos muy contentos de recibirte en Oaxaca el próximo mes. Nuestra casa está cerca del centro, a diez minutos a pie del zócalo. Vas a tener tu propia habitación, con un escritorio y una ventana que da al jardín. Desayunamos a las ocho, y la comida, que es la más importante del día, es a las dos y media. Los domingos vamos al mercado y después comemos con los abuelos. Si eres alérgica a algún alimento, avísanos, por favor. Te vamos a esperar en el aeropuerto con un letrero con tu nombre. ¡Un abrazo! Lucía, Jorge y los niños",
      ),
      h3("Key vocabulary"),
      ul(
        "a pie — on foot",
        "el zócalo — the main square (a word used in Mexico)",
        "la habitación — bedroom",
        "da al jardín — looks out onto the garden",
        "la comida — here, the main midday meal",
        "avísanos — let us know",
        "el letrero — sign",
      ),
      h3("Questions"),
      ul(
        "1. How far is the house from the main square?",
        "2. What will Emily’s room have?",
        "3. What time is the most important meal of the day?",
        "4. What does the family do on Sundays?",
        "5. What does the family ask Emily to tell them?",
        "6. How will Emily recognize the family at the airport?",
      ),
      h3("Answers"),
      p(
        "1. Ten minutes on foot. 2. A desk and a window that looks out onto the garden. 3. At 2:30 p.m. (la comida). 4. They go to the market and then eat with the grandparents. 5. Whether she is allergic to any food. 6. They will be holding a sign with her name.",
      ),
    ],
  }),
  material({
    slug: "tu-usted-and-vos",
    createdAt: "2026-09-07T16:00:00.000Z",
    title: "Tú, usted and vos: choosing the right “you”",
    summary:
      "Spanish has several ways to say “you,” and the one you choose says something about your relationship. Learn when to use tú, usted, vos, ustedes and vosotros, and how to switch gracefully.",
    level: "Intermediate",
    skill: "Culture",
    minutes: 15,
    body: [
      h3("Tú and usted"),
      p(
        "Tú is informal: use it with friends, family, children and people your age in relaxed settings. Usted shows respect or distance: use it with people you don’t know, older people, and in professional settings such as a clinic, a bank or a job interview. Usted takes the same verb forms as él and ella: ¿Cómo está usted?",
      ),
      h3("It depends on the place"),
      ul(
        "In Costa Rica and parts of Colombia, many people use usted even with family and close friends.",
        "In Argentina, Uruguay, Paraguay and much of Central America, people use vos instead of tú: vos hablás, vos tenés, vos sos.",
        "In Latin America, ustedes is the plural “you” for everyone. In Spain, friends use vosotros (vosotros habláis) and ustedes is formal.",
      ),
      h3("How to switch"),
      p(
        "Start with usted when in doubt. If someone would like you to use tú, they will say so: Puedes tutearme, Tutéame, or in Mexico, Háblame de tú. You can also ask: ¿Le puedo hablar de tú?",
      ),
      h3("Practice"),
      ul(
        "Which form would you use? 1. Greeting your new manager at a hospital in Mexico 2. Chatting with a classmate your age 3. Asking a stranger for directions",
        "4. A friend in Buenos Aires asks: ¿Vos de dónde sos? How would a friend in Mexico ask the same question?",
        "5. Which form would a teacher in Madrid use to ask a group of students: “Do you understand?”",
      ),
      h3("Answers"),
      p(
        "1. usted 2. tú 3. usted 4. ¿Tú de dónde eres? 5. ¿Entendéis? (vosotros). A teacher in Latin America would say ¿Entienden? (ustedes).",
      ),
    ],
  }),
  // Advanced
  material({
    slug: "subjunctive-with-cuando",
    createdAt: "2026-09-14T16:00:00.000Z",
    title: "Cuando llegues: the subjunctive with time expressions",
    summary:
      "Why is it cuando llegues and not cuando llegas? Learn when time expressions like cuando, en cuanto and hasta que take the subjunctive, when they don’t, and why antes de que always does.",
    level: "Advanced",
    skill: "Grammar",
    minutes: 30,
    body: [
      h3("The rule"),
      p(
        "After time expressions such as cuando, en cuanto, tan pronto como, hasta que and después de que, Spanish uses the subjunctive when the action has not happened yet, and the indicative when it is a habit or a fact in the past.",
      ),
      ul(
        "Future, not yet real (subjunctive): Cuando llegues, llámame. — When you arrive, call me.",
        "Habit (indicative): Cuando llego a casa, siempre me quito los zapatos. — When I get home, I always take off my shoes.",
        "Past fact (indicative): Cuando llegué, ya se habían ido. — When I arrived, they had already left.",
      ),
      h3("Antes de que: always subjunctive"),
      p(
        "Because “before” always points to something that has not happened yet at that moment, antes de que always takes the subjunctive, even in the past: Te lo explico antes de que te vayas. Compré pan antes de que cerraran la panadería.",
      ),
      h3("Same subject? Use the infinitive"),
      p(
        "When both parts of the sentence have the same subject, use antes de, después de or hasta plus the infinitive instead: Voy a cenar después de terminar (I will have dinner after I finish), not después de que termine.",
      ),
      h3("Practice"),
      ul(
        "1. Cuando (tener) ___ tiempo, voy a visitarte.",
        "2. Siempre me llama cuando (salir) ___ del trabajo.",
        "3. Vamos a esperar hasta que (terminar) ___ la reunión.",
        "4. En cuanto (saber, yo) ___ algo, te aviso.",
        "5. Cuando (ser) ___ niña, vivía en Lima.",
        "6. Compré pan antes de que (cerrar) ___ la panadería.",
      ),
      h3("Answers"),
      p(
        "1. tenga (not yet real) 2. sale (a habit) 3. termine (not yet real) 4. sepa (not yet real) 5. era (a past fact) 6. cerrara or cerrase (antes de que in the past takes the imperfect subjunctive)",
      ),
    ],
  }),
  material({
    slug: "everyday-spanish-idioms",
    createdAt: "2026-09-21T16:00:00.000Z",
    title: "Ten everyday idioms that make your Spanish sound natural",
    summary:
      "Piece of cake, arm and a leg, put your foot in it: learn the Spanish versions of ten idioms that native speakers use all the time, with examples and a short practice set.",
    level: "Advanced",
    skill: "Vocabulary",
    minutes: 20,
    body: [
      h3("Why idioms matter"),
      p(
        "At an advanced level, vocabulary is less about new nouns and more about the expressions that make speech sound natural. These ten are understood across the Spanish-speaking world, though some are more common in certain countries.",
      ),
      h3("The idioms"),
      ul(
        "ser pan comido — to be a piece of cake: El examen fue pan comido.",
        "costar un ojo de la cara — to cost an arm and a leg: Ese coche cuesta un ojo de la cara.",
        "meter la pata — to put your foot in it, to make a blunder",
        "tomarle el pelo a alguien — to pull someone’s leg: ¿Me estás tomando el pelo?",
        "estar en las nubes — to have your head in the clouds, to daydream",
        "no tener pelos en la lengua — to not mince words, to speak very frankly",
        "dar en el clavo — to hit the nail on the head",
        "echar una mano — to lend a hand: ¿Me echas una mano con las cajas?",
        "quedarse en blanco — to go blank, to forget everything",
        "estar hecho polvo — to be exhausted (especially common in Spain)",
      ),
      h3("Practice"),
      ul(
        "Complete with an idiom: 1. Este ejercicio es facilísimo, es ___.",
        "2. En la entrevista me hicieron una pregunta fácil y ___; no me acordaba de nada.",
        "3. Le dije a Ana que su novio era aburrido, ¡y él estaba detrás de mí! ___.",
        "4. What does this mean? Mi abuela no tiene pelos en la lengua.",
        "5. What does this mean? Trabajé doce horas y estoy hecho polvo.",
      ),
      h3("Answers"),
      p(
        "1. pan comido 2. me quedé en blanco 3. ¡Metí la pata! 4. My grandmother speaks her mind; she doesn’t mince words. 5. I worked twelve hours and I’m exhausted.",
      ),
    ],
  }),
  material({
    slug: "understanding-fast-speech",
    createdAt: "2026-09-28T16:00:00.000Z",
    title: "Understanding fast, natural speech",
    summary:
      "Native speakers link words together and drop sounds in casual speech. Learn the most common patterns, from “pa’” to dropped s and d, and practice decoding them, with strategies for real conversations.",
    level: "Advanced",
    skill: "Listening",
    minutes: 25,
    body: [
      h3("Why it sounds so fast"),
      p(
        "Spanish often isn’t faster than English, but it links words together. When one word ends in a vowel and the next begins with one, they merge into a single syllable: ¿Qué es eso? sounds like “quesueso,” and Voy a ir sounds like “voyair.” Once you expect these links, fast speech starts to break apart into words again.",
      ),
      h3("Common patterns in casual speech"),
      ul(
        "para → pa’: ¿Pa’ dónde vas? (Where are you going?)",
        "está → ’tá, estoy → ’toy: ’Tá bien. (It’s fine.)",
        "-ado → -ao: cansado sounds like “cansao,” especially in Spain and the Caribbean",
        "A weakened or dropped s, in the Caribbean, southern Spain and parts of Central and South America: ¿Cómo estás? sounds like “¿Cómo ehtá?”",
        "pues → pos, in casual speech in Mexico",
        "nada → na’: No pasa na’. (No problem.)",
      ),
      h3("Strategies"),
      ul(
        "Listen for the stressed syllables and the key nouns and verbs; the small words will follow from context.",
        "Don’t translate word by word while you listen. Aim for the meaning of the whole sentence.",
        "Ask without embarrassment: ¿Cómo? ¿Me lo repites, por favor?",
        "Practice with real audio: listen once at normal speed, once slower while reading a transcript, then once more at normal speed.",
      ),
      h3("Practice"),
      p(
        "Write each sentence the way it is spelled in standard Spanish. 1. ’Toy cansao. 2. ¿Pa’ dónde vamo’? 3. ’Tá bien, no pasa na’. 4. Lo’ niño’ ehtán jugando. 5. Voyal mercao.",
      ),
      h3("Answers"),
      p(
        "1. Estoy cansado. 2. ¿Para dónde vamos? 3. Está bien, no pasa nada. 4. Los niños están jugando. 5. Voy al mercado.",
      ),
    ],
  }),
];
