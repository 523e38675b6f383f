/** Beach Island by the water: crabs, jellyfish, a dolphin that looks like a shark and what the tide brings in. */
import { event, lockedEvent, option, t } from '../build';

export const beachShoreEvents = [
  event(
    'beach.crab',
    t(
      'Un cangrejo del tamaño de un plato de postre se ha adueñado de tu chancla izquierda. La sostiene en alto, como un trofeo, y te mira fijamente.',
      'A crab the size of a dessert plate has claimed your left flip-flop. It holds it up like a trophy and stares you down.',
    ),
    [
      option(
        t('Recuperarla por la fuerza', 'Take it back by force'),
        t(
          'Ganas la chancla. El cangrejo gana un trocito de tu pulgar. Se aleja ofendido... y hace señas con la pinza hacia las rocas.',
          'You win the flip-flop. The crab wins a piece of your thumb. It scuttles off, offended... and waves a claw towards the rocks.',
        ),
        { health: -10, effect: 'bleeding', follows: 'beach.crab-king' },
      ),
      option(
        t('Ofrecerle un trozo de coco', 'Offer it a piece of coconut'),
        t(
          'El cangrejo acepta la ofrenda, suelta la chancla y te guía hasta una concha llena de agua de lluvia. Amistad verdadera.',
          'The crab accepts the offering, drops the flip-flop and leads you to a shell full of rainwater. True friendship.',
        ),
        { thirst: 15, sanity: 5, requires: 'beach.coconut' },
      ),
      option(
        t('Seguir descalzo', 'Go on barefoot'),
        t(
          'La arena quema a sesenta grados. Aprendes a caminar a saltitos, como una gacela con prisa.',
          'The sand is sixty degrees. You learn to walk in little hops, like a gazelle in a hurry.',
        ),
        { health: -5 },
      ),
    ],
  ),
  lockedEvent(
    'beach.crab-king',
    t(
      'Clac, clac, clac. El cangrejo ha vuelto con refuerzos: su rey, un cangrejo enorme con una chapa de refresco por corona, y doscientos ojitos sobre palitos.',
      'Clack, clack, clack. The crab is back with reinforcements: its king, a huge crab wearing a bottle cap as a crown, and two hundred little eyes on stalks.',
    ),
    [
      option(
        t('Hacer una reverencia', 'Bow deeply'),
        t(
          'El rey acepta tus disculpas con un chasquido solemne y, como gesto real, te regala un coco. Larga vida al rey.',
          'The king accepts your apology with a solemn click and, as a royal gesture, grants you a coconut. Long live the king.',
        ),
        { sanity: -5, rewards: 'beach.coconut' },
      ),
      option(
        t('Huir hacia el mar', 'Run into the sea'),
        t(
          'Los cangrejos nadan. Nadie te lo había dicho. Ahora lo sabes, pellizco a pellizco.',
          'Crabs can swim. Nobody told you. Now you know, one pinch at a time.',
        ),
        { health: -15, thirst: -5, effect: 'bleeding' },
      ),
      option(
        t('Devolver la chancla', 'Give the flip-flop back'),
        t(
          'Vuelve la paz al reino. Eres, oficialmente, un turista descalzo con amigos cangrejos.',
          'Peace returns to the kingdom. You are now, officially, a barefoot tourist with crab friends.',
        ),
        { health: -5, sanity: 10 },
      ),
    ],
  ),
  event(
    'beach.jellyfish',
    t(
      'La orilla brilla con cientos de medusas rosas. Preciosas. Sospechosamente preciosas. Y tienes que cruzar al otro lado de la cala.',
      'The shallows sparkle with hundreds of pink jellyfish. Pretty. Suspiciously pretty. And you need to get to the other side of the cove.',
    ),
    [
      option(
        t('Cruzar igualmente', 'Wade across anyway'),
        t(
          'Descubres por qué son tan bonitas: es para distraerte de lo que pican.',
          'You find out why they are so pretty: it distracts you from the stinging.',
        ),
        { health: -10, effect: 'poison' },
      ),
      option(
        t('Esperar a que baje la marea', 'Wait for low tide'),
        t(
          'Tres horas después las medusas se van. Tu paciencia también, y casi toda tu saliva.',
          'Three hours later the jellyfish are gone. So is your patience, and most of your spit.',
        ),
        { thirst: -5, sanity: -5 },
      ),
      option(
        t('Rodear por las rocas', 'Go around over the rocks'),
        t(
          'Las rocas resbalan. Tú resbalas. Desde el agua, las medusas parecen reírse.',
          'The rocks are slippery. You are slippery. From the water, the jellyfish seem to be laughing.',
        ),
        { health: -5, effect: 'bleeding' },
      ),
    ],
  ),
  event(
    'beach.tide-pool',
    t(
      'Una poza entre las rocas llena de pececillos, erizos y un pulpo con mirada sospechosa.',
      'A rock pool full of little fish, sea urchins and one suspicious-looking octopus.',
    ),
    [
      option(
        t('Pescar con las manos', 'Fish with your bare hands'),
        t(
          '¡Comida! Y una púa de erizo en el pulgar como recuerdo.',
          'Lunch! And a sea-urchin spine in your thumb as a souvenir.',
        ),
        { health: -5, hunger: 15 },
      ),
      option(
        t('Molestar al pulpo', 'Poke the octopus'),
        t(
          'Te llena de tinta y te roba el reloj. Ya nunca llegarás tarde a nada, porque no hay nada.',
          'It inks you and steals your watch. Now you will never be late for anything, because there is nothing.',
        ),
        { sanity: -10 },
      ),
      option(
        t('Sentarte a mirar', 'Sit and watch'),
        t(
          'El pulpo cambia de color según tu humor. Acabáis los dos de un azul muy tranquilo.',
          'The octopus changes colour with your mood. You both end up a very calm shade of blue.',
        ),
        { hunger: -5, sanity: 15 },
      ),
    ],
  ),
  event(
    'beach.dolphin',
    t(
      'Estás con el agua por las rodillas cuando una aleta corta el mar directa hacia ti.',
      'You are knee-deep in the sea when a fin slices through the water straight towards you.',
    ),
    [
      option(
        t('Salir corriendo y gritando', 'Run out screaming'),
        t(
          'Era un delfín. Se está riendo de ti. Los delfines se ríen; ahora lo sabes.',
          'It was a dolphin. It is laughing at you. Dolphins laugh; now you know.',
        ),
        { health: -5, sanity: -10 },
      ),
      option(
        t('Darle un puñetazo en el morro, como en los documentales', 'Punch it on the nose, like in documentaries'),
        t(
          'Era un delfín. Te devuelve el golpe con un cabezazo muy profesional. Aun así, nunca te habías sentido tan valiente.',
          'It was a dolphin. It returns the favour with a very professional headbutt.',
        ),
        { health: -10, sanity: 5 },
      ),
      option(
        t('Quedarte quieto y flotar', 'Stay still and float'),
        t(
          'El delfín te rodea, curioso, y te empuja un pescado con el morro. Un regalo. O una propina.',
          'The dolphin circles you, curious, then nudges a fish towards you. A gift. Or a tip.',
        ),
        { hunger: 15, sanity: 10 },
      ),
    ],
  ),
  event(
    'beach.cooler',
    t(
      'Una nevera portátil azul con el logo del crucero flota entre las olas, con la tapa sellada con cinta americana.',
      'A blue cooler with the cruise logo bobs in the surf, its lid sealed with duct tape.',
    ),
    [
      option(
        t('Nadar a por ella', 'Swim out for it'),
        t(
          'Dentro: agua embotellada con el logo del barco, tibia y absolutamente perfecta. Te bebes una y guardas otra.',
          "Inside: bottled water with the ship's logo, lukewarm and absolutely perfect. You drink one and keep another.",
        ),
        { health: -5, thirst: 20, rewards: 'beach.water-bottle' },
      ),
      option(
        t('Esperar a que llegue sola', 'Wait for it to wash up'),
        t(
          'La marea tiene otros planes. La nevera dobla el cabo y desaparece, igual que tu crucero.',
          'The tide has other plans. The cooler drifts around the point and vanishes, just like your cruise.',
        ),
        { thirst: -5, sanity: -10 },
      ),
      option(
        t('Engancharla con una rama de palmera', 'Hook it with a palm frond'),
        t(
          'Al vigésimo intento la acercas, pero la cinta cede y medio contenido acaba en el mar. Salvas un bocadillo y un zumo.',
          'On the twentieth try you drag it close, but the tape gives way and half of it ends up in the sea. You save a sandwich and a juice.',
        ),
        { hunger: 10, thirst: 10 },
      ),
    ],
  ),
  event(
    'beach.turtle',
    t(
      'Una tortuga marina enorme está panza arriba junto a la orilla, agitando las aletas con cara de lunes.',
      "A huge sea turtle is stuck on its back at the water's edge, flippers waving, wearing a real Monday face.",
    ),
    [
      option(
        t('Darle la vuelta', 'Flip it over'),
        t(
          'Pesa como un sofá. Cuando por fin se endereza, te mira como una abuela orgullosa. Te sientes bendecido.',
          'It weighs as much as a sofa. When it is finally upright it looks at you like a proud grandmother. You feel blessed.',
        ),
        { health: -5, sanity: 10, effect: 'comforting_memory' },
      ),
      option(
        t('Hacerte un selfi con ella primero', 'Take a selfie with it first'),
        t(
          'No hay cobertura para subirlo, pero las marcas del mordisco son un recuerdo estupendo.',
          'There is no signal to post it, but the bite marks make a great souvenir.',
        ),
        { health: -10, sanity: 5 },
      ),
      option(
        t('Ignorarla: ya tienes tus problemas', 'Ignore it: you have problems of your own'),
        t(
          'Esa noche, cada vez que cierras los ojos, ves unas aletas agitándose.',
          'That night, every time you close your eyes, you see flippers waving.',
        ),
        { sanity: -15, effect: 'nightmares' },
      ),
    ],
  ),
  event(
    'beach.suitcase',
    t(
      'Una maleta rosa con ruedas llega flotando a la orilla. La etiqueta dice: «Sra. Pilar, camarote 402». Tú no eres la señora Pilar.',
      'A pink wheelie suitcase floats up to the shore. The tag says: "Mrs. Pilar, cabin 402". You are not Mrs. Pilar.',
    ),
    [
      option(
        t('Abrirla', 'Open it'),
        t(
          'Protector solar factor 100, un bañador de leopardo y cuatro novelas románticas. La señora Pilar sabía vivir.',
          'SPF 100 sunscreen, a leopard-print swimsuit and four romance novels. Mrs. Pilar knew how to live.',
        ),
        { sanity: 5, rewards: 'beach.sunscreen' },
      ),
      option(
        t('Ponerte su pamela', 'Put on her sun hat'),
        t(
          'Sombra portátil y un estilo impecable. Hasta las gaviotas te respetan.',
          'Portable shade and impeccable style. Even the seagulls respect you.',
        ),
        { health: 5, effect: 'natural_protection' },
      ),
      option(
        t('Usarla de flotador para pescar', 'Use it as a float to go fishing'),
        t(
          'Pescas dos sardinas y pierdes la maleta. La señora Pilar lo entendería.',
          'You catch two sardines and lose the suitcase. Mrs. Pilar would understand.',
        ),
        { hunger: 15 },
      ),
    ],
  ),
  event(
    'beach.seagull',
    t(
      'Una gaviota aterriza a tu lado, te mira a los ojos y, con toda la calma del mundo, se lleva tu último trozo de galleta.',
      'A seagull lands beside you, looks you in the eye and, with all the calm in the world, walks off with your last piece of biscuit.',
    ),
    [
      option(
        t('Perseguirla', 'Chase it'),
        t(
          'No recuperas la galleta, pero tropiezas con una caracola preciosa. Si te la acercas al oído, suena a casa.',
          'You do not get the biscuit back, but you trip over a beautiful conch shell. Held to your ear, it sounds like home.',
        ),
        { rewards: 'beach.conch' },
      ),
      option(
        t('Negociar con ella', 'Negotiate with it'),
        t(
          'Veinte minutos hablando con un pájaro. Gana el pájaro. Se lleva también tu dignidad.',
          'Twenty minutes of talking to a bird. The bird wins. It takes your dignity too.',
        ),
        { hunger: -5, sanity: -10 },
      ),
      option(
        t('Dejarla ir', 'Let it go'),
        t(
          '—Que te aproveche, Paco. —Le has puesto nombre. Ya tienes un amigo en la isla, aunque sea un ladrón.',
          '"Enjoy it, Gary." You have named it. You have a friend on the island now, even if he is a thief.',
        ),
        { hunger: -5, sanity: 5 },
      ),
    ],
  ),
];
