/**
 * Beach Island's ways home: the beach bar's walkie-talkie (the tender at dawn), the lighthouse (the cruise ship passing
 * by), the giant SOS (the seaplane), and the chains that hand out the flare gun (the treasure note, the kayak).
 */
import { event, lockedEvent, option, t } from '../build';

export const beachRescueEvents = [
  event(
    'beach.beach-bar',
    t(
      'Un chiringuito abandonado: «El Loro Feliz». Una batidora, un loro de madera sonriente y una nevera que, milagrosamente, todavía zumba.',
      'An abandoned beach bar called "The Happy Parrot": a blender, a grinning wooden parrot and a fridge that is, miraculously, still humming.',
    ),
    [
      option(
        t('Vaciar la nevera', 'Empty the fridge'),
        t(
          'Gambas, ensaladilla y un flan. La ensaladilla era de la semana pasada. Tu estómago tomará represalias.',
          'Prawns, potato salad and a flan. The potato salad was from last week. Your stomach will retaliate.',
        ),
        { hunger: 25, thirst: 10, effect: 'stomach_ache' },
      ),
      option(
        t('Prepararte un cóctel', 'Mix yourself a cocktail'),
        t(
          'Piña, coco, hielo y una sombrillita. Te guardas otro para luego, como un profesional.',
          'Pineapple, coconut, ice and a tiny umbrella. You save another one for later, like a pro.',
        ),
        { thirst: 15, sanity: 5, rewards: 'beach.pina-colada' },
      ),
      option(
        t('Rebuscar bajo la barra', 'Search under the counter'),
        t(
          'Un geco grita. Tú gritas. Os calmáis los dos. Bajo la barra: un walkie-talkie de socorrista con la batería parpadeando.',
          'A gecko screams. You scream. You both calm down. Under the counter: a lifeguard walkie-talkie, battery blinking.',
        ),
        { sanity: -5, rewards: 'beach.walkie', unlocks: 'beach.radio-call' },
      ),
    ],
  ),
  lockedEvent(
    'beach.radio-call',
    t(
      'El walkie-talkie chisporrotea: «...aquí el Ocean Dream... ¿alguien en el canal 16? Nos falta un pasajero... y un flamenco hinchable...».',
      'The walkie-talkie crackles: "...this is the Ocean Dream... anyone on channel 16? We are missing a passenger... and an inflatable flamingo..."',
    ),
    [
      option(
        t('Responder', 'Answer'),
        t(
          '—¡Soy yo! ¡Y tengo el flamenco! —El capitán promete mandar la lancha al amanecer. Solo tienes que aguantar hasta entonces.',
          '"It\'s me! And I have the flamingo!" The captain promises to send the tender at dawn. You just have to hold on until then.',
        ),
        { sanity: 15, requires: 'beach.walkie', unlocks: 'beach.tender' },
      ),
      option(
        t('Cambiar de canal', 'Change the channel'),
        t(
          'Canal 12: alguien narra un partido de petanca. Lo escuchas entero. No sabes por qué.',
          'Channel 12: someone is commentating a pétanque match. You listen to the whole thing. You do not know why.',
        ),
        { sanity: 5 },
      ),
      option(
        t('Apagarlo para ahorrar batería', 'Switch it off to save the battery'),
        t(
          'Silencio. Pura lógica. Y sin embargo, la duda te acompaña toda la tarde: ¿y si era importante?',
          'Silence. Pure logic. And yet the doubt follows you all afternoon: what if it was important?',
        ),
        { sanity: -10 },
      ),
    ],
  ),
  lockedEvent(
    'beach.tender',
    t(
      'Amanecer. Una lancha blanca con el logo del crucero asoma tras las rocas. Al timón, un marinero con gafas de sol y cara de pocos amigos.',
      'Dawn. A white boat with the cruise logo rounds the rocks. At the helm, a sailor in sunglasses who does not look happy to be here.',
    ),
    [
      option(
        t('Correr hacia el agua haciendo señas', 'Run into the surf, waving'),
        t(
          'Subes empapado, con arena hasta en las pestañas. El marinero suspira: «El bufé cierra a las diez». Llegas a tiempo.',
          'You climb aboard soaked, sand in your eyelashes. The sailor sighs: "The buffet closes at ten." You make it in time.',
        ),
        { thirst: -5, wins: true },
      ),
      option(
        t('Pedir primero un camarote mejor', 'Demand a better cabin first'),
        t(
          'Él duda, tú insistes, el mar decide: una ola te mete de cabeza en la lancha. Sin mejora de camarote, pero a salvo.',
          'He hesitates, you insist, the sea decides: a wave tips you head first into the boat. No cabin upgrade, but safe.',
        ),
        { health: -5, wins: true },
      ),
      option(
        t('Esconderte: podrían ser piratas', 'Hide: they could be pirates'),
        t(
          'Desde los arbustos ves cómo la lancha espera, espera... y se va. Los piratas llevan parche, no gafas de sol. Ahora lo sabes.',
          'From the bushes you watch the boat wait, and wait... and leave. Pirates wear eye patches, not sunglasses. Now you know.',
        ),
        { sanity: -20, effect: 'desperation' },
      ),
    ],
  ),
  event(
    'beach.lighthouse',
    t(
      'Un faro torcido sobre las rocas, con la puerta colgando de una bisagra. Las gaviotas lo han declarado territorio suyo.',
      'A crooked lighthouse on the rocks, its door hanging by one hinge. The seagulls have declared it their territory.',
    ),
    [
      option(
        t('Subir a lo alto', 'Climb to the top'),
        t(
          'Doscientos escalones, tres gaviotas indignadas y, arriba, la vista: el humo de un barco en el horizonte. Pronto podría pasar cerca.',
          "Two hundred steps, three outraged seagulls and, at the top, the view: a ship's smoke on the horizon. Soon it might pass close by.",
        ),
        { health: -5, thirst: -5, unlocks: 'beach.ship-horizon' },
      ),
      option(
        t('Registrar el cuarto del farero', "Search the keeper's room"),
        t(
          'Un diario que acaba a media frase, un loro disecado que te sigue con los ojos y una pistola de bengalas con una sola bengala.',
          'A diary that ends mid-sentence, a stuffed parrot whose eyes follow you, and a flare gun with exactly one flare.',
        ),
        { sanity: -10, rewards: 'beach.flare-gun' },
      ),
      option(
        t('Echar una siesta a su sombra', 'Nap in its shade'),
        t(
          'Duermes como un bebé. Las gaviotas aprovechan para robarte hasta los cordones.',
          'You sleep like a baby. The seagulls take the chance to steal even your shoelaces.',
        ),
        { sanity: 15, hunger: -10 },
      ),
    ],
  ),
  lockedEvent(
    'beach.ship-horizon',
    t(
      '¡Ahí está! Un crucero blanco se desliza junto a la isla, tan cerca que oyes la música del bufé. En la popa, en letras doradas: OCEAN DREAM.',
      'There it is! A white cruise ship glides past the island, so close you can hear the buffet music. Gold letters on the stern: OCEAN DREAM.',
    ),
    [
      option(
        t('Disparar la bengala', 'Fire the flare'),
        t(
          'Una estrella rosa estalla sobre el barco. La bocina suena dos veces. ¡Dan la vuelta! Por pura culpa, te suben a un camarote con balcón.',
          'A pink star bursts above the ship. The horn blows twice. They are turning around! Out of sheer guilt, they give you a balcony cabin.',
        ),
        { requires: 'beach.flare-gun', wins: true },
      ),
      option(
        t('Agitar la camiseta y gritar', 'Wave your shirt and scream'),
        t(
          'El karaoke del barco suena más fuerte que tú. Se aleja mientras alguien canta «My Heart Will Go On».',
          'The ship\'s karaoke is louder than you. It sails away while someone sings "My Heart Will Go On".',
        ),
        { sanity: -15, thirst: -10, effect: 'desperation' },
      ),
      option(
        t('Nadar hacia él', 'Swim after it'),
        t(
          'Doscientos metros después, una ola te devuelve amablemente a la playa, como un paquete con «devolver al remitente».',
          'Two hundred metres later, a wave politely returns you to the beach, like a parcel marked "return to sender".',
        ),
        { health: -20, thirst: -10 },
      ),
    ],
  ),
  event(
    'beach.bottle',
    t(
      'Una botella con un mensaje llega rodando hasta tus pies. Dentro hay un papel enrollado y, curiosamente, arena de otra playa.',
      'A bottle with a message rolls up to your feet. Inside: a rolled-up note and, oddly, some sand from a different beach.',
    ),
    [
      option(
        t('Leer el mensaje', 'Read the message'),
        t(
          '«Si lees esto, estás en la isla donde estuve yo. Enterré mis cosas entre las palmeras gemelas. Marqué una X. Suerte». ¡Un mapa del tesoro!',
          '"If you are reading this, you are on the island where I was. I buried my things between the twin palms. Marked it with an X. Good luck." A treasure map!',
        ),
        { sanity: 10, unlocks: 'beach.buried-chest' },
      ),
      option(
        t('Escribir tu propio mensaje y lanzarlo', 'Write your own message and throw it'),
        t(
          '«Querido quien sea: mándame protector solar y una pizza». La botella vuelve dos veces. A la tercera se va. Te sientes extrañamente optimista.',
          '"Dear whoever: please send sunscreen and a pizza." The bottle washes back twice. On the third try it is gone. You feel strangely optimistic.',
        ),
        { sanity: 10, effect: 'hopeful_vision' },
      ),
      option(
        t('Beberte lo que queda dentro', "Drink what's left inside"),
        t(
          'Agua de mar con notas de papel viejo. Sommelier no vas a ser.',
          'Seawater with notes of old paper. You will never be a sommelier.',
        ),
        { thirst: -5, sanity: -5 },
      ),
    ],
  ),
  lockedEvent(
    'beach.buried-chest',
    t(
      'Entre dos palmeras gemelas, una gran X hecha con conchas. Exactamente como decía la nota. Algo suena hueco bajo tus pies.',
      'Between two twin palm trees, a big X laid out in seashells. Exactly as the note said. Something sounds hollow under your feet.',
    ),
    [
      option(
        t('Cavar con las manos', 'Dig with your bare hands'),
        t(
          'Una hora cavando al sol. En el cofre: gafas de buceo, un tubo y galletas de la época de los piratas. Siguen crujientes.',
          'An hour of digging in the sun. In the chest: a diving mask, a snorkel and pirate-era biscuits. Still crunchy.',
        ),
        { hunger: 10, thirst: -15, rewards: 'beach.snorkel' },
      ),
      option(
        t('Cavar con media cáscara de coco', 'Dig with half a coconut shell'),
        t(
          'La cáscara es la pala perfecta. En diez minutos tienes el cofre: gafas, tubo y galletas. Trabajar con cabeza.',
          'The shell makes the perfect spade. Ten minutes later you have the chest: mask, snorkel and biscuits. Work smarter.',
        ),
        { hunger: 10, requires: 'beach.coconut', rewards: 'beach.snorkel' },
      ),
      option(
        t('Dejarlo: es obviamente una trampa', "Leave it: it's obviously a trap"),
        t(
          'Te alejas con dignidad. Esa noche sueñas con el cofre. En el sueño estaba lleno de helado.',
          'You walk away with dignity. That night you dream of the chest. In the dream it was full of ice cream.',
        ),
        { sanity: -10, effect: 'nightmares' },
      ),
    ],
  ),
  event(
    'beach.reef',
    t(
      'Sobre el arrecife el agua es tan clara que se ve un yate hundido a cinco metros, con peces de colores entrando y saliendo por las ventanas.',
      'Over the reef the water is so clear you can see a sunken yacht five metres down, bright fish swimming in and out of its windows.',
    ),
    [
      option(
        t('Bucear hasta el yate con el tubo', 'Dive to the yacht with the snorkel'),
        t(
          'En la cocina del yate, latas de melocotón en almíbar; en el puente, una caja naranja con una pistola de bengalas. Los peces te miran con envidia.',
          'In the galley, tins of peaches in syrup; on the bridge, an orange box with a flare gun. The fish look at you with envy.',
        ),
        { hunger: 15, requires: 'beach.snorkel', rewards: 'beach.flare-gun' },
      ),
      option(
        t('Bucear aguantando la respiración', 'Dive holding your breath'),
        t(
          'Tocas la cubierta, ves algo brillante... y se te acaba el aire. Subes tosiendo, con la nariz llena de mar.',
          'You touch the deck, see something shiny... and run out of air. You surface coughing, nose full of ocean.',
        ),
        { health: -5, sanity: -5 },
      ),
      option(
        t('Flotar mirando los peces', 'Float and watch the fish'),
        t(
          'Una tortuga pasa y juraríamos que te saluda. Por un rato, esto son unas vacaciones de verdad. Tu espalda, al sol, no opina lo mismo.',
          'A turtle drifts past and we would swear it waves. For a while, this is a real holiday. Your back, in the sun, disagrees.',
        ),
        { health: -5, sanity: 15 },
      ),
    ],
  ),
  event(
    'beach.sandcastle',
    t(
      'Alguien ha construido un castillo de arena gigante, con torres, foso y una banderita que dice SOCORRO.',
      'Someone has built a giant sandcastle with towers, a moat and a tiny flag that says HELP.',
    ),
    [
      option(
        t('Añadirle una torre', 'Add a tower of your own'),
        t(
          'Tu torre es la más alta. Te sientes arquitecto. Un arquitecto con sed.',
          'Your tower is the tallest. You feel like an architect. A thirsty architect.',
        ),
        { sanity: 10, thirst: -5 },
      ),
      option(
        t('Escribir un SOS gigante al lado', 'Write a giant SOS next to it'),
        t(
          'Letras de diez metros hechas con algas y piedras. Desde el aire se verán, si algo pasa alguna vez por el aire.',
          'Ten-metre letters made of seaweed and stones. They will be visible from the air, if anything ever flies by.',
        ),
        { hunger: -5, thirst: -5, unlocks: 'beach.seaplane' },
      ),
      option(
        t('Derribarlo de una patada', 'Kick it down'),
        t(
          'Dentro del torreón había un bote de aloe vera escondido. Y, casi seguro, la maldición de quien lo construyó.',
          'Hidden in the keep: a tube of aloe vera. And, almost certainly, the curse of whoever built it.',
        ),
        { sanity: -5, effect: 'nightmares', rewards: 'beach.aloe' },
      ),
    ],
  ),
  lockedEvent(
    'beach.seaplane',
    t(
      '¡Un zumbido en el cielo! Una avioneta pasa baja sobre la playa y da vueltas sobre tu SOS, dudando.',
      'A buzz in the sky! A seaplane flies low over the beach and circles above your SOS, unsure.',
    ),
    [
      option(
        t('Disparar la bengala', 'Fire the flare'),
        t(
          'La bengala no deja lugar a dudas. La avioneta amerriza y el piloto abre la puerta: «¿Tú también eres del Ocean Dream?».',
          'The flare leaves no room for doubt. The seaplane lands on the water and the pilot opens the door: "Are you from the Ocean Dream too?"',
        ),
        { requires: 'beach.flare-gun', wins: true },
      ),
      option(
        t('Quemar algas para hacer humo', 'Burn seaweed for smoke'),
        t(
          'El humo huele a sopa de pescado, pero es negro y espeso. La avioneta amerriza. El piloto tose: «Vale, vale, ya te he visto».',
          'The smoke smells like fish soup, but it is black and thick. The seaplane lands. The pilot coughs: "OK, OK, I saw you."',
        ),
        { health: -10, thirst: -10, wins: true },
      ),
      option(
        t('Saltar y saludar', 'Jump up and down and wave'),
        t(
          'El piloto te devuelve el saludo, muy simpático, y se aleja. Gente maja. Gente que se va.',
          'The pilot waves back, very friendly, and flies away. Nice people. Leaving people.',
        ),
        { sanity: -20, effect: 'desperation' },
      ),
    ],
  ),
  event(
    'beach.kayak',
    t(
      'Un cartel de alquiler: «KAYAKS 10 €/HORA». El kayak está ahí. El encargado, no.',
      'A rental sign: "KAYAKS €10/HOUR". The kayak is there. The attendant is not.',
    ),
    [
      option(
        t('Llevártelo sin pagar', 'Take it without paying'),
        t(
          'Remas hasta un banco de arena donde algo naranja brilla al sol. El karma toma nota.',
          'You paddle out to a sandbar where something orange glints in the sun. Karma takes note.',
        ),
        { health: -5, thirst: -5, follows: 'beach.sandbar' },
      ),
      option(
        t('Dejar 10 € bajo una piedra', 'Leave €10 under a stone'),
        t(
          'La honradez sienta de maravilla. Desde el agua ves un banco de arena con algo naranja. Volverás. El kayak tiene un agujero, eso sí.',
          'Honesty feels wonderful. From the water you spot a sandbar with something orange on it. You will be back. The kayak has a hole, though.',
        ),
        { sanity: 10, unlocks: 'beach.sandbar' },
      ),
      option(
        t('Usarlo de sombrilla', 'Use it as a sunshade'),
        t(
          'Una siesta a la sombra del kayak. El plástico huele a crema solar de 1998.',
          'A nap in the shade of the kayak. The plastic smells of 1998 sunscreen.',
        ),
        { health: 5, sanity: 10 },
      ),
    ],
  ),
  lockedEvent(
    'beach.sandbar',
    t(
      'El banco de arena: un salvavidas, una tumbona del crucero y una caja naranja de emergencia medio enterrada.',
      'The sandbar: a lifebuoy, a deckchair from the cruise ship and a half-buried orange emergency box.',
    ),
    [
      option(
        t('Abrir la caja naranja', 'Open the orange box'),
        t(
          '¡Una pistola de bengalas! Y una tarjeta plastificada: «No usar por diversión».',
          'A flare gun! And a laminated card: "Do not use for fun."',
        ),
        { rewards: 'beach.flare-gun' },
      ),
      option(
        t('Tumbarte en la tumbona', 'Lie on the deckchair'),
        t(
          'Cinco estrellas. Una de ellas es el sol, que te dora medio cuerpo.',
          'Five stars. One of them is the sun, which roasts half your body.',
        ),
        { health: -10, sanity: 20 },
      ),
      option(
        t('Volver antes de que suba la marea', 'Head back before the tide comes in'),
        t(
          'Llegas a la orilla a tiempo. Nunca sabrás qué había en la caja, y eso te quita el sueño.',
          'You reach the shore in time. You will never know what was in the box, and it keeps you up at night.',
        ),
        { sanity: -10 },
      ),
    ],
  ),
];
