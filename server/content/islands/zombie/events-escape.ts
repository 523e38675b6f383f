/**
 * Zombie Island's ways out: the coast guard helicopter on the roof (radio + keycard, or a brutal climb), the hotel
 * speedboat at the marina (keys from the manager or the survivors), and the swan pedal boat (a golf club and stamina).
 */
import { event, lockedEvent, option, t } from '../build';

export const zombieEscapeEvents = [
  event(
    'zombie.security',
    t(
      'La oficina de seguridad: una pared de monitores con interferencias, un dónut mordido y una radio que todavía emite.',
      'The security office: a wall of flickering monitors, a half-eaten doughnut and a radio that is still on.',
    ),
    [
      option(
        t('Revisar las cámaras', 'Check the cameras'),
        t(
          'Cámara 7: la cámara frigorífica de la cocina. Alguien vivo te saluda desde dentro con una croqueta congelada.',
          'Camera 7: the kitchen freezer. Someone alive is waving at you from inside with a frozen croquette.',
        ),
        { sanity: -5, unlocks: 'zombie.manager' },
      ),
      option(
        t('Llamar por radio', 'Call on the radio'),
        t(
          '«Guardacostas al habla. Pasaremos por la azotea del hotel al atardecer. Una sola vez. Sea puntual».',
          '"Coast guard here. We will fly over the hotel roof at sunset. Once. Be on time."',
        ),
        { sanity: 10, unlocks: 'zombie.helipad' },
      ),
      option(
        t('Comerte el dónut', 'Eat the doughnut'),
        t(
          'Duro como una piedra y delicioso. Alguien le dio el primer mordisco. Prefieres no pensar en quién.',
          'Hard as a rock and delicious. Someone took the first bite. You would rather not think about who.',
        ),
        { hunger: 10, effect: 'stomach_ache' },
      ),
    ],
  ),
  lockedEvent(
    'zombie.manager',
    t(
      'En la cámara frigorífica, el director del hotel se ha atrincherado tras cuatrocientas croquetas congeladas. Tiene los labios azules y la dignidad intacta.',
      'In the walk-in freezer, the hotel manager has barricaded himself behind four hundred frozen croquettes. His lips are blue, his dignity intact.',
    ),
    [
      option(
        t('Pedirle ayuda con educación', 'Politely ask for help'),
        t(
          'Te entrega las llaves de la lancha del hotel: «Está en el puerto. Y dígale a TripAdvisor que no fue culpa mía».',
          'He hands you the keys to the hotel speedboat: "It is at the marina. And tell TripAdvisor it was not my fault."',
        ),
        { health: -5, rewards: 'zombie.boat-keys', unlocks: 'zombie.marina' },
      ),
      option(
        t('Robarle croquetas', 'Steal his croquettes'),
        t(
          'Croquetas congeladas, saladas como el mar Muerto. Las roes como polos mientras él llora en silencio, y acabas muerto de sed.',
          'Frozen croquettes, as salty as the Dead Sea. You gnaw them like ice lollies while he weeps in silence, and end up parched.',
        ),
        { hunger: 20, thirst: -10 },
      ),
      option(
        t('Encerrarlo por si acaso', 'Lock him in, just in case'),
        t(
          'Sus golpes en la puerta te acompañarán el resto de tus días. O de la semana.',
          'His knocking on the door will follow you for the rest of your days. Or the week.',
        ),
        { sanity: -20, effect: 'nightmares' },
      ),
    ],
  ),
  lockedEvent(
    'zombie.helipad',
    t(
      'Atardecer. Sobre la niebla retumban unas aspas: el helicóptero de los guardacostas da vueltas sobre la azotea, como prometieron. La puerta de la azotea está cerrada.',
      'Sunset. Rotor blades thump above the fog: the coast guard helicopter circles the roof, as promised. The roof door is locked.',
    ),
    [
      option(
        t('Abrir con la tarjeta maestra', 'Open it with the master keycard'),
        t(
          'Bip, luz verde. Te cuelgan un arnés y el resort se hace pequeñito bajo tus pies. Desde arriba, los zombis parecen hormigas en chanclas.',
          'Beep, green light. They clip you into a harness and the resort shrinks beneath your feet. From up here, the zombies look like ants in flip-flops.',
        ),
        { requires: 'zombie.keycard', wins: true },
      ),
      option(
        t('Trepar por el canalón', 'Climb the drainpipe'),
        t(
          'Seis pisos a pulso, con zombis agarrándote los tobillos en cada balcón. Llegas arriba hecho trizas. El piloto no da crédito, pero te sube.',
          'Six floors by hand, with zombies grabbing your ankles at every balcony. You reach the top in pieces. The pilot cannot believe it, but hauls you in.',
        ),
        { health: -40, wins: true },
      ),
      option(
        t('Esconderte y esperar otro día', 'Hide and wait for another day'),
        t(
          'El helicóptero se aleja. Dijeron «una sola vez». Lo dijeron muy claro.',
          'The helicopter flies off. They said "once". They said it very clearly.',
        ),
        { sanity: -25, effect: 'desperation' },
      ),
    ],
  ),
  event(
    'zombie.golf',
    t(
      'El campo de golf está envuelto en niebla. Un carrito con la llave puesta espera junto al hoyo 9, donde un golfista zombi prepara un putt eterno.',
      'The golf course is wrapped in fog. A golf cart with the key in waits by the 9th hole, where a zombie golfer lines up an eternal putt.',
    ),
    [
      option(
        t('Robar el carrito', 'Steal the cart'),
        t(
          'Pisas a fondo: doce kilómetros por hora. El golfista y treinta amigos te siguen a once.',
          'Pedal to the metal: twelve kilometres an hour. The golfer and thirty friends follow at eleven.',
        ),
        { thirst: -5, follows: 'zombie.cart-chase' },
      ),
      option(
        t('Quitarle el palo de golf', 'Take his golf club'),
        t(
          'Un hierro 7 estupendo. No lo suelta sin pelear, pero al final se rinde. Hándicap cero.',
          'A lovely 7-iron. He does not let go without a fight, but in the end he gives up. Handicap zero.',
        ),
        { health: -10, effect: 'bleeding', rewards: 'zombie.golf-club' },
      ),
      option(
        t('Esperar a que tire', 'Wait for him to putt'),
        t(
          'Falla. Se vuelve a colocar. Falla. Tras una hora has aprendido mucho sobre la paciencia y nada sobre el golf.',
          'He misses. He lines up again. He misses. After an hour you have learned a lot about patience and nothing about golf.',
        ),
        { thirst: -10, sanity: -10 },
      ),
    ],
  ),
  lockedEvent(
    'zombie.cart-chase',
    t(
      'El carrito traquetea por la carretera de la costa con una horda detrás. A la izquierda, el puerto deportivo. Delante, una curva muy cerrada.',
      'The cart rattles along the coast road with a horde behind it. To the left, the marina. Ahead, a very sharp bend.',
    ),
    [
      option(
        t('Girar hacia el puerto', 'Turn towards the marina'),
        t(
          'Dejas atrás a la horda y ves una lancha blanca meciéndose junto al muelle. Hay un guardia. Un guardia muy quieto.',
          'You lose the horde and spot a white speedboat bobbing by the pier. There is a guard. A very still guard.',
        ),
        { thirst: -5, unlocks: 'zombie.marina' },
      ),
      option(
        t('Saltar del carrito en marcha', 'Jump out of the moving cart'),
        t(
          'El carrito sigue sin ti, y la horda detrás de él. Aterrizas en un seto con forma de delfín.',
          'The cart carries on without you, and the horde after it. You land in a dolphin-shaped hedge.',
        ),
        { health: -10, effect: 'broken_bones' },
      ),
      option(
        t('Tocar la bocina sin parar', 'Lean on the horn'),
        t(
          'La horda se anima. Se suman más zombis a la fiesta. Muy mala idea.',
          'The horde cheers up. More zombies join the party. Very bad idea.',
        ),
        { health: -10, sanity: -15 },
      ),
    ],
  ),
  lockedEvent(
    'zombie.marina',
    t(
      'El puerto deportivo. La lancha del hotel se mece junto al muelle. Entre tú y ella, el capitán del puerto, zombi, con la gorra impecable.',
      'The marina. The hotel speedboat rocks against the pier. Between you and it stands the harbourmaster, a zombie in an immaculate cap.',
    ),
    [
      option(
        t('Arrancar la lancha con las llaves', 'Start the boat with the keys'),
        t(
          'El motor ruge y el capitán se cuadra mientras te alejas. Atrás quedan la niebla, el bufé y la reseña de una estrella que pensabas escribir.',
          'The engine roars and the harbourmaster salutes as you pull away. Behind you: the fog, the buffet and the one-star review you meant to write.',
        ),
        { requires: 'zombie.boat-keys', wins: true },
      ),
      option(
        t('Distraerlo con el megáfono y hacer un puente', 'Distract him with the megaphone and hotwire it'),
        t(
          '«¡Barra libre en la piscina!». El capitán se aleja arrastrando los pies. El puente te cuesta tres calambrazos, pero el motor arranca.',
          '"Free bar at the pool!" The harbourmaster shuffles off. Hotwiring costs you three electric shocks, but the engine starts.',
        ),
        { health: -20, requires: 'zombie.megaphone', wins: true },
      ),
      option(
        t('Hacer un puente sin más', 'Just hotwire the engine'),
        t(
          'Lo has visto en las películas. Las películas mentían. El capitán te pilla con los cables en la mano.',
          'You have seen it in films. Films lie. The harbourmaster catches you with the wires in your hands.',
        ),
        { health: -25, effect: 'bleeding' },
      ),
    ],
  ),
  event(
    'zombie.swan',
    t(
      'En el lago del resort, un patín a pedales con forma de cisne está encadenado a una boya. El lago da al mar. Al otro lado del mar, tu casa.',
      'On the resort lake, a swan-shaped pedal boat is chained to a buoy. The lake opens onto the sea. Across the sea, home.',
    ),
    [
      option(
        t('Romper la cadena con el palo de golf', 'Break the chain with the golf club'),
        t(
          '¡Clonc! La cadena cede al tercer golpe. El cisne es libre, y tú con él.',
          'Clonk! The chain gives way on the third swing. The swan is free, and so are you.',
        ),
        { requires: 'zombie.golf-club', follows: 'zombie.swan-voyage' },
      ),
      option(
        t('Tirar de la cadena a mano', 'Pull at the chain by hand'),
        t('La cadena no cede. Tus hombros, sí.', 'The chain does not give. Your shoulders do.'),
        { health: -5 },
      ),
      option(
        t('Dar de comer a los patos', 'Feed the ducks'),
        t(
          'Los patos zombis no quieren pan. Sales del lago perseguido por una bandada que grazna muy raro.',
          'Zombie ducks do not want bread. You flee the lake chased by a flock that quacks very strangely.',
        ),
        { health: -5, sanity: -10 },
      ),
    ],
  ),
  lockedEvent(
    'zombie.swan-voyage',
    t(
      'El cisne se desliza hacia mar abierto. Doce kilómetros hasta la costa. Tus piernas ya protestan y la niebla se cierra a tu espalda.',
      'The swan glides out to open sea. Twelve kilometres to the mainland. Your legs are already complaining and the fog closes in behind you.',
    ),
    [
      option(
        t('Pedalear sin parar', 'Pedal without stopping'),
        t(
          'Seis horas de pedales. Llegas a una playa con socorrista, sombrillas y gente viva. Te desmayas de felicidad.',
          'Six hours of pedalling. You reach a beach with a lifeguard, umbrellas and living people. You faint with happiness.',
        ),
        { hunger: -25, thirst: -40, wins: true },
      ),
      option(
        t('Pedalear con calma, bebiendo agua', 'Pedal calmly, sipping water'),
        t(
          'Llegas al atardecer, fresco como una lechuga y escoltado por delfines. Un cisne triunfal.',
          'You arrive at sunset, fresh as a daisy and escorted by dolphins. A triumphant swan.',
        ),
        { hunger: -15, thirst: -15, requires: 'zombie.water', wins: true },
      ),
      option(
        t('Volver: es una locura', 'Turn back: this is madness'),
        t(
          'Vuelves a la orilla. El cisne te mira con decepción. Tú también te miras con decepción.',
          'You paddle back to shore. The swan looks at you with disappointment. So do you.',
        ),
        { sanity: -15 },
      ),
    ],
  ),
];
