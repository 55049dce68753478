// K–2 Level 1 (Novice Low), Unit 1: ¡Hola! Greetings, names and feelings — three 30-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "k2-level-1",
  number: 1,
  title: "¡Hola! Greetings, names and feelings",
  summary:
    "Children's very first Spanish. With the class puppet Lola, a hello-and-goodbye chant, a name chant and a feelings song, children learn to greet people and say goodbye, say their name and ask a friend's, and tell how they feel. By the end of the unit, each child can walk up to a classmate, say ¡Hola!, give their name with Me llamo..., answer ¿Cómo estás? with a feeling word and say ¡Adiós!",
  lessons: [
    {
      number: 1,
      title: "Hola y adiós: hello and goodbye",
      minutes: 30,
      objectives: [
        "Respond to ¡Hola! and ¡Adiós! with the matching word and wave",
        "Choose Buenos días or Buenas tardes to match a picture of the morning or the afternoon sun",
        "Greet the puppet and a classmate, and say goodbye, with a memorized greeting",
      ],
      canDo: [
        "I can say hello and goodbye.",
        "I can say good morning and good afternoon.",
        "I can answer when someone greets me in Spanish.",
      ],
      vocabulary: [
        { es: "¡Hola!", en: "Hello! / Hi!" },
        { es: "¡Adiós!", en: "Goodbye!" },
        { es: "Buenos días.", en: "Good morning." },
        { es: "Buenas tardes.", en: "Good afternoon." },
        { es: "¡Hasta luego!", en: "See you later!" },
        { es: "¡Hasta mañana!", en: "See you tomorrow!" },
        { es: "la maestra / el maestro", en: "the teacher (woman / man)" },
        { es: "el amigo / la amiga", en: "the friend (boy / girl)" },
        { es: "la clase", en: "the class" },
      ],
      prepare: [
        "A hand puppet to be the class friend, Lola (any animal puppet works; she comes back in every lesson of the unit)",
        "Two picture cards: a sun rising behind a house (Buenos días) and a sun high over a playground after lunch (Buenas tardes)",
        "A soft ball or beanbag for the greeting circle",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Gather the children in a circle on the rug. Wave big and say ¡Hola, clase!; invite them to wave back and answer ¡Hola!",
            "Bring the puppet Lola out from behind your back. Lola is shy: she only comes out when the class whispers ¡Hola, Lola! Repeat in a loud voice, then in a tiny voice.",
            "Lola waves to three or four children by name; each child waves back and says ¡Hola, Lola!",
          ],
          teacherSays: ["¡Hola, clase! (Hello, class!)", "Ella es Lola. (This is Lola.)", "¡Hola, Lola! (Hi, Lola!)"],
        },
        input: {
          minutes: 7,
          steps: [
            "Show the sunrise card. Say Buenos días slowly three times while stretching your arms up like the rising sun; children copy the word and the gesture.",
            "Show the afternoon card. Say Buenas tardes while drawing a big arc across the sky with one arm; children copy.",
            "Act out a short scene with Lola: she arrives (¡Hola! Buenos días) and later leaves (¡Adiós! ¡Hasta luego!). Wave toward yourself for hello and wave while stepping back for goodbye.",
            "Play the lesson's listening track once. Children wave hello every time they hear ¡Hola! and wave goodbye every time they hear ¡Adiós!",
          ],
          teacherSays: [
            "Buenos días. (Good morning.)",
            "Buenas tardes. (Good afternoon.)",
            "¡Adiós, Lola! ¡Hasta luego! (Goodbye, Lola! See you later!)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Teach the hello-and-goodbye chant from the slides, clapping the beat: ¡Hola, hola, hola! Buenos días, ¡hola! ¡Adiós, adiós, adiós! ¡Hasta luego, adiós! Say it slow, then fast, then whispering.",
            "Greeting circle: roll the ball to a child and say ¡Hola, (name)! The child answers ¡Hola, maestra! (or ¡Hola, maestro!), rolls the ball to a friend and says ¡Hola!",
            "Morning or afternoon? Hold up one of the two sun cards. Children stretch up and say Buenos días for the sunrise, or sweep an arm and say Buenas tardes for the afternoon sun.",
            "Door game: one child walks to the classroom door; the class waves and says ¡Adiós! ¡Hasta luego! The child comes back in and the class says ¡Hola!",
            "At the tables, do the worksheet together: read each item aloud and let children circle or trace while you walk around.",
          ],
          teacherSays: [
            "¡Hola, Ana! (Hi, Ana!)",
            "¿Buenos días o buenas tardes? (Good morning or good afternoon?)",
            "¡Muy bien! (Very good!)",
          ],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Thumbs check: Lola says six words in a mixed order (¡Hola!, ¡Adiós!, Buenos días, ¡Hasta luego!, Buenas tardes, ¡Hasta mañana!). Children show a thumbs up for a hello word and a thumbs down for a goodbye word.",
            "Scan the room after each word and mark on your class list any child who gets more than one wrong.",
            "Then Lola greets five or six children one at a time with Buenos días or Buenas tardes. Check that each child answers with a greeting (¡Hola! or the same greeting back) and note it on the class list. Rotate children so everyone is checked by the end of the unit.",
          ],
          teacherSays: ["¿Pulgar arriba o pulgar abajo? (Thumbs up or thumbs down?)", "¡Buenos días, Sofía! (Good morning, Sofía!)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Say the hello-and-goodbye chant one last time, standing up.",
            "Lola says goodbye to each table as the children line up; they wave and answer ¡Adiós, Lola! ¡Hasta luego!",
          ],
          teacherSays: ["¡Adiós, clase! ¡Hasta mañana! (Goodbye, class! See you tomorrow!)"],
        },
      },
      differentiation: {
        support: [
          "Pair each word with its gesture every time (wave toward you for ¡Hola!, wave while stepping back for ¡Adiós!) so children can answer with the gesture before they can say the word.",
          "Let shy children whisper their greeting to Lola instead of saying it to the class.",
        ],
        extension: [
          "Let confident children hold the puppet and greet the class, choosing Buenos días or Buenas tardes by looking at the classroom clock.",
          "Ask children to put two greetings together: ¡Hola, maestra! Buenos días.",
        ],
      },
      slides: [
        { title: "¡Hola, clase!", lines: ["¡Hola! — Hello!", "Ella es Lola. — This is Lola."] },
        { title: "Buenos días", lines: ["Buenos días. — Good morning.", "[the sun comes up]", "We say it in the morning."] },
        { title: "Buenas tardes", lines: ["Buenas tardes. — Good afternoon.", "[the sun is high in the sky]", "We say it after lunch."] },
        {
          title: "¡Adiós!",
          lines: ["¡Adiós! — Goodbye!", "¡Hasta luego! — See you later!", "¡Hasta mañana! — See you tomorrow!"],
        },
        {
          title: "Canción: ¡Hola, hola!",
          lines: ["¡Hola, hola, hola!", "Buenos días, ¡hola!", "¡Adiós, adiós, adiós!", "¡Hasta luego, adiós!"],
        },
        { title: "¿Hola o adiós?", lines: ["Thumbs up: ¡Hola! Buenos días. Buenas tardes.", "Thumbs down: ¡Adiós! ¡Hasta luego!"] },
        { title: "¡Adiós, clase!", lines: ["¡Adiós, Lola!", "¡Hasta mañana!"] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher. Circle the words that match the picture.",
          items: [
            { prompt: "[a child arriving at school and waving] ¡Hola! / ¡Adiós!", answer: "¡Hola!" },
            { prompt: "[a child leaving school with a backpack and waving] ¡Hola! / ¡Adiós!", answer: "¡Adiós!" },
            { prompt: "[the sun coming up behind a house] Buenos días / Buenas tardes", answer: "Buenos días" },
            { prompt: "[the sun high over a playground after lunch] Buenos días / Buenas tardes", answer: "Buenas tardes" },
            { prompt: "[a child going home at the end of the day] ¡Hola! / ¡Hasta mañana!", answer: "¡Hasta mañana!" },
          ],
        },
        {
          instructions: "Say the greeting with your teacher, then trace the missing word.",
          items: [
            { prompt: "Buenos ___ (in the morning)", answer: "días" },
            { prompt: "Buenas ___ (in the afternoon)", answer: "tardes" },
            { prompt: "¡Hasta ___! (see you later)", answer: "luego" },
            { prompt: "¡Hola, ___! [the class puppet]", answer: "Lola" },
          ],
        },
      ],
      listening: {
        title: "¡Hola, Lola!",
        script:
          "¡Hola! ¡Hola! Buenos días. ¡Hola, Lola! Buenos días, Lola. ¡Hola, Tomás! Buenos días, Tomás. ¡Hola, maestra! Buenos días, maestra. ¡Hola, clase! Buenos días, clase. Es la mañana. Buenos días, buenos días. ¡Hola, hola, hola! Ahora es la tarde. Buenas tardes, Lola. Buenas tardes, Tomás. Buenas tardes, maestra. Buenas tardes, clase. Es hora de ir a casa. ¡Adiós, Lola! ¡Adiós, Tomás! ¡Hasta luego! ¡Adiós, maestra! ¡Hasta mañana, clase! ¡Adiós, adiós, adiós! ¡Hasta luego, adiós!",
        questions: [
          { prompt: "What do they say in the morning: Buenos días or Buenas tardes?", answer: "Buenos días" },
          { prompt: "What do they say in the afternoon?", answer: "Buenas tardes" },
          { prompt: "What is the puppet's name?", answer: "Lola" },
          { prompt: "What do they call the teacher?", answer: "maestra" },
          { prompt: "At the end, do they say hello or goodbye?", answer: "Goodbye: ¡Adiós! ¡Hasta luego! ¡Hasta mañana!" },
        ],
      },
    },
    {
      number: 2,
      title: "¿Cómo te llamas?: what's your name?",
      minutes: 30,
      objectives: [
        "Say their own name with Me llamo... when asked ¿Cómo te llamas?",
        "Ask a classmate ¿Cómo te llamas? in a name chant and a ball game",
        "Answer sí or no to ¿Te llamas...? and ¿Se llama...? questions about classmates and puppets",
        "Put a greeting, a name and a goodbye together in a short puppet conversation",
      ],
      canDo: ["I can say my name.", "I can ask a friend's name.", "I can say hello, say my name and say goodbye."],
      vocabulary: [
        { es: "¿Cómo te llamas?", en: "What's your name?" },
        { es: "Me llamo...", en: "My name is..." },
        { es: "¿Y tú?", en: "And you?" },
        { es: "Mucho gusto.", en: "Nice to meet you." },
        { es: "¿Te llamas...?", en: "Is your name...?" },
        { es: "Se llama...", en: "His / Her name is..." },
        { es: "el nombre", en: "the name" },
        { es: "sí", en: "yes" },
        { es: "no", en: "no" },
      ],
      prepare: [
        "The class puppet Lola and a second puppet or stuffed animal called Pepe",
        "A name tag for each child (first names written large)",
        "A soft ball or beanbag",
        "A hand drum or tambourine for the name chant (clapping works too)",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Say the hello-and-goodbye chant from Lesson 1 with claps.",
            "Lola greets the class with Buenos días or Buenas tardes, depending on the time of day; the class answers with the same greeting.",
          ],
          teacherSays: ["¡Hola, clase! Buenos días. (Hello, class! Good morning.)"],
        },
        input: {
          minutes: 7,
          steps: [
            "Puppet show: Pepe arrives. Lola asks ¿Cómo te llamas? Pepe answers Me llamo Pepe. ¿Y tú? Lola answers Me llamo Lola. Both say Mucho gusto and shake paws. Perform it twice.",
            "Say your own name with a hand on your chest: Me llamo (your name). Children repeat Me llamo with a hand on their chest.",
            "Ask four or five children ¿Cómo te llamas? Accept the name alone, then recast it: Me llamo Sofía. ¡Mucho gusto, Sofía!",
            "Play the lesson's listening track. Children put a hand on their chest every time they hear Me llamo.",
          ],
          teacherSays: [
            "¿Cómo te llamas? (What's your name?)",
            "Me llamo Lola. ¿Y tú? (My name is Lola. And you?)",
            "¡Mucho gusto! (Nice to meet you!)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Name chant with the drum: the class chants ¿Cómo te llamas? ¿Cómo te llamas? (two beats each); one child answers Me llamo Sofía; the class echoes ¡Hola, Sofía! Go around the circle.",
            "Ball game: the child with the ball asks a friend ¿Cómo te llamas?, rolls the ball, and the friend answers Me llamo... and asks the next child.",
            "Sí or no: point to a child and ask ¿Te llamas Max? with the right or a wrong name; the class shouts sí or no. Do the same with the puppets: ¿Se llama Pepe?",
            "At the tables, do the worksheet together: read each item aloud, then children circle and trace.",
          ],
          teacherSays: [
            "¿Te llamas Max? (Is your name Max?)",
            "¿Se llama Lola? ¿Sí o no? (Is her name Lola? Yes or no?)",
          ],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Puppet interview: Lola visits six children, one at a time, and asks ¡Hola! ¿Cómo te llamas?",
            "Score each child on a 3-point checklist: 1 point for answering with their name, 1 point for saying Me llamo..., 1 point for asking ¿Y tú? back or saying Mucho gusto.",
            "Record the scores on your class list and visit different children in Lesson 3 so every child is checked.",
          ],
          teacherSays: ["¡Hola! ¿Cómo te llamas? (Hi! What's your name?)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "As each child lines up, they say Me llamo (name) to Lola, and Lola answers ¡Adiós, (name)!",
            "Everyone waves: ¡Adiós, Lola! ¡Hasta luego!",
          ],
          teacherSays: ["¡Adiós, Tomás! ¡Hasta luego! (Goodbye, Tomás! See you later!)"],
        },
      },
      differentiation: {
        support: [
          "Let children answer with their name alone first, then repeat Me llamo... after you.",
          "Children who are not ready to speak can hold up their name tag while the class says Se llama...",
        ],
        extension: [
          "Confident children run the puppet show with Lola and Pepe for the class, including ¿Y tú? and Mucho gusto.",
          "Children introduce a puppet or a friend with Se llama...",
        ],
      },
      slides: [
        { title: "¡Hola otra vez!", lines: ["¡Hola!", "Buenos días.", "Buenas tardes.", "¡Adiós!"] },
        { title: "¿Cómo te llamas?", lines: ["¿Cómo te llamas? — What's your name?", "Me llamo Lola. — My name is Lola."] },
        { title: "¿Y tú?", lines: ["Me llamo Pepe. ¿Y tú?", "And you?", "Me llamo Lola."] },
        { title: "Mucho gusto", lines: ["Mucho gusto. — Nice to meet you.", "[Lola and Pepe shake paws]"] },
        {
          title: "Canción de los nombres",
          lines: ["¿Cómo te llamas?", "¿Cómo te llamas?", "Me llamo Sofía.", "¡Hola, Sofía!"],
        },
        { title: "¿Sí o no?", lines: ["¿Se llama Lola? Sí.", "¿Se llama Pepe? No.", "sí — yes     no — no"] },
        { title: "¡Adiós, amigos!", lines: ["¡Adiós!", "¡Hasta luego!"] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher read each question. Circle sí or no.",
          items: [
            { prompt: "[the puppet Lola] ¿Se llama Lola? sí / no", answer: "sí" },
            { prompt: "[the puppet Pepe] ¿Se llama Lola? sí / no", answer: "no" },
            { prompt: "[the puppet Pepe] ¿Se llama Pepe? sí / no", answer: "sí" },
            { prompt: "[the puppet Lola] ¿Se llama Pepe? sí / no", answer: "no" },
          ],
        },
        {
          instructions: "Say what the puppets say, then trace the missing word.",
          items: [
            { prompt: "¿Cómo te ___?", answer: "llamas" },
            { prompt: "Me ___ Lola.", answer: "llamo" },
            { prompt: "Me llamo Pepe. ¿Y ___?", answer: "tú" },
            { prompt: "Mucho ___.", answer: "gusto" },
          ],
        },
      ],
      listening: {
        title: "¿Cómo te llamas?",
        script:
          "¡Hola! ¡Hola! Me llamo Lola. ¿Cómo te llamas? Me llamo Pepe. ¡Hola, Pepe! Mucho gusto. Mucho gusto, Lola. ¡Hola, niña! ¿Cómo te llamas? Me llamo Ana. ¿Y tú? Me llamo Pepe. Mucho gusto, Ana. ¡Hola, niño! ¿Cómo te llamas? Me llamo Tomás. ¿Y tú? Me llamo Lola. Mucho gusto, Tomás. Lola, Pepe, Ana y Tomás. ¡Somos amigos! ¿Cómo te llamas? ¿Cómo te llamas? Me llamo, me llamo, me llamo. ¡Adiós, amigos! ¡Hasta luego!",
        questions: [
          { prompt: "What is the first puppet's name?", answer: "Lola" },
          { prompt: "What is the second puppet's name?", answer: "Pepe" },
          { prompt: "What is the girl's name?", answer: "Ana" },
          { prompt: "What is the boy's name?", answer: "Tomás" },
          { prompt: "What do they say when they meet someone new?", answer: "Mucho gusto (Nice to meet you)" },
        ],
      },
    },
    {
      number: 3,
      title: "¿Cómo estás?: how are you feeling?",
      minutes: 30,
      objectives: [
        "Show and name a feeling (feliz, triste, cansado/cansada, enojado/enojada) with a face and a gesture",
        "Answer ¿Cómo estás? with Estoy + a feeling word, Bien or Más o menos",
        "Hold a full greeting exchange with a partner: hello, name, feeling and goodbye",
      ],
      canDo: [
        "I can say how I feel.",
        "I can ask a friend how they are.",
        "I can say hello, say my name, say how I feel and say goodbye.",
      ],
      vocabulary: [
        { es: "¿Cómo estás?", en: "How are you?" },
        { es: "Estoy bien.", en: "I'm fine." },
        { es: "Estoy feliz.", en: "I'm happy." },
        { es: "Estoy triste.", en: "I'm sad." },
        { es: "Estoy cansado. / Estoy cansada.", en: "I'm tired. (boy / girl)" },
        { es: "Estoy enojado. / Estoy enojada.", en: "I'm angry. (boy / girl)" },
        { es: "Más o menos.", en: "So-so." },
        { es: "Gracias.", en: "Thank you." },
      ],
      prepare: [
        "The class puppet Lola (and Pepe from Lesson 2)",
        "Six feeling cards: a happy face, a sad face, a yawning face, an angry face, a thumbs up (bien) and a wobbly flat hand (más o menos)",
        "A small hand mirror (optional) for practicing faces",
        "The lesson's listening track and a speaker",
        "One printed worksheet per child and crayons",
      ],
      plan: {
        warmUp: {
          minutes: 4,
          steps: [
            "Say the hello-and-goodbye chant, then the name chant from Lesson 2 with three or four children.",
            "Lola comes out with her head down and a sad voice. Ask the class: What do you think Lola feels? Tell them that today they will learn to say how they feel.",
          ],
          teacherSays: ["¡Hola, Lola! ¿Cómo estás? (Hi, Lola! How are you?)"],
        },
        input: {
          minutes: 8,
          steps: [
            "Show each feeling card with a face and a gesture: feliz (big smile, arms up), triste (rub your eyes), cansado/cansada (yawn and stretch), enojado/enojada (cross your arms and stomp). Children copy the face and the word.",
            "Add bien (thumbs up) and más o menos (wobbly flat hand). Explain in English that boys say cansado and enojado, girls say cansada and enojada.",
            "Ask Lola and Pepe ¿Cómo estás? and let them answer with different feelings; the children make the matching face.",
            "Play the lesson's listening track. Children make the face of each feeling they hear.",
          ],
          teacherSays: [
            "Estoy feliz. (I'm happy.)",
            "Estoy triste. (I'm sad.)",
            "Estoy cansada. Estoy cansado. (I'm tired.)",
            "¿Cómo estás? (How are you?)",
          ],
        },
        practice: {
          minutes: 11,
          steps: [
            "Faces game: say a feeling and the children make the face; then you make a face and the children say the word.",
            "Feelings song to the tune of If You're Happy and You Know It: Si estás feliz, aplaude así (clap, clap). Si estás triste, llora así (pretend to cry). Si estás cansado, bosteza así (yawn). Si estás enojado, pisa así (stomp).",
            "Model a full conversation with Lola: ¡Hola! ¿Cómo te llamas? Me llamo... ¿Cómo estás? Estoy feliz. ¡Adiós! Then children do it in pairs, taking turns.",
            "At the tables, do the worksheet together: read each item aloud and let children circle the answer.",
          ],
          teacherSays: [
            "Si estás feliz, aplaude así. (If you're happy, clap like this.)",
            "¿Cómo estás, Mateo? (How are you, Mateo?)",
          ],
        },
        assessment: {
          minutes: 5,
          steps: [
            "Listening check: say five feelings in a mixed order (feliz, cansado, triste, bien, enojado). Children make the face or gesture; note on your class list any child who is not sure.",
            "Unit can-do check: Lola greets five or six children one at a time (¡Hola! ¿Cómo te llamas? ¿Cómo estás? ¡Adiós!).",
            "Score each child on a 3-point checklist: answers the greeting, says Me llamo + name, answers ¿Cómo estás? with a feeling word. Record the scores with those from Lesson 2.",
          ],
          teacherSays: ["¿Cómo estás? (How are you?)", "¡Adiós! ¡Hasta mañana! (Goodbye! See you tomorrow!)"],
        },
        closing: {
          minutes: 2,
          steps: [
            "Each child shows with a face how they feel right now; the class says the word together (¡Ana está feliz!).",
            "Line up saying goodbye to Lola: ¡Adiós, Lola! ¡Hasta mañana!",
          ],
          teacherSays: ["Estoy feliz. ¡Gracias, clase! (I'm happy. Thank you, class!)"],
        },
      },
      differentiation: {
        support: [
          "Keep the feeling cards on the board so children can point to a card instead of saying the word.",
          "Accept one-word answers (feliz, triste) before asking for the full Estoy feliz.",
        ],
        extension: [
          "Ask confident children to add muy: Estoy muy feliz. Estoy muy cansada.",
          "Let children ask Lola ¿Y tú? and answer for her in a silly voice.",
        ],
      },
      slides: [
        { title: "¿Cómo estás?", lines: ["¿Cómo estás? — How are you?", "Estoy bien. — I'm fine.", "Más o menos. — So-so."] },
        { title: "Estoy feliz", lines: ["feliz — happy", "[a big smile, arms up]"] },
        { title: "Estoy triste", lines: ["triste — sad", "[a crying face]"] },
        { title: "Estoy cansado / cansada", lines: ["cansado, cansada — tired", "[a big yawn]"] },
        { title: "Estoy enojado / enojada", lines: ["enojado, enojada — angry", "[crossed arms, a stomp]"] },
        {
          title: "Canción: Si estás feliz",
          lines: ["Si estás feliz, aplaude así.", "Si estás triste, llora así.", "Si estás cansado, bosteza así.", "Si estás enojado, pisa así."],
        },
        { title: "¡Hola, amigo!", lines: ["¡Hola! ¿Cómo te llamas?", "Me llamo...", "¿Cómo estás?", "Estoy...", "¡Adiós!"] },
      ],
      worksheet: [
        {
          instructions: "Listen to your teacher. Circle the face that matches.",
          items: [
            { prompt: "Estoy feliz. [a smiling face] / [a crying face]", answer: "[a smiling face]" },
            { prompt: "Estoy triste. [a yawning face] / [a crying face]", answer: "[a crying face]" },
            { prompt: "Estoy cansado. [a yawning face] / [a smiling face]", answer: "[a yawning face]" },
            { prompt: "Estoy enojada. [a face with crossed arms] / [a smiling face]", answer: "[a face with crossed arms]" },
            { prompt: "Estoy bien. [a thumbs up] / [a thumbs down]", answer: "[a thumbs up]" },
          ],
        },
        {
          instructions: "How does the child feel? Say it with your teacher and circle the answer.",
          items: [
            { prompt: "[a boy opening a birthday present, smiling] Estoy feliz. / Estoy triste.", answer: "Estoy feliz." },
            { prompt: "[a girl whose ice cream fell on the ground, crying] Estoy feliz. / Estoy triste.", answer: "Estoy triste." },
            { prompt: "[a boy in pajamas, yawning at night] Estoy cansado. / Estoy enojado.", answer: "Estoy cansado." },
            { prompt: "[a girl stomping because her block tower fell] Estoy enojada. / Estoy bien.", answer: "Estoy enojada." },
          ],
        },
      ],
      listening: {
        title: "¿Cómo estás, Lola?",
        script:
          "¡Hola, Lola! ¿Cómo estás? Estoy feliz. Estoy muy feliz. ¡Hola, Pepe! ¿Cómo estás? Estoy cansado. Estoy muy cansado. ¡Hola, Ana! ¿Cómo estás? Estoy triste. Estoy un poco triste. ¡Hola, Tomás! ¿Cómo estás? Estoy enojado. Estoy muy enojado. ¡Hola, Sofía! ¿Cómo estás? Estoy bien, gracias. ¿Y tú? Más o menos. Feliz, cansado, triste, enojado. Y tú, ¿cómo estás? ¿Estás feliz? ¿Estás triste? ¡Adiós, amigos! ¡Hasta mañana!",
        questions: [
          { prompt: "How does Lola feel?", answer: "happy (feliz)" },
          { prompt: "How does Pepe feel?", answer: "tired (cansado)" },
          { prompt: "How does Ana feel?", answer: "sad (triste)" },
          { prompt: "How does Tomás feel?", answer: "angry (enojado)" },
          { prompt: "How does Sofía feel?", answer: "fine (bien)" },
        ],
      },
    },
  ],
};
