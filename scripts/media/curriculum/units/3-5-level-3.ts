// Grades 3–5 Level 3 (Novice Mid toward Novice High), Unit 1: El mundo hispano: countries, maps and landmarks — three 40-minute lessons.
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "3-5-level-3",
  number: 1,
  title: "El mundo hispano: countries, maps and landmarks",
  summary:
    "Students discover the twenty countries where Spanish is an official language, plus Puerto Rico: where they are, their capitals, how they sit on the map next to each other, and some of their most famous places, from Machu Picchu to the Panama Canal. Students move beyond memorized phrases, creating their own sentences about location (Chile está al oeste de Argentina), asking questions to guess a mystery country, and explaining which landmark they want to visit and why. By the end of the unit, students can describe a Spanish-speaking country and one of its landmarks in a short postcard of four or five original sentences.",
  lessons: [
    {
      number: 1,
      title: "Los países hispanohablantes: Spanish-speaking countries",
      minutes: 40,
      objectives: [
        "Locate the twenty Spanish-speaking countries and Puerto Rico on a map and group them by region",
        "Ask and answer ¿Dónde está...? and ¿Cuál es la capital de...? in complete sentences",
        "Understand the main facts of a short informational recording about the Spanish-speaking world",
        "Read a short first-person text about a country and answer questions in complete sentences",
      ],
      canDo: [
        "I can name Spanish-speaking countries and say in which region they are.",
        "I can ask and answer questions about a country's capital.",
        "I can understand a short text with facts about the Spanish-speaking world.",
      ],
      vocabulary: [
        { es: "el país", en: "the country" },
        { es: "la capital", en: "the capital city" },
        { es: "el mapa", en: "the map" },
        { es: "hispanohablante", en: "Spanish-speaking" },
        { es: "la lengua oficial", en: "the official language" },
        { es: "América del Norte", en: "North America" },
        { es: "América Central", en: "Central America" },
        { es: "el Caribe", en: "the Caribbean" },
        { es: "América del Sur", en: "South America" },
        { es: "Europa", en: "Europe" },
        { es: "África", en: "Africa" },
        { es: "¿Cuál es la capital de...?", en: "What is the capital of...?" },
      ],
      prepare: [
        "A large wall map showing the Americas, Spain and Equatorial Guinea",
        "A blank outline map of the same area for each student, and colored pencils",
        "Matching cards: twenty-one country cards (the twenty Spanish-speaking countries and Puerto Rico) and twenty-one capital cards; for a smaller class, use only as many country-capital pairs as you need so that each student gets one card",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Quick-write: in two minutes, pairs list every place they know where people speak Spanish.",
            "Pairs share; write the countries on the board. Ask the class to guess how many countries have Spanish as an official language.",
          ],
          teacherSays: ["¿Dónde hablan español? (Where do people speak Spanish?)", "¿Cuántos países? (How many countries?)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Play the lesson's listening track once; students check their guess (twenty countries and Puerto Rico) and write the two Spanish-speaking countries outside the Americas.",
            "Map tour, region by region on the wall map: América del Norte (México), América Central (Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica, Panamá; in Belize the official language is English), el Caribe (Cuba, República Dominicana, Puerto Rico), América del Sur (nine countries), Europa (España) and África (Guinea Ecuatorial).",
            "Model two sentence frames with examples: Chile está en América del Sur. La capital de Chile es Santiago. Students repeat and then produce one for a country you point to.",
            "Explain that Puerto Rico is a territory of the United States where people speak Spanish and English, and that in Brazil people speak Portuguese, not Spanish.",
          ],
          teacherSays: [
            "¿Dónde está Chile? Chile está en América del Sur. (Where is Chile? Chile is in South America.)",
            "¿Cuál es la capital de Chile? La capital de Chile es Santiago. (What is the capital of Chile? The capital of Chile is Santiago.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Capital match: give each student a country or a capital card. Students walk around asking ¿Cuál es tu país? or ¿Cuál es tu capital? until they find their match, then stand together and present: La capital de Perú es Lima.",
            "Map coloring: students color their outline map by region and label at least ten countries.",
            "Pair quiz: Partner A asks ¿Dónde está Bolivia? or ¿Cuál es la capital de Cuba?; Partner B answers in a complete sentence with the map. Switch after five questions.",
            "Students complete worksheet tasks 1 and 2.",
          ],
          teacherSays: ["Busca tu pareja. (Find your match.)", "Contesta con una oración completa. (Answer with a complete sentence.)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "Map quiz: say six countries (for example: Costa Rica, Argentina, España, Cuba, Guinea Ecuatorial, Honduras). Students write each one's region; five or six correct answers meet the goal.",
            "Exit ticket: students write two original sentences about a country that was not on the quiz: where it is and what its capital is. Score each sentence as correct, nearly correct or not yet.",
          ],
          teacherSays: ["Escribe la región. (Write the region.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Ask: Which country would you like to learn more about? Three students answer with Me gustaría aprender sobre... or in English.",
            "Assign worksheet task 3 (the reading about Uruguay) as homework if it was not finished.",
          ],
          teacherSays: ["¡Hasta la próxima! (See you next time!)"],
        },
      },
      differentiation: {
        support: [
          "Give students a list of the countries grouped by region to use while they color the map.",
          "Let students answer in the pair quiz with a short answer (En América del Sur.) before the full sentence.",
        ],
        extension: [
          "Students add one more fact per country with a new verb: En Chile hay muchas montañas. En Cuba hace calor.",
          "Students find the country with two capitals (Bolivia: Sucre and La Paz) and the three capitals that carry the country's name (la Ciudad de México, la Ciudad de Guatemala, la Ciudad de Panamá).",
        ],
      },
      slides: [
        {
          title: "El mundo hispano",
          lines: ["Más de 500 millones de personas hablan español.", "20 países + Puerto Rico"],
        },
        {
          title: "América del Norte y el Caribe",
          lines: ["México", "Cuba", "República Dominicana", "Puerto Rico"],
        },
        {
          title: "América Central",
          lines: ["Guatemala, Honduras, El Salvador", "Nicaragua, Costa Rica, Panamá"],
        },
        {
          title: "América del Sur",
          lines: ["Colombia, Venezuela, Ecuador", "Perú, Bolivia, Chile", "Argentina, Uruguay, Paraguay"],
        },
        { title: "Europa y África", lines: ["España — Europa", "Guinea Ecuatorial — África"] },
        {
          title: "¿Dónde está?",
          lines: ["¿Dónde está Chile?", "Chile está en América del Sur."],
        },
        {
          title: "¿Cuál es la capital?",
          lines: ["¿Cuál es la capital de Perú?", "La capital de Perú es Lima.", "México — la Ciudad de México", "España — Madrid"],
        },
      ],
      worksheet: [
        {
          instructions: "Write the region of each country: América del Norte, América Central, el Caribe, América del Sur, Europa or África.",
          items: [
            { prompt: "Costa Rica", answer: "América Central" },
            { prompt: "Argentina", answer: "América del Sur" },
            { prompt: "España", answer: "Europa" },
            { prompt: "Cuba", answer: "el Caribe" },
            { prompt: "México", answer: "América del Norte" },
            { prompt: "Guinea Ecuatorial", answer: "África" },
            { prompt: "Ecuador", answer: "América del Sur" },
            { prompt: "Honduras", answer: "América Central" },
          ],
        },
        {
          instructions: "Write a complete sentence with the capital. Use these capitals: Bogotá, Lima, Madrid, Santiago, Buenos Aires, La Habana.",
          items: [
            { prompt: "Perú", answer: "La capital de Perú es Lima." },
            { prompt: "Colombia", answer: "La capital de Colombia es Bogotá." },
            { prompt: "España", answer: "La capital de España es Madrid." },
            { prompt: "Chile", answer: "La capital de Chile es Santiago." },
            { prompt: "Argentina", answer: "La capital de Argentina es Buenos Aires." },
            { prompt: "Cuba", answer: "La capital de Cuba es La Habana." },
          ],
        },
        {
          instructions:
            "Read Inés's message, then answer each question with a complete sentence. «Hola, me llamo Inés. Soy de Uruguay. Uruguay es un país pequeño de América del Sur. Está entre Argentina y Brasil. La capital es Montevideo. En Uruguay hablamos español y tomamos mate, una bebida caliente.»",
          items: [
            { prompt: "¿De dónde es Inés?", answer: "Inés es de Uruguay." },
            { prompt: "¿Dónde está Uruguay?", answer: "Uruguay está en América del Sur, entre Argentina y Brasil." },
            { prompt: "¿Cuál es la capital de Uruguay?", answer: "La capital de Uruguay es Montevideo." },
            { prompt: "¿Qué bebida toman en Uruguay?", answer: "En Uruguay toman mate." },
          ],
        },
      ],
      listening: {
        title: "Un mundo de español",
        script:
          "El español es una lengua muy importante. Más de quinientos millones de personas hablan español en el mundo. El español es la lengua oficial de veinte países y de Puerto Rico. Casi todos estos países están en América. México está en América del Norte, y su capital es la Ciudad de México. Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica y Panamá están en América Central. Cuba, la República Dominicana y Puerto Rico están en el Caribe. En América del Sur hay nueve países hispanohablantes, por ejemplo, Colombia, Perú, Chile y Argentina. España está en Europa, y Guinea Ecuatorial está en África. Se habla español en América, en Europa y en África.",
        questions: [
          { prompt: "¿Cuántas personas hablan español en el mundo?", answer: "Más de quinientos millones." },
          { prompt: "¿En cuántos países es el español la lengua oficial?", answer: "En veinte países y en Puerto Rico." },
          { prompt: "¿Cuál es la capital de México?", answer: "La Ciudad de México." },
          { prompt: "¿Dónde está España?", answer: "En Europa." },
          { prompt: "¿Qué país hispanohablante está en África?", answer: "Guinea Ecuatorial." },
        ],
      },
    },
    {
      number: 2,
      title: "¿Dónde está?: reading a map",
      minutes: 40,
      objectives: [
        "Describe where a country is in relation to another with al norte de, al sur de, al este de, al oeste de and entre",
        "Say whether a country has a coast and on which ocean or sea",
        "Ask at least three different yes/no questions to guess a mystery country and answer a partner's questions",
        "Write four original sentences about a country's location, neighbors and coasts",
      ],
      canDo: [
        "I can describe where a country is on a map.",
        "I can ask questions to guess a mystery country.",
        "I can write several sentences about a country's location.",
      ],
      vocabulary: [
        { es: "el norte", en: "the north" },
        { es: "el sur", en: "the south" },
        { es: "el este", en: "the east" },
        { es: "el oeste", en: "the west" },
        { es: "al norte de / al sur de", en: "north of / south of" },
        { es: "al este de / al oeste de", en: "east of / west of" },
        { es: "entre... y...", en: "between... and..." },
        { es: "la frontera", en: "the border" },
        { es: "la costa", en: "the coast" },
        { es: "el océano Pacífico / el océano Atlántico", en: "the Pacific Ocean / the Atlantic Ocean" },
        { es: "el mar Caribe", en: "the Caribbean Sea" },
        { es: "tener costa / no tener costa", en: "to have a coast / to be landlocked" },
      ],
      prepare: [
        "The wall map from Lesson 1 with a compass rose (N, S, E, O)",
        "Four direction signs for the classroom walls: norte, sur, este, oeste (placed to match the real directions)",
        "The students' colored maps from Lesson 1",
        "A set of mystery-country cards per pair: ten cards, each with one country's name",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Capital ping-pong: say a country, a student answers with the capital, then says a new country to another student.",
            "Point to the four direction signs on the walls. Call out norte, sur, este, oeste; students turn and point, faster and faster. Note that Spanish uses O (oeste) for west.",
          ],
          teacherSays: ["¿Cuál es la capital de Colombia? (What is the capital of Colombia?)", "¡Miren al norte! (Look north!)"],
        },
        input: {
          minutes: 10,
          steps: [
            "On the wall map, model location sentences: Guatemala está al sur de México. Chile está al oeste de Argentina. Costa Rica está entre Nicaragua y Panamá. Students repeat and then say one sentence about a country you point to.",
            "Show coasts: Perú tiene costa en el océano Pacífico. Cuba está en el mar Caribe. Bolivia y Paraguay no tienen costa.",
            "Model yes/no questions that keep a conversation going: ¿Está en América del Sur? ¿Tiene costa? ¿Está al norte de Perú?",
            "Play the lesson's listening track, pausing after each ¿Qué país es? so students can guess before they hear the answer.",
          ],
          teacherSays: [
            "Chile está al oeste de Argentina. (Chile is west of Argentina.)",
            "Costa Rica está entre Nicaragua y Panamá. (Costa Rica is between Nicaragua and Panama.)",
            "¿Tiene costa? (Does it have a coast?)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "¿Qué país es? Partner A secretly picks a mystery-country card. Partner B asks up to ten yes/no questions (¿Está en América Central? ¿Tiene costa en el mar Caribe? ¿Está al sur de Guatemala?) and then guesses. Partner A answers with complete sentences: Sí, está en América Central.",
            "Switch roles after each country; pairs play at least four rounds.",
            "Students complete worksheet tasks 1 and 2, using their colored maps.",
          ],
          teacherSays: ["Haz preguntas de sí o no. (Ask yes-or-no questions.)", "No, no está en América del Sur. (No, it isn't in South America.)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "During the game, observe eight to ten students with a 3-point checklist: asks at least three different questions; uses a direction phrase (al norte de, entre...) correctly; answers the partner with complete sentences.",
            "Exit ticket: a riddle. Students write three clues about a country without naming it (Está en... Está al... de... Su capital es...) and write the answer on the back.",
          ],
          teacherSays: ["Escribe una adivinanza. (Write a riddle.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Read three riddles from the exit tickets aloud; the class guesses the country.",
            "Assign worksheet task 3 as homework.",
          ],
          teacherSays: ["¿Qué país es? (Which country is it?)"],
        },
      },
      differentiation: {
        support: [
          "Give students a question card with five ready-made questions for the guessing game.",
          "Let students use only al norte de and al sur de first, then add este and oeste.",
        ],
        extension: [
          "Students describe a country with two neighbors and two coasts: Panamá está entre Costa Rica y Colombia. Tiene costa en el mar Caribe y en el océano Pacífico.",
          "Students compare sizes with más grande que: Argentina es más grande que Uruguay.",
        ],
      },
      slides: [
        { title: "Los puntos cardinales", lines: ["el norte (N)", "el sur (S)", "el este (E)", "el oeste (O)"] },
        {
          title: "¿Dónde está?",
          lines: ["Guatemala está al sur de México.", "Chile está al oeste de Argentina.", "Venezuela está al este de Colombia."],
        },
        { title: "Entre", lines: ["Costa Rica está entre Nicaragua y Panamá.", "Ecuador está entre Colombia y Perú."] },
        {
          title: "La costa",
          lines: ["Perú tiene costa en el océano Pacífico.", "Cuba está en el mar Caribe.", "Bolivia y Paraguay no tienen costa."],
        },
        {
          title: "¿Qué país es?",
          lines: ["¿Está en América del Sur?", "¿Tiene costa?", "¿Está al norte de Perú?", "Sí, está... / No, no está..."],
        },
        { title: "Tu adivinanza", lines: ["Está en...", "Está al... de...", "Tiene / No tiene costa.", "Su capital es..."] },
      ],
      worksheet: [
        {
          instructions: "Complete each sentence with al norte de, al sur de, al este de or al oeste de. Use your map.",
          items: [
            { prompt: "Chile está ___ Argentina.", answer: "al oeste de" },
            { prompt: "Guatemala está ___ México.", answer: "al sur de" },
            { prompt: "Colombia está ___ Ecuador.", answer: "al norte de" },
            { prompt: "Venezuela está ___ Colombia.", answer: "al este de" },
            { prompt: "Uruguay está ___ Argentina.", answer: "al este de" },
            { prompt: "Perú está ___ Ecuador.", answer: "al sur de" },
          ],
        },
        {
          instructions: "Write cierto (true) or falso (false). If it is false, write a correct sentence.",
          items: [
            { prompt: "Bolivia tiene costa en el océano Pacífico.", answer: "Falso. Bolivia no tiene costa." },
            { prompt: "Panamá está entre Costa Rica y Colombia.", answer: "Cierto." },
            { prompt: "España está en América del Sur.", answer: "Falso. España está en Europa." },
            { prompt: "Cuba está en el mar Caribe.", answer: "Cierto." },
            { prompt: "Paraguay tiene costa en el océano Atlántico.", answer: "Falso. Paraguay no tiene costa." },
          ],
        },
        {
          instructions:
            "Choose a Spanish-speaking country and write four sentences about where it is. Model: «Ecuador está en América del Sur. Está al norte de Perú. Tiene costa en el océano Pacífico. Su capital es Quito.»",
          items: [
            { prompt: "1. ¿En qué región está?", answer: "Answers will vary. Example: Chile está en América del Sur." },
            { prompt: "2. ¿Qué país está cerca? (al norte de, al sur de, al este de, al oeste de, entre)", answer: "Answers will vary. Example: Está al oeste de Argentina." },
            { prompt: "3. ¿Tiene costa?", answer: "Answers will vary. Example: Tiene costa en el océano Pacífico." },
            { prompt: "4. ¿Cuál es su capital?", answer: "Answers will vary. Example: Su capital es Santiago." },
          ],
        },
      ],
      listening: {
        title: "Adivina el país",
        script:
          "Vamos a jugar a adivinar. Escucha bien. Este país está en América del Sur. Está al norte de Perú y al sur de Colombia. Tiene costa en el océano Pacífico. Su capital es Quito. ¿Qué país es? Es Ecuador. Ahora, otro país. Este país está en América Central. Está entre Nicaragua y Panamá. Tiene costa en el mar Caribe y en el océano Pacífico. Su capital es San José. ¿Qué país es? Es Costa Rica. Un país más. Este país no tiene costa. Está en el centro de América del Sur, entre Argentina, Brasil y Bolivia. Su capital es Asunción. ¿Qué país es? Es Paraguay.",
        questions: [
          { prompt: "¿Qué país está al norte de Perú y al sur de Colombia?", answer: "Ecuador." },
          { prompt: "¿Cuál es la capital de Costa Rica?", answer: "San José." },
          { prompt: "¿Entre qué países está Costa Rica?", answer: "Entre Nicaragua y Panamá." },
          { prompt: "¿Qué país de la adivinanza no tiene costa?", answer: "Paraguay." },
        ],
      },
    },
    {
      number: 3,
      title: "Lugares famosos: landmarks of the Spanish-speaking world",
      minutes: 40,
      objectives: [
        "Match eight famous landmarks with the country where each one is",
        "Describe a landmark in their own sentences with está en, es + adjective and hay",
        "Ask classmates ¿Qué lugar quieres visitar? ¿Por qué? and give a reason with porque",
        "Write a postcard of four or five sentences about a landmark they want to visit",
      ],
      canDo: [
        "I can name famous places in Spanish-speaking countries and say where they are.",
        "I can describe a famous place in a few sentences of my own.",
        "I can say which place I want to visit and why.",
      ],
      vocabulary: [
        { es: "el lugar famoso", en: "the famous place, the landmark" },
        { es: "la ciudad antigua", en: "the ancient city" },
        { es: "la pirámide", en: "the pyramid" },
        { es: "la montaña", en: "the mountain" },
        { es: "la catarata", en: "the waterfall" },
        { es: "la isla", en: "the island" },
        { es: "el canal", en: "the canal" },
        { es: "la selva", en: "the rainforest, the jungle" },
        { es: "alto / alta", en: "tall, high" },
        { es: "famoso / famosa", en: "famous" },
        { es: "Quiero visitar...", en: "I want to visit..." },
        { es: "porque", en: "because" },
      ],
      prepare: [
        "Photos of the eight landmarks to show on screen: Machu Picchu, Chichén Itzá, las cataratas del Iguazú, el Canal de Panamá, las islas Galápagos, la Sagrada Familia, El Yunque and el Salto Ángel",
        "Eight landmark fact cards for the jigsaw reading, each with four sentences (where it is, what it is, one detail, one fun fact), copied from the slides",
        "A blank postcard (an index card) for each student",
        "Sticky dots or small sticky notes for the class vote",
        "The lesson's listening track and a speaker",
        "One printed worksheet per student",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Show a photo of Machu Picchu without its name. Ask ¿Qué es? ¿Dónde está? Students guess in Spanish, using the map from Lessons 1 and 2.",
            "Ask which famous places students already know in a Spanish-speaking country, and list them on the board.",
          ],
          teacherSays: ["¿Qué es? ¿Dónde está? (What is it? Where is it?)", "Está en las montañas de Perú. (It's in the mountains of Peru.)"],
        },
        input: {
          minutes: 10,
          steps: [
            "Present the eight landmarks with the slides and photos. For each one, say where it is and one description: Machu Picchu es una ciudad antigua de los incas. Está en las montañas de los Andes, en Perú.",
            "Highlight adjective agreement: una ciudad antigua, un lugar famoso, una catarata alta, un volcán alto.",
            "Model wanting and reasons: Quiero visitar las islas Galápagos porque me gustan las tortugas gigantes.",
            "Play the lesson's listening track. Students note the three places the guide presents and the one she wants to visit, with her reason.",
          ],
          teacherSays: [
            "El Salto Ángel es la catarata más alta del mundo. (Angel Falls is the highest waterfall in the world.)",
            "Quiero visitar Chichén Itzá porque me gustan las pirámides. (I want to visit Chichén Itzá because I like pyramids.)",
          ],
        },
        practice: {
          minutes: 15,
          steps: [
            "Jigsaw reading: in groups of four, each student reads two fact cards and tells the group about each landmark in their own words (two or three sentences each). The group fills in worksheet task 1 together.",
            "Interview: students ask three classmates ¿Qué lugar quieres visitar? ¿Por qué? Each answer must include porque.",
            "Students complete worksheet task 2, then start their postcard (worksheet task 3): four or five sentences about the landmark they want to visit.",
          ],
          teacherSays: ["¿Qué lugar quieres visitar? ¿Por qué? (Which place do you want to visit? Why?)"],
        },
        assessment: {
          minutes: 7,
          steps: [
            "Students finish the postcard on the index card: the place, where it is, one or two descriptions of their own, and why they want to visit it.",
            "Score the postcard with a 3-point rubric: the landmark and its country are correct; at least two original description sentences (not copied from the cards); a reason with porque. Note which students write sentences beyond the models: that is the Novice High target.",
          ],
          teacherSays: ["Escribe tu postal. (Write your postcard.)"],
        },
        closing: {
          minutes: 3,
          steps: [
            "Class vote: students put a sticky dot on the slide or poster of the landmark they most want to visit; announce the winner in Spanish.",
            "Preview Unit 2: many of these places have legends, and the class will read some of them.",
          ],
          teacherSays: ["El lugar favorito de la clase es... (The class's favorite place is...)"],
        },
      },
      differentiation: {
        support: [
          "Give students a postcard frame: Quiero visitar... Está en... Es un/una... Quiero ir porque...",
          "In the jigsaw, give a student one fact card instead of two and let them read two sentences aloud.",
        ],
        extension: [
          "Students compare two landmarks: El Salto Ángel es más alto que las cataratas del Iguazú.",
          "Students research one more landmark (for example, the Salar de Uyuni in Bolivia) and write a fact card for the class.",
        ],
      },
      slides: [
        {
          title: "Machu Picchu, Perú",
          lines: ["Es una ciudad antigua de los incas.", "Está en las montañas de los Andes."],
        },
        {
          title: "Chichén Itzá, México",
          lines: ["Es una ciudad antigua de los mayas.", "Hay una pirámide famosa: El Castillo."],
        },
        {
          title: "Las cataratas del Iguazú",
          lines: ["Están en la frontera entre Argentina y Brasil.", "Hay más de doscientas cataratas."],
        },
        {
          title: "El Canal de Panamá",
          lines: ["Une el océano Atlántico y el océano Pacífico.", "Pasan barcos muy grandes."],
        },
        {
          title: "Las islas Galápagos, Ecuador",
          lines: ["Están en el océano Pacífico.", "Hay tortugas gigantes."],
        },
        {
          title: "La Sagrada Familia, España",
          lines: ["Es una iglesia muy famosa en Barcelona.", "Su arquitecto: Antoni Gaudí."],
        },
        {
          title: "El Yunque y el Salto Ángel",
          lines: ["El Yunque es una selva tropical en Puerto Rico.", "El Salto Ángel, en Venezuela, es la catarata", "más alta del mundo."],
        },
        { title: "¿Qué lugar quieres visitar?", lines: ["Quiero visitar...", "porque me gustan...", "porque quiero ver..."] },
      ],
      worksheet: [
        {
          instructions: "Write the country where each landmark is.",
          items: [
            { prompt: "Machu Picchu", answer: "Perú" },
            { prompt: "Chichén Itzá", answer: "México" },
            { prompt: "las cataratas del Iguazú", answer: "Argentina (on the border with Brazil)" },
            { prompt: "el Canal de Panamá", answer: "Panamá" },
            { prompt: "las islas Galápagos", answer: "Ecuador" },
            { prompt: "la Sagrada Familia", answer: "España (in Barcelona)" },
            { prompt: "El Yunque", answer: "Puerto Rico" },
            { prompt: "el Salto Ángel", answer: "Venezuela" },
          ],
        },
        {
          instructions: "Complete each sentence with a word from the box: antigua, alta, islas, pirámide, canal, selva.",
          items: [
            { prompt: "En Chichén Itzá hay una ___ muy famosa.", answer: "pirámide" },
            { prompt: "Machu Picchu es una ciudad ___ de los incas.", answer: "antigua" },
            { prompt: "El Salto Ángel es la catarata más ___ del mundo.", answer: "alta" },
            { prompt: "Las Galápagos son ___ en el océano Pacífico.", answer: "islas" },
            { prompt: "El ___ de Panamá une el océano Atlántico y el océano Pacífico.", answer: "canal" },
            { prompt: "El Yunque es una ___ tropical en Puerto Rico.", answer: "selva" },
          ],
        },
        {
          instructions: "Write your postcard: answer each question with a complete sentence.",
          items: [
            { prompt: "¿Qué lugar quieres visitar?", answer: "Answers will vary. Example: Quiero visitar Machu Picchu." },
            { prompt: "¿Dónde está?", answer: "Answers will vary. Example: Está en las montañas de los Andes, en Perú." },
            { prompt: "¿Cómo es?", answer: "Answers will vary. Example: Es una ciudad antigua y muy famosa." },
            { prompt: "¿Qué hay allí?", answer: "Answers will vary. Example: Hay casas de piedra y muchas llamas." },
            { prompt: "¿Por qué quieres ir allí?", answer: "Answers will vary. Example: Quiero ir porque me gustan las montañas." },
          ],
        },
      ],
      listening: {
        title: "Tres lugares famosos",
        script:
          "¡Hola, chicos! Me llamo Elena y soy guía de turismo. Hoy les presento tres lugares famosos del mundo hispano. El primer lugar es Machu Picchu. Es una ciudad antigua de los incas. Está en las montañas de los Andes, en Perú. El segundo lugar es Chichén Itzá, en México. Allí hay una pirámide muy famosa de los mayas. Se llama El Castillo. El tercer lugar es el Salto Ángel, en Venezuela. Es la catarata más alta del mundo. El agua cae casi mil metros. ¡Es increíble! Y yo, ¿qué lugar quiero visitar? Quiero visitar las islas Galápagos, en Ecuador, porque me gustan las tortugas gigantes. Y tú, ¿qué lugar quieres visitar?",
        questions: [
          { prompt: "¿Dónde está Machu Picchu?", answer: "En las montañas de los Andes, en Perú." },
          { prompt: "¿Qué hay en Chichén Itzá?", answer: "Una pirámide muy famosa de los mayas, El Castillo." },
          { prompt: "¿Qué es el Salto Ángel?", answer: "Es la catarata más alta del mundo; está en Venezuela." },
          { prompt: "¿Qué lugar quiere visitar Elena? ¿Por qué?", answer: "Las islas Galápagos, porque le gustan las tortugas gigantes." },
        ],
      },
    },
  ],
};
