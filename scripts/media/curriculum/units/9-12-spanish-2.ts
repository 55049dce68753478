// High School Spanish II — Unit 1: Recuerdos (childhood and family stories).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "9-12-spanish-2",
  number: 1,
  title: "Recuerdos: childhood and family stories",
  summary:
    "Students tell stories about their childhood and their families. They expand the imperfect to describe what life used to be like, contrast it with the preterite to tell family anecdotes, and interview an elder to retell a family story. By the end of the unit, students can narrate a past event in connected sentences, sustain a conversation about memories with follow-up questions, and begin an oral-history project with a family member or trusted adult.",
  lessons: [
    {
      number: 1,
      title: "Así era mi infancia: what my childhood was like",
      minutes: 50,
      objectives: [
        "Describe childhood people, places and routines with the imperfect, including the irregular verbs ser, ir and ver",
        "Express habitual past actions with time expressions (todos los veranos, cada domingo, a menudo) and soler + infinitive",
        "Identify the main idea and key details of a radio segment and a short testimony about childhood",
        "Sustain a conversation about childhood with follow-up questions in a Dos verdades y una mentira game",
      ],
      canDo: [
        "I can describe what my life was like when I was a child.",
        "I can talk about things I used to do and how often I did them.",
        "I can ask follow-up questions to keep a conversation about the past going.",
      ],
      vocabulary: [
        { es: "la infancia", en: "childhood" },
        { es: "de pequeño, de pequeña", en: "as a child" },
        { es: "soler + infinitivo (solía)", en: "to usually do (I used to)" },
        { es: "todos los veranos", en: "every summer" },
        { es: "cada domingo", en: "every Sunday" },
        { es: "a menudo", en: "often" },
        { es: "portarse bien, portarse mal", en: "to behave well, to misbehave" },
        { es: "pelearse con", en: "to fight with" },
        { es: "el vecindario", en: "neighborhood" },
        { es: "la niñera", en: "babysitter" },
        { es: "el columpio", en: "swing" },
        { es: "travieso, traviesa", en: "mischievous" },
        { es: "obediente", en: "obedient" },
        { es: "extrañar", en: "to miss (someone or something)" },
      ],
      prepare: [
        "Slides for Lesson 1",
        "Printed worksheet, one per student",
        "Lesson 1 listening track",
        "Index cards for Dos verdades y una mentira, one per student",
        "A class checklist for noting conversation strategies during the game",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 6,
          steps: [
            "Do now (slide 1): students write one or two sentences in Spanish answering ¿Cuál es tu primer recuerdo? and share with a partner.",
            "Take three volunteers and recast their answers in the imperfect on the board (Tenías tres años, vivías en...), so the tense appears in context before it is taught.",
          ],
          teacherSays: [
            "¿Cuál es tu primer recuerdo? ¿Cuántos años tenías? (What's your first memory? How old were you?)",
            "Ah, entonces vivías en Texas y tenías tres años. (Ah, so you lived in Texas and you were three.)",
          ],
        },
        input: {
          minutes: 14,
          steps: [
            "Interpretive listening: play the Lesson 1 listening track (a radio host shares a listener's memories of her childhood in Mexico City). First listen: students take notes in a T-chart (lugares / actividades). Second listen: partners answer the listening questions.",
            "Grammar in context: show slide 2, where Mariana tells the same memories in the first person; students underline the verbs and state the pattern. Confirm with the chart on slide 3, including ser, ir and ver and the written accent in -ábamos and -íamos.",
            "Present soler in the imperfect and the habitual time expressions on slide 4; model with a true story about your own childhood.",
          ],
          teacherSays: [
            "¿Qué terminación tiene jugábamos? ¿Y veíamos? (What ending does jugábamos have? And veíamos?)",
            "De pequeña, solía pasar los veranos con mis abuelos. (As a child, I used to spend summers with my grandparents.)",
          ],
        },
        practice: {
          minutes: 16,
          steps: [
            "Students complete worksheet Task 1 (4 minutes) and compare with a partner; check on the slide.",
            "Interpretive reading (4 minutes): students read Ernesto's testimony in worksheet Task 2 and answer the questions.",
            "Dos verdades y una mentira (8 minutes): each student writes three sentences about their childhood on an index card, two true and one false. In groups of four, each student reads their card; the others must ask at least two follow-up questions (¿Dónde? ¿Con quién? ¿Con qué frecuencia?) before voting on the lie. Circulate and tick the checklist when you hear follow-up questions and correct imperfect forms.",
          ],
          teacherSays: [
            "¿Con qué frecuencia ibas? ¿Con quién? (How often did you go? With whom?)",
            "¡No te creo! Es mentira. (I don't believe you! It's a lie.)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Written exit ticket (worksheet Task 3, 7 minutes): students write five contrasts between their childhood and their life now, each with a different imperfect verb (Antes..., pero ahora...).",
            "Score out of 10: 1 point for each correct imperfect form and 1 point for each correct present form with a logical contrast. 8 or more meets the target. Combine with your checklist notes from the game (follow-up questions asked: yes / not yet).",
            "Two volunteers read their best contrast aloud; the class answers ¡Yo también! or ¡Yo no!",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Ask students to collect one family story at home for Lesson 2: how two relatives met, a move, a funny event. Stress that the story can also come from a friend's family or a prompt card; no one has to share anything private.",
            "Preview the unit project on slide 7: an oral-history interview with an elder.",
          ],
          teacherSays: [
            "Para la próxima clase, pregunten en casa por una historia de la familia. (For next class, ask at home about a family story.)",
          ],
        },
      },
      differentiation: {
        support: [
          "Provide the imperfect chart and a card of question starters (¿Dónde...? ¿Con quién...? ¿Con qué frecuencia...?).",
          "Offer a frame for the game: De pequeño / De pequeña, yo (no) solía ___.",
        ],
        extension: [
          "Add the past progressive for background actions (estaba jugando) and mientras: Mientras mi mamá trabajaba, yo jugaba en el columpio.",
          "Heritage speakers compare a parent's childhood in their family's country of origin with their own childhood here, using stories they have heard at home.",
        ],
      },
      slides: [
        {
          title: "Para empezar",
          lines: ["¿Cuál es tu primer recuerdo?", "¿Cuántos años tenías?", "¿Dónde estabas? ¿Con quién?"],
        },
        {
          title: "Así era mi vecindario",
          lines: [
            "Mi abuela me cuidaba por las tardes.",
            "Todas las tardes íbamos al mercado.",
            "Yo era muy traviesa.",
            "Los sábados solíamos jugar a las escondidas.",
            "Siempre veíamos dibujos animados.",
          ],
        },
        {
          title: "El imperfecto",
          lines: [
            "jugar: jugaba, jugabas, jugaba, jugábamos, jugaban",
            "vivir: vivía, vivías, vivía, vivíamos, vivían",
            "ser: era, eras, era, éramos, eran",
            "ir: iba, ibas, iba, íbamos, iban",
            "ver: veía, veías, veía, veíamos, veían",
          ],
        },
        {
          title: "Hábitos del pasado",
          lines: [
            "todos los veranos - cada domingo - a menudo",
            "soler + infinitivo: Solía ir al parque.",
            "De pequeño, solía pelearme con mi hermano.",
            "Me portaba bien... ¡casi siempre!",
          ],
        },
        {
          title: "Dos verdades y una mentira",
          lines: [
            "Escribe 3 oraciones sobre tu infancia.",
            "2 son verdad, 1 es mentira.",
            "Pregunten: ¿Dónde? ¿Con quién? ¿Cuándo?",
            "Voten: ¿cuál es la mentira?",
          ],
        },
        {
          title: "Antes y ahora",
          lines: [
            "Antes veía dibujos animados; ahora veo series.",
            "Escribe 5 contrastes.",
            "Usa 5 verbos diferentes en el imperfecto.",
          ],
        },
        {
          title: "Proyecto de la unidad: historia oral",
          lines: [
            "Entrevista a un familiar o a un adulto de confianza.",
            "Tema: su infancia y una historia de su vida",
            "Presentación oral de 2 minutos en español",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Completa las oraciones con el imperfecto de los verbos entre paréntesis.",
          items: [
            { prompt: "Cuando yo ___ (ser) pequeño, mi familia ___ (vivir) en Guadalajara.", answer: "era, vivía" },
            { prompt: "Todos los veranos, nosotros ___ (ir) a la playa en Puerto Vallarta.", answer: "íbamos" },
            { prompt: "Mi hermana y yo ___ (soler) pelearnos por el control remoto.", answer: "solíamos" },
            { prompt: "Mis abuelos ___ (ver) las noticias cada noche.", answer: "veían" },
            { prompt: "¿Tú ___ (portarse) bien en la escuela primaria?", answer: "te portabas" },
            { prompt: "La niñera nos ___ (leer) cuentos antes de dormir.", answer: "leía" },
            { prompt: "Mis primos ___ (tener) un columpio en el patio.", answer: "tenían" },
            { prompt: "¿Ustedes ___ (ir) al parque a menudo?", answer: "iban" },
          ],
        },
        {
          instructions:
            "Lee el testimonio y contesta las preguntas. Texto: En mi pueblo no había cines ni centros comerciales. Cada domingo, toda la familia se reunía en la casa de mi abuela. Los adultos conversaban y cocinaban, y los niños jugábamos al fútbol en la calle hasta que oscurecía. No teníamos teléfonos celulares, así que nuestras mamás nos llamaban a gritos para cenar. Yo era bastante travieso: a menudo me subía a los árboles del vecino para robar mangos. Ahora vivo en la ciudad y, aunque tengo más cosas, extraño esos domingos. (Ernesto, 45 años, El Salvador)",
          items: [
            { prompt: "¿Qué no había en el pueblo de Ernesto?", answer: "No había cines ni centros comerciales." },
            { prompt: "¿Qué hacía la familia cada domingo?", answer: "Se reunía en la casa de la abuela: los adultos conversaban y cocinaban, y los niños jugaban al fútbol en la calle." },
            { prompt: "¿Cómo llamaban las mamás a los niños para cenar? ¿Por qué?", answer: "Los llamaban a gritos, porque no tenían teléfonos celulares." },
            { prompt: "¿Cómo era Ernesto de niño? Da un ejemplo.", answer: "Era bastante travieso: a menudo se subía a los árboles del vecino para robar mangos." },
            { prompt: "¿Qué extraña Ernesto ahora?", answer: "Extraña los domingos con su familia en el pueblo." },
            { prompt: "¿En qué se parece o se diferencia tu infancia de la de Ernesto?", answer: "Modelo: A diferencia de Ernesto, yo no jugaba en la calle; solía jugar en el parque con mis vecinos." },
          ],
        },
        {
          instructions: "Escribe cinco contrastes entre tu infancia y tu vida ahora con Antes..., pero ahora... Usa un verbo diferente en el imperfecto en cada oración.",
          items: [
            { prompt: "la comida", answer: "Modelo: Antes no comía verduras, pero ahora me encantan las ensaladas." },
            { prompt: "la escuela", answer: "Modelo: Antes iba a una escuela pequeña, pero ahora voy a una escuela enorme." },
            { prompt: "el tiempo libre", answer: "Modelo: Antes veía dibujos animados, pero ahora veo series en el teléfono." },
            { prompt: "la personalidad", answer: "Modelo: Antes era muy tímida, pero ahora soy más extrovertida." },
            { prompt: "la familia o los amigos", answer: "Modelo: Antes me peleaba con mi hermano, pero ahora somos buenos amigos." },
          ],
        },
      ],
      listening: {
        title: "Radio Recuerdos: así era mi barrio",
        script:
          "Bienvenidos a Radio Recuerdos, el programa donde ustedes nos cuentan cómo era su infancia. Hoy nos escribe Mariana, de la Ciudad de México. De pequeña, Mariana vivía en Coyoacán, un barrio con calles de piedra y muchos árboles. Su mamá trabajaba todo el día, así que su abuela la cuidaba. Todas las tardes, la abuela y ella iban al mercado y compraban fruta y pan dulce. Mariana era muy traviesa y a menudo se escondía debajo de los puestos del mercado. Los sábados, sus primos venían a la casa y solían jugar a las escondidas en el patio. No tenían videojuegos, pero siempre veían dibujos animados en la tele antes de cenar. Cada verano iban a Veracruz a visitar a sus tíos. Ahora Mariana tiene treinta años y vive en Monterrey, pero nos dice que, cuando come pan dulce, siempre piensa en su abuela. Gracias, Mariana, por compartir tu recuerdo.",
        questions: [
          { prompt: "¿Dónde vivía Mariana de pequeña y cómo era el barrio?", answer: "En Coyoacán, en la Ciudad de México; tenía calles de piedra y muchos árboles." },
          { prompt: "¿Quién la cuidaba y por qué?", answer: "Su abuela, porque su mamá trabajaba todo el día." },
          { prompt: "¿Qué hacían ella y su abuela todas las tardes?", answer: "Iban al mercado y compraban fruta y pan dulce." },
          { prompt: "¿Qué solían hacer los sábados con sus primos?", answer: "Solían jugar a las escondidas en el patio." },
          { prompt: "¿Por qué piensa Mariana en su abuela cuando come pan dulce?", answer: "Porque de niña compraba pan dulce con su abuela en el mercado todas las tardes." },
        ],
      },
    },
    {
      number: 2,
      title: "Historias de familia: family anecdotes",
      minutes: 50,
      objectives: [
        "Distinguish the imperfect (background, description, actions in progress) from the preterite (completed events, interruptions) in a family narrative",
        "Use life-event verbs (nacer, crecer, conocerse, casarse, mudarse, emigrar) in the preterite, including irregular forms",
        "Identify the sequence of events and key details in a recorded family story and a written chronicle",
        "Write a family anecdote of six to eight connected sentences with connectors (en aquel entonces, mientras, de repente, al final)",
      ],
      canDo: [
        "I can understand the main events and key details of a family story.",
        "I can tell a family story using the right past tense for the background and for the events.",
        "I can react to someone else's story and ask questions about it.",
      ],
      vocabulary: [
        { es: "nacer", en: "to be born" },
        { es: "crecer", en: "to grow up" },
        { es: "conocerse", en: "to meet (each other)" },
        { es: "enamorarse de", en: "to fall in love with" },
        { es: "casarse con", en: "to marry" },
        { es: "mudarse", en: "to move (to a new home)" },
        { es: "emigrar", en: "to emigrate" },
        { es: "la boda", en: "wedding" },
        { es: "los bisabuelos", en: "great-grandparents" },
        { es: "el pueblo", en: "town, village" },
        { es: "la época", en: "era, time period" },
        { es: "en aquel entonces", en: "back then" },
        { es: "mientras", en: "while" },
        { es: "de repente", en: "suddenly" },
      ],
      prepare: [
        "Slides for Lesson 2",
        "Printed worksheet, one per student",
        "Lesson 2 listening track",
        "A long arrow drawn on the board or on chart paper for the timeline",
        "Story prompt cards (six situations: una boda inolvidable, una mudanza inesperada, un nacimiento durante una tormenta, un viaje en autobús de tres días, un perro perdido, una receta secreta) for students who prefer not to share a family story",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Partners share the story they collected at home, or a story from a prompt card (one minute each).",
            "Ask two volunteers what life was like for their grandparents back then, to recycle the imperfect.",
          ],
          teacherSays: [
            "¿Qué historia te contaron en casa? (What story did they tell you at home?)",
            "En aquel entonces, ¿dónde vivían tus abuelos? (Back then, where did your grandparents live?)",
          ],
        },
        input: {
          minutes: 15,
          steps: [
            "Interpretive listening: play the Lesson 2 listening track (a grandmother's voicemail about how she met her husband). First listen for gist: where and how they met. Second listen: students sort what they hear into two columns, escena and eventos, then answer the listening questions.",
            "Grammar in context (slides 2 and 3): draw the timeline. The imperfect is the wavy background line (time, age, weather, descriptions, actions in progress); the preterite is the points on it (events that happened and finished). Highlight mientras + imperfect interrupted by the preterite.",
            "Teach the life-event verbs on slide 4 with their preterite forms, including irregulars students need (tuvo, vino, hizo, dijo) and the reciprocal se conocieron.",
          ],
          teacherSays: [
            "Mientras mi abuela trabajaba en la panadería, entró mi abuelo. (While my grandmother was working at the bakery, my grandfather came in.)",
            "¿Es parte de la escena o es un evento? (Is it part of the scene or an event?)",
          ],
        },
        practice: {
          minutes: 16,
          steps: [
            "Students complete worksheet Task 1 (5 minutes); partners justify each choice aloud with E (escena) or A (acción).",
            "Interpretive reading (5 minutes): students read Luis's chronicle in worksheet Task 2 and answer the questions.",
            "Story chain (6 minutes): groups of three draw a prompt card and build a story aloud; each student adds one sentence, alternating scene and event and using a connector from slide 5.",
          ],
          teacherSays: [
            "Sigue tú: ¿qué pasó después? (Your turn: what happened next?)",
            "Buena idea. Ahora un evento con de repente. (Good idea. Now an event with de repente.)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Quick write (8 minutes): students write their family anecdote, or a prompt-card story, in six to eight sentences, following the six prompts in worksheet Task 3.",
            "Score with the criteria on slide 7, 1 to 4 points each: at least two scene sentences in the imperfect; at least three events in the preterite; at least two connectors; a clear sequence a listener can follow. 12 or more of 16 meets the Intermediate Low target for narration.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Two volunteers read their anecdote; classmates react (¡Qué romántico! ¡Qué valiente! ¡Qué susto!) and ask one follow-up question.",
            "Preview Lesson 3: students will learn to interview an elder about their life.",
          ],
          teacherSays: ["¡Qué historia tan bonita! ¿Y qué pasó después? (What a lovely story! And what happened next?)"],
        },
      },
      differentiation: {
        support: [
          "Give a timeline organizer with Escena and Eventos columns and a connector bank.",
          "Let students write from a prompt card instead of a personal family story.",
        ],
        extension: [
          "Add reported speech (Mi abuela dijo que... / Me contó que...) and the past progressive (estaba bailando cuando...).",
          "Heritage speakers add a saying or a song connected to their family story and explain its meaning to their group.",
        ],
      },
      slides: [
        {
          title: "Historias de familia",
          lines: ["¿Qué historia te contaron en casa?", "¿Quién te la contó?", "¿Cuándo y dónde pasó?"],
        },
        {
          title: "¿Cómo se conocieron?",
          lines: [
            "En 1975, mi abuela tenía diecinueve años.",
            "Trabajaba en la panadería de su tío en Cali.",
            "Una tarde llovía y la panadería estaba vacía.",
            "Mientras ella limpiaba, entró un muchacho.",
            "Se conocieron esa tarde y se casaron en 1977.",
          ],
        },
        {
          title: "Escena y eventos",
          lines: [
            "Imperfecto = la escena (la línea de fondo)",
            "hora, edad, tiempo, descripción, acción en progreso",
            "Pretérito = los eventos (los puntos)",
            "Mientras + imperfecto, ... + pretérito",
          ],
        },
        {
          title: "Los eventos de la vida",
          lines: [
            "nacer: nació en 1950",
            "crecer: creció en el campo",
            "conocerse: se conocieron en una fiesta",
            "casarse: se casaron en 1977",
            "mudarse / emigrar: se mudaron a Chicago",
            "tener: tuvieron tres hijos",
          ],
        },
        {
          title: "Conectores",
          lines: [
            "en aquel entonces - mientras",
            "de repente - luego - después",
            "al principio - al final",
          ],
        },
        {
          title: "Cadena de historias",
          lines: [
            "Tarjeta: una mudanza inesperada",
            "Estudiante 1: la escena (imperfecto)",
            "Estudiante 2: un evento (pretérito)",
            "Estudiante 3: conector + evento",
            "¡Sigan hasta el final!",
          ],
        },
        {
          title: "Escritura: criterios",
          lines: [
            "2+ oraciones de escena (imperfecto)",
            "3+ eventos (pretérito)",
            "2+ conectores",
            "Una secuencia clara",
            "4 excelente - 3 bien - 2 en progreso - 1 inicio",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Completa la historia con el pretérito o el imperfecto del verbo entre paréntesis.",
          items: [
            { prompt: "Mi bisabuelo ___ (nacer) en un pueblo de Puebla en 1930.", answer: "nació" },
            { prompt: "En aquel entonces, su familia ___ (ser) muy pobre y ___ (vivir) del campo.", answer: "era, vivía" },
            { prompt: "Cuando ___ (tener) veinte años, mi bisabuelo ___ (decidir) emigrar a California.", answer: "tenía, decidió" },
            { prompt: "Mientras ___ (trabajar) en una fábrica de Los Ángeles, ___ (conocer) a mi bisabuela.", answer: "trabajaba, conoció" },
            { prompt: "Ella ___ (ser) enfermera y ___ (tener) unos ojos muy bonitos, según él.", answer: "era, tenía" },
            { prompt: "Se ___ (enamorar) muy rápido y se ___ (casar) en 1953.", answer: "enamoraron, casaron" },
            { prompt: "Al final, ___ (tener) cinco hijos, y uno de ellos es mi abuelo.", answer: "tuvieron" },
          ],
        },
        {
          instructions:
            "Lee la crónica de Luis y contesta las preguntas. Texto: La mudanza. En 2009, mi familia vivía en San Juan, Puerto Rico. Mi papá trabajaba en un hotel y mi mamá era maestra. Un día, a mi papá le ofrecieron un trabajo en Orlando. Mis padres hablaron toda la noche y, al final, decidieron mudarse. Yo tenía cuatro años y no entendía nada. Recuerdo que llovía el día del viaje y que lloré en el avión porque extrañaba a mi perro, que se quedó con mi abuela. Los primeros meses en Florida fueron difíciles: todo era diferente y no hablábamos bien inglés. Pero poco a poco, nos acostumbramos. (Luis, 18 años)",
          items: [
            { prompt: "¿Dónde vivía la familia de Luis en 2009?", answer: "En San Juan, Puerto Rico." },
            { prompt: "¿Por qué se mudaron?", answer: "Porque le ofrecieron a su papá un trabajo en Orlando." },
            { prompt: "¿Cuántos años tenía Luis y cómo reaccionó?", answer: "Tenía cuatro años; no entendía nada y lloró en el avión porque extrañaba a su perro." },
            { prompt: "¿Qué tiempo hacía el día del viaje?", answer: "Llovía." },
            { prompt: "¿Por qué fueron difíciles los primeros meses?", answer: "Porque todo era diferente y no hablaban bien inglés." },
            { prompt: "Copia dos verbos en pretérito del texto y explica por qué se usa ese tiempo.", answer: "Por ejemplo: decidieron, lloré. Son eventos completos que pasaron en un momento específico." },
          ],
        },
        {
          instructions: "Planifica y escribe tu anécdota familiar (6 a 8 oraciones). Escribe una oración para cada parte.",
          items: [
            { prompt: "¿Cuándo y dónde pasó? (imperfecto)", answer: "Modelo: Era el verano de 1998 y mis padres vivían en Tegucigalpa." },
            { prompt: "¿Cómo era la situación? (imperfecto)", answer: "Modelo: Mi mamá estaba embarazada y hacía muchísimo calor." },
            { prompt: "El primer evento (pretérito)", answer: "Modelo: Una noche, empezó una tormenta muy fuerte." },
            { prompt: "Un evento con mientras", answer: "Modelo: Mientras mi papá buscaba un taxi, se fue la luz en todo el barrio." },
            { prompt: "Un evento con de repente", answer: "Modelo: De repente, mi mamá gritó que el bebé ya venía." },
            { prompt: "¿Cómo terminó? (al final)", answer: "Modelo: Al final, mi hermano nació en la casa de una vecina." },
          ],
        },
      ],
      listening: {
        title: "Cómo conocí a tu abuelo",
        script:
          "Hola, mi amor, aquí te habla tu abuela. Me preguntaste para tu tarea cómo conocí a tu abuelo. Pues mira, era el año mil novecientos setenta y cinco y yo tenía diecinueve años. Vivía con mis padres en Cali, Colombia, y trabajaba en la panadería de mi tío. Una tarde de diciembre llovía muchísimo y la panadería estaba vacía. Mientras yo limpiaba el mostrador, entró un muchacho alto, todo mojado, con una guitarra. Me pidió un café y un pan de bono. Hablamos dos horas y, cuando dejó de llover, me cantó una canción. Desde ese día, venía a la panadería todas las tardes. Nos casamos dos años después, en mil novecientos setenta y siete. Y todavía toca esa guitarra, ¿sabías? Bueno, mi vida, llámame si tienes más preguntas. Te quiero mucho.",
        questions: [
          { prompt: "¿Cuántos años tenía la abuela y dónde trabajaba?", answer: "Tenía diecinueve años y trabajaba en la panadería de su tío, en Cali." },
          { prompt: "¿Qué tiempo hacía esa tarde y cómo estaba la panadería?", answer: "Llovía muchísimo y la panadería estaba vacía." },
          { prompt: "¿Qué hacía la abuela cuando entró el muchacho?", answer: "Limpiaba el mostrador." },
          { prompt: "¿Qué pasó cuando dejó de llover?", answer: "Él le cantó una canción." },
          { prompt: "¿Qué hacía el abuelo después de ese día y cuándo se casaron?", answer: "Venía a la panadería todas las tardes; se casaron dos años después, en 1977." },
        ],
      },
    },
    {
      number: 3,
      title: "Entrevista a un familiar: interviewing a family member",
      minutes: 50,
      objectives: [
        "Form past-tense interview questions in the usted form, choosing the preterite for events and the imperfect for descriptions and habits",
        "Conduct a role-play interview with an elder, using follow-up questions and reactions to sustain the conversation",
        "Retell the story they heard in the third person in a connected oral summary",
      ],
      canDo: [
        "I can ask someone questions about their past and react to their answers.",
        "I can keep an interview going with follow-up questions.",
        "I can retell a story I heard in my own words.",
      ],
      vocabulary: [
        { es: "la entrevista", en: "interview" },
        { es: "el entrevistador, la entrevistadora", en: "interviewer" },
        { es: "la historia oral", en: "oral history" },
        { es: "¿Dónde creció usted?", en: "Where did you grow up? (formal)" },
        { es: "¿Cómo era su vida cuando tenía mi edad?", en: "What was your life like when you were my age? (formal)" },
        { es: "¿Qué recuerda de...?", en: "What do you remember about...? (formal)" },
        { es: "¿Y qué pasó después?", en: "And what happened next?" },
        { es: "¿Cómo se sintió?", en: "How did you feel? (formal)" },
        { es: "contar", en: "to tell (a story)" },
        { es: "recordar", en: "to remember" },
        { es: "la costumbre", en: "custom, tradition" },
        { es: "el consejo", en: "piece of advice" },
        { es: "¡No me diga!", en: "You don't say! (formal)" },
        { es: "¡Qué interesante!", en: "How interesting!" },
      ],
      prepare: [
        "Slides for Lesson 3",
        "Printed worksheet, one per student",
        "Lesson 3 listening track",
        "Elder role cards, one per student: six profiles with place and year of birth, a childhood detail, a big change, a feeling and a piece of advice (e.g., doña Elena, born in Quetzaltenango, Guatemala, in 1947; helped her mother make tortillas; moved to Los Angeles with her sister in 1970; felt lonely and nervous at first; worked as a seamstress for thirty years; advice: Estudia mucho y no olvides tu idioma)",
        "The oral-history project sheet (due date, interview steps, presentation rubric), one per student",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Do now (slide 1): students turn three statements into usted questions (Mi abuelo creció en Ponce. becomes ¿Dónde creció usted?).",
            "Discuss briefly: when you interview a grandparent, do you use tú or usted? Acknowledge that it depends on the family.",
          ],
          teacherSays: [
            "Si entrevistas a tu abuela, ¿usas tú o usted? (If you interview your grandmother, do you use tú or usted?)",
            "Depende de la familia. (It depends on the family.)",
          ],
        },
        input: {
          minutes: 14,
          steps: [
            "Interpretive listening: play the Lesson 3 listening track (Valeria summarizes her interview with her grandfather). First listen: students list the questions she asked. Second listen: partners answer the listening questions.",
            "Question formation (slide 3): preterite questions for events (¿Cuándo llegó usted a Texas?), imperfect questions for descriptions and habits (¿Cómo era su casa? ¿Qué hacía los domingos?). Students sort four more questions you read aloud.",
            "Keeping it going (slide 4): follow-up questions and reactions. Model a short interview with a volunteer who plays an elder from a role card.",
          ],
          teacherSays: [
            "¿Qué le preguntó Valeria a su abuelo? (What did Valeria ask her grandfather?)",
            "Para eventos, pretérito; para descripciones y hábitos, imperfecto. (For events, the preterite; for descriptions and habits, the imperfect.)",
          ],
        },
        practice: {
          minutes: 17,
          steps: [
            "Students write the eight questions in worksheet Task 1 (5 minutes); check on the slide.",
            "Role-play interviews (9 minutes, slide 5): Student A interviews, asking five questions and at least two follow-ups; Student B answers in the first person from an elder role card. Interviewers take notes in worksheet Task 2. Switch roles with a new card.",
            "Quick check (3 minutes): two interviewers share the most surprising fact they heard.",
          ],
          teacherSays: [
            "Cuénteme, ¿dónde creció usted? (Tell me, where did you grow up?)",
            "¡No me diga! ¿Y cómo se sintió? (You don't say! And how did you feel?)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Presentational retell: each student retells their elder's story to a new partner in 60 to 90 seconds in the third person (Doña Elena nació en... Me contó que...), using the Task 2 notes and slide 6.",
            "Circulate and score at least eight students with the rubric on slide 7, 1 to 4 per row: Content (four or more facts in order), Language (preterite and imperfect chosen correctly; third-person forms), Fluency (connected sentences with connectors). 9 or more of 12 meets the target; score the rest during the project presentations.",
            "Students write the five-sentence summary in worksheet Task 3 as homework if they do not finish in class.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Hand out the oral-history project sheet (slide 8): interview a family member or trusted adult (in Spanish or in English, then summarize in Spanish) and present the story in two minutes next week.",
            "Each student writes on a sticky note one question they will definitely ask and who they plan to interview.",
          ],
          teacherSays: [
            "¿A quién vas a entrevistar? ¿Qué pregunta le vas a hacer? (Who are you going to interview? What question are you going to ask them?)",
          ],
        },
      },
      differentiation: {
        support: [
          "Provide a bank of twelve ready-made interview questions, sorted by tense.",
          "Let interviewers use the facts on the role card as a checklist to tick while they listen.",
        ],
        extension: [
          "Add the question ¿Qué consejo le daría a un joven de hoy? and discuss the answer with the conditional.",
          "Heritage speakers conduct the home interview fully in Spanish and transcribe a short excerpt, noting the speaker's regional expressions.",
        ],
      },
      slides: [
        {
          title: "Para empezar: de frase a pregunta",
          lines: [
            "Mi abuelo creció en Ponce.",
            "¿Dónde creció usted?",
            "Mi abuela tenía seis hermanos. ¿Cuántos...?",
            "Mis tíos llegaron en 1990. ¿Cuándo...?",
          ],
        },
        {
          title: "El proyecto de Valeria",
          lines: ["Entrevistó a su abuelo, don Ernesto.", "¿Qué le preguntó?", "¿Qué aprendió de su vida?"],
        },
        {
          title: "¿Pretérito o imperfecto?",
          lines: [
            "Evento: ¿Cuándo llegó usted a Texas?",
            "Evento: ¿Dónde conoció a mi abuela?",
            "Descripción: ¿Cómo era su casa?",
            "Hábito: ¿Qué hacía los domingos?",
          ],
        },
        {
          title: "Para seguir la conversación",
          lines: [
            "¿Y qué pasó después?",
            "¿Cómo se sintió?",
            "Cuénteme más, por favor.",
            "¡No me diga! ¡Qué interesante!",
          ],
        },
        {
          title: "Juego de roles",
          lines: [
            "A: entrevistador/a",
            "5 preguntas + 2 preguntas de seguimiento",
            "B: tarjeta de personaje",
            "Responde en primera persona.",
            "Cambien de papel con otra tarjeta.",
          ],
        },
        {
          title: "Contar la historia",
          lines: [
            "Doña Elena nació en...",
            "De niña, vivía... y ayudaba...",
            "En 1970, se mudó a...",
            "Al principio se sentía...",
            "Me contó que... Su consejo es...",
          ],
        },
        {
          title: "Rúbrica",
          lines: [
            "Contenido: 4+ datos en orden",
            "Lenguaje: pretérito / imperfecto; tercera persona",
            "Fluidez: oraciones conectadas",
            "4 excelente - 3 bien - 2 en progreso - 1 inicio",
          ],
        },
        {
          title: "Proyecto: historia oral",
          lines: [
            "Entrevista a un familiar o a un adulto de confianza.",
            "Toma notas y escribe un resumen en español.",
            "Presenta su historia en 2 minutos.",
            "Entrega: la próxima semana",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Escribe preguntas de entrevista con la forma usted. Usa el pretérito para los eventos y el imperfecto para las descripciones y los hábitos.",
          items: [
            { prompt: "dónde / nacer", answer: "¿Dónde nació usted?" },
            { prompt: "cómo / ser / su casa cuando era niño o niña", answer: "¿Cómo era su casa cuando era niño / niña?" },
            { prompt: "qué / hacer / los fines de semana", answer: "¿Qué hacía los fines de semana?" },
            { prompt: "cuándo / mudarse / a esta ciudad", answer: "¿Cuándo se mudó usted a esta ciudad?" },
            { prompt: "cómo / conocer / a su esposo o esposa", answer: "¿Cómo conoció a su esposo / esposa?" },
            { prompt: "qué costumbres / tener / su familia", answer: "¿Qué costumbres tenía su familia?" },
            { prompt: "cómo / sentirse / cuando llegó", answer: "¿Cómo se sintió cuando llegó?" },
            { prompt: "qué consejo / darme", answer: "¿Qué consejo me da?" },
          ],
        },
        {
          instructions: "Toma notas durante el juego de roles. Las respuestas modelo usan la tarjeta de doña Elena.",
          items: [
            { prompt: "Lugar y año de nacimiento", answer: "Modelo: Nació en Quetzaltenango, Guatemala, en 1947." },
            { prompt: "Cómo era su infancia", answer: "Modelo: Vivía en un pueblo pequeño; ayudaba a su mamá a hacer tortillas." },
            { prompt: "Un cambio importante", answer: "Modelo: En 1970 se mudó a Los Ángeles con su hermana." },
            { prompt: "Cómo se sintió", answer: "Modelo: Al principio se sentía sola y nerviosa." },
            { prompt: "Su trabajo", answer: "Modelo: Trabajó como costurera por treinta años." },
            { prompt: "Su consejo", answer: "Modelo: Estudia mucho y no olvides tu idioma." },
          ],
        },
        {
          instructions: "Escribe un resumen de cinco oraciones de la historia en tercera persona.",
          items: [
            { prompt: "Oración 1: ¿quién es y dónde nació?", answer: "Modelo: Doña Elena nació en Quetzaltenango, Guatemala, en 1947." },
            { prompt: "Oración 2: su infancia (imperfecto)", answer: "Modelo: De niña, vivía en un pueblo pequeño y ayudaba a su mamá a hacer tortillas." },
            { prompt: "Oración 3: un evento importante (pretérito)", answer: "Modelo: En 1970, se mudó a Los Ángeles con su hermana." },
            { prompt: "Oración 4: sus sentimientos", answer: "Modelo: Al principio se sentía sola, pero pronto hizo amigas en el trabajo." },
            { prompt: "Oración 5: su consejo", answer: "Modelo: Me contó que lo más importante es estudiar y no olvidar nuestro idioma." },
          ],
        },
      ],
      listening: {
        title: "El proyecto de Valeria: la historia de mi abuelo",
        script:
          "Hola, soy Valeria. Para mi proyecto de historia oral, entrevisté a mi abuelo, don Ernesto. Primero le pregunté dónde nació. Me contó que nació en mil novecientos cincuenta y dos en Ponce, Puerto Rico, y que creció en una casa pequeña cerca del mar. De niño, ayudaba a su papá a vender pescado los sábados y jugaba béisbol con sus amigos en la calle. Luego le pregunté por qué se mudó a Nueva York. Me explicó que en mil novecientos setenta no había mucho trabajo en Ponce, así que él y su hermano se fueron a Nueva York a buscar empleo. Cuando llegó, hacía muchísimo frío y él no tenía abrigo. ¡Pobre abuelo! Al principio se sentía solo, pero pronto consiguió trabajo en un restaurante y allí conoció a mi abuela. Al final, le pedí un consejo. Me dijo que nunca debo olvidar de dónde vengo.",
        questions: [
          { prompt: "¿Dónde y cuándo nació don Ernesto?", answer: "En Ponce, Puerto Rico, en 1952." },
          { prompt: "¿Qué hacía de niño los sábados?", answer: "Ayudaba a su papá a vender pescado." },
          { prompt: "¿Por qué se mudó a Nueva York?", answer: "Porque en 1970 no había mucho trabajo en Ponce; se fue con su hermano a buscar empleo." },
          { prompt: "¿Cómo se sentía al principio y qué cambió después?", answer: "Se sentía solo, pero consiguió trabajo en un restaurante y allí conoció a la abuela de Valeria." },
          { prompt: "¿Qué consejo le dio a Valeria?", answer: "Que nunca debe olvidar de dónde viene." },
        ],
      },
    },
  ],
};
