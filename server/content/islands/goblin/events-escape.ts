/**
 * Goblin Island's ways out: the golden idol from the ruins (traded for the Shinygrabbers' balloon, see
 * events-tribes.ts), the king's gate and the new goblin king (a bone key), and a raft across treacherous currents.
 */
import { event, lockedEvent, option, t } from '../build';

export const goblinEscapeEvents = [
  event(
    'goblin.ruins-entrance',
    t(
      'Las ruinas de un templo devorado por la selva. La entrada es una boca de piedra con colmillos. Dentro, oscuridad total y olor a siglos.',
      'The ruins of a temple swallowed by the jungle. The entrance is a stone mouth with fangs. Inside: total darkness and the smell of centuries.',
    ),
    [
      option(
        t('Entrar con la antorcha', 'Go in with the torch'),
        t(
          'La luz baila sobre pinturas de goblins adorando un ídolo dorado. El pasillo baja. Y baja.',
          'The light dances over paintings of goblins worshipping a golden idol. The corridor goes down. And down.',
        ),
        { requires: 'goblin.torch', follows: 'goblin.ruins-hall' },
      ),
      option(
        t('Entrar a tientas', 'Feel your way in the dark'),
        t(
          'Pisas algo que hace clic. Luego algo que hace ¡zas! Sales con menos piel y ninguna respuesta.',
          'You step on something that goes click. Then something that goes whoosh. You come out with less skin and no answers.',
        ),
        { health: -20, effect: 'bleeding' },
      ),
      option(
        t('Descansar en la escalinata', 'Rest on the steps'),
        t(
          'Las piedras están tibias y cantan los loros. Por un momento, parece un folleto de viajes.',
          'The stones are warm and the parrots are singing. For a moment, it looks like a travel brochure.',
        ),
        { hunger: -5, sanity: 10 },
      ),
    ],
  ),
  lockedEvent(
    'goblin.ruins-hall',
    t(
      'En el centro de la sala, sobre un pedestal, un ídolo de oro te mira con ojos de rubí. Las baldosas del suelo tienen una pinta muy sospechosa.',
      'In the middle of the chamber, on a pedestal, a golden idol stares at you with ruby eyes. The floor tiles look very suspicious.',
    ),
    [
      option(
        t(
          'Lanzar cecina a las baldosas para descubrir las trampas',
          'Toss bits of jerky onto the tiles to find the traps',
        ),
        t(
          'Cada trocito que cae en una baldosa trampa hace ¡zas! Llegas al pedestal por el camino seguro y sales con el ídolo bajo el brazo, como en el cine. Aún te queda media bolsa.',
          'Every bit that lands on a trapped tile goes whoosh. You reach the pedestal by the safe path and walk out with the idol under your arm, like in the films. Half the bag is left.',
        ),
        { requires: 'goblin.beetle-jerky', rewards: 'goblin.idol' },
      ),
      option(
        t('Cogerlo sin más', 'Just grab it'),
        t(
          'Clic. Un rumor lejano. Un rumor cercano. Un rumor redondo y enorme.',
          'Click. A distant rumble. A closer rumble. A round and enormous rumble.',
        ),
        { rewards: 'goblin.idol', follows: 'goblin.boulder' },
      ),
      option(
        t('Irte: ese ídolo trae problemas', 'Leave: that idol means trouble'),
        t(
          'Sales del templo con las manos vacías. Los ojos de rubí te siguen en sueños durante días.',
          'You leave the temple empty-handed. The ruby eyes follow you into your dreams for days.',
        ),
        { sanity: -15, effect: 'nightmares' },
      ),
    ],
  ),
  lockedEvent(
    'goblin.boulder',
    t(
      '¡Una bola de piedra gigante rueda por el pasillo hacia ti! Tienes el ídolo en las manos y unos cuatro segundos.',
      'A giant stone ball is rolling down the corridor towards you! You have the idol in your hands and about four seconds.',
    ),
    [
      option(
        t('Correr hacia la salida', 'Run for the exit'),
        t(
          'Saltas por la boca del templo justo cuando la bola la tapona. Pierdes el sombrero. Era alquilado.',
          'You dive out of the temple mouth just as the ball plugs it. You lose your hat. It was rented.',
        ),
        { health: -10, thirst: -10 },
      ),
      option(
        t('Tirarte a un nicho lateral', 'Dive into a side alcove'),
        t(
          'La bola pasa rozándote la nariz. El nicho estaba lleno de arañas. Muy simpáticas. Muy venenosas.',
          'The ball brushes past your nose. The alcove was full of spiders. Very friendly. Very venomous.',
        ),
        { health: -5, effect: 'poison' },
      ),
      option(t('Intentar pararla', 'Try to stop it'), t('No.', 'No.'), { health: -35, effect: 'broken_bones' }),
    ],
  ),
  lockedEvent(
    'goblin.king-gate',
    t(
      'Una puerta de piedra con forma de cara goblin corta el sendero. Tiene una cerradura en la nariz. De dentro llega música... ¿reguetón?',
      'A stone door shaped like a goblin face blocks the trail. There is a keyhole in its nose. Music drifts out from inside... reggaeton?',
    ),
    [
      option(
        t('Abrir con la llave de hueso', 'Open it with the bone key'),
        t(
          'La nariz gira con un crujido. Al otro lado, un palacio de bambú y un trono. Y en el trono...',
          'The nose turns with a crunch. Beyond it, a bamboo palace and a throne. And on the throne...',
        ),
        { requires: 'goblin.bone-key', follows: 'goblin.kevin' },
      ),
      option(
        t('Llamar a la puerta', 'Knock'),
        t(
          'Se abre una ventanilla en un ojo. «¿Contraseña?». «¿Por favor?». La ventanilla se cierra y te cae una lanza muy cerca.',
          'A hatch opens in one eye. "Password?" "Please?" The hatch slams shut and a spear lands very close to you.',
        ),
        { health: -10, sanity: -5 },
      ),
      option(
        t('Trepar por encima', 'Climb over it'),
        t(
          'Por encima hay pinchos. Muchos. La arquitectura goblin es muy honesta.',
          'There are spikes on top. Lots. Goblin architecture is very honest.',
        ),
        { health: -20, effect: 'bleeding' },
      ),
    ],
  ),
  lockedEvent(
    'goblin.kevin',
    t(
      'En el trono, con corona de plumas y el polo amarillo de EcoAventura, está Kevin, tu guía. «¡Ey! ¡Ahora soy el rey de los goblins! ¿A que es una experiencia auténtica?».',
      'On the throne, wearing a feather crown and the yellow EcoAdventure polo shirt, sits Kevin, your guide. "Hey! I\'m king of the goblins now! Isn\'t this an authentic experience?"',
    ),
    [
      option(
        t('Prometerle cinco estrellas si te lleva de vuelta', 'Promise him five stars if he takes you back'),
        t(
          'A Kevin le brillan los ojos: «¿Cinco? ¿Con foto?». Te lleva en la canoa real hasta el puerto, con veinte goblins remando y cantando.',
          'Kevin\'s eyes light up: "Five? With a photo?" He takes you to the harbour in the royal canoe, twenty goblins paddling and singing.',
        ),
        { sanity: -5, wins: true },
      ),
      option(
        t('Retarle por la corona', 'Challenge him for the crown'),
        t(
          'Kevin pelea sucio: lleva tres años en la selva. Ganas, pero no quieres la corona. Te quedas con la canoa real, y con las cicatrices.',
          'Kevin fights dirty: he has been in the jungle for three years. You win, but you do not want the crown. You take the royal canoe, and the scars.',
        ),
        { health: -35, wins: true },
      ),
      option(
        t('Quedarte como su consejero', 'Stay on as his adviser'),
        t(
          'Los goblins te nombran Gran Consejero de Chanclas. Tienes un trono pequeñito. No tienes billete de vuelta.',
          'The goblins name you Grand Adviser of Flip-Flops. You get a tiny throne. You do not get a ticket home.',
        ),
        { sanity: -25, effect: 'desperation' },
      ),
    ],
  ),
  event(
    'goblin.raft-beach',
    t(
      'Una playa de arena negra al otro lado de la selva. Hay bambú, hay lianas y, a lo lejos, el perfil de un puerto con grúas. ¿Cinco kilómetros? ¿Quince?',
      'A black-sand beach beyond the jungle. There is bamboo, there are vines and, far away, the outline of a harbour with cranes. Five kilometres? Fifteen?',
    ),
    [
      option(
        t('Construir una balsa', 'Build a raft'),
        t(
          'Dos días atando bambú con lianas y con los dientes. La balsa flota. Tú, casi.',
          'Two days lashing bamboo with vines and your teeth. The raft floats. You almost do.',
        ),
        { hunger: -15, thirst: -15, follows: 'goblin.raft-voyage' },
      ),
      option(
        t('Buscar cosas útiles en la orilla', 'Comb the shore for anything useful'),
        t(
          'Dos cocos y una calabaza vieja que llenas en un arroyo. Aquí eso son tesoros.',
          'Two coconuts and an old gourd you fill at a stream. Around here, those are treasures.',
        ),
        { hunger: 10, rewards: 'goblin.water-gourd' },
      ),
      option(
        t('Tumbarte a mirar el puerto', 'Lie down and gaze at the harbour'),
        t(
          'Tan cerca y tan lejos. Te quedas dormido al sol soñando con grúas.',
          'So near and yet so far. You doze off in the sun, dreaming of cranes.',
        ),
        { thirst: -10, sanity: 10 },
      ),
    ],
  ),
  lockedEvent(
    'goblin.raft-voyage',
    t(
      'La balsa se aleja de la orilla. El puerto parece cerca y las corrientes, traicioneras. Una aleta te sigue a una distancia prudente.',
      'The raft drifts away from the shore. The harbour looks close and the currents look treacherous. A fin follows at a respectful distance.',
    ),
    [
      option(
        t('Remar con todas tus fuerzas', 'Paddle with all your strength'),
        t(
          'Doce horas remando con una tabla. Llegas al puerto quemado, sediento y sin uñas. Un estibador te da su bocadillo sin decir nada.',
          'Twelve hours paddling with a plank. You reach the harbour burnt, parched and nail-less. A docker hands you his sandwich without a word.',
        ),
        { health: -20, hunger: -15, thirst: -35, wins: true },
      ),
      option(
        t('Seguir la corriente del mapa', "Follow the map's current"),
        t(
          'El mapa marca una corriente en espiral que te deja, sin esfuerzo, en la bocana del puerto. Los goblins saben de mares.',
          'The map marks a spiral current that carries you, effortlessly, to the harbour mouth. Goblins know the sea.',
        ),
        { thirst: -15, requires: 'goblin.leaf-map', wins: true },
      ),
      option(
        t('Volver a la playa', 'Turn back to the beach'),
        t(
          'La aleta se acerca, curiosa. Vuelves remando más rápido que en toda tu vida.',
          'The fin comes closer, curious. You paddle back faster than ever in your life.',
        ),
        { thirst: -10, sanity: -15 },
      ),
    ],
  ),
];
