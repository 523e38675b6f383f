/** Beach Island away from the surf: palms, sun, a storm, a bearded castaway and his secret spring. */
import { event, lockedEvent, option, t } from '../build';

export const beachInlandEvents = [
  event(
    'beach.palm',
    t(
      'Una palmera inclinada sostiene tres cocos perfectos a doce metros de altura. Se mecen con la brisa. Se burlan de ti.',
      'A leaning palm tree holds three perfect coconuts twelve metres up. They sway in the breeze. They are mocking you.',
    ),
    [
      option(
        t('Trepar', 'Climb it'),
        t(
          'Subes como un koala decidido. Bajas como un saco de patatas, pero con un coco bajo el brazo.',
          'You go up like a determined koala. You come down like a sack of potatoes, but with a coconut under your arm.',
        ),
        { health: -5, rewards: 'beach.coconut' },
      ),
      option(
        t('Sacudir el tronco', 'Shake the trunk'),
        t(
          'Cae un coco. Sobre tu cabeza. Ves estrellas y, después, pulpa fresca y agua dulce.',
          'A coconut falls. On your head. You see stars and then sweet flesh and fresh coconut water.',
        ),
        { health: -10, hunger: 15, thirst: 15 },
      ),
      option(
        t('Lanzarles la chancla', 'Throw your flip-flop at them'),
        t(
          'La chancla se queda allí arriba, con los cocos. Para siempre. Te saluda cuando sopla el viento.',
          'The flip-flop stays up there with the coconuts. Forever. It waves at you when the wind blows.',
        ),
        { sanity: -10 },
      ),
    ],
  ),
  event(
    'beach.sunburn',
    t(
      'Mediodía. Ni una sombra, ni un sombrero, y tus hombros van cogiendo el tono exacto de un tomate maduro.',
      'Noon. No shade, no hat, and your shoulders are turning the exact shade of a ripe tomato.',
    ),
    [
      option(
        t('Enterrarte en arena húmeda', 'Bury yourself in wet sand'),
        t(
          'Fresquito y cómodo, hasta que un cangrejo usa tu oreja como puerta de entrada.',
          'Cool and cosy, until a crab uses your ear as a front door.',
        ),
        { health: 5, sanity: -10 },
      ),
      option(
        t('Untarte el protector solar', 'Slather on the sunscreen'),
        t(
          'Factor 100. Ahora eres básicamente un malvavisco, pero un malvavisco a salvo.',
          'SPF 100. You are now basically a marshmallow, but a safe marshmallow.',
        ),
        { health: 10, effect: 'natural_protection', requires: 'beach.sunscreen' },
      ),
      option(
        t('Seguir explorando', 'Keep exploring'),
        t(
          'Al anochecer brillas en la oscuridad. Los mosquitos te usan de faro.',
          'By nightfall you glow in the dark. The mosquitoes use you as a lighthouse.',
        ),
        { health: -15, thirst: -10, effect: 'dehydration' },
      ),
    ],
  ),
  event(
    'beach.castaway',
    t(
      'Un hombre con barba hasta el ombligo y un balón de voleibol llamado Señor Bola te saluda: «Llevo aquí desde las Olimpiadas del 96. ¿Quién ganó?».',
      'A man with a beard down to his belly button and a volleyball called Mr. Ball greets you: "I have been here since the \'96 Olympics. Who won?"',
    ),
    [
      option(
        t('Prestarle tu protector solar', 'Lend him your sunscreen'),
        t(
          'Se unta de arriba abajo, llora de alegría, te devuelve el bote casi vacío y te susurra dónde está el manantial escondido. Señor Bola asiente con solemnidad.',
          'He slathers himself head to toe, weeps with joy, hands back the nearly empty bottle and whispers where the hidden spring is. Mr. Ball nods solemnly.',
        ),
        { sanity: 10, requires: 'beach.sunscreen', unlocks: 'beach.spring' },
      ),
      option(
        t('Escuchar sus historias', 'Listen to his stories'),
        t(
          'Cuatro horas de historias sobre cocos. Pero comparte contigo su pescado a la brasa y su agua de coco, y está todo buenísimo.',
          'Four hours of coconut stories. But he shares his grilled fish and his coconut water with you, and it is all delicious.',
        ),
        { hunger: 20, thirst: 10, sanity: -10 },
      ),
      option(
        t('Retar a Señor Bola al voleibol', 'Challenge Mr. Ball to volleyball'),
        t(
          'Pierdes 21 a 0 contra un balón. Nunca te habías sentido tan vivo.',
          'You lose 21–0 to a ball. You have never felt more alive.',
        ),
        { health: -5, sanity: 15 },
      ),
    ],
  ),
  lockedEvent(
    'beach.spring',
    t(
      'Tras una cortina de helechos, una cascada diminuta cae en una poza de agua dulce. Hay hasta una rana con cara de socorrista.',
      'Behind a curtain of ferns, a tiny waterfall trickles into a pool of fresh water. There is even a frog that looks like a lifeguard.',
    ),
    [
      option(
        t('Beber hasta reventar', 'Drink until you burst'),
        t(
          'Bebes como un camello tras una travesía. La rana te juzga en silencio.',
          'You drink like a camel after a long crossing. The frog judges you in silence.',
        ),
        { thirst: 30, effect: 'extreme_hydration' },
      ),
      option(
        t('Darte un baño', 'Take a bath'),
        t(
          'La arena abandona lugares que no sabías que tenías. Sales siendo otra persona.',
          'Sand leaves places you did not know you had. You come out a new person.',
        ),
        { health: 15, thirst: 10, sanity: 10 },
      ),
      option(
        t('Llenar una botella', 'Fill a bottle'),
        t(
          'Entre los helechos flota una botella vacía del crucero. La llenas hasta arriba: agua para el camino.',
          'An empty cruise bottle floats among the ferns. You fill it to the brim: water for the road.',
        ),
        { thirst: 10, rewards: 'beach.water-bottle' },
      ),
    ],
  ),
  event(
    'beach.storm',
    t(
      'El cielo se vuelve morado en diez minutos. Truenos. Las palmeras se doblan como si hicieran yoga.',
      'The sky turns purple in ten minutes. Thunder. The palm trees bend as if they were doing yoga.',
    ),
    [
      option(
        t('Refugiarte en una cueva', 'Shelter in a cave'),
        t(
          'Esperas contando relámpagos mientras bebes de una gotera. Llegas a 312. La cueva huele a murciélago y a aburrimiento.',
          'You wait it out counting lightning and drinking from a drip in the roof. You reach 312. The cave smells of bats and boredom.',
        ),
        { hunger: -5, thirst: 10, sanity: -5 },
      ),
      option(
        t('Recoger agua de lluvia en el flamenco hinchable', 'Catch rainwater in the inflatable flamingo'),
        t(
          'Bebes directamente del cielo. El cielo responde con granizo.',
          'You drink straight from the sky. The sky answers with hail.',
        ),
        { health: -5, thirst: 25 },
      ),
      option(
        t('Bailar bajo la lluvia', 'Dance in the rain'),
        t(
          'Pillas un resfriado y te sientes de maravilla. Merece la pena.',
          'You catch a cold and feel amazing. Worth it.',
        ),
        { health: -10, thirst: 5, sanity: 20 },
      ),
    ],
  ),
  event(
    'beach.hammock',
    t(
      'Dos palmeras, una hamaca y una brisa suave. Parece la portada del folleto del crucero. Sospechosamente.',
      'Two palm trees, a hammock and a gentle breeze. It looks like the cover of the cruise brochure. Suspiciously so.',
    ),
    [
      option(
        t('Echarte la siesta', 'Have a nap'),
        t(
          'Duermes cuatro horas y sueñas con el bufé libre. Despiertas con hambre, con sed y en paz.',
          'You sleep four hours and dream of the all-you-can-eat buffet. You wake up hungry, thirsty and at peace.',
        ),
        { hunger: -10, thirst: -5, sanity: 20 },
      ),
      option(
        t('Deshacerla para hacer una red', 'Take it apart to make a fishing net'),
        t(
          'Pescado para cenar. Echarás de menos la hamaca, pero no esta noche.',
          'Fish for dinner. You will miss the hammock, but not tonight.',
        ),
        { hunger: 20, sanity: -5 },
      ),
      option(
        t('Tumbarte con tu piña colada', 'Lie back with your piña colada'),
        t(
          'Esto. Exactamente esto era lo que habías reservado. Ni siquiera te la bebes: con sostenerla basta.',
          'This. This is exactly what you booked. You do not even drink it: just holding it is enough.',
        ),
        { sanity: 25, effect: 'inner_balance', requires: 'beach.pina-colada' },
      ),
    ],
  ),
  event(
    'beach.sunstroke',
    t(
      'El calor hace temblar el aire. Las palmeras empiezan a susurrar tu nombre. Y el coco que tienes delante acaba de guiñarte un ojo.',
      'The heat makes the air shimmer. The palm trees start whispering your name. And the coconut in front of you just winked.',
    ),
    [
      option(
        t('Meterte en el mar a refrescarte', 'Get in the sea to cool off'),
        t(
          'El agua está a la temperatura perfecta. Las palmeras se callan, avergonzadas.',
          'The water is the perfect temperature. The palms go quiet, embarrassed.',
        ),
        { health: 5, sanity: 10 },
      ),
      option(
        t('Contestar a las palmeras', 'Answer the palm trees'),
        t(
          'Tenían mucho que decir. Nada agradable. Sobre todo la del fondo.',
          'They had a lot to say. None of it nice. Especially the one at the back.',
        ),
        { sanity: -20, effect: 'paranoia' },
      ),
      option(
        t('Ponerte la piña colada fría en la frente', 'Press the cold piña colada to your forehead'),
        t(
          'Fría y ridícula. Las palmeras se callan y el coco deja de guiñar. Te guardas el cóctel para luego.',
          'Cold and ridiculous. The palms shut up and the coconut stops winking. You save the cocktail for later.',
        ),
        { health: 5, sanity: 15, requires: 'beach.pina-colada' },
      ),
    ],
  ),
  event(
    'beach.campfire',
    t(
      'Cae la noche. Millones de estrellas, un viento fresco y chapoteos extraños en la oscuridad.',
      'Night falls. Millions of stars, a cool wind and strange splashes in the dark.',
    ),
    [
      option(
        t('Hacer fuego frotando palos', 'Make fire by rubbing sticks'),
        t(
          'Dos horas y cuatro ampollas después: ¡fuego! Eres básicamente Prometeo en chanclas.',
          'Two hours and four blisters later: fire! You are basically Prometheus in flip-flops.',
        ),
        { health: -5, sanity: 15 },
      ),
      option(
        t('Dormir en el flamenco hinchable', 'Sleep on the inflatable flamingo'),
        t(
          'Sueñas con el bufé, pero esta vez es el bufé el que te come a ti.',
          'You dream of the buffet, but this time the buffet is eating you.',
        ),
        { sanity: -10, effect: 'nightmares' },
      ),
      option(
        t('Ir a ver qué chapotea', "Go and see what's splashing"),
        t(
          'Un pez salta a tus brazos. Otro te da una bofetada. Noche intensa, pero cenas.',
          'One fish jumps into your arms. Another slaps you in the face. An intense night, but you eat.',
        ),
        { health: -10, hunger: 15 },
      ),
    ],
  ),
  event(
    'beach.mangrove',
    t(
      'Un manglar corta el camino: raíces como dedos, barro hasta las rodillas y mosquitos del tamaño de helicópteros.',
      'A mangrove swamp blocks the way: roots like fingers, mud up to your knees and mosquitoes the size of helicopters.',
    ),
    [
      option(
        t('Atravesarlo', 'Wade through'),
        t(
          'Los mosquitos son los verdaderos dueños de la isla. Pero en la otra orilla crece aloe vera.',
          'The mosquitoes are the true owners of this island. But aloe vera grows on the far side.',
        ),
        { health: -5, effect: 'poison', rewards: 'beach.aloe' },
      ),
      option(
        t('Rodearlo por la playa', 'Go around along the beach'),
        t(
          'Una hora más al sol. Tus pies parecen dos gambas a la plancha.',
          'One more hour in the sun. Your feet look like two grilled prawns.',
        ),
        { hunger: -5, thirst: -5 },
      ),
      option(
        t('Cubrirte de barro contra los mosquitos', 'Coat yourself in mud against the mosquitoes'),
        t(
          'Funciona. Pareces un monstruo del pantano, pero un monstruo sin picaduras.',
          'It works. You look like a swamp monster, but an unbitten one.',
        ),
        { thirst: -5, sanity: -5 },
      ),
    ],
  ),
  event(
    'beach.lifeguard-tower',
    t(
      'Una torre de socorrista abandonada, con su cruz roja descolorida, unos prismáticos colgando y una nevera debajo de la silla.',
      'An abandoned lifeguard tower with a faded red cross, a pair of binoculars hanging from a hook and a cooler under the chair.',
    ),
    [
      option(
        t('Abrir la nevera', 'Open the cooler'),
        t(
          'Tres latas de limonada y un polo derretido que bebes como si fuera champán. El socorrista tenía buen gusto.',
          'Three cans of lemonade and a melted ice lolly you drink like champagne. The lifeguard had good taste.',
        ),
        { thirst: 20, hunger: 5 },
      ),
      option(
        t('Otear el horizonte con los prismáticos', 'Scan the horizon with the binoculars'),
        t(
          'Mar, mar, mar, una gaviota haciendo algo indecoroso, mar... ¡y un penacho de humo! Un barco navega hacia aquí.',
          'Sea, sea, sea, a seagull doing something indecent, sea... and a plume of smoke! A ship is heading this way.',
        ),
        { thirst: -5, unlocks: 'beach.ship-horizon' },
      ),
      option(
        t('Sentarte en la silla alta', 'Sit in the tall chair'),
        t(
          'Desde ahí arriba te sientes responsable de toda la playa. Vigilas a los cangrejos sin sombrilla, al sol. Nadie se ahoga en tu turno.',
          'Up there you feel responsible for the whole beach. You watch over the crabs in the full sun, no umbrella. Nobody drowns on your shift.',
        ),
        { sanity: 15, health: -5 },
      ),
    ],
  ),
  event(
    'beach.mirage',
    t(
      'Al otro lado de las dunas ves un bufé libre resplandeciente: gambas, fuente de chocolate y camareros con pajarita.',
      'Beyond the dunes you see a glittering all-you-can-eat buffet: prawns, a chocolate fountain and waiters in bow ties.',
    ),
    [
      option(
        t('Correr hacia él', 'Run to it'),
        t(
          'Es un espejismo. La mesa de los postres es lo primero en desaparecer. Qué crueldad.',
          'It is a mirage. The dessert table is the first thing to vanish. How cruel.',
        ),
        { thirst: -5, sanity: -10 },
      ),
      option(
        t('Pellizcarte', 'Pinch yourself'),
        t(
          'Duele. El bufé sigue ahí. Sigues pellizcándote. Al final se esfuma, y tú tienes un moratón.',
          'Ouch. The buffet is still there. You keep pinching. Eventually it fades, and you have a bruise.',
        ),
        { health: -5, sanity: 5 },
      ),
      option(
        t('Mojarte la nuca con tu botella', 'Splash the back of your neck from your bottle'),
        t(
          'Unas gotas en la nuca y el bufé se evapora. Una pena: el camarero era guapo.',
          'A few drops on the back of your neck and the buffet evaporates. Pity: the waiter was cute.',
        ),
        { sanity: 15, requires: 'beach.water-bottle' },
      ),
    ],
  ),
];
