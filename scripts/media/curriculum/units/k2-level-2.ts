// K–2 Level 2 (Novice Low toward Novice Mid), Unit 1: En la escuela: classroom objects and directions — three 30-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "k2-level-2",
  number: 1,
  title: "En la escuela: classroom objects and directions",
  summary:
    "Children learn the names of the school supplies and classroom things they see every day, and follow the directions their teacher gives in Spanish. They move from single words to short phrases: Es un lápiz. ¿Dónde está la puerta? Allí está. El libro está en la mesa. By the end of the unit, children can name and find classroom objects, say where something is, and follow two-step directions in a game of Simón dice.",
  lessons: [
    {
      number: 1,
      title: "Los útiles escolares: school supplies",
      minutes: 30,
      objectives: [
        "Point to and name eight school supplies when the teacher shows or says them",
        "Answer ¿Qué es? with a short phrase: Es un lápiz. Es una mochila.",
        "Describe a supply by combining it with a color or a size word: un lápiz amarillo, un libro grande",
      ],
      canDo: [
        "I can name the things in my backpack.",
        "I can answer the question ¿Qué es? with a short phrase.",
        "I can say the color of my school things.",
      ],
      vocabulary: [
        { es: "el lápiz", en: "the pencil" },
        { es: "el crayón", en: "the crayon" },
        { es: "el libro", en: "the book" },
        { es: "el cuaderno", en: "the notebook" },
        { es: "el borrador", en: "the eraser" },
        { es: "las tijeras", en: "the scissors (always plural)" },
        { es: "el pegamento", en: "the glue" },
        { es: "la mochila", en: "the backpack" },
        { es: "¿Qué es?", en: "What is it?" },
        { es: "Es un... / Es una...", en: "It's a..." },
        { es: "grande / pequeño", en: "big / small" },
      ],
      prepare: [
        "A backpack with real supplies inside: a yellow pencil, a red crayon, a big book, a blue notebook, a small eraser, child-safe scissors and a glue stick",
        "Picture flashcards of the same eight supplies",
        "A mystery bag (a pillowcase or cloth bag) big enough for one supply at a time",
        "A class puppet (Lola, if your class met her in Level 1)",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Greet the class and sing a hello song the children already know.",
            "The puppet arrives wearing the backpack and says she is going to school. Ask the class what they think is inside.",
          ],
          teacherSays: ["¡Hola, clase! ¿Cómo están? (Hello, class! How are you?)", "¿Qué hay en la mochila? (What's in the backpack?)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Take the supplies out of the backpack one at a time. Say each one twice with a gesture: write in the air for el lápiz, open your hands like a book for el libro, snip two fingers for las tijeras, rub the air for el borrador.",
            "Children repeat each word with the gesture. Then hold up a supply and ask ¿Qué es?; children answer Es un lápiz or just lápiz, and you recast the full phrase.",
            "Add a color or a size: Es un lápiz amarillo. Es un libro grande. Es un borrador pequeño.",
            "Play the lesson's listening track. Children point to the matching real supply on your table each time they hear one.",
          ],
          teacherSays: [
            "¿Qué es? (What is it?)",
            "Es un lápiz. Es un lápiz amarillo. (It's a pencil. It's a yellow pencil.)",
            "Son unas tijeras. (They are scissors.)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Mystery bag: put one supply in the bag without the children seeing it. A child feels it through the cloth and guesses: ¡Es un borrador! Take it out to check. Repeat with five children.",
            "Slow reveal: cover a flashcard with a sheet of paper and slide it down a little at a time; the first child to say ¿Es un libro? correctly gets to reveal the next card.",
            "Pack the backpack: call a child, say one supply (el cuaderno, por favor), the child puts it into the backpack and the class says ¡Gracias!",
            "At the tables, do the worksheet: read each item aloud; children circle or write the missing word.",
          ],
          teacherSays: ["¿Qué es? ¿Es un lápiz o un crayón? (What is it? Is it a pencil or a crayon?)", "El cuaderno, por favor. (The notebook, please.)"],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Quick pick-up: spread the real supplies on the rug. Call six children one at a time and ask for one supply (¿Dónde está el borrador?); the child picks it up.",
            "Then hold the supply up and ask ¿Qué es?; the child answers.",
            "Give 1 point for picking the right supply (understands) and 1 point for naming it with Es un/una or the word alone (speaks); 2 points = meets the goal. Record on your class list and check other children in Lesson 2.",
          ],
          teacherSays: ["¿Dónde está el borrador? (Where is the eraser?)", "¿Qué es? (What is it?)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Sing the clean-up song while the children put the supplies back in the backpack: A guardar, a guardar, cada cosa en su lugar.",
            "The puppet says goodbye and zips the backpack: ¡Adiós! ¡Hasta mañana!",
          ],
          teacherSays: ["A guardar, a guardar, cada cosa en su lugar. (Let's put away, let's put away, everything in its place.)"],
        },
      },
      differentiation: {
        support: [
          "Let children answer ¿Qué es? by holding up the real supply or its flashcard before asking for the word.",
          "Start with four supplies (lápiz, libro, crayón, mochila) and add the others over the next lessons.",
        ],
        extension: [
          "Ask children to add a color and a size: Es un lápiz amarillo y pequeño.",
          "Let a child be the teacher in the slow-reveal game and ask the class ¿Qué es?",
        ],
      },
      slides: [
        { title: "¿Qué hay en la mochila?", lines: ["la mochila — the backpack", "¿Qué es? — What is it?"] },
        { title: "Es un lápiz", lines: ["el lápiz — the pencil", "el crayón — the crayon", "el borrador — the eraser"] },
        { title: "Es un libro", lines: ["el libro — the book", "el cuaderno — the notebook"] },
        { title: "Son unas tijeras", lines: ["las tijeras — the scissors", "el pegamento — the glue"] },
        {
          title: "¿Cómo es?",
          lines: ["Es un lápiz amarillo.", "Es un libro grande.", "Es un borrador pequeño.", "grande — big     pequeño — small"],
        },
        { title: "¿Qué es?", lines: ["¿Es un lápiz o un crayón?", "¡Es un crayón!"] },
        { title: "Canción: A guardar", lines: ["A guardar, a guardar,", "cada cosa en su lugar."] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher say a word. Circle the picture.",
          items: [
            { prompt: "el lápiz: [a pencil] / [a book]", answer: "[a pencil]" },
            { prompt: "la mochila: [a notebook] / [a backpack]", answer: "[a backpack]" },
            { prompt: "las tijeras: [scissors] / [glue]", answer: "[scissors]" },
            { prompt: "el borrador: [an eraser] / [a crayon]", answer: "[an eraser]" },
            { prompt: "el libro: [a backpack] / [a book]", answer: "[a book]" },
            { prompt: "el pegamento: [glue] / [a pencil]", answer: "[glue]" },
          ],
        },
        {
          instructions: "What is it? Say the phrase with your teacher and write the missing word.",
          items: [
            { prompt: "[a pencil] Es un ___.", answer: "lápiz" },
            { prompt: "[a backpack] Es una ___.", answer: "mochila" },
            { prompt: "[a book] Es un ___.", answer: "libro" },
            { prompt: "[a crayon] Es un ___.", answer: "crayón" },
            { prompt: "[a notebook] Es un ___.", answer: "cuaderno" },
          ],
        },
      ],
      listening: {
        title: "¿Qué hay en la mochila?",
        script:
          "¡Hola! Soy Lola. Esta es mi mochila. ¿Qué hay en mi mochila? Mira. Es un lápiz. Es un lápiz amarillo. Mira. Es un libro. Es un libro grande. Mira. Es un cuaderno. Es un cuaderno azul. Mira. Es un borrador. Es un borrador pequeño. ¿Qué más hay? Son unas tijeras. Y es un crayón. Es un crayón rojo. Lápiz, libro, cuaderno, borrador, tijeras y crayón. ¡Mi mochila está llena! ¡Vamos a la escuela!",
        questions: [
          { prompt: "What color is the pencil?", answer: "yellow (amarillo)" },
          { prompt: "Is the book big or small?", answer: "big (grande)" },
          { prompt: "What color is the notebook?", answer: "blue (azul)" },
          { prompt: "What color is the crayon?", answer: "red (rojo)" },
        ],
      },
    },
    {
      number: 2,
      title: "¿Dónde está?: things in our classroom",
      minutes: 30,
      objectives: [
        "Point to and name six things in the classroom: la puerta, la ventana, la mesa, la silla, el pizarrón, el reloj",
        "Answer ¿Dónde está...? by pointing and saying Aquí está or Allí está",
        "Say where a school supply is with a short phrase: en la mesa, en la silla, en la mochila",
      ],
      canDo: [
        "I can name things in my classroom.",
        "I can say where something is: here, there, or on the table.",
        "I can find a classroom object when my teacher asks ¿Dónde está?",
      ],
      vocabulary: [
        { es: "el salón de clases", en: "the classroom" },
        { es: "la puerta", en: "the door" },
        { es: "la ventana", en: "the window" },
        { es: "la mesa", en: "the table" },
        { es: "la silla", en: "the chair" },
        { es: "el pizarrón", en: "the board" },
        { es: "el reloj", en: "the clock" },
        { es: "¿Dónde está...?", en: "Where is...?" },
        { es: "Aquí está.", en: "Here it is." },
        { es: "Allí está.", en: "There it is." },
        { es: "en", en: "in / on" },
      ],
      prepare: [
        "Word labels with a small picture for la puerta, la ventana, la mesa, la silla, el pizarrón and el reloj, and tape to stick them on the real objects",
        "The backpack of supplies from Lesson 1",
        "The class puppet",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "The puppet pulls supplies out of the backpack one at a time; the class calls out ¡Es un lápiz!, ¡Es un libro!",
            "Sing the clean-up song from Lesson 1 while two children put the supplies back.",
          ],
          teacherSays: ["¿Qué es? (What is it?)"],
        },
        input: {
          minutes: 7,
          steps: [
            "Walk around the room and touch each object as you name it: la puerta, la ventana, la mesa, la silla, el pizarrón, el reloj. Children repeat and point. Tape a label on each object.",
            "Model Aquí está and Allí está: stand next to the door and say ¿Dónde está la puerta? ¡Aquí está!; then point at the window across the room and say ¡Allí está!",
            "Put the pencil on a table and say El lápiz está en la mesa. Move it to a chair: El lápiz está en la silla.",
            "Play the lesson's listening track. Children point to each classroom object as they hear it.",
          ],
          teacherSays: [
            "¿Dónde está la puerta? ¡Aquí está! (Where is the door? Here it is!)",
            "¿Dónde está el reloj? ¡Allí está! (Where is the clock? There it is!)",
            "El lápiz está en la mesa. (The pencil is on the table.)",
          ],
        },
        practice: {
          minutes: 12,
          steps: [
            "Point and say: ask ¿Dónde está la ventana?; children point and answer ¡Allí está! Go faster each round.",
            "Hide and find: children close their eyes while the puppet hides the pencil on a chair, on a table or in the backpack. Children open their eyes and guess: ¡Está en la silla!",
            "Let two or three children hide a supply for the class to find.",
            "At the tables, do the worksheet: read each item aloud while children circle.",
          ],
          teacherSays: ["Cierren los ojos. (Close your eyes.)", "Abran los ojos. ¿Dónde está el lápiz? (Open your eyes. Where is the pencil?)"],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Pointing check: name the six classroom objects in a mixed order; children point. Scan and mark on your class list anyone who points to the wrong object twice.",
            "Place check: with four or five children, one at a time, put a supply on a table, a chair or in the backpack and ask ¿Dónde está el libro?",
            "Give 1 point for pointing to the right place and 1 point for answering with a phrase (en la mesa, está en la silla). Record and check other children in Lesson 3.",
          ],
          teacherSays: ["¿Dónde está el libro? (Where is the book?)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Goodbye chant, pointing to each object: ¡Adiós, puerta! ¡Adiós, ventana! ¡Adiós, mesa! ¡Adiós, silla!",
            "Children line up at la puerta when you say ¡A la puerta!",
          ],
          teacherSays: ["¡A la puerta! (To the door!)"],
        },
      },
      differentiation: {
        support: [
          "Keep the labels on the objects all week, so children can match the written word and the picture.",
          "Accept pointing alone as an answer to ¿Dónde está?, then say the phrase for the child to repeat.",
        ],
        extension: [
          "Ask children to say the full sentence: El lápiz está en la silla.",
          "Add a color: ¿Dónde está la silla azul? Allí está.",
        ],
      },
      slides: [
        { title: "Mi salón de clases", lines: ["el salón de clases — the classroom"] },
        { title: "La puerta y la ventana", lines: ["la puerta — the door", "la ventana — the window"] },
        { title: "La mesa y la silla", lines: ["la mesa — the table", "la silla — the chair"] },
        { title: "El pizarrón y el reloj", lines: ["el pizarrón — the board", "el reloj — the clock"] },
        {
          title: "¿Dónde está?",
          lines: ["¿Dónde está la puerta?", "¡Aquí está! — Here it is!", "¡Allí está! — There it is!"],
        },
        { title: "¿Dónde está el lápiz?", lines: ["Está en la mesa.", "Está en la silla.", "Está en la mochila."] },
        { title: "¡Adiós, salón!", lines: ["¡Adiós, puerta!", "¡Adiós, ventana!", "¡Hasta mañana!"] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher say a word. Circle the picture.",
          items: [
            { prompt: "la puerta: [a door] / [a window]", answer: "[a door]" },
            { prompt: "la ventana: [a clock] / [a window]", answer: "[a window]" },
            { prompt: "la silla: [a chair] / [a table]", answer: "[a chair]" },
            { prompt: "la mesa: [a door] / [a table]", answer: "[a table]" },
            { prompt: "el reloj: [a clock] / [a board]", answer: "[a clock]" },
            { prompt: "el pizarrón: [a board] / [a chair]", answer: "[a board]" },
          ],
        },
        {
          instructions: "Where is it? Look at the picture and circle the answer.",
          items: [
            { prompt: "[a pencil on a table] ¿Dónde está el lápiz? en la mesa / en la silla", answer: "en la mesa" },
            { prompt: "[a book on a chair] ¿Dónde está el libro? en la mesa / en la silla", answer: "en la silla" },
            { prompt: "[a crayon in a backpack] ¿Dónde está el crayón? en la mochila / en la mesa", answer: "en la mochila" },
            { prompt: "[a notebook on a chair] ¿Dónde está el cuaderno? en la mochila / en la silla", answer: "en la silla" },
            { prompt: "[an eraser on a table] ¿Dónde está el borrador? en la mesa / en la mochila", answer: "en la mesa" },
          ],
        },
      ],
      listening: {
        title: "¿Dónde está el lápiz?",
        script:
          "¡Hola, clase! Este es mi salón de clases. Mira. Aquí está la puerta. Allí está la ventana. Aquí está la mesa. Aquí está la silla. Allí está el pizarrón. Allí está el reloj. Pero, ¿dónde está mi lápiz? ¿Dónde está el lápiz? ¿Está en la mesa? No, no está en la mesa. ¿Está en la silla? No, no está en la silla. ¿Está en la mochila? No, no está en la mochila. ¿Dónde está? ¿Dónde está? ¡Ah, aquí está! El lápiz está en la ventana. ¡Qué bien! ¡Gracias, amigos!",
        questions: [
          { prompt: "Is the pencil on the table?", answer: "No" },
          { prompt: "Is the pencil on the chair?", answer: "No" },
          { prompt: "Is the pencil in the backpack?", answer: "No" },
          { prompt: "Where is the pencil at the end?", answer: "By the window (en la ventana)" },
          { prompt: "Name one thing in the classroom that you heard.", answer: "Any one: la puerta, la ventana, la mesa, la silla, el pizarrón, el reloj" },
        ],
      },
    },
    {
      number: 3,
      title: "¡Simón dice!: classroom directions",
      minutes: 30,
      objectives: [
        "Follow eight classroom directions given in Spanish with the matching action",
        "Follow two-step directions that combine a direction with a classroom object: Levántense y toquen la puerta.",
        "Give one direction to the class as the leader in Simón dice",
      ],
      canDo: [
        "I can follow directions my teacher gives in Spanish.",
        "I can give a direction to my friends in a game.",
      ],
      vocabulary: [
        { es: "Levántense.", en: "Stand up. (to the class)" },
        { es: "Siéntense.", en: "Sit down." },
        { es: "Escuchen.", en: "Listen." },
        { es: "Miren.", en: "Look." },
        { es: "Levanten la mano.", en: "Raise your hand." },
        { es: "Abran el libro.", en: "Open the book." },
        { es: "Cierren el libro.", en: "Close the book." },
        { es: "Saquen el lápiz.", en: "Take out your pencil." },
        { es: "Toquen...", en: "Touch..." },
        { es: "Silencio, por favor.", en: "Quiet, please." },
        { es: "Simón dice...", en: "Simon says..." },
      ],
      prepare: [
        "Action picture cards for each direction (a child standing, a child sitting, a hand raised, an open book, a closed book, a pencil, a finger on the lips, an ear, an eye)",
        "One picture book per child or per pair, and a pencil for each child",
        "The classroom labels from Lesson 2, still on the door, window, table, chair, board and clock",
        "A paper crown or a hat for the Simón dice leader",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Quick review: ask ¿Dónde está la puerta? ¿Dónde está el reloj?; children point and say ¡Allí está!",
            "Ask children in English what their teacher says in class when she wants them to sit, stand or listen. Tell them that today they will learn those words in Spanish.",
          ],
          teacherSays: ["¿Dónde está la ventana? (Where is the window?)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Teach each direction in three rounds: say it and do it; say it and do it with the children; say it and let the children do it alone.",
            "Start with the body: levántense, siéntense, levanten la mano, escuchen (hand behind the ear), miren (point to your eyes), silencio, por favor (finger on lips).",
            "Add objects: give out books and pencils. Abran el libro. Cierren el libro. Saquen el lápiz.",
            "Combine with the classroom words from Lesson 2: Toquen la mesa. Toquen la silla. Miren la ventana. Then play the lesson's listening track and have children do each action they hear.",
          ],
          teacherSays: [
            "Levántense. (Stand up.)",
            "Siéntense. (Sit down.)",
            "Levanten la mano. (Raise your hand.)",
            "Toquen la mesa. (Touch the table.)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Play Simón dice: children only move when the direction starts with Simón dice. Children who move without Simón dice sit down for one turn, then rejoin.",
            "Two-step round: give two directions in a row (Levántense y toquen la puerta. Siéntense y abran el libro.).",
            "Leader round: a child wears the crown and gives a direction from the picture cards; help by pointing to a card if needed.",
            "At the tables, do the worksheet: read each item aloud; children draw a line or circle.",
          ],
          teacherSays: ["Simón dice: levanten la mano. (Simon says: raise your hand.)", "Levántense y toquen la puerta. (Stand up and touch the door.)"],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Table check: give each table group two directions in a row without modeling them (for example: Levántense. Toquen la silla.).",
            "Score each child on a 3-point checklist: 1 = watches friends before moving, 2 = follows one of the two directions, 3 = follows both directions alone.",
            "Record scores on your class list together with the unit's other checks; plan extra Simón dice rounds for children who scored 1.",
          ],
          teacherSays: ["Mesa uno: levántense. Abran el libro. (Table one: stand up. Open the book.)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Calm-down routine in Spanish: Siéntense. Cierren los ojos. Escuchen. Silencio, por favor. Count slowly from one to five.",
            "Line up: Levántense. Vamos a la puerta. ¡Adiós!",
          ],
          teacherSays: ["Cierren los ojos. Escuchen. (Close your eyes. Listen.)", "¡Muy bien, clase! (Very good, class!)"],
        },
      },
      differentiation: {
        support: [
          "Keep the action picture cards on the board and point to the card as you give each direction.",
          "Let children follow a buddy for the first rounds, then try alone.",
        ],
        extension: [
          "Give three-step directions: Levántense, toquen la puerta y siéntense.",
          "Let leaders invent directions with other classroom words: Toquen el pizarrón. Miren el reloj.",
        ],
      },
      slides: [
        { title: "¡Levántense! ¡Siéntense!", lines: ["Levántense. — Stand up.", "Siéntense. — Sit down."] },
        { title: "Escuchen y miren", lines: ["Escuchen. — Listen.", "Miren. — Look.", "Silencio, por favor. — Quiet, please."] },
        { title: "Levanten la mano", lines: ["Levanten la mano. — Raise your hand."] },
        {
          title: "El libro y el lápiz",
          lines: ["Abran el libro. — Open the book.", "Cierren el libro. — Close the book.", "Saquen el lápiz. — Take out your pencil."],
        },
        { title: "¡Toquen!", lines: ["Toquen la mesa.", "Toquen la silla.", "Toquen la puerta.", "Toquen — Touch"] },
        { title: "Simón dice", lines: ["Simón dice: levántense. — Move!", "Levántense. — Don't move!"] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher read the direction. Circle the picture that shows it.",
          items: [
            { prompt: "Siéntense. [children sitting on chairs] / [children standing up]", answer: "[children sitting on chairs]" },
            { prompt: "Levanten la mano. [a raised hand] / [an open book]", answer: "[a raised hand]" },
            { prompt: "Abran el libro. [a closed book] / [an open book]", answer: "[an open book]" },
            { prompt: "Escuchen. [a hand behind an ear] / [a pencil]", answer: "[a hand behind an ear]" },
            { prompt: "Silencio, por favor. [a finger on the lips] / [children jumping]", answer: "[a finger on the lips]" },
            { prompt: "Levántense. [children standing up] / [children sitting on chairs]", answer: "[children standing up]" },
          ],
        },
        {
          instructions: "What do the children touch? Look at the picture and circle the word.",
          items: [
            { prompt: "[children touching a door] Toquen la ___. puerta / ventana", answer: "puerta" },
            { prompt: "[children touching a table] Toquen la ___. silla / mesa", answer: "mesa" },
            { prompt: "[children touching a window] Toquen la ___. ventana / puerta", answer: "ventana" },
            { prompt: "[children touching a chair] Toquen la ___. mesa / silla", answer: "silla" },
          ],
        },
      ],
      listening: {
        title: "¡Simón dice!",
        script:
          "¡Vamos a jugar! Escuchen bien. Simón dice: levántense. Simón dice: miren la ventana. Simón dice: toquen la mesa. Simón dice: levanten la mano. Siéntense. ¡Ah, no! Simón no dice. Otra vez. Simón dice: siéntense. Simón dice: abran el libro. Simón dice: saquen el lápiz. Simón dice: cierren el libro. Toquen la puerta. ¡Ah, no! Simón no dice. Simón dice: escuchen. Simón dice: silencio, por favor. ¡Muy bien, clase!",
        questions: [
          { prompt: "What is the first thing Simón says to do?", answer: "Stand up (levántense)" },
          { prompt: "What does Simón say to touch?", answer: "The table (la mesa)" },
          { prompt: "The voice says Siéntense without Simón dice. Do you sit down?", answer: "No" },
          { prompt: "What do you open?", answer: "The book (el libro)" },
          { prompt: "What does Simón say at the very end?", answer: "Quiet, please (silencio, por favor)" },
        ],
      },
    },
  ],
};
