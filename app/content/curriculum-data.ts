// Made by `npm run media:curriculum` (scripts/media/make-curriculum.ts) from scripts/media/curriculum/units/:
// do not edit by hand. The pack's curriculum units and lessons (app/content/curriculum.ts), with their files.

export const curriculumData = [
  {
    "product": "3-5-level-1",
    "number": 1,
    "title": "Me presento: introducing myself and my classmates",
    "summary": "Students' first unit of Spanish: they greet people and say goodbye, ask and tell names, say how they are, give their age and where they are from and live, and introduce a classmate. A mingle game, partner interviews, short profiles of children from Spanish-speaking countries and a written 'Me presento' card build toward the unit's performance task. By the end of the unit, students can introduce themselves in four or five sentences and present a classmate to a small group.",
    "lessons": [
      {
        "number": 1,
        "title": "¡Hola! ¿Cómo te llamas?: greetings and names",
        "minutes": 40,
        "objectives": [
          "Greet a classmate and say goodbye with a greeting that fits the time of day",
          "Ask ¿Cómo te llamas? and answer with Me llamo...",
          "Ask and answer ¿Cómo estás? with bien, mal or más o menos",
          "Perform a six-line greeting conversation with a partner without reading it"
        ],
        "canDo": [
          "I can greet someone and say goodbye.",
          "I can ask someone's name and say my name.",
          "I can ask someone how they are and say how I am."
        ],
        "vocabulary": [
          "¡Hola! — Hello! / Hi!",
          "Buenos días. / Buenas tardes. — Good morning. / Good afternoon.",
          "¿Cómo te llamas? — What's your name?",
          "Me llamo... — My name is...",
          "Mucho gusto. — Nice to meet you.",
          "Igualmente. — Likewise.",
          "¿Cómo estás? — How are you?",
          "bien / mal / más o menos — fine / not well / so-so",
          "gracias — thank you",
          "¿Y tú? — And you?",
          "¡Adiós! — Goodbye!",
          "¡Hasta luego! — See you later!"
        ],
        "listeningTitle": "El primer día de clases",
        "transcript": "¡Hola! Buenos días. Me llamo Sofía. ¿Cómo te llamas? Hola, Sofía. Me llamo Mateo. Mucho gusto, Mateo. Igualmente. ¿Cómo estás, Mateo? Más o menos. Es el primer día de clases y estoy un poco nervioso. ¿Y tú, Sofía? Yo estoy muy bien, gracias. Mira, Mateo, ella es la maestra, la señora Rivera. Buenos días, señora Rivera. Buenos días, chicos. Bienvenidos a la clase de español. ¿Cómo están? Muy bien, gracias. Bueno, Mateo, ¡hasta luego! ¡Adiós, Sofía! ¡Hasta mañana!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-1-lesson-plan.pdf",
            "size": 9117
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-1-worksheet.pdf",
            "size": 3646
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-1-slides.pdf",
            "size": 4210
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-1-answer-key.pdf",
            "size": 3386
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-1-listening.mp3",
            "size": 206158
          }
        }
      },
      {
        "number": 2,
        "title": "¿Cuántos años tienes? ¿De dónde eres?: age and hometown",
        "minutes": 40,
        "objectives": [
          "Count from one to twelve and recognize the numbers eight to twelve when they hear them",
          "Ask and answer ¿Cuántos años tienes? with Tengo... años",
          "Ask and answer ¿De dónde eres? and ¿Dónde vives? with Soy de... and Vivo en...",
          "Read four short profiles of children from Spanish-speaking countries and find their age and hometown"
        ],
        "canDo": [
          "I can say how old I am and ask how old someone is.",
          "I can say where I am from and where I live.",
          "I can understand a short profile of a child my age."
        ],
        "vocabulary": [
          "¿Cuántos años tienes? — How old are you?",
          "Tengo... años. — I am... years old.",
          "ocho — eight",
          "nueve — nine",
          "diez — ten",
          "once — eleven",
          "doce — twelve",
          "¿De dónde eres? — Where are you from?",
          "Soy de... — I am from...",
          "¿Dónde vives? — Where do you live?",
          "Vivo en... — I live in...",
          "la ciudad — the city"
        ],
        "listeningTitle": "Nuevos amigos",
        "transcript": "¡Hola, amigos! Me llamo Camila. Tengo diez años. Soy de Perú y vivo en Lima. Lima es una ciudad grande. ¿Y tú? ¿Cómo te llamas? ¿Cuántos años tienes? ¡Hola! Me llamo Andrés. Tengo once años. Soy de Puerto Rico. Vivo en San Juan, cerca del mar. Me gusta mucho el mar. ¡Hola! Yo me llamo Lucía. Tengo nueve años. Soy de México, pero vivo en Estados Unidos. Vivo en Chicago con mi familia. Y tú, ¿de dónde eres? ¿Dónde vives? ¡Adiós, amigos! ¡Hasta luego!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8645
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-2-worksheet.pdf",
            "size": 3569
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-2-slides.pdf",
            "size": 5212
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-2-answer-key.pdf",
            "size": 3271
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-2-listening.mp3",
            "size": 193306
          }
        }
      },
      {
        "number": 3,
        "title": "Te presento a mi amigo: introducing a classmate",
        "minutes": 40,
        "objectives": [
          "Change first-person sentences (Me llamo, Tengo, Soy de, Vivo en) into third-person sentences (Se llama, Tiene, Es de, Vive en)",
          "Write a four-sentence 'Me presento' card about themselves",
          "Interview a partner and introduce them to a small group with Les presento a..."
        ],
        "canDo": [
          "I can introduce myself in four or five sentences.",
          "I can introduce a classmate and say their name, age and where they are from.",
          "I can write short sentences about myself."
        ],
        "vocabulary": [
          "Te presento a... / Les presento a... — Let me introduce... (to one person / to a group)",
          "él — he",
          "ella — she",
          "Se llama... — His / Her name is...",
          "Tiene... años. — He / She is... years old.",
          "Es de... — He / She is from...",
          "Vive en... — He / She lives in...",
          "mi amigo / mi amiga — my friend (boy / girl)",
          "mi compañero / mi compañera de clase — my classmate (boy / girl)",
          "también — also / too"
        ],
        "listeningTitle": "Les presento a mis amigos",
        "transcript": "Hola, clase. Me llamo Mateo y tengo once años. Les presento a mi amiga. Ella se llama Sofía. Sofía tiene diez años. Ella es de Estados Unidos y vive en Houston, en Texas. Sofía habla inglés y un poco de español. También les presento a mi amigo. Él se llama Pablo. Pablo tiene nueve años. Él es de Colombia, pero ahora vive en Houston también. Pablo es mi compañero de clase. Sofía, Pablo y yo somos buenos amigos. Y tú, ¿cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres?",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-3-lesson-plan.pdf",
            "size": 8741
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-3-worksheet.pdf",
            "size": 3592
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-3-slides.pdf",
            "size": 4194
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-3-answer-key.pdf",
            "size": 3355
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-1/unit-1/lesson-3-listening.mp3",
            "size": 186932
          }
        }
      }
    ]
  },
  {
    "product": "3-5-level-2",
    "number": 1,
    "title": "Mi comunidad: places in town and how to get there",
    "summary": "Students explore the places in a town (the library, the park, the bakery, the pharmacy...), compare their own community with a small town in Mexico, say where they are going, why and how they get there, and ask for and give simple directions on a town map. By the end of the unit, students can describe their community in a few connected sentences with hay and no hay, and hold a short conversation to find their way to a place: ¿Cómo llego a la biblioteca? Sigue derecho y dobla a la derecha.",
    "lessons": [
      {
        "number": 1,
        "title": "Los lugares de mi comunidad: places in town",
        "minutes": 40,
        "objectives": [
          "Identify ten places in town from pictures and from a one-sentence description",
          "Describe their community with hay and no hay: En mi comunidad hay un parque, pero no hay museo.",
          "Ask a partner ¿Qué hay en tu comunidad? and record the answers",
          "Understand the main idea and key details of a short description of a town"
        ],
        "canDo": [
          "I can name places in my town.",
          "I can say what there is and what there isn't in my community.",
          "I can understand a short description of a town."
        ],
        "vocabulary": [
          "la comunidad — the community",
          "la escuela — the school",
          "el parque — the park",
          "la biblioteca — the library",
          "el supermercado — the supermarket",
          "la panadería — the bakery",
          "la farmacia — the pharmacy",
          "el hospital — the hospital",
          "el museo — the museum",
          "el restaurante — the restaurant",
          "la plaza — the town square",
          "hay / no hay — there is, there are / there isn't, there aren't"
        ],
        "listeningTitle": "El pueblo de Valeria",
        "transcript": "¡Hola! Me llamo Valeria y vivo en un pueblo pequeño cerca de Guadalajara, en México. Mi comunidad es bonita y tranquila. En el centro hay una plaza grande con árboles y flores. Al lado de la plaza hay una panadería. Me gusta comprar pan dulce allí con mi abuela. También hay una biblioteca, una farmacia y un supermercado pequeño. Mi escuela está cerca del parque. Después de clases, juego al fútbol en el parque con mis amigos. En mi pueblo no hay museo y no hay hospital. El hospital está en la ciudad. Y tú, ¿qué hay en tu comunidad?",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-1-lesson-plan.pdf",
            "size": 8754
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-1-worksheet.pdf",
            "size": 3775
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-1-slides.pdf",
            "size": 4629
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-1-answer-key.pdf",
            "size": 3556
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-1-listening.mp3",
            "size": 189127
          }
        }
      },
      {
        "number": 2,
        "title": "¿Adónde vas?: going places and getting there",
        "minutes": 40,
        "objectives": [
          "Say where they are going with voy a la... and voy al..., using the contraction al (a + el) correctly",
          "Say how they get there: a pie, en bicicleta, en autobús, en carro, en metro",
          "Say why they go to a place with para + an activity: Voy a la biblioteca para leer.",
          "Ask three classmates ¿Adónde vas el sábado? ¿Cómo vas? and record their answers"
        ],
        "canDo": [
          "I can say where I am going and why.",
          "I can say how I get to places in my town.",
          "I can ask a classmate where they are going and understand the answer."
        ],
        "vocabulary": [
          "¿Adónde vas? — Where are you going?",
          "Voy a la... / Voy al... — I'm going to the...",
          "al (a + el) — to the (before a masculine noun)",
          "¿Cómo vas? — How do you get there?",
          "a pie — on foot",
          "en bicicleta — by bike",
          "en autobús — by bus",
          "en carro — by car",
          "en metro — by subway",
          "para + leer, jugar, comprar... — (in order) to read, play, buy...",
          "cerca / lejos — near / far",
          "el sábado — on Saturday"
        ],
        "listeningTitle": "El sábado de Tomás",
        "transcript": "Hola, soy Tomás. Hoy es sábado y tengo muchos planes. Primero, voy a la panadería con mi papá para comprar pan. La panadería está cerca de mi casa, entonces vamos a pie. Después, voy a la biblioteca en bicicleta para leer libros de animales. Me encantan los libros de tiburones. Por la tarde, voy al parque con mi hermana para jugar al fútbol. El parque está lejos, entonces vamos en autobús. Por la noche, mi familia y yo vamos al restaurante en carro. ¡Me gusta mucho el sábado! Y tú, ¿adónde vas el sábado?",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8590
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-2-worksheet.pdf",
            "size": 3753
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-2-slides.pdf",
            "size": 4162
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-2-answer-key.pdf",
            "size": 3463
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-2-listening.mp3",
            "size": 183589
          }
        }
      },
      {
        "number": 3,
        "title": "¿Cómo llego?: asking for and giving directions",
        "minutes": 40,
        "objectives": [
          "Follow oral directions on a town map and name the place where they arrive",
          "Give directions with sigue derecho, dobla a la derecha, dobla a la izquierda, camina... cuadras and cruza la calle",
          "Describe where a place is with al lado de, enfrente de and entre",
          "Complete a partner information-gap task on a town map"
        ],
        "canDo": [
          "I can ask how to get to a place in town.",
          "I can give simple directions on a map.",
          "I can say where a place is: next to, across from or between two places."
        ],
        "vocabulary": [
          "¿Cómo llego a...? — How do I get to...?",
          "Sigue derecho. — Go straight ahead.",
          "Dobla a la derecha. — Turn right.",
          "Dobla a la izquierda. — Turn left.",
          "Camina dos cuadras. — Walk two blocks.",
          "Cruza la calle. — Cross the street.",
          "la calle — the street",
          "la cuadra — the block",
          "la esquina — the corner",
          "al lado de — next to",
          "enfrente de — across from / in front of",
          "entre... y... — between... and..."
        ],
        "listeningTitle": "¿Cómo llego al museo?",
        "transcript": "Perdón, ¿cómo llego al museo? Es fácil. Estás en la escuela. Sigue derecho por la calle Principal y camina tres cuadras. El museo está al lado del parque. ¿Al lado del parque? Sí, y enfrente del restaurante. ¡Muchas gracias! De nada. Disculpa, una pregunta más. ¿Dónde está la farmacia? La farmacia está enfrente de la biblioteca, entre la panadería y el supermercado. ¿Está lejos? No, está muy cerca. Camina una cuadra y cruza la calle. ¡Gracias! ¡Que te vaya bien!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9027
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-3-worksheet.pdf",
            "size": 3732
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-3-slides.pdf",
            "size": 4375
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-3-answer-key.pdf",
            "size": 3321
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-2/unit-1/lesson-3-listening.mp3",
            "size": 183589
          }
        }
      }
    ]
  },
  {
    "product": "3-5-level-3",
    "number": 1,
    "title": "El mundo hispano: countries, maps and landmarks",
    "summary": "Students discover the twenty countries where Spanish is an official language, plus Puerto Rico: where they are, their capitals, how they sit on the map next to each other, and some of their most famous places, from Machu Picchu to the Panama Canal. Students move beyond memorized phrases, creating their own sentences about location (Chile está al oeste de Argentina), asking questions to guess a mystery country, and explaining which landmark they want to visit and why. By the end of the unit, students can describe a Spanish-speaking country and one of its landmarks in a short postcard of four or five original sentences.",
    "lessons": [
      {
        "number": 1,
        "title": "Los países hispanohablantes: Spanish-speaking countries",
        "minutes": 40,
        "objectives": [
          "Locate the twenty Spanish-speaking countries and Puerto Rico on a map and group them by region",
          "Ask and answer ¿Dónde está...? and ¿Cuál es la capital de...? in complete sentences",
          "Understand the main facts of a short informational recording about the Spanish-speaking world",
          "Read a short first-person text about a country and answer questions in complete sentences"
        ],
        "canDo": [
          "I can name Spanish-speaking countries and say in which region they are.",
          "I can ask and answer questions about a country's capital.",
          "I can understand a short text with facts about the Spanish-speaking world."
        ],
        "vocabulary": [
          "el país — the country",
          "la capital — the capital city",
          "el mapa — the map",
          "hispanohablante — Spanish-speaking",
          "la lengua oficial — the official language",
          "América del Norte — North America",
          "América Central — Central America",
          "el Caribe — the Caribbean",
          "América del Sur — South America",
          "Europa — Europe",
          "África — Africa",
          "¿Cuál es la capital de...? — What is the capital of...?"
        ],
        "listeningTitle": "Un mundo de español",
        "transcript": "El español es una lengua muy importante. Más de quinientos millones de personas hablan español en el mundo. El español es la lengua oficial de veinte países y de Puerto Rico. Casi todos estos países están en América. México está en América del Norte, y su capital es la Ciudad de México. Guatemala, Honduras, El Salvador, Nicaragua, Costa Rica y Panamá están en América Central. Cuba, la República Dominicana y Puerto Rico están en el Caribe. En América del Sur hay nueve países hispanohablantes, por ejemplo, Colombia, Perú, Chile y Argentina. España está en Europa, y Guinea Ecuatorial está en África. Se habla español en América, en Europa y en África.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-1-lesson-plan.pdf",
            "size": 9312
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-1-worksheet.pdf",
            "size": 3977
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-1-slides.pdf",
            "size": 4514
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-1-answer-key.pdf",
            "size": 4166
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-1-listening.mp3",
            "size": 232908
          }
        }
      },
      {
        "number": 2,
        "title": "¿Dónde está?: reading a map",
        "minutes": 40,
        "objectives": [
          "Describe where a country is in relation to another with al norte de, al sur de, al este de, al oeste de and entre",
          "Say whether a country has a coast and on which ocean or sea",
          "Ask at least three different yes/no questions to guess a mystery country and answer a partner's questions",
          "Write four original sentences about a country's location, neighbors and coasts"
        ],
        "canDo": [
          "I can describe where a country is on a map.",
          "I can ask questions to guess a mystery country.",
          "I can write several sentences about a country's location."
        ],
        "vocabulary": [
          "el norte — the north",
          "el sur — the south",
          "el este — the east",
          "el oeste — the west",
          "al norte de / al sur de — north of / south of",
          "al este de / al oeste de — east of / west of",
          "entre... y... — between... and...",
          "la frontera — the border",
          "la costa — the coast",
          "el océano Pacífico / el océano Atlántico — the Pacific Ocean / the Atlantic Ocean",
          "el mar Caribe — the Caribbean Sea",
          "tener costa / no tener costa — to have a coast / to be landlocked"
        ],
        "listeningTitle": "Adivina el país",
        "transcript": "Vamos a jugar a adivinar. Escucha bien. Este país está en América del Sur. Está al norte de Perú y al sur de Colombia. Tiene costa en el océano Pacífico. Su capital es Quito. ¿Qué país es? Es Ecuador. Ahora, otro país. Este país está en América Central. Está entre Nicaragua y Panamá. Tiene costa en el mar Caribe y en el océano Pacífico. Su capital es San José. ¿Qué país es? Es Costa Rica. Un país más. Este país no tiene costa. Está en el centro de América del Sur, entre Argentina, Brasil y Bolivia. Su capital es Asunción. ¿Qué país es? Es Paraguay.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8824
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-2-worksheet.pdf",
            "size": 3668
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-2-slides.pdf",
            "size": 4179
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-2-answer-key.pdf",
            "size": 3370
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-2-listening.mp3",
            "size": 219533
          }
        }
      },
      {
        "number": 3,
        "title": "Lugares famosos: landmarks of the Spanish-speaking world",
        "minutes": 40,
        "objectives": [
          "Match eight famous landmarks with the country where each one is",
          "Describe a landmark in their own sentences with está en, es + adjective and hay",
          "Ask classmates ¿Qué lugar quieres visitar? ¿Por qué? and give a reason with porque",
          "Write a postcard of four or five sentences about a landmark they want to visit"
        ],
        "canDo": [
          "I can name famous places in Spanish-speaking countries and say where they are.",
          "I can describe a famous place in a few sentences of my own.",
          "I can say which place I want to visit and why."
        ],
        "vocabulary": [
          "el lugar famoso — the famous place, the landmark",
          "la ciudad antigua — the ancient city",
          "la pirámide — the pyramid",
          "la montaña — the mountain",
          "la catarata — the waterfall",
          "la isla — the island",
          "el canal — the canal",
          "la selva — the rainforest, the jungle",
          "alto / alta — tall, high",
          "famoso / famosa — famous",
          "Quiero visitar... — I want to visit...",
          "porque — because"
        ],
        "listeningTitle": "Tres lugares famosos",
        "transcript": "¡Hola, chicos! Me llamo Elena y soy guía de turismo. Hoy les presento tres lugares famosos del mundo hispano. El primer lugar es Machu Picchu. Es una ciudad antigua de los incas. Está en las montañas de los Andes, en Perú. El segundo lugar es Chichén Itzá, en México. Allí hay una pirámide muy famosa de los mayas. Se llama El Castillo. El tercer lugar es el Salto Ángel, en Venezuela. Es la catarata más alta del mundo. El agua cae casi mil metros. ¡Es increíble! Y yo, ¿qué lugar quiero visitar? Quiero visitar las islas Galápagos, en Ecuador, porque me gustan las tortugas gigantes. Y tú, ¿qué lugar quieres visitar?",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9131
          },
          "worksheet": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-3-worksheet.pdf",
            "size": 3814
          },
          "slides": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-3-slides.pdf",
            "size": 4995
          },
          "answerKey": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-3-answer-key.pdf",
            "size": 3662
          },
          "audio": {
            "url": "/curriculum-files/3-5-level-3/unit-1/lesson-3-listening.mp3",
            "size": 233221
          }
        }
      }
    ]
  },
  {
    "product": "6-8-level-1",
    "number": 1,
    "title": "Mi identidad: personality, interests and who I am",
    "summary": "Students' first unit of Spanish: they greet classmates and introduce themselves (name, age and where they are from), describe their personality with soy and adjectives that agree with them, and say which activities they like and don't like with me gusta. By the end of the unit, students can exchange basic personal information with a partner and present a short profile of who they are.",
    "lessons": [
      {
        "number": 1,
        "title": "¿Quién eres?: greetings and introductions",
        "minutes": 45,
        "objectives": [
          "Greet a classmate, ask how they are and say goodbye using ¡Hola!, ¿Qué tal? and ¡Hasta luego!",
          "Ask for and give name, age and origin with ¿Cómo te llamas?, ¿Cuántos años tienes? and ¿De dónde eres?",
          "Identify a speaker's name, age, city and languages in a short recorded video message"
        ],
        "canDo": [
          "I can greet someone and say goodbye.",
          "I can say my name, my age and where I am from.",
          "I can ask a classmate for their name, age and where they are from."
        ],
        "vocabulary": [
          "¡Hola! — Hello! Hi!",
          "Buenos días — Good morning",
          "¿Qué tal? — How's it going?",
          "¿Cómo te llamas? — What's your name?",
          "Me llamo... — My name is...",
          "¿Cuántos años tienes? — How old are you?",
          "Tengo ... años. — I'm ... years old.",
          "once, doce, trece, catorce — eleven, twelve, thirteen, fourteen",
          "¿De dónde eres? — Where are you from?",
          "Soy de... — I'm from...",
          "Mucho gusto. — Nice to meet you.",
          "Igualmente. — Likewise. Nice to meet you too.",
          "el compañero, la compañera — classmate",
          "¡Hasta luego! — See you later!"
        ],
        "listeningTitle": "Un mensaje de Valentina",
        "transcript": "¡Hola! ¿Qué tal? Me llamo Valentina Ríos. Soy tu nueva amiga de México. Tengo doce años. Soy de Guadalajara, una ciudad grande y bonita. Hablo español y un poco de inglés. Estudio en la Escuela Secundaria Benito Juárez. Tengo un hermano. Se llama Pablo y tiene ocho años. Mi mejor amiga se llama Renata. Ella tiene trece años y es de Monterrey. Mi abuela es de Guatemala, pero vive aquí en Guadalajara con nosotros. Bueno, ahora te toca a ti. ¿Cómo te llamas? ¿Cuántos años tienes? ¿De dónde eres? Por favor, escríbeme pronto. ¡Mucho gusto y hasta luego!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-1-lesson-plan.pdf",
            "size": 10464
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-1-worksheet.pdf",
            "size": 3820
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-1-slides.pdf",
            "size": 4950
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-1-answer-key.pdf",
            "size": 3604
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-1-listening.mp3",
            "size": 189127
          }
        }
      },
      {
        "number": 2,
        "title": "¿Cómo eres?: describing my personality",
        "minutes": 45,
        "objectives": [
          "Describe their own personality with soy + two or three adjectives, using y, pero, muy and un poco",
          "Make adjectives agree with the person described (simpático / simpática, trabajador / trabajadora)",
          "Ask a classmate ¿Cómo eres? or ¿Eres...? and report one trait to the class with Él es... or Ella es..."
        ],
        "canDo": [
          "I can describe my personality with a few words.",
          "I can ask a classmate what they are like and understand the answer.",
          "I can say what a friend or family member is like."
        ],
        "vocabulary": [
          "¿Cómo eres? — What are you like?",
          "simpático, simpática — nice, friendly",
          "gracioso, graciosa — funny",
          "tímido, tímida — shy",
          "extrovertido, extrovertida — outgoing",
          "trabajador, trabajadora — hard-working",
          "perezoso, perezosa — lazy",
          "creativo, creativa — creative",
          "deportista — athletic, sporty",
          "inteligente — smart, intelligent",
          "paciente — patient",
          "muy — very",
          "un poco — a little",
          "pero — but"
        ],
        "listeningTitle": "Mateo y su hermana",
        "transcript": "¡Hola a todos! Me llamo Mateo y tengo once años. Soy de San José, Costa Rica. ¿Cómo soy yo? Bueno, soy muy deportista y un poco gracioso. Mis amigos dicen que soy simpático. Pero también soy un poco perezoso, especialmente los sábados por la mañana. Mi hermana se llama Daniela. Ella tiene catorce años. Daniela no es deportista, pero es muy creativa e inteligente. Es un poco tímida con personas nuevas, pero con la familia es muy extrovertida y graciosa. Daniela es trabajadora y muy paciente. Yo no soy muy paciente. Y tú, ¿cómo eres? ¡Hasta luego!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9226
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-2-worksheet.pdf",
            "size": 4046
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-2-slides.pdf",
            "size": 4818
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-2-answer-key.pdf",
            "size": 4447
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-2-listening.mp3",
            "size": 187664
          }
        }
      },
      {
        "number": 3,
        "title": "Me gusta...: what I like to do",
        "minutes": 45,
        "objectives": [
          "Say which activities they like and don't like using me gusta / no me gusta + infinitive",
          "Ask a classmate ¿Te gusta...? and answer with Sí, me gusta... or No, no me gusta...",
          "Present a short personal profile (name, age, origin, personality and interests) to a small group"
        ],
        "canDo": [
          "I can say what I like and don't like to do.",
          "I can ask someone what they like to do.",
          "I can introduce myself with a short profile about who I am."
        ],
        "vocabulary": [
          "¿Qué te gusta hacer? — What do you like to do?",
          "Me gusta... — I like...",
          "No me gusta... — I don't like...",
          "¿Te gusta...? — Do you like...?",
          "jugar al fútbol — to play soccer",
          "escuchar música — to listen to music",
          "dibujar — to draw",
          "leer — to read",
          "bailar — to dance",
          "jugar videojuegos — to play video games",
          "ver videos — to watch videos",
          "pasar tiempo con amigos — to spend time with friends",
          "también — also, too"
        ],
        "listeningTitle": "Un mensaje de voz de Julián",
        "transcript": "Hola, Andrés, soy Julián, tu compañero nuevo de la clase de ciencias. Te llamo porque el profesor dice que tenemos que hacer un proyecto juntos. Primero, un poco sobre mí. Tengo trece años y soy de Lima, Perú. Soy un poco tímido, pero muy trabajador. ¿Qué me gusta hacer? Me gusta mucho dibujar y escuchar música, sobre todo música rock. También me gusta jugar videojuegos con mi primo los fines de semana. No me gusta jugar al fútbol y no me gusta bailar. ¡Soy muy malo para bailar! Y a ti, ¿qué te gusta hacer? ¿Te gusta dibujar? Para el proyecto, yo puedo hacer los dibujos. Bueno, llámame esta tarde. ¡Chao!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9169
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-3-worksheet.pdf",
            "size": 3665
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-3-slides.pdf",
            "size": 4918
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-3-answer-key.pdf",
            "size": 3720
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-1/unit-1/lesson-3-listening.mp3",
            "size": 205427
          }
        }
      }
    ]
  },
  {
    "product": "6-8-level-2",
    "number": 1,
    "title": "La salud y el cuerpo: staying healthy",
    "summary": "Students name parts of the body and say what hurts, describe symptoms and give simple advice in a visit to the school nurse, and compare healthy and unhealthy habits. By the end of the unit, students can role-play a visit to the nurse, understand simple health tips in a short text or recording, and present a plan for a healthy week.",
    "lessons": [
      {
        "number": 1,
        "title": "Las partes del cuerpo: parts of the body",
        "minutes": 45,
        "objectives": [
          "Identify and name at least ten parts of the body in Spanish with the correct article",
          "Say what hurts using me duele + a singular noun and me duelen + a plural noun",
          "Follow spoken instructions to move parts of the body in a recorded PE warm-up"
        ],
        "canDo": [
          "I can name the main parts of the body.",
          "I can say what hurts.",
          "I can follow simple instructions about moving my body."
        ],
        "vocabulary": [
          "la cabeza — head",
          "los ojos — eyes",
          "la nariz — nose",
          "la boca — mouth",
          "el cuello — neck",
          "los hombros — shoulders",
          "el brazo — arm",
          "la mano — hand",
          "el estómago — stomach",
          "la espalda — back",
          "la pierna — leg",
          "la rodilla — knee",
          "el pie — foot",
          "me duele, me duelen — it hurts (me), they hurt (me)"
        ],
        "listeningTitle": "El calentamiento de la clase de educación física",
        "transcript": "Buenos días, chicos. Hoy vamos a correr, pero primero, el calentamiento. Todos de pie, por favor. Primero, la cabeza. Muevan la cabeza a la derecha y a la izquierda, despacio. Muy bien. Ahora, los hombros. Suban los hombros y bájenlos. Una vez más. Ahora, levanten los brazos. ¡Arriba! Y abajo. Ahora, tóquense los pies con las manos. No doblen las rodillas. Uno, dos, tres, cuatro, cinco. ¡Excelente! Ahora, párense sobre un pie, como un flamenco. Ahora sobre el otro pie. A ver, Diego, ¿qué te pasa? ¿Te duele la rodilla? Entonces hoy no vas a correr. Siéntate y descansa, y después vas a la enfermería. Los demás, ¡a correr! Dos vueltas a la cancha.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-1-lesson-plan.pdf",
            "size": 8929
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-1-worksheet.pdf",
            "size": 3986
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-1-slides.pdf",
            "size": 4842
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-1-answer-key.pdf",
            "size": 3739
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-1-listening.mp3",
            "size": 234057
          }
        }
      },
      {
        "number": 2,
        "title": "En la enfermería: at the school nurse's office",
        "minutes": 45,
        "objectives": [
          "Describe symptoms with tengo + noun (fiebre, tos, gripe, dolor de...) and estoy + adjective (cansado, enfermo)",
          "Ask how someone feels with ¿Qué te pasa? and ¿Cómo te sientes?",
          "Give simple advice with debes / no debes + infinitive",
          "Role-play a visit to the school nurse with a partner"
        ],
        "canDo": [
          "I can describe how I feel when I am sick.",
          "I can ask someone what is wrong and understand the answer.",
          "I can give simple advice to someone who is sick."
        ],
        "vocabulary": [
          "la enfermería — nurse's office",
          "el enfermero, la enfermera — nurse",
          "¿Qué te pasa? — What's wrong?",
          "¿Cómo te sientes? — How do you feel?",
          "Me siento mal. — I feel sick. I feel bad.",
          "tengo fiebre — I have a fever",
          "tengo tos — I have a cough",
          "tengo gripe — I have the flu",
          "tengo dolor de cabeza, de estómago — I have a headache, a stomachache",
          "estoy cansado, cansada — I'm tired",
          "estoy enfermo, enferma — I'm sick",
          "debes descansar — you should rest",
          "tomar agua — to drink water",
          "la medicina — medicine"
        ],
        "listeningTitle": "Mensaje de la enfermera de la escuela",
        "transcript": "Buenos días, señora Morales. Habla la enfermera Patricia Gómez, de la Escuela Secundaria Las Palmas. La llamo porque su hijo Tomás está aquí en la enfermería. Tomás dice que se siente mal. Tiene fiebre, treinta y ocho grados, y tiene tos. También le duele mucho la cabeza y está muy cansado. No le duele el estómago. Él está tranquilo y ahora descansa aquí conmigo. Tomás no debe estar en clase hoy, y mañana tampoco, si todavía tiene fiebre. En casa debe descansar, tomar mucha agua y dormir. ¿Puede usted venir por él antes de las once? Mi número es el cinco, cinco, cinco, dos, cuatro, ocho, uno. Muchas gracias y hasta luego.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9596
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-2-worksheet.pdf",
            "size": 3946
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-2-slides.pdf",
            "size": 5228
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-2-answer-key.pdf",
            "size": 3792
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-2-listening.mp3",
            "size": 205949
          }
        }
      },
      {
        "number": 3,
        "title": "Una vida sana: healthy habits",
        "minutes": 45,
        "objectives": [
          "Identify healthy and unhealthy habits in a short informational text and a school radio segment",
          "Say how often they do healthy and unhealthy things using siempre, a veces, casi nunca and nunca",
          "Give health tips with hay que + infinitive and es importante + infinitive",
          "Create and present, with a partner, a plan for a healthy week"
        ],
        "canDo": [
          "I can say how often I do healthy and unhealthy things.",
          "I can understand simple health tips in a short text or recording.",
          "I can give tips for staying healthy."
        ],
        "vocabulary": [
          "sano, sana — healthy",
          "el hábito — habit",
          "hacer ejercicio — to exercise",
          "dormir ocho horas — to sleep eight hours",
          "comer frutas y verduras — to eat fruits and vegetables",
          "la comida chatarra — junk food",
          "los refrescos — soft drinks, sodas",
          "el estrés — stress",
          "siempre — always",
          "a veces — sometimes",
          "casi nunca — almost never",
          "nunca — never",
          "hay que + infinitivo — you have to, one must",
          "es importante + infinitivo — it's important to"
        ],
        "listeningTitle": "Radio escolar: el minuto de la salud",
        "transcript": "¡Buenos días, Escuela Las Palmas! Aquí está el minuto de la salud con su compañera Lucía. Hoy hablamos de los hábitos de los estudiantes. En nuestra escuela, muchos estudiantes duermen solo seis horas. ¡Es muy poco! Para estar sanos, hay que dormir entre ocho y diez horas. Otro problema es la comida chatarra. Muchos chicos comen papas fritas y toman refrescos todos los días. Es importante comer frutas y verduras y tomar mucha agua. Yo siempre llevo una botella de agua en la mochila. También hay que hacer ejercicio. No es necesario jugar al fútbol. Puedes bailar, caminar con tu perro o andar en bicicleta. ¿Y el estrés? Para bajar el estrés, es importante hablar con tu familia y con tus amigos. Mi consejo de hoy es fácil. Esta noche, apaga el teléfono a las nueve y duerme bien. ¡Hasta mañana y cuídense!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9809
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-3-worksheet.pdf",
            "size": 4164
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-3-slides.pdf",
            "size": 4919
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-3-answer-key.pdf",
            "size": 4453
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-2/unit-1/lesson-3-listening.mp3",
            "size": 258090
          }
        }
      }
    ]
  },
  {
    "product": "6-8-level-3",
    "number": 1,
    "title": "Recuerdos de la infancia: childhood memories",
    "summary": "Students talk about their childhood with the imperfect: what they were like, where they lived, what they used to do and the toys and games they loved. They then combine the imperfect and the preterite to tell the story of a special day. By the end of the unit, students can narrate a childhood memory in a short string of sentences and keep a conversation about memories going with follow-up questions.",
    "lessons": [
      {
        "number": 1,
        "title": "Cuando era pequeño: when I was little",
        "minutes": 45,
        "objectives": [
          "Form the imperfect of regular -ar, -er and -ir verbs and of ser in the yo, tú and él / ella forms",
          "Describe what they were like and what they used to do as young children with era, tenía, vivía, jugaba and other imperfect verbs",
          "Ask a partner at least three questions about their childhood, add a follow-up question and report two answers"
        ],
        "canDo": [
          "I can describe what I was like when I was little.",
          "I can say what I used to do as a child.",
          "I can ask a classmate about their childhood and keep the conversation going with follow-up questions."
        ],
        "vocabulary": [
          "de niño, de niña — as a child",
          "cuando era pequeño, pequeña — when I was little",
          "era — I was, he / she was (description)",
          "tenía — I had, I used to have",
          "vivía — I lived, I used to live",
          "jugaba — I played, I used to play",
          "el barrio — neighborhood",
          "el kínder — kindergarten",
          "travieso, traviesa — mischievous",
          "llorón, llorona — crybaby, whiny",
          "todos los días — every day",
          "antes — before, in the past",
          "ahora — now"
        ],
        "listeningTitle": "Pódcast: mi infancia en Puerto Rico",
        "transcript": "Hola, soy Gabriela y este es mi pódcast para la clase de español. Hoy les hablo de cuando era pequeña. Yo vivía en Ponce, una ciudad en el sur de Puerto Rico. Mi casa era amarilla y tenía un patio grande con un árbol de mangos. De niña, era muy activa y un poco traviesa. Todos los días, después de la escuela, jugaba con mis vecinos en la calle. Mi mamá trabajaba en un hospital y mi abuela me cuidaba por las tardes. Ella cocinaba arroz con habichuelas y me contaba historias de su pueblo. Yo tenía una tortuga que se llamaba Rayo. ¡Era muy lenta, claro! Antes me encantaba el mar y nadaba todos los fines de semana. Ahora vivo en Chicago y no hay mar, pero todavía me encanta nadar.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-1-lesson-plan.pdf",
            "size": 9548
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-1-worksheet.pdf",
            "size": 4291
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-1-slides.pdf",
            "size": 4448
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-1-answer-key.pdf",
            "size": 4588
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-1-listening.mp3",
            "size": 214100
          }
        }
      },
      {
        "number": 2,
        "title": "Mis juguetes y juegos favoritos: my favorite toys and games",
        "minutes": 45,
        "objectives": [
          "Name childhood toys and games and say how often they played with them using the imperfect and frequency expressions (siempre, a menudo, de vez en cuando)",
          "Use the irregular imperfect verbs ir (iba) and ver (veía) and the nosotros forms (jugábamos, íbamos, éramos)",
          "Interview a classmate about childhood games and compare their answers in a Venn diagram and comparison sentences"
        ],
        "canDo": [
          "I can talk about the toys and games I had as a child.",
          "I can say how often I used to do something.",
          "I can compare my childhood with a classmate's."
        ],
        "vocabulary": [
          "el juguete — toy",
          "el peluche — stuffed animal",
          "la muñeca — doll",
          "los bloques — building blocks",
          "el rompecabezas — puzzle",
          "los carritos — toy cars",
          "saltar la cuerda — to jump rope",
          "jugar a las escondidas — to play hide-and-seek",
          "los dibujos animados — cartoons",
          "a menudo — often",
          "de vez en cuando — from time to time",
          "iba — I used to go, I was going",
          "veía — I used to watch, I used to see",
          "compartir — to share"
        ],
        "listeningTitle": "Los juegos del abuelo Ramón",
        "transcript": "Hola, Sofía, aquí te habla tu abuelo Ramón. Me preguntaste para tu clase a qué jugaba yo de niño. Bueno, yo vivía en un pueblo pequeño de Oaxaca y no teníamos muchos juguetes. No había videojuegos ni televisión en mi casa. Mis hermanos y yo jugábamos en la calle casi todos los días. Siempre jugábamos al trompo y a las canicas. De vez en cuando, íbamos al río para nadar. Mi hermana Lupe tenía una muñeca de trapo y la cuidaba mucho. Yo tenía un carrito de madera. Mi papá lo hizo para mí y era mi juguete favorito. Los domingos íbamos a la plaza y veíamos a los músicos. ¡Qué bonitos recuerdos! Llámame esta noche y te cuento más.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9484
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-2-worksheet.pdf",
            "size": 3993
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-2-slides.pdf",
            "size": 5567
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-2-answer-key.pdf",
            "size": 3910
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-2-listening.mp3",
            "size": 200516
          }
        }
      },
      {
        "number": 3,
        "title": "Un día inolvidable: an unforgettable day",
        "minutes": 45,
        "objectives": [
          "Distinguish the imperfect (scene: time, weather, age, feelings) from the preterite (completed events) in a short narrative",
          "Tell a childhood memory in six to eight sentences using both tenses and sequence words (primero, luego, de repente, al final)",
          "Ask follow-up questions and react to keep a partner's story going"
        ],
        "canDo": [
          "I can tell a short story about a special day from my childhood.",
          "I can describe the scene and say what happened.",
          "I can ask questions and react to keep a conversation about a memory going."
        ],
        "vocabulary": [
          "inolvidable — unforgettable",
          "el recuerdo — memory",
          "una vez — once, one time",
          "primero — first",
          "luego — then, next",
          "de repente — suddenly",
          "al final — in the end",
          "hacía sol, hacía frío — it was sunny, it was cold",
          "estaba nervioso, nerviosa — I was nervous",
          "me sentía feliz — I felt happy",
          "me caí — I fell",
          "me perdí — I got lost",
          "la sorpresa — surprise",
          "el cumpleaños — birthday"
        ],
        "listeningTitle": "El día que me perdí",
        "transcript": "Cuando tenía seis años, me pasó algo que nunca voy a olvidar. Era un sábado de diciembre y hacía mucho calor, porque yo vivía en Buenos Aires y allá diciembre es verano. Mi mamá y yo estábamos en un mercado muy grande. Había mucha gente y mucho ruido. Yo estaba muy contento porque mi mamá iba a comprarme una pelota nueva. Primero, miré los juguetes de una tienda. Luego, vi un perro pequeño y lo seguí. De repente, miré a mi alrededor y mi mamá no estaba. ¡Me perdí! Tenía mucho miedo y empecé a llorar. Entonces, una señora muy amable me llevó a la oficina del mercado. Un señor anunció mi nombre por el altavoz. Al final, mi mamá llegó corriendo y me abrazó muy fuerte. Ese día no compramos la pelota, pero comimos un helado enorme.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9523
          },
          "worksheet": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-3-worksheet.pdf",
            "size": 4080
          },
          "slides": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-3-slides.pdf",
            "size": 5346
          },
          "answerKey": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-3-answer-key.pdf",
            "size": 4656
          },
          "audio": {
            "url": "/curriculum-files/6-8-level-3/unit-1/lesson-3-listening.mp3",
            "size": 233012
          }
        }
      }
    ]
  },
  {
    "product": "9-12-spanish-1",
    "number": 1,
    "title": "¿Quién soy? Identity and relationships",
    "summary": "Students build the language of identity: they greet people and introduce themselves formally and informally, give their age, origin and nationality, describe personality and appearance with ser and tener, and talk about the important people in their lives with possessive adjectives. Each lesson moves through the interpretive, interpersonal and presentational modes, and the unit ends with students presenting someone important to them.",
    "lessons": [
      {
        "number": 1,
        "title": "Mucho gusto: greetings, introductions and origin",
        "minutes": 50,
        "objectives": [
          "Greet and introduce themselves to peers (tú) and to adults (usted) in culturally appropriate ways",
          "Exchange name, age and origin and state nationalities with correct gender agreement",
          "Identify the personal details and the register (tú or usted) in a recorded self-introduction"
        ],
        "canDo": [
          "I can greet people and introduce myself, using tú with friends and usted with adults.",
          "I can ask and answer questions about name, age and where someone is from.",
          "I can understand the main details when someone introduces themselves."
        ],
        "vocabulary": [
          "¿Cómo te llamas? / ¿Cómo se llama usted? — What's your name? (informal / formal)",
          "¿Cómo estás? / ¿Cómo está usted? — How are you? (informal / formal)",
          "Mucho gusto. / Encantado, encantada. — Nice to meet you.",
          "Te presento a... / Le presento a... — Let me introduce you to... (informal / formal)",
          "¿De dónde eres? — Where are you from?",
          "¿Cuántos años tienes? — How old are you?",
          "el apellido — last name",
          "la nacionalidad — nationality",
          "mexicano, mexicana — Mexican",
          "colombiano, colombiana — Colombian",
          "puertorriqueño, puertorriqueña — Puerto Rican",
          "dominicano, dominicana — Dominican",
          "español, española — Spanish (from Spain)",
          "estadounidense — from the United States, American"
        ],
        "listeningTitle": "Video de presentación: un estudiante de intercambio",
        "transcript": "¡Hola a todos! ¿Cómo están? Me llamo Santiago Herrera Díaz. Herrera es el apellido de mi papá y Díaz es el apellido de mi mamá. En los países hispanos, muchas personas tienen dos apellidos. Tengo dieciséis años y soy de Bogotá, la capital de Colombia. Soy colombiano, pero mi mamá es venezolana. Este año soy estudiante de intercambio en su escuela. Vivo con la familia Johnson. La señora Johnson es muy simpática. Por las mañanas le digo: Buenos días, señora, ¿cómo está usted? Y a mi hermano estadounidense, Ethan, le digo: ¿Qué más, Ethan? ¿Cómo estás? Ethan todavía no habla mucho español, pero aprende rápido. Bueno, estoy muy contento de estar aquí. ¡Mucho gusto y nos vemos pronto!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-1-lesson-plan.pdf",
            "size": 10148
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-1-worksheet.pdf",
            "size": 3842
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-1-slides.pdf",
            "size": 5003
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-1-answer-key.pdf",
            "size": 3888
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-1-listening.mp3",
            "size": 228624
          }
        }
      },
      {
        "number": 2,
        "title": "¿Cómo eres?: personality and appearance",
        "minutes": 50,
        "objectives": [
          "Describe personality with ser + adjectives and appearance with ser (alto, bajo) and tener (el pelo..., los ojos...), making adjectives agree in gender and number",
          "Identify how people describe themselves in short social-media-style profiles and in a recorded voicemail",
          "Ask and answer yes / no questions in an information-gap game to identify a mystery person"
        ],
        "canDo": [
          "I can describe my personality and what I look like.",
          "I can ask and answer questions to find out what someone is like.",
          "I can understand a short description of a person."
        ],
        "vocabulary": [
          "¿Cómo es? — What is he / she like?",
          "alto, alta — tall",
          "bajo, baja — short (height)",
          "de estatura mediana — of medium height",
          "el pelo castaño, rubio, negro, rizado — brown, blond, black, curly hair",
          "los ojos azules, verdes, color café — blue, green, brown eyes",
          "usar lentes — to wear glasses",
          "serio, seria — serious",
          "divertido, divertida — fun",
          "hablador, habladora — talkative",
          "amable — kind",
          "responsable — responsible",
          "optimista — optimistic",
          "generoso, generosa — generous"
        ],
        "listeningTitle": "Mensaje de voz: ¿quién te espera en el aeropuerto?",
        "transcript": "Hola, Emma, soy Isabel, tu mamá anfitriona en Lima. ¡Bienvenida al Perú! Mañana yo no puedo ir al aeropuerto porque trabajo, pero mi hijo Joaquín y mi sobrina Valeria van por ti. Te explico cómo son. Joaquín tiene diecisiete años. Es muy alto y delgado, tiene el pelo negro y corto, y usa lentes. Es un poco serio al principio, pero es muy amable. Valeria tiene quince años. Es baja, tiene el pelo castaño, largo y rizado, y los ojos verdes. Ella es muy divertida y habladora. ¡Habla todo el tiempo! Van a tener un cartel con tu nombre. Si tienes un problema, mi número está en el correo. Nos vemos mañana en la casa. Un abrazo.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9193
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-2-worksheet.pdf",
            "size": 3692
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-2-slides.pdf",
            "size": 4542
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-2-answer-key.pdf",
            "size": 3747
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-2-listening.mp3",
            "size": 210756
          }
        }
      },
      {
        "number": 3,
        "title": "Las personas importantes en mi vida: the important people in my life",
        "minutes": 50,
        "objectives": [
          "Name family members and other relationships (el mejor amigo, la entrenadora, el vecino) and use possessive adjectives (mi, tu, su, nuestro) correctly",
          "Identify the relationship, description and reasons in a recorded presentation about an important person",
          "Interview a partner about an important person in their life",
          "Present an important person in a one-minute talk with a photo or drawing (unit performance task)"
        ],
        "canDo": [
          "I can name the important people in my life and say how they are related to me.",
          "I can describe someone important to me and explain why they matter.",
          "I can ask a classmate about the people in their life."
        ],
        "vocabulary": [
          "el papá, la mamá — dad, mom",
          "el hermano, la hermana — brother, sister",
          "el abuelo, la abuela — grandfather, grandmother",
          "el tío, la tía — uncle, aunt",
          "el primo, la prima — cousin",
          "el padrastro, la madrastra — stepfather, stepmother",
          "el mejor amigo, la mejor amiga — best friend",
          "el vecino, la vecina — neighbor",
          "el entrenador, la entrenadora — coach",
          "mi, mis — my",
          "tu, tus — your (informal)",
          "su, sus — his, her, their, your (formal)",
          "nuestro, nuestra — our",
          "porque — because"
        ],
        "listeningTitle": "Pódcast escolar: mi persona favorita",
        "transcript": "Hola, me llamo Camila y hoy les presento a la persona más importante de mi vida, mi tía Lorena. Ella es la hermana de mi mamá. Tiene treinta y cinco años y vive en nuestro edificio, en el tercer piso. Mi tía es baja, tiene el pelo negro y rizado y los ojos grandes y color café. Es enfermera en un hospital y es muy trabajadora. También es muy divertida. ¡Siempre cuenta chistes! Mis padres trabajan mucho, entonces muchas tardes estoy con ella. Nosotras cocinamos, vemos películas y hablamos de todo. Su hijo, mi primo Tomás, tiene seis años y es como mi hermano menor. Mi tía es importante para mí porque siempre me escucha y me ayuda con mis problemas. ¡Te quiero mucho, tía!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9389
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-3-worksheet.pdf",
            "size": 3915
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-3-slides.pdf",
            "size": 4995
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-3-answer-key.pdf",
            "size": 4542
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-1/unit-1/lesson-3-listening.mp3",
            "size": 211905
          }
        }
      }
    ]
  },
  {
    "product": "9-12-spanish-2",
    "number": 1,
    "title": "Recuerdos: childhood and family stories",
    "summary": "Students tell stories about their childhood and their families. They expand the imperfect to describe what life used to be like, contrast it with the preterite to tell family anecdotes, and interview an elder to retell a family story. By the end of the unit, students can narrate a past event in connected sentences, sustain a conversation about memories with follow-up questions, and begin an oral-history project with a family member or trusted adult.",
    "lessons": [
      {
        "number": 1,
        "title": "Así era mi infancia: what my childhood was like",
        "minutes": 50,
        "objectives": [
          "Describe childhood people, places and routines with the imperfect, including the irregular verbs ser, ir and ver",
          "Express habitual past actions with time expressions (todos los veranos, cada domingo, a menudo) and soler + infinitive",
          "Identify the main idea and key details of a radio segment and a short testimony about childhood",
          "Sustain a conversation about childhood with follow-up questions in a Dos verdades y una mentira game"
        ],
        "canDo": [
          "I can describe what my life was like when I was a child.",
          "I can talk about things I used to do and how often I did them.",
          "I can ask follow-up questions to keep a conversation about the past going."
        ],
        "vocabulary": [
          "la infancia — childhood",
          "de pequeño, de pequeña — as a child",
          "soler + infinitivo (solía) — to usually do (I used to)",
          "todos los veranos — every summer",
          "cada domingo — every Sunday",
          "a menudo — often",
          "portarse bien, portarse mal — to behave well, to misbehave",
          "pelearse con — to fight with",
          "el vecindario — neighborhood",
          "la niñera — babysitter",
          "el columpio — swing",
          "travieso, traviesa — mischievous",
          "obediente — obedient",
          "extrañar — to miss (someone or something)"
        ],
        "listeningTitle": "Radio Recuerdos: así era mi barrio",
        "transcript": "Bienvenidos a Radio Recuerdos, el programa donde ustedes nos cuentan cómo era su infancia. Hoy nos escribe Mariana, de la Ciudad de México. De pequeña, Mariana vivía en Coyoacán, un barrio con calles de piedra y muchos árboles. Su mamá trabajaba todo el día, así que su abuela la cuidaba. Todas las tardes, la abuela y ella iban al mercado y compraban fruta y pan dulce. Mariana era muy traviesa y a menudo se escondía debajo de los puestos del mercado. Los sábados, sus primos venían a la casa y solían jugar a las escondidas en el patio. No tenían videojuegos, pero siempre veían dibujos animados en la tele antes de cenar. Cada verano iban a Veracruz a visitar a sus tíos. Ahora Mariana tiene treinta años y vive en Monterrey, pero nos dice que, cuando come pan dulce, siempre piensa en su abuela. Gracias, Mariana, por compartir tu recuerdo.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-1-lesson-plan.pdf",
            "size": 10454
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-1-worksheet.pdf",
            "size": 4622
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-1-slides.pdf",
            "size": 4999
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-1-answer-key.pdf",
            "size": 5409
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-1-listening.mp3",
            "size": 264777
          }
        }
      },
      {
        "number": 2,
        "title": "Historias de familia: family anecdotes",
        "minutes": 50,
        "objectives": [
          "Distinguish the imperfect (background, description, actions in progress) from the preterite (completed events, interruptions) in a family narrative",
          "Use life-event verbs (nacer, crecer, conocerse, casarse, mudarse, emigrar) in the preterite, including irregular forms",
          "Identify the sequence of events and key details in a recorded family story and a written chronicle",
          "Write a family anecdote of six to eight connected sentences with connectors (en aquel entonces, mientras, de repente, al final)"
        ],
        "canDo": [
          "I can understand the main events and key details of a family story.",
          "I can tell a family story using the right past tense for the background and for the events.",
          "I can react to someone else's story and ask questions about it."
        ],
        "vocabulary": [
          "nacer — to be born",
          "crecer — to grow up",
          "conocerse — to meet (each other)",
          "enamorarse de — to fall in love with",
          "casarse con — to marry",
          "mudarse — to move (to a new home)",
          "emigrar — to emigrate",
          "la boda — wedding",
          "los bisabuelos — great-grandparents",
          "el pueblo — town, village",
          "la época — era, time period",
          "en aquel entonces — back then",
          "mientras — while",
          "de repente — suddenly"
        ],
        "listeningTitle": "Cómo conocí a tu abuelo",
        "transcript": "Hola, mi amor, aquí te habla tu abuela. Me preguntaste para tu tarea cómo conocí a tu abuelo. Pues mira, era el año mil novecientos setenta y cinco y yo tenía diecinueve años. Vivía con mis padres en Cali, Colombia, y trabajaba en la panadería de mi tío. Una tarde de diciembre llovía muchísimo y la panadería estaba vacía. Mientras yo limpiaba el mostrador, entró un muchacho alto, todo mojado, con una guitarra. Me pidió un café y un pan de bono. Hablamos dos horas y, cuando dejó de llover, me cantó una canción. Desde ese día, venía a la panadería todas las tardes. Nos casamos dos años después, en mil novecientos setenta y siete. Y todavía toca esa guitarra, ¿sabías? Bueno, mi vida, llámame si tienes más preguntas. Te quiero mucho.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9647
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-2-worksheet.pdf",
            "size": 5098
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-2-slides.pdf",
            "size": 5052
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-2-answer-key.pdf",
            "size": 5489
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-2-listening.mp3",
            "size": 239073
          }
        }
      },
      {
        "number": 3,
        "title": "Entrevista a un familiar: interviewing a family member",
        "minutes": 50,
        "objectives": [
          "Form past-tense interview questions in the usted form, choosing the preterite for events and the imperfect for descriptions and habits",
          "Conduct a role-play interview with an elder, using follow-up questions and reactions to sustain the conversation",
          "Retell the story they heard in the third person in a connected oral summary"
        ],
        "canDo": [
          "I can ask someone questions about their past and react to their answers.",
          "I can keep an interview going with follow-up questions.",
          "I can retell a story I heard in my own words."
        ],
        "vocabulary": [
          "la entrevista — interview",
          "el entrevistador, la entrevistadora — interviewer",
          "la historia oral — oral history",
          "¿Dónde creció usted? — Where did you grow up? (formal)",
          "¿Cómo era su vida cuando tenía mi edad? — What was your life like when you were my age? (formal)",
          "¿Qué recuerda de...? — What do you remember about...? (formal)",
          "¿Y qué pasó después? — And what happened next?",
          "¿Cómo se sintió? — How did you feel? (formal)",
          "contar — to tell (a story)",
          "recordar — to remember",
          "la costumbre — custom, tradition",
          "el consejo — piece of advice",
          "¡No me diga! — You don't say! (formal)",
          "¡Qué interesante! — How interesting!"
        ],
        "listeningTitle": "El proyecto de Valeria: la historia de mi abuelo",
        "transcript": "Hola, soy Valeria. Para mi proyecto de historia oral, entrevisté a mi abuelo, don Ernesto. Primero le pregunté dónde nació. Me contó que nació en mil novecientos cincuenta y dos en Ponce, Puerto Rico, y que creció en una casa pequeña cerca del mar. De niño, ayudaba a su papá a vender pescado los sábados y jugaba béisbol con sus amigos en la calle. Luego le pregunté por qué se mudó a Nueva York. Me explicó que en mil novecientos setenta no había mucho trabajo en Ponce, así que él y su hermano se fueron a Nueva York a buscar empleo. Cuando llegó, hacía muchísimo frío y él no tenía abrigo. ¡Pobre abuelo! Al principio se sentía solo, pero pronto consiguió trabajo en un restaurante y allí conoció a mi abuela. Al final, le pedí un consejo. Me dijo que nunca debo olvidar de dónde vengo.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-3-lesson-plan.pdf",
            "size": 10166
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-3-worksheet.pdf",
            "size": 3973
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-3-slides.pdf",
            "size": 5615
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-3-answer-key.pdf",
            "size": 4767
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-2/unit-1/lesson-3-listening.mp3",
            "size": 245447
          }
        }
      }
    ]
  },
  {
    "product": "9-12-spanish-3",
    "number": 1,
    "title": "Las identidades personales y públicas",
    "summary": "Built on the AP theme of the same name, this unit asks what shapes who we are. Students discuss the elements of personal identity (roots, language, values, community), explore the experience of bilingual and bicultural young people, and analyze how people build a public identity on social media, expressing belief, doubt and recommendations with the indicative and the subjunctive. By the end of the unit, students can sustain a discussion on identity and deliver a short, well-organized opinion piece.",
    "lessons": [
      {
        "number": 1,
        "title": "¿Qué define mi identidad?: what shapes who I am",
        "minutes": 50,
        "objectives": [
          "Discuss the factors that shape identity (roots, cultural heritage, language, values, beliefs, community) using academic vocabulary",
          "Identify the main idea and supporting details of a youth blog post and a radio segment about identity",
          "Express and justify opinions with para mí, lo más importante es..., (no) me identifico con... and ya que / porque",
          "Create an identity map and explain it to a partner, answering follow-up questions"
        ],
        "canDo": [
          "I can explain which parts of my life shape my identity.",
          "I can understand the main idea and key details of a text about identity.",
          "I can support my opinions with reasons and examples."
        ],
        "vocabulary": [
          "la identidad — identity",
          "las raíces — roots",
          "la herencia cultural — cultural heritage",
          "los valores — values",
          "las creencias — beliefs",
          "la lengua materna — mother tongue, native language",
          "el sentido de pertenencia — sense of belonging",
          "pertenecer a — to belong to",
          "identificarse con — to identify with",
          "sentirse orgulloso de, orgullosa de — to feel proud of",
          "definir — to define",
          "influir en — to influence",
          "a la vez — at the same time",
          "ya que — since, because"
        ],
        "listeningTitle": "Radio Juventud: ¿qué te define?",
        "transcript": "Buenas tardes y bienvenidos a Radio Juventud. Esta semana les preguntamos a nuestros oyentes qué es lo que más define su identidad. Recibimos más de trescientos mensajes. Casi la mitad dijo que la familia es lo más importante, ya que de ella aprendemos los valores y las costumbres. Martín, un oyente de Quito de dieciséis años, escribió que él se identifica más con sus amigos que con su familia, porque con ellos comparte sus intereses y su música. En cambio, Lucía, de Santo Domingo, dijo que su lengua es el centro de su identidad. Para ella, hablar español con su abuela es mantener vivas sus raíces. Y muchos jóvenes mencionaron algo nuevo, las redes sociales. Según ellos, lo que publican también forma parte de quiénes son. ¿Y tú? ¿Qué opinas? Escríbenos y sigue la conversación. Aquí en Radio Juventud, todas las voces cuentan.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-1-lesson-plan.pdf",
            "size": 9930
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-1-worksheet.pdf",
            "size": 4198
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-1-slides.pdf",
            "size": 5053
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-1-answer-key.pdf",
            "size": 5282
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-1-listening.mp3",
            "size": 265822
          }
        }
      },
      {
        "number": 2,
        "title": "Entre dos lenguas: bilingualism and bicultural identity",
        "minutes": 50,
        "objectives": [
          "Identify the main ideas and supporting details of an article and a podcast about bilingual young people in the United States",
          "Express belief with creo que / pienso que / es cierto que + indicative and doubt or denial with no creo que / dudo que / no es cierto que + subjunctive",
          "Take part in a four-corners discussion, agreeing and disagreeing respectfully and supporting opinions with examples from the sources"
        ],
        "canDo": [
          "I can understand the main ideas and some details of a text about bilingual identity.",
          "I can express what I believe and what I doubt about a statement.",
          "I can take part in a discussion, agreeing and disagreeing respectfully."
        ],
        "vocabulary": [
          "bilingüe — bilingual",
          "bicultural — bicultural",
          "el espanglish — Spanglish",
          "cambiar de idioma — to switch languages",
          "el acento — accent",
          "el prejuicio — prejudice",
          "la ventaja — advantage",
          "la desventaja — disadvantage",
          "mantener — to maintain, to keep",
          "avergonzarse de — to be ashamed of",
          "estar de acuerdo — to agree",
          "creo que + indicativo — I think that + indicative",
          "no creo que + subjuntivo — I don't think that + subjunctive",
          "dudo que + subjuntivo — I doubt that + subjunctive"
        ],
        "listeningTitle": "Pódcast Entre Mundos: mi vida en dos idiomas",
        "transcript": "Hola, soy Andrea y este es Entre Mundos, el pódcast donde hablamos de crecer entre dos culturas. Yo nací en Miami. Mi mamá es cubana y mi papá es nicaragüense, así que en mi casa se habla español, pero con dos acentos diferentes. En la escuela siempre hablaba inglés y, cuando era niña, me avergonzaba de hablar español en público. Ahora es todo lo contrario. Estoy orgullosa de ser bilingüe. Muchos adultos creen que el espanglish es un error, pero yo no creo que sea así. Cuando cambio de idioma, no es porque no sepa la palabra. Es porque algunas ideas suenan mejor en un idioma que en el otro. Claro, también hay desventajas. En Nicaragua, mis primos se ríen de mi acento, y aquí algunas personas dudan que yo sea estadounidense. Pero ya no me importa. Creo que mi identidad es más rica porque tengo dos lenguas. ¿Y ustedes? Cuéntenme su experiencia.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-2-lesson-plan.pdf",
            "size": 9558
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-2-worksheet.pdf",
            "size": 5226
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-2-slides.pdf",
            "size": 5048
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-2-answer-key.pdf",
            "size": 5960
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-2-listening.mp3",
            "size": 270106
          }
        }
      },
      {
        "number": 3,
        "title": "Mi imagen pública: identity on social media",
        "minutes": 50,
        "objectives": [
          "Compare the public image people show on social media with their private lives, using evidence from a text and a recording",
          "Give recommendations with impersonal expressions and verbs of influence + que + subjunctive (es importante que, es mejor que, recomiendo que), contrasting them with the infinitive when there is no new subject",
          "Plan and deliver a one-minute, well-organized piece of advice (introduction, two supported ideas, conclusion) about public identity online"
        ],
        "canDo": [
          "I can compare the image people show online with who they are in private life.",
          "I can give advice and recommendations about using social media.",
          "I can present a well-organized opinion about public identity."
        ],
        "vocabulary": [
          "la imagen pública — public image",
          "la vida privada — private life",
          "las redes sociales — social media",
          "publicar — to post, to publish",
          "la publicación — post",
          "los seguidores — followers",
          "la huella digital — digital footprint",
          "auténtico, auténtica — authentic",
          "aparentar — to put on a front, to keep up appearances",
          "compararse con — to compare oneself with",
          "es importante que — it's important that",
          "es mejor que — it's better that",
          "recomendar que — to recommend that",
          "sin embargo — however"
        ],
        "listeningTitle": "Consejos de una experta: tu identidad en las redes",
        "transcript": "Buenos días, estudiantes. Soy la doctora Elena Vargas y estudio cómo los jóvenes usan las redes sociales. Hoy quiero hablarles de la diferencia entre la imagen pública y la vida privada. Cuando publicamos algo, elegimos qué mostrar: el mejor ángulo, el viaje bonito, la nota perfecta. No hay nada malo en eso. Sin embargo, muchos adolescentes me cuentan que se sienten presionados a aparentar una vida perfecta y que se comparan con las publicaciones de otros. Por eso, tengo tres recomendaciones. Primero, es importante que piensen antes de publicar, porque su huella digital dura muchos años. Segundo, recomiendo que no midan su valor por el número de seguidores que tienen. Y tercero, es mejor que sean auténticos, ya que sus verdaderos amigos los quieren por quienes son, no por su perfil. Las redes pueden ser un espacio creativo y positivo, siempre que ustedes decidan cómo usarlas.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-3-lesson-plan.pdf",
            "size": 9892
          },
          "worksheet": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-3-worksheet.pdf",
            "size": 4156
          },
          "slides": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-3-slides.pdf",
            "size": 5477
          },
          "answerKey": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-3-answer-key.pdf",
            "size": 5350
          },
          "audio": {
            "url": "/curriculum-files/9-12-spanish-3/unit-1/lesson-3-listening.mp3",
            "size": 278152
          }
        }
      }
    ]
  },
  {
    "product": "k2-level-1",
    "number": 1,
    "title": "¡Hola! Greetings, names and feelings",
    "summary": "Children's very first Spanish. With the class puppet Lola, a hello-and-goodbye chant, a name chant and a feelings song, children learn to greet people and say goodbye, say their name and ask a friend's, and tell how they feel. By the end of the unit, each child can walk up to a classmate, say ¡Hola!, give their name with Me llamo..., answer ¿Cómo estás? with a feeling word and say ¡Adiós!",
    "lessons": [
      {
        "number": 1,
        "title": "Hola y adiós: hello and goodbye",
        "minutes": 30,
        "objectives": [
          "Respond to ¡Hola! and ¡Adiós! with the matching word and wave",
          "Choose Buenos días or Buenas tardes to match a picture of the morning or the afternoon sun",
          "Greet the puppet and a classmate, and say goodbye, with a memorized greeting"
        ],
        "canDo": [
          "I can say hello and goodbye.",
          "I can say good morning and good afternoon.",
          "I can answer when someone greets me in Spanish."
        ],
        "vocabulary": [
          "¡Hola! — Hello! / Hi!",
          "¡Adiós! — Goodbye!",
          "Buenos días. — Good morning.",
          "Buenas tardes. — Good afternoon.",
          "¡Hasta luego! — See you later!",
          "¡Hasta mañana! — See you tomorrow!",
          "la maestra / el maestro — the teacher (woman / man)",
          "el amigo / la amiga — the friend (boy / girl)",
          "la clase — the class"
        ],
        "listeningTitle": "¡Hola, Lola!",
        "transcript": "¡Hola! ¡Hola! Buenos días. ¡Hola, Lola! Buenos días, Lola. ¡Hola, Tomás! Buenos días, Tomás. ¡Hola, maestra! Buenos días, maestra. ¡Hola, clase! Buenos días, clase. Es la mañana. Buenos días, buenos días. ¡Hola, hola, hola! Ahora es la tarde. Buenas tardes, Lola. Buenas tardes, Tomás. Buenas tardes, maestra. Buenas tardes, clase. Es hora de ir a casa. ¡Adiós, Lola! ¡Adiós, Tomás! ¡Hasta luego! ¡Adiós, maestra! ¡Hasta mañana, clase! ¡Adiós, adiós, adiós! ¡Hasta luego, adiós!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-1-lesson-plan.pdf",
            "size": 9026
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-1-worksheet.pdf",
            "size": 3090
          },
          "slides": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-1-slides.pdf",
            "size": 4394
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-1-answer-key.pdf",
            "size": 2734
          },
          "audio": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-1-listening.mp3",
            "size": 253806
          }
        }
      },
      {
        "number": 2,
        "title": "¿Cómo te llamas?: what's your name?",
        "minutes": 30,
        "objectives": [
          "Say their own name with Me llamo... when asked ¿Cómo te llamas?",
          "Ask a classmate ¿Cómo te llamas? in a name chant and a ball game",
          "Answer sí or no to ¿Te llamas...? and ¿Se llama...? questions about classmates and puppets",
          "Put a greeting, a name and a goodbye together in a short puppet conversation"
        ],
        "canDo": [
          "I can say my name.",
          "I can ask a friend's name.",
          "I can say hello, say my name and say goodbye."
        ],
        "vocabulary": [
          "¿Cómo te llamas? — What's your name?",
          "Me llamo... — My name is...",
          "¿Y tú? — And you?",
          "Mucho gusto. — Nice to meet you.",
          "¿Te llamas...? — Is your name...?",
          "Se llama... — His / Her name is...",
          "el nombre — the name",
          "sí — yes",
          "no — no"
        ],
        "listeningTitle": "¿Cómo te llamas?",
        "transcript": "¡Hola! ¡Hola! Me llamo Lola. ¿Cómo te llamas? Me llamo Pepe. ¡Hola, Pepe! Mucho gusto. Mucho gusto, Lola. ¡Hola, niña! ¿Cómo te llamas? Me llamo Ana. ¿Y tú? Me llamo Pepe. Mucho gusto, Ana. ¡Hola, niño! ¿Cómo te llamas? Me llamo Tomás. ¿Y tú? Me llamo Lola. Mucho gusto, Tomás. Lola, Pepe, Ana y Tomás. ¡Somos amigos! ¿Cómo te llamas? ¿Cómo te llamas? Me llamo, me llamo, me llamo. ¡Adiós, amigos! ¡Hasta luego!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8021
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-2-worksheet.pdf",
            "size": 2903
          },
          "slides": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-2-slides.pdf",
            "size": 4370
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-2-answer-key.pdf",
            "size": 2529
          },
          "audio": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-2-listening.mp3",
            "size": 212741
          }
        }
      },
      {
        "number": 3,
        "title": "¿Cómo estás?: how are you feeling?",
        "minutes": 30,
        "objectives": [
          "Show and name a feeling (feliz, triste, cansado/cansada, enojado/enojada) with a face and a gesture",
          "Answer ¿Cómo estás? with Estoy + a feeling word, Bien or Más o menos",
          "Hold a full greeting exchange with a partner: hello, name, feeling and goodbye"
        ],
        "canDo": [
          "I can say how I feel.",
          "I can ask a friend how they are.",
          "I can say hello, say my name, say how I feel and say goodbye."
        ],
        "vocabulary": [
          "¿Cómo estás? — How are you?",
          "Estoy bien. — I'm fine.",
          "Estoy feliz. — I'm happy.",
          "Estoy triste. — I'm sad.",
          "Estoy cansado. / Estoy cansada. — I'm tired. (boy / girl)",
          "Estoy enojado. / Estoy enojada. — I'm angry. (boy / girl)",
          "Más o menos. — So-so.",
          "Gracias. — Thank you."
        ],
        "listeningTitle": "¿Cómo estás, Lola?",
        "transcript": "¡Hola, Lola! ¿Cómo estás? Estoy feliz. Estoy muy feliz. ¡Hola, Pepe! ¿Cómo estás? Estoy cansado. Estoy muy cansado. ¡Hola, Ana! ¿Cómo estás? Estoy triste. Estoy un poco triste. ¡Hola, Tomás! ¿Cómo estás? Estoy enojado. Estoy muy enojado. ¡Hola, Sofía! ¿Cómo estás? Estoy bien, gracias. ¿Y tú? Más o menos. Feliz, cansado, triste, enojado. Y tú, ¿cómo estás? ¿Estás feliz? ¿Estás triste? ¡Adiós, amigos! ¡Hasta mañana!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-3-lesson-plan.pdf",
            "size": 8368
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-3-worksheet.pdf",
            "size": 3098
          },
          "slides": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-3-slides.pdf",
            "size": 4410
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-3-answer-key.pdf",
            "size": 2741
          },
          "audio": {
            "url": "/curriculum-files/k2-level-1/unit-1/lesson-3-listening.mp3",
            "size": 219115
          }
        }
      }
    ]
  },
  {
    "product": "k2-level-2",
    "number": 1,
    "title": "En la escuela: classroom objects and directions",
    "summary": "Children learn the names of the school supplies and classroom things they see every day, and follow the directions their teacher gives in Spanish. They move from single words to short phrases: Es un lápiz. ¿Dónde está la puerta? Allí está. El libro está en la mesa. By the end of the unit, children can name and find classroom objects, say where something is, and follow two-step directions in a game of Simón dice.",
    "lessons": [
      {
        "number": 1,
        "title": "Los útiles escolares: school supplies",
        "minutes": 30,
        "objectives": [
          "Point to and name eight school supplies when the teacher shows or says them",
          "Answer ¿Qué es? with a short phrase: Es un lápiz. Es una mochila.",
          "Describe a supply by combining it with a color or a size word: un lápiz amarillo, un libro grande"
        ],
        "canDo": [
          "I can name the things in my backpack.",
          "I can answer the question ¿Qué es? with a short phrase.",
          "I can say the color of my school things."
        ],
        "vocabulary": [
          "el lápiz — the pencil",
          "el crayón — the crayon",
          "el libro — the book",
          "el cuaderno — the notebook",
          "el borrador — the eraser",
          "las tijeras — the scissors (always plural)",
          "el pegamento — the glue",
          "la mochila — the backpack",
          "¿Qué es? — What is it?",
          "Es un... / Es una... — It's a...",
          "grande / pequeño — big / small"
        ],
        "listeningTitle": "¿Qué hay en la mochila?",
        "transcript": "¡Hola! Soy Lola. Esta es mi mochila. ¿Qué hay en mi mochila? Mira. Es un lápiz. Es un lápiz amarillo. Mira. Es un libro. Es un libro grande. Mira. Es un cuaderno. Es un cuaderno azul. Mira. Es un borrador. Es un borrador pequeño. ¿Qué más hay? Son unas tijeras. Y es un crayón. Es un crayón rojo. Lápiz, libro, cuaderno, borrador, tijeras y crayón. ¡Mi mochila está llena! ¡Vamos a la escuela!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-1-lesson-plan.pdf",
            "size": 8863
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-1-worksheet.pdf",
            "size": 3111
          },
          "slides": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-1-slides.pdf",
            "size": 4342
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-1-answer-key.pdf",
            "size": 2748
          },
          "audio": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-1-listening.mp3",
            "size": 193306
          }
        }
      },
      {
        "number": 2,
        "title": "¿Dónde está?: things in our classroom",
        "minutes": 30,
        "objectives": [
          "Point to and name six things in the classroom: la puerta, la ventana, la mesa, la silla, el pizarrón, el reloj",
          "Answer ¿Dónde está...? by pointing and saying Aquí está or Allí está",
          "Say where a school supply is with a short phrase: en la mesa, en la silla, en la mochila"
        ],
        "canDo": [
          "I can name things in my classroom.",
          "I can say where something is: here, there, or on the table.",
          "I can find a classroom object when my teacher asks ¿Dónde está?"
        ],
        "vocabulary": [
          "el salón de clases — the classroom",
          "la puerta — the door",
          "la ventana — the window",
          "la mesa — the table",
          "la silla — the chair",
          "el pizarrón — the board",
          "el reloj — the clock",
          "¿Dónde está...? — Where is...?",
          "Aquí está. — Here it is.",
          "Allí está. — There it is.",
          "en — in / on"
        ],
        "listeningTitle": "¿Dónde está el lápiz?",
        "transcript": "¡Hola, clase! Este es mi salón de clases. Mira. Aquí está la puerta. Allí está la ventana. Aquí está la mesa. Aquí está la silla. Allí está el pizarrón. Allí está el reloj. Pero, ¿dónde está mi lápiz? ¿Dónde está el lápiz? ¿Está en la mesa? No, no está en la mesa. ¿Está en la silla? No, no está en la silla. ¿Está en la mochila? No, no está en la mochila. ¿Dónde está? ¿Dónde está? ¡Ah, aquí está! El lápiz está en la ventana. ¡Qué bien! ¡Gracias, amigos!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8018
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-2-worksheet.pdf",
            "size": 3219
          },
          "slides": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-2-slides.pdf",
            "size": 4243
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-2-answer-key.pdf",
            "size": 2889
          },
          "audio": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-2-listening.mp3",
            "size": 208353
          }
        }
      },
      {
        "number": 3,
        "title": "¡Simón dice!: classroom directions",
        "minutes": 30,
        "objectives": [
          "Follow eight classroom directions given in Spanish with the matching action",
          "Follow two-step directions that combine a direction with a classroom object: Levántense y toquen la puerta.",
          "Give one direction to the class as the leader in Simón dice"
        ],
        "canDo": [
          "I can follow directions my teacher gives in Spanish.",
          "I can give a direction to my friends in a game."
        ],
        "vocabulary": [
          "Levántense. — Stand up. (to the class)",
          "Siéntense. — Sit down.",
          "Escuchen. — Listen.",
          "Miren. — Look.",
          "Levanten la mano. — Raise your hand.",
          "Abran el libro. — Open the book.",
          "Cierren el libro. — Close the book.",
          "Saquen el lápiz. — Take out your pencil.",
          "Toquen... — Touch...",
          "Silencio, por favor. — Quiet, please.",
          "Simón dice... — Simon says..."
        ],
        "listeningTitle": "¡Simón dice!",
        "transcript": "¡Vamos a jugar! Escuchen bien. Simón dice: levántense. Simón dice: miren la ventana. Simón dice: toquen la mesa. Simón dice: levanten la mano. Siéntense. ¡Ah, no! Simón no dice. Otra vez. Simón dice: siéntense. Simón dice: abran el libro. Simón dice: saquen el lápiz. Simón dice: cierren el libro. Toquen la puerta. ¡Ah, no! Simón no dice. Simón dice: escuchen. Simón dice: silencio, por favor. ¡Muy bien, clase!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-3-lesson-plan.pdf",
            "size": 8463
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-3-worksheet.pdf",
            "size": 3204
          },
          "slides": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-3-slides.pdf",
            "size": 3908
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-3-answer-key.pdf",
            "size": 2887
          },
          "audio": {
            "url": "/curriculum-files/k2-level-2/unit-1/lesson-3-listening.mp3",
            "size": 213473
          }
        }
      }
    ]
  },
  {
    "product": "k2-level-3",
    "number": 1,
    "title": "Mi día: morning, school and bedtime routines",
    "summary": "Children follow the class puppet Lola through her day, from the alarm clock in the morning to the lullaby at night, and learn to say what they do at each moment with short first-person phrases (me despierto, leo un libro, me acuesto). They read simple sentences with picture support, order routine cards with primero, después and luego, and answer questions about their own day. By the end of the unit, children can retell a whole day in order in four or five short sentences with the help of picture cards.",
    "lessons": [
      {
        "number": 1,
        "title": "Por la mañana: my morning routine",
        "minutes": 30,
        "objectives": [
          "Act out and name seven morning actions in the first person (me despierto, me levanto, me lavo la cara...)",
          "Read four short routine sentences with picture support, pointing to each word",
          "Put four routine cards in order and tell them with primero and después"
        ],
        "canDo": [
          "I can say what I do in the morning.",
          "I can tell my morning in order with primero and después.",
          "I can read short sentences about a morning with picture help."
        ],
        "vocabulary": [
          "la mañana — the morning",
          "me despierto — I wake up",
          "me levanto — I get up",
          "me lavo la cara — I wash my face",
          "me cepillo los dientes — I brush my teeth",
          "me visto — I get dressed",
          "desayuno — I eat breakfast",
          "voy a la escuela — I go to school",
          "primero — first",
          "después — after that / then"
        ],
        "listeningTitle": "La mañana de Lola",
        "transcript": "Buenos días. Me llamo Lola. Es la mañana. ¡Rin, rin, rin! Primero, me despierto. Estoy cansada. Después, me levanto. Me lavo la cara con agua. Me cepillo los dientes. Después, me visto. Me pongo la camisa y los zapatos. Después, desayuno. Como pan y fruta. ¡Qué rico! Tomo leche. Me despierto, me levanto, me lavo la cara, me cepillo los dientes, me visto y desayuno. Y después, voy a la escuela. ¡Adiós, mamá! ¡Adiós, Lola! ¡Que tengas un buen día!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-1-lesson-plan.pdf",
            "size": 8659
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-1-worksheet.pdf",
            "size": 3118
          },
          "slides": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-1-slides.pdf",
            "size": 4342
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-1-answer-key.pdf",
            "size": 2827
          },
          "audio": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-1-listening.mp3",
            "size": 213891
          }
        }
      },
      {
        "number": 2,
        "title": "Mi día en la escuela: my school day",
        "minutes": 30,
        "objectives": [
          "Name and act out six school-day activities (leo, escribo, canto, pinto, juego en el recreo, como el almuerzo)",
          "Ask and answer ¿Te gusta...? about school activities with Sí, me gusta... and No, no me gusta...",
          "Tell three things they do at school in order with primero, después and luego"
        ],
        "canDo": [
          "I can say what I do at school.",
          "I can ask a friend if they like an activity and answer the same question.",
          "I can read short sentences about a school day with picture help."
        ],
        "vocabulary": [
          "llego a la escuela — I arrive at school",
          "leo / leer — I read / to read",
          "escribo / escribir — I write / to write",
          "canto / cantar — I sing / to sing",
          "pinto / pintar — I paint / to paint",
          "juego en el recreo — I play at recess",
          "como el almuerzo — I eat lunch",
          "el recreo — recess",
          "luego — later / next",
          "¿Te gusta...? — Do you like...?",
          "Me gusta... / No me gusta... — I like... / I don't like..."
        ],
        "listeningTitle": "Lola en la escuela",
        "transcript": "¡Hola! Soy Lola. Llego a la escuela. Saludo a mis amigos. ¡Hola, Ana! ¡Hola, Tomás! Primero, leo un libro. Me gusta leer. Después, escribo mi nombre. Luego, canto con la maestra. La, la, la. Me gusta cantar. Después, juego en el recreo con mis amigos. ¡Me gusta mucho el recreo! Luego, como el almuerzo. Como un sándwich y una manzana. Por la tarde, pinto. No me gusta pintar. Pinto mi mano de azul. ¡Ay, no! Leo, escribo, canto, juego, como y pinto. ¡Adiós, escuela! ¡Hasta mañana!",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-2-lesson-plan.pdf",
            "size": 8702
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-2-worksheet.pdf",
            "size": 3076
          },
          "slides": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-2-slides.pdf",
            "size": 3895
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-2-answer-key.pdf",
            "size": 2796
          },
          "audio": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-2-listening.mp3",
            "size": 235624
          }
        }
      },
      {
        "number": 3,
        "title": "Por la noche: bedtime and my whole day",
        "minutes": 30,
        "objectives": [
          "Name and act out six bedtime actions (ceno, me baño, me pongo la pijama, leo un cuento, me acuesto, duermo)",
          "Sort routine cards from the whole unit into morning, school and night",
          "Retell Lola's day, or their own, in four short sentences with picture support, using primero, después and por la noche"
        ],
        "canDo": [
          "I can say what I do at night.",
          "I can tell about my day in order: morning, school and night.",
          "I can read short sentences about my day with picture help."
        ],
        "vocabulary": [
          "la noche — the night",
          "por la noche — at night",
          "ceno — I eat dinner",
          "me baño — I take a bath",
          "me pongo la pijama — I put on my pajamas",
          "leo un cuento — I read a story",
          "me acuesto — I go to bed",
          "duermo — I sleep",
          "la cama — the bed",
          "¡Buenas noches! — Good night!"
        ],
        "listeningTitle": "Buenas noches, Lola",
        "transcript": "Es la noche. La luna está en el cielo. Primero, ceno con mi familia. Como sopa. ¡Qué rica! Después, me baño. Agua y jabón, agua y jabón. Me pongo la pijama. Mi pijama es azul. Me cepillo los dientes. Luego, leo un cuento con papá. Me gusta mucho el cuento. Estoy cansada. Me acuesto en mi cama. Buenas noches, papá. Buenas noches, mamá. Buenas noches, Lola. Duermo, duermo, duermo. Mañana me despierto y voy a la escuela otra vez.",
        "files": {
          "lessonPlan": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-3-lesson-plan.pdf",
            "size": 8748
          },
          "worksheet": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-3-worksheet.pdf",
            "size": 3252
          },
          "slides": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-3-slides.pdf",
            "size": 4010
          },
          "answerKey": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-3-answer-key.pdf",
            "size": 2910
          },
          "audio": {
            "url": "/curriculum-files/k2-level-3/unit-1/lesson-3-listening.mp3",
            "size": 199471
          }
        }
      }
    ]
  }
];
