/**
 * Zombie Island's entertainment programme, still running: karaoke, bingo, the coconut stall, the vending machine and
 * the afternoon rain on the terrace. Water is scarce, so most of these are where a careful player finds a drink.
 */
import { event, option, t } from '../build';

export const zombieLeisureEvents = [
  event(
    'zombie.karaoke',
    t(
      'Noche de karaoke en el bar. La pantalla muestra la letra de «Resistiré» y seis zombis se pelean por el micrófono.',
      'Karaoke night at the bar. The screen shows the lyrics of "I Will Survive" and six zombies are fighting over the microphone.',
    ),
    [
      option(
        t('Cantar con ellos', 'Sing along with them'),
        t(
          'Das el do de pecho y se quedan quietos, fascinados. Por una canción, sois una familia. Una familia muy rara.',
          'You hit the high note and they stand still, spellbound. For one song, you are a family. A very strange family.',
        ),
        { thirst: -5, sanity: 15 },
      ),
      option(
        t('Colarte tras la barra mientras cantan', 'Slip behind the bar while they sing'),
        t(
          'Dos refrescos y una botella de agua. El camarero zombi te pilla en el estribillo y te pasa la cuenta con los dientes.',
          'Two soft drinks and a bottle of water. The zombie barman catches you at the chorus and bills you with his teeth.',
        ),
        { health: -5, thirst: 15, rewards: 'zombie.water' },
      ),
      option(
        t('Desenchufar la máquina', 'Unplug the machine'),
        t(
          'Silencio. Seis cabezas se giran hacia ti, muy despacio. Nadie interrumpe un karaoke. Nadie.',
          'Silence. Six heads turn towards you, very slowly. Nobody interrupts karaoke. Nobody.',
        ),
        { health: -5, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.bingo',
    t(
      'En el salón, la partida de bingo de la tarde sigue en marcha. El animador zombi saca bolas y gime los números: «Treeeinta y doooos...».',
      'In the lounge, the afternoon bingo game is still going. The zombie host draws balls and groans the numbers: "Thiiirty-twooo..."',
    ),
    [
      option(
        t('Jugar un cartón en silencio', 'Play a card in silence'),
        t(
          'Te sientas entre dos jubilados zombis. No cantas línea. Pero el bingo da sueño: das una cabezada y, por un rato, te olvidas de todo.',
          'You sit between two retired zombies. You do not win a line. But bingo is sleepy: you nod off and, for a while, you forget everything.',
        ),
        { health: 5, sanity: 10 },
      ),
      option(
        t('Gritar «¡Bingo!»', 'Shout "Bingo!"'),
        t(
          'Toda la sala se gira. Resulta que en este resort el premio eres tú.',
          'The whole room turns round. It turns out that at this resort, you are the prize.',
        ),
        { health: -5 },
      ),
      option(
        t('Llevarte la merienda de la mesa de premios', 'Take the snacks from the prize table'),
        t(
          'Galletas, zumos y un bizcocho envuelto en celofán. El animador canta tu número de habitación. Corres.',
          'Biscuits, juice boxes and a cake wrapped in cellophane. The host calls out your room number. You run.',
        ),
        { hunger: 15, thirst: 10, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.coconut-stall',
    t(
      'Un puesto de cocos frescos en la playa, con su machete y su cartel: «Coco loco, 6 €». El vendedor se ha ido. Del todo.',
      'A fresh-coconut stall on the beach, machete and sign included: "Crazy coconut, €6". The vendor is gone. Completely gone.',
    ),
    [
      option(
        t('Abrir cocos con el machete', 'Open coconuts with the machete'),
        t(
          'Agua de coco, pulpa blanca y los diez dedos intactos, de milagro. Es lo mejor que has probado desde que empezó el brote.',
          'Coconut water, white flesh and, miraculously, all ten fingers. It is the best thing you have tasted since the outbreak began.',
        ),
        { hunger: 10, thirst: 20 },
      ),
      option(
        t('Beberte los cocos locos ya preparados', 'Drink the ready-made crazy coconuts'),
        t(
          'Llevaban ron. Mucho ron. Durante una hora eres invencible y después tu estómago da vueltas como una tumbona al viento.',
          'They had rum in them. Lots of rum. For an hour you are invincible, and then your stomach spins like a sunbed in the wind.',
        ),
        { thirst: 10, sanity: 10, effect: 'digestive_issue' },
      ),
      option(
        t('Buscar al vendedor', 'Look for the vendor'),
        t(
          'Lo encuentras bajo el mostrador. Sigue queriendo cobrarte los seis euros. De otra manera.',
          'You find him under the counter. He still wants his six euros. In another way.',
        ),
        { health: -5, effect: 'poison' },
      ),
    ],
  ),
  event(
    'zombie.vending-machine',
    t(
      'Una máquina expendedora brilla en el pasillo del segundo piso: agua, refrescos, chocolatinas. Y una moneda de euro en el suelo.',
      'A vending machine glows in the second-floor corridor: water, fizzy drinks, chocolate bars. And a one-euro coin on the floor.',
    ),
    [
      option(
        t('Pagar con la moneda', 'Pay with the coin'),
        t(
          'Clonc. Cae una botella de agua. La máquina, por una vez, es honrada. Es lo más civilizado que te ha pasado en días.',
          'Clonk. A bottle of water drops. For once, the machine is honest. It is the most civilised thing that has happened to you in days.',
        ),
        { thirst: 15, sanity: 5 },
      ),
      option(
        t('Sacudirla hasta que suelte algo', 'Shake it until something falls out'),
        t(
          'Caen tres chocolatinas y un refresco. Y la máquina, encima de tu pie.',
          'Three chocolate bars and a fizzy drink fall out. So does the machine, onto your foot.',
        ),
        { health: -5, hunger: 15, thirst: 10 },
      ),
      option(
        t('Romper el cristal de una patada', 'Kick the glass in'),
        t(
          'El estruendo se oye en todo el hotel. Agarras una botella y sales corriendo, con pasos arrastrados detrás de ti toda la tarde.',
          'The crash echoes through the whole hotel. You grab one bottle and run, with shuffling steps behind you all afternoon.',
        ),
        { thirst: 10, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.terrace-rain',
    t(
      'Cae un chaparrón tropical sobre la terraza. Los zombis de las tumbonas ni se inmutan. Tú llevas días con la boca seca.',
      'A tropical downpour hits the terrace. The zombies on the sunbeds do not even flinch. Your mouth has been dry for days.',
    ),
    [
      option(
        t('Beber la lluvia con la boca abierta', 'Drink the rain with your mouth open'),
        t(
          'Agua del cielo, gratis y sin mordiscos. A tu lado, tres zombis miran al cielo con la boca abierta. Nadie muerde. Por un momento solo sois gente bajo la lluvia.',
          'Water from the sky, free and bite-free. Beside you, three zombies gaze up with their mouths open. Nobody bites. For a moment you are all just people in the rain.',
        ),
        { thirst: 20, sanity: 5 },
      ),
      option(
        t('Recoger agua en una cubitera', 'Catch water in an ice bucket'),
        t(
          'La cubitera se llena despacio. Te bebes la primera, llenas una botella con la segunda y te la guardas para el camino.',
          'The bucket fills slowly. You drink the first bucketful, pour the second into a bottle and keep it for the road.',
        ),
        { thirst: 10, rewards: 'zombie.water' },
      ),
      option(
        t('Quedarte bajo techo', 'Stay under cover'),
        t(
          'Ves llover desde la puerta, con la garganta de lija, mientras el agua se va por el desagüe. Al menos descansas las piernas.',
          'You watch it rain from the doorway, your throat like sandpaper, while the water runs down the drain. At least your legs get a rest.',
        ),
        { health: 5, thirst: -5, sanity: -5 },
      ),
    ],
  ),
];
