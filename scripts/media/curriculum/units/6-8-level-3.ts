// Middle School Spanish 6–8, Level 3 — Unit 1: Recuerdos de la infancia (childhood memories).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "6-8-level-3",
  number: 1,
  title: "Recuerdos de la infancia: childhood memories",
  summary:
    "Students talk about their childhood with the imperfect: what they were like, where they lived, what they used to do and the toys and games they loved. They then combine the imperfect and the preterite to tell the story of a special day. By the end of the unit, students can narrate a childhood memory in a short string of sentences and keep a conversation about memories going with follow-up questions.",
  lessons: [
    {
      number: 1,
      title: "Cuando era pequeño: when I was little",
      minutes: 45,
      objectives: [
        "Form the imperfect of regular -ar, -er and -ir verbs and of ser in the yo, tú and él / ella forms",
        "Describe what they were like and what they used to do as young children with era, tenía, vivía, jugaba and other imperfect verbs",
        "Ask a partner at least three questions about their childhood, add a follow-up question and report two answers",
      ],
      canDo: [
        "I can describe what I was like when I was little.",
        "I can say what I used to do as a child.",
        "I can ask a classmate about their childhood and keep the conversation going with follow-up questions.",
      ],
      vocabulary: [
        { es: "de niño, de niña", en: "as a child" },
        { es: "cuando era pequeño, pequeña", en: "when I was little" },
        { es: "era", en: "I was, he / she was (description)" },
        { es: "tenía", en: "I had, I used to have" },
        { es: "vivía", en: "I lived, I used to live" },
        { es: "jugaba", en: "I played, I used to play" },
        { es: "el barrio", en: "neighborhood" },
        { es: "el kínder", en: "kindergarten" },
        { es: "travieso, traviesa", en: "mischievous" },
        { es: "llorón, llorona", en: "crybaby, whiny" },
        { es: "todos los días", en: "every day" },
        { es: "antes", en: "before, in the past" },
        { es: "ahora", en: "now" },
      ],
      prepare: [
        "Slides for Lesson 1, with a photo of yourself as a young child on slide 1 (or a photo of a famous person as a child)",
        "Printed worksheet, one per student",
        "Lesson 1 listening track",
        "A poster or handout of the imperfect endings (-aba, -ía)",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Show your childhood photo on slide 1 and ask ¿Quién es? Let students guess, then reveal that it is you.",
            "Ask the class what you were like, offering two choices each time (¿Era tímida o extrovertida?); students vote by raising hands, then you reveal the answer in a full sentence.",
          ],
          teacherSays: [
            "Aquí tengo cinco años. ¿Quién es? (Here I'm five years old. Who is it?)",
            "Cuando era pequeña, era muy traviesa. (When I was little, I was very mischievous.)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Tell a one-minute story about yourself as a child with slide 2; students raise a hand each time they hear a verb ending in -aba or -ía.",
            "Present the forms on slide 3: -ar verbs take -aba, -er and -ir verbs take -ía (note the accent), and ser is era. Explain the two uses for now: description (what someone was like) and habits (what someone used to do).",
            "Contrast antes and ahora with slide 4; students finish your sentences aloud (Antes jugaba con bloques; ahora...).",
            "Play the Lesson 1 listening track (Gabriela's podcast about her childhood in Puerto Rico) twice; partners answer the listening questions.",
          ],
          teacherSays: [
            "Cuando era pequeña, vivía en Monterrey. (When I was little, I lived in Monterrey.)",
            "De niño, ¿eras tímido? (As a child, were you shy?)",
            "Antes jugaba en el parque; ahora trabajo aquí. (Before, I used to play in the park; now I work here.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Students complete worksheet Task 1 and check with a partner (4 minutes); go over answers, stressing the accent on -ía.",
            "Students read Carolina's memory in worksheet Task 2 and answer the questions (4 minutes).",
            "Inside-outside circle (5 minutes): students ask the questions on slide 5 (¿Cómo eras de niño? ¿Dónde vivías? ¿A qué jugabas? ¿Qué comida te gustaba?). At each rotation they add one follow-up question (¿Con quién? ¿Por qué?).",
            "Two volunteers report what they learned (2 minutes) with Él era... / Ella vivía...",
          ],
          teacherSays: [
            "¿Dónde vivías cuando eras pequeño? (Where did you live when you were little?)",
            "¿Con quién jugabas? (Who did you play with?)",
            "¡Qué interesante! ¿Y qué más? (How interesting! What else?)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Quick write (6 minutes), worksheet Task 3: students answer the five prompts about their own childhood in complete sentences.",
            "Criteria on slide 6: five sentences; at least four correct imperfect forms; one antes / ahora contrast. Score 3 = all three criteria met, 2 = two, 1 = one.",
            "When you return the work, circle one verb per student to correct at the start of Lesson 2.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "¿Quién era? Read two volunteers' quick-write sentences aloud without names; the class guesses who wrote them.",
            "Ask students to think of their favorite childhood toy for next class (they may bring a photo of it).",
          ],
          teacherSays: [
            "¿Quién era muy travieso de niño? (Who was very mischievous as a child?)",
            "Para la próxima clase, piensen en su juguete favorito. (For next class, think about your favorite toy.)",
          ],
        },
      },
      differentiation: {
        support: [
          "Provide a verb chart with the -aba and -ía endings and the accents highlighted in color.",
          "Give sentence frames for the quick write: De niño / De niña, era ___. Vivía en ___. Jugaba ___ todos los días.",
        ],
        extension: [
          "Add a second contrast with pero: Antes era tímido, pero ahora soy muy extrovertido.",
          "Heritage speakers interview a parent or grandparent at home with the same questions and compare answers, using nosotros forms (jugábamos, vivíamos).",
        ],
      },
      slides: [
        {
          title: "¿Quién es?",
          lines: ["Foto: tu profe a los cinco años", "¿Quién es? (Who is it?)", "¿Cómo era? (What was he / she like?)"],
        },
        {
          title: "Cuando era pequeña...",
          lines: [
            "Era traviesa y un poco llorona.",
            "Vivía en un barrio tranquilo.",
            "Tenía un perro que se llamaba Toby.",
            "Jugaba en el parque todos los días.",
          ],
        },
        {
          title: "El imperfecto",
          lines: [
            "-ar: jugar = jugaba, jugabas, jugaba",
            "-er: tener = tenía, tenías, tenía",
            "-ir: vivir = vivía, vivías, vivía",
            "ser: era, eras, era",
            "Use: descriptions and habits in the past",
          ],
        },
        {
          title: "Antes y ahora",
          lines: [
            "Antes jugaba con bloques; ahora juego al fútbol.",
            "Antes era tímida; ahora soy extrovertida.",
            "Antes vivía en Texas; ahora vivo en Ohio.",
          ],
        },
        {
          title: "Preguntas",
          lines: [
            "¿Cómo eras de niño o de niña?",
            "¿Dónde vivías?",
            "¿A qué jugabas? ¿Con quién?",
            "¿Qué comida te gustaba?",
            "Follow-up: ¿Por qué? ¿Y qué más?",
          ],
        },
        {
          title: "Escritura: Cuando era pequeño/a...",
          lines: ["5 sentences", "At least 4 correct imperfect verbs", "1 antes / ahora sentence"],
        },
      ],
      worksheet: [
        {
          instructions: "Complete each sentence with the imperfect of the verb in parentheses.",
          items: [
            { prompt: "De niña, yo ___ (jugar) con mi hermana todos los días.", answer: "jugaba" },
            { prompt: "Mi familia ___ (vivir) en un apartamento pequeño.", answer: "vivía" },
            { prompt: "Cuando eras pequeño, ¿___ (tener) un perro?", answer: "tenías" },
            { prompt: "Mi abuelo me ___ (contar) cuentos por la noche.", answer: "contaba" },
            { prompt: "Yo ___ (ser) muy llorón.", answer: "era" },
            { prompt: "¿Qué comida te ___ (gustar)?", answer: "gustaba" },
            { prompt: "Mi hermano ___ (comer) cereal todos los días.", answer: "comía" },
            { prompt: "Tú ___ (ser) muy traviesa, ¿verdad?", answer: "eras" },
          ],
        },
        {
          instructions:
            "Read Carolina's memory and answer the questions in Spanish. Text: Cuando era pequeña, vivía en Quito, Ecuador, en un barrio con muchos árboles. Era una niña muy curiosa y un poco traviesa. Tenía un gato gris que se llamaba Nube. Todos los días jugaba en el patio con mis primos. Mi abuela vivía con nosotros y cocinaba locro de papa los domingos. Antes no me gustaba leer, pero ahora leo todos los días.",
          items: [
            { prompt: "¿Dónde vivía Carolina?", answer: "Vivía en Quito, Ecuador, en un barrio con muchos árboles." },
            { prompt: "¿Cómo era Carolina de niña?", answer: "Era muy curiosa y un poco traviesa." },
            { prompt: "¿Qué mascota tenía?", answer: "Tenía un gato gris que se llamaba Nube." },
            { prompt: "¿Con quién jugaba en el patio?", answer: "Jugaba con sus primos." },
            { prompt: "¿Qué cocinaba su abuela los domingos?", answer: "Cocinaba locro de papa." },
            { prompt: "¿Qué es diferente ahora?", answer: "Antes no le gustaba leer, pero ahora lee todos los días." },
          ],
        },
        {
          instructions: "Quick write: answer about your own childhood in complete sentences.",
          items: [
            { prompt: "¿Cómo eras de niño o de niña?", answer: "Model: De niño, era muy travieso y un poco tímido." },
            { prompt: "¿Dónde vivías?", answer: "Model: Vivía en una casa pequeña en Dallas." },
            { prompt: "¿Qué tenías? (una mascota, un juguete...)", answer: "Model: Tenía un perro que se llamaba Max." },
            { prompt: "¿A qué jugabas?", answer: "Model: Jugaba al fútbol con mis vecinos todos los días." },
            { prompt: "Antes y ahora: write one contrast.", answer: "Model: Antes comía solo pasta; ahora como de todo." },
          ],
        },
      ],
      listening: {
        title: "Pódcast: mi infancia en Puerto Rico",
        script:
          "Hola, soy Gabriela y este es mi pódcast para la clase de español. Hoy les hablo de cuando era pequeña. Yo vivía en Ponce, una ciudad en el sur de Puerto Rico. Mi casa era amarilla y tenía un patio grande con un árbol de mangos. De niña, era muy activa y un poco traviesa. Todos los días, después de la escuela, jugaba con mis vecinos en la calle. Mi mamá trabajaba en un hospital y mi abuela me cuidaba por las tardes. Ella cocinaba arroz con habichuelas y me contaba historias de su pueblo. Yo tenía una tortuga que se llamaba Rayo. ¡Era muy lenta, claro! Antes me encantaba el mar y nadaba todos los fines de semana. Ahora vivo en Chicago y no hay mar, pero todavía me encanta nadar.",
        questions: [
          { prompt: "¿Dónde vivía Gabriela cuando era pequeña?", answer: "En Ponce, una ciudad en el sur de Puerto Rico." },
          { prompt: "¿Cómo era su casa?", answer: "Era amarilla y tenía un patio grande con un árbol de mangos." },
          { prompt: "¿Qué hacía todos los días después de la escuela?", answer: "Jugaba con sus vecinos en la calle." },
          { prompt: "¿Quién la cuidaba por las tardes y qué hacía esa persona?", answer: "Su abuela; cocinaba arroz con habichuelas y le contaba historias de su pueblo." },
          { prompt: "¿Por qué es gracioso el nombre de su tortuga?", answer: "Se llamaba Rayo, pero era muy lenta." },
        ],
      },
    },
    {
      number: 2,
      title: "Mis juguetes y juegos favoritos: my favorite toys and games",
      minutes: 45,
      objectives: [
        "Name childhood toys and games and say how often they played with them using the imperfect and frequency expressions (siempre, a menudo, de vez en cuando)",
        "Use the irregular imperfect verbs ir (iba) and ver (veía) and the nosotros forms (jugábamos, íbamos, éramos)",
        "Interview a classmate about childhood games and compare their answers in a Venn diagram and comparison sentences",
      ],
      canDo: [
        "I can talk about the toys and games I had as a child.",
        "I can say how often I used to do something.",
        "I can compare my childhood with a classmate's.",
      ],
      vocabulary: [
        { es: "el juguete", en: "toy" },
        { es: "el peluche", en: "stuffed animal" },
        { es: "la muñeca", en: "doll" },
        { es: "los bloques", en: "building blocks" },
        { es: "el rompecabezas", en: "puzzle" },
        { es: "los carritos", en: "toy cars" },
        { es: "saltar la cuerda", en: "to jump rope" },
        { es: "jugar a las escondidas", en: "to play hide-and-seek" },
        { es: "los dibujos animados", en: "cartoons" },
        { es: "a menudo", en: "often" },
        { es: "de vez en cuando", en: "from time to time" },
        { es: "iba", en: "I used to go, I was going" },
        { es: "veía", en: "I used to watch, I used to see" },
        { es: "compartir", en: "to share" },
      ],
      prepare: [
        "Slides for Lesson 2",
        "Printed worksheet with a Venn diagram on the back, one per student",
        "Lesson 2 listening track",
        "A bag with real or pictured toys: a doll, blocks, a puzzle, a stuffed animal, toy cars and a jump rope",
        "Pictures of a spinning top (el trompo) and marbles (las canicas) to pre-teach before the listening",
        "Half-sheets of paper for the exit ticket",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Mystery bag: pull out one toy at a time; students guess what it is, then you give the Spanish name.",
            "For each toy, ask ¿Quién tenía uno? Students who had one answer with a full sentence: Yo tenía un peluche. Se llamaba...",
          ],
          teacherSays: [
            "¿Qué es esto? Es un rompecabezas. (What is this? It's a puzzle.)",
            "¿Quién tenía un peluche? ¿Cómo se llamaba? (Who had a stuffed animal? What was its name?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Teach the toys and games on slide 2; pass the toys around the room while students say each name.",
            "Present slide 3: frequency expressions and the three irregular verbs in the imperfect (ir, ver, ser). Then slide 4: the nosotros forms for memories with siblings and friends; point out the accent in jugábamos and íbamos.",
            "Pre-teach el trompo and las canicas with pictures, then play the Lesson 2 listening track (Grandpa Ramón's voicemail) twice; partners answer the listening questions.",
          ],
          teacherSays: [
            "De niña, iba al parque a menudo. (As a girl, I often went to the park.)",
            "Mis hermanos y yo veíamos dibujos animados los sábados. (My siblings and I watched cartoons on Saturdays.)",
            "¿Con qué frecuencia jugabas a las escondidas? (How often did you play hide-and-seek?)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Students complete worksheet Task 1 (4 minutes); check answers on the slide.",
            "Partner interview (6 minutes): students ask the five questions in worksheet Task 2 and write their partner's answers with él or ella.",
            "Venn diagram (5 minutes): pairs fill in the diagram (Yo / Los dos / Mi compañero) and write the comparison sentences in worksheet Task 3.",
          ],
          teacherSays: [
            "¿Qué dibujos animados veías? (What cartoons did you watch?)",
            "¿Compartías tus juguetes? (Did you share your toys?)",
            "Los dos jugábamos a las escondidas. (We both used to play hide-and-seek.)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Exit ticket (slide 7): 1) Write three toys in Spanish with their articles. 2) Complete: Los sábados, yo ___ (ver) dibujos animados. 3) Complete: Mi familia y yo ___ (ir) a la playa de vez en cuando. 4) Write two sentences comparing your childhood with your partner's, one with los dos and one with pero.",
            "Score out of 9: 1 point per toy with the correct article (3), 1 point each for veía and íbamos (2), 2 points per comparison sentence (4). 7 or more meets the target.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Class vote on slide 8: ¿Cuál era el mejor juego? Students vote by show of hands; count the votes aloud in Spanish.",
            "Preview Lesson 3: students think of one special day from their childhood (a birthday, a trip, a first day of school).",
          ],
          teacherSays: [
            "¿Cuál era el mejor juego? ¡Voten! (What was the best game? Vote!)",
            "Piensen en un día especial de su infancia. (Think of a special day in your childhood.)",
          ],
        },
      },
      differentiation: {
        support: [
          "Provide picture labels for the toys and a card with the full forms of ir, ver and ser in the imperfect.",
          "Let students fill in the Venn diagram with single words before writing sentences.",
        ],
        extension: [
          "Research a traditional game from a Spanish-speaking country (el trompo, la lotería, la rayuela) and explain to the class how to play it.",
          "Heritage speakers teach the class a jump-rope or clapping rhyme that they or their family used to sing.",
        ],
      },
      slides: [
        {
          title: "La bolsa misteriosa",
          lines: ["¿Qué es esto?", "¿Quién tenía uno?", "Yo tenía un peluche. Se llamaba..."],
        },
        {
          title: "Juguetes y juegos",
          lines: [
            "el peluche - la muñeca - los bloques",
            "el rompecabezas - los carritos",
            "saltar la cuerda",
            "jugar a las escondidas",
            "ver dibujos animados",
          ],
        },
        {
          title: "¿Con qué frecuencia?",
          lines: [
            "siempre - a menudo - de vez en cuando - nunca",
            "ir: iba, ibas, iba, íbamos",
            "ver: veía, veías, veía, veíamos",
            "ser: era, eras, era, éramos",
          ],
        },
        {
          title: "Nosotros: -ábamos / -íamos",
          lines: [
            "jugar: jugábamos",
            "tener: teníamos",
            "compartir: compartíamos",
            "Mi hermano y yo compartíamos los juguetes.",
          ],
        },
        {
          title: "Entrevista",
          lines: [
            "¿Cuál era tu juguete favorito?",
            "¿Con qué frecuencia jugabas a las escondidas?",
            "¿Qué dibujos animados veías?",
            "¿Adónde ibas para jugar?",
            "¿Compartías tus juguetes?",
          ],
        },
        {
          title: "Diagrama de Venn",
          lines: [
            "Yo / Los dos / Mi compañero o compañera",
            "Los dos jugábamos a las escondidas.",
            "Yo tenía bloques, pero Sam tenía carritos.",
          ],
        },
        {
          title: "Boleto de salida (exit ticket)",
          lines: [
            "1. Tres juguetes con el / la / los / las",
            "2. Los sábados, yo ___ (ver) dibujos animados.",
            "3. Mi familia y yo ___ (ir) a la playa.",
            "4. Two sentences: los dos... / ...pero...",
          ],
        },
        {
          title: "¿Cuál era el mejor juego?",
          lines: ["A. jugar a las escondidas", "B. los bloques", "C. saltar la cuerda", "D. los videojuegos"],
        },
      ],
      worksheet: [
        {
          instructions: "Complete each sentence with the imperfect of the verb in parentheses.",
          items: [
            { prompt: "Los domingos, mi familia ___ (ir) al parque.", answer: "iba" },
            { prompt: "Yo ___ (ver) dibujos animados todas las mañanas.", answer: "veía" },
            { prompt: "Mis primos y yo ___ (jugar) a las escondidas a menudo.", answer: "jugábamos" },
            { prompt: "Mi hermana ___ (ser) muy generosa y ___ (compartir) sus juguetes.", answer: "era, compartía" },
            { prompt: "¿Tú ___ (ir) a la casa de tus abuelos de vez en cuando?", answer: "ibas" },
            { prompt: "Nosotros ___ (tener) un rompecabezas de mil piezas.", answer: "teníamos" },
            { prompt: "Mis amigos y yo ___ (ver) películas los viernes.", answer: "veíamos" },
          ],
        },
        {
          instructions: "Interview a partner. Write their answers in complete Spanish sentences about him or her.",
          items: [
            { prompt: "¿Cuál era tu juguete favorito?", answer: "Model: Su juguete favorito era un peluche que se llamaba Oso." },
            { prompt: "¿Con qué frecuencia jugabas a las escondidas?", answer: "Model: Jugaba a las escondidas a menudo." },
            { prompt: "¿Qué dibujos animados veías?", answer: "Model: Veía dibujos animados de superhéroes." },
            { prompt: "¿Adónde ibas para jugar?", answer: "Model: Iba al parque de su barrio." },
            { prompt: "¿Compartías tus juguetes con tus hermanos?", answer: "Model: Sí, compartía sus juguetes, pero no su peluche." },
          ],
        },
        {
          instructions: "Compare your childhood with your partner's. Write one sentence for each prompt, using los dos, pero or también.",
          items: [
            { prompt: "Something you both did", answer: "Model: Los dos jugábamos a las escondidas." },
            { prompt: "A toy only you had", answer: "Model: Yo tenía bloques, pero Sam no tenía bloques." },
            { prompt: "A toy only your partner had", answer: "Model: Sam tenía carritos, pero yo no." },
            { prompt: "A place you both used to go", answer: "Model: Los dos íbamos al parque los sábados." },
            { prompt: "Something you did with a different frequency", answer: "Model: Yo veía dibujos animados siempre, pero Sam los veía de vez en cuando." },
          ],
        },
      ],
      listening: {
        title: "Los juegos del abuelo Ramón",
        script:
          "Hola, Sofía, aquí te habla tu abuelo Ramón. Me preguntaste para tu clase a qué jugaba yo de niño. Bueno, yo vivía en un pueblo pequeño de Oaxaca y no teníamos muchos juguetes. No había videojuegos ni televisión en mi casa. Mis hermanos y yo jugábamos en la calle casi todos los días. Siempre jugábamos al trompo y a las canicas. De vez en cuando, íbamos al río para nadar. Mi hermana Lupe tenía una muñeca de trapo y la cuidaba mucho. Yo tenía un carrito de madera. Mi papá lo hizo para mí y era mi juguete favorito. Los domingos íbamos a la plaza y veíamos a los músicos. ¡Qué bonitos recuerdos! Llámame esta noche y te cuento más.",
        questions: [
          { prompt: "¿Dónde vivía el abuelo Ramón cuando era niño?", answer: "En un pueblo pequeño de Oaxaca, en México." },
          { prompt: "¿Por qué no veía televisión?", answer: "Porque no había televisión en su casa." },
          { prompt: "¿A qué jugaban siempre él y sus hermanos?", answer: "Al trompo y a las canicas." },
          { prompt: "¿Cuál era el juguete favorito del abuelo y quién lo hizo?", answer: "Un carrito de madera; lo hizo su papá." },
          { prompt: "¿Qué hacían los domingos?", answer: "Iban a la plaza y veían a los músicos." },
        ],
      },
    },
    {
      number: 3,
      title: "Un día inolvidable: an unforgettable day",
      minutes: 45,
      objectives: [
        "Distinguish the imperfect (scene: time, weather, age, feelings) from the preterite (completed events) in a short narrative",
        "Tell a childhood memory in six to eight sentences using both tenses and sequence words (primero, luego, de repente, al final)",
        "Ask follow-up questions and react to keep a partner's story going",
      ],
      canDo: [
        "I can tell a short story about a special day from my childhood.",
        "I can describe the scene and say what happened.",
        "I can ask questions and react to keep a conversation about a memory going.",
      ],
      vocabulary: [
        { es: "inolvidable", en: "unforgettable" },
        { es: "el recuerdo", en: "memory" },
        { es: "una vez", en: "once, one time" },
        { es: "primero", en: "first" },
        { es: "luego", en: "then, next" },
        { es: "de repente", en: "suddenly" },
        { es: "al final", en: "in the end" },
        { es: "hacía sol, hacía frío", en: "it was sunny, it was cold" },
        { es: "estaba nervioso, nerviosa", en: "I was nervous" },
        { es: "me sentía feliz", en: "I felt happy" },
        { es: "me caí", en: "I fell" },
        { es: "me perdí", en: "I got lost" },
        { es: "la sorpresa", en: "surprise" },
        { es: "el cumpleaños", en: "birthday" },
      ],
      prepare: [
        "Slides for Lesson 3",
        "Printed worksheet, one per student",
        "Lesson 3 listening track",
        "Two highlighters per student (one color for the imperfect, one for the preterite)",
        "Lined paper for the quick write",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Partners ask each other two questions from Lesson 2 (¿Cuál era tu juguete favorito? ¿A qué jugabas?) for two minutes.",
            "Show the prompts on slide 1 and ask which one reminds students of a special memory; take three quick answers.",
          ],
          teacherSays: [
            "¿Tienen un recuerdo especial? ¿De un cumpleaños, un viaje, un accidente? (Do you have a special memory? Of a birthday, a trip, an accident?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Tell your own story from slide 2 with gestures. On the board, draw a timeline: a long wavy line for the scene (imperfect) and X marks for the events (preterite).",
            "Present slide 3: the imperfect sets the scene (age, time, weather, feelings, what was going on); the preterite tells the events (what happened, one time). Students classify the six sentences on slide 4: a flat hand for the scene, a fist tap for an event.",
            "Play the Lesson 3 listening track (a boy who got lost in a market in Buenos Aires). First listen: students write the sequence words they hear. Second listen: partners answer the listening questions.",
          ],
          teacherSays: [
            "Tenía siete años y hacía mucho sol. (I was seven and it was very sunny.)",
            "De repente, me caí de la bicicleta. (Suddenly, I fell off the bike.)",
            "¿Es la escena o es un evento? (Is it the scene or an event?)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Students complete worksheet Tasks 1 and 2 (5 minutes); check answers and ask students to explain two of their choices.",
            "Story planning (4 minutes): students answer the questions in worksheet Task 3 with notes, not full sentences.",
            "Story swap (6 minutes): in pairs, students tell their memory from their notes. The listener must ask at least two follow-up questions and react once (slide 6). Switch roles.",
          ],
          teacherSays: [
            "¿Y qué pasó después? (And what happened next?)",
            "¿Cómo te sentías? (How did you feel?)",
            "¡No me digas! ¡Qué miedo! (No way! How scary!)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Quick write (7 minutes): students write their memory in six to eight sentences on lined paper, using their Task 3 notes.",
            "Score out of 5 with the criteria on slide 7, 1 point each: at least two imperfect sentences that set the scene; at least three preterite events; at least three sequence words; one feeling; the story is easy to follow. 4 or 5 points meets the unit's Intermediate Low target.",
            "Students highlight imperfect and preterite verbs in two colors before handing in, so you can see whether they chose each tense on purpose.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Three volunteers read their story aloud; the class reacts with ¡Qué divertido!, ¡Qué miedo! or ¡Qué lindo! and one student asks a follow-up question.",
            "Unit reflection: students write the number of the unit can-do statement they feel most confident about and the one they want to practice more.",
          ],
          teacherSays: ["¡Qué divertido! ¡Qué miedo! ¡Qué lindo! (How fun! How scary! How sweet!)"],
        },
      },
      differentiation: {
        support: [
          "Provide a story frame: Cuando tenía ___ años, ___. Hacía ___. Primero, ___. Luego, ___. De repente, ___. Al final, ___.",
          "Allow students to draw a four-panel comic and write one or two sentences under each panel.",
        ],
        extension: [
          "Add a line of dialogue (Mi mamá dijo: ...) and a closing reflection (Ahora, cuando pienso en ese día, ...).",
          "Heritage speakers tell a family story that a grandparent told them and use three more connectors (mientras, entonces, después de).",
        ],
      },
      slides: [
        {
          title: "Un recuerdo especial",
          lines: [
            "un pastel de cumpleaños",
            "un viaje a la playa",
            "el primer día de escuela",
            "una visita al hospital",
            "un parque de diversiones",
          ],
        },
        {
          title: "Mi día inolvidable",
          lines: [
            "Tenía siete años. Era sábado y hacía sol.",
            "Estaba en el parque con mi papá.",
            "Primero, subí a mi bicicleta nueva.",
            "Luego, bajé por una calle muy rápido.",
            "De repente, me caí. ¡Ay, la rodilla!",
            "Al final, comimos un helado y me sentía feliz.",
          ],
        },
        {
          title: "¿Imperfecto o pretérito?",
          lines: [
            "Imperfecto = la escena (the scene)",
            "edad, hora, tiempo, sentimientos",
            "Pretérito = los eventos (what happened)",
            "primero, luego, de repente, al final",
          ],
        },
        {
          title: "¿Escena o evento?",
          lines: [
            "1. Hacía mucho frío.",
            "2. De repente, vi un perro.",
            "3. Estaba muy nerviosa.",
            "4. Mi tío llegó con una sorpresa.",
            "5. Eran las ocho de la noche.",
            "6. Al final, ganamos el partido.",
          ],
        },
        {
          title: "Planifica tu historia",
          lines: [
            "¿Cuántos años tenías? ¿Dónde estabas?",
            "¿Qué tiempo hacía? ¿Cómo te sentías?",
            "Primero... Luego...",
            "De repente... Al final...",
          ],
        },
        {
          title: "Preguntas para continuar",
          lines: [
            "¿Y qué pasó después?",
            "¿Cómo te sentías?",
            "¿Quién estaba contigo?",
            "¡No me digas! ¡Qué divertido! ¡Qué miedo!",
          ],
        },
        {
          title: "Escritura: criterios",
          lines: [
            "6-8 oraciones",
            "2+ oraciones de escena (imperfecto)",
            "3+ eventos (pretérito)",
            "3 palabras de secuencia + 1 sentimiento",
            "Una historia clara",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "María's story: choose the correct verb (imperfect or preterite) and write it on the line.",
          items: [
            { prompt: "Cuando yo (tenía / tuve) ocho años, fuimos a la playa.", answer: "tenía" },
            { prompt: "(Hacía / Hizo) mucho sol y (había / hubo) mucha gente.", answer: "Hacía, había" },
            { prompt: "Primero, mi hermano y yo (construíamos / construimos) un castillo de arena.", answer: "construimos" },
            { prompt: "Luego, yo (nadaba / nadé) en el mar con mi papá.", answer: "nadé" },
            { prompt: "De repente, una ola grande (llegaba / llegó) y destruyó el castillo.", answer: "llegó" },
            { prompt: "Yo (estaba / estuve) muy triste.", answer: "estaba" },
            { prompt: "Al final, mi mamá nos (compraba / compró) un helado y todos (estábamos / estuvimos) felices.", answer: "compró, estábamos" },
          ],
        },
        {
          instructions: "Write E (escena, imperfect) or A (acción, preterite) and explain your choice in a few words.",
          items: [
            { prompt: "Eran las siete de la mañana.", answer: "E: it tells the time (imperfect)." },
            { prompt: "Me perdí en el supermercado.", answer: "A: a completed event (preterite)." },
            { prompt: "Estaba muy nervioso.", answer: "E: a feeling (imperfect)." },
            { prompt: "Mi abuela me dio una sorpresa.", answer: "A: a completed event (preterite)." },
            { prompt: "Hacía frío y llovía.", answer: "E: the weather (imperfect)." },
            { prompt: "Al final, encontré a mi mamá.", answer: "A: a completed event (preterite)." },
          ],
        },
        {
          instructions: "Plan your story. Answer each question with notes or a sentence.",
          items: [
            { prompt: "¿Cuántos años tenías?", answer: "Model: Tenía seis años." },
            { prompt: "¿Dónde estabas y con quién?", answer: "Model: Estaba en un parque de diversiones con mis primos." },
            { prompt: "¿Qué tiempo hacía? ¿Cómo te sentías?", answer: "Model: Hacía calor y me sentía muy emocionado." },
            { prompt: "¿Qué pasó primero y luego?", answer: "Model: Primero, subimos a la montaña rusa. Luego, comimos algodón de azúcar." },
            { prompt: "¿Qué pasó de repente?", answer: "Model: De repente, me perdí." },
            { prompt: "¿Qué pasó al final?", answer: "Model: Al final, un guardia me ayudó a encontrar a mi tía." },
          ],
        },
      ],
      listening: {
        title: "El día que me perdí",
        script:
          "Cuando tenía seis años, me pasó algo que nunca voy a olvidar. Era un sábado de diciembre y hacía mucho calor, porque yo vivía en Buenos Aires y allá diciembre es verano. Mi mamá y yo estábamos en un mercado muy grande. Había mucha gente y mucho ruido. Yo estaba muy contento porque mi mamá iba a comprarme una pelota nueva. Primero, miré los juguetes de una tienda. Luego, vi un perro pequeño y lo seguí. De repente, miré a mi alrededor y mi mamá no estaba. ¡Me perdí! Tenía mucho miedo y empecé a llorar. Entonces, una señora muy amable me llevó a la oficina del mercado. Un señor anunció mi nombre por el altavoz. Al final, mi mamá llegó corriendo y me abrazó muy fuerte. Ese día no compramos la pelota, pero comimos un helado enorme.",
        questions: [
          { prompt: "¿Cuántos años tenía el narrador y dónde vivía?", answer: "Tenía seis años y vivía en Buenos Aires." },
          { prompt: "¿Por qué hacía calor en diciembre?", answer: "Porque en Buenos Aires diciembre es verano." },
          { prompt: "¿Por qué se perdió?", answer: "Porque vio un perro pequeño y lo siguió." },
          { prompt: "¿Quién lo ayudó y qué hizo?", answer: "Una señora muy amable; lo llevó a la oficina del mercado, y allí un señor anunció su nombre por el altavoz." },
          { prompt: "¿Cómo terminó la historia?", answer: "Su mamá llegó corriendo y lo abrazó; no compraron la pelota, pero comieron un helado enorme." },
        ],
      },
    },
  ],
};
