/** Zombie Island out in the fog: the bitten, the undead staff, the last survivors and the horde the noise brings. */
import { event, lockedEvent, option, t } from '../build';

export const zombieOutbreakEvents = [
  event(
    'zombie.doctor',
    t(
      'La consulta médica del resort. En la puerta, una nota: «Vuelvo en 5 minutos (plaga)». Sobre la mesa, un vial que brilla: SUERO — BETA.',
      'The resort\'s medical office. A note on the door: "Back in 5 minutes (plague)". On the desk, a glowing vial: SERUM — BETA.',
    ),
    [
      option(
        t('Guardarte el suero', 'Pocket the serum'),
        t(
          'Cabe justo en tu riñonera. Brilla un poco a través de la tela. Seguramente es normal.',
          'It fits neatly in your bum bag. It glows a little through the fabric. That is probably normal.',
        ),
        { rewards: 'zombie.serum' },
      ),
      option(
        t('Vaciar el armario de primeros auxilios', 'Empty the first-aid cabinet'),
        t(
          'Vendas, yodo, tiritas de dinosaurios. Te curas lo que puedes y te llevas un botiquín.',
          'Bandages, iodine, dinosaur plasters. You patch up what you can and take a kit with you.',
        ),
        { health: 10, rewards: 'zombie.first-aid' },
      ),
      option(
        t('Inyectártelo ya, por si acaso', 'Inject it right now, just in case'),
        t(
          'Te sientes increíble. Tu ojo izquierdo, no tanto: ve cosas que el derecho no ve.',
          'You feel incredible. Your left eye, less so: it sees things the right one does not.',
        ),
        { health: 20, sanity: -10, effect: 'paranoia' },
      ),
    ],
  ),
  event(
    'zombie.bite',
    t(
      'Un zombi con una camiseta de «Bésame, estoy de vacaciones» sale de detrás de una palmera y te muerde el brazo. Se lo ha tomado al pie de la letra.',
      'A zombie in a "Kiss me, I\'m on vacation" T-shirt lurches from behind a palm tree and bites your arm. He took the shirt literally.',
    ),
    [
      option(
        t('Inyectarte la mitad del suero', 'Inject half of the serum'),
        t(
          'El brazo deja de hormiguear. Tu ojo izquierdo empieza a ver colores nuevos, pero el brazo sigue siendo tuyo. Guardas el resto del vial.',
          'Your arm stops tingling. Your left eye starts seeing new colours, but the arm is still yours. You keep the rest of the vial.',
        ),
        { health: -5, sanity: -10, requires: 'zombie.serum' },
      ),
      option(
        t('Desinfectar con ron del minibar', 'Disinfect it with minibar rum'),
        t(
          'Escuece como mil medusas. Funciona a medias. Gritas entero.',
          'It stings like a thousand jellyfish. It half works. You scream in full.',
        ),
        { health: -10, sanity: -10 },
      ),
      option(
        t('Vendarlo con la camiseta y seguir', 'Wrap it in your T-shirt and carry on'),
        t(
          'Parece que no es nada. Parece. Esa noche sudas verde.',
          'It looks like nothing. Looks like. That night you sweat green.',
        ),
        { health: -5, effect: 'poison' },
      ),
    ],
  ),
  event(
    'zombie.mariachi',
    t(
      'Un grupo de mariachis zombis avanza por el paseo marítimo, tocando todavía. Mal. Muy mal. Pero con sentimiento.',
      'A band of zombie mariachis staggers along the promenade, still playing. Badly. Very badly. But with feeling.',
    ),
    [
      option(
        t('Cantar con ellos', 'Sing along'),
        t(
          'Les encantas. Te siguen durante horas, y después también en sueños. Ahora tienes público, y no se va nunca.',
          'They love you. They follow you for hours, and then into your dreams. You have an audience now, and it never leaves.',
        ),
        { sanity: -10, effect: 'nightmares' },
      ),
      option(
        t('Esconderte en un contenedor', 'Hide in a bin'),
        t(
          'Huele a gambas de hace nueve días. Pero pasan de largo tocando «Cielito lindo».',
          'It smells of nine-day-old prawns. But they walk right past, playing "Cielito lindo".',
        ),
        { hunger: -5, sanity: -10 },
      ),
      option(
        t('Pedirles «La cucaracha»', 'Request "La Cucaracha"'),
        t(
          'Se emocionan tanto en el estribillo que a tres se les caen los brazos. Te escabulles con una de sus cantimploras.',
          'They get so into the chorus that three of them lose their arms. You slip away with one of their canteens.',
        ),
        { thirst: 15, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.survivors',
    t(
      'Tres turistas se han atrincherado en la tienda de regalos tras una barricada de delfines hinchables. «¿Te han mordido?».',
      'Three tourists have barricaded themselves in the gift shop behind a wall of inflatable dolphins. "Have you been bitten?"',
    ),
    [
      option(
        t('Enseñarles los brazos', 'Show them your arms'),
        t(
          'Te dejan pasar. Comparten contigo patatas fritas, un refresco y la certeza de no estar solo.',
          'They let you in. They share crisps, a fizzy drink and the certainty that you are not alone.',
        ),
        { hunger: 10, thirst: 10, sanity: 10 },
      ),
      option(
        t('Curar a su hija con tu botiquín', 'Patch up their daughter with your first-aid kit'),
        t(
          'La niña tiene una rodilla fea y mucho miedo. Con tu botiquín queda como nueva, y aún te sobran tiritas. En agradecimiento te dan las llaves de la lancha del hotel, que cogieron «por si acaso». Está en el puerto.',
          'The girl has a nasty knee and a lot of fear. Your kit fixes her up, with plasters to spare. To thank you they give you the hotel speedboat keys, taken "just in case". The boat is at the marina.',
        ),
        { sanity: 5, requires: 'zombie.first-aid', rewards: 'zombie.boat-keys', unlocks: 'zombie.marina' },
      ),
      option(
        t('Aporrear la puerta para que abran', 'Pound on the door until they open'),
        t(
          'El ruido atrae a todo el paseo marítimo. Los turistas te gritan. Los zombis, también.',
          'The noise draws the whole promenade. The tourists shout at you. So do the zombies.',
        ),
        { health: -10, sanity: -10 },
      ),
    ],
  ),
  event(
    'zombie.fog',
    t(
      'La niebla es tan espesa que no te ves las manos. Cerca, un gruñido. Luego otro. Luego un alegre «¡Aloha!».',
      'The fog is so thick you cannot see your hands. Nearby, a groan. Then another. Then a cheerful "Aloha!"',
    ),
    [
      option(
        t('Responder «¡Aloha!»', 'Answer "Aloha!"'),
        t(
          'Error. Suena un silbato en la niebla. Alguien se acerca dando palmas.',
          'Mistake. A whistle blows in the fog. Someone is coming, clapping.',
        ),
        { sanity: -5, follows: 'zombie.animator' },
      ),
      option(
        t('Quedarte quieto y contener la respiración', 'Stand still and hold your breath'),
        t(
          'Algo pasa rozándote. Huele a protector solar y a tumba. Se va. Tú tardas un buen rato en volver a respirar.',
          'Something brushes past you. It smells of sunscreen and the grave. It leaves. It takes you a long while to breathe again.',
        ),
        { sanity: -10, effect: 'paranoia' },
      ),
      option(
        t('Correr a ciegas', 'Run blindly'),
        t(
          'Encuentras una tumbona. Con la espinilla. A toda velocidad.',
          'You find a sunbed. With your shin. At full speed.',
        ),
        { health: -10, effect: 'broken_bones' },
      ),
    ],
  ),
  lockedEvent(
    'zombie.animator',
    t(
      'Es el animador del resort, zombi pero igual de entusiasta. Sopla el silbato: «¡Todo el mundo! ¡Ma-ca-re-na!».',
      'It is the resort entertainer, a zombie but as enthusiastic as ever. He blows his whistle: "Everybody! Ma-ca-re-na!"',
    ),
    [
      option(
        t('Bailar la Macarena', 'Dance the Macarena'),
        t(
          '¡Eeeh, Macarena! Satisfecho, se aleja a buscar más participantes. Nunca habías bailado tan bien, y la canción no saldrá de tu cabeza en una semana.',
          'Heeey, Macarena! Satisfied, he wanders off to find more participants. You have never danced so well, and the song will not leave your head for a week.',
        ),
        { hunger: -5, sanity: -10 },
      ),
      option(
        t('Darle con el palo de golf', 'Swing the golf club'),
        t(
          'El silbato vuela hasta la piscina. Él va detrás. Se acabó la animación.',
          'The whistle flies into the pool. He goes after it. Entertainment is over.',
        ),
        { sanity: 10, requires: 'zombie.golf-club' },
      ),
      option(
        t('Huir', 'Run'),
        t(
          'Los animadores no se rinden nunca. Te persigue dando palmas hasta el minigolf.',
          'Entertainers never give up. He chases you, clapping, all the way to the mini-golf.',
        ),
        { health: -10, thirst: -15 },
      ),
    ],
  ),
  event(
    'zombie.wedding',
    t(
      'Un arco nupcial en la playa, con las flores mustias. Los novios son zombis. Siguen pareciendo felices.',
      'A wedding arch on the beach, the flowers wilting. The bride and groom are zombies. They still look happy.',
    ),
    [
      option(
        t('Gritar «¡Me opongo!»', 'Shout "I object!"'),
        t(
          'Se gira todo el mundo. Todo el mundo. Incluida la tía del novio, que corre sorprendentemente rápido.',
          "Everyone turns. Everyone. Including the groom's aunt, who runs surprisingly fast.",
        ),
        { health: -10, sanity: -5 },
      ),
      option(
        t('Comerte la tarta', 'Eat the wedding cake'),
        t(
          'Tres pisos de nata que nadie había probado, y ni una gota para bajarlos. Te sientes culpable durante exactamente un bocado.',
          'Three tiers of cream nobody had tasted, and not a drop to wash them down. You feel guilty for exactly one mouthful.',
        ),
        { hunger: 25, thirst: -10 },
      ),
      option(
        t('Lanzar el ramo', 'Throw the bouquet'),
        t(
          'Los invitados se abalanzan sobre él. Tú te escabulles con una botella de cava.',
          'The guests lunge for it. You slip away with a bottle of cava.',
        ),
        { thirst: 10, sanity: 10 },
      ),
    ],
  ),
  event(
    'zombie.sunbeds',
    t(
      'Filas de tumbonas junto al mar, cada una con su toalla reservada desde las seis de la mañana. Por zombis. Que siguen tumbados en ellas.',
      'Rows of sunbeds by the sea, each with a towel reserved since six in the morning. By zombies. Who are still lying on them.',
    ),
    [
      option(
        t('Quitar una toalla', "Move someone's towel"),
        t(
          'La ofensa más grave que existe en un resort. Se levantan todos a la vez.',
          'The gravest offence in any resort. They all get up at once.',
        ),
        { health: -10, sanity: -5 },
      ),
      option(
        t('Buscar bajo las tumbonas', 'Search under the sunbeds'),
        t(
          'Chanclas, crema, un mechero y una botella de agua entera. Y una mano que te agarra el tobillo.',
          'Flip-flops, sun cream, a lighter and a full bottle of water. And a hand that grabs your ankle.',
        ),
        { health: -5, rewards: 'zombie.water' },
      ),
      option(
        t('Tumbarte tú también', 'Lie down as well'),
        t(
          'Nadie sospecha de alguien que toma el sol. Descansas. Te quemas. Es un resort, al fin y al cabo.',
          'Nobody suspects someone sunbathing. You rest. You burn. It is a resort, after all.',
        ),
        { health: -5, thirst: -10, sanity: 10 },
      ),
    ],
  ),
  event(
    'zombie.generator',
    t(
      'Las luces parpadean. En el sótano, el generador tose. Sin él se apagarán las cámaras, las cerraduras y la radio de seguridad.',
      'The lights flicker. In the basement, the generator coughs. Without it the cameras, the locks and the security radio will die.',
    ),
    [
      option(
        t('Bajar a arreglarlo', 'Go down and fix it'),
        t(
          'Gasoil, una patada y una oración. Ruge de nuevo. Todo el hotel lo oye. Todo.',
          'Diesel, a kick and a prayer. It roars back to life. The whole hotel hears it. All of it.',
        ),
        { health: -10, sanity: 5, unlocks: 'zombie.horde' },
      ),
      option(
        t('Dejar que se apague', 'Let it die'),
        t(
          'Oscuridad total. En la oscuridad, los gruñidos siempre suenan más cerca.',
          'Total darkness. In the dark, the groaning always sounds closer.',
        ),
        { sanity: -10, effect: 'paranoia' },
      ),
      option(
        t('Registrar el cuarto de mantenimiento', 'Search the maintenance room'),
        t(
          'Una linterna, cinta americana y el bocadillo de mortadela del técnico. Sigue bueno. Más o menos.',
          "A torch, duct tape and the technician's mortadella sandwich. Still good. Ish.",
        ),
        { hunger: 10, effect: 'digestive_issue' },
      ),
    ],
  ),
  lockedEvent(
    'zombie.horde',
    t(
      'Atraída por el ruido del generador, una horda entera sube por la escalera: turistas, camareros, el mago del resort. Un río de chanclas.',
      "Drawn by the generator's noise, a whole horde is coming up the stairs: tourists, waiters, the resort magician. A river of flip-flops.",
    ),
    [
      option(
        t('Llevarlos a la piscina con el megáfono', 'Lead them to the pool with the megaphone'),
        t(
          '«¡ÚLTIMA LLAMADA PARA EL AQUAGYM!». Bajan en tropel y se tiran al agua. Tú subes tranquilamente.',
          '"LAST CALL FOR AQUA AEROBICS!" They stampede downstairs and jump in the water. You stroll up in peace.',
        ),
        { sanity: 10, requires: 'zombie.megaphone' },
      ),
      option(
        t('Atrincherarte con los muebles', 'Barricade yourself with furniture'),
        t(
          'Una cómoda, dos sillones y un minibar. Aguantan toda la noche. Tú, casi.',
          'A chest of drawers, two armchairs and a minibar. They hold all night. You almost do.',
        ),
        { health: -15, sanity: -15 },
      ),
      option(
        t('Saltar a la piscina desde el balcón', 'Jump into the pool from the balcony'),
        t(
          'Tercer piso. La piscina está ahí abajo. Casi toda.',
          'Third floor. The pool is right down there. Most of it.',
        ),
        { health: -30, effect: 'broken_bones' },
      ),
    ],
  ),
];
