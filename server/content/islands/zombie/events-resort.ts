/** Zombie Island inside the Paradise Resort: reception, the pool, the buffet, the rooms and what still lives in them. */
import { event, lockedEvent, option, t } from '../build';

export const zombieResortEvents = [
  event(
    'zombie.lobby',
    t(
      'El vestíbulo del Resort Paraíso huele a crema solar y a algo peor. El timbre de recepción suena solo: din, din. Tras el mostrador, algo gruñe: «¿Tiene reserva?».',
      'The lobby of the Paradise Resort smells of sunscreen and something worse. The reception bell rings by itself: ding, ding. Behind the desk, something groans: "Do you have a reservation?"',
    ),
    [
      option(
        t('Tocar el timbre tú también', 'Ring the bell back'),
        t(
          'El recepcionista salta el mostrador con un entusiasmo que nunca tuvo en vida. Aquí el check-in es para siempre.',
          'The receptionist vaults the desk with an enthusiasm he never had while alive. Check-in here is forever.',
        ),
        { health: -10, effect: 'bleeding' },
      ),
      option(
        t('Colarte a gatas tras el mostrador', 'Crawl behind the desk'),
        t(
          'Entre sus zapatos y una pila de folletos está la tarjeta maestra. Su chapa dice «Encantado de ayudarle». No lo está.',
          'Between his shoes and a pile of brochures lies the master keycard. His badge says "Happy to help". He is not.',
        ),
        { sanity: -10, rewards: 'zombie.keycard' },
      ),
      option(
        t('Salir por la ventana', 'Leave through the window'),
        t(
          'Una salida elegante, si no cuentas el cactus decorativo del otro lado.',
          'A graceful exit, if you do not count the decorative cactus on the other side.',
        ),
        { health: -5 },
      ),
    ],
  ),
  event(
    'zombie.pool',
    t(
      'La piscina es verde, y no por las algas. Sigue en marcha una clase de aquagym: doce zombis con gorro de baño y una monitora con silbato.',
      'The pool is green, and not because of the algae. An aqua-aerobics class is still going: twelve zombies in swimming caps and an instructor with a whistle.',
    ),
    [
      option(
        t('Unirte a la clase con disimulo', 'Quietly join the class'),
        t(
          'Izquierda, derecha, gruñido. Nadie nota nada. La monitora te pone cinco estrellas y tú le robas la botella de agua.',
          'Left, right, groan. Nobody notices. The instructor gives you five stars and you steal her water bottle.',
        ),
        { sanity: -15, rewards: 'zombie.water' },
      ),
      option(
        t('Cruzar por el bar de la piscina', 'Cut through the pool bar'),
        t(
          'Te sirves una limonada tras la barra. Un camarero zombi te la cobra con un mordisco.',
          'You pour yourself a lemonade behind the bar. A zombie waiter charges you for it with a bite.',
        ),
        { health: -10, thirst: 20, effect: 'poison' },
      ),
      option(
        t('Gritar «¡Se acabó la clase!»', 'Shout "Class dismissed!"'),
        t(
          'Doce cabezas con gorro se giran a la vez. Ha sido un error.',
          'Twelve capped heads turn at once. That was a mistake.',
        ),
        { sanity: -5, follows: 'zombie.pool-chase' },
      ),
    ],
  ),
  lockedEvent(
    'zombie.pool-chase',
    t(
      'Doce zombis empapados salen de la piscina con los brazos por delante, todavía al ritmo de la música. Chorrean. Gruñen. Marcan el paso.',
      'Twelve soaking zombies climb out of the pool, arms outstretched, still moving to the music. Dripping. Groaning. Keeping perfect time.',
    ),
    [
      option(
        t('Correr hacia el gimnasio', 'Run for the gym'),
        t(
          'Resulta que la cinta de correr te preparaba para este momento. Llegas sin aliento, pero llegas.',
          'It turns out the treadmill was training you for this moment. You arrive out of breath, but you arrive.',
        ),
        { health: -5, thirst: -15 },
      ),
      option(
        t('Pelear con el palo de golf', 'Fight them off with the golf club'),
        t(
          '¡Fore! Doce golpes, doce gorros por los aires. Tu profesor de golf estaría orgulloso.',
          'Fore! Twelve swings, twelve caps in the air. Your golf teacher would be proud.',
        ),
        { health: -5, sanity: 10, requires: 'zombie.golf-club' },
      ),
      option(
        t('Hacerte el muerto en una tumbona', 'Play dead on a sunbed'),
        t(
          'Te olfatean, deciden que estás caducado y se van. No sabes si sentirte aliviado u ofendido.',
          'They sniff you, decide you are past your sell-by date and leave. You cannot tell if you are relieved or offended.',
        ),
        { sanity: -10, effect: 'paranoia' },
      ),
    ],
  ),
  event(
    'zombie.buffet',
    t(
      'El bufé del desayuno sigue servido. Lleva servido una semana. Algo se mueve bajo los huevos revueltos.',
      'The breakfast buffet is still out. It has been out for a week. Something is moving under the scrambled eggs.',
    ),
    [
      option(
        t('Comer igualmente', 'Eat anyway'),
        t(
          'Sabe a hotel de tres estrellas con un toque de catástrofe. Tu estómago presenta una queja formal.',
          'It tastes of a three-star hotel with a hint of catastrophe. Your stomach files a formal complaint.',
        ),
        { hunger: 25, effect: 'poison' },
      ),
      option(
        t('Coger solo lo envasado', 'Take only what is sealed'),
        t(
          'Mermeladas, galletitas y una bolsa de cacahuetes de catorce euros. Alta cocina.',
          'Jam portions, crackers and a fourteen-euro bag of peanuts. Fine dining.',
        ),
        { hunger: 10, rewards: 'zombie.peanuts' },
      ),
      option(
        t('Mirar bajo los huevos', 'Look under the eggs'),
        t(
          'Era el cocinero de las tortillas. Sigue queriendo hacerte una tortilla. Tú no quieres ser el relleno.',
          'It was the omelette chef. He still wants to make you an omelette. You do not want to be the filling.',
        ),
        { health: -10, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.minibar',
    t(
      'Habitación 214, la puerta entornada. El minibar brilla en la penumbra como un altar. La lista de precios dice: agua, 9 €.',
      'Room 214, door ajar. The minibar glows in the gloom like a shrine. The price list says: water, €9.',
    ),
    [
      option(
        t('Llevártelo todo', 'Take everything'),
        t('Cárgalo a la 214. La 214 ya no se va a quejar.', 'Charge it to room 214. Room 214 will not be complaining.'),
        { thirst: 10, rewards: 'zombie.water' },
      ),
      option(
        t('Beberte los botellines de ron', 'Drink the tiny bottles of rum'),
        t(
          'Una hora de valentía absoluta. Después, cinco horas de resaca y una sed de camello.',
          'One hour of absolute courage. Then five hours of hangover and a camel-sized thirst.',
        ),
        { thirst: -15, sanity: 20, effect: 'dehydration' },
      ),
      option(
        t('Tumbarte un momento en la cama', 'Lie down on the bed for a minute'),
        t(
          'Sábanas limpias, almohada de plumas y diez minutos de sueño de verdad. Luego, desde debajo de la cama, una mano: alguien más quería dormir.',
          'Clean sheets, a feather pillow and ten minutes of real sleep. Then, from under the bed, a hand: someone else wanted a nap too.',
        ),
        { health: -10, sanity: 10 },
      ),
    ],
  ),
  event(
    'zombie.kids-club',
    t(
      'El club infantil: sillitas, ceras de colores y un disfraz de mascota, una piña gigante, tirado en un rincón. La piña respira.',
      'The kids club: tiny chairs, crayons and a mascot costume, a giant pineapple, slumped in a corner. The pineapple is breathing.',
    ),
    [
      option(
        t('Saquear el armario de meriendas', 'Raid the snack cupboard'),
        t(
          'Zumos de cartón y galletas de animalitos. La piña se incorpora mientras masticas.',
          'Juice boxes and animal crackers. The pineapple sits up while you chew.',
        ),
        { health: -5, hunger: 15, thirst: 10 },
      ),
      option(
        t('Dibujar un rato', 'Draw for a while'),
        t(
          'Dibujas tu casa, con tu perro y tu sofá. Es un buen dibujo. Te lo guardas en el bolsillo.',
          'You draw your home, with your dog and your sofa. It is a good drawing. You keep it in your pocket.',
        ),
        { hunger: -5, sanity: 15 },
      ),
      option(
        t('Acercarte a la piña', 'Check on the pineapple'),
        t(
          'Dentro hay un animador vivo y muerto de miedo. Te da su megáfono: «Si anuncias una actividad, vienen todos. Úsalo para alejarlos».',
          'Inside is a living entertainer, scared to death. He gives you his megaphone: "Announce an activity and they all come. Use it to lead them away."',
        ),
        { sanity: -5, rewards: 'zombie.megaphone' },
      ),
    ],
  ),
  event(
    'zombie.spa',
    t(
      'El spa. Siguen sonando cantos de ballena. Sobre una camilla, un zombi con mascarilla de barro y dos rodajas de pepino en los ojos.',
      'The spa. Whale song is still playing. On a massage table lies a zombie in a mud mask, cucumber slices over its eyes.',
    ),
    [
      option(
        t('Coger el antifaz de seda', 'Take the silk sleep mask'),
        t(
          'Lo coges de la mesilla sin que se entere. Bueno, uno de los pepinos se ha movido.',
          'You lift it from the side table without it noticing. Well, one of the cucumbers moved.',
        ),
        { sanity: -5, rewards: 'zombie.sleep-mask' },
      ),
      option(
        t('Meterte en el jacuzzi', 'Get in the jacuzzi'),
        t(
          'Burbujas, calor, paz. Al rato se une el del pepino. Sales del agua muy, muy deprisa.',
          'Bubbles, warmth, peace. After a while, Cucumber joins you. You leave the water very, very quickly.',
        ),
        { health: -5, sanity: 15 },
      ),
      option(
        t('Comerte los pepinos', 'Eat the cucumbers'),
        t(
          'Frescos y crujientes. Cuando el zombi abre los ojos, ya estás en la otra punta del hotel.',
          'Fresh and crunchy. By the time the zombie opens its eyes, you are at the other end of the hotel.',
        ),
        { hunger: 5, thirst: 5, sanity: -10 },
      ),
    ],
  ),
  event(
    'zombie.elevator',
    t(
      'Se abren las puertas del ascensor: hilo musical, un espejo y un botones zombi que sostiene... ¡tu maleta!',
      'The lift doors open: muzak, a mirror and a zombie bellboy holding... your suitcase!',
    ),
    [
      option(
        t('Subir con él', 'Ride up with him'),
        t(
          'Sube, sube. En el tercer piso decide que la propina eres tú.',
          'Going up. On the third floor he decides that you are the tip.',
        ),
        { health: -10, effect: 'bleeding' },
      ),
      option(
        t('Arrebatarle la maleta y correr', 'Snatch the suitcase and run'),
        t(
          'Tu maleta: tu camiseta favorita, galletas del avión y la foto de tu gato. Te cuesta un arañazo, pero merece la pena.',
          'Your suitcase: your favourite T-shirt, biscuits from the plane and a photo of your cat. It costs you a scratch, but it is worth it.',
        ),
        { health: -5, hunger: 10, sanity: 15 },
      ),
      option(
        t('Subir por las escaleras', 'Take the stairs'),
        t('Doce pisos. Sin zombis. Sin aliento. Sin piernas.', 'Twelve floors. No zombies. No breath. No legs.'),
        { hunger: -10, thirst: -10 },
      ),
    ],
  ),
  event(
    'zombie.laundry',
    t(
      'La lavandería: cientos de albornoces blancos dando vueltas en las secadoras. Una de las secadoras gime.',
      'The laundry room: hundreds of white bathrobes tumbling in the dryers. One of the dryers is moaning.',
    ),
    [
      option(
        t('Ponerte un albornoz y caminar como un zombi', 'Put on a robe and walk like a zombie'),
        t(
          'Arrastras los pies, gimes un poco. Funciona. Demasiado bien: empiezas a disfrutarlo.',
          'You shuffle, you moan a little. It works. Too well: you are starting to enjoy it.',
        ),
        { sanity: -5 },
      ),
      option(
        t('Esconderte en una secadora vacía', 'Hide in an empty dryer'),
        t(
          'Alguien pulsa «centrifugado». Sales mareado, calentito y oliendo a lavanda.',
          'Somebody presses "spin". You come out dizzy, toasty and smelling of lavender.',
        ),
        { health: -5, sanity: -10 },
      ),
      option(
        t('Abrir la secadora que gime', 'Open the moaning dryer'),
        t(
          'Es un turista vivo, mareadísimo. Por salvarle te da su botiquín y se aleja caminando en espiral. El cuarto es un horno.',
          'It is a living tourist, extremely dizzy. To thank you he gives you his first-aid kit and wanders off in a spiral. The room is an oven.',
        ),
        { thirst: -10, rewards: 'zombie.first-aid' },
      ),
    ],
  ),
  event(
    'zombie.parrot',
    t(
      'El loro del resort grita desde su percha: «¡CEREBROS! ¡CEREBROS!». Y luego: «¡HAPPY HOUR! ¡HAPPY HOUR!».',
      'The resort parrot screeches from its perch: "BRAINS! BRAINS!" And then: "HAPPY HOUR! HAPPY HOUR!"',
    ),
    [
      option(
        t('Taparle la jaula', 'Cover its cage'),
        t(
          'Silencio. Demasiado silencio. Ahora oyes todo lo demás.',
          'Silence. Too much silence. Now you can hear everything else.',
        ),
        { sanity: -5 },
      ),
      option(
        t('Liberarlo', 'Set it free'),
        t(
          'Te guía volando hasta una despensa con agua y latas. Luego te pellizca la oreja y se va gritando «¡PROPINA!».',
          'It flies ahead and leads you to a pantry with water and tins. Then it nips your ear and leaves, screeching "TIP!"',
        ),
        { health: -5, hunger: 10, thirst: 10 },
      ),
      option(
        t('Enseñarle a decir «socorro»', 'Teach it to say "help"'),
        t(
          'Tras una hora lo consigue: «¡SOCORRO! ¡CEREBROS!». Todos los zombis de la zona acuden al reclamo.',
          'After an hour it gets it: "HELP! BRAINS!" Every zombie in the area answers the call.',
        ),
        { health: -10, sanity: -5 },
      ),
    ],
  ),
  event(
    'zombie.night-corridor',
    t(
      'Noche en el pasillo del tercer piso. Todas las puertas están cerradas menos una. Dentro, una tele encendida muestra solo nieve.',
      'Night in the third-floor corridor. Every door is shut except one. Inside, a TV shows nothing but static.',
    ),
    [
      option(
        t('Dormir en esa habitación', 'Sleep in that room'),
        t(
          'Duermes a ratos. La estática dibuja caras. Por la mañana hay huellas de manos en el cristal. Por fuera.',
          'You sleep in fits. The static draws faces. In the morning there are handprints on the window. On the outside.',
        ),
        { health: 10, sanity: -15, effect: 'nightmares' },
      ),
      option(
        t('Dormir en la bañera con el pestillo echado', 'Sleep in the bathtub behind a locked door'),
        t(
          'Duro, frío, pero seguro. Te despiertas con tortícolis y con vida.',
          'Hard and cold, but safe. You wake up with a stiff neck and a pulse.',
        ),
        { health: 5, sanity: -5 },
      ),
      option(
        t('Ponerte el antifaz y dormir de verdad', 'Put on the sleep mask and really sleep'),
        t(
          'Lavanda, oscuridad y ocho horas seguidas. Sueñas con un resort donde todos respiran.',
          'Lavender, darkness and eight straight hours. You dream of a resort where everyone breathes.',
        ),
        { health: 10, sanity: 20, effect: 'inner_balance', requires: 'zombie.sleep-mask' },
      ),
      option(
        t('No pegar ojo', 'Stay awake all night'),
        t(
          'Cuentas los gruñidos del hotel hasta el amanecer: 1.203. Por la mañana no sientes los párpados.',
          "You count the hotel's groans until dawn: 1,203. By morning you cannot feel your eyelids.",
        ),
        { hunger: -5, sanity: -15 },
      ),
    ],
  ),
  event(
    'zombie.gym',
    t(
      'El gimnasio. Un zombi lleva tres días corriendo en la cinta. Está en plena forma.',
      'The gym. A zombie has been running on the treadmill for three days. He is in peak condition.',
    ),
    [
      option(
        t('Apagar la cinta', 'Switch off the treadmill'),
        t(
          'Se para. Te mira. Resulta que también corre fuera de la cinta.',
          'He stops. He looks at you. It turns out he runs off the treadmill too.',
        ),
        { health: -10 },
      ),
      option(
        t('Registrar las taquillas', 'Search the lockers'),
        t(
          'Una toalla, unas zapatillas y dos bolsas de cacahuetes del minibar. Alguien las subió «para después del cardio».',
          'A towel, some trainers and two bags of minibar peanuts. Somebody brought them up "for after cardio".',
        ),
        { hunger: 10, rewards: 'zombie.peanuts' },
      ),
      option(
        t('Beber de la fuente de agua', 'Drink from the water cooler'),
        t(
          'Glu, glu, glu. El corredor no te quita ojo mientras bebes. Aquí ya nadie más tiene sed.',
          'Glug, glug, glug. The runner never takes his eyes off you while you drink. Nobody else here is thirsty any more.',
        ),
        { thirst: 20, sanity: -5 },
      ),
    ],
  ),
];
