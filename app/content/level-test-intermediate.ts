// Intermediate bank of the placement level test (B1–B2): preterite and imperfect, the present subjunctive
// after common triggers, por and para, commands with pronouns, the conditional, object pronouns,
// relative clauses, present perfect and preterite, short texts and everyday idioms.
// Questions 8, 16, 24, 32 and 40 are listening items.
// Each question has exactly one correct option; the correct option's place varies (1, 2 or 3).
// entryId: the answer's form-entry id (spec §7), unique across the three banks.
import { levelTestBank } from "~/content/level-test-build";

const q = levelTestBank("intermediate");

export const intermediateQuestions = [
  q(1, {
    entryId: 1240847738,
    question: "Completa la frase: Cuando era niña, ___ a la playa con mis abuelos todos los veranos.",
    options: ["fui", "voy", "iba"],
    answer: "iba",
  }),
  q(2, {
    entryId: 1240609132,
    question: "Completa la frase: Estaba en la ducha cuando, de repente, ___ el teléfono.",
    options: ["sonaba", "sonó", "suena"],
    answer: "sonó",
  }),
  q(3, {
    entryId: 1240262661,
    question: "Completa la frase: La casa de mis abuelos ___ muy grande y tenía un jardín lleno de flores.",
    options: ["fue", "era", "estuvo"],
    answer: "era",
  }),
  q(4, {
    entryId: 1240124087,
    question: "Completa la frase: El vuelo salió con retraso, así que ___ tres horas en el aeropuerto.",
    options: ["esperamos", "esperábamos", "esperaremos"],
    answer: "esperamos",
  }),
  q(5, {
    entryId: 1240749162,
    question: "Completa la frase: Mi jefa quiere que yo ___ el informe antes del viernes.",
    options: ["termine", "termino", "terminar"],
    answer: "termine",
  }),
  q(6, {
    entryId: 1240131040,
    question: "Completa la frase: Es importante que todos los estudiantes ___ a tiempo al examen.",
    options: ["llegan", "lleguen", "llegarán"],
    answer: "lleguen",
  }),
  q(7, {
    entryId: 1240616838,
    question: "Completa la frase: Ojalá ___ buen tiempo el sábado; queremos hacer una excursión.",
    options: ["haga", "hace", "hará"],
    answer: "haga",
  }),
  q(8, {
    entryId: 1240682551,
    question: "Escucha el audio. ¿Para qué llama Diego a Sofía?",
    options: ["Para avisarle que la reunión cambió de día.", "Para cancelar la reunión del jueves.", "Para pedirle que llegue mañana a las diez."],
    answer: "Para avisarle que la reunión cambió de día.",
    transcript: "Hola, Sofía, soy Diego. Te llamo porque la reunión de mañana se cambió al jueves a las diez. Llámame cuando puedas.",
  }),
  q(9, {
    entryId: 1240221963,
    question: "Completa la frase: Cuando ___ a Buenos Aires, te voy a llamar.",
    options: ["llego", "llegue", "llegaré"],
    answer: "llegue",
  }),
  q(10, {
    entryId: 1240110732,
    question: "Completa la frase: Llevo dos años ___ español y ya puedo ver películas sin subtítulos.",
    options: ["estudiando", "estudiar", "estudiado"],
    answer: "estudiando",
  }),
  q(11, {
    entryId: 1240991343,
    question: "Completa la frase: Busco un apartamento que ___ cerca del trabajo, pero todavía no he encontrado ninguno.",
    options: ["esté", "está", "estaba"],
    answer: "esté",
  }),
  q(12, {
    entryId: 1240912086,
    question: "Completa la frase: Te dejo mi número para que me ___ si necesitas algo.",
    options: ["llamas", "llames", "llamarás"],
    answer: "llames",
  }),
  q(13, {
    entryId: 1240911531,
    question: "Completa la frase: —¿Y este paquete? —Es un regalo ___ ti. ¡Feliz cumpleaños!",
    options: ["por", "con", "para"],
    answer: "para",
  }),
  q(14, {
    entryId: 1240556084,
    question: "Completa la frase: Muchas gracias ___ tu ayuda con la mudanza.",
    options: ["para", "por", "de"],
    answer: "por",
  }),
  q(15, {
    entryId: 1240237332,
    question: "Completa la frase: Tengo que entregar este proyecto ___ el lunes, así que voy a trabajar todo el fin de semana.",
    options: ["por", "para", "en"],
    answer: "para",
  }),
  q(16, {
    entryId: 1240836805,
    question: "Escucha el audio. ¿Qué pasó un día en la playa?",
    options: ["El niño encontró una botella con un mensaje.", "La familia se mudó a un pueblo cerca del mar.", "El niño perdió un mensaje en la arena."],
    answer: "El niño encontró una botella con un mensaje.",
    transcript: "Cuando era pequeño, vivía en un pueblo cerca del mar. Un día, mientras jugaba en la playa, encontré una botella con un mensaje.",
  }),
  q(17, {
    entryId: 1240529681,
    question: "Completa la frase: Cambié mi bicicleta vieja ___ una guitarra.",
    options: ["para", "de", "por"],
    answer: "por",
  }),
  q(18, {
    entryId: 1240339050,
    question: "Elige el mandato correcto (tú). —¿Dónde pongo las llaves? —___ en la mesa, por favor.",
    options: ["Déjales", "Déjala", "Déjalas"],
    answer: "Déjalas",
  }),
  q(19, {
    entryId: 1240292950,
    question: "Completa con un mandato negativo (tú): ¡No ___ la olla! Está muy caliente.",
    options: ["tocas", "toques", "toca"],
    answer: "toques",
  }),
  q(20, {
    entryId: 1240285341,
    question: "Elige el mandato correcto (ustedes): Este documento es confidencial, así que ___ a nadie.",
    options: ["no muéstrenselo", "no se lo muestran", "no se lo muestren"],
    answer: "no se lo muestren",
  }),
  q(21, {
    entryId: 1240777982,
    question: "En el consultorio: «Señora, ___ aquí, por favor; la doctora la atiende en un momento». Elige la forma correcta.",
    options: ["siéntate", "siéntense", "siéntese"],
    answer: "siéntese",
  }),
  q(22, {
    entryId: 1240535450,
    question: "Completa la frase: En tu lugar, yo ___ con el profesor antes del examen.",
    options: ["hablaría", "hablaré", "hablé"],
    answer: "hablaría",
  }),
  q(23, {
    entryId: 1240991055,
    question: "Completa la frase: Pedro me dijo que ___ a la reunión, pero al final no vino.",
    options: ["vendrá", "viene", "vendría"],
    answer: "vendría",
  }),
  q(24, {
    entryId: 1240144886,
    question: "Escucha el audio. ¿Qué le recomienda a su amigo?",
    options: ["Que viaje de noche.", "Que no vaya a la montaña.", "Que lleve ropa de abrigo."],
    answer: "Que lleve ropa de abrigo.",
    transcript: "Para el viaje a la montaña, te recomiendo que lleves ropa de abrigo, porque por las noches hace mucho frío.",
  }),
  q(25, {
    entryId: 1240188274,
    question: "Completa la frase: —¿Le diste el regalo a Marta? —Sí, ya ___ di ayer.",
    options: ["le lo", "se lo", "se la"],
    answer: "se lo",
  }),
  q(26, {
    entryId: 1240375872,
    question: "Completa la frase: —¿Me prestas tus apuntes de historia? —Claro, mañana ___ traigo.",
    options: ["te las", "se los", "te los"],
    answer: "te los",
  }),
  q(27, {
    entryId: 1240923150,
    question: "Completa la frase: A Juan ___ duele mucho la cabeza desde ayer.",
    options: ["le", "lo", "se"],
    answer: "le",
  }),
  q(28, {
    entryId: 1240938143,
    question: "Completa la frase: La mujer ___ te presenté ayer es mi jefa.",
    options: ["quien", "cual", "que"],
    answer: "que",
  }),
  q(29, {
    entryId: 1240288046,
    question: "Completa la frase: Esta es la empresa ___ trabaja mi hermano.",
    options: ["en la que", "que", "la cual"],
    answer: "en la que",
  }),
  q(30, {
    entryId: 1240859675,
    question: "Completa la frase: ___ más me gusta de mi ciudad son sus parques.",
    options: ["Lo que", "Que", "El cual"],
    answer: "Lo que",
  }),
  q(31, {
    entryId: 1240152447,
    question: "Completa la frase: Ayer ___ con la directora de la escuela sobre el viaje.",
    options: ["he hablado", "hablaré", "hablé"],
    answer: "hablé",
  }),
  q(32, {
    entryId: 1240776676,
    question: "Escucha el anuncio. ¿Qué ha cambiado?",
    options: ["La hora de salida del vuelo.", "La puerta de embarque.", "El destino del vuelo."],
    answer: "La hora de salida del vuelo.",
    transcript: "Atención, pasajeros del vuelo doscientos cincuenta y cuatro con destino a Bogotá: la salida se ha retrasado una hora. El embarque será, como estaba previsto, por la puerta doce.",
  }),
  q(33, {
    entryId: 1240588527,
    question: "Completa la frase: ¿Ya has ___ la película que te recomendé?",
    options: ["veído", "visto", "vista"],
    answer: "visto",
  }),
  q(34, {
    entryId: 1240673066,
    question: "Lee el texto: «Marta trabajaba en un banco, pero el año pasado decidió cambiar de vida. Ahora da clases de cocina en su propio restaurante y, aunque gana menos, está mucho más contenta». ¿Qué afirmación es verdadera?",
    options: ["Marta prefiere su trabajo actual.", "Marta gana más dinero que antes.", "Marta todavía trabaja en un banco."],
    answer: "Marta prefiere su trabajo actual.",
  }),
  q(35, {
    entryId: 1240755584,
    question: "Lee el aviso: «Estimados vecinos: el martes 12 se cortará el agua de 9:00 a 13:00 por reparaciones. Les recomendamos guardar agua el día anterior». ¿Qué recomienda el aviso?",
    options: ["No usar agua el lunes 11.", "Guardar agua el lunes 11.", "Reparar las tuberías el martes 12."],
    answer: "Guardar agua el lunes 11.",
  }),
  q(36, {
    entryId: 1240810878,
    question: "¿Qué significa «estar en las nubes»?",
    options: ["Estar muy cansado.", "Estar distraído.", "Viajar en avión."],
    answer: "Estar distraído.",
  }),
  q(37, {
    entryId: 1240504585,
    question: "«Esta computadora me costó un ojo de la cara». ¿Qué quiere decir?",
    options: ["Que fue muy barata.", "Que le hizo daño en los ojos.", "Que fue muy cara."],
    answer: "Que fue muy cara.",
  }),
  q(38, {
    entryId: 1240780979,
    question: "¿Qué significa «meter la pata»?",
    options: ["Caminar demasiado rápido.", "Cometer un error o una indiscreción.", "Enojarse con alguien sin motivo."],
    answer: "Cometer un error o una indiscreción.",
  }),
  q(39, {
    entryId: 1240155723,
    question: "Completa la frase: Cuando llegamos al cine, la película ya ___.",
    options: ["ha empezado", "habrá empezado", "había empezado"],
    answer: "había empezado",
  }),
  q(40, {
    entryId: 1240183330,
    question: "Escucha el audio. ¿Qué están pensando hacer?",
    options: ["Mudarse al centro de la capital.", "Comprar una casa en un pueblo cerca de la capital.", "Vender su casa en el campo."],
    answer: "Comprar una casa en un pueblo cerca de la capital.",
    transcript: "A mí me encanta vivir en la ciudad, pero mi pareja prefiere el campo. Por eso, estamos pensando en comprar una casa en un pueblo cerca de la capital.",
  }),
];
