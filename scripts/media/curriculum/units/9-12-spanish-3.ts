// High School Spanish III — Unit 1: Las identidades personales y públicas (personal and public identities).
import type { UnitSource } from "../types.ts";

export const unit: UnitSource = {
  product: "9-12-spanish-3",
  number: 1,
  title: "Las identidades personales y públicas",
  summary:
    "Built on the AP theme of the same name, this unit asks what shapes who we are. Students discuss the elements of personal identity (roots, language, values, community), explore the experience of bilingual and bicultural young people, and analyze how people build a public identity on social media, expressing belief, doubt and recommendations with the indicative and the subjunctive. By the end of the unit, students can sustain a discussion on identity and deliver a short, well-organized opinion piece.",
  lessons: [
    {
      number: 1,
      title: "¿Qué define mi identidad?: what shapes who I am",
      minutes: 50,
      objectives: [
        "Discuss the factors that shape identity (roots, cultural heritage, language, values, beliefs, community) using academic vocabulary",
        "Identify the main idea and supporting details of a youth blog post and a radio segment about identity",
        "Express and justify opinions with para mí, lo más importante es..., (no) me identifico con... and ya que / porque",
        "Create an identity map and explain it to a partner, answering follow-up questions",
      ],
      canDo: [
        "I can explain which parts of my life shape my identity.",
        "I can understand the main idea and key details of a text about identity.",
        "I can support my opinions with reasons and examples.",
      ],
      vocabulary: [
        { es: "la identidad", en: "identity" },
        { es: "las raíces", en: "roots" },
        { es: "la herencia cultural", en: "cultural heritage" },
        { es: "los valores", en: "values" },
        { es: "las creencias", en: "beliefs" },
        { es: "la lengua materna", en: "mother tongue, native language" },
        { es: "el sentido de pertenencia", en: "sense of belonging" },
        { es: "pertenecer a", en: "to belong to" },
        { es: "identificarse con", en: "to identify with" },
        { es: "sentirse orgulloso de, orgullosa de", en: "to feel proud of" },
        { es: "definir", en: "to define" },
        { es: "influir en", en: "to influence" },
        { es: "a la vez", en: "at the same time" },
        { es: "ya que", en: "since, because" },
      ],
      prepare: [
        "Slides for Lesson 1",
        "Printed worksheet with Daniela's blog post, one per student",
        "Lesson 1 listening track",
        "Blank paper and colored pencils for the identity maps",
        "Sticky notes for the closing gallery walk",
        "A class list for the interpersonal rubric scores",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 6,
          steps: [
            "Show the proverb on slide 1. Pairs discuss for two minutes: ¿Qué significa? ¿Estás de acuerdo? ¿Por qué sí o por qué no?",
            "Take two or three opinions and model a nuanced answer, highlighting pero and ya que.",
          ],
          teacherSays: [
            "¿Están de acuerdo con este refrán? ¿Por qué? (Do you agree with this saying? Why?)",
            "Yo creo que nuestros amigos influyen en nosotros, pero no nos definen. (I think our friends influence us, but they don't define us.)",
          ],
        },
        input: {
          minutes: 14,
          steps: [
            "Pre-teach the vocabulary with slide 2; students rank the identity factors from most to least important for them in their notebooks.",
            "Interpretive reading (slide 3): students read Daniela's blog post in worksheet Task 1, answer the questions and state the main idea in one sentence; compare with a partner.",
            "Interpretive listening: play the Lesson 1 listening track (a youth radio segment about what defines identity) once for gist and once for details; partners answer the listening questions.",
          ],
          teacherSays: [
            "Según la autora, ¿qué define su identidad? (According to the author, what defines her identity?)",
            "¿Cuál es la idea principal del texto? (What's the main idea of the text?)",
          ],
        },
        practice: {
          minutes: 16,
          steps: [
            "Opinion language (slide 4): students complete the six statements in worksheet Task 2 with a reason each (4 minutes).",
            "Identity map (6 minutes, slide 5): students draw themselves in the center with six branches (la familia, la lengua, los valores, la comunidad, los intereses, las raíces) and a word or short phrase in Spanish on each branch.",
            "Interpersonal (6 minutes, slide 6): in pairs, students explain three branches of their map with reasons; the partner asks two follow-up questions. Switch.",
          ],
          teacherSays: [
            "Me identifico con la cultura de mis abuelos, ya que crecí con ellos. (I identify with my grandparents' culture, since I grew up with them.)",
            "¿Por qué es tan importante para ti? ¿Siempre fue así? (Why is it so important to you? Was it always that way?)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Second rotation (4 minutes): students explain their maps to a new partner while you circulate and score with the interpersonal rubric on slide 7, 1 to 4 per row: Task (three or more factors with reasons), Language (unit vocabulary, opinion structures, verb control), Interaction (asks follow-up questions, reacts). 9 or more of 12 meets the target.",
            "Exit ticket (5 minutes): in three or four sentences, students answer ¿Cuál es el factor más importante de tu identidad y por qué? Criteria: a clear opinion, a reason with ya que or porque, a concrete example and at least two unit words.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Gallery walk: post the identity maps; each student leaves a sticky note on two maps (Me identifico con... / Tenemos en común...).",
            "Preview Lesson 2: what does it mean to live between two languages?",
          ],
          teacherSays: ["La próxima clase hablamos de vivir entre dos lenguas. (Next class we'll talk about living between two languages.)"],
        },
      },
      differentiation: {
        support: [
          "Provide a glossary strip with the unit vocabulary and the opinion starters from slide 4.",
          "Allow icons plus one word on each branch of the map, and a frame for the explanation: Para mí, ___ es importante porque ___.",
        ],
        extension: [
          "Ask students to argue whether identity is fixed or changes over time, using antes / ahora and an example from their own life.",
          "Heritage speakers write a paragraph about what their variety of Spanish (words, accent) says about their family's history and share one regional expression with the class.",
        ],
      },
      slides: [
        {
          title: "Para empezar",
          lines: ["«Dime con quién andas y te diré quién eres.»", "¿Qué significa este refrán?", "¿Estás de acuerdo? ¿Por qué?"],
        },
        {
          title: "Vocabulario: la identidad",
          lines: [
            "las raíces - la herencia cultural",
            "los valores - las creencias",
            "la lengua materna - el sentido de pertenencia",
            "pertenecer a - identificarse con",
            "sentirse orgulloso/a de - influir en",
          ],
        },
        {
          title: "¿De dónde soy?",
          lines: [
            "Blog de Daniela, 17 años, San Antonio",
            "Lean el texto: ¿cuál es la idea principal?",
            "Busquen dos ejemplos que la apoyan.",
          ],
        },
        {
          title: "Expresar opiniones",
          lines: [
            "Para mí, lo más importante es...",
            "(No) me identifico con...",
            "Me siento orgulloso/a de...",
            "..., ya que... / ..., porque...",
            "A la vez, ...",
          ],
        },
        {
          title: "Mi mapa de identidad",
          lines: [
            "Tú en el centro",
            "la familia - la lengua - los valores",
            "la comunidad - los intereses - las raíces",
            "Una palabra o frase en cada rama",
          ],
        },
        {
          title: "Conversación",
          lines: [
            "Explica tres ramas de tu mapa y por qué.",
            "Tu pareja hace dos preguntas de seguimiento.",
            "¿Por qué es tan importante para ti?",
            "¿Siempre fue así?",
          ],
        },
        {
          title: "Rúbrica interpersonal",
          lines: [
            "Tarea: 3+ factores con razones",
            "Lenguaje: vocabulario y estructuras de opinión",
            "Interacción: preguntas y reacciones",
            "4 excelente - 3 bien - 2 en progreso - 1 inicio",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Lee el blog de Daniela y contesta las preguntas en oraciones completas. Texto: ¿De dónde soy? Cuando alguien me pregunta de dónde soy, nunca sé qué contestar. Nací en San Antonio, Texas, pero mis padres son de Monterrey. En casa hablamos español, comemos cabrito los domingos y celebramos el Día de Muertos con un altar para mis bisabuelos. En la escuela hablo inglés, juego en el equipo de vóleibol y me encanta la música country. Cuando visito a mis primos en México, me dicen «la gringa»; aquí, algunos compañeros me preguntan si soy mexicana. Antes eso me molestaba. Ahora pienso que no tengo que elegir: soy de los dos lugares a la vez. Mis raíces mexicanas y mi vida en Texas me definen por igual, y me siento orgullosa de las dos.",
          items: [
            { prompt: "¿Por qué Daniela nunca sabe qué contestar cuando le preguntan de dónde es?", answer: "Porque nació en Texas, pero sus padres son de Monterrey, y vive entre dos culturas." },
            { prompt: "Menciona dos tradiciones mexicanas de su familia.", answer: "Comen cabrito los domingos y celebran el Día de Muertos con un altar para sus bisabuelos." },
            { prompt: "Menciona dos aspectos de su vida en Texas.", answer: "Dos de estos: habla inglés en la escuela, juega en el equipo de vóleibol, le encanta la música country." },
            { prompt: "¿Cómo la llaman sus primos en México?", answer: "La llaman «la gringa»." },
            { prompt: "¿Cómo cambió su actitud?", answer: "Antes le molestaba; ahora piensa que no tiene que elegir y que es de los dos lugares a la vez." },
            { prompt: "¿Cuál es la idea principal del texto?", answer: "Se puede pertenecer a dos culturas a la vez: sus raíces mexicanas y su vida en Texas la definen por igual, y está orgullosa de las dos." },
          ],
        },
        {
          instructions: "Completa cada oración con tu opinión personal y una razón con ya que o porque.",
          items: [
            { prompt: "Para mí, lo más importante de mi identidad es...", answer: "Modelo: Para mí, lo más importante de mi identidad es mi familia, ya que me enseñó mis valores." },
            { prompt: "Me identifico con...", answer: "Modelo: Me identifico con mi equipo de fútbol porque allí me siento parte de un grupo." },
            { prompt: "Me siento orgulloso / orgullosa de...", answer: "Modelo: Me siento orgullosa de mis raíces dominicanas, ya que mi familia luchó mucho para llegar aquí." },
            { prompt: "No me identifico con...", answer: "Modelo: No me identifico con la imagen de los adolescentes en la televisión, ya que es muy superficial." },
            { prompt: "Mi lengua materna influye en mi identidad porque...", answer: "Modelo: Mi lengua materna influye en mi identidad porque es la lengua de mis abuelos y de mis recuerdos de la infancia." },
            { prompt: "Siento que pertenezco a...", answer: "Modelo: Siento que pertenezco a mi barrio, ya que allí conozco a todos los vecinos." },
          ],
        },
      ],
      listening: {
        title: "Radio Juventud: ¿qué te define?",
        script:
          "Buenas tardes y bienvenidos a Radio Juventud. Esta semana les preguntamos a nuestros oyentes qué es lo que más define su identidad. Recibimos más de trescientos mensajes. Casi la mitad dijo que la familia es lo más importante, ya que de ella aprendemos los valores y las costumbres. Martín, un oyente de Quito de dieciséis años, escribió que él se identifica más con sus amigos que con su familia, porque con ellos comparte sus intereses y su música. En cambio, Lucía, de Santo Domingo, dijo que su lengua es el centro de su identidad. Para ella, hablar español con su abuela es mantener vivas sus raíces. Y muchos jóvenes mencionaron algo nuevo, las redes sociales. Según ellos, lo que publican también forma parte de quiénes son. ¿Y tú? ¿Qué opinas? Escríbenos y sigue la conversación. Aquí en Radio Juventud, todas las voces cuentan.",
        questions: [
          { prompt: "¿Qué les preguntó el programa a los oyentes y cuántas respuestas recibió?", answer: "Qué es lo que más define su identidad; recibió más de trescientos mensajes." },
          { prompt: "Según casi la mitad de los oyentes, ¿qué es lo más importante y por qué?", answer: "La familia, ya que de ella aprendemos los valores y las costumbres." },
          { prompt: "¿Por qué Martín se identifica más con sus amigos?", answer: "Porque con ellos comparte sus intereses y su música." },
          { prompt: "¿Qué significa para Lucía hablar español con su abuela?", answer: "Mantener vivas sus raíces; para ella, la lengua es el centro de su identidad." },
          { prompt: "¿Qué elemento nuevo mencionaron muchos jóvenes y qué dijeron?", answer: "Las redes sociales: dijeron que lo que publican también forma parte de quiénes son." },
        ],
      },
    },
    {
      number: 2,
      title: "Entre dos lenguas: bilingualism and bicultural identity",
      minutes: 50,
      objectives: [
        "Identify the main ideas and supporting details of an article and a podcast about bilingual young people in the United States",
        "Express belief with creo que / pienso que / es cierto que + indicative and doubt or denial with no creo que / dudo que / no es cierto que + subjunctive",
        "Take part in a four-corners discussion, agreeing and disagreeing respectfully and supporting opinions with examples from the sources",
      ],
      canDo: [
        "I can understand the main ideas and some details of a text about bilingual identity.",
        "I can express what I believe and what I doubt about a statement.",
        "I can take part in a discussion, agreeing and disagreeing respectfully.",
      ],
      vocabulary: [
        { es: "bilingüe", en: "bilingual" },
        { es: "bicultural", en: "bicultural" },
        { es: "el espanglish", en: "Spanglish" },
        { es: "cambiar de idioma", en: "to switch languages" },
        { es: "el acento", en: "accent" },
        { es: "el prejuicio", en: "prejudice" },
        { es: "la ventaja", en: "advantage" },
        { es: "la desventaja", en: "disadvantage" },
        { es: "mantener", en: "to maintain, to keep" },
        { es: "avergonzarse de", en: "to be ashamed of" },
        { es: "estar de acuerdo", en: "to agree" },
        { es: "creo que + indicativo", en: "I think that + indicative" },
        { es: "no creo que + subjuntivo", en: "I don't think that + subjunctive" },
        { es: "dudo que + subjuntivo", en: "I doubt that + subjunctive" },
      ],
      prepare: [
        "Slides for Lesson 2",
        "Printed worksheet with the article Ni de aquí ni de allá, one per student",
        "Lesson 2 listening track",
        "Four corner signs: Totalmente de acuerdo, De acuerdo, En desacuerdo, Totalmente en desacuerdo",
        "A subjunctive reference card (regular verbs; ser, ir, haber, tener, poder, saber), one per student",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Do now (slide 1): students mark each statement C (cierto) or F (falso) for themselves.",
            "Quick show of hands for each statement; connect the results to the identity maps from Lesson 1.",
          ],
          teacherSays: [
            "¿Quién mezcla idiomas cuando habla? Levanten la mano. (Who mixes languages when they speak? Raise your hands.)",
          ],
        },
        input: {
          minutes: 15,
          steps: [
            "Pre-teach the vocabulary on slide 2 with quick examples from students' own experience.",
            "Interpretive reading (slide 3): students read the article in worksheet Task 1, answer the questions and write its main idea in one sentence.",
            "Interpretive listening: play the Lesson 2 listening track (Andrea's podcast about living in two languages) twice; partners answer the listening questions.",
            "Grammar in context (slides 4 and 5): write two sentences from the podcast on the board, Creo que mi identidad es más rica and No creo que sea así. Students notice the change of verb after no creo que and dudo que. Present the formation of the present subjunctive (yo form, drop the -o, add the opposite vowel) and the irregulars on the reference card.",
          ],
          teacherSays: [
            "Creo que el espanglish es creativo. No creo que sea incorrecto. (I think Spanglish is creative. I don't think it's incorrect.)",
            "¿Qué cambia después de no creo que? (What changes after no creo que?)",
          ],
        },
        practice: {
          minutes: 17,
          steps: [
            "Students complete worksheet Task 2 (5 minutes) and check with the slide.",
            "Four corners (10 minutes, slide 6): read each statement; students move to the corner that matches their opinion, discuss for one minute, and a spokesperson states the group's view with one belief and one doubt structure. Another corner must respond before you move on.",
            "Debrief (2 minutes): which argument made anyone change corners? Write the two strongest sentences on the board.",
          ],
          teacherSays: [
            "Estoy de acuerdo, pero dudo que sea tan fácil. (I agree, but I doubt it's that easy.)",
            "Con todo respeto, no estoy de acuerdo, ya que... (With all due respect, I disagree, since...)",
          ],
        },
        assessment: {
          minutes: 8,
          steps: [
            "Exit ticket (slide 7, 6 minutes): students respond to the statement Los jóvenes bilingües pierden su identidad in four or five sentences with a belief (creo que + indicative), a doubt (no creo que or dudo que + subjunctive), a reason and one example from the article or the podcast.",
            "Score out of 5, 1 point each: clear position; correct indicative after creo que; correct subjunctive after the doubt expression; reason with ya que or porque; example from a source. 4 or 5 meets the Intermediate Mid target; 3 is approaching.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Read two strong exit-ticket sentences aloud without names and highlight the subjunctive in each.",
            "Students complete worksheet Task 3 for homework. Preview Lesson 3: how we present ourselves online.",
          ],
          teacherSays: ["Muy bien argumentado. (Very well argued.)"],
        },
      },
      differentiation: {
        support: [
          "Provide the subjunctive reference card and a frame: Creo que ___ porque ___. Sin embargo, no creo que ___.",
          "Let students write their four-corners statement before they speak.",
        ],
        extension: [
          "Add other expressions of doubt and denial (no es cierto que, es imposible que, no estoy seguro de que) and a concession with aunque.",
          "Heritage speakers analyze their own language switching: with whom, in what situations and why they change languages, and share one example.",
        ],
      },
      slides: [
        {
          title: "Para empezar: ¿cierto o falso para ti?",
          lines: [
            "Hablo más de un idioma en casa.",
            "Mezclo idiomas cuando hablo.",
            "Alguien me corrigió el acento alguna vez.",
          ],
        },
        {
          title: "Vocabulario",
          lines: [
            "bilingüe - bicultural - el espanglish",
            "cambiar de idioma - el acento",
            "la ventaja - la desventaja - el prejuicio",
            "mantener - avergonzarse de",
            "estar de acuerdo",
          ],
        },
        {
          title: "Ni de aquí ni de allá",
          lines: ["Lean el artículo.", "Idea principal en una oración.", "Dos datos que la apoyan."],
        },
        {
          title: "Creer y dudar",
          lines: [
            "Creo que + indicativo",
            "Creo que ser bilingüe es una ventaja.",
            "No creo que / Dudo que + subjuntivo",
            "No creo que el espanglish sea un problema.",
            "Es cierto que + ind. / No es cierto que + subj.",
          ],
        },
        {
          title: "El presente del subjuntivo",
          lines: [
            "hablar: hable - comer: coma - vivir: viva",
            "tener: tenga - poder: pueda - saber: sepa",
            "ser: sea - ir: vaya - haber: haya",
            "Forma de yo, quita la -o, vocal opuesta",
          ],
        },
        {
          title: "Cuatro esquinas",
          lines: [
            "1. Hablar dos idiomas siempre es una ventaja.",
            "2. El espanglish es una forma válida de hablar.",
            "3. Para ser latino hay que hablar español.",
            "4. Las escuelas deben enseñar en dos idiomas.",
          ],
        },
        {
          title: "Boleto de salida",
          lines: [
            "«Los jóvenes bilingües pierden su identidad.»",
            "4-5 oraciones: creo que... / no creo que...",
            "Una razón y un ejemplo del texto o del audio",
          ],
        },
      ],
      worksheet: [
        {
          instructions:
            "Lee el artículo y contesta las preguntas. Texto: Ni de aquí ni de allá. Millones de jóvenes en Estados Unidos crecen entre dos lenguas. Hablan español con sus abuelos, inglés con sus amigos y, muchas veces, una mezcla de los dos: el espanglish. Para algunas personas, esta mezcla es una señal de que los jóvenes no hablan bien ninguno de los dos idiomas. Sin embargo, muchos lingüistas explican que cambiar de idioma en una conversación es una habilidad que requiere dominar las reglas de ambas lenguas. El problema, dicen los jóvenes, no es el idioma, sino el prejuicio. «En México me dicen que hablo como gringo y aquí me preguntan de dónde soy», cuenta Andrés, de 17 años. Como él, muchos sienten que no son ni de aquí ni de allá. Otros, en cambio, prefieren decir que son de aquí y de allá.",
          items: [
            { prompt: "¿Qué es el espanglish, según el artículo?", answer: "Una mezcla de español e inglés." },
            { prompt: "¿Qué piensan algunas personas del espanglish?", answer: "Que es una señal de que los jóvenes no hablan bien ninguno de los dos idiomas." },
            { prompt: "¿Qué explican muchos lingüistas?", answer: "Que cambiar de idioma en una conversación es una habilidad que requiere dominar las reglas de ambas lenguas." },
            { prompt: "Según los jóvenes, ¿cuál es el verdadero problema?", answer: "El prejuicio, no el idioma." },
            { prompt: "¿Qué experiencia cuenta Andrés?", answer: "En México le dicen que habla como gringo y en Estados Unidos le preguntan de dónde es." },
            { prompt: "Explica la diferencia entre «ni de aquí ni de allá» y «de aquí y de allá».", answer: "La primera expresa que uno no pertenece a ningún lugar; la segunda, que pertenece a los dos lugares a la vez." },
          ],
        },
        {
          instructions: "Completa cada oración con la forma correcta del verbo en el indicativo o en el subjuntivo.",
          items: [
            { prompt: "Creo que ser bilingüe ___ (ser) una gran ventaja.", answer: "es" },
            { prompt: "No creo que el espanglish ___ (ser) un problema.", answer: "sea" },
            { prompt: "Dudo que todos los jóvenes ___ (tener) la misma experiencia.", answer: "tengan" },
            { prompt: "Es cierto que muchos estudiantes ___ (cambiar) de idioma en casa.", answer: "cambian" },
            { prompt: "No es cierto que los bilingües ___ (hablar) mal los dos idiomas.", answer: "hablen" },
            { prompt: "Pienso que la escuela ___ (poder) ayudar a mantener el español.", answer: "puede" },
            { prompt: "Mis padres dudan que yo ___ (olvidar) el español.", answer: "olvide" },
            { prompt: "No pienso que ___ (haber) una sola forma de ser latino.", answer: "haya" },
          ],
        },
        {
          instructions: "Reacciona a cada afirmación con una creencia o una duda y una razón.",
          items: [
            { prompt: "Hablar dos idiomas siempre es una ventaja.", answer: "Modelo: Creo que es una ventaja, ya que tienes más oportunidades de trabajo y puedes hablar con más personas." },
            { prompt: "El acento define de dónde eres.", answer: "Modelo: No creo que el acento defina quién eres; solo muestra dónde aprendiste el idioma." },
            { prompt: "Para ser latino hay que hablar español.", answer: "Modelo: Dudo que sea necesario, porque la identidad también incluye la familia, la historia y las costumbres." },
            { prompt: "Los jóvenes deben avergonzarse de hablar espanglish.", answer: "Modelo: No es cierto que deban avergonzarse; el espanglish es una forma creativa de comunicarse." },
            { prompt: "Las escuelas deben enseñar en dos idiomas.", answer: "Modelo: Creo que deben hacerlo, porque así los estudiantes mantienen su lengua materna." },
          ],
        },
      ],
      listening: {
        title: "Pódcast Entre Mundos: mi vida en dos idiomas",
        script:
          "Hola, soy Andrea y este es Entre Mundos, el pódcast donde hablamos de crecer entre dos culturas. Yo nací en Miami. Mi mamá es cubana y mi papá es nicaragüense, así que en mi casa se habla español, pero con dos acentos diferentes. En la escuela siempre hablaba inglés y, cuando era niña, me avergonzaba de hablar español en público. Ahora es todo lo contrario. Estoy orgullosa de ser bilingüe. Muchos adultos creen que el espanglish es un error, pero yo no creo que sea así. Cuando cambio de idioma, no es porque no sepa la palabra. Es porque algunas ideas suenan mejor en un idioma que en el otro. Claro, también hay desventajas. En Nicaragua, mis primos se ríen de mi acento, y aquí algunas personas dudan que yo sea estadounidense. Pero ya no me importa. Creo que mi identidad es más rica porque tengo dos lenguas. ¿Y ustedes? Cuéntenme su experiencia.",
        questions: [
          { prompt: "¿De dónde son los padres de Andrea y cómo se habla en su casa?", answer: "Su mamá es cubana y su papá es nicaragüense; en casa se habla español, pero con dos acentos diferentes." },
          { prompt: "¿Cómo se sentía Andrea de niña al hablar español en público y cómo se siente ahora?", answer: "De niña se avergonzaba; ahora está orgullosa de ser bilingüe." },
          { prompt: "Según Andrea, ¿por qué cambia de idioma?", answer: "Porque algunas ideas suenan mejor en un idioma que en el otro, no porque no sepa la palabra." },
          { prompt: "¿Qué desventajas menciona?", answer: "En Nicaragua sus primos se ríen de su acento, y en Estados Unidos algunas personas dudan que sea estadounidense." },
          { prompt: "Copia una oración del pódcast con subjuntivo y explica por qué se usa.", answer: "Por ejemplo: «no creo que sea así» o «dudan que yo sea estadounidense»; se usa el subjuntivo porque expresan duda o negación." },
        ],
      },
    },
    {
      number: 3,
      title: "Mi imagen pública: identity on social media",
      minutes: 50,
      objectives: [
        "Compare the public image people show on social media with their private lives, using evidence from a text and a recording",
        "Give recommendations with impersonal expressions and verbs of influence + que + subjunctive (es importante que, es mejor que, recomiendo que), contrasting them with the infinitive when there is no new subject",
        "Plan and deliver a one-minute, well-organized piece of advice (introduction, two supported ideas, conclusion) about public identity online",
      ],
      canDo: [
        "I can compare the image people show online with who they are in private life.",
        "I can give advice and recommendations about using social media.",
        "I can present a well-organized opinion about public identity.",
      ],
      vocabulary: [
        { es: "la imagen pública", en: "public image" },
        { es: "la vida privada", en: "private life" },
        { es: "las redes sociales", en: "social media" },
        { es: "publicar", en: "to post, to publish" },
        { es: "la publicación", en: "post" },
        { es: "los seguidores", en: "followers" },
        { es: "la huella digital", en: "digital footprint" },
        { es: "auténtico, auténtica", en: "authentic" },
        { es: "aparentar", en: "to put on a front, to keep up appearances" },
        { es: "compararse con", en: "to compare oneself with" },
        { es: "es importante que", en: "it's important that" },
        { es: "es mejor que", en: "it's better that" },
        { es: "recomendar que", en: "to recommend that" },
        { es: "sin embargo", en: "however" },
      ],
      prepare: [
        "Slides for Lesson 3",
        "Printed worksheet, one per student",
        "Lesson 3 listening track",
        "Presentational rubric (slide 7), one copy per student, and a class list for scores",
        "Slips of paper for peer feedback",
        "Sticky notes for the closing question",
        "Timer",
      ],
      plan: {
        warmUp: {
          minutes: 5,
          steps: [
            "Do now (slide 1): students write two sentences answering ¿Tu perfil en redes muestra quién eres de verdad? and share with a partner.",
            "Take three answers and connect them to the Radio Juventud segment from Lesson 1 (lo que publican forma parte de quiénes son).",
          ],
          teacherSays: ["¿Eres la misma persona en línea y en la vida real? (Are you the same person online and in real life?)"],
        },
        input: {
          minutes: 14,
          steps: [
            "Interpretive (slide 2): students compare Sofi's public post with her private diary entries and list the differences in a two-column chart (imagen pública / vida privada).",
            "Pre-teach the vocabulary on slide 3, then play the Lesson 3 listening track (an expert's talk about identity on social media) twice; partners answer the listening questions.",
            "Grammar in context (slide 4): from the talk, write Es importante que piensen antes de publicar and Recomiendo que no midan su valor... Review the present subjunctive and the pattern expression + que + new subject + subjunctive; contrast with the infinitive when there is no new subject (Es importante pensar antes de publicar).",
          ],
          teacherSays: [
            "Es importante que ustedes piensen antes de publicar. (It's important that you think before posting.)",
            "Recomiendo que no compartas tu dirección. (I recommend that you don't share your address.)",
          ],
        },
        practice: {
          minutes: 17,
          steps: [
            "Students complete worksheet Tasks 1 and 2 (6 minutes); check answers.",
            "Interpersonal (5 minutes, slide 5): in groups of three, students discuss ¿Es posible ser auténtico en las redes? Each student must use one recommendation and one belief or doubt structure from Lesson 2.",
            "Presentational planning (6 minutes, slide 6): students outline a one-minute Consejo para mi yo de doce años in worksheet Task 3: introduction, two recommendations with reasons, conclusion. Notes only, no full script.",
          ],
          teacherSays: [
            "Es mejor que seas auténtico, ya que tus amigos te conocen de verdad. (It's better to be authentic, since your friends really know you.)",
            "Tienes razón; sin embargo... (You're right; however...)",
          ],
        },
        assessment: {
          minutes: 9,
          steps: [
            "Presentational: in groups of four, each student delivers their one-minute advice from the outline. Listeners write one comment on a slip: Me gustó que... and Te recomiendo que...",
            "Circulate and score with the rubric on slide 7, 1 to 4 per row: Organization (introduction, two developed ideas, conclusion), Language (subjunctive in recommendations; connectors such as sin embargo, además, por eso), Vocabulary (unit words), Delivery (fluency, eye contact, notes only as support). 12 or more of 16 meets the Intermediate Mid target.",
          ],
        },
        closing: {
          minutes: 5,
          steps: [
            "Unit essential question (slide 8): each student writes a one-sentence answer to ¿Somos lo que mostramos? on a sticky note and posts it on the board; read a few aloud.",
            "Assign the unit's presentational writing task: a 150 to 200 word final version of the advice, typed, due next class.",
          ],
          teacherSays: ["¿Somos lo que mostramos? Escriban una oración. (Are we what we show? Write one sentence.)"],
        },
      },
      differentiation: {
        support: [
          "Provide an outline template with sentence starters: Para empezar..., Es importante que..., Además..., Por eso..., En conclusión...",
          "Let students use a note card with key words and rehearse with one partner before presenting to the group.",
        ],
        extension: [
          "Research a public figure from the Spanish-speaking world who talks openly about identity online and compare their public and private image in the presentation.",
          "Heritage speakers analyze how Latino content creators use Spanish online (language switching, regional slang) and what those choices say about their intended audience.",
        ],
      },
      slides: [
        {
          title: "Para empezar",
          lines: ["¿Tu perfil en redes muestra quién eres de verdad?", "Escribe dos oraciones.", "Compártelas con tu pareja."],
        },
        {
          title: "Las dos caras de Sofi",
          lines: [
            "Publicación: «¡Fin de semana perfecto!»",
            "Diario: «Pasé el sábado sola y aburrida.»",
            "Diario: «Tomé 40 fotos para tener una buena.»",
            "¿Qué diferencias ven?",
          ],
        },
        {
          title: "Vocabulario",
          lines: [
            "la imagen pública - la vida privada",
            "las redes sociales - publicar - la publicación",
            "los seguidores - la huella digital",
            "auténtico/a - aparentar - compararse con",
          ],
        },
        {
          title: "Recomendaciones + subjuntivo",
          lines: [
            "Es importante que + subjuntivo",
            "Es importante que pienses antes de publicar.",
            "Recomiendo que no compartas tu dirección.",
            "Sin nuevo sujeto: Es importante pensar.",
          ],
        },
        {
          title: "Discusión",
          lines: [
            "¿Es posible ser auténtico en las redes?",
            "Usa: Es mejor que... / Dudo que... / Creo que...",
            "Reacciona: Tienes razón; sin embargo...",
          ],
        },
        {
          title: "Consejo para mi yo de doce años",
          lines: [
            "Introducción: quién soy y el tema",
            "Consejo 1 + razón o ejemplo",
            "Consejo 2 + razón o ejemplo",
            "Conclusión",
            "Un minuto, solo con notas",
          ],
        },
        {
          title: "Rúbrica de presentación",
          lines: [
            "Organización: introducción, 2 ideas, conclusión",
            "Lenguaje: subjuntivo y conectores",
            "Vocabulario de la unidad",
            "Presentación: fluidez y contacto visual",
            "4 excelente - 3 bien - 2 en progreso - 1 inicio",
          ],
        },
        {
          title: "Pregunta esencial",
          lines: ["¿Somos lo que mostramos?", "Una oración en una nota adhesiva."],
        },
      ],
      worksheet: [
        {
          instructions: "Escribe una recomendación para cada situación con la expresión entre paréntesis y el subjuntivo.",
          items: [
            { prompt: "Tu primo publica fotos de su casa con la dirección. (Es importante que...)", answer: "Es importante que no publiques tu dirección." },
            { prompt: "Tu amiga solo publica fotos perfectas y se siente mal. (Es mejor que...)", answer: "Es mejor que seas auténtica y compartas también momentos reales." },
            { prompt: "Un compañero quiere tener un millón de seguidores este año. (Dudo que...)", answer: "Dudo que sea fácil tener un millón de seguidores en un año." },
            { prompt: "Tu hermana de doce años quiere abrir una cuenta. (Recomiendo que...)", answer: "Recomiendo que use una cuenta privada y que hable con nuestros padres." },
            { prompt: "Tus amigos escriben comentarios crueles. (Es necesario que...)", answer: "Es necesario que sean respetuosos y piensen antes de escribir." },
            { prompt: "Quieres buscar trabajo en el futuro. (Es importante que yo...)", answer: "Es importante que yo cuide mi huella digital." },
          ],
        },
        {
          instructions: "Completa cada oración con una palabra o expresión del vocabulario.",
          items: [
            { prompt: "Todo lo que publicas deja una ___ que es difícil de borrar.", answer: "huella digital" },
            { prompt: "Algunos influencers ___ una vida perfecta que no es real.", answer: "aparentan" },
            { prompt: "Mi cuenta tiene doscientos ___, pero solo conozco a cincuenta.", answer: "seguidores" },
            { prompt: "Cuando me ___ con otras personas en las redes, me siento peor.", answer: "comparo" },
            { prompt: "Una persona ___ muestra sus éxitos y también sus problemas.", answer: "auténtica" },
            { prompt: "La ___ de esa actriz es muy diferente de su vida privada.", answer: "imagen pública" },
          ],
        },
        {
          instructions: "Planifica tu consejo de un minuto: Consejo para mi yo de doce años. Escribe notas o una oración para cada parte.",
          items: [
            { prompt: "Introducción", answer: "Modelo: Hola, yo de doce años. Hoy quiero hablarte de tu imagen en las redes sociales." },
            { prompt: "Consejo 1 con subjuntivo", answer: "Modelo: Es importante que no compares tu vida con las publicaciones de otros." },
            { prompt: "Razón o ejemplo para el consejo 1", answer: "Modelo: Muchas fotos están editadas y no muestran la realidad." },
            { prompt: "Consejo 2 con subjuntivo", answer: "Modelo: Te recomiendo que pienses en tu huella digital antes de publicar." },
            { prompt: "Razón o ejemplo para el consejo 2", answer: "Modelo: En el futuro, las universidades y las empresas pueden ver lo que publicas." },
            { prompt: "Conclusión", answer: "Modelo: En conclusión, sé auténtico: tu valor no depende de tus seguidores." },
          ],
        },
      ],
      listening: {
        title: "Consejos de una experta: tu identidad en las redes",
        script:
          "Buenos días, estudiantes. Soy la doctora Elena Vargas y estudio cómo los jóvenes usan las redes sociales. Hoy quiero hablarles de la diferencia entre la imagen pública y la vida privada. Cuando publicamos algo, elegimos qué mostrar: el mejor ángulo, el viaje bonito, la nota perfecta. No hay nada malo en eso. Sin embargo, muchos adolescentes me cuentan que se sienten presionados a aparentar una vida perfecta y que se comparan con las publicaciones de otros. Por eso, tengo tres recomendaciones. Primero, es importante que piensen antes de publicar, porque su huella digital dura muchos años. Segundo, recomiendo que no midan su valor por el número de seguidores que tienen. Y tercero, es mejor que sean auténticos, ya que sus verdaderos amigos los quieren por quienes son, no por su perfil. Las redes pueden ser un espacio creativo y positivo, siempre que ustedes decidan cómo usarlas.",
        questions: [
          { prompt: "¿Quién es la doctora Vargas y de qué tema habla?", answer: "Es una experta que estudia cómo los jóvenes usan las redes sociales; habla de la diferencia entre la imagen pública y la vida privada." },
          { prompt: "Según ella, ¿qué presión sienten muchos adolescentes?", answer: "Se sienten presionados a aparentar una vida perfecta y se comparan con las publicaciones de otros." },
          { prompt: "¿Por qué es importante pensar antes de publicar?", answer: "Porque la huella digital dura muchos años." },
          { prompt: "¿Cuál es su tercera recomendación y qué razón da?", answer: "Que sean auténticos, ya que los verdaderos amigos los quieren por quienes son, no por su perfil." },
          { prompt: "¿Cuál es la actitud general de la doctora hacia las redes sociales? Justifica tu respuesta.", answer: "Es equilibrada y positiva: dice que no hay nada malo en elegir qué mostrar y que las redes pueden ser un espacio creativo y positivo si los jóvenes deciden cómo usarlas." },
        ],
      },
    },
  ],
};
