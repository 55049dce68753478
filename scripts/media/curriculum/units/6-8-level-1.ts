// Middle School Spanish 6–8, Level 1 — Unit 1: Mi identidad (personality, interests and who I am).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "6-8-level-1",
  number: 1,
  title: "Mi identidad: personality, interests and who I am",
  summary:
    "Students' first unit of Spanish: they greet classmates and introduce themselves (name, age and where they are from), describe their personality with soy and adjectives that agree with them, and say which activities they like and don't like with me gusta. By the end of the unit, students can exchange basic personal information with a partner and present a short profile of who they are.",
  lessons: [
    {
      number: 1,
      title: "¿Quién eres?: greetings and introductions",
      minutes: 45,
      objectives: [
        "Greet a classmate, ask how they are and say goodbye using ¡Hola!, ¿Qué tal? and ¡Hasta luego!",
        "Ask for and give name, age and origin with ¿Cómo te llamas?, ¿Cuántos años tienes? and ¿De dónde eres?",
        "Identify a speaker's name, age, city and languages in a short recorded video message",
      ],
      canDo: [
        "I can greet someone and say goodbye.",
        "I can say my name, my age and where I am from.",
        "I can ask a classmate for their name, age and where they are from.",
      ],
      vocabulary: [
        { es: "¡Hola!", en: "Hello! Hi!" },
        { es: "Buenos días", en: "Good morning" },
        { es: "¿Qué tal?", en: "How's it going?" },
        { es: "¿Cómo te llamas?", en: "What's your name?" },
        { es: "Me llamo...", en: "My name is..." },
        { es: "¿Cuántos años tienes?", en: "How old are you?" },
        { es: "Tengo ... años.", en: "I'm ... years old." },
        { es: "once, doce, trece, catorce", en: "eleven, twelve, thirteen, fourteen" },
        { es: "¿De dónde eres?", en: "Where are you from?" },
        { es: "Soy de...", en: "I'm from..." },
        { es: "Mucho gusto.", en: "Nice to meet you." },
        { es: "Igualmente.", en: "Likewise. Nice to meet you too." },
        { es: "el compañero, la compañera", en: "classmate" },
        { es: "¡Hasta luego!", en: "See you later!" },
      ],
      prepare: [
        "Slides for Lesson 1",
        "Printed worksheet, one per student",
        "Lesson 1 listening track and speakers",
        "Identity index cards, one per student: a Spanish name, an age from 11 to 14 and a city (e.g., Lucía, 12, Lima; Diego, 13, Bogotá)",
        "A map of the Spanish-speaking world to point to",
        "Half-sheets of paper for the exit ticket",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Stand at the door and greet each student with ¡Hola! and a wave, handshake or fist bump of their choice.",
            "Show slide 1 and ask students to guess in English what the greetings mean; confirm each one with a gesture.",
            "Set up the class routine: you say ¡Hola, clase!, students answer ¡Hola, profe! Practice it three times with different energy levels.",
          ],
          teacherSays: [
            "¡Hola, clase! (Hello, class!)",
            "¡Buenos días! ¿Qué tal? (Good morning! How's it going?)",
            "Bien, gracias. ¿Y tú? (Fine, thanks. And you?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Introduce yourself with slide 2: point to yourself and give your name, age (a funny made-up age works well) and where you are from; point to the map as you say the city.",
            "Teach the three questions on slide 3 with one gesture each (hand on chest for name, counting fingers for age, pointing at the map for origin). Students repeat in different voices: whisper, loud, robot.",
            "Teach the numbers 11 to 14 on slide 4 with a quick count-off around the room, so every student can say their age.",
            "Play the Lesson 1 listening track (a video message from Valentina, a pen pal in Mexico). First listen: students write her name and age. Second listen: students answer the listening questions with a partner; review answers together.",
          ],
          teacherSays: [
            "Me llamo... Tengo... años. Soy de... (My name is... I'm... years old. I'm from...)",
            "¿Cómo te llamas? (What's your name?)",
            "¿Cuántos años tienes? (How old are you?)",
            "¿De dónde eres? (Where are you from?)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Model the dialogue on slide 5 with a volunteer, including Mucho gusto and Igualmente.",
            "Hand out the identity cards; students keep them secret. Mingle for 6 minutes: students greet four classmates, ask the three questions, answer with their card identity and say goodbye. They note each person's name and city on the back of their card.",
            "Ask three students to report one person they met: Se llama Lucía. Es de Lima.",
            "Pairs complete worksheet Tasks 1 and 2; check answers on the board.",
          ],
          teacherSays: [
            "Mucho gusto. — Igualmente. (Nice to meet you. — Likewise.)",
            "¿Cómo se llama tu compañero? (What is your classmate's name?)",
            "¡Hasta luego! (See you later!)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Exit ticket on a half-sheet (slide 7). Students write, as themselves: 1) ¿Cómo te llamas? 2) ¿Cuántos años tienes? 3) ¿De dónde eres? 4) How do you greet a friend and say goodbye in Spanish?",
            "Score 1 point per answer in a full Spanish sentence (Me llamo..., Tengo... años, Soy de..., a greeting plus a goodbye): 4 points. 3 or more means the student met today's target.",
            "Sort the tickets: note students who answered with single words instead of sentences and pair them with a strong partner in Lesson 2.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Speed introductions: students stand in two facing lines; each pair greets, asks one question and says goodbye, then one line shifts one place. Play three rounds.",
            "Preview Lesson 2: show a cartoon character and ask ¿Cómo es? Tell students that next class they will describe personalities.",
          ],
          teacherSays: ["¡Adiós, clase! ¡Hasta mañana! (Goodbye, class! See you tomorrow!)"],
        },
      },
      differentiation: {
        support: [
          "Tape a sentence-frame strip to each desk: Me llamo ___. Tengo ___ años. Soy de ___.",
          "During the mingle, pair students who need support with a confident partner and let them point to their card as they speak.",
        ],
        extension: [
          "Teach ¿Cómo se escribe? (How do you spell it?) and have students spell their names with the Spanish alphabet.",
          "Heritage speakers model the formal versions (¿Cómo se llama usted? ¿De dónde es usted?) and explain when they use them with adults in their family.",
        ],
      },
      slides: [
        {
          title: "¡Hola, clase!",
          lines: ["¡Hola! (Hello!)", "Buenos días. (Good morning.)", "¿Qué tal? (How's it going?)", "Bien, gracias. ¿Y tú? (Fine, thanks. And you?)"],
        },
        {
          title: "Me presento",
          lines: ["Me llamo Diego. (My name is Diego.)", "Tengo doce años. (I'm twelve years old.)", "Soy de Bogotá, Colombia. (I'm from Bogotá.)"],
        },
        {
          title: "Tres preguntas",
          lines: [
            "¿Cómo te llamas? — Me llamo...",
            "¿Cuántos años tienes? — Tengo... años.",
            "¿De dónde eres? — Soy de...",
          ],
        },
        {
          title: "¿Cuántos años tienes?",
          lines: ["10 diez", "11 once", "12 doce", "13 trece", "14 catorce"],
        },
        {
          title: "¡Mucho gusto!",
          lines: [
            "A: ¡Hola! ¿Cómo te llamas?",
            "B: Me llamo Camila. ¿Y tú?",
            "A: Me llamo Mateo. Mucho gusto.",
            "B: Igualmente. ¿De dónde eres?",
            "A: Soy de Texas. ¡Hasta luego!",
          ],
        },
        {
          title: "Misión: ¡Entrevista!",
          lines: [
            "1. Saluda. (Greet.)",
            "2. Pregunta: nombre, edad, ciudad. (Ask.)",
            "3. Escribe el nombre y la ciudad. (Write.)",
            "4. Di adiós. (Say goodbye.)",
          ],
        },
        {
          title: "Boleto de salida (exit ticket)",
          lines: [
            "1. ¿Cómo te llamas?",
            "2. ¿Cuántos años tienes?",
            "3. ¿De dónde eres?",
            "4. Greet a friend and say goodbye in Spanish.",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Choose the best response from the box and write it next to each line. Box: Me llamo Sofía. / Tengo trece años. / Soy de Chile. / Bien, gracias. / Igualmente. / ¡Hasta luego!",
          items: [
            { prompt: "¿Cómo te llamas?", answer: "Me llamo Sofía." },
            { prompt: "¿Cuántos años tienes?", answer: "Tengo trece años." },
            { prompt: "¿De dónde eres?", answer: "Soy de Chile." },
            { prompt: "¿Qué tal?", answer: "Bien, gracias." },
            { prompt: "Mucho gusto.", answer: "Igualmente." },
            { prompt: "¡Adiós!", answer: "¡Hasta luego!" },
          ],
        },
        {
          instructions: "Complete the conversation between Mateo and Camila with the missing word.",
          items: [
            { prompt: "Mateo: ¡Hola! ¿Cómo te ___?", answer: "llamas" },
            { prompt: "Camila: ___ llamo Camila.", answer: "Me" },
            { prompt: "Mateo: ¿Cuántos años ___?", answer: "tienes" },
            { prompt: "Camila: ___ doce años.", answer: "Tengo" },
            { prompt: "Mateo: ¿De ___ eres?", answer: "dónde" },
            { prompt: "Camila: ___ de Colombia. ¿Y tú?", answer: "Soy" },
          ],
        },
        {
          instructions: "Answer about yourself in complete Spanish sentences.",
          items: [
            { prompt: "¿Cómo te llamas?", answer: "Model: Me llamo Jordan." },
            { prompt: "¿Cuántos años tienes?", answer: "Model: Tengo doce años." },
            { prompt: "¿De dónde eres?", answer: "Model: Soy de Chicago." },
            { prompt: "¿Qué tal?", answer: "Model: Muy bien, gracias. ¿Y tú?" },
            { prompt: "Write how you say goodbye to a friend.", answer: "Model: ¡Adiós! ¡Hasta luego!" },
          ],
        },
      ],
      listening: {
        title: "Un mensaje de Valentina",
        script:
          "¡Hola! ¿Qué tal? Me llamo Valentina Ríos. Soy tu nueva amiga de México. Tengo doce años. Soy de Guadalajara, una ciudad grande y bonita. Hablo español y un poco de inglés. Estudio en la Escuela Secundaria Benito Juárez. Tengo un hermano. Se llama Pablo y tiene ocho años. Mi mejor amiga se llama Renata. Ella tiene trece años y es de Monterrey. Mi abuela es de Guatemala, pero vive aquí en Guadalajara con nosotros. Bueno, ahora te toca a ti. ¿Cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres? Por favor, escríbeme pronto. ¡Mucho gusto y hasta luego!",
        questions: [
          { prompt: "What is Valentina's full name, and how old is she?", answer: "Valentina Ríos; she is twelve." },
          { prompt: "Which city is she from, and in which country is it?", answer: "Guadalajara, in Mexico." },
          { prompt: "Which languages does she speak?", answer: "Spanish and a little English." },
          { prompt: "Who is Renata? How old is she and where is she from?", answer: "Valentina's best friend; she is thirteen and from Monterrey." },
          { prompt: "What three questions does Valentina ask you at the end?", answer: "What's your name? How old are you? Where are you from?" },
        ],
      },
    },
    {
      number: 2,
      title: "¿Cómo eres?: describing my personality",
      minutes: 45,
      objectives: [
        "Describe their own personality with soy + two or three adjectives, using y, pero, muy and un poco",
        "Make adjectives agree with the person described (simpático / simpática, trabajador / trabajadora)",
        "Ask a classmate ¿Cómo eres? or ¿Eres...? and report one trait to the class with Él es... or Ella es...",
      ],
      canDo: [
        "I can describe my personality with a few words.",
        "I can ask a classmate what they are like and understand the answer.",
        "I can say what a friend or family member is like.",
      ],
      vocabulary: [
        { es: "¿Cómo eres?", en: "What are you like?" },
        { es: "simpático, simpática", en: "nice, friendly" },
        { es: "gracioso, graciosa", en: "funny" },
        { es: "tímido, tímida", en: "shy" },
        { es: "extrovertido, extrovertida", en: "outgoing" },
        { es: "trabajador, trabajadora", en: "hard-working" },
        { es: "perezoso, perezosa", en: "lazy" },
        { es: "creativo, creativa", en: "creative" },
        { es: "deportista", en: "athletic, sporty" },
        { es: "inteligente", en: "smart, intelligent" },
        { es: "paciente", en: "patient" },
        { es: "muy", en: "very" },
        { es: "un poco", en: "a little" },
        { es: "pero", en: "but" },
      ],
      prepare: [
        "Slides for Lesson 2, with a picture of a well-known cartoon character for slide 1",
        "Printed worksheet, one per student",
        "Lesson 2 listening track",
        "Sticky notes, three per student",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Partners greet each other and ask the three questions from Lesson 1 (60 seconds each way).",
            "Show slide 1 with a well-known cartoon character and ask ¿Cómo es? Accept English ideas, then point out the Spanish cognates students can already guess: inteligente, creativo, paciente.",
          ],
          teacherSays: [
            "¿Cómo es? ¿Es inteligente? ¿Es tímido? (What is he like? Is he smart? Is he shy?)",
            "¡Sí! Es muy gracioso. (Yes! He's very funny.)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Teach the adjectives on slide 2 with a gesture each (flex for deportista, yawn for perezoso, hide behind your hands for tímido). Say the word and students mime; then mime and students call out the word.",
            "Show agreement on slide 3: Mateo es simpático, Sofía es simpática. Adjectives ending in -e or -ista do not change. Read six sentences; students point left (a boy) or right (a girl) to show who is described.",
            "Model muy, un poco and pero with slide 4, describing yourself honestly and with humor.",
            "Play the Lesson 2 listening track (Mateo describes himself and his sister) twice; students answer the listening questions in pairs.",
          ],
          teacherSays: [
            "Soy muy creativa y un poco tímida. (I'm very creative and a little shy.)",
            "Mateo es gracioso. Sofía es graciosa. (Mateo is funny. Sofía is funny.)",
            "¿Cómo eres tú? (What are you like?)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Pairs complete worksheet Tasks 1 and 2 (5 minutes); check answers on the board.",
            "Guess my traits (6 minutes): each student writes three adjectives about themselves on sticky notes and keeps them hidden. Partners take turns guessing with ¿Eres...? and answering Sí, soy... or No, no soy... until all three notes are found. Rotate once.",
            "Report back (4 minutes): volunteers describe their partner to the class with Él es... or Ella es...; the class gives thumbs up or down to check the adjective ending.",
          ],
          teacherSays: [
            "¿Eres deportista? — Sí, soy muy deportista. (Are you athletic? — Yes, I'm very athletic.)",
            "No, no soy perezoso. (No, I'm not lazy.)",
            "¿Cómo es tu compañero? (What is your classmate like?)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Quick write (6 minutes) on worksheet Task 3: students answer five prompts about themselves and a friend or family member.",
            "Show the criteria on slide 7: at least three different adjectives; at least one muy, un poco or pero; every adjective agrees with the person (o / a). Score 3 = all three criteria, 2 = two, 1 = one.",
            "Collect the worksheets and use the scores to build mixed-level pairs for Lesson 3.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Stand up if...: read an adjective; students who feel it describes them stand up, and two of them say a sentence (Soy muy deportista).",
            "Preview Lesson 3: ask ¿Te gusta el fútbol? with a thumbs up and tell students they will talk about what they like to do.",
          ],
          teacherSays: [
            "Si eres gracioso o graciosa, ¡levántate! (If you are funny, stand up!)",
            "¡Hasta mañana! (See you tomorrow!)",
          ],
        },
      },
      differentiation: {
        support: [
          "Give a word bank with a stick-figure picture for each adjective and both forms written out (simpático / simpática).",
          "Provide the frame Soy ___ y ___, pero un poco ___. for the quick write.",
        ],
        extension: [
          "Offer bonus adjectives (responsable, serio, aventurero, amable) and ask students to add porque: Soy deportista porque juego al béisbol.",
          "Heritage speakers describe a family member in four or five sentences and share a saying about personality, such as Dime con quién andas y te diré quién eres.",
        ],
      },
      slides: [
        {
          title: "¿Cómo es?",
          lines: ["¿Es inteligente? (Is he smart?)", "¿Es tímido? (Is he shy?)", "¿Es gracioso? (Is he funny?)"],
        },
        {
          title: "Adjetivos de personalidad",
          lines: [
            "simpático - gracioso - tímido",
            "extrovertido - trabajador - perezoso",
            "creativo - deportista",
            "inteligente - paciente",
          ],
        },
        {
          title: "Él es... / Ella es...",
          lines: [
            "Mateo es simpático. / Sofía es simpática.",
            "Mateo es trabajador. / Sofía es trabajadora.",
            "-e and -ista do not change:",
            "Mateo es paciente. / Sofía es paciente.",
            "Mateo es deportista. / Sofía es deportista.",
          ],
        },
        {
          title: "Muy, un poco, pero",
          lines: [
            "Soy muy creativo. (I'm very creative.)",
            "Soy un poco tímida. (I'm a little shy.)",
            "Soy deportista, pero un poco perezoso.",
            "(I'm athletic, but a little lazy.)",
          ],
        },
        {
          title: "¿Eres...?",
          lines: [
            "¿Eres deportista?",
            "Sí, soy muy deportista.",
            "No, no soy deportista.",
            "¿Cómo es tu compañero? Él es... / Ella es...",
          ],
        },
        {
          title: "Mateo y Daniela",
          lines: ["Listen: ¿Cómo es Mateo?", "¿Cómo es Daniela?", "¿Quién es más paciente?"],
        },
        {
          title: "Escritura rápida (quick write)",
          lines: [
            "At least 3 different adjectives",
            "At least one: muy / un poco / pero",
            "Adjectives agree: o / a",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Choose the correct form of the adjective and write it on the line.",
          items: [
            { prompt: "Lucía es muy (simpático / simpática).", answer: "simpática" },
            { prompt: "Mi hermano es un poco (tímido / tímida).", answer: "tímido" },
            { prompt: "La profesora es (trabajador / trabajadora).", answer: "trabajadora" },
            { prompt: "Andrés es muy (gracioso / graciosa).", answer: "gracioso" },
            { prompt: "Mi amiga Paula es (creativo / creativa).", answer: "creativa" },
            { prompt: "El perro es muy (perezoso / perezosa).", answer: "perezoso" },
            { prompt: "Mi mamá es (extrovertido / extrovertida).", answer: "extrovertida" },
          ],
        },
        {
          instructions:
            "Read Sofía's profile. Write cierto (true) or falso (false) and correct the false sentences. Profile: ¡Hola! Me llamo Sofía. Tengo trece años y soy de Panamá. Soy muy extrovertida y graciosa, pero un poco perezosa. No soy tímida. Mi hermano Pablo es tímido, pero es muy inteligente y trabajador.",
          items: [
            { prompt: "Sofía es de Panamá.", answer: "Cierto." },
            { prompt: "Sofía es tímida.", answer: "Falso. Sofía es extrovertida." },
            { prompt: "Sofía es un poco perezosa.", answer: "Cierto." },
            { prompt: "Pablo es extrovertido.", answer: "Falso. Pablo es tímido." },
            { prompt: "Pablo es inteligente y trabajador.", answer: "Cierto." },
            { prompt: "Sofía tiene doce años.", answer: "Falso. Sofía tiene trece años." },
          ],
        },
        {
          instructions: "Quick write: answer in complete sentences. Use muy, un poco or pero at least once.",
          items: [
            { prompt: "¿Cómo eres? (two adjectives)", answer: "Model: Soy muy creativo y simpático." },
            { prompt: "¿Cómo no eres? (one thing you are not)", answer: "Model: No soy perezosa." },
            { prompt: "¿Eres deportista?", answer: "Model: Sí, soy un poco deportista. / No, no soy deportista." },
            { prompt: "¿Cómo es tu amigo o tu amiga?", answer: "Model: Mi amiga Ana es graciosa, pero un poco tímida." },
            { prompt: "¿Cómo es una persona de tu familia?", answer: "Model: Mi papá es trabajador y muy paciente." },
          ],
        },
      ],
      listening: {
        title: "Mateo y su hermana",
        script:
          "¡Hola a todos! Me llamo Mateo y tengo once años. Soy de San José, Costa Rica. ¿Cómo soy yo? Bueno, soy muy deportista y un poco gracioso. Mis amigos dicen que soy simpático. Pero también soy un poco perezoso, especialmente los sábados por la mañana. Mi hermana se llama Daniela. Ella tiene catorce años. Daniela no es deportista, pero es muy creativa e inteligente. Es un poco tímida con personas nuevas, pero con la familia es muy extrovertida y graciosa. Daniela es trabajadora y muy paciente. Yo no soy muy paciente. Y tú, ¿cómo eres? ¡Hasta luego!",
        questions: [
          { prompt: "How old is Mateo, and where is he from?", answer: "He is eleven; he is from San José, Costa Rica." },
          { prompt: "Name two words Mateo uses to describe himself.", answer: "Any two: athletic (deportista), funny (gracioso), nice (simpático), a little lazy (perezoso)." },
          { prompt: "When is Mateo a little lazy?", answer: "On Saturday mornings." },
          { prompt: "What is Daniela like with new people? And with her family?", answer: "A little shy with new people; very outgoing and funny with her family." },
          { prompt: "Which trait does Daniela have that Mateo does not have?", answer: "She is very patient; Mateo is not very patient." },
        ],
      },
    },
    {
      number: 3,
      title: "Me gusta...: what I like to do",
      minutes: 45,
      objectives: [
        "Say which activities they like and don't like using me gusta / no me gusta + infinitive",
        "Ask a classmate ¿Te gusta...? and answer with Sí, me gusta... or No, no me gusta...",
        "Present a short personal profile (name, age, origin, personality and interests) to a small group",
      ],
      canDo: [
        "I can say what I like and don't like to do.",
        "I can ask someone what they like to do.",
        "I can introduce myself with a short profile about who I am.",
      ],
      vocabulary: [
        { es: "¿Qué te gusta hacer?", en: "What do you like to do?" },
        { es: "Me gusta...", en: "I like..." },
        { es: "No me gusta...", en: "I don't like..." },
        { es: "¿Te gusta...?", en: "Do you like...?" },
        { es: "jugar al fútbol", en: "to play soccer" },
        { es: "escuchar música", en: "to listen to music" },
        { es: "dibujar", en: "to draw" },
        { es: "leer", en: "to read" },
        { es: "bailar", en: "to dance" },
        { es: "jugar videojuegos", en: "to play video games" },
        { es: "ver videos", en: "to watch videos" },
        { es: "pasar tiempo con amigos", en: "to spend time with friends" },
        { es: "también", en: "also, too" },
      ],
      prepare: [
        "Slides for Lesson 3",
        "Printed worksheet, one per student",
        "Lesson 3 listening track",
        "Four corner signs: tímido / tímida, extrovertido / extrovertida, deportista, creativo / creativa",
        "Activity picture cards with the Spanish infinitive under each picture (one set per group of four)",
        "Rubric for the profile presentations (slide 6), one class list to record scores",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Four corners: post the four adjective signs; students go to the corner that describes them best and tell someone there Soy muy...",
            "Ask two students in each corner ¿Cómo eres? and get full-sentence answers.",
          ],
          teacherSays: [
            "¿Eres deportista o creativo? ¡Ve a tu esquina! (Are you athletic or creative? Go to your corner!)",
            "¿Cómo eres? (What are you like?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Teach the activities on slide 2 as charades: say each one while you act it out; students copy you. Then act silently and students call out the Spanish.",
            "Present me gusta / no me gusta + infinitive with slide 3, using thumbs up and thumbs down. Point out that the second verb stays in the infinitive: Me gusta bailar.",
            "Play the Lesson 3 listening track (Julián's voicemail). First listen: students give a thumbs up or down each time they hear an activity. Second listen: partners answer the listening questions.",
          ],
          teacherSays: [
            "Me gusta leer, pero no me gusta bailar. (I like to read, but I don't like to dance.)",
            "¿Te gusta dibujar? (Do you like to draw?)",
            "Sí, me gusta dibujar. / No, no me gusta dibujar. (Yes, I like to draw. / No, I don't like to draw.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Students write the six sentences in worksheet Task 1 (3 minutes); check answers quickly.",
            "Find someone who (6 minutes): students walk around with worksheet Task 2 and ask ¿Te gusta...? until a classmate answers Sí; they write that classmate's name. Each name may appear only once.",
            "Students write their profile in worksheet Task 3 (6 minutes), combining Lessons 1 to 3: name and age, origin, personality, two likes and one dislike. They then practice saying it to a partner once.",
          ],
          teacherSays: [
            "¿Te gusta jugar videojuegos? (Do you like to play video games?)",
            "¡A mí también! (Me too!)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Profile presentations in groups of four: each student presents their profile in 30 to 45 seconds, looking at the notes only when needed. Listeners note one thing they have in common with the presenter.",
            "Move from group to group and score each presenter with the rubric on slide 6, 3 points per row: Content (name, age, origin, personality, likes), Accuracy (me llamo, tengo, soy, me gusta used correctly; adjectives agree), Delivery (understandable; speaks without reading every word). 7 to 9 points meets the unit target.",
            "Score any students you miss from their written Task 3 profile and a 30-second check at the start of the next class.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Whip-around: every student says one sentence that shows who they are (Soy..., Tengo..., Me gusta...), as fast as possible around the room.",
            "Collect the profiles and post them on a ¿Quiénes somos? bulletin board.",
          ],
          teacherSays: [
            "¿Quién eres tú? En una oración. (Who are you? In one sentence.)",
            "¡Excelente trabajo, clase! (Excellent work, class!)",
          ],
        },
      },
      differentiation: {
        support: [
          "Let students keep the activity picture cards on the desk during the survey and the presentation.",
          "Allow students to present from their profile sheet and point to pictures of their activities.",
        ],
        extension: [
          "Add reasons with porque: Me gusta dibujar porque soy creativa.",
          "Heritage speakers add activities they do with family (cocinar con mi abuela, ir a fiestas familiares, ver telenovelas) and teach one to their group.",
        ],
      },
      slides: [
        {
          title: "Cuatro esquinas",
          lines: ["tímido / tímida", "extrovertido / extrovertida", "deportista", "creativo / creativa", "Soy muy..."],
        },
        {
          title: "¿Qué te gusta hacer?",
          lines: [
            "jugar al fútbol - escuchar música",
            "dibujar - leer - bailar",
            "jugar videojuegos - ver videos",
            "pasar tiempo con amigos",
          ],
        },
        {
          title: "Me gusta / No me gusta",
          lines: [
            "Me gusta bailar. (I like to dance.)",
            "No me gusta leer. (I don't like to read.)",
            "Me gusta dibujar y escuchar música.",
            "¿Te gusta...? Sí, me gusta... / No, no me gusta...",
          ],
        },
        {
          title: "Encuesta: find someone who...",
          lines: ["¿Te gusta leer?", "Sí, me gusta leer. Write the name!", "No, no me gusta leer. Ask someone else!"],
        },
        {
          title: "Mi perfil",
          lines: [
            "Me llamo... Tengo... años.",
            "Soy de...",
            "Soy muy... y un poco...",
            "Me gusta... y también me gusta...",
            "No me gusta...",
          ],
        },
        {
          title: "Presentación: rúbrica",
          lines: [
            "Content: name, age, origin, personality, likes",
            "Accuracy: me llamo, tengo, soy, me gusta",
            "Delivery: clear, not reading every word",
            "3 = strong, 2 = developing, 1 = beginning",
          ],
        },
        {
          title: "¿Quién eres tú?",
          lines: ["Soy...", "Tengo...", "Me gusta...", "¡Una oración, por favor!"],
        },
      ],
      worksheet: [
        {
          instructions: "Write a complete sentence with Me gusta or No me gusta. (+) means you like it; (-) means you don't.",
          items: [
            { prompt: "(+) bailar", answer: "Me gusta bailar." },
            { prompt: "(-) leer", answer: "No me gusta leer." },
            { prompt: "(+) jugar videojuegos", answer: "Me gusta jugar videojuegos." },
            { prompt: "(+) dibujar y escuchar música", answer: "Me gusta dibujar y escuchar música." },
            { prompt: "(-) jugar al fútbol", answer: "No me gusta jugar al fútbol." },
            { prompt: "(+) pasar tiempo con amigos", answer: "Me gusta pasar tiempo con amigos." },
          ],
        },
        {
          instructions: "Find someone who: ask classmates each question. Write the name of a classmate who answers Sí.",
          items: [
            { prompt: "¿Te gusta bailar?", answer: "Model: Sí, me gusta bailar. (Maya)" },
            { prompt: "¿Te gusta leer?", answer: "Model: Sí, me gusta leer. (Ethan)" },
            { prompt: "¿Te gusta dibujar?", answer: "Model: Sí, me gusta dibujar. (Aaliyah)" },
            { prompt: "¿Te gusta jugar al fútbol?", answer: "Model: Sí, me gusta jugar al fútbol. (Diego)" },
            { prompt: "¿Te gusta ver videos?", answer: "Model: Sí, me gusta ver videos. (Noah)" },
            { prompt: "¿Te gusta escuchar música?", answer: "Model: Sí, me gusta escuchar música. (Emma)" },
          ],
        },
        {
          instructions: "Mi perfil: write your profile in Spanish, one or two sentences for each part.",
          items: [
            { prompt: "Nombre y edad", answer: "Model: Me llamo Sam y tengo doce años." },
            { prompt: "Origen", answer: "Model: Soy de Houston, Texas." },
            { prompt: "Personalidad", answer: "Model: Soy muy simpático, pero un poco tímido." },
            { prompt: "Dos cosas que te gustan", answer: "Model: Me gusta dibujar y también me gusta jugar videojuegos." },
            { prompt: "Una cosa que no te gusta", answer: "Model: No me gusta bailar." },
          ],
        },
      ],
      listening: {
        title: "Un mensaje de voz de Julián",
        script:
          "Hola, Andrés, soy Julián, tu compañero nuevo de la clase de ciencias. Te llamo porque el profesor dice que tenemos que hacer un proyecto juntos. Primero, un poco sobre mí. Tengo trece años y soy de Lima, Perú. Soy un poco tímido, pero muy trabajador. ¿Qué me gusta hacer? Me gusta mucho dibujar y escuchar música, sobre todo música rock. También me gusta jugar videojuegos con mi primo los fines de semana. No me gusta jugar al fútbol y no me gusta bailar. ¡Soy muy malo para bailar! Y a ti, ¿qué te gusta hacer? ¿Te gusta dibujar? Para el proyecto, yo puedo hacer los dibujos. Bueno, llámame esta tarde. ¡Chao!",
        questions: [
          { prompt: "Who is Julián, and why is he calling Andrés?", answer: "He is Andrés's new classmate in science class; they have to do a project together." },
          { prompt: "How old is Julián, and where is he from?", answer: "He is thirteen and from Lima, Peru." },
          { prompt: "How does Julián describe his personality?", answer: "A little shy, but very hard-working." },
          { prompt: "Name two things Julián likes to do.", answer: "Any two: draw, listen to music (especially rock), play video games with his cousin on weekends." },
          { prompt: "What two things does he not like to do?", answer: "Play soccer and dance." },
        ],
      },
    },
  ],
};
