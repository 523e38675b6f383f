/**
 * Goblin Island's people: the Shinygrabbers (who steal and trade anything shiny, and own a balloon), the Mossfang
 * shaman, dancers, cooks, riddlers and merchants of very strange bargains.
 */
import { event, lockedEvent, option, t } from '../build';

export const goblinTribeEvents = [
  event(
    'goblin.tour-sign',
    t(
      'Un cartel torcido entre lianas: «EcoAventura Kevin: ¡conecta con la naturaleza!». Debajo, la mochila de Kevin, tu guía, y huellas diminutas que se alejan en todas direcciones.',
      'A crooked sign among the vines: "Kevin\'s EcoAdventure: connect with nature!" Below it, the backpack of Kevin, your guide, and tiny footprints leading off in every direction.',
    ),
    [
      option(
        t('Registrar la mochila', 'Search the backpack'),
        t(
          'Unas gafas de sol de espejo, un silbato y medio bocadillo de atún. Kevin tenía prioridades.',
          'A pair of mirrored sunglasses, a whistle and half a tuna sandwich. Kevin had his priorities.',
        ),
        { hunger: 5, rewards: 'goblin.sunglasses' },
      ),
      option(
        t('Seguir las huellas', 'Follow the footprints'),
        t(
          'Te llevan en círculos durante dos horas. A partir de la primera vuelta, las huellas eran tuyas.',
          'They lead you round in circles for two hours. After the first lap, the footprints were yours.',
        ),
        { thirst: -15, sanity: -10 },
      ),
      option(
        t('Tocar el silbato de Kevin', "Blow Kevin's whistle"),
        t(
          'Responden cien silbidos desde la selva. Ninguno es de Kevin.',
          'A hundred whistles answer from the jungle. None of them is Kevin.',
        ),
        { sanity: -15, effect: 'paranoia' },
      ),
    ],
  ),
  event(
    'goblin.market',
    t(
      'Un mercado nocturno goblin bajo farolillos morados. Venden escarabajos asados, collares de chapas y, en un puesto, un mapa dibujado en una hoja de plátano.',
      'A goblin night market under purple lanterns. They sell roasted beetles, bottle-cap necklaces and, at one stall, a map drawn on a banana leaf.',
    ),
    [
      option(
        t('Ofrecer tus gafas por el mapa', 'Offer your sunglasses for the map'),
        t(
          'El vendedor se pone tus gafas y se desmaya de la emoción. Te llevas el mapa y, en la confusión, también las gafas.',
          'The merchant puts on your sunglasses and faints with excitement. You take the map and, in the confusion, the sunglasses too.',
        ),
        { requires: 'goblin.sunglasses', rewards: 'goblin.leaf-map' },
      ),
      option(
        t('Preguntar por el globo de la tribu', "Ask about the tribe's balloon"),
        t(
          'Se hace el silencio. Un goblin señala el gran árbol: «El jefe Brillacosas. Solo vuela por oro. Mucho oro».',
          'Silence falls. A goblin points at the great tree: "Chief Shinygrab. He only flies for gold. Lots of gold."',
        ),
        { sanity: -5, unlocks: 'goblin.chief' },
      ),
      option(
        t('Probar un escarabajo asado', 'Try a roasted beetle'),
        t(
          'Crujiente por fuera, cremoso por dentro. Por la cara que pones, el vendedor te regala una bolsa de cecina.',
          'Crunchy outside, creamy inside. The face you make is so good the merchant gives you a bag of jerky.',
        ),
        { hunger: 15, sanity: -5, rewards: 'goblin.beetle-jerky' },
      ),
    ],
  ),
  event(
    'goblin.shinygrabbers',
    t(
      '¡Emboscada! Cinco goblins bajan de los árboles colgados de lianas chillando «¡BRILLI! ¡BRILLI!», directos a tus bolsillos.',
      'Ambush! Five goblins swing down from the trees on vines, shrieking "SHINY! SHINY!", straight for your pockets.',
    ),
    [
      option(
        t('Lanzar tus monedas lejos', 'Throw your coins far away'),
        t(
          'Las monedas tintinean entre los helechos y los cinco salen tras ellas. Te quedas sin dinero, que aquí tampoco servía.',
          'The coins jingle into the ferns and all five dash after them. You are out of money, which was useless here anyway.',
        ),
        { thirst: -5 },
      ),
      option(
        t('Defenderte', 'Fight back'),
        t(
          'Son pequeños, pero muerden como grapadoras. Se van con un zapato tuyo y media oreja.',
          'They are small, but they bite like staplers. They leave with one of your shoes and half an ear.',
        ),
        { health: -20, effect: 'bleeding' },
      ),
      option(
        t('Seguirlos en secreto', 'Follow them in secret'),
        t(
          'Te llevan a su guarida: un árbol enorme lleno de cosas brillantes... y un globo aerostático hecho con bañadores cosidos.',
          'They lead you to their lair: a huge tree full of shiny things... and a hot-air balloon made of stitched-together swimsuits.',
        ),
        { health: -5, sanity: -5, unlocks: 'goblin.chief' },
      ),
    ],
  ),
  lockedEvent(
    'goblin.chief',
    t(
      'El jefe Brillacosas te recibe en un trono de chanclas perdidas, rodeado de tesoros turísticos. Tras él, un globo de bañadores cosidos se hincha sobre una hoguera.',
      'Chief Shinygrab receives you on a throne of lost flip-flops, surrounded by tourist treasures. Behind him, a balloon of stitched swimsuits swells over a bonfire.',
    ),
    [
      option(
        t('Ofrecerle el ídolo de oro', 'Offer him the golden idol'),
        t(
          'Se le llenan los ojos de lágrimas amarillas: «¡Trato!». Subes al globo, que huele a crema solar, y te alejas sobre la selva morada mientras la tribu canta.',
          'His eyes fill with yellow tears: "Deal!" You climb into the balloon, which smells of sunscreen, and float away over the purple jungle while the tribe sings.',
        ),
        { requires: 'goblin.idol', wins: true },
      ),
      option(
        t('Ofrecerle tus gafas de sol', 'Offer him your sunglasses'),
        t(
          'Se las prueba, se asusta de su reflejo y te las devuelve. Aun así, por el susto, te premia con una llave de hueso: «Abre la puerta del rey».',
          'He tries them on, is frightened by his reflection and hands them back. Still, for the thrill, he rewards you with a bone key: "Opens the king\'s door."',
        ),
        { requires: 'goblin.sunglasses', rewards: 'goblin.bone-key', unlocks: 'goblin.king-gate' },
      ),
      option(
        t('Robar el globo', 'Steal the balloon'),
        t(
          'Llegas a tocar la cesta. Después llegan cuarenta goblins. La cesta no te salva.',
          'You get as far as touching the basket. Then forty goblins arrive. The basket does not save you.',
        ),
        { health: -35, effect: 'broken_bones' },
      ),
    ],
  ),
  event(
    'goblin.shaman',
    t(
      'En una choza de musgo vive el chamán de los Colmillo Musgoso: tres goblins de alto, uno encima de otro, bajo una misma capa.',
      'In a moss hut lives the shaman of the Mossfang tribe: three goblins tall, one standing on another, under a single cloak.',
    ),
    [
      option(
        t('Pedirle que te cure', 'Ask him to heal you'),
        t(
          'Te unta musgo en las heridas, te da más para el camino y te cobra un mechón de pelo. Para un ritual. Prefieres no saber cuál.',
          'He smears moss on your wounds, gives you more for the road and charges you a lock of hair. For a ritual. You would rather not know which.',
        ),
        { health: 15, sanity: -10, rewards: 'goblin.healing-moss' },
      ),
      option(
        t('Pedirle una profecía', 'Ask for a prophecy'),
        t(
          '«El hombre del polo amarillo reina ahora sobre los goblins. Busca la puerta con nariz». Luego se cae el goblin de abajo.',
          '"The man in the yellow polo shirt now rules the goblins. Seek the door with a nose." Then the bottom goblin falls over.',
        ),
        { sanity: -5, unlocks: 'goblin.king-gate' },
      ),
      option(
        t('Quitarle la capa', 'Pull off his cloak'),
        t(
          'Tres goblins caen al suelo, muy ofendidos. Uno te muerde, otro te maldice y el tercero se lleva tu cena.',
          'Three goblins tumble to the floor, deeply offended. One bites you, one curses you and the third takes your dinner.',
        ),
        { health: -10, hunger: -10, sanity: -10, effect: 'nightmares' },
      ),
    ],
  ),
  event(
    'goblin.torch-dance',
    t(
      'Alrededor de una hoguera, una docena de goblins baila con antorchas al ritmo de tambores de coco. Te han visto. Te hacen sitio.',
      'Around a bonfire, a dozen goblins dance with torches to the beat of coconut drums. They have seen you. They make room.',
    ),
    [
      option(
        t('Unirte al baile', 'Join the dance'),
        t(
          'Bailas fatal, pero con entusiasmo. Al final te regalan una antorcha y te llaman «Pies Tontos». Es un honor.',
          'You dance terribly, but with enthusiasm. At the end they give you a torch and call you "Silly Feet". It is an honour.',
        ),
        { hunger: -5, thirst: -10, rewards: 'goblin.torch' },
      ),
      option(
        t('Robar una antorcha y huir', 'Steal a torch and run'),
        t(
          'Consigues la antorcha y cuarenta enemigos nuevos. Los dardos de cerbatana pican.',
          'You get the torch and forty new enemies. Blowpipe darts sting.',
        ),
        { health: -15, effect: 'poison', rewards: 'goblin.torch' },
      ),
      option(
        t('Declinar con educación', 'Politely decline'),
        t(
          'Rechazar un baile goblin es un insulto gravísimo. Te tiran cocos hasta que te vas.',
          'Turning down a goblin dance is a grave insult. They throw coconuts at you until you leave.',
        ),
        { health: -10, sanity: -10 },
      ),
    ],
  ),
  event(
    'goblin.cooking-pot',
    t(
      'Te despiertas atado dentro de una olla gigante, con zanahorias, cebollas y agua tibia hasta el pecho. Tres goblins discuten la receta.',
      'You wake up tied inside a giant cooking pot, with carrots, onions and warm water up to your chest. Three goblins are arguing about the recipe.',
    ),
    [
      option(
        t('Sugerir más sal', 'Suggest more salt'),
        t(
          'Se enzarzan en una pelea culinaria a muerte. Sales de la olla mientras discuten, con una zanahoria de recuerdo.',
          'They break into a culinary fight to the death. You climb out while they argue, with a carrot as a souvenir.',
        ),
        { hunger: 5, sanity: 5 },
      ),
      option(
        t('Gritar y forcejear', 'Scream and struggle'),
        t(
          'El agua se calienta. Tú también. Acabas escapando, pero medio cocido.',
          'The water heats up. So do you. You escape in the end, but half-cooked.',
        ),
        { health: -25, thirst: -10 },
      ),
      option(
        t('Beberte el caldo', 'Drink the broth'),
        t(
          'Está buenísimo. Les halaga tanto que te dejan ir. Eso sí, bañarte en tu propia sopa deja huella.',
          'It is delicious. They are so flattered that they let you go. Still, bathing in your own soup leaves a mark.',
        ),
        { hunger: 15, thirst: 15, sanity: -15, effect: 'digestive_issue' },
      ),
    ],
  ),
  event(
    'goblin.riddle',
    t(
      'Un goblin viejísimo te corta el paso con un bastón: «Responde: ¿qué tiene dientes pero no muerde?». Tras él, un montón de huesos de turistas que fallaron.',
      'An ancient goblin bars your way with a staff: "Answer: what has teeth but does not bite?" Behind him, a pile of bones of tourists who got it wrong.',
    ),
    [
      option(
        t('«Un peine»', '"A comb"'),
        t(
          'Asiente, decepcionado: esperaba cenar. Te deja pasar y te regala cecina de escarabajo por las molestias.',
          'He nods, disappointed: he was hoping for dinner. He lets you pass and gives you some beetle jerky for your trouble.',
        ),
        { sanity: 10, rewards: 'goblin.beetle-jerky' },
      ),
      option(
        t('«Un zombi sin dientes»', '"A zombie with no teeth"'),
        t(
          '«Eso ni siquiera es...». Se enfada tanto que te persigue a bastonazos hasta que te vas.',
          '"That is not even..." He gets so angry he chases you off with his staff.',
        ),
        { health: -15 },
      ),
      option(
        t('«Tú»', '"You"'),
        t(
          'Sonríe con sus tres dientes. Te muerde. Ahora sí muerde.',
          'He smiles with all three of his teeth. He bites you. Now he bites.',
        ),
        { health: -10, sanity: -5, effect: 'bleeding' },
      ),
    ],
  ),
  event(
    'goblin.lost-child',
    t(
      'Un goblin diminuto llora sentado en una seta. Lleva un collar de dientes de leche y se ha perdido. Te mira con ojos enormes.',
      'A tiny goblin sits crying on a mushroom. It wears a necklace of baby teeth and it is lost. It looks up at you with enormous eyes.',
    ),
    [
      option(
        t('Llevarlo a su aldea', 'Take it back to its village'),
        t(
          'Su madre te abraza, te muerde con cariño y te regala una llave de hueso: «Abre la puerta del rey. Dile que te envía Mamá Gorga».',
          'Its mother hugs you, bites you affectionately and gives you a bone key: "Opens the king\'s door. Tell him Mama Gorga sent you."',
        ),
        { health: -5, thirst: -15, rewards: 'goblin.bone-key', unlocks: 'goblin.king-gate' },
      ),
      option(
        t('Darle tu comida', 'Give it your food'),
        t(
          'Deja de llorar, se lo come todo y se va saltando. Tú te quedas con hambre y buen karma.',
          'It stops crying, eats everything and hops away. You are left hungry, with good karma.',
        ),
        { hunger: -15, sanity: 10 },
      ),
      option(
        t('Dejarlo: seguro que es una trampa', "Leave it: it's surely a trap"),
        t(
          'No era una trampa. Su llanto te persigue toda la noche.',
          'It was not a trap. Its crying follows you all night.',
        ),
        { sanity: -15, effect: 'nightmares' },
      ),
    ],
  ),
  event(
    'goblin.war-party',
    t(
      'Tambores. Una partida de guerra goblin avanza por el sendero: lanzas, cascos de coco y un goblin enorme que lleva a otro de sombrero.',
      'Drums. A goblin war party marches down the trail: spears, coconut helmets and a huge goblin wearing another goblin as a hat.',
    ),
    [
      option(
        t('Esconderte en un tronco hueco', 'Hide in a hollow log'),
        t(
          'Pasan de largo. El tronco no estaba vacío: lo compartes con un puercoespín muy serio.',
          'They march past. The log was not empty: you share it with a very serious porcupine.',
        ),
        { health: -10, sanity: -5 },
      ),
      option(
        t('Unirte a la marcha con un coco de casco', 'Join the march wearing a coconut helmet'),
        t(
          'Nadie se da cuenta. Marchas dos horas con ellos y hasta te dan de cenar. Luego te descubren.',
          'Nobody notices. You march with them for two hours and they even feed you. Then they find you out.',
        ),
        { health: -15, hunger: 15 },
      ),
      option(
        t('Huir selva adentro', 'Flee into the jungle'),
        t(
          'Corres como nunca. Los goblins corren como siempre: más que tú.',
          'You run like never before. The goblins run like always: faster than you.',
        ),
        { health: -20, thirst: -15 },
      ),
    ],
  ),
  event(
    'goblin.bargain',
    t(
      'Un goblin con chistera te sale al paso con una sonrisa de vendedor: «¿Sed? Te cambio una calabaza de agua fresca por tu sombra. No la usas tanto».',
      'A goblin in a top hat steps into your path with a salesman\'s smile: "Thirsty? I\'ll trade you a gourd of fresh water for your shadow. You hardly use it."',
    ),
    [
      option(
        t('Cambiarle tu sombra', 'Trade him your shadow'),
        t(
          'Te la despega como una pegatina. El agua está riquísima. Sin sombra, sin embargo, todo parece un poco irreal.',
          'He peels it off like a sticker. The water is delicious. Without a shadow, though, everything feels slightly unreal.',
        ),
        { thirst: 20, sanity: -20, effect: 'desperation', rewards: 'goblin.water-gourd' },
      ),
      option(
        t('Ofrecerle tus chanclas', 'Offer him your flip-flops'),
        t(
          '«¡Trato!». Te da un trago de agua y se va con ellas puestas en las manos. La selva descalza es otra selva.',
          '"Deal!" He gives you a swig of water and leaves wearing them on his hands. The jungle barefoot is a different jungle.',
        ),
        { health: -10, thirst: 10 },
      ),
      option(
        t('Negarte', 'Refuse'),
        t(
          'Se encoge de hombros y desaparece. Literalmente. Solo queda la chistera, que también desaparece.',
          'He shrugs and vanishes. Literally. Only the top hat is left, and then that vanishes too.',
        ),
        { sanity: -5 },
      ),
    ],
  ),
];
