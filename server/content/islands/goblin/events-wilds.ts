/**
 * Goblin Island's wild side, away from the tribes: a snake on the path, rain in the canopy, piranhas, lights in the
 * swamp, a thieving monkey and a hot spring. Water is there if you pay for it in skin.
 */
import { event, option, t } from '../build';

export const goblinWildEvents = [
  event(
    'goblin.snake',
    t(
      'Una serpiente gruesa como una manguera de bombero cruza el sendero. No tiene prisa. Tarda tanto que ya no sabes dónde empieza.',
      'A snake as thick as a fire hose is crossing the trail. It is in no hurry. It takes so long you can no longer tell where it starts.',
    ),
    [
      option(
        t('Saltar por encima', 'Jump over it'),
        t(
          'Saltas. Ella también. Te muerde en el aire, con una elegancia que casi admiras.',
          'You jump. So does it. It bites you in mid-air, with an elegance you almost admire.',
        ),
        { health: -15, effect: 'poison' },
      ),
      option(
        t('Esperar a que termine de pasar', 'Wait for it to finish crossing'),
        t(
          'Dos horas al sol mirando escamas. Cuando pasa la cola, ya no te acuerdas de adónde ibas.',
          'Two hours in the sun watching scales go by. When the tail finally passes, you have forgotten where you were going.',
        ),
        { thirst: -10, sanity: -10 },
      ),
      option(
        t('Lanzarle un trozo de cecina', 'Toss it some jerky'),
        t(
          'Se para, lo huele y se enrosca a digerirlo. Pasas de puntillas por encima de la siesta más larga de la selva.',
          'It stops, sniffs and coils up to digest. You tiptoe over the longest nap in the jungle.',
        ),
        { sanity: 5, requires: 'goblin.beetle-jerky' },
      ),
    ],
  ),
  event(
    'goblin.canopy-rain',
    t(
      'Empieza a llover a cántaros. Las hojas gigantes de la selva se llenan como cuencos y los goblins corren a esconderse. Temen al agua limpia.',
      "It starts to pour. The jungle's giant leaves fill up like bowls and the goblins run for cover. They are afraid of clean water.",
    ),
    [
      option(
        t('Beber de las hojas', 'Drink from the leaves'),
        t(
          'Agua de lluvia, limpia, con un toque a clorofila. Bebes de hoja en hoja como un colibrí con sed atrasada.',
          'Clean rainwater with a hint of chlorophyll. You drink from leaf to leaf like a hummingbird with a backlog of thirst.',
        ),
        { thirst: 25 },
      ),
      option(
        t('Subir a un árbol para resguardarte', 'Climb a tree for shelter'),
        t(
          'Un rayo elige tu árbol. No te da a ti, pero la rama en la que estabas ya no existe. Tú sí, a duras penas, en el suelo.',
          'Lightning picks your tree. It misses you, but the branch you were on no longer exists. You still do, barely, on the ground.',
        ),
        { health: -20, effect: 'broken_bones' },
      ),
      option(
        t('Aprovechar para bañarte', 'Make the most of it and wash'),
        t(
          'Te quitas de encima el barro, las hojas y tres sanguijuelas. Vuelves a parecer un turista. Eso aquí no es bueno.',
          'You wash off the mud, the leaves and three leeches. You look like a tourist again. Around here, that is not a good thing.',
        ),
        { health: 5, thirst: 10, sanity: -5 },
      ),
    ],
  ),
  event(
    'goblin.piranhas',
    t(
      'Un arroyo de agua clara te corta el paso. En el fondo brillan cientos de piececillos plateados con una sonrisa excesiva.',
      'A clear stream blocks your way. At the bottom, hundreds of little silver fish glitter with an excessive smile.',
    ),
    [
      option(
        t('Cruzar corriendo', 'Run across'),
        t(
          'Cuatro zancadas, cuarenta mordiscos. Llegas al otro lado con las pantorrillas como un encaje.',
          'Four strides, forty bites. You reach the other side with calves like lace.',
        ),
        { health: -15, effect: 'bleeding' },
      ),
      option(
        t('Beber desde la orilla con cuidado', 'Drink carefully from the bank'),
        t(
          'Agua fresca a sorbitos, con un ojo en el agua. Uno de los peces te muerde la nariz como advertencia. Solo como advertencia.',
          'Cool water in little sips, one eye on the stream. One fish bites your nose as a warning. Only as a warning.',
        ),
        { health: -10, thirst: 20 },
      ),
      option(
        t('Buscar un vado río arriba', 'Look for a ford upstream'),
        t(
          'Tres horas de maleza para encontrar un tronco caído. Las pirañas te siguen por el cauce, por si acaso.',
          'Three hours of undergrowth to find a fallen log. The piranhas follow you up the stream, just in case.',
        ),
        { hunger: -10, thirst: -10 },
      ),
    ],
  ),
  event(
    'goblin.wisps',
    t(
      'Al caer la noche, unas lucecitas azules flotan sobre el pantano y se mecen hacia ti. Huelen a regaliz. Parecen decir «ven».',
      'As night falls, little blue lights float over the swamp and sway towards you. They smell of liquorice. They seem to say "come".',
    ),
    [
      option(
        t('Seguirlas', 'Follow them'),
        t(
          'Te llevan en círculos por el barro hasta el amanecer. Al final, todas juntas, se ríen. Las luces se ríen.',
          'They lead you in circles through the mud until dawn. At the end, all together, they laugh. The lights laugh.',
        ),
        { thirst: -10, sanity: -20, effect: 'paranoia' },
      ),
      option(
        t('Atrapar una en el puño', 'Catch one in your fist'),
        t(
          'Quema como una guindilla. Cuando abres la mano no hay nada, solo una ampolla azul que brilla un poco.',
          'It burns like a chilli pepper. When you open your hand there is nothing, just a blue blister that glows a little.',
        ),
        { health: -10, sanity: -5 },
      ),
      option(
        t('Cerrar los ojos y tararear', 'Close your eyes and hum'),
        t(
          'Tarareas la canción de la excursión, esa tan pegadiza. Las luces se aburren y se van. Tú también te aburres, pero te quedas.',
          "You hum the tour's theme tune, the catchy one. The lights get bored and leave. You get bored too, but you stay.",
        ),
        { sanity: 5 },
      ),
    ],
  ),
  event(
    'goblin.monkey-thief',
    t(
      'Un mono con un chaleco de la EcoAventura baja de un árbol, te quita la gorra y se sienta a mirarte desde una rama. Te la enseña. Te la esconde.',
      'A monkey in an EcoAdventure vest drops from a tree, takes your cap and sits on a branch staring at you. It shows you the cap. It hides it.',
    ),
    [
      option(
        t('Trepar a por la gorra', 'Climb up for the cap'),
        t(
          'El mono te espera arriba con una piña de la que no sabías nada. Te la tira a la cabeza. Caes con la gorra y con un chichón.',
          'The monkey is waiting at the top with a pine cone you knew nothing about. It throws it at your head. You fall with the cap and a bump.',
        ),
        { health: -15, sanity: 5 },
      ),
      option(
        t('Cambiársela por tus gafas de sol', 'Trade your sunglasses for it'),
        t(
          'El mono se ve en los cristales, se asusta y te las devuelve. Luego te trae plátanos, para hacer las paces.',
          'The monkey sees itself in the lenses, panics and gives them back. Then it brings you bananas, to make peace.',
        ),
        { hunger: 15, requires: 'goblin.sunglasses' },
      ),
      option(
        t('Dejársela: no merece la pena', 'Let it keep it: not worth the trouble'),
        t(
          'Sin gorra, el sol del mediodía te cuece la coronilla como un huevo. El mono, a la sombra, te saluda con ella puesta.',
          'Without a cap, the noon sun boils the top of your head like an egg. The monkey, in the shade, waves at you wearing it.',
        ),
        { health: -5, thirst: -10 },
      ),
    ],
  ),
  event(
    'goblin.hot-spring',
    t(
      'Una poza humeante entre rocas negras. Huele a huevo podrido y a balneario caro. Dos goblins ancianos se bañan con toallas en la cabeza.',
      'A steaming pool among black rocks. It smells of rotten eggs and an expensive spa. Two old goblins are bathing with towels on their heads.',
    ),
    [
      option(
        t('Meterte con ellos', 'Get in with them'),
        t(
          'El agua te deshace los nudos de la espalda y los ancianos te cuentan chismes de la tribu. Sales cocido, sediento y feliz.',
          'The water melts the knots in your back and the elders tell you tribal gossip. You come out boiled, thirsty and happy.',
        ),
        { health: 15, thirst: -10, sanity: 10 },
      ),
      option(
        t('Beber del agua caliente', 'Drink the hot water'),
        t(
          'Sabe a azufre y a cerilla. Quita la sed, sí. Y lo que no es la sed, también.',
          'It tastes of sulphur and matches. It quenches your thirst, yes. And some other things besides.',
        ),
        { thirst: 15, effect: 'stomach_ache' },
      ),
      option(
        t('Robarles las toallas', 'Steal their towels'),
        t(
          'Los ancianos salen del agua en pelota y muy ofendidos. Corren más que tú. Mucho más.',
          'The elders climb out stark naked and deeply offended. They run faster than you. Much faster.',
        ),
        { health: -15, sanity: -5 },
      ),
    ],
  ),
];
