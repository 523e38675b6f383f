/**
 * Zombie Island's staff, still on shift: room service, housekeeping, the ice machine, the tennis coach and the
 * magician. Each offers a little food, water or rest at the price of a bite or a fright.
 */
import { event, option, t } from '../build';

export const zombieStaffEvents = [
  event(
    'zombie.room-service',
    t(
      'Toc, toc. «Servicio de habitaciones». Por la mirilla ves a un camarero zombi con un carrito, una bandeja tapada y una sonrisa de dientes sueltos.',
      'Knock, knock. "Room service." Through the peephole you see a zombie waiter with a trolley, a covered tray and a smile of loose teeth.',
    ),
    [
      option(
        t('Abrir y coger la bandeja', 'Open up and take the tray'),
        t(
          'Club sándwich y un zumo de naranja. Te lo arrebata todo de la mano y tú se lo arrebatas a él. Te muerde la manga. Solo la manga.',
          'A club sandwich and an orange juice. He snatches at it, you snatch it back. He bites your sleeve. Only the sleeve.',
        ),
        { hunger: 15, thirst: 10 },
      ),
      option(
        t('Darle una propina de cacahuetes', 'Tip him with peanuts'),
        t(
          'Se los mete en el bolsillo del chaleco con una reverencia y se marcha arrastrando los pies. Te deja el carrito entero y comes sentado, como una persona.',
          'He pockets them in his waistcoat with a bow and shuffles off. He leaves you the whole trolley, and you eat sitting down, like a person.',
        ),
        { health: 5, hunger: 15, thirst: 15, requires: 'zombie.peanuts' },
      ),
      option(
        t('Hacerte el dormido', 'Pretend to be asleep'),
        t(
          'Llama durante tres horas, cada vez más fuerte: «Servicio... de... habitaciones...». No vuelves a pegar ojo.',
          'He knocks for three hours, louder and louder: "Room... ser... vice..." You never sleep a wink again.',
        ),
        { sanity: -5, effect: 'nightmares' },
      ),
    ],
  ),
  event(
    'zombie.housekeeping',
    t(
      'Una camarera de pisos zombi ha entrado en tu habitación y quiere hacer la cama. Contigo dentro.',
      'A zombie housekeeper has come into your room and wants to make the bed. With you still in it.',
    ),
    [
      option(
        t('Colgar el cartel de «No molestar»', 'Hang up the "Do not disturb" sign'),
        t(
          'Lo lee despacio, asiente con profesionalidad y se va. Las normas del hotel siguen por encima de todo, incluso del hambre. Duermes de un tirón entre sábanas limpias.',
          'She reads it slowly, nods professionally and leaves. Hotel rules still come before everything, even hunger. You sleep soundly between clean sheets.',
        ),
        { health: 10, sanity: 10 },
      ),
      option(
        t('Esconderte en el armario', 'Hide in the wardrobe'),
        t(
          'Hace la cama, dobla las toallas en forma de cisne y pasa la aspiradora durante una eternidad. Tú lo oyes todo entre perchas.',
          'She makes the bed, folds the towels into swans and vacuums for an eternity. You hear every second of it among the hangers.',
        ),
        { sanity: -5 },
      ),
      option(
        t('Robarle el carrito de limpieza', 'Steal her cleaning trolley'),
        t(
          'Jabones, champú y cuatro botellitas de agua de cortesía. Ella te persigue con la fregona. Es sorprendentemente buena con la fregona.',
          'Soaps, shampoo and four complimentary bottles of water. She chases you with the mop. She is surprisingly good with the mop.',
        ),
        { health: -5, thirst: 10, rewards: 'zombie.water' },
      ),
    ],
  ),
  event(
    'zombie.ice-machine',
    t(
      'Al fondo del pasillo, la máquina de hielo sigue funcionando. Hace clonc cada minuto, como un corazón de plástico.',
      'At the end of the corridor, the ice machine is still working. It goes clonk every minute, like a plastic heart.',
    ),
    [
      option(
        t('Masticar hielo hasta hartarte', 'Crunch ice until you are full'),
        t(
          'Agua fría por fin, aunque sea a mordiscos, y hielo para los moratones. Te duelen los dientes y te da igual.',
          'Cold water at last, even if you have to bite it, and ice for your bruises. Your teeth hurt and you do not care.',
        ),
        { health: 5, thirst: 20 },
      ),
      option(
        t('Llenar la cubitera para luego', 'Fill the ice bucket for later'),
        t(
          'Se derrite por el camino, pero te da para una botella entera. El ruido de la cubitera despierta al 305, que te sigue arañando la puerta.',
          'It melts on the way, but there is enough for a whole bottle. The rattle of the bucket wakes up room 305, who follows you, scratching at the door.',
        ),
        { thirst: 5, sanity: -5, rewards: 'zombie.water' },
      ),
      option(
        t('Meter el brazo hasta el fondo', 'Reach all the way inside'),
        t(
          'Al fondo hay algo que no es hielo. Tiene uñas. Y te agarra. Sacas el brazo de un tirón y no vuelves a mirar.',
          'At the bottom there is something that is not ice. It has fingernails. And it grabs you. You yank your arm out and never look back.',
        ),
        { health: -5, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.tennis',
    t(
      'En la pista de tenis, el monitor zombi sigue dando clase. La máquina lanzapelotas dispara sin parar y él grita «¡Flexiona las rodillas!».',
      'On the tennis court, the zombie coach is still teaching. The ball machine fires non-stop and he shouts "Bend your knees!".',
    ),
    [
      option(
        t('Cruzar la pista corriendo', 'Sprint across the court'),
        t(
          'Tres pelotazos: uno en la espalda, uno en la rodilla y uno donde más duele. El monitor apunta algo en su libreta.',
          'Three hits: one in the back, one on the knee and one where it hurts most. The coach writes something in his notebook.',
        ),
        { health: -10 },
      ),
      option(
        t('Devolverle las pelotas con el palo de golf', 'Return his balls with the golf club'),
        t(
          'Un revés impecable. La pelota le da en la frente y se sienta, satisfecho: por fin un alumno con talento. En su nevera hay bebidas isotónicas.',
          'A flawless backhand. The ball hits him in the forehead and he sits down, satisfied: a talented student at last. His cooler holds sports drinks.',
        ),
        { thirst: 15, sanity: 10, requires: 'zombie.golf-club' },
      ),
      option(
        t('Rodear la pista por los setos', 'Go round the court through the hedges'),
        t(
          'Media hora a gatas entre arbustos, al sol. Llegas al otro lado sin un rasguño, con hojas en el pelo y la lengua como una suela.',
          'Half an hour on all fours through the bushes, in the sun. You reach the other side without a scratch, with leaves in your hair and a tongue like a shoe sole.',
        ),
        { thirst: -10 },
      ),
    ],
  ),
  event(
    'zombie.magician',
    t(
      'En el salón de espectáculos, el mago del resort, zombi y con capa, busca un voluntario: «¡Para mi siguiente truco haré desaparecer un brazo!».',
      'In the show lounge, the resort magician, a zombie in a cape, is looking for a volunteer: "For my next trick, I will make an arm disappear!"',
    ),
    [
      option(
        t('Presentarte voluntario', 'Volunteer'),
        t(
          'El truco le sale a medias: conservas el brazo, con un buen corte de recuerdo. El público, zombi, aplaude sin manos.',
          'The trick half works: you keep the arm, with a nasty cut as a souvenir. The zombie audience applauds with no hands.',
        ),
        { health: -5 },
      ),
      option(
        t('Aplaudir desde el fondo', 'Clap from the back row'),
        t(
          'Saca del sombrero un conejo, una paloma y la mano de alguien. Aplaudes con una sonrisa helada y sales en cuanto puedes.',
          "From his hat he pulls a rabbit, a dove and somebody's hand. You clap with a frozen smile and leave as soon as you can.",
        ),
        { sanity: -5 },
      ),
      option(
        t('Robarle la chistera', 'Steal his top hat'),
        t(
          'Está tan ocupado saludando que ni se entera. Dentro no hay conejo: hay una bolsa de cacahuetes del minibar. Eso sí que es magia.',
          'He is too busy bowing to notice. There is no rabbit inside: there is a bag of minibar peanuts. Now that is magic.',
        ),
        { rewards: 'zombie.peanuts' },
      ),
    ],
  ),
];
