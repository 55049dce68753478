// Middle School Spanish 6–8, Level 2 — Unit 1: La salud y el cuerpo (staying healthy).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "6-8-level-2",
  number: 1,
  title: "La salud y el cuerpo: staying healthy",
  summary:
    "Students name parts of the body and say what hurts, describe symptoms and give simple advice in a visit to the school nurse, and compare healthy and unhealthy habits. By the end of the unit, students can role-play a visit to the nurse, understand simple health tips in a short text or recording, and present a plan for a healthy week.",
  lessons: [
    {
      number: 1,
      title: "Las partes del cuerpo: parts of the body",
      minutes: 45,
      objectives: [
        "Identify and name at least ten parts of the body in Spanish with the correct article",
        "Say what hurts using me duele + a singular noun and me duelen + a plural noun",
        "Follow spoken instructions to move parts of the body in a recorded PE warm-up",
      ],
      canDo: [
        "I can name the main parts of the body.",
        "I can say what hurts.",
        "I can follow simple instructions about moving my body.",
      ],
      vocabulary: [
        { es: "la cabeza", en: "head" },
        { es: "los ojos", en: "eyes" },
        { es: "la nariz", en: "nose" },
        { es: "la boca", en: "mouth" },
        { es: "el cuello", en: "neck" },
        { es: "los hombros", en: "shoulders" },
        { es: "el brazo", en: "arm" },
        { es: "la mano", en: "hand" },
        { es: "el estómago", en: "stomach" },
        { es: "la espalda", en: "back" },
        { es: "la pierna", en: "leg" },
        { es: "la rodilla", en: "knee" },
        { es: "el pie", en: "foot" },
        { es: "me duele, me duelen", en: "it hurts (me), they hurt (me)" },
      ],
      prepare: [
        "Slides for Lesson 1, with a labeled drawing of the body and a photo of an athlete with an ice pack on the knee",
        "Printed worksheet, one per student",
        "Lesson 1 listening track and speakers",
        "Enough open space for students to stand and stretch beside their desks",
        "Half-sheets of paper for the exit ticket",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Level 1 review: partners ask each other ¿Qué deportes te gusta practicar? and answer with Me gusta... (1 minute).",
            "Show slide 1 (an athlete with ice on the knee). Ask ¿Qué le pasa? and let students guess in English; tell them that today they will learn to say what hurts.",
          ],
          teacherSays: [
            "¿Qué deportes te gusta practicar? (What sports do you like to play?)",
            "Pobre chico, ¿qué le pasa? (Poor guy, what's wrong with him?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Teach the body parts on slides 2 and 3 by touching each part on yourself; students touch and repeat.",
            "Play Simón dice for 3 minutes, speeding up as students get faster. Students who move without hearing Simón dice become judges.",
            "Present me duele / me duelen with slide 4: a singular noun takes duele, a plural noun takes duelen. Act out pain dramatically and have students say the sentence for you.",
          ],
          teacherSays: [
            "Esta es la cabeza. Tóquense la cabeza. (This is the head. Touch your heads.)",
            "Simón dice: tóquense la rodilla. (Simon says: touch your knee.)",
            "¡Ay! Me duele la espalda. ¡Ay! Me duelen los pies. (Ouch! My back hurts. Ouch! My feet hurt.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Play the Lesson 1 listening track (a PE teacher leads a warm-up). First listen: everyone stands and does the movements. Second listen, seated: partners answer the listening questions (6 minutes).",
            "Pairs complete worksheet Tasks 1 and 2 (5 minutes); check answers on the board.",
            "Charades ¿Qué te duele? (4 minutes): in groups of three, one student mimes a pain and the others guess with ¿Te duele...? until they get it; the mimer answers with a full sentence.",
          ],
          teacherSays: [
            "¿Qué te duele? (What hurts?)",
            "¿Te duele el brazo? — No, me duele la mano. (Does your arm hurt? — No, my hand hurts.)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Exit ticket on a half-sheet (slide 7): 1) Point to five body parts on yourself one at a time; students write each in Spanish with its article. 2) Students write one sentence with me duele and one with me duelen. 3) Students answer: ¿Qué partes del cuerpo usas para jugar al fútbol?",
            "Score out of 10: 1 point per body part with the correct article (5), 2 points per correct duele / duelen sentence (4), 1 point for question 3. 8 or more meets today's target.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Lightning round of Simón dice led by a volunteer who has to use the new words.",
            "Preview Lesson 2: hold up a thermometer or show one on the slide and ask ¿Tienes fiebre? Next class the class visits the school nurse.",
          ],
          teacherSays: ["¡Muy bien! La próxima clase vamos a la enfermería. (Very good! Next class we're going to the nurse's office.)"],
        },
      },
      differentiation: {
        support: [
          "Give students a labeled body diagram to keep on their desk during all activities.",
          "Color-code the grammar: singular nouns and duele in one color, plural nouns and duelen in another.",
        ],
        extension: [
          "Add more body parts (el codo, el tobillo, la muñeca, los dedos) and use them in the charades.",
          "Heritage speakers share a family expression used when someone gets hurt, such as Sana, sana, colita de rana, and explain when it is used.",
        ],
      },
      slides: [
        {
          title: "¿Qué le pasa?",
          lines: ["Foto: un atleta con hielo en la rodilla", "¿Cómo está? (How is he?)", "¿Qué le pasa? (What's wrong with him?)"],
        },
        {
          title: "El cuerpo (1)",
          lines: ["la cabeza - los ojos - la nariz", "la boca - el cuello - los hombros", "el brazo - la mano - el estómago"],
        },
        {
          title: "El cuerpo (2)",
          lines: ["la espalda - la pierna", "la rodilla - el pie", "Plural: los brazos, las manos, los pies"],
        },
        {
          title: "Me duele / Me duelen",
          lines: [
            "Me duele + el / la: Me duele la cabeza.",
            "Me duelen + los / las: Me duelen los pies.",
            "¿Qué te duele? (What hurts?)",
            "¿Te duele el brazo? Sí, me duele el brazo.",
          ],
        },
        {
          title: "Simón dice",
          lines: [
            "Simón dice: tóquense la cabeza.",
            "Simón dice: levanten los brazos.",
            "Tóquense la nariz.",
            "Without Simón dice? Don't move!",
          ],
        },
        {
          title: "Charadas: ¿Qué te duele?",
          lines: [
            "A: (mimes the pain)",
            "B: ¿Te duele la espalda?",
            "A: No, no me duele la espalda.",
            "C: ¿Te duelen los pies?",
            "A: ¡Sí! Me duelen los pies.",
          ],
        },
        {
          title: "Boleto de salida (exit ticket)",
          lines: [
            "1. Write the 5 body parts with el / la / los / las.",
            "2. One sentence with me duele.",
            "3. One sentence with me duelen.",
            "4. ¿Qué partes del cuerpo usas para jugar al fútbol?",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "¿Qué parte del cuerpo es? Read each clue and write the body part with its article.",
          items: [
            { prompt: "Son dos. Los usamos para ver.", answer: "los ojos" },
            { prompt: "Está en el centro de la cara. La usamos para oler (to smell).", answer: "la nariz" },
            { prompt: "La usamos para comer y para hablar.", answer: "la boca" },
            { prompt: "Está entre la cabeza y los hombros.", answer: "el cuello" },
            { prompt: "Tiene cinco dedos. La usamos para escribir.", answer: "la mano" },
            { prompt: "Está en el medio de la pierna.", answer: "la rodilla" },
            { prompt: "Lo usamos para caminar y para patear la pelota.", answer: "el pie" },
            { prompt: "Cuando comemos mucho, nos duele.", answer: "el estómago" },
          ],
        },
        {
          instructions: "Complete each sentence with duele or duelen.",
          items: [
            { prompt: "Después del partido, me ___ las piernas.", answer: "duelen" },
            { prompt: "Tengo un examen difícil y me ___ la cabeza.", answer: "duele" },
            { prompt: "¡Ay! Me ___ el estómago.", answer: "duele" },
            { prompt: "Después de escribir mucho, me ___ la mano.", answer: "duele" },
            { prompt: "Mis zapatos son pequeños. Me ___ los pies.", answer: "duelen" },
            { prompt: "Uso la computadora toda la tarde y me ___ los ojos.", answer: "duelen" },
          ],
        },
        {
          instructions: "What hurts? Write a sentence with me duele or me duelen for each situation.",
          items: [
            { prompt: "Juegas al básquetbol tres horas.", answer: "Model: Me duelen las piernas y los pies." },
            { prompt: "Comes tres hamburguesas.", answer: "Model: Me duele el estómago." },
            { prompt: "Llevas una mochila muy pesada.", answer: "Model: Me duele la espalda. / Me duelen los hombros." },
            { prompt: "Miras el teléfono toda la noche.", answer: "Model: Me duelen los ojos. / Me duele la cabeza." },
            { prompt: "Escribes un ensayo largo a mano.", answer: "Model: Me duele la mano." },
          ],
        },
      ],
      listening: {
        title: "El calentamiento de la clase de educación física",
        script:
          "Buenos días, chicos. Hoy vamos a correr, pero primero, el calentamiento. Todos de pie, por favor. Primero, la cabeza. Muevan la cabeza a la derecha y a la izquierda, despacio. Muy bien. Ahora, los hombros. Suban los hombros y bájenlos. Una vez más. Ahora, levanten los brazos. ¡Arriba! Y abajo. Ahora, tóquense los pies con las manos. No doblen las rodillas. Uno, dos, tres, cuatro, cinco. ¡Excelente! Ahora, párense sobre un pie, como un flamenco. Ahora sobre el otro pie. A ver, Diego, ¿qué te pasa? ¿Te duele la rodilla? Entonces hoy no vas a correr. Siéntate y descansa, y después vas a la enfermería. Los demás, ¡a correr! Dos vueltas a la cancha.",
        questions: [
          { prompt: "¿Qué van a hacer los estudiantes hoy, después del calentamiento?", answer: "Van a correr dos vueltas a la cancha." },
          { prompt: "¿Qué parte del cuerpo mueven primero?", answer: "La cabeza." },
          { prompt: "¿Con qué se tocan los pies?", answer: "Con las manos." },
          { prompt: "¿Qué le duele a Diego?", answer: "La rodilla." },
          { prompt: "¿Adónde va Diego después de descansar?", answer: "A la enfermería." },
        ],
      },
    },
    {
      number: 2,
      title: "En la enfermería: at the school nurse's office",
      minutes: 45,
      objectives: [
        "Describe symptoms with tengo + noun (fiebre, tos, gripe, dolor de...) and estoy + adjective (cansado, enfermo)",
        "Ask how someone feels with ¿Qué te pasa? and ¿Cómo te sientes?",
        "Give simple advice with debes / no debes + infinitive",
        "Role-play a visit to the school nurse with a partner",
      ],
      canDo: [
        "I can describe how I feel when I am sick.",
        "I can ask someone what is wrong and understand the answer.",
        "I can give simple advice to someone who is sick.",
      ],
      vocabulary: [
        { es: "la enfermería", en: "nurse's office" },
        { es: "el enfermero, la enfermera", en: "nurse" },
        { es: "¿Qué te pasa?", en: "What's wrong?" },
        { es: "¿Cómo te sientes?", en: "How do you feel?" },
        { es: "Me siento mal.", en: "I feel sick. I feel bad." },
        { es: "tengo fiebre", en: "I have a fever" },
        { es: "tengo tos", en: "I have a cough" },
        { es: "tengo gripe", en: "I have the flu" },
        { es: "tengo dolor de cabeza, de estómago", en: "I have a headache, a stomachache" },
        { es: "estoy cansado, cansada", en: "I'm tired" },
        { es: "estoy enfermo, enferma", en: "I'm sick" },
        { es: "debes descansar", en: "you should rest" },
        { es: "tomar agua", en: "to drink water" },
        { es: "la medicina", en: "medicine" },
      ],
      prepare: [
        "Slides for Lesson 2",
        "Printed worksheet, one per student",
        "Lesson 2 listening track",
        "Role-play cards, one set per pair: six symptom cards (e.g., fiebre y tos; dolor de estómago; me duele la rodilla; gripe y estoy cansado) and one nurse card with the question prompts",
        "Simple props for the nurse: a clipboard, a toy thermometer or a box of tissues",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "One-minute Simón dice with the Lesson 1 body parts.",
            "Show slide 1 (three students who don't feel well). Partners take turns playing each student in the pictures and say what hurts with Me duele... or Me duelen...",
          ],
          teacherSays: [
            "Simón dice: tóquense el estómago. (Simon says: touch your stomach.)",
            "¿Qué le duele a ella? (What hurts her?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Act out a short visit to the nurse, playing both roles (put on a hat or pick up the clipboard to be the nurse). Students hold up fingers for how many symptoms they hear.",
            "Present the symptoms on slide 2, separating tengo + noun from estoy + adjective, and review agreement (cansado / cansada).",
            "Present advice on slide 3: debes / no debes + infinitive. Mime a symptom and have the class give advice in chorus.",
            "Play the Lesson 2 listening track (the school nurse's voicemail to a parent) twice; partners answer the listening questions.",
          ],
          teacherSays: [
            "¿Qué te pasa? (What's wrong?)",
            "Tengo fiebre y estoy muy cansado. (I have a fever and I'm very tired.)",
            "Debes descansar y tomar mucha agua. (You should rest and drink a lot of water.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Pairs complete worksheet Tasks 1 and 2 (4 minutes); check answers.",
            "Model the dialogue on slide 4 with a volunteer, then explain the role-play on slide 5.",
            "Role-play (8 minutes): Student A draws a symptom card and plays the sick student; Student B is the nurse, asks at least two questions and gives two pieces of advice. Switch roles with a new card.",
            "Two pairs perform for the class (3 minutes); the class says what the patient has and repeats one piece of advice.",
          ],
          teacherSays: [
            "Buenos días. ¿Qué te pasa? (Good morning. What's wrong?)",
            "¿Te duele algo? (Does anything hurt?)",
            "No debes ir a la práctica hoy. (You shouldn't go to practice today.)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Exit ticket (slide 7). Students read the message Hola, me siento mal. Tengo fiebre, tengo tos y me duele la cabeza. They write: 1) in English, what is wrong with the classmate; 2) two questions the nurse could ask; 3) two pieces of advice with debes or no debes.",
            "Score out of 10: question 1 = 2 points (all three symptoms); 2 points for each correct question; 2 points for each correct piece of advice. 8 or more meets the target.",
            "While students write, listen to two or three pairs repeat their role-play and note who needs more practice with tengo / estoy.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Mime game: you mime a symptom; the class calls out what you have and gives advice in chorus.",
            "Preview Lesson 3: ask ¿Qué haces para estar sano? and collect two quick answers in English or Spanish.",
          ],
          teacherSays: [
            "Tengo tos. ¿Qué debo hacer? (I have a cough. What should I do?)",
            "¡Que te mejores! (Get well soon!)",
          ],
        },
      },
      differentiation: {
        support: [
          "Give the nurse a script card with three questions and a list of four pieces of advice to choose from.",
          "Allow patients to point to the body part and use one symptom sentence from the card.",
        ],
        extension: [
          "Add time expressions: Tengo fiebre desde ayer. Me duele la cabeza desde el lunes.",
          "Heritage speakers play the nurse speaking formally to a parent (¿Cómo se siente su hijo? Usted debe...) and explain the difference between tú and usted to their partner.",
        ],
      },
      slides: [
        {
          title: "¿Qué les pasa?",
          lines: [
            "Foto 1: un chico con la mano en la cabeza",
            "Foto 2: una chica con la mano en el estómago",
            "Foto 3: un chico con hielo en el pie",
            "Me duele... / Me duelen...",
          ],
        },
        {
          title: "¿Qué te pasa?",
          lines: [
            "Tengo fiebre. (I have a fever.)",
            "Tengo tos. (I have a cough.)",
            "Tengo gripe. (I have the flu.)",
            "Tengo dolor de cabeza / de estómago.",
            "Estoy cansado / cansada.",
            "Estoy enfermo / enferma.",
          ],
        },
        {
          title: "Consejos: debes + infinitivo",
          lines: [
            "Debes descansar. (You should rest.)",
            "Debes tomar agua. (You should drink water.)",
            "Debes tomar la medicina.",
            "No debes ir a clase. (You shouldn't go to class.)",
          ],
        },
        {
          title: "En la enfermería: modelo",
          lines: [
            "Enfermera: Hola, ¿qué te pasa?",
            "Estudiante: Me siento mal. Tengo fiebre.",
            "Enfermera: ¿Te duele algo?",
            "Estudiante: Sí, me duele la cabeza.",
            "Enfermera: Debes descansar y tomar agua.",
          ],
        },
        {
          title: "Juego de roles (role-play)",
          lines: [
            "A: Take a symptom card. You are sick.",
            "B: You are the nurse. Ask 2 questions.",
            "B: Give 2 pieces of advice: debes / no debes.",
            "Switch roles with a new card!",
          ],
        },
        {
          title: "Mensaje de la enfermera",
          lines: ["¿Quién llama?", "¿Qué tiene Tomás?", "¿Qué debe hacer en casa?"],
        },
        {
          title: "Boleto de salida (exit ticket)",
          lines: [
            "Hola, me siento mal. Tengo fiebre,",
            "tengo tos y me duele la cabeza.",
            "1. What's wrong? (in English)",
            "2. Write 2 questions the nurse asks.",
            "3. Write 2 pieces of advice: debes / no debes.",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Read each problem and write the best advice from the box. Box: Debes tomar agua. / Debes dormir más. / Debes ir a la enfermería. / No debes comer más dulces. / Debes tomar la medicina. / No debes correr hoy.",
          items: [
            { prompt: "Como muchos dulces y me duele el estómago.", answer: "No debes comer más dulces." },
            { prompt: "Estoy muy cansada. Duermo cinco horas cada noche.", answer: "Debes dormir más." },
            { prompt: "Hace mucho calor y tengo mucha sed.", answer: "Debes tomar agua." },
            { prompt: "Me duele la rodilla y hoy tenemos una carrera en educación física.", answer: "No debes correr hoy." },
            { prompt: "Tengo gripe y el doctor me da una medicina.", answer: "Debes tomar la medicina." },
            { prompt: "Estoy en clase, me siento muy mal y creo que tengo fiebre.", answer: "Debes ir a la enfermería." },
          ],
        },
        {
          instructions: "Complete each sentence with tengo or estoy.",
          items: [
            { prompt: "___ fiebre.", answer: "Tengo" },
            { prompt: "___ muy cansado.", answer: "Estoy" },
            { prompt: "___ dolor de estómago.", answer: "Tengo" },
            { prompt: "___ enferma hoy.", answer: "Estoy" },
            { prompt: "___ tos y gripe.", answer: "Tengo" },
            { prompt: "No puedo jugar porque ___ enfermo.", answer: "estoy" },
          ],
        },
        {
          instructions: "You are at the nurse's office. Answer the nurse's questions, then write advice for a friend.",
          items: [
            { prompt: "¿Qué te pasa?", answer: "Model: Me siento mal. Tengo tos y fiebre." },
            { prompt: "¿Te duele algo?", answer: "Model: Sí, me duele la cabeza." },
            { prompt: "¿Estás cansado o cansada?", answer: "Model: Sí, estoy muy cansada." },
            { prompt: "Write one piece of advice for a friend with the flu.", answer: "Model: Debes descansar y tomar mucha agua." },
            { prompt: "Write one thing a friend with a fever should not do.", answer: "Model: No debes ir a la escuela." },
          ],
        },
      ],
      listening: {
        title: "Mensaje de la enfermera de la escuela",
        script:
          "Buenos días, señora Morales. Habla la enfermera Patricia Gómez, de la Escuela Secundaria Las Palmas. La llamo porque su hijo Tomás está aquí en la enfermería. Tomás dice que se siente mal. Tiene fiebre, treinta y ocho grados, y tiene tos. También le duele mucho la cabeza y está muy cansado. No le duele el estómago. Él está tranquilo y ahora descansa aquí conmigo. Tomás no debe estar en clase hoy, y mañana tampoco, si todavía tiene fiebre. En casa debe descansar, tomar mucha agua y dormir. ¿Puede usted venir por él antes de las once? Mi número es el cinco, cinco, cinco, dos, cuatro, ocho, uno. Muchas gracias y hasta luego.",
        questions: [
          { prompt: "¿Quién llama y por qué?", answer: "La enfermera Patricia Gómez; llama porque Tomás está enfermo en la enfermería." },
          { prompt: "¿Cuáles son los síntomas de Tomás?", answer: "Tiene fiebre de treinta y ocho grados y tos, le duele mucho la cabeza y está muy cansado." },
          { prompt: "¿Le duele el estómago a Tomás?", answer: "No, no le duele el estómago." },
          { prompt: "¿Qué debe hacer Tomás en casa?", answer: "Debe descansar, tomar mucha agua y dormir." },
          { prompt: "¿A qué hora debe venir la señora Morales?", answer: "Antes de las once." },
        ],
      },
    },
    {
      number: 3,
      title: "Una vida sana: healthy habits",
      minutes: 45,
      objectives: [
        "Identify healthy and unhealthy habits in a short informational text and a school radio segment",
        "Say how often they do healthy and unhealthy things using siempre, a veces, casi nunca and nunca",
        "Give health tips with hay que + infinitive and es importante + infinitive",
        "Create and present, with a partner, a plan for a healthy week",
      ],
      canDo: [
        "I can say how often I do healthy and unhealthy things.",
        "I can understand simple health tips in a short text or recording.",
        "I can give tips for staying healthy.",
      ],
      vocabulary: [
        { es: "sano, sana", en: "healthy" },
        { es: "el hábito", en: "habit" },
        { es: "hacer ejercicio", en: "to exercise" },
        { es: "dormir ocho horas", en: "to sleep eight hours" },
        { es: "comer frutas y verduras", en: "to eat fruits and vegetables" },
        { es: "la comida chatarra", en: "junk food" },
        { es: "los refrescos", en: "soft drinks, sodas" },
        { es: "el estrés", en: "stress" },
        { es: "siempre", en: "always" },
        { es: "a veces", en: "sometimes" },
        { es: "casi nunca", en: "almost never" },
        { es: "nunca", en: "never" },
        { es: "hay que + infinitivo", en: "you have to, one must" },
        { es: "es importante + infinitivo", en: "it's important to" },
      ],
      prepare: [
        "Slides for Lesson 3",
        "Printed worksheet with the reading Cinco consejos para una vida sana, one per student",
        "Lesson 3 listening track",
        "Two signs for the line-up: SIEMPRE and NUNCA, taped to opposite walls",
        "Half-sheets of cardstock and markers for the healthy-week plans",
        "A class list to record rubric scores",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Mime review: a volunteer mimes a symptom; the class says what is wrong and gives one piece of advice with debes.",
            "Show slide 1 (Ana and Beto) and ask ¿Quién es más sano? ¿Por qué? Accept short answers in Spanish or English.",
          ],
          teacherSays: [
            "¿Qué tiene? ¿Qué debe hacer? (What does he have? What should he do?)",
            "¿Quién es más sano, Ana o Beto? ¿Por qué? (Who is healthier, Ana or Beto? Why?)",
          ],
        },
        input: {
          minutes: 12,
          steps: [
            "Teach the habits on slide 2 and sort them with the class into two columns on the board: Es sano / No es sano.",
            "Teach the frequency words on slide 3 as a line from siempre to nunca. Place yourself on the line with true examples: Siempre como fruta, pero a veces tomo refrescos.",
            "Present hay que and es importante + infinitive on slide 4 as ways to give general tips (compare with debes from Lesson 2, which is advice for one person).",
            "Play the Lesson 3 listening track (the school radio health minute) twice; partners answer the listening questions.",
          ],
          teacherSays: [
            "¿Con qué frecuencia haces ejercicio? (How often do you exercise?)",
            "Siempre hago ejercicio. Casi nunca tomo refrescos. (I always exercise. I almost never drink sodas.)",
            "Para estar sano, hay que dormir ocho horas. (To be healthy, you have to sleep eight hours.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Reading (5 minutes): students read Cinco consejos para una vida sana in worksheet Task 1 and do the true/false items; check answers.",
            "Frequency line-up (4 minutes): call out a habit (comer verduras, tomar refrescos...); students stand on the line between SIEMPRE and NUNCA and tell the person next to them a full sentence.",
            "Healthy-week plan (6 minutes): in pairs, students write Mi plan para una semana sana on cardstock: three habits with frequency words and two tips with hay que or es importante (slide 6). They may use worksheet Tasks 2 and 3 as a draft.",
          ],
          teacherSays: [
            "Si siempre comes verduras, ve a este lado. (If you always eat vegetables, go to this side.)",
            "¿Qué hay que hacer para estar sano? (What do you have to do to be healthy?)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Mini-presentations: each pair joins another pair and presents its plan in about one minute; listeners write down one tip they heard.",
            "Circulate and score each pair with the rubric on slide 7, 3 points per row: Content (three habits and two tips), Language (frequency words and hay que / es importante + infinitive used correctly), Delivery (clear, both partners speak). 7 to 9 points meets the unit target.",
            "Collect the plans and the listeners' notes as evidence of interpretive listening.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Unit reflection: read each can-do statement from the unit; students show 1, 2 or 3 fingers for how confident they feel.",
            "Each student writes one personal goal on a sticky note for the door (Mi meta: tomar más agua) as they leave.",
          ],
          teacherSays: [
            "¿Cuál es tu meta para esta semana? (What's your goal for this week?)",
            "¡Cuídense mucho! (Take good care of yourselves!)",
          ],
        },
      },
      differentiation: {
        support: [
          "Give a frequency strip (siempre, a veces, casi nunca, nunca) with a simple symbol for each word.",
          "Provide a plan template with sentence starters: Siempre ___. A veces ___. Nunca ___. Hay que ___. Es importante ___.",
        ],
        extension: [
          "Add reasons with porque and a comparison with a partner: Yo duermo más que tú.",
          "Heritage speakers present a healthy traditional dish or drink from their family's country (for example, agua de jamaica or sopa de frijoles) as an extra tip.",
        ],
      },
      slides: [
        {
          title: "¿Quién es más sano?",
          lines: [
            "Ana juega al fútbol y come fruta.",
            "Beto toma refrescos y juega videojuegos",
            "toda la noche.",
            "¿Quién es más sano? ¿Por qué?",
          ],
        },
        {
          title: "Los hábitos",
          lines: [
            "hacer ejercicio - dormir ocho horas",
            "comer frutas y verduras - tomar agua",
            "la comida chatarra - los refrescos",
            "el estrés",
          ],
        },
        {
          title: "¿Con qué frecuencia?",
          lines: [
            "siempre (always) - a veces (sometimes)",
            "casi nunca (almost never) - nunca (never)",
            "Siempre duermo ocho horas.",
            "Nunca tomo refrescos.",
          ],
        },
        {
          title: "Consejos para estar sano",
          lines: [
            "Hay que + infinitivo (you have to...)",
            "Hay que hacer ejercicio.",
            "Es importante + infinitivo (it's important to...)",
            "Es importante dormir bien.",
          ],
        },
        {
          title: "Fila de frecuencia",
          lines: ["SIEMPRE ------------------ NUNCA", "¿Con qué frecuencia comes verduras?", "Yo siempre como verduras. ¿Y tú?"],
        },
        {
          title: "Mi plan para una semana sana",
          lines: [
            "3 hábitos con siempre / a veces / nunca",
            "2 consejos con hay que / es importante",
            "Present with your partner: 1 minute",
          ],
        },
        {
          title: "Rúbrica",
          lines: [
            "Contenido: 3 hábitos + 2 consejos",
            "Lenguaje: frecuencia + infinitivo",
            "Presentación: clara, los dos hablan",
            "3 = excelente, 2 = bien, 1 = en progreso",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Read the text. Write cierto (true) or falso (false) and correct the false sentences. Text: Cinco consejos para una vida sana. 1. Hay que dormir entre ocho y diez horas cada noche. 2. Es importante comer frutas y verduras todos los días. 3. Hay que hacer ejercicio una hora al día: caminar, bailar o jugar al fútbol. 4. Es importante tomar agua; los refrescos tienen mucho azúcar. 5. Para bajar el estrés, hay que pasar tiempo con los amigos y la familia y usar menos el teléfono por la noche.",
          items: [
            { prompt: "Hay que dormir cinco horas cada noche.", answer: "Falso. Hay que dormir entre ocho y diez horas." },
            { prompt: "Es importante comer frutas y verduras todos los días.", answer: "Cierto." },
            { prompt: "Hay que hacer ejercicio una hora a la semana.", answer: "Falso. Hay que hacer ejercicio una hora al día." },
            { prompt: "Bailar es una forma de hacer ejercicio.", answer: "Cierto." },
            { prompt: "Los refrescos tienen mucho azúcar.", answer: "Cierto." },
            { prompt: "Para bajar el estrés, hay que usar más el teléfono por la noche.", answer: "Falso. Hay que usar menos el teléfono por la noche." },
          ],
        },
        {
          instructions: "How often do you do each thing? Write a sentence with siempre, a veces, casi nunca or nunca.",
          items: [
            { prompt: "hacer ejercicio", answer: "Model: A veces hago ejercicio." },
            { prompt: "comer comida chatarra", answer: "Model: Casi nunca como comida chatarra." },
            { prompt: "dormir ocho horas", answer: "Model: Siempre duermo ocho horas." },
            { prompt: "tomar refrescos", answer: "Model: Nunca tomo refrescos." },
            { prompt: "comer frutas y verduras", answer: "Model: Siempre como frutas y verduras." },
            { prompt: "tomar agua en la escuela", answer: "Model: A veces tomo agua en la escuela." },
          ],
        },
        {
          instructions: "Write a health tip for each person with hay que or es importante + infinitive.",
          items: [
            { prompt: "Tu amigo duerme cinco horas.", answer: "Model: Es importante dormir ocho horas." },
            { prompt: "Tu hermana come comida chatarra todos los días.", answer: "Model: Hay que comer frutas y verduras." },
            { prompt: "Tu primo nunca hace ejercicio.", answer: "Model: Hay que hacer ejercicio todos los días." },
            { prompt: "Tu amiga tiene mucho estrés por los exámenes.", answer: "Model: Es importante descansar y pasar tiempo con los amigos." },
            { prompt: "Tu papá toma tres refrescos al día.", answer: "Model: Hay que tomar agua." },
          ],
        },
      ],
      listening: {
        title: "Radio escolar: el minuto de la salud",
        script:
          "¡Buenos días, Escuela Las Palmas! Aquí está el minuto de la salud con su compañera Lucía. Hoy hablamos de los hábitos de los estudiantes. En nuestra escuela, muchos estudiantes duermen solo seis horas. ¡Es muy poco! Para estar sanos, hay que dormir entre ocho y diez horas. Otro problema es la comida chatarra. Muchos chicos comen papas fritas y toman refrescos todos los días. Es importante comer frutas y verduras y tomar mucha agua. Yo siempre llevo una botella de agua en la mochila. También hay que hacer ejercicio. No es necesario jugar al fútbol. Puedes bailar, caminar con tu perro o andar en bicicleta. ¿Y el estrés? Para bajar el estrés, es importante hablar con tu familia y con tus amigos. Mi consejo de hoy es fácil. Esta noche, apaga el teléfono a las nueve y duerme bien. ¡Hasta mañana y cuídense!",
        questions: [
          { prompt: "¿Cuántas horas duermen muchos estudiantes de la escuela?", answer: "Solo seis horas." },
          { prompt: "Según Lucía, ¿cuántas horas hay que dormir?", answer: "Entre ocho y diez horas." },
          { prompt: "¿Qué lleva Lucía siempre en la mochila?", answer: "Una botella de agua." },
          { prompt: "Menciona dos formas de hacer ejercicio que sugiere Lucía.", answer: "Dos de estas: bailar, caminar con el perro, andar en bicicleta." },
          { prompt: "¿Cuál es el consejo de hoy?", answer: "Apagar el teléfono a las nueve de la noche y dormir bien." },
        ],
      },
    },
  ],
};
