// High School Spanish I — Unit 1: ¿Quién soy? (identity and relationships).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "9-12-spanish-1",
  number: 1,
  title: "¿Quién soy? Identity and relationships",
  summary:
    "Students build the language of identity: they greet people and introduce themselves formally and informally, give their age, origin and nationality, describe personality and appearance with ser and tener, and talk about the important people in their lives with possessive adjectives. Each lesson moves through the interpretive, interpersonal and presentational modes, and the unit ends with students presenting someone important to them.",
  lessons: [
    {
      number: 1,
      title: "Mucho gusto: greetings, introductions and origin",
      minutes: 50,
      objectives: [
        "Greet and introduce themselves to peers (tú) and to adults (usted) in culturally appropriate ways",
        "Exchange name, age and origin and state nationalities with correct gender agreement",
        "Identify the personal details and the register (tú or usted) in a recorded self-introduction",
      ],
      canDo: [
        "I can greet people and introduce myself, using tú with friends and usted with adults.",
        "I can ask and answer questions about name, age and where someone is from.",
        "I can understand the main details when someone introduces themselves.",
      ],
      vocabulary: [
        { es: "¿Cómo te llamas? / ¿Cómo se llama usted?", en: "What's your name? (informal / formal)" },
        { es: "¿Cómo estás? / ¿Cómo está usted?", en: "How are you? (informal / formal)" },
        { es: "Mucho gusto. / Encantado, encantada.", en: "Nice to meet you." },
        { es: "Te presento a... / Le presento a...", en: "Let me introduce you to... (informal / formal)" },
        { es: "¿De dónde eres?", en: "Where are you from?" },
        { es: "¿Cuántos años tienes?", en: "How old are you?" },
        { es: "el apellido", en: "last name" },
        { es: "la nacionalidad", en: "nationality" },
        { es: "mexicano, mexicana", en: "Mexican" },
        { es: "colombiano, colombiana", en: "Colombian" },
        { es: "puertorriqueño, puertorriqueña", en: "Puerto Rican" },
        { es: "dominicano, dominicana", en: "Dominican" },
        { es: "español, española", en: "Spanish (from Spain)" },
        { es: "estadounidense", en: "from the United States, American" },
      ],
      prepare: [
        "Slides for Lesson 1, including photos of a handshake and of friends greeting with a kiss on the cheek",
        "Printed worksheet, one per student",
        "Lesson 1 listening track",
        "Role cards for the mingle: half say Estudiante (use tú), half show an adult role such as el director, la profesora or el abuelo de un amigo (use usted)",
        "A class list to record role-play rubric scores",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 6,
          steps: [
            "Greet students at the door with a handshake and ¡Hola! ¿Cómo estás?; model the answer on slide 1.",
            "Do now (2 minutes): students list in their notebooks any Spanish greetings they know and any Spanish-speaking countries they can name. Pool the answers on the board.",
          ],
          teacherSays: [
            "¡Bienvenidos a la clase de español! (Welcome to Spanish class!)",
            "¡Hola! ¿Cómo estás? — Bien, gracias, ¿y tú? (Hi! How are you? — Fine, thanks, and you?)",
          ],
        },
        input: {
          minutes: 14,
          steps: [
            "Interpretive: play the Lesson 1 listening track (an exchange student's video introduction) twice. First listen for gist: name and country. Second listen: students answer the listening questions with a partner.",
            "Use slide 2 as the model of a self-introduction, then present tú and usted with slide 3: tú with friends, family and classmates; usted with adults you address respectfully. Role-play a formal exchange with a student playing the principal.",
            "Culture (slide 4): greeting customs, a handshake in formal settings and a kiss on the cheek between friends and family in much of Latin America. Students compare with greetings in their own community (1 minute, in English).",
            "Grammar in context (slide 5): ser de for origin and nationality agreement; nationalities ending in -ense do not change for gender. Nationalities are not capitalized in Spanish.",
          ],
          teacherSays: [
            "Buenos días, señor director. ¿Cómo está usted? (Good morning, principal. How are you?)",
            "Te presento a mi amiga Camila. — Mucho gusto. (Let me introduce my friend Camila. — Nice to meet you.)",
            "Ella es de Colombia. Es colombiana. (She's from Colombia. She's Colombian.)",
          ],
        },
        practice: {
          minutes: 16,
          steps: [
            "Interpersonal mingle (8 minutes): students get a role card and greet four classmates, choosing tú or usted according to the card; they exchange names and origin, and students also exchange ages. Each conversation ends with a goodbye.",
            "Pairs complete worksheet Tasks 1 and 2 (5 minutes); check answers on the board.",
            "Presentational (3 minutes): three volunteers introduce someone they met to the class with Les presento a...",
          ],
          teacherSays: [
            "Les presento a mi compañera Jordan. Es de Ohio. (Let me introduce my classmate Jordan to all of you. She's from Ohio.)",
            "¿Tú o usted? ¿Por qué? (Tú or usted? Why?)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Interpersonal check: call pairs to a corner for a one-minute role-play: one student is a new student, the other is the principal; they greet, exchange name and origin and say goodbye. Swap roles.",
            "Score with the rubric on slide 7, 3 points per row: Task (greets, asks and answers name and origin, says goodbye), Register (uses tú or usted correctly), Comprehensibility (easy to understand). 7 to 9 points meets the target. Score half the class today and the rest during Lesson 2's warm-up.",
            "Meanwhile, the rest of the class writes the self-introduction in worksheet Task 3, which you collect as written evidence.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "¿Tú o usted? Name a person (tu abuela, tu mejor amigo, la directora, un niño de cinco años, un policía); students hold up a T or U on a mini whiteboard or with their fingers.",
            "Preview Lesson 2: ask ¿Cómo eres? and tell students they will describe personality and appearance.",
          ],
          teacherSays: [
            "¿Tú o usted con tu abuela? (Tú or usted with your grandmother?)",
            "¡Hasta la próxima clase! (Until next class!)",
          ],
        },
      },
      differentiation: {
        support: [
          "Give a dialogue card with the tú questions on one side and the usted questions on the other for the mingle.",
          "Pre-teach country names with a labeled map so students can focus on the structure Soy de...",
        ],
        extension: [
          "Add regional informal greetings (¿Qué onda? in Mexico, ¿Qué más? in Colombia) and discuss when they would sound out of place.",
          "Heritage speakers model a formal introduction of a family member to the teacher and explain the greeting customs in their family, such as greeting every adult at a gathering.",
        ],
      },
      slides: [
        {
          title: "¡Bienvenidos!",
          lines: ["¡Hola! ¿Cómo estás?", "Bien, gracias, ¿y tú?", "Do now: list greetings and countries you know."],
        },
        {
          title: "Me presento",
          lines: ["Me llamo Daniela Restrepo.", "Tengo dieciséis años.", "Soy de Medellín, Colombia.", "Soy colombiana."],
        },
        {
          title: "¿Tú o usted?",
          lines: [
            "tú: amigos, familia, compañeros",
            "usted: adultos, el director, la profesora",
            "¿Cómo te llamas? / ¿Cómo se llama usted?",
            "¿Cómo estás? / ¿Cómo está usted?",
            "¿De dónde eres? / ¿De dónde es usted?",
          ],
        },
        {
          title: "Cultura: los saludos",
          lines: [
            "Formal: un apretón de manos (handshake)",
            "Amigos y familia: un beso en la mejilla",
            "En gran parte de Latinoamérica: un beso",
            "¿Y en tu comunidad?",
          ],
        },
        {
          title: "Nacionalidades",
          lines: [
            "Soy de México. Soy mexicano / mexicana.",
            "Soy de España. Soy español / española.",
            "Soy de Puerto Rico. Soy puertorriqueño/a.",
            "Soy de Estados Unidos. Soy estadounidense.",
            "-ense: no change for gender",
          ],
        },
        {
          title: "Presentaciones",
          lines: [
            "Te presento a Camila. (informal)",
            "Le presento a Camila. (formal, one adult)",
            "Les presento a Camila. (to a group)",
            "Mucho gusto. / Encantado. / Encantada.",
          ],
        },
        {
          title: "Rúbrica: juego de roles",
          lines: [
            "Tarea: saludar, nombre, origen, despedirse",
            "Registro: tú o usted correctamente",
            "Comprensión: se entiende sin esfuerzo",
            "3 = sí, siempre; 2 = casi; 1 = todavía no",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Tú or usted? Write the question you would ask each person, using the correct form.",
          items: [
            { prompt: "Ask a new classmate his name.", answer: "¿Cómo te llamas?" },
            { prompt: "Ask the principal how she is.", answer: "¿Cómo está usted?" },
            { prompt: "Ask your friend's grandfather his name.", answer: "¿Cómo se llama usted?" },
            { prompt: "Ask your cousin how she is.", answer: "¿Cómo estás?" },
            { prompt: "Ask a new teacher where he is from.", answer: "¿De dónde es usted?" },
            { prompt: "Ask a player on your team where he is from.", answer: "¿De dónde eres?" },
          ],
        },
        {
          instructions: "Complete each sentence with the nationality. Watch the ending.",
          items: [
            { prompt: "Shakira es de Colombia. Es ___.", answer: "colombiana" },
            { prompt: "Bad Bunny es de Puerto Rico. Es ___.", answer: "puertorriqueño" },
            { prompt: "Rafael Nadal es de España. Es ___.", answer: "español" },
            { prompt: "Salma Hayek es de México. Es ___.", answer: "mexicana" },
            { prompt: "Juan Soto es de la República Dominicana. Es ___.", answer: "dominicano" },
            { prompt: "Mi amiga Emily es de Estados Unidos. Es ___.", answer: "estadounidense" },
          ],
        },
        {
          instructions: "Presentational: write a short introduction of yourself, one sentence for each part.",
          items: [
            { prompt: "Saludo (greeting)", answer: "Model: ¡Hola! ¿Qué tal?" },
            { prompt: "Nombre y apellido", answer: "Model: Me llamo Alex Rivera." },
            { prompt: "Edad", answer: "Model: Tengo quince años." },
            { prompt: "Origen y nacionalidad", answer: "Model: Soy de Phoenix, Arizona. Soy estadounidense." },
            { prompt: "Despedida (goodbye)", answer: "Model: ¡Mucho gusto y hasta luego!" },
          ],
        },
      ],
      listening: {
        title: "Video de presentación: un estudiante de intercambio",
        script:
          "¡Hola a todos! ¿Cómo están? Me llamo Santiago Herrera Díaz. Herrera es el apellido de mi papá y Díaz es el apellido de mi mamá. En los países hispanos, muchas personas tienen dos apellidos. Tengo dieciséis años y soy de Bogotá, la capital de Colombia. Soy colombiano, pero mi mamá es venezolana. Este año soy estudiante de intercambio en su escuela. Vivo con la familia Johnson. La señora Johnson es muy simpática. Por las mañanas le digo: Buenos días, señora, ¿cómo está usted? Y a mi hermano estadounidense, Ethan, le digo: ¿Qué más, Ethan? ¿Cómo estás? Ethan todavía no habla mucho español, pero aprende rápido. Bueno, estoy muy contento de estar aquí. ¡Mucho gusto y nos vemos pronto!",
        questions: [
          { prompt: "What is Santiago's full name, and where does each last name come from?", answer: "Santiago Herrera Díaz; Herrera is his father's last name and Díaz is his mother's." },
          { prompt: "How old is he, and where is he from?", answer: "He is sixteen and from Bogotá, the capital of Colombia." },
          { prompt: "What is his mother's nationality?", answer: "She is Venezuelan." },
          { prompt: "How does he greet Mrs. Johnson, and why does he use that form?", answer: "Buenos días, señora, ¿cómo está usted? He uses usted because she is an adult he addresses respectfully." },
          { prompt: "How does he greet Ethan, and what does that show?", answer: "¿Qué más, Ethan? ¿Cómo estás? He uses the informal tú with someone his age." },
        ],
      },
    },
    {
      number: 2,
      title: "¿Cómo eres?: personality and appearance",
      minutes: 50,
      objectives: [
        "Describe personality with ser + adjectives and appearance with ser (alto, bajo) and tener (el pelo..., los ojos...), making adjectives agree in gender and number",
        "Identify how people describe themselves in short social-media-style profiles and in a recorded voicemail",
        "Ask and answer yes / no questions in an information-gap game to identify a mystery person",
      ],
      canDo: [
        "I can describe my personality and what I look like.",
        "I can ask and answer questions to find out what someone is like.",
        "I can understand a short description of a person.",
      ],
      vocabulary: [
        { es: "¿Cómo es?", en: "What is he / she like?" },
        { es: "alto, alta", en: "tall" },
        { es: "bajo, baja", en: "short (height)" },
        { es: "de estatura mediana", en: "of medium height" },
        { es: "el pelo castaño, rubio, negro, rizado", en: "brown, blond, black, curly hair" },
        { es: "los ojos azules, verdes, color café", en: "blue, green, brown eyes" },
        { es: "usar lentes", en: "to wear glasses" },
        { es: "serio, seria", en: "serious" },
        { es: "divertido, divertida", en: "fun" },
        { es: "hablador, habladora", en: "talkative" },
        { es: "amable", en: "kind" },
        { es: "responsable", en: "responsible" },
        { es: "optimista", en: "optimistic" },
        { es: "generoso, generosa", en: "generous" },
      ],
      prepare: [
        "Slides for Lesson 2",
        "Printed worksheet, one per student",
        "Lesson 2 listening track",
        "Two matching sets of 12 face cards (drawn or printed people with different heights, hair and eyes), one pair of sets per two students",
        "Mini whiteboards and markers",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Do now (slide 1): students write three adjectives in English that describe them, then find Spanish cognates on the slide (responsable, optimista, generoso).",
            "While students work, finish scoring the Lesson 1 role-plays with the pairs you did not hear yet.",
          ],
          teacherSays: ["¿Eres responsable? ¿Eres optimista? (Are you responsible? Are you optimistic?)"],
        },
        input: {
          minutes: 15,
          steps: [
            "Interpretive reading (slide 2): students read three short profiles and answer orally: ¿Quién usa lentes? ¿Quién es deportista? ¿Quién tiene el pelo rizado?",
            "Grammar in context: using the profiles, students find ser + adjective and tener + pelo / ojos, and infer the agreement rule; confirm with slides 3 and 4 (-o / -a; add -s or -es for plural; -e and -ista change only for number).",
            "Interpretive listening: play the Lesson 2 listening track (a host mother describes the two people who will pick up a student at the airport). First listen: students sketch both people. Second listen: partners answer the listening questions and compare sketches.",
          ],
          teacherSays: [
            "Mi amiga es alta y tiene el pelo rizado. (My friend is tall and has curly hair.)",
            "¿Cómo es tu mejor amigo? (What is your best friend like?)",
          ],
        },
        practice: {
          minutes: 17,
          steps: [
            "Whiteboard drill (4 minutes): say a subject and an adjective (mis hermanas + divertido); students write the full sentence (Mis hermanas son divertidas) and hold it up.",
            "Information gap ¿Quién es? (8 minutes): each partner secretly picks a face card; partners take turns asking yes / no questions from slide 5 until one identifies the other's person. Play at least two rounds.",
            "Pairs complete worksheet Tasks 1 and 2 (5 minutes); check answers.",
          ],
          teacherSays: [
            "¿Tu persona es alta o baja? (Is your person tall or short?)",
            "¿Tiene los ojos verdes? ¿Usa lentes? (Does he / she have green eyes? Does he / she wear glasses?)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Presentational quick write (6 minutes), worksheet Task 3: a five-sentence self-description for the class ¿Quiénes somos? wall.",
            "Score out of 4 with the criteria on slide 6, 1 point each: two physical traits; two personality traits; ser and tener used correctly; every adjective agrees. 3 or 4 points meets the target.",
            "Check in with two or three students while they write, and finish scoring after class.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "¿Quién soy? Read two self-descriptions aloud without names; the class guesses who wrote each one.",
            "Ask students to bring a photo (or a drawing) of someone important in their life for Lesson 3: a family member, a friend, a coach or a neighbor.",
          ],
          teacherSays: [
            "Es alto, tiene el pelo negro y es muy divertido. ¿Quién es? (He's tall, has black hair and is very fun. Who is it?)",
          ],
        },
      },
      differentiation: {
        support: [
          "Provide an adjective chart with masculine, feminine and plural forms and a simple picture for each word.",
          "During the information gap, let students read their questions from a printed question strip.",
        ],
        extension: [
          "Add comparisons: Soy más alto que mi hermano. Mi mamá es tan generosa como mi abuela.",
          "Heritage speakers add regional words (güero, chaparro, crespo, moreno) and lead a short discussion on which descriptions are affectionate in one country and may sound rude in another.",
        ],
      },
      slides: [
        {
          title: "Do now: ¿Cómo eres?",
          lines: [
            "Write three adjectives in English.",
            "Find the Spanish cognate:",
            "responsable - optimista - generoso",
            "serio - divertido - amable",
          ],
        },
        {
          title: "Perfiles",
          lines: [
            "Lucía, 16: Soy alta y tengo el pelo rizado.",
            "Soy muy divertida, pero seria en clase.",
            "Marcos, 15: Soy bajo y uso lentes.",
            "Tengo los ojos verdes. Soy responsable.",
            "Ana y Rosa, 17: Somos gemelas y deportistas.",
            "Tenemos el pelo negro y los ojos color café.",
          ],
        },
        {
          title: "Ser y tener",
          lines: [
            "ser + adjetivo: Soy alta. Es generoso.",
            "tener + el pelo / los ojos:",
            "Tengo el pelo castaño y los ojos verdes.",
            "usar lentes: Marcos usa lentes.",
          ],
        },
        {
          title: "Concordancia (agreement)",
          lines: [
            "alto / alta / altos / altas",
            "amable / amables",
            "optimista / optimistas",
            "Mis amigas son divertidas.",
            "Mis hermanos son altos.",
          ],
        },
        {
          title: "¿Quién es?",
          lines: ["¿Es alto o bajo?", "¿Tiene el pelo rubio?", "¿Tiene los ojos azules?", "¿Usa lentes?", "¡Es Marcos!"],
        },
        {
          title: "Escritura: criterios",
          lines: [
            "2 rasgos físicos (physical traits)",
            "2 rasgos de personalidad",
            "ser y tener correctamente",
            "Concordancia: o / a / os / as",
          ],
        },
      ],
      worksheet: [
        {
          instructions: "Complete each sentence with the correct form of ser or tener.",
          items: [
            { prompt: "Mi hermana ___ alta y ___ el pelo castaño.", answer: "es, tiene" },
            { prompt: "Yo ___ los ojos color café.", answer: "tengo" },
            { prompt: "Mis primos ___ muy divertidos.", answer: "son" },
            { prompt: "Tú ___ responsable y generosa.", answer: "eres" },
            { prompt: "Mi abuelo ___ el pelo blanco y usa lentes.", answer: "tiene" },
            { prompt: "Nosotros ___ optimistas.", answer: "somos" },
          ],
        },
        {
          instructions: "Write the correct form of the adjective in parentheses.",
          items: [
            { prompt: "Mis amigas son muy (divertido).", answer: "divertidas" },
            { prompt: "La profesora es (serio).", answer: "seria" },
            { prompt: "Los estudiantes son (amable).", answer: "amables" },
            { prompt: "Mi mamá es (bajo) y (generoso).", answer: "baja, generosa" },
            { prompt: "Mis hermanos son (alto) y (hablador).", answer: "altos, habladores" },
            { prompt: "Mi mejor amiga es (optimista).", answer: "optimista" },
          ],
        },
        {
          instructions: "Presentational: write a five-sentence description of yourself for the class wall.",
          items: [
            { prompt: "Physical trait with ser", answer: "Model: Soy de estatura mediana." },
            { prompt: "Physical trait with tener", answer: "Model: Tengo el pelo negro y rizado." },
            { prompt: "Personality trait", answer: "Model: Soy muy amable." },
            { prompt: "Personality trait with pero", answer: "Model: Soy divertido, pero un poco serio en clase." },
            { prompt: "Something you are not", answer: "Model: No soy habladora." },
          ],
        },
      ],
      listening: {
        title: "Mensaje de voz: ¿quién te espera en el aeropuerto?",
        script:
          "Hola, Emma, soy Isabel, tu mamá anfitriona en Lima. ¡Bienvenida al Perú! Mañana yo no puedo ir al aeropuerto porque trabajo, pero mi hijo Joaquín y mi sobrina Valeria van por ti. Te explico cómo son. Joaquín tiene diecisiete años. Es muy alto y delgado, tiene el pelo negro y corto, y usa lentes. Es un poco serio al principio, pero es muy amable. Valeria tiene quince años. Es baja, tiene el pelo castaño, largo y rizado, y los ojos verdes. Ella es muy divertida y habladora. ¡Habla todo el tiempo! Van a tener un cartel con tu nombre. Si tienes un problema, mi número está en el correo. Nos vemos mañana en la casa. Un abrazo.",
        questions: [
          { prompt: "Who is calling Emma, and why can't she go to the airport?", answer: "Isabel, her host mother in Lima; she has to work." },
          { prompt: "What does Joaquín look like?", answer: "He is seventeen, very tall and thin, with short black hair, and he wears glasses." },
          { prompt: "What is Joaquín's personality like?", answer: "A little serious at first, but very kind." },
          { prompt: "Describe Valeria.", answer: "She is fifteen and short, with long, curly brown hair and green eyes; she is very fun and talkative." },
          { prompt: "How will Emma recognize them at the airport?", answer: "They will have a sign with her name." },
        ],
      },
    },
    {
      number: 3,
      title: "Las personas importantes en mi vida: the important people in my life",
      minutes: 50,
      objectives: [
        "Name family members and other relationships (el mejor amigo, la entrenadora, el vecino) and use possessive adjectives (mi, tu, su, nuestro) correctly",
        "Identify the relationship, description and reasons in a recorded presentation about an important person",
        "Interview a partner about an important person in their life",
        "Present an important person in a one-minute talk with a photo or drawing (unit performance task)",
      ],
      canDo: [
        "I can name the important people in my life and say how they are related to me.",
        "I can describe someone important to me and explain why they matter.",
        "I can ask a classmate about the people in their life.",
      ],
      vocabulary: [
        { es: "el papá, la mamá", en: "dad, mom" },
        { es: "el hermano, la hermana", en: "brother, sister" },
        { es: "el abuelo, la abuela", en: "grandfather, grandmother" },
        { es: "el tío, la tía", en: "uncle, aunt" },
        { es: "el primo, la prima", en: "cousin" },
        { es: "el padrastro, la madrastra", en: "stepfather, stepmother" },
        { es: "el mejor amigo, la mejor amiga", en: "best friend" },
        { es: "el vecino, la vecina", en: "neighbor" },
        { es: "el entrenador, la entrenadora", en: "coach" },
        { es: "mi, mis", en: "my" },
        { es: "tu, tus", en: "your (informal)" },
        { es: "su, sus", en: "his, her, their, your (formal)" },
        { es: "nuestro, nuestra", en: "our" },
        { es: "porque", en: "because" },
      ],
      prepare: [
        "Slides for Lesson 3, with your own important-people web (real or invented) on slide 1",
        "Printed worksheet, one per student",
        "Lesson 3 listening track",
        "Students' photos or drawings of an important person (assigned at the end of Lesson 2); blank paper for students who forget",
        "Presentation rubric (slide 7), one copy per student, and a class list for scores",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Show your important-people web on slide 1. Describe each person in one sentence; students guess the relationship (¿Es su hermana? ¿Es su amiga?).",
            "Ask two students ¿Cómo es tu mejor amigo? to recycle Lesson 2.",
          ],
          teacherSays: [
            "Ella es mi hermana. Se llama Marta. Es muy generosa. (She's my sister. Her name is Marta. She's very generous.)",
            "¿Cómo es tu mejor amigo? (What is your best friend like?)",
          ],
        },
        input: {
          minutes: 14,
          steps: [
            "Introduce relationship words with the Ortiz family on slide 2 and the wider circle on slide 4 (friends, neighbors, coaches, stepparents). Remind students that families come in many shapes and that any important person counts.",
            "Grammar in context (slide 3): possessives, mi hermano / mis hermanos, nuestra familia. Stress that su can mean his, her, their or your (formal); context tells which.",
            "Interpretive: play the Lesson 3 listening track (Camila presents her aunt on the school podcast) twice; partners answer the listening questions.",
          ],
          teacherSays: [
            "¿Quién es la persona más importante en tu vida? (Who is the most important person in your life?)",
            "Mi abuela es importante para mí porque siempre me escucha. (My grandmother is important to me because she always listens to me.)",
          ],
        },
        practice: {
          minutes: 17,
          steps: [
            "Students complete worksheet Task 1 about the Ortiz family (5 minutes); check answers.",
            "Interpersonal (6 minutes): pairs interview each other about their important person with the questions on slide 5, then answer worksheet Task 2 about the people in their own lives.",
            "Presentation prep (6 minutes): students write notes (key words, not a full script) for each part of worksheet Task 3, then rehearse once in a whisper.",
          ],
          teacherSays: [
            "¿Cómo se llama? ¿Cuántos años tiene? (What's his / her name? How old is he / she?)",
            "¿Por qué es importante para ti? (Why is he / she important to you?)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Presentational: in groups of four, each student presents their important person in about one minute, showing the photo or drawing. Listeners note who the person is and one trait.",
            "Circulate and score with the rubric on slide 7, 1 to 4 per row: Content (relationship, name, age, description, reason with porque), Language (ser, tener, possessives and agreement), Delivery (comprehensible; notes used only as support). 9 or more of 12 meets the unit's Novice High target.",
            "Score any presentations you could not hear at the start of the next class.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Unit reflection on an exit slip: students rate each unit can-do statement from 1 to 3 and write one sentence in Spanish that answers the unit question ¿Quién soy?",
            "Post the photos, descriptions and sentences on the ¿Quiénes somos? wall.",
          ],
          teacherSays: ["¿Quién eres tú? Escribe una oración. (Who are you? Write one sentence.)"],
        },
      },
      differentiation: {
        support: [
          "Provide a presentation frame: Esta es mi ___ / Este es mi ___. Se llama ___. Tiene ___ años. Es ___ y ___. Es importante para mí porque ___.",
          "Let anxious students present to one partner first, or record the presentation for the teacher.",
        ],
        extension: [
          "Add what the person likes and what you do together: Le gusta cocinar. Los sábados, nosotros...",
          "Heritage speakers include roles such as el padrino, la madrina, el compadre or la comadre and explain what they mean in their family.",
        ],
      },
      slides: [
        {
          title: "Mis personas importantes",
          lines: [
            "Mi hermana, Marta: es generosa.",
            "Mi mejor amigo, Luis: es divertido.",
            "Mi vecina, la señora Ruiz: es amable.",
            "¿Quién es importante para ti?",
          ],
        },
        {
          title: "La familia Ortiz",
          lines: [
            "Los abuelos: Carmen y Jorge",
            "Sus hijos: Elena (la mamá) y Pablo (el tío)",
            "Los hijos de Elena: Sofía y Diego",
            "El hijo de Pablo: Mateo (el primo)",
          ],
        },
        {
          title: "Adjetivos posesivos",
          lines: [
            "mi / mis: mi primo, mis primos",
            "tu / tus: tu tía, tus tías",
            "su / sus: his, her, their, your (usted)",
            "nuestro / nuestra: nuestra familia",
          ],
        },
        {
          title: "Más que la familia",
          lines: [
            "el mejor amigo / la mejor amiga",
            "el vecino / la vecina",
            "el entrenador / la entrenadora",
            "el padrastro / la madrastra",
          ],
        },
        {
          title: "Entrevista",
          lines: [
            "¿Quién es tu persona importante?",
            "¿Cómo se llama? ¿Cuántos años tiene?",
            "¿Cómo es?",
            "¿Por qué es importante para ti?",
          ],
        },
        {
          title: "Mi presentación",
          lines: [
            "Esta es mi... / Este es mi...",
            "Se llama... Tiene... años.",
            "Es... y... Tiene el pelo...",
            "Es importante para mí porque...",
          ],
        },
        {
          title: "Rúbrica de presentación",
          lines: [
            "Contenido: relación, nombre, descripción, porque",
            "Lenguaje: ser, tener, posesivos, concordancia",
            "Presentación: clara, notas solo como apoyo",
            "4 excelente - 3 bien - 2 en progreso - 1 inicio",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Read about the Ortiz family and complete each sentence with a family word or a possessive. La familia Ortiz: Carmen y Jorge son los abuelos. Sus hijos son Elena y Pablo. Elena tiene dos hijos, Sofía y Diego. Pablo tiene un hijo, Mateo.",
          items: [
            { prompt: "Sofía dice: Elena es ___ mamá.", answer: "mi" },
            { prompt: "Diego dice: Pablo es mi ___.", answer: "tío" },
            { prompt: "Mateo es el ___ de Sofía y Diego.", answer: "primo" },
            { prompt: "Sofía y Diego dicen: Carmen es ___ abuela.", answer: "nuestra" },
            { prompt: "Jorge es el ___ de Mateo.", answer: "abuelo" },
            { prompt: "Elena dice: Sofía y Diego son ___ hijos.", answer: "mis" },
            { prompt: "Pablo es el hermano de Elena. Mateo es ___ hijo (his son).", answer: "su" },
          ],
        },
        {
          instructions: "Answer the questions about the people in your life in complete sentences.",
          items: [
            { prompt: "¿Cómo se llama tu mejor amigo o tu mejor amiga?", answer: "Model: Mi mejor amiga se llama Jasmine." },
            { prompt: "¿Cómo es tu mejor amigo o tu mejor amiga?", answer: "Model: Es divertida, generosa y muy optimista." },
            { prompt: "¿Tienes hermanos? ¿Cuántos?", answer: "Model: Sí, tengo dos hermanos. / No, no tengo hermanos." },
            { prompt: "¿Cómo es tu familia?", answer: "Model: Mi familia es pequeña y muy divertida." },
            { prompt: "¿Quién es una persona importante en tu escuela o en tu barrio?", answer: "Model: Mi entrenadora de vóleibol es importante para mí; es seria, pero muy amable." },
          ],
        },
        {
          instructions: "Plan your presentation about an important person. Write notes or a sentence for each part.",
          items: [
            { prompt: "¿Quién es? (relationship)", answer: "Model: Esta es mi abuela." },
            { prompt: "Nombre y edad", answer: "Model: Se llama Rosa y tiene sesenta y ocho años." },
            { prompt: "Descripción física", answer: "Model: Es baja, tiene el pelo blanco y usa lentes." },
            { prompt: "Personalidad", answer: "Model: Es muy generosa y divertida." },
            { prompt: "¿Por qué es importante para ti?", answer: "Model: Es importante para mí porque siempre me escucha y me ayuda." },
          ],
        },
      ],
      listening: {
        title: "Pódcast escolar: mi persona favorita",
        script:
          "Hola, me llamo Camila y hoy les presento a la persona más importante de mi vida, mi tía Lorena. Ella es la hermana de mi mamá. Tiene treinta y cinco años y vive en nuestro edificio, en el tercer piso. Mi tía es baja, tiene el pelo negro y rizado y los ojos grandes y color café. Es enfermera en un hospital y es muy trabajadora. También es muy divertida. ¡Siempre cuenta chistes! Mis padres trabajan mucho, entonces muchas tardes estoy con ella. Nosotras cocinamos, vemos películas y hablamos de todo. Su hijo, mi primo Tomás, tiene seis años y es como mi hermano menor. Mi tía es importante para mí porque siempre me escucha y me ayuda con mis problemas. ¡Te quiero mucho, tía!",
        questions: [
          { prompt: "Who is Lorena, and how is she related to Camila?", answer: "She is Camila's aunt, her mother's sister." },
          { prompt: "Where does Lorena live?", answer: "In the same building as Camila, on the third floor." },
          { prompt: "What does Lorena look like, and what is her job?", answer: "She is short, with curly black hair and big brown eyes; she is a nurse at a hospital." },
          { prompt: "What do Camila and her aunt do together?", answer: "They cook, watch movies and talk about everything." },
          { prompt: "Why is Lorena important to Camila?", answer: "Because she always listens to her and helps her with her problems." },
        ],
      },
    },
  ],
};
