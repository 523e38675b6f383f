/** Goblin Island's jungle itself: bridges, rivers, quicksand, strange fruit and the purple night. */
import { event, option, t } from '../build';

export const goblinJungleEvents = [
  event(
    'goblin.toll-bridge',
    t(
      'Un puente colgante sobre un barranco. En medio, un goblin con casco de coco cobra peaje: «¡Algo brillante o no pasas!».',
      'A rope bridge over a ravine. In the middle, a goblin in a coconut helmet is collecting tolls: "Something shiny or you don\'t cross!"',
    ),
    [
      option(
        t('Enseñarle las gafas de sol', 'Show him the sunglasses'),
        t(
          'Se las prueba, ve su reflejo en los cristales, chilla y te las devuelve. Pero te deja pasar, temblando. Al otro lado hay fruta de sobra.',
          'He tries them on, sees his reflection in the lenses, shrieks and hands them back. But he lets you cross, trembling. There is plenty of fruit on the other side.',
        ),
        { hunger: 15, thirst: 10, requires: 'goblin.sunglasses' },
      ),
      option(
        t('Cruzar a la fuerza', 'Force your way across'),
        t(
          'El goblin corta una cuerda. Cruzas colgando como un mono, pero cruzas.',
          'The goblin cuts a rope. You cross hanging like a monkey, but you cross.',
        ),
        { health: -15, effect: 'bleeding' },
      ),
      option(
        t('Bajar por el barranco', 'Climb down the ravine instead'),
        t(
          'Bajas, bebes en el río del fondo y vuelves a subir. Tres horas, dos ampollas y un cangrejo de río en el calcetín.',
          'You climb down, drink from the river at the bottom and climb back up. Three hours, two blisters and a crayfish in your sock.',
        ),
        { health: -10, hunger: -10, thirst: 10 },
      ),
    ],
  ),
  event(
    'goblin.mushroom-ring',
    t(
      'Un círculo perfecto de setas violetas brilla en un claro. Huele a canela y a mala idea.',
      'A perfect ring of purple mushrooms glows in a clearing. It smells of cinnamon and bad ideas.',
    ),
    [
      option(
        t('Comerte una', 'Eat one'),
        t(
          'Los árboles te cuentan chistes buenísimos. Cuando se te pasa no recuerdas ninguno y te duele todo.',
          'The trees tell you brilliant jokes. When it wears off you cannot remember any of them and everything hurts.',
        ),
        { hunger: 10, sanity: -20, effect: 'poison' },
      ),
      option(
        t('Recoger unas pocas para un té', 'Pick a few for tea'),
        t(
          'Con cuidado, sin pisar el círculo. Un goblin diminuto te observa desde una seta y asiente: son las buenas.',
          'Carefully, without stepping inside the ring. A tiny goblin watches from a mushroom and nods: those are the good ones.',
        ),
        { thirst: -5, rewards: 'goblin.mushroom-tea' },
      ),
      option(
        t('Entrar en el círculo', 'Step into the ring'),
        t(
          'Bailas toda la noche con algo que no ves. Al amanecer estás agotado, hambriento y extrañamente feliz.',
          'You dance all night with something you cannot see. At dawn you are exhausted, starving and strangely happy.',
        ),
        { hunger: -15, thirst: -15, sanity: 15 },
      ),
    ],
  ),
  event(
    'goblin.river',
    t(
      'Un río marrón y lento atraviesa la selva. En la orilla, huesos de algo grande. En el agua, algo que también es grande.',
      'A slow brown river cuts through the jungle. On the bank, the bones of something big. In the water, something else that is also big.',
    ),
    [
      option(
        t('Beber a grandes tragos', 'Drink deeply'),
        t(
          'Sabe a tierra y a aventura. Tu estómago opina que a demasiada aventura.',
          'It tastes of earth and adventure. Your stomach thinks it is too much adventure.',
        ),
        { thirst: 25, effect: 'stomach_ache' },
      ),
      option(
        t('Hervir el agua con la antorcha', 'Boil the water over the torch'),
        t(
          'Enciendes un fuego, hierves agua en un casco de coco y bebes sin miedo. Lo grande del agua mira el fuego con respeto.',
          'You light a fire, boil water in a coconut shell and drink without fear. The big thing in the water eyes the fire with respect.',
        ),
        { thirst: 25, requires: 'goblin.torch' },
      ),
      option(
        t('Cruzar a nado', 'Swim across'),
        t(
          'Sanguijuelas. Muchas. Y lo grande del agua te roza la pierna al pasar.',
          'Leeches. Lots of them. And the big thing in the water brushes your leg as it goes by.',
        ),
        { health: -15, thirst: 10, effect: 'bleeding' },
      ),
    ],
  ),
  event(
    'goblin.quicksand',
    t(
      'El suelo cede bajo tus pies. Arenas movedizas. Ya te llegan por las rodillas, y una rana te observa con interés académico.',
      'The ground gives way under your feet. Quicksand. It is already up to your knees, and a frog is watching with academic interest.',
    ),
    [
      option(
        t('Forcejear', 'Struggle'),
        t(
          'Te hundes hasta la cintura. La rana toma notas. Sales al cabo de una hora, sin zapatos y sin fuerzas.',
          'You sink to your waist. The frog takes notes. You get out an hour later, shoeless and spent.',
        ),
        { health: -10, hunger: -15, thirst: -15 },
      ),
      option(
        t('Tumbarte y flotar despacio', 'Lie back and float slowly'),
        t(
          'Como en los documentales. Funciona. Sales entero, cubierto de barro y con la rana en la cabeza.',
          'Just like in the documentaries. It works. You get out in one piece, covered in mud, with the frog on your head.',
        ),
        { thirst: -5, sanity: -5 },
      ),
      option(
        t('Agarrarte a una liana', 'Grab a vine'),
        t(
          'La liana es una serpiente. La serpiente no está de acuerdo con el plan.',
          'The vine is a snake. The snake does not agree with the plan.',
        ),
        { health: -20, effect: 'poison' },
      ),
    ],
  ),
  event(
    'goblin.waterfall',
    t(
      'Una cascada cae en una poza cristalina. Por fin, agua limpia. Tras la cortina de agua se adivina una cueva.',
      'A waterfall tumbles into a crystal-clear pool. Clean water at last. Behind the curtain of water there is the hint of a cave.',
    ),
    [
      option(
        t('Beber y bañarte', 'Drink and bathe'),
        t(
          'Agua fría, limpia, perfecta. Por un momento te olvidas de los goblins. Ellos de ti, no: te roban la ropa.',
          'Cold, clean, perfect water. For a moment you forget about the goblins. They do not forget about you: they steal your clothes.',
        ),
        { thirst: 25, sanity: -5 },
      ),
      option(
        t('Explorar la cueva', 'Explore the cave'),
        t(
          'Murciélagos, un eco raro y, en una repisa, musgo brillante que los goblins usan para curarse. Resbalas al salir.',
          'Bats, a strange echo and, on a ledge, glowing moss that goblins use for healing. You slip on the way out.',
        ),
        { health: -10, rewards: 'goblin.healing-moss' },
      ),
      option(
        t('Llenar una calabaza para luego', 'Fill a gourd for later'),
        t(
          'Una calabaza hueca, una hoja de tapón y agua para el camino. Bebes un poco y sigues, previsor.',
          'A hollow gourd, a leaf for a stopper and water for the road. You drink a little and move on, well prepared.',
        ),
        { thirst: 10, rewards: 'goblin.water-gourd' },
      ),
    ],
  ),
  event(
    'goblin.fruit',
    t(
      'Un árbol cargado de frutas brillantes: unas azules con pinchos, unas moradas que laten y unos mangos normales, en lo más alto.',
      'A tree laden with glowing fruit: spiky blue ones, purple ones that pulse, and ordinary mangoes at the very top.',
    ),
    [
      option(
        t('Comer una azul con pinchos', 'Eat a spiky blue one'),
        t(
          'Sabe a chicle de fresa. Los pinchos, a pinchos.',
          'It tastes of strawberry bubblegum. The spikes taste of spikes.',
        ),
        { health: -10, hunger: 15 },
      ),
      option(
        t('Comer una morada que late', 'Eat a pulsing purple one'),
        t(
          'Deja de latir cuando la muerdes. Tú empiezas a latir más fuerte. Ves sonidos.',
          'It stops pulsing when you bite it. You start pulsing harder. You can see sounds.',
        ),
        { hunger: 10, sanity: -20, effect: 'poison' },
      ),
      option(
        t('Trepar a por los mangos', 'Climb up for the mangoes'),
        t(
          'Los mangos cuelgan junto a un nido de avispas goblin. Sí, existen. Sí, pican.',
          'The mangoes hang next to a nest of goblin wasps. Yes, they exist. Yes, they sting.',
        ),
        { health: -20, hunger: 20, thirst: 10 },
      ),
    ],
  ),
  event(
    'goblin.fire-ants',
    t(
      'Te sientas en un tronco a descansar. El tronco es un hormiguero. Las hormigas son rojas, enormes y llevan pinturas de guerra.',
      'You sit on a log to rest. The log is an anthill. The ants are red, huge and wearing war paint.',
    ),
    [
      option(
        t('Saltar al arroyo más cercano', 'Jump into the nearest stream'),
        t(
          'Las hormigas se ahogan. Tú casi. Pero bebes bastante por el camino.',
          'The ants drown. You nearly do. But you drink plenty on the way.',
        ),
        { health: -10, thirst: 10 },
      ),
      option(
        t('Sacudírtelas a manotazos', 'Slap them off'),
        t(
          'Cada manotazo, diez hormigas. Cada hormiga, un mordisco. Las cuentas no salen.',
          'Every slap, ten ants. Every ant, a bite. The maths does not work out.',
        ),
        { health: -20, effect: 'poison' },
      ),
      option(
        t('Quedarte muy quieto', 'Stay very still'),
        t(
          'Te recorren de arriba abajo, te inspeccionan y se van. Te han puesto nota: un cinco.',
          'They march over you from head to toe, inspect you and leave. They gave you a score: five out of ten.',
        ),
        { sanity: -15, effect: 'paranoia' },
      ),
    ],
  ),
  event(
    'goblin.spider',
    t(
      'Una telaraña enorme entre dos ceibas. En el centro cuelga una cámara de fotos de turista. En la esquina, algo con demasiadas patas espera.',
      'A huge web between two kapok trees. A tourist camera hangs in the middle. In the corner, something with too many legs is waiting.',
    ),
    [
      option(
        t('Coger la cámara', 'Grab the camera'),
        t(
          'Te llevas la cámara y unas gafas de espejo enredadas en la tela. La araña te despide con un mordisco.',
          'You make off with the camera and a pair of mirrored sunglasses tangled in the web. The spider sees you off with a bite.',
        ),
        { health: -15, effect: 'poison', rewards: 'goblin.sunglasses' },
      ),
      option(
        t('Quemar la telaraña con la antorcha', 'Burn the web with the torch'),
        t(
          'La tela arde, la araña huye y la cámara cae a tus pies. Última foto: Kevin, tu guía, con una corona de plumas frente a una puerta de piedra.',
          'The web burns, the spider flees and the camera drops at your feet. Last photo: Kevin, your guide, in a feather crown in front of a stone door.',
        ),
        { sanity: 5, requires: 'goblin.torch', unlocks: 'goblin.king-gate' },
      ),
      option(
        t('Dar un rodeo muy, muy amplio', 'Take a very, very wide detour'),
        t(
          'Un kilómetro de selva extra, por si acaso. Las arañas también viven en los rodeos.',
          'An extra kilometre of jungle, just in case. Spiders live on detours too.',
        ),
        { thirst: -10, sanity: -10 },
      ),
    ],
  ),
  event(
    'goblin.purple-night',
    t(
      'Sale una luna enorme y morada. Toda la selva empieza a aullar: los goblins, los monos, los árboles. A ti también te entran ganas.',
      'A huge purple moon rises. The whole jungle starts to howl: the goblins, the monkeys, the trees. You feel like joining in.',
    ),
    [
      option(
        t('Aullar con ellos', 'Howl along'),
        t(
          'Aúllas hasta quedarte sin voz. Es liberador. Tanto que hasta media mañana no recuerdas tu nombre.',
          'You howl until your voice gives out. It is liberating. So much that you do not remember your own name until mid-morning.',
        ),
        { thirst: -10, sanity: 10 },
      ),
      option(
        t('Taparte los oídos hasta el amanecer', 'Cover your ears until dawn'),
        t(
          'La noche más larga de tu vida. Cuando sale el sol, sigues oyendo aullidos.',
          'The longest night of your life. When the sun rises, you can still hear howling.',
        ),
        { sanity: -20, effect: 'paranoia' },
      ),
      option(
        t('Prepararte el té de setas', 'Brew the mushroom tea'),
        t(
          'Te duermes sonriendo y sueñas con tu sofá. De pronto, la luna morada te parece decorativa.',
          'You fall asleep smiling and dream of your sofa. Suddenly the purple moon seems decorative.',
        ),
        { sanity: 20, effect: 'hopeful_vision', requires: 'goblin.mushroom-tea' },
      ),
    ],
  ),
  event(
    'goblin.free-hammock',
    t(
      'Entre dos árboles cuelga una hamaca preciosa con un cartel escrito a mano: «HAMACA GRATIS. NO ES TRAMPA».',
      'A beautiful hammock hangs between two trees, with a handwritten sign: "FREE HAMMOCK. NOT A TRAP."',
    ),
    [
      option(
        t('Tumbarte: estás agotado', "Lie down: you're exhausted"),
        t(
          'Era una trampa. La hamaca se cierra como una red y unos goblins muy satisfechos se te llevan en volandas.',
          'It was a trap. The hammock snaps shut like a net and some very pleased goblins carry you off.',
        ),
        { sanity: -10, follows: 'goblin.cooking-pot' },
      ),
      option(
        t('Corregir la ortografía del cartel', 'Correct the spelling on the sign'),
        t(
          'No tenía faltas. Pero el goblin escondido detrás se ofende igualmente y te tira una piña.',
          'There were no mistakes. The goblin hiding behind it is offended anyway and throws a pine cone at you.',
        ),
        { health: -5, sanity: 5 },
      ),
      option(
        t('Llevarte la hamaca', 'Take the hammock with you'),
        t(
          'Descuelgas la hamaca con cuidado y dejas el cartel. Cargar con ella toda la tarde te deja seco, pero esa noche duermes entre dos ramas, como un rey.',
          'You carefully unhook the hammock and leave the sign. Lugging it around all afternoon leaves you parched, but that night you sleep between two branches, like royalty.',
        ),
        { health: 10, sanity: 10, thirst: -15 },
      ),
    ],
  ),
];
