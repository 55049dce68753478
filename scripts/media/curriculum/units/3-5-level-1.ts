// Grades 3–5 Level 1 (Novice Low to Novice Mid), Unit 1: Me presento: introducing myself and my classmates — three 40-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "3-5-level-1",
  number: 1,
  title: "Me presento: introducing myself and my classmates",
  summary:
    "Students' first unit of Spanish: they greet people and say goodbye, ask and tell names, say how they are, give their age and where they are from and live, and introduce a classmate. A mingle game, partner interviews, short profiles of children from Spanish-speaking countries and a written 'Me presento' card build toward the unit's performance task. By the end of the unit, students can introduce themselves in four or five sentences and present a classmate to a small group.",
  lessons: [
    {
      number: 1,
      title: "¡Hola! ¿Cómo te llamas?: greetings and names",
      minutes: 40,
      objectives: [
        "Greet a classmate and say goodbye with a greeting that fits the time of day",
        "Ask ¿Cómo te llamas? and answer with Me llamo...",
        "Ask and answer ¿Cómo estás? with bien, mal or más o menos",
        "Perform a six-line greeting conversation with a partner without reading it",
      ],
      canDo: [
        "I can greet someone and say goodbye.",
        "I can ask someone's name and say my name.",
        "I can ask someone how they are and say how I am.",
      ],
      vocabulary: [
        { es: "¡Hola!", en: "Hello! / Hi!" },
        { es: "Buenos días. / Buenas tardes.", en: "Good morning. / Good afternoon." },
        { es: "¿Cómo te llamas?", en: "What's your name?" },
        { es: "Me llamo...", en: "My name is..." },
        { es: "Mucho gusto.", en: "Nice to meet you." },
        { es: "Igualmente.", en: "Likewise." },
        { es: "¿Cómo estás?", en: "How are you?" },
        { es: "bien / mal / más o menos", en: "fine / not well / so-so" },
        { es: "gracias", en: "thank you" },
        { es: "¿Y tú?", en: "And you?" },
        { es: "¡Adiós!", en: "Goodbye!" },
        { es: "¡Hasta luego!", en: "See you later!" },
      ],
      prepare: [
        "A name tent (folded card) for each student",
        "Conversation cards with the six-line model dialogue, one per pair (line A and line B in two colors)",
        "A 'Firma aquí' mingle sheet per student: a grid with five empty boxes for classmates' signatures",
        "A soft ball for the name toss",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Stand at the door and greet each student as they come in with a handshake or a wave and ¡Hola! Buenos días.",
            "Ask in English: Which Spanish greetings do you already know? List the students' ideas on the board and circle the ones they will learn today.",
            "Students write their first name on a name tent.",
          ],
          teacherSays: ["¡Hola! Buenos días. (Hello! Good morning.)", "¡Bienvenidos a la clase de español! (Welcome to Spanish class!)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Model the six-line conversation with a confident volunteer (or two puppets), twice: ¡Hola! ¿Cómo te llamas? / Me llamo... ¿Y tú? / Me llamo... Mucho gusto. / Igualmente. ¿Cómo estás? / Bien, gracias. ¿Y tú? / Más o menos. ¡Hasta luego!",
            "Show the slides and practice each line chorally, then girls vs. boys, then left side vs. right side of the room.",
            "Teach gestures for the answers: thumbs up for bien, thumbs down for mal, a wobbly flat hand for más o menos.",
            "Play the lesson's listening track once for the gist, then again while students write down the two children's names and how each one is.",
          ],
          teacherSays: [
            "¿Cómo te llamas? (What's your name?)",
            "Soy la señora Rivera. Mucho gusto. (I'm Mrs. Rivera. Nice to meet you.)",
            "¿Cómo estás? (How are you?)",
          ],
        },
        practice: {
          minutes: 14,
          steps: [
            "Name toss: students stand in a circle. The thrower asks ¿Cómo te llamas?; the catcher answers Me llamo..., the thrower says Mucho gusto and the catcher answers Igualmente before throwing the ball on.",
            "Partner cards: pairs read the conversation card, A and B, then swap roles. On the third round they turn the card over and do it from memory.",
            "Firma aquí mingle: students walk around and have the full conversation with five classmates; after each conversation, the partner signs one box on the sheet.",
            "Students complete worksheet tasks 1 and 2; task 3 can be finished at home.",
          ],
          teacherSays: ["Trabajen en parejas. (Work in pairs.)", "Firma aquí, por favor. (Sign here, please.)"],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Partner conversations: pairs perform the conversation from memory at their desks while you walk around with the class list.",
            "Use a 3-point checklist for each student: greets and says goodbye; asks and answers the name question; asks and answers ¿Cómo estás? Give one point for each.",
            "Exit ticket: on a slip of paper, students answer in Spanish ¿Cómo te llamas? and ¿Cómo estás? Collect the slips at the door.",
          ],
          teacherSays: ["Escribe: ¿Cómo te llamas? ¿Cómo estás? (Write: What's your name? How are you?)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Students show with the gesture how they feel after the class; call on three students to say it aloud (Estoy bien. Más o menos.).",
            "Say goodbye at the door; each student answers with ¡Adiós! or ¡Hasta luego!",
          ],
          teacherSays: ["¡Adiós, clase! ¡Hasta luego! (Goodbye, class! See you later!)"],
        },
      },
      differentiation: {
        support: [
          "Let students keep the conversation card in their hand during the mingle.",
          "Pair a hesitant student with a confident partner who starts the conversation.",
        ],
        extension: [
          "Add more feelings to the answer: Estoy cansado/cansada, Estoy feliz, Estoy nervioso/nerviosa.",
          "Ask students to greet an adult formally: ¿Cómo está usted?",
        ],
      },
      slides: [
        { title: "¡Hola!", lines: ["¡Hola! — Hello!", "Buenos días. — Good morning.", "Buenas tardes. — Good afternoon."] },
        {
          title: "¿Cómo te llamas?",
          lines: ["¿Cómo te llamas? — What's your name?", "Me llamo Sofía. — My name is Sofía.", "¿Y tú? — And you?"],
        },
        { title: "Mucho gusto", lines: ["Mucho gusto. — Nice to meet you.", "Igualmente. — Likewise."] },
        {
          title: "¿Cómo estás?",
          lines: ["Bien, gracias. — Fine, thanks.", "Mal. — Not well.", "Más o menos. — So-so."],
        },
        { title: "¡Adiós!", lines: ["¡Adiós! — Goodbye!", "¡Hasta luego! — See you later!"] },
        {
          title: "Conversación",
          lines: [
            "A: ¡Hola! ¿Cómo te llamas?",
            "B: Me llamo... ¿Y tú?",
            "A: Me llamo... Mucho gusto.",
            "B: Igualmente. ¿Cómo estás?",
            "A: Bien, gracias. ¿Y tú?",
            "B: Más o menos. ¡Hasta luego!",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Complete the conversation with words from the box: llamas, llamo, gusto, estás, bien, luego.",
          items: [
            { prompt: "—¡Hola! ¿Cómo te ___?", answer: "llamas" },
            { prompt: "—Me ___ Daniela. ¿Y tú?", answer: "llamo" },
            { prompt: "—Me llamo Pablo. Mucho ___.", answer: "gusto" },
            { prompt: "—Igualmente. ¿Cómo ___?", answer: "estás" },
            { prompt: "—Muy ___, gracias.", answer: "bien" },
            { prompt: "—¡Adiós! ¡Hasta ___!", answer: "luego" },
          ],
        },
        {
          instructions: "Circle the best answer, a or b.",
          items: [
            { prompt: "¿Cómo te llamas? a) Bien, gracias. b) Me llamo Mateo.", answer: "b) Me llamo Mateo." },
            { prompt: "¿Cómo estás? a) Más o menos. b) ¡Hasta luego!", answer: "a) Más o menos." },
            { prompt: "Mucho gusto. a) Igualmente. b) Buenas tardes.", answer: "a) Igualmente." },
            { prompt: "[It is eight o'clock in the morning.] a) Buenos días. b) Buenas tardes.", answer: "a) Buenos días." },
            { prompt: "[You are leaving the classroom.] a) ¡Hola! b) ¡Adiós!", answer: "b) ¡Adiós!" },
          ],
        },
        {
          instructions: "Answer in Spanish about yourself.",
          items: [
            { prompt: "¿Cómo te llamas?", answer: "Me llamo + your name." },
            { prompt: "¿Cómo estás?", answer: "Bien, gracias. / Más o menos. / Mal. (Answers will vary.)" },
            { prompt: "[Your teacher says: Buenos días.] You answer:", answer: "Buenos días." },
            { prompt: "[A new classmate says: Mucho gusto.] You answer:", answer: "Igualmente. (or Mucho gusto.)" },
          ],
        },
      ],
      listening: {
        title: "El primer día de clases",
        script:
          "¡Hola! Buenos días. Me llamo Sofía. ¿Cómo te llamas? Hola, Sofía. Me llamo Mateo. Mucho gusto, Mateo. Igualmente. ¿Cómo estás, Mateo? Más o menos. Es el primer día de clases y estoy un poco nervioso. ¿Y tú, Sofía? Yo estoy muy bien, gracias. Mira, Mateo, ella es la maestra, la señora Rivera. Buenos días, señora Rivera. Buenos días, chicos. Bienvenidos a la clase de español. ¿Cómo están? Muy bien, gracias. Bueno, Mateo, ¡hasta luego! ¡Adiós, Sofía! ¡Hasta mañana!",
        questions: [
          { prompt: "What is the girl's name?", answer: "Sofía" },
          { prompt: "How is Mateo, and why?", answer: "So-so (más o menos): it is the first day of school and he is a little nervous." },
          { prompt: "How is Sofía?", answer: "Very well (muy bien)." },
          { prompt: "What is the teacher's name?", answer: "Señora Rivera (Mrs. Rivera)." },
          { prompt: "What class are they in?", answer: "Spanish class (la clase de español)." },
        ],
      },
    },
    {
      number: 2,
      title: "¿Cuántos años tienes? ¿De dónde eres?: age and hometown",
      minutes: 40,
      objectives: [
        "Count from one to twelve and recognize the numbers eight to twelve when they hear them",
        "Ask and answer ¿Cuántos años tienes? with Tengo... años",
        "Ask and answer ¿De dónde eres? and ¿Dónde vives? with Soy de... and Vivo en...",
        "Read four short profiles of children from Spanish-speaking countries and find their age and hometown",
      ],
      canDo: [
        "I can say how old I am and ask how old someone is.",
        "I can say where I am from and where I live.",
        "I can understand a short profile of a child my age.",
      ],
      vocabulary: [
        { es: "¿Cuántos años tienes?", en: "How old are you?" },
        { es: "Tengo... años.", en: "I am... years old." },
        { es: "ocho", en: "eight" },
        { es: "nueve", en: "nine" },
        { es: "diez", en: "ten" },
        { es: "once", en: "eleven" },
        { es: "doce", en: "twelve" },
        { es: "¿De dónde eres?", en: "Where are you from?" },
        { es: "Soy de...", en: "I am from..." },
        { es: "¿Dónde vives?", en: "Where do you live?" },
        { es: "Vivo en...", en: "I live in..." },
        { es: "la ciudad", en: "the city" },
      ],
      prepare: [
        "Number cards from 1 to 12",
        "A world map or a map of the Americas and Spain, to show where the children in the profiles live",
        "Role cards for the mingle game, one per student: a name, an age and a city (for example: Camila, 10 años, Lima, Perú)",
        "An interview chart per student with three rows (nombre, años, de dónde es) for three classmates",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Greeting review: students stand, greet two classmates with the six-line conversation from Lesson 1 and sit down.",
            "Count from uno to doce with the number cards: clap on each number, then count backwards, then count only the even numbers.",
          ],
          teacherSays: ["Uno, dos, tres, cuatro, cinco, seis... (One, two, three, four, five, six...)", "¿Qué número es? (What number is it?)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Introduce yourself with the new sentences: Me llamo... Soy de... Vivo en... Write them on the board.",
            "Show the four profiles on the slides (Camila, Andrés, Lucía, Diego) and point to each city on the map. Read each profile aloud; students repeat the key sentences.",
            "Ask the class ¿Cuántos años tiene Camila? ¿De dónde es Andrés? and let students answer with the number or the place.",
            "Play the lesson's listening track. Students hold up fingers for each age they hear and write down each city.",
          ],
          teacherSays: [
            "¿Cuántos años tienes? Tengo diez años. (How old are you? I'm ten years old.)",
            "¿De dónde eres? Soy de Estados Unidos. (Where are you from? I'm from the United States.)",
            "¿Dónde vives? Vivo en Chicago. (Where do you live? I live in Chicago.)",
          ],
        },
        practice: {
          minutes: 14,
          steps: [
            "Find your twin: give each student a role card; two cards share each age and city. Students walk around asking ¿Cuántos años tienes? ¿Dónde vives? until they find the classmate with the same card.",
            "Real interviews: students interview three classmates about themselves with ¿Cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres? and fill in the interview chart.",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["Pregunta a tres compañeros. (Ask three classmates.)"],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Listening check: read five sentences about the profile children (for example: Tengo once años y vivo en San Juan.). Students write the child's name on a mini whiteboard or a scrap of paper; count correct answers out of five.",
            "Exit ticket: students write three sentences about themselves: Me llamo... Tengo... años. Soy de... Collect them and mark each sentence as correct, nearly correct or not yet.",
          ],
          teacherSays: ["¿Quién es? (Who is it?)", "Escribe tres oraciones. (Write three sentences.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Students finish worksheet task 3 or complete it as homework.",
            "Ask two or three volunteers: ¿Cuántos años tienes? ¿Dónde vives? Then say goodbye.",
          ],
          teacherSays: ["¡Hasta mañana! (See you tomorrow!)"],
        },
      },
      differentiation: {
        support: [
          "Leave the number cards and the three sentence frames on the board during the interviews.",
          "Let students answer with the number or the city alone, then repeat the full sentence after you.",
        ],
        extension: [
          "Students add a family member: Mi hermano tiene seis años.",
          "Students count to twenty and ask a follow-up question: ¿Te gusta tu ciudad?",
        ],
      },
      slides: [
        { title: "Los números", lines: ["1 uno  2 dos  3 tres  4 cuatro", "5 cinco  6 seis  7 siete", "8 ocho  9 nueve  10 diez", "11 once  12 doce"] },
        {
          title: "¿Cuántos años tienes?",
          lines: ["¿Cuántos años tienes? — How old are you?", "Tengo diez años. — I'm ten years old."],
        },
        {
          title: "¿De dónde eres?",
          lines: ["¿De dónde eres? — Where are you from?", "Soy de Estados Unidos.", "¿Dónde vives? — Where do you live?", "Vivo en Chicago."],
        },
        { title: "Camila", lines: ["Me llamo Camila.", "Tengo diez años.", "Soy de Perú.", "Vivo en Lima."] },
        { title: "Andrés", lines: ["Me llamo Andrés.", "Tengo once años.", "Soy de Puerto Rico.", "Vivo en San Juan."] },
        { title: "Lucía", lines: ["Me llamo Lucía.", "Tengo nueve años.", "Soy de México.", "Vivo en Chicago."] },
        { title: "Diego", lines: ["Me llamo Diego.", "Tengo ocho años.", "Soy de Colombia.", "Vivo en Bogotá."] },
        { title: "¿Y tú?", lines: ["Me llamo...", "Tengo... años.", "Soy de...", "Vivo en..."] },
      ],
      worksheet: [
        {
          instructions: "Write the number in Spanish.",
          items: [
            { prompt: "8", answer: "ocho" },
            { prompt: "12", answer: "doce" },
            { prompt: "10", answer: "diez" },
            { prompt: "11", answer: "once" },
            { prompt: "9", answer: "nueve" },
            { prompt: "7", answer: "siete" },
          ],
        },
        {
          instructions: "Read what each child says, then answer the question.",
          items: [
            { prompt: "Me llamo Camila. Tengo diez años. ¿Cuántos años tiene Camila?", answer: "10 (diez)" },
            { prompt: "Me llamo Diego. Soy de Colombia. ¿De dónde es Diego?", answer: "Colombia" },
            { prompt: "Me llamo Lucía. Soy de México, pero vivo en Chicago. ¿Dónde vive Lucía?", answer: "Chicago" },
            { prompt: "Me llamo Andrés. Tengo once años. Soy de Puerto Rico. ¿Cuántos años tiene Andrés?", answer: "11 (once)" },
            { prompt: "Me llamo Andrés. Tengo once años. Soy de Puerto Rico. ¿De dónde es Andrés?", answer: "Puerto Rico" },
          ],
        },
        {
          instructions:
            "Match each question with its answer. Write the letter: a) Me llamo Ana. b) Tengo diez años. c) Vivo en Chicago. d) Soy de Estados Unidos. e) Bien, gracias.",
          items: [
            { prompt: "¿Cuántos años tienes?", answer: "b) Tengo diez años." },
            { prompt: "¿De dónde eres?", answer: "d) Soy de Estados Unidos." },
            { prompt: "¿Dónde vives?", answer: "c) Vivo en Chicago." },
            { prompt: "¿Cómo te llamas?", answer: "a) Me llamo Ana." },
            { prompt: "¿Cómo estás?", answer: "e) Bien, gracias." },
          ],
        },
      ],
      listening: {
        title: "Nuevos amigos",
        script:
          "¡Hola, amigos! Me llamo Camila. Tengo diez años. Soy de Perú y vivo en Lima. Lima es una ciudad grande. ¿Y tú? ¿Cómo te llamas? ¿Cuántos años tienes? ¡Hola! Me llamo Andrés. Tengo once años. Soy de Puerto Rico. Vivo en San Juan, cerca del mar. Me gusta mucho el mar. ¡Hola! Yo me llamo Lucía. Tengo nueve años. Soy de México, pero vivo en Estados Unidos. Vivo en Chicago con mi familia. Y tú, ¿de dónde eres? ¿Dónde vives? ¡Adiós, amigos! ¡Hasta luego!",
        questions: [
          { prompt: "How old is Camila?", answer: "10 (diez)" },
          { prompt: "Where does Camila live?", answer: "In Lima, Peru." },
          { prompt: "How old is Andrés, and where is he from?", answer: "11 (once); from Puerto Rico." },
          { prompt: "Where is Lucía from, and where does she live?", answer: "She is from Mexico and lives in Chicago, in the United States." },
        ],
      },
    },
    {
      number: 3,
      title: "Te presento a mi amigo: introducing a classmate",
      minutes: 40,
      objectives: [
        "Change first-person sentences (Me llamo, Tengo, Soy de, Vivo en) into third-person sentences (Se llama, Tiene, Es de, Vive en)",
        "Write a four-sentence 'Me presento' card about themselves",
        "Interview a partner and introduce them to a small group with Les presento a...",
      ],
      canDo: [
        "I can introduce myself in four or five sentences.",
        "I can introduce a classmate and say their name, age and where they are from.",
        "I can write short sentences about myself.",
      ],
      vocabulary: [
        { es: "Te presento a... / Les presento a...", en: "Let me introduce... (to one person / to a group)" },
        { es: "él", en: "he" },
        { es: "ella", en: "she" },
        { es: "Se llama...", en: "His / Her name is..." },
        { es: "Tiene... años.", en: "He / She is... years old." },
        { es: "Es de...", en: "He / She is from..." },
        { es: "Vive en...", en: "He / She lives in..." },
        { es: "mi amigo / mi amiga", en: "my friend (boy / girl)" },
        { es: "mi compañero / mi compañera de clase", en: "my classmate (boy / girl)" },
        { es: "también", en: "also / too" },
      ],
      prepare: [
        "An index card per student for the 'Me presento' card, and colored pencils",
        "A poster or board chart with two columns: Yo (Me llamo, Tengo, Soy de, Vivo en) and Él / Ella (Se llama, Tiene, Es de, Vive en)",
        "The interview charts from Lesson 2",
        "A presentation checklist on the board (name, age, where he or she is from or lives)",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Inside-outside circles: half the class forms an inner circle facing out, half an outer circle facing in. Partners ask ¿Cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres? Every 45 seconds, the outer circle moves one step to the right.",
            "Ask two students to tell you what they remember about a partner, in English or Spanish.",
          ],
          teacherSays: ["Cambien de pareja. (Change partners.)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Present the Yo / Él / Ella chart. Introduce yourself (Me llamo... Tengo...), then introduce a volunteer: Les presento a mi compañero. Él se llama Jonah. Tiene nueve años. Es de Estados Unidos. Vive en Denver.",
            "Point to the changes in each pair of sentences (me llamo / se llama, tengo / tiene, soy / es, vivo / vive) and practice them chorally.",
            "Explain te presento (to one person) and les presento (to a group).",
            "Play the lesson's listening track. Students write down the two friends' names, ages and cities.",
          ],
          teacherSays: [
            "Les presento a mi amiga. Ella se llama Sofía. (Let me introduce my friend. Her name is Sofía.)",
            "Tiene diez años. Es de Estados Unidos. (She's ten years old. She's from the United States.)",
          ],
        },
        practice: {
          minutes: 14,
          steps: [
            "Students write their 'Me presento' card with four sentences: Me llamo... Tengo... años. Soy de... Vivo en... Add a fifth sentence if they can (Estoy feliz. Me gusta el fútbol.).",
            "Pairs swap cards, read their partner's card and ask a question about anything unclear.",
            "Each student rehearses introducing their partner in the third person, first reading the card, then looking at it only once.",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["Lee la tarjeta de tu compañero. (Read your partner's card.)", "Él se llama... Ella se llama... (His name is... Her name is...)"],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Group presentations: students sit in groups of four. Each student introduces their partner to the group: Les presento a mi compañera. Ella se llama... Tiene... Es de... Vive en...",
            "Walk around with the class list and score each presenter on a 3-point checklist: says the name with se llama; says the age with tiene; says where the partner is from or lives with es de or vive en.",
            "Collect the 'Me presento' cards as the unit's writing sample; mark each sentence as correct, nearly correct or not yet.",
          ],
          teacherSays: ["Presenta a tu compañero al grupo. (Introduce your partner to the group.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "¿Quién es? Read two or three cards aloud in the third person without the name (Tiene diez años. Vive en...); the class guesses who it is.",
            "Post the cards on a class wall titled Nuestra clase.",
          ],
          teacherSays: ["¿Quién es? (Who is it?)", "¡Muy bien, clase! ¡Hasta luego! (Very good, class! See you later!)"],
        },
      },
      differentiation: {
        support: [
          "Give students a sentence frame card with the third-person forms underlined to hold during the presentation.",
          "Let students introduce their partner with three sentences (name, age, city) instead of four.",
        ],
        extension: [
          "Students add también (also) and pero (but): Ella es de México, pero vive en Chicago. Él también tiene diez años.",
          "Students introduce two classmates at once, comparing them: Los dos tienen nueve años.",
        ],
      },
      slides: [
        { title: "Yo", lines: ["Me llamo Mateo.", "Tengo once años.", "Soy de Estados Unidos.", "Vivo en Houston."] },
        { title: "Él / Ella", lines: ["Se llama Sofía.", "Tiene diez años.", "Es de Estados Unidos.", "Vive en Houston."] },
        {
          title: "Yo y él / ella",
          lines: ["me llamo — se llama", "tengo — tiene", "soy — es", "vivo — vive"],
        },
        {
          title: "Te presento a...",
          lines: ["Te presento a mi amigo. — to one person", "Les presento a mi amiga. — to a group"],
        },
        {
          title: "Me presento",
          lines: ["Me llamo...", "Tengo... años.", "Soy de...", "Vivo en...", "Estoy... / Me gusta..."],
        },
        {
          title: "Les presento a...",
          lines: ["Les presento a mi compañera.", "Ella se llama...", "Tiene... años.", "Es de... Vive en..."],
        },
      ],
      worksheet: [
        {
          instructions: "Change each sentence from yo to él or ella.",
          items: [
            { prompt: "Yo: Me llamo Andrés. Él: ___", answer: "Él se llama Andrés." },
            { prompt: "Yo: Tengo once años. Él: ___", answer: "Él tiene once años." },
            { prompt: "Yo: Soy de Puerto Rico. Él: ___", answer: "Él es de Puerto Rico." },
            { prompt: "Yo: Vivo en San Juan. Él: ___", answer: "Él vive en San Juan." },
            { prompt: "Yo: Me llamo Camila. Ella: ___", answer: "Ella se llama Camila." },
            { prompt: "Yo: Vivo en Lima. Ella: ___", answer: "Ella vive en Lima." },
          ],
        },
        {
          instructions:
            "Read Valentina's card, then answer each question in Spanish. «¡Hola! Me llamo Valentina. Tengo doce años. Soy de Argentina y vivo en Buenos Aires. Hoy estoy muy bien.»",
          items: [
            { prompt: "¿Cómo se llama?", answer: "Se llama Valentina." },
            { prompt: "¿Cuántos años tiene?", answer: "Tiene doce años." },
            { prompt: "¿De dónde es?", answer: "Es de Argentina." },
            { prompt: "¿Dónde vive?", answer: "Vive en Buenos Aires." },
            { prompt: "¿Cómo está hoy?", answer: "Está muy bien." },
          ],
        },
        {
          instructions: "Write your own 'Me presento' card: finish each sentence about yourself.",
          items: [
            { prompt: "Me llamo ___.", answer: "Answers will vary: your name." },
            { prompt: "Tengo ___ años.", answer: "Answers will vary: your age in Spanish (ocho, nueve, diez...)." },
            { prompt: "Soy de ___.", answer: "Answers will vary: for example, Estados Unidos." },
            { prompt: "Vivo en ___.", answer: "Answers will vary: your town or city." },
          ],
        },
      ],
      listening: {
        title: "Les presento a mis amigos",
        script:
          "Hola, clase. Me llamo Mateo y tengo once años. Les presento a mi amiga. Ella se llama Sofía. Sofía tiene diez años. Ella es de Estados Unidos y vive en Houston, en Texas. Sofía habla inglés y un poco de español. También les presento a mi amigo. Él se llama Pablo. Pablo tiene nueve años. Él es de Colombia, pero ahora vive en Houston también. Pablo es mi compañero de clase. Sofía, Pablo y yo somos buenos amigos. Y tú, ¿cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres?",
        questions: [
          { prompt: "What is the name of Mateo's friend who is a girl?", answer: "Sofía" },
          { prompt: "How old is Sofía, and where does she live?", answer: "10 (diez); in Houston, Texas." },
          { prompt: "Where is Pablo from?", answer: "Colombia" },
          { prompt: "Where does Pablo live now?", answer: "In Houston." },
          { prompt: "How old is Pablo?", answer: "9 (nueve)" },
        ],
      },
    },
  ],
};
