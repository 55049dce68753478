// K–2 Level 3 (Novice Mid), Unit 1: Mi día: morning, school and bedtime routines — three 30-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "k2-level-3",
  number: 1,
  title: "Mi día: morning, school and bedtime routines",
  summary:
    "Children follow the class puppet Lola through her day, from the alarm clock in the morning to the lullaby at night, and learn to say what they do at each moment with short first-person phrases (me despierto, leo un libro, me acuesto). They read simple sentences with picture support, order routine cards with primero, después and luego, and answer questions about their own day. By the end of the unit, children can retell a whole day in order in four or five short sentences with the help of picture cards.",
  lessons: [
    {
      number: 1,
      title: "Por la mañana: my morning routine",
      minutes: 30,
      objectives: [
        "Act out and name seven morning actions in the first person (me despierto, me levanto, me lavo la cara...)",
        "Read four short routine sentences with picture support, pointing to each word",
        "Put four routine cards in order and tell them with primero and después",
      ],
      canDo: [
        "I can say what I do in the morning.",
        "I can tell my morning in order with primero and después.",
        "I can read short sentences about a morning with picture help.",
      ],
      vocabulary: [
        { es: "la mañana", en: "the morning" },
        { es: "me despierto", en: "I wake up" },
        { es: "me levanto", en: "I get up" },
        { es: "me lavo la cara", en: "I wash my face" },
        { es: "me cepillo los dientes", en: "I brush my teeth" },
        { es: "me visto", en: "I get dressed" },
        { es: "desayuno", en: "I eat breakfast" },
        { es: "voy a la escuela", en: "I go to school" },
        { es: "primero", en: "first" },
        { es: "después", en: "after that / then" },
      ],
      prepare: [
        "Seven large routine picture cards (waking up, getting up, washing face, brushing teeth, getting dressed, eating breakfast, walking to school), each with its sentence strip: Me despierto. Me levanto. ...",
        "An alarm clock or a bell, a toothbrush, a small towel and a sweater as props",
        "The class puppet Lola",
        "One set of four small routine cards per pair of children (me despierto, me visto, desayuno, voy a la escuela), cut out and shuffled",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and pencils",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Lola is asleep under a cloth. Ring the alarm clock; the class says ¡Buenos días, Lola! and Lola yawns and stretches.",
            "Review feelings: ask Lola ¿Cómo estás?; she answers Estoy cansada. Ask three children ¿Cómo estás? and accept one-word answers.",
          ],
          teacherSays: ["¡Buenos días, Lola! ¿Cómo estás? (Good morning, Lola! How are you?)", "Estoy cansada. (I'm tired.)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Tell Lola's morning with the props and a gesture for each action: ring the alarm (me despierto), stand up (me levanto), rub your face with the towel (me lavo la cara), brush (me cepillo los dientes), pull on the sweater (me visto), eat from an imaginary bowl (desayuno), march in place (voy a la escuela).",
            "Children repeat each phrase with its gesture. Post each picture card on the board from left to right.",
            "Put a sentence strip under each card and read it, pointing to each word; children read with you.",
            "Play the lesson's listening track. Children do the gesture for each action they hear.",
          ],
          teacherSays: [
            "Primero, me despierto. (First, I wake up.)",
            "Después, me levanto. (Then, I get up.)",
            "Me cepillo los dientes. (I brush my teeth.)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Sing to the tune of Here We Go Round the Mulberry Bush: Así me cepillo los dientes, los dientes, los dientes; así me cepillo los dientes, temprano en la mañana. Repeat with me lavo la cara and me visto.",
            "Mime and guess: a child mimes an action; the class guesses with the phrase (¡Me visto!).",
            "Ask two or three children about their own morning: ¿Desayunas? ¿Te cepillas los dientes?; they answer Sí, desayuno or Sí, me cepillo los dientes.",
            "At the tables, do the worksheet: read each sentence together, then children circle and number.",
          ],
          teacherSays: [
            "¿Desayunas? Sí, desayuno. (Do you eat breakfast? Yes, I eat breakfast.)",
            "¿Qué hago? (What am I doing?)",
          ],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Give each pair a shuffled set of four small routine cards. Pairs put them in order on the desk.",
            "Visit each pair and ask ¿Qué haces primero? ¿Y después?; each child tells at least two cards.",
            "Score each child on a 3-point checklist: the cards are in a logical order; names at least two actions with a phrase; uses primero or después. Record on your class list.",
          ],
          teacherSays: ["¿Qué haces primero? ¿Y después? (What do you do first? And then?)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Read the sentence strips on the board in order while the whole class mimes Lola's morning.",
            "Stop at voy a la escuela and say that next time they will find out what Lola does at school.",
          ],
          teacherSays: ["¡Vamos a la escuela! ¡Adiós, Lola! (Let's go to school! Goodbye, Lola!)"],
        },
      },
      differentiation: {
        support: [
          "Give children who need it only three cards to order (me despierto, desayuno, voy a la escuela) and let them answer by pointing.",
          "Keep the gestures with every phrase; a child can show the action before saying it.",
        ],
        extension: [
          "Ask children to add a detail: Desayuno pan y leche. Me visto con una camisa azul.",
          "Let early readers read a sentence strip aloud to the class and have the class do the action.",
        ],
      },
      slides: [
        { title: "¡Buenos días, Lola!", lines: ["la mañana — the morning", "¡Rin, rin, rin!"] },
        { title: "Me despierto. Me levanto.", lines: ["me despierto — I wake up", "me levanto — I get up"] },
        { title: "En el baño", lines: ["me lavo la cara — I wash my face", "me cepillo los dientes — I brush my teeth"] },
        { title: "Me visto. Desayuno.", lines: ["me visto — I get dressed", "desayuno — I eat breakfast"] },
        { title: "Voy a la escuela", lines: ["voy a la escuela — I go to school"] },
        { title: "Primero, después", lines: ["Primero, me despierto.", "Después, me visto.", "Después, desayuno.", "Después, voy a la escuela."] },
        {
          title: "Canción: Así me cepillo",
          lines: ["Así me cepillo los dientes,", "los dientes, los dientes;", "así me cepillo los dientes,", "temprano en la mañana."],
        },
      ],
      worksheet: [
        {
          instructions: "Read the sentence with your teacher. Circle the picture that matches.",
          items: [
            { prompt: "Me cepillo los dientes. [a toothbrush] / [a bowl of cereal]", answer: "[a toothbrush]" },
            { prompt: "Desayuno. [a bowl of cereal] / [a bed]", answer: "[a bowl of cereal]" },
            { prompt: "Me despierto. [an alarm clock ringing] / [a school bus]", answer: "[an alarm clock ringing]" },
            { prompt: "Me lavo la cara. [a towel and water] / [a sweater]", answer: "[a towel and water]" },
            { prompt: "Me visto. [a sweater and shoes] / [a toothbrush]", answer: "[a sweater and shoes]" },
            { prompt: "Voy a la escuela. [a bed] / [a child walking to school]", answer: "[a child walking to school]" },
          ],
        },
        {
          instructions: "Number Lola's morning from 1 to 4, in the order she does it.",
          items: [
            { prompt: "[Lola eating cereal] Desayuno.", answer: "3" },
            { prompt: "[Lola in bed, the alarm clock ringing] Me despierto.", answer: "1" },
            { prompt: "[Lola walking to school with her backpack] Voy a la escuela.", answer: "4" },
            { prompt: "[Lola putting on a shirt] Me visto.", answer: "2" },
          ],
        },
      ],
      listening: {
        title: "La mañana de Lola",
        script:
          "Buenos días. Me llamo Lola. Es la mañana. ¡Rin, rin, rin! Primero, me despierto. Estoy cansada. Después, me levanto. Me lavo la cara con agua. Me cepillo los dientes. Después, me visto. Me pongo la camisa y los zapatos. Después, desayuno. Como pan y fruta. ¡Qué rico! Tomo leche. Me despierto, me levanto, me lavo la cara, me cepillo los dientes, me visto y desayuno. Y después, voy a la escuela. ¡Adiós, mamá! ¡Adiós, Lola! ¡Que tengas un buen día!",
        questions: [
          { prompt: "What does Lola do first?", answer: "She wakes up (me despierto)." },
          { prompt: "How does Lola feel when she wakes up?", answer: "Tired (cansada)." },
          { prompt: "What does Lola eat for breakfast?", answer: "Bread and fruit (pan y fruta); she drinks milk." },
          { prompt: "Where does Lola go at the end?", answer: "To school (a la escuela)." },
        ],
      },
    },
    {
      number: 2,
      title: "Mi día en la escuela: my school day",
      minutes: 30,
      objectives: [
        "Name and act out six school-day activities (leo, escribo, canto, pinto, juego en el recreo, como el almuerzo)",
        "Ask and answer ¿Te gusta...? about school activities with Sí, me gusta... and No, no me gusta...",
        "Tell three things they do at school in order with primero, después and luego",
      ],
      canDo: [
        "I can say what I do at school.",
        "I can ask a friend if they like an activity and answer the same question.",
        "I can read short sentences about a school day with picture help.",
      ],
      vocabulary: [
        { es: "llego a la escuela", en: "I arrive at school" },
        { es: "leo / leer", en: "I read / to read" },
        { es: "escribo / escribir", en: "I write / to write" },
        { es: "canto / cantar", en: "I sing / to sing" },
        { es: "pinto / pintar", en: "I paint / to paint" },
        { es: "juego en el recreo", en: "I play at recess" },
        { es: "como el almuerzo", en: "I eat lunch" },
        { es: "el recreo", en: "recess" },
        { es: "luego", en: "later / next" },
        { es: "¿Te gusta...?", en: "Do you like...?" },
        { es: "Me gusta... / No me gusta...", en: "I like... / I don't like..." },
      ],
      prepare: [
        "Six school-day picture cards (reading, writing, singing, painting, playing at recess, eating lunch), each with its sentence strip: Leo un libro. Escribo mi nombre. ...",
        "The morning cards from Lesson 1, still on the board",
        "A picture book, a paintbrush and a ball as props",
        "Two face cards: a smiling face (me gusta) and a frowning face (no me gusta)",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and pencils",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Sing Así me cepillo los dientes from Lesson 1.",
            "Point to the morning cards in order; the class says each phrase and does the gesture, first slowly, then fast.",
          ],
          teacherSays: ["Primero, me despierto. Después... (First, I wake up. Then...)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Continue Lola's day: Llego a la escuela. Leo un libro. Escribo mi nombre. Canto. Juego en el recreo. Como el almuerzo. Pinto. Use a prop or gesture for each.",
            "Post the school cards after the morning cards on the board, with their sentence strips. Read each strip together, pointing to each word.",
            "Introduce me gusta and no me gusta with the face cards. Lola says Me gusta cantar (smiling face) and No me gusta pintar (frowning face).",
            "Play the lesson's listening track. Children do the gesture for each activity and show a thumbs up when Lola says me gusta.",
          ],
          teacherSays: [
            "Leo un libro. Me gusta leer. (I read a book. I like to read.)",
            "Juego en el recreo. (I play at recess.)",
            "No me gusta pintar. (I don't like to paint.)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "¿Qué hago? Mime an activity; the class answers with the phrase (¡Pinto!). Let children take turns as the mime.",
            "Four corners: label the corners leer, cantar, pintar and jugar. Say Me gusta...; children walk to their favorite corner, and each group says its sentence together: Me gusta cantar.",
            "Partner questions: model ¿Te gusta leer? Sí, me gusta leer. Pairs ask each other about two activities.",
            "At the tables, do the worksheet: read each sentence together, then children draw lines and complete the sentences.",
          ],
          teacherSays: ["¿Te gusta cantar? (Do you like to sing?)", "Sí, me gusta cantar. No, no me gusta cantar. (Yes, I like to sing. No, I don't like to sing.)"],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Card talk: show five or six children one school card each and ask ¿Qué haces? The child answers with the phrase (Leo. Canto.).",
            "Then ask the same child ¿Te gusta...? about that activity and listen to the answer.",
            "Score on a 3-point checklist: names the activity; answers with Sí, me gusta or No, no me gusta; says a full phrase without a model. Record and continue with other children in Lesson 3.",
          ],
          teacherSays: ["¿Qué haces? (What are you doing?)", "¿Te gusta pintar? (Do you like to paint?)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Retell Lola's morning and school day with the whole class, pointing to the cards in order.",
            "Lola says what she likes best at school and says goodbye: ¡Me gusta el recreo! ¡Hasta mañana!",
          ],
          teacherSays: ["Primero, leo. Después, canto. Luego, juego. (First, I read. Then, I sing. Next, I play.)"],
        },
      },
      differentiation: {
        support: [
          "Let children answer ¿Te gusta...? by holding up the smiling or the frowning face card, then repeat the phrase after you.",
          "Work with four activities (leo, canto, pinto, juego) before adding the others.",
        ],
        extension: [
          "Ask children to add mucho: Me gusta mucho el recreo.",
          "Let early readers put the sentence strips in the order of their own school day and read them aloud.",
        ],
      },
      slides: [
        { title: "Llego a la escuela", lines: ["llego a la escuela — I arrive at school", "¡Hola, amigos!"] },
        { title: "Leo y escribo", lines: ["Leo un libro. — I read a book.", "Escribo mi nombre. — I write my name."] },
        { title: "Canto y pinto", lines: ["Canto. — I sing.", "Pinto. — I paint."] },
        { title: "El recreo y el almuerzo", lines: ["Juego en el recreo. — I play at recess.", "Como el almuerzo. — I eat lunch."] },
        {
          title: "¿Te gusta?",
          lines: ["¿Te gusta cantar?", "Sí, me gusta cantar.", "No, no me gusta cantar."],
        },
        { title: "Mi día en la escuela", lines: ["Primero, leo.", "Después, canto.", "Luego, juego en el recreo."] },
      ],
      worksheet: [
        {
          instructions: "Read each sentence with your teacher. Circle the picture that matches.",
          items: [
            { prompt: "Leo un libro. [a child reading] / [a child painting]", answer: "[a child reading]" },
            { prompt: "Canto. [a child singing] / [a child eating]", answer: "[a child singing]" },
            { prompt: "Pinto. [a child writing] / [a child painting]", answer: "[a child painting]" },
            { prompt: "Juego en el recreo. [children playing ball outside] / [a child reading]", answer: "[children playing ball outside]" },
            { prompt: "Como el almuerzo. [a child eating a sandwich] / [a child singing]", answer: "[a child eating a sandwich]" },
            { prompt: "Escribo mi nombre. [a child writing] / [a child painting]", answer: "[a child writing]" },
          ],
        },
        {
          instructions: "Look at the face. Write Me gusta or No me gusta.",
          items: [
            { prompt: "[a smiling face] ___ pintar.", answer: "Me gusta" },
            { prompt: "[a frowning face] ___ cantar.", answer: "No me gusta" },
            { prompt: "[a smiling face] ___ leer.", answer: "Me gusta" },
            { prompt: "[a frowning face] ___ escribir.", answer: "No me gusta" },
          ],
        },
      ],
      listening: {
        title: "Lola en la escuela",
        script:
          "¡Hola! Soy Lola. Llego a la escuela. Saludo a mis amigos. ¡Hola, Ana! ¡Hola, Tomás! Primero, leo un libro. Me gusta leer. Después, escribo mi nombre. Luego, canto con la maestra. La, la, la. Me gusta cantar. Después, juego en el recreo con mis amigos. ¡Me gusta mucho el recreo! Luego, como el almuerzo. Como un sándwich y una manzana. Por la tarde, pinto. No me gusta pintar. Pinto mi mano de azul. ¡Ay, no! Leo, escribo, canto, juego, como y pinto. ¡Adiós, escuela! ¡Hasta mañana!",
        questions: [
          { prompt: "What does Lola do first, after she says hello to her friends?", answer: "She reads a book (leo un libro)." },
          { prompt: "Does Lola like recess?", answer: "Yes, a lot (¡Me gusta mucho el recreo!)." },
          { prompt: "What does Lola eat for lunch?", answer: "A sandwich and an apple (un sándwich y una manzana)." },
          { prompt: "What does Lola NOT like to do?", answer: "Paint (no me gusta pintar)." },
        ],
      },
    },
    {
      number: 3,
      title: "Por la noche: bedtime and my whole day",
      minutes: 30,
      objectives: [
        "Name and act out six bedtime actions (ceno, me baño, me pongo la pijama, leo un cuento, me acuesto, duermo)",
        "Sort routine cards from the whole unit into morning, school and night",
        "Retell Lola's day, or their own, in four short sentences with picture support, using primero, después and por la noche",
      ],
      canDo: [
        "I can say what I do at night.",
        "I can tell about my day in order: morning, school and night.",
        "I can read short sentences about my day with picture help.",
      ],
      vocabulary: [
        { es: "la noche", en: "the night" },
        { es: "por la noche", en: "at night" },
        { es: "ceno", en: "I eat dinner" },
        { es: "me baño", en: "I take a bath" },
        { es: "me pongo la pijama", en: "I put on my pajamas" },
        { es: "leo un cuento", en: "I read a story" },
        { es: "me acuesto", en: "I go to bed" },
        { es: "duermo", en: "I sleep" },
        { es: "la cama", en: "the bed" },
        { es: "¡Buenas noches!", en: "Good night!" },
      ],
      prepare: [
        "Six bedtime picture cards (eating dinner, taking a bath, putting on pajamas, reading a story, going to bed, sleeping), each with its sentence strip",
        "All the morning and school cards from Lessons 1 and 2",
        "Three hoops or three large sheets of paper on the floor, labeled with a sun (por la mañana), a school (en la escuela) and a moon (por la noche)",
        "The class puppet Lola, a small blanket and a storybook",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and pencils",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Point to the morning and school cards in order; the class says each phrase with its gesture.",
            "Ask three children ¿Te gusta el recreo? ¿Te gusta leer? and let them answer with Sí, me gusta or No, no me gusta.",
          ],
          teacherSays: ["¿Qué haces en la escuela? (What do you do at school?)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Dim the lights and say Es la noche. Tell Lola's evening with gestures: ceno (eat soup), me baño (scrub arms), me pongo la pijama (pull on a shirt), leo un cuento (open the storybook), me acuesto (lay Lola under the blanket), duermo (hands under your cheek).",
            "Children repeat each phrase with its gesture. Post the night cards after the school cards, with their sentence strips, and read them together.",
            "Play the lesson's listening track. Children do the gesture for each action they hear.",
          ],
          teacherSays: [
            "Por la noche, ceno con mi familia. (At night, I eat dinner with my family.)",
            "Me pongo la pijama. (I put on my pajamas.)",
            "¡Buenas noches, Lola! (Good night, Lola!)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Sort the day: give each child one card from the whole unit. One at a time, children say their phrase (or read the strip) and put the card in the sun, school or moon hoop.",
            "Check the hoops together: ¿Por la mañana? ¿En la escuela? ¿Por la noche?",
            "Partner retell: each pair gets four cards (one morning, two school, one night) and tells the day taking turns: Primero, me despierto. Después, leo. Luego, juego. Por la noche, duermo.",
            "At the tables, do the worksheet: read each sentence together, then children circle and write.",
          ],
          teacherSays: ["¿Cuándo? ¿Por la mañana o por la noche? (When? In the morning or at night?)"],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Retell check: call four to six children, one at a time, to retell Lola's day with four cards they pick from the board.",
            "Score on a 3-point rubric: 1 = names actions with single words or by pointing; 2 = says short phrases (me baño, leo un libro); 3 = tells four actions in order with primero, después or por la noche.",
            "Add the scores to your class list; over the unit, every child should have one score for Lesson 1, Lesson 2 and Lesson 3.",
          ],
          teacherSays: ["Cuéntame el día de Lola. (Tell me about Lola's day.)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Lights low: children rest their heads on their hands while you sing the traditional lullaby Arrorró mi niño, arrorró mi sol, arrorró pedazo de mi corazón.",
            "Ring the alarm clock: everyone wakes up, says ¡Buenos días! and lines up.",
          ],
          teacherSays: ["¡Buenas noches, clase! (Good night, class!)", "¡Rin, rin! ¡Buenos días! (Ring, ring! Good morning!)"],
        },
      },
      differentiation: {
        support: [
          "In the sorting game, give children a card with a clear picture and let them place it first, then say the phrase with you.",
          "For the retell, accept two cards (one morning, one night) with primero and por la noche.",
        ],
        extension: [
          "Ask children to tell their own day with a detail: Por la noche, ceno pollo con mi familia.",
          "Let early readers build the whole day with the sentence strips alone, without the pictures, and read it to a friend.",
        ],
      },
      slides: [
        { title: "Es la noche", lines: ["la noche — the night", "por la noche — at night"] },
        { title: "Ceno. Me baño.", lines: ["ceno — I eat dinner", "me baño — I take a bath"] },
        { title: "Me pongo la pijama", lines: ["me pongo la pijama — I put on my pajamas", "leo un cuento — I read a story"] },
        { title: "Me acuesto. Duermo.", lines: ["me acuesto — I go to bed", "duermo — I sleep", "la cama — the bed"] },
        {
          title: "Mi día",
          lines: ["Por la mañana, me despierto.", "En la escuela, leo y canto.", "Por la noche, me acuesto.", "¡Buenas noches!"],
        },
        { title: "Canción: Arrorró", lines: ["Arrorró mi niño,", "arrorró mi sol,", "arrorró pedazo", "de mi corazón."] },
      ],
      worksheet: [
        {
          instructions: "Morning, school or night? Read the sentence with your teacher and circle mañana, escuela or noche.",
          items: [
            { prompt: "Me despierto y me visto. mañana / escuela / noche", answer: "mañana" },
            { prompt: "Me pongo la pijama. mañana / escuela / noche", answer: "noche" },
            { prompt: "Juego en el recreo. mañana / escuela / noche", answer: "escuela" },
            { prompt: "Leo un cuento y me acuesto. mañana / escuela / noche", answer: "noche" },
            { prompt: "Como el almuerzo con mis amigos. mañana / escuela / noche", answer: "escuela" },
            { prompt: "Desayuno pan y leche. mañana / escuela / noche", answer: "mañana" },
          ],
        },
        {
          instructions: "Finish the sentence with a word from the box: ceno, me baño, duermo, cama.",
          items: [
            { prompt: "[Lola eating soup with her family] Por la noche, ___ con mi familia.", answer: "ceno" },
            { prompt: "[Lola in a bathtub with bubbles] ___ con agua y jabón.", answer: "Me baño" },
            { prompt: "[a bed with a pillow] Me acuesto en la ___.", answer: "cama" },
            { prompt: "[Lola asleep with her eyes closed] ¡Buenas noches! ___.", answer: "Duermo" },
          ],
        },
      ],
      listening: {
        title: "Buenas noches, Lola",
        script:
          "Es la noche. La luna está en el cielo. Primero, ceno con mi familia. Como sopa. ¡Qué rica! Después, me baño. Agua y jabón, agua y jabón. Me pongo la pijama. Mi pijama es azul. Me cepillo los dientes. Luego, leo un cuento con papá. Me gusta mucho el cuento. Estoy cansada. Me acuesto en mi cama. Buenas noches, papá. Buenas noches, mamá. Buenas noches, Lola. Duermo, duermo, duermo. Mañana me despierto y voy a la escuela otra vez.",
        questions: [
          { prompt: "What does Lola eat for dinner?", answer: "Soup (sopa)." },
          { prompt: "What color are Lola's pajamas?", answer: "Blue (azul)." },
          { prompt: "Who reads a story with Lola?", answer: "Her dad (papá)." },
          { prompt: "What does Lola do at the very end?", answer: "She goes to bed and sleeps (me acuesto, duermo)." },
        ],
      },
    },
  ],
};
