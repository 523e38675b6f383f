/**
 * Beach Island's everyday castaway life: what the tide brings, dinner from the rocks, weather and the sunset. Small
 * stakes and plenty to eat and drink, so that a longer deck stays a one-star island (docs/islands.md).
 */
import { event, option, t } from '../build';

export const beachCampEvents = [
  event(
    'beach.ice-cream-cart',
    t(
      'Un carrito de helados del crucero ha llegado flotando a la orilla. El cartel dice «¡Sabor tropical!». El motor del congelador hace un ruido muy triste.',
      'An ice-cream cart from the cruise ship has floated up to the shore. The sign says "Tropical flavour!". The freezer motor is making a very sad noise.',
    ),
    [
      option(
        t('Comerte lo que queda', 'Eat what is left'),
        t(
          'Helado de mango derretido, a cucharadas, directamente del cubo. Sabe a vacaciones de verdad. Te duele un poco la cabeza del frío.',
          'Melted mango ice cream, by the spoonful, straight from the tub. It tastes like a real holiday. You get a small brain freeze.',
        ),
        { hunger: 10, thirst: 10, sanity: 5 },
      ),
      option(
        t('Tocar la campanita', 'Ring the little bell'),
        t(
          'Tilín, tilín. Nadie viene a por un cucurucho. Aun así, por un momento, la isla suena a paseo marítimo.',
          'Ding-a-ling. Nobody comes for a cone. Still, for a moment, the island sounds like a seaside promenade.',
        ),
        { sanity: 10 },
      ),
      option(
        t('Empujarlo a la sombra para salvarlo', 'Push it into the shade to save it'),
        t(
          'Pesa como un piano y la arena se traga las ruedas. Cuando llegas a la sombra, el helado ya es sopa. Sopa de mango, eso sí, y te la bebes entera.',
          'It weighs as much as a piano and the sand swallows the wheels. By the time you reach the shade, the ice cream is soup. Mango soup, at least, and you drink every drop.',
        ),
        { health: -5, thirst: 10 },
      ),
    ],
  ),
  event(
    'beach.flamingo',
    t(
      'Tu flamenco hinchable, el culpable de todo, se aleja mar adentro empujado por la brisa. Te mira por encima del ala.',
      'Your inflatable flamingo, the culprit behind all this, is drifting out to sea on the breeze. It looks back at you over its wing.',
    ),
    [
      option(
        t('Nadar a rescatarlo', 'Swim out and rescue it'),
        t(
          'Lo alcanzas jadeando y, atada a su cuello, está la botella de agua que creías perdida. Volvéis juntos a la orilla, tú remando y él posando. Sois un equipo.',
          'You reach it, panting, and tied round its neck is the water bottle you thought you had lost. You come back to shore together, you paddling and it posing. You are a team.',
        ),
        { health: -5, thirst: 15, sanity: 10 },
      ),
      option(
        t('Despedirte con la mano', 'Wave it goodbye'),
        t(
          'Se hace pequeñito en el horizonte. Era un flamenco tonto, pero era tu flamenco tonto.',
          'It grows tiny on the horizon. It was a silly flamingo, but it was your silly flamingo.',
        ),
        { sanity: -10 },
      ),
      option(
        t('Gritarle todo lo que piensas de él', 'Tell it exactly what you think of it'),
        t(
          'Diez minutos de reproches a un juguete de plástico. Te quedas afónico, sediento y curiosamente en paz.',
          'Ten minutes of accusations shouted at a plastic toy. You end up hoarse, thirsty and strangely at peace.',
        ),
        { thirst: -5, sanity: 10 },
      ),
    ],
  ),
  event(
    'beach.hermit-crabs',
    t(
      'Una fila de cangrejos ermitaños, ordenados de mayor a menor, espera junto a una concha vacía. Es el mercado inmobiliario de la playa.',
      'A queue of hermit crabs, lined up from biggest to smallest, is waiting beside an empty shell. It is the beach property market.',
    ),
    [
      option(
        t('Sentarte a ver la mudanza', 'Sit and watch the big move'),
        t(
          'El grande se muda a la concha nueva, el mediano a la del grande, y así hasta el último. Nadie se queda sin casa. Lloras un poquito.',
          "The big one moves into the new shell, the middle one into the big one's, and so on down the line. Nobody is left homeless. You cry a little.",
        ),
        { sanity: 15 },
      ),
      option(
        t('Llevarte la concha vacía', 'Take the empty shell'),
        t(
          'Es una caracola preciosa y suena a mar. Los cangrejos te miran como a un especulador. Uno te pellizca el tobillo.',
          'It is a beautiful conch and it sounds like the sea. The crabs look at you like a property speculator. One pinches your ankle.',
        ),
        { health: -5, sanity: -5, rewards: 'beach.conch' },
      ),
      option(
        t('Ofrecerles medio coco como vivienda', 'Offer them half a coconut as housing'),
        t(
          'El más pequeño se muda encantado. Te bebes el agua y te comes la otra mitad para celebrar la nueva promoción de viviendas.',
          'The smallest one moves in, delighted. You drink the water and eat the other half to celebrate the new housing development.',
        ),
        { hunger: 10, thirst: 10, sanity: 10, requires: 'beach.coconut' },
      ),
    ],
  ),
  event(
    'beach.fishing-line',
    t(
      'Entre las rocas, un sedal enredado con un anzuelo brillante. Alguien pescaba aquí antes que tú. Quizá desde el crucero.',
      'Among the rocks, a tangled fishing line with a shiny hook. Someone was fishing here before you. Maybe from the cruise ship.',
    ),
    [
      option(
        t('Pescar con él', 'Fish with it'),
        t(
          'Al tercer intento pica una dorada. Al cuarto, el anzuelo pica en tu dedo. Cenas pescado con una tirita de hoja de palmera.',
          'On the third cast a sea bream bites. On the fourth, the hook bites your finger. You eat fish with a palm-leaf plaster.',
        ),
        { health: -5, hunger: 20 },
      ),
      option(
        t('Desenredarlo con paciencia', 'Untangle it patiently'),
        t(
          'Una hora de nudos imposibles. Al final tienes un sedal perfecto y la calma de un monje tibetano. Y nada de cena.',
          'An hour of impossible knots. In the end you have a perfect line and the calm of a Tibetan monk. And no dinner.',
        ),
        { hunger: -5, sanity: 10 },
      ),
      option(
        t('Comerte el cebo', 'Eat the bait'),
        t(
          'Era una gamba. Una gamba con varios días de sol. Tu estómago presenta una queja formal.',
          'It was a prawn. A prawn with several days of sunshine behind it. Your stomach files a formal complaint.',
        ),
        { hunger: 5, effect: 'digestive_issue' },
      ),
    ],
  ),
  event(
    'beach.big-wave',
    t(
      'El mar se retira de golpe, dejando peces boqueando en la arena. A lo lejos, una ola enorme se acerca sin ninguna prisa.',
      'The sea suddenly pulls back, leaving fish gasping on the sand. Far away, a huge wave is rolling in, in no hurry at all.',
    ),
    [
      option(
        t('Correr duna arriba', 'Run up the dunes'),
        t(
          'Llegas arriba sin aliento. La ola llega a la orilla, te salpica los pies y se va. Era grande de lejos. Como casi todo.',
          'You reach the top out of breath. The wave reaches the shore, splashes your feet and leaves. It was big from far away. Like most things.',
        ),
        { sanity: 5 },
      ),
      option(
        t('Recoger los peces antes de que vuelva', 'Grab the fish before it comes back'),
        t(
          'Cuatro sardinas y un pez globo, que devuelves. La ola te alcanza a medio camino y te da un revolcón de campeonato.',
          'Four sardines and a pufferfish, which you put back. The wave catches you halfway and tumbles you like a sock in a washing machine.',
        ),
        { health: -10, hunger: 15 },
      ),
      option(
        t('Surfearla', 'Surf it'),
        t(
          'Sin tabla, sin técnica, sin miedo. Durante tres gloriosos segundos eres una leyenda. Después eres un señor lleno de arena.',
          'No board, no technique, no fear. For three glorious seconds you are a legend. After that you are a person full of sand.',
        ),
        { health: -10, sanity: 15 },
      ),
    ],
  ),
  event(
    'beach.clams',
    t(
      'La marea baja ha destapado un banco de almejas. Escupen chorritos de agua cuando pasas, como si se rieran de ti.',
      'Low tide has uncovered a bed of clams. They squirt little jets of water as you walk past, as if they were laughing at you.',
    ),
    [
      option(
        t('Abrirlas con una piedra', 'Open them with a stone'),
        t(
          'Crac, crac, ay. Una docena de almejas, su caldito sorbido de la concha y un dedo morado. La mejor mariscada de tu vida.',
          'Crack, crack, ouch. A dozen clams, their juice slurped from the shell, and a purple finger. The best seafood platter of your life.',
        ),
        { health: -5, hunger: 15, thirst: 5 },
      ),
      option(
        t('Hacerlas al fuego con agua de coco', 'Steam them over a fire in coconut water'),
        t(
          'Se abren solas, chisporroteando. Te bebes el caldo y todo. El chef del crucero lloraría de envidia.',
          'They pop open on their own, sizzling. You drink the broth and all. The cruise chef would weep with envy.',
        ),
        { hunger: 20, thirst: 10, requires: 'beach.coconut' },
      ),
      option(
        t('Comerlas crudas, a lo valiente', 'Eat them raw, bravely'),
        t(
          'Saben a mar. Demasiado a mar. Durante los próximos días tu estómago y tú tendréis conversaciones difíciles.',
          'They taste of the sea. Too much of the sea. For the next few days your stomach and you will have difficult conversations.',
        ),
        { hunger: 15, effect: 'digestive_issue' },
      ),
    ],
  ),
  event(
    'beach.rain-tarp',
    t(
      'Entre dos palmeras, una lona azul atada por algún náufrago anterior. En el centro se ha formado un charco de agua de lluvia.',
      'Between two palm trees, a blue tarp tied up by some earlier castaway. A puddle of rainwater has gathered in the middle.',
    ),
    [
      option(
        t('Beber directamente de la lona', 'Drink straight from the tarp'),
        t(
          'Agua de lluvia tibia con un toque de lona. La bebes como si fuera el manantial de la eterna juventud.',
          'Lukewarm rainwater with a hint of tarp. You drink it as if it came from the fountain of youth.',
        ),
        { thirst: 20 },
      ),
      option(
        t('Llenar una botella para luego', 'Fill a bottle for later'),
        t(
          'Encuentras una botella vacía del crucero atada a la cuerda. Bebes a gusto y luego la llenas con cuidado.',
          'You find an empty cruise bottle tied to the rope. You drink your fill, then fill it carefully.',
        ),
        { thirst: 10, rewards: 'beach.water-bottle' },
      ),
      option(
        t('Descolgarla para tener sombra', 'Take it down for shade'),
        t(
          'El agua te cae por la cabeza y atrapas media con la boca. Ahora tienes un techo: una siesta a la sombra, por fin.',
          'The water lands on your head and you catch half of it in your mouth. Now you have a roof: a nap in the shade, at last.',
        ),
        { health: 5, thirst: 10, sanity: 10 },
      ),
    ],
  ),
  event(
    'beach.sunset',
    t(
      'El sol se hunde en el mar y el cielo se pone naranja, rosa y morado. Es exactamente la foto que querías hacer desde el crucero.',
      'The sun sinks into the sea and the sky turns orange, pink and purple. It is exactly the photo you wanted to take from the cruise ship.',
    ),
    [
      option(
        t('Mirarlo en silencio', 'Watch it in silence'),
        t(
          'Por primera vez desde que llegaste, no piensas en nada. Mañana saldrá otra vez. Y quizá, con él, un barco.',
          'For the first time since you arrived, you think of nothing at all. It will rise again tomorrow. And maybe, with it, a ship.',
        ),
        { sanity: 15, effect: 'hopeful_vision' },
      ),
      option(
        t('Buscar el rayo verde', 'Look for the green flash'),
        t(
          'Miras fijamente el último punto de sol sin parpadear. No hay rayo verde. Hay manchas verdes en tus ojos durante una hora.',
          'You stare at the last speck of sun without blinking. There is no green flash. There are green spots in your eyes for an hour.',
        ),
        { sanity: -5 },
      ),
      option(
        t('Aprovechar la luz para buscar cena', 'Use the last light to find dinner'),
        t(
          'Unos mejillones en las rocas y dos cocos caídos: te bebes uno y guardas el otro. No es el bufé libre, pero es tuyo.',
          'Some mussels on the rocks and two fallen coconuts: you drink one and keep the other. It is not the all-you-can-eat buffet, but it is yours.',
        ),
        { hunger: 10, thirst: 10, rewards: 'beach.coconut' },
      ),
    ],
  ),
];
