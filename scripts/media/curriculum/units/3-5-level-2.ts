// Grades 3–5 Level 2 (Novice Mid), Unit 1: Mi comunidad: places in town and how to get there — three 40-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "3-5-level-2",
  number: 1,
  title: "Mi comunidad: places in town and how to get there",
  summary:
    "Students explore the places in a town (the library, the park, the bakery, the pharmacy...), compare their own community with a small town in Mexico, say where they are going, why and how they get there, and ask for and give simple directions on a town map. By the end of the unit, students can describe their community in a few connected sentences with hay and no hay, and hold a short conversation to find their way to a place: ¿Cómo llego a la biblioteca? Sigue derecho y dobla a la derecha.",
  lessons: [
    {
      number: 1,
      title: "Los lugares de mi comunidad: places in town",
      minutes: 40,
      objectives: [
        "Identify ten places in town from pictures and from a one-sentence description",
        "Describe their community with hay and no hay: En mi comunidad hay un parque, pero no hay museo.",
        "Ask a partner ¿Qué hay en tu comunidad? and record the answers",
        "Understand the main idea and key details of a short description of a town",
      ],
      canDo: [
        "I can name places in my town.",
        "I can say what there is and what there isn't in my community.",
        "I can understand a short description of a town.",
      ],
      vocabulary: [
        { es: "la comunidad", en: "the community" },
        { es: "la escuela", en: "the school" },
        { es: "el parque", en: "the park" },
        { es: "la biblioteca", en: "the library" },
        { es: "el supermercado", en: "the supermarket" },
        { es: "la panadería", en: "the bakery" },
        { es: "la farmacia", en: "the pharmacy" },
        { es: "el hospital", en: "the hospital" },
        { es: "el museo", en: "the museum" },
        { es: "el restaurante", en: "the restaurant" },
        { es: "la plaza", en: "the town square" },
        { es: "hay / no hay", en: "there is, there are / there isn't, there aren't" },
      ],
      prepare: [
        "Picture cards of the ten places, large enough for the whole class to see",
        "A town map drawn on chart paper with empty labels on each building",
        "A blank 3 x 3 bingo grid per student",
        "Sticky notes",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Cognate hunt: write hospital, restaurante, museo, supermercado and farmacia on the board. Students guess the English meaning with a partner.",
            "Ask which of these places there are near the school; students answer with the word or by raising their hands.",
          ],
          teacherSays: ["¿Qué significa hospital? (What does hospital mean?)", "¿Hay un museo cerca de la escuela? (Is there a museum near the school?)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Present each picture card with a sentence that tells what people do there: Aquí compramos pan. Es la panadería. Students repeat the name of the place with its article.",
            "Stick the labels on the town map as you go, and model hay and no hay: En este pueblo hay una plaza. No hay hospital.",
            "Explain that many towns in Latin America are built around a central plaza, with the church, shops and the town hall around it.",
            "Play the lesson's listening track twice. First listening: students raise a hand at each place they hear. Second listening: students write down two places that there are and one that there isn't in Valeria's town.",
          ],
          teacherSays: [
            "Aquí hay muchos libros. Es la biblioteca. (There are a lot of books here. It's the library.)",
            "En mi comunidad hay un parque. (In my community there is a park.)",
            "No hay museo. (There isn't a museum.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Bingo de lugares: students write nine places in their grid. Read clues (Aquí compramos medicina.); students cover the matching place. The first to call ¡Bingo! reads back the places in Spanish.",
            "Partner interview: students ask ¿Qué hay en tu comunidad? and note three places their partner names on sticky notes; pairs compare with Hay... / No hay...",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["Aquí compramos medicina. (We buy medicine here.)", "¿Qué hay en tu comunidad? (What is there in your community?)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "Listening check: read five clues (for example: Aquí jugamos al fútbol.). Students write the place with el or la on a mini whiteboard; note who gets four or five right.",
            "Exit ticket: students write three sentences about their community, with at least one hay and one no hay. Score each sentence as correct, nearly correct or not yet.",
          ],
          teacherSays: ["Escribe tres oraciones sobre tu comunidad. (Write three sentences about your community.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Two volunteers read their exit ticket aloud; the class raises a hand if the same places are in their community.",
            "Assign worksheet task 3 as homework: four sentences about their community.",
          ],
          teacherSays: ["¡Hasta la próxima clase! (See you next class!)"],
        },
      },
      differentiation: {
        support: [
          "Give students a word bank with a small picture next to each place.",
          "In the bingo game, let students play in pairs with one card.",
        ],
        extension: [
          "Students add a detail with porque: Mi lugar favorito es la biblioteca porque me gusta leer.",
          "Students describe Valeria's town and their own town in a Venn diagram.",
        ],
      },
      slides: [
        { title: "Mi comunidad", lines: ["la comunidad — the community", "¿Qué hay en tu comunidad?"] },
        {
          title: "Lugares (1)",
          lines: ["la escuela — the school", "el parque — the park", "la biblioteca — the library", "la plaza — the town square"],
        },
        {
          title: "Lugares (2)",
          lines: ["el supermercado — the supermarket", "la panadería — the bakery", "la farmacia — the pharmacy", "el restaurante — the restaurant"],
        },
        { title: "Lugares (3)", lines: ["el hospital — the hospital", "el museo — the museum"] },
        {
          title: "¿Qué hacemos aquí?",
          lines: ["Aquí compramos pan. — la panadería", "Aquí hay muchos libros. — la biblioteca", "Aquí jugamos. — el parque"],
        },
        {
          title: "Hay / No hay",
          lines: ["En mi comunidad hay un parque.", "También hay una biblioteca.", "No hay museo.", "hay — there is / there are"],
        },
        { title: "La plaza", lines: ["Many Latin American towns have a central plaza.", "Around it: shops, a church, the town hall."] },
      ],
      worksheet: [
        {
          instructions: "Read the clue and write the place with el or la.",
          items: [
            { prompt: "Aquí hay muchos libros.", answer: "la biblioteca" },
            { prompt: "Aquí compramos pan.", answer: "la panadería" },
            { prompt: "Aquí compramos medicina.", answer: "la farmacia" },
            { prompt: "Aquí jugamos y corremos.", answer: "el parque" },
            { prompt: "Aquí comemos con la familia y un mesero nos trae la comida.", answer: "el restaurante" },
            { prompt: "Aquí trabajan los doctores.", answer: "el hospital" },
            { prompt: "Aquí compramos fruta, leche y cereal.", answer: "el supermercado" },
            { prompt: "Aquí vemos arte e historia.", answer: "el museo" },
          ],
        },
        {
          instructions:
            "Read about the town of San Pedro, then write hay or no hay. «En San Pedro hay un parque, una biblioteca, una panadería y una escuela. No hay museo, no hay hospital y no hay supermercado.»",
          items: [
            { prompt: "En San Pedro ___ un parque.", answer: "hay" },
            { prompt: "En San Pedro ___ museo.", answer: "no hay" },
            { prompt: "En San Pedro ___ una biblioteca.", answer: "hay" },
            { prompt: "En San Pedro ___ hospital.", answer: "no hay" },
            { prompt: "En San Pedro ___ una panadería.", answer: "hay" },
            { prompt: "En San Pedro ___ supermercado.", answer: "no hay" },
          ],
        },
        {
          instructions: "Write about your community. Finish each sentence.",
          items: [
            { prompt: "En mi comunidad hay ___.", answer: "Answers will vary. Example: En mi comunidad hay un parque y una biblioteca." },
            { prompt: "También hay ___.", answer: "Answers will vary. Example: También hay una farmacia." },
            { prompt: "No hay ___.", answer: "Answers will vary. Example: No hay museo." },
            { prompt: "Mi lugar favorito es ___.", answer: "Answers will vary. Example: Mi lugar favorito es el parque." },
          ],
        },
      ],
      listening: {
        title: "El pueblo de Valeria",
        script:
          "¡Hola! Me llamo Valeria y vivo en un pueblo pequeño cerca de Guadalajara, en México. Mi comunidad es bonita y tranquila. En el centro hay una plaza grande con árboles y flores. Al lado de la plaza hay una panadería. Me gusta comprar pan dulce allí con mi abuela. También hay una biblioteca, una farmacia y un supermercado pequeño. Mi escuela está cerca del parque. Después de clases, juego al fútbol en el parque con mis amigos. En mi pueblo no hay museo y no hay hospital. El hospital está en la ciudad. Y tú, ¿qué hay en tu comunidad?",
        questions: [
          { prompt: "¿Dónde vive Valeria?", answer: "En un pueblo pequeño cerca de Guadalajara, en México." },
          { prompt: "¿Qué hay en el centro del pueblo?", answer: "Una plaza grande con árboles y flores." },
          { prompt: "¿Qué compra Valeria en la panadería?", answer: "Pan dulce." },
          { prompt: "¿Dónde juega al fútbol Valeria?", answer: "En el parque." },
          { prompt: "¿Qué no hay en el pueblo de Valeria?", answer: "No hay museo y no hay hospital." },
        ],
      },
    },
    {
      number: 2,
      title: "¿Adónde vas?: going places and getting there",
      minutes: 40,
      objectives: [
        "Say where they are going with voy a la... and voy al..., using the contraction al (a + el) correctly",
        "Say how they get there: a pie, en bicicleta, en autobús, en carro, en metro",
        "Say why they go to a place with para + an activity: Voy a la biblioteca para leer.",
        "Ask three classmates ¿Adónde vas el sábado? ¿Cómo vas? and record their answers",
      ],
      canDo: [
        "I can say where I am going and why.",
        "I can say how I get to places in my town.",
        "I can ask a classmate where they are going and understand the answer.",
      ],
      vocabulary: [
        { es: "¿Adónde vas?", en: "Where are you going?" },
        { es: "Voy a la... / Voy al...", en: "I'm going to the..." },
        { es: "al (a + el)", en: "to the (before a masculine noun)" },
        { es: "¿Cómo vas?", en: "How do you get there?" },
        { es: "a pie", en: "on foot" },
        { es: "en bicicleta", en: "by bike" },
        { es: "en autobús", en: "by bus" },
        { es: "en carro", en: "by car" },
        { es: "en metro", en: "by subway" },
        { es: "para + leer, jugar, comprar...", en: "(in order) to read, play, buy..." },
        { es: "cerca / lejos", en: "near / far" },
        { es: "el sábado", en: "on Saturday" },
      ],
      prepare: [
        "The ten place cards and the town map from Lesson 1",
        "Five transportation cards (a person walking, a bike, a bus, a car, a subway train)",
        "Four corner signs for the classroom: el parque, la biblioteca, el supermercado, la panadería",
        "A survey chart per student with three rows (nombre, ¿adónde?, ¿cómo?)",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Show place cards quickly; students call out the place with its article.",
            "Ask three students ¿Qué hay en tu comunidad? and have them answer with hay.",
          ],
          teacherSays: ["¿Qué es? (What is it?)", "¿Qué hay en tu comunidad? (What is there in your community?)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Model voy a la and voy al with the place cards. Sort the cards on the board into two columns, la and el, and show that a + el becomes al.",
            "Introduce the five ways to get there with gestures (walking, pedaling, holding a bus strap, steering a wheel, a train whistle) and the question ¿Cómo vas?",
            "Add para + activity: Voy a la panadería para comprar pan. Voy al parque para jugar.",
            "Play the lesson's listening track. Students complete a three-column note grid while listening: place, how, why.",
          ],
          teacherSays: [
            "¿Adónde vas? Voy al parque. (Where are you going? I'm going to the park.)",
            "¿Cómo vas? Voy en bicicleta. (How do you get there? I go by bike.)",
            "Voy a la biblioteca para leer. (I'm going to the library to read.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Four corners: say a sentence (Voy al parque en bicicleta.). Students walk to the right corner miming the transport. Then a student gives the next sentence.",
            "Charades: a student mimes a place and a way of getting there; the group guesses with a full sentence: ¡Vas a la biblioteca a pie!",
            "Saturday survey: students ask three classmates ¿Adónde vas el sábado? ¿Cómo vas? and record the answers on the survey chart.",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["¿Adónde vas el sábado? (Where are you going on Saturday?)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "While students do the survey, observe eight to ten students with a 3-point checklist: asks ¿Adónde vas?; answers with voy a la or voy al correctly; adds how (en bicicleta) or why (para + activity).",
            "Exit ticket: students write one full sentence about their Saturday with a place, how they go and why: Voy al parque en bicicleta para jugar.",
          ],
          teacherSays: ["Escribe una oración: adónde, cómo y para qué. (Write a sentence: where, how and what for.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Share survey results: ¿Cuántos van al parque? Count hands and write the totals on the board.",
            "Assign worksheet task 3 as homework.",
          ],
          teacherSays: ["¿Quién va al parque el sábado? (Who is going to the park on Saturday?)"],
        },
      },
      differentiation: {
        support: [
          "Keep the la / el columns on the board so students can check al or a la before they speak.",
          "Accept two-part sentences (Voy al parque. En bicicleta.) before asking for one full sentence.",
        ],
        extension: [
          "Students add cerca or lejos and a reason: Voy a pie porque la biblioteca está cerca.",
          "Students ask a follow-up question: ¿Con quién vas?",
        ],
      },
      slides: [
        { title: "¿Adónde vas?", lines: ["¿Adónde vas? — Where are you going?", "Voy a la biblioteca.", "Voy al parque."] },
        { title: "a + el = al", lines: ["a + el parque = al parque", "a + la biblioteca = a la biblioteca", "Voy al museo. Voy a la plaza."] },
        {
          title: "¿Cómo vas?",
          lines: ["a pie — on foot", "en bicicleta — by bike", "en autobús — by bus", "en carro — by car", "en metro — by subway"],
        },
        { title: "¿Para qué?", lines: ["Voy a la panadería para comprar pan.", "Voy al parque para jugar.", "Voy a la biblioteca para leer."] },
        { title: "¿Cerca o lejos?", lines: ["El parque está cerca. Voy a pie.", "El museo está lejos. Voy en autobús."] },
        { title: "El sábado", lines: ["¿Adónde vas el sábado?", "¿Cómo vas?", "Voy al... / a la... en... para..."] },
      ],
      worksheet: [
        {
          instructions: "Write al or a la.",
          items: [
            { prompt: "Voy ___ parque.", answer: "al" },
            { prompt: "Voy ___ biblioteca.", answer: "a la" },
            { prompt: "Voy ___ supermercado.", answer: "al" },
            { prompt: "Voy ___ escuela.", answer: "a la" },
            { prompt: "Voy ___ museo.", answer: "al" },
            { prompt: "Voy ___ farmacia.", answer: "a la" },
            { prompt: "Voy ___ restaurante.", answer: "al" },
            { prompt: "Voy ___ panadería.", answer: "a la" },
          ],
        },
        {
          instructions: "Read the clue and write how the person goes: a pie, en bicicleta, en autobús, en carro or en metro.",
          items: [
            { prompt: "Ana camina a la escuela. Va ___.", answer: "a pie" },
            { prompt: "Sam tiene una bicicleta roja. Va al parque ___.", answer: "en bicicleta" },
            { prompt: "Luis espera en la parada con muchas personas. Va al museo ___.", answer: "en autobús" },
            { prompt: "Papá maneja. La familia va al supermercado ___.", answer: "en carro" },
            { prompt: "Marta toma el tren debajo de la ciudad. Va a la biblioteca ___.", answer: "en metro" },
          ],
        },
        {
          instructions: "Answer each question with a complete sentence.",
          items: [
            { prompt: "¿Adónde vas para comprar pan?", answer: "Voy a la panadería." },
            { prompt: "¿Adónde vas para leer libros?", answer: "Voy a la biblioteca." },
            { prompt: "¿Adónde vas para jugar?", answer: "Voy al parque." },
            { prompt: "¿Adónde vas para comprar medicina?", answer: "Voy a la farmacia." },
            { prompt: "¿Cómo vas a la escuela?", answer: "Answers will vary. Example: Voy a la escuela en autobús." },
          ],
        },
      ],
      listening: {
        title: "El sábado de Tomás",
        script:
          "Hola, soy Tomás. Hoy es sábado y tengo muchos planes. Primero, voy a la panadería con mi papá para comprar pan. La panadería está cerca de mi casa, entonces vamos a pie. Después, voy a la biblioteca en bicicleta para leer libros de animales. Me encantan los libros de tiburones. Por la tarde, voy al parque con mi hermana para jugar al fútbol. El parque está lejos, entonces vamos en autobús. Por la noche, mi familia y yo vamos al restaurante en carro. ¡Me gusta mucho el sábado! Y tú, ¿adónde vas el sábado?",
        questions: [
          { prompt: "¿Cómo va Tomás a la panadería?", answer: "A pie, porque la panadería está cerca." },
          { prompt: "¿Para qué va Tomás a la biblioteca?", answer: "Para leer libros de animales." },
          { prompt: "¿Con quién va Tomás al parque?", answer: "Con su hermana." },
          { prompt: "¿Cómo van al parque?", answer: "En autobús, porque el parque está lejos." },
          { prompt: "¿Adónde va la familia por la noche?", answer: "Al restaurante, en carro." },
        ],
      },
    },
    {
      number: 3,
      title: "¿Cómo llego?: asking for and giving directions",
      minutes: 40,
      objectives: [
        "Follow oral directions on a town map and name the place where they arrive",
        "Give directions with sigue derecho, dobla a la derecha, dobla a la izquierda, camina... cuadras and cruza la calle",
        "Describe where a place is with al lado de, enfrente de and entre",
        "Complete a partner information-gap task on a town map",
      ],
      canDo: [
        "I can ask how to get to a place in town.",
        "I can give simple directions on a map.",
        "I can say where a place is: next to, across from or between two places.",
      ],
      vocabulary: [
        { es: "¿Cómo llego a...?", en: "How do I get to...?" },
        { es: "Sigue derecho.", en: "Go straight ahead." },
        { es: "Dobla a la derecha.", en: "Turn right." },
        { es: "Dobla a la izquierda.", en: "Turn left." },
        { es: "Camina dos cuadras.", en: "Walk two blocks." },
        { es: "Cruza la calle.", en: "Cross the street." },
        { es: "la calle", en: "the street" },
        { es: "la cuadra", en: "the block" },
        { es: "la esquina", en: "the corner" },
        { es: "al lado de", en: "next to" },
        { es: "enfrente de", en: "across from / in front of" },
        { es: "entre... y...", en: "between... and..." },
      ],
      prepare: [
        "The class town map for this lesson, drawn on the board or on chart paper: one street, la calle Principal, running left to right. North side, left to right: la escuela, la biblioteca, el parque, el museo. South side, left to right: la panadería, la farmacia, el supermercado, el restaurante.",
        "A printed copy of the same map for each student (Partner A's copy shows the north side only, Partner B's the south side only, for the information gap)",
        "Masking tape to lay out two crossing streets on the classroom floor for the robot game",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Ask three students ¿Adónde vas el sábado? ¿Cómo vas?",
            "Left and right: students raise the right hand (la mano derecha) and the left hand (la mano izquierda) as you call them, faster and faster.",
          ],
          teacherSays: ["Levanten la mano derecha. Levanten la mano izquierda. (Raise your right hand. Raise your left hand.)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Walk the directions with your body: sigue derecho (step forward), dobla a la derecha, dobla a la izquierda (turn), cruza la calle (look both ways and step), para (stop). Students copy from their seats with arm gestures.",
            "On the class map, trace routes from la escuela with your finger: Camina dos cuadras. ¿Dónde estás? En el parque.",
            "Describe locations on the map: La biblioteca está entre la escuela y el parque. La farmacia está enfrente de la biblioteca. Point out de + el = del: al lado del parque.",
            "Play the lesson's listening track. Students trace the routes on their map and write where the museum and the pharmacy are.",
          ],
          teacherSays: [
            "Sigue derecho. Camina dos cuadras. (Go straight. Walk two blocks.)",
            "Dobla a la derecha. (Turn right.)",
            "La farmacia está enfrente de la biblioteca. (The pharmacy is across from the library.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Robot game: on the taped streets, one student is the robot and another gives directions to reach a place card at the end of a street (Sigue derecho. Dobla a la izquierda. ¡Para!). Switch roles after each place.",
            "Information gap: Partner A knows the north side of the street, Partner B the south side. They ask ¿Dónde está la farmacia? and answer with al lado de, enfrente de or entre until both maps are complete.",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["¿Dónde está la farmacia? (Where is the pharmacy?)", "¡Para! (Stop!)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "Map check: read four routes, each starting at la escuela (for example: Camina tres cuadras y cruza la calle.). Students write the place where they arrive; four correct answers meet the goal.",
            "Exit ticket: students write directions from la escuela to a place of their choice, and one sentence that says where that place is (al lado de, enfrente de or entre). Score with a 3-point checklist: the route is correct; uses at least two direction phrases; the location sentence is correct.",
          ],
          teacherSays: ["Empieza en la escuela. (Start at the school.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Two students read their directions aloud; the class follows on the map and says where they arrive.",
            "Preview: ask students to notice, on their way home, one place next to another, to describe it in Spanish next class.",
          ],
          teacherSays: ["¡Buen viaje a casa! (Have a good trip home!)"],
        },
      },
      differentiation: {
        support: [
          "Give students a direction card with an arrow drawn next to each phrase (straight, right, left).",
          "In the information gap, let students point on the map and say only the place names, then build the sentence together.",
        ],
        extension: [
          "Students write directions with three or more steps, including turns, for a map of their own neighborhood.",
          "Students play the asking role politely: Perdón, ¿cómo llego al museo? and thank their partner: Muchas gracias. De nada.",
        ],
      },
      slides: [
        { title: "¿Cómo llego?", lines: ["Perdón, ¿cómo llego al museo?", "How do I get to the museum?"] },
        {
          title: "Las direcciones",
          lines: ["Sigue derecho. — Go straight.", "Dobla a la derecha. — Turn right.", "Dobla a la izquierda. — Turn left.", "Cruza la calle. — Cross the street."],
        },
        { title: "Las cuadras", lines: ["Camina una cuadra. — Walk one block.", "Camina dos cuadras. — Walk two blocks.", "la esquina — the corner"] },
        {
          title: "La calle Principal",
          lines: [
            "Norte (north side), left to right:",
            "escuela, biblioteca, parque, museo",
            "Sur (south side), left to right:",
            "panadería, farmacia, supermercado, restaurante",
          ],
        },
        {
          title: "¿Dónde está?",
          lines: ["al lado de — next to", "enfrente de — across from", "entre... y... — between... and...", "de + el = del: al lado del parque"],
        },
        {
          title: "Ejemplos",
          lines: ["La biblioteca está entre la escuela y el parque.", "La farmacia está enfrente de la biblioteca.", "El museo está al lado del parque."],
        },
      ],
      worksheet: [
        {
          instructions:
            "Use the map of la calle Principal. North side, left to right: la escuela, la biblioteca, el parque, el museo. South side, left to right: la panadería, la farmacia, el supermercado, el restaurante. Write cierto (true) or falso (false).",
          items: [
            { prompt: "La biblioteca está al lado de la escuela.", answer: "cierto" },
            { prompt: "El parque está enfrente del restaurante.", answer: "falso (está enfrente del supermercado)" },
            { prompt: "La farmacia está entre la panadería y el supermercado.", answer: "cierto" },
            { prompt: "El museo está al lado de la escuela.", answer: "falso (está al lado del parque)" },
            { prompt: "La panadería está enfrente de la escuela.", answer: "cierto" },
          ],
        },
        {
          instructions: "Start at la escuela each time. Follow the directions and write the place where you arrive.",
          items: [
            { prompt: "Camina una cuadra.", answer: "la biblioteca" },
            { prompt: "Camina dos cuadras.", answer: "el parque" },
            { prompt: "Cruza la calle.", answer: "la panadería" },
            { prompt: "Camina tres cuadras y cruza la calle.", answer: "el restaurante" },
            { prompt: "Camina dos cuadras y cruza la calle.", answer: "el supermercado" },
          ],
        },
        {
          instructions: "Complete each sentence with al lado de, enfrente de or entre.",
          items: [
            { prompt: "La biblioteca está ___ la escuela y el parque.", answer: "entre" },
            { prompt: "La farmacia está ___ la biblioteca.", answer: "enfrente de" },
            { prompt: "La panadería está ___ la farmacia.", answer: "al lado de" },
            { prompt: "El supermercado está ___ la farmacia y el restaurante.", answer: "entre" },
          ],
        },
      ],
      listening: {
        title: "¿Cómo llego al museo?",
        script:
          "Perdón, ¿cómo llego al museo? Es fácil. Estás en la escuela. Sigue derecho por la calle Principal y camina tres cuadras. El museo está al lado del parque. ¿Al lado del parque? Sí, y enfrente del restaurante. ¡Muchas gracias! De nada. Disculpa, una pregunta más. ¿Dónde está la farmacia? La farmacia está enfrente de la biblioteca, entre la panadería y el supermercado. ¿Está lejos? No, está muy cerca. Camina una cuadra y cruza la calle. ¡Gracias! ¡Que te vaya bien!",
        questions: [
          { prompt: "¿Qué lugar busca la persona primero?", answer: "El museo." },
          { prompt: "¿Cuántas cuadras camina para llegar al museo?", answer: "Tres cuadras." },
          { prompt: "¿Qué lugar está al lado del museo?", answer: "El parque." },
          { prompt: "¿Dónde está la farmacia?", answer: "Enfrente de la biblioteca, entre la panadería y el supermercado." },
          { prompt: "¿Está lejos la farmacia?", answer: "No, está muy cerca." },
        ],
      },
    },
  ],
};
