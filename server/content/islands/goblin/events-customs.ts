/**
 * Goblin Island's customs: the tooth dentist, the poet, the tour's zipline, mud wrestling, a tea party and what the
 * last tourist left behind. Every kindness has a price and every refusal a bruise.
 */
import { event, option, t } from '../build';

export const goblinCustomEvents = [
  event(
    'goblin.dentist',
    t(
      'Un goblin con bata blanca y un collar de muelas te cierra el paso: «¡Revisión gratuita! Un diente a cambio de una calabaza de agua fresca».',
      'A goblin in a white coat and a necklace of molars blocks your way: "Free check-up! One tooth for a gourd of fresh water."',
    ),
    [
      option(
        t('Abrir la boca y aceptar el trato', 'Open wide and take the deal'),
        t(
          'Elige una muela del fondo y la arranca con unas tenazas de coco. Cumple su palabra: el agua está fresquísima. Te la bebes por el otro lado.',
          'He picks a back tooth and pulls it with coconut pliers. He keeps his word: the water is ice cold. You drink it on the other side.',
        ),
        { health: -15, thirst: 20, rewards: 'goblin.water-gourd' },
      ),
      option(
        t('Enseñarle los dientes y gruñir', 'Bare your teeth and growl'),
        t(
          'Le encantan tus dientes. Demasiado. Te persigue con las tenazas durante media selva.',
          'He loves your teeth. Too much. He chases you with the pliers through half the jungle.',
        ),
        { health: -5, thirst: -10, sanity: -5 },
      ),
      option(
        t('Decir que eres dentista también', 'Say you are a dentist too'),
        t(
          'Te pide una segunda opinión sobre un goblin con la boca hinchada. Le recomiendas enjuagues. Te paga con cecina, pero lo que has visto en esa boca no se olvida.',
          'He asks for a second opinion on a goblin with a swollen mouth. You recommend mouthwash. He pays you in jerky, but what you saw in that mouth you will never unsee.',
        ),
        { sanity: -5, rewards: 'goblin.beetle-jerky' },
      ),
    ],
  ),
  event(
    'goblin.poet',
    t(
      'Un goblin con boina recita un poema épico de cuarenta estrofas sobre una piedra. Al terminar te mira: «¿Y bien? Sé sincero».',
      'A goblin in a beret recites a forty-verse epic about a stone. When he finishes he looks at you: "Well? Be honest."',
    ),
    [
      option(
        t('Ser sincero', 'Be honest'),
        t(
          'Se lo toma fatal. Los críticos literarios goblin resuelven sus diferencias con una lanza.',
          'He takes it terribly. Goblin literary critics settle their differences with a spear.',
        ),
        { health: -15, effect: 'bleeding' },
      ),
      option(
        t('Decir que es una obra maestra', 'Call it a masterpiece'),
        t(
          'Llora de emoción y te recita la segunda parte. Cincuenta estrofas más. La piedra se casa al final.',
          'He weeps with emotion and recites the sequel. Fifty more verses. The stone gets married at the end.',
        ),
        { hunger: -10, sanity: -15 },
      ),
      option(
        t('Contestarle con un poema tuyo', 'Answer with a poem of your own'),
        t(
          'Rimas «goblin» con «violín» y le parece revolucionario. Te invita a cenar en la tertulia. La cena son escarabajos, pero es cena.',
          'You rhyme "goblin" with "hobbling" and he finds it revolutionary. He invites you to dinner at his poetry circle. Dinner is beetles, but it is dinner.',
        ),
        { hunger: 15, sanity: 5 },
      ),
    ],
  ),
  event(
    'goblin.zipline',
    t(
      'La tirolina de la EcoAventura sigue tendida sobre el valle. Al otro lado hay un puesto de refrescos. En la cuerda, alguien ha añadido nudos y dientes.',
      'The EcoAdventure zipline still stretches across the valley. On the far side there is a drinks stand. Someone has added knots and teeth to the cable.',
    ),
    [
      option(
        t('Lanzarte', 'Go for it'),
        t(
          'Vuelas sobre la selva gritando de alegría hasta que llegas a los nudos. Los dientes hacen su trabajo. Llegas al puesto de refrescos con las manos en carne viva.',
          'You fly over the jungle screaming with joy until you reach the knots. The teeth do their job. You reach the drinks stand with your palms skinned raw.',
        ),
        { health: -15, thirst: 15, sanity: 10 },
      ),
      option(
        t('Bajar al valle y subir por el otro lado', 'Walk down the valley and up the other side'),
        t(
          'Medio día de cuesta abajo y cuesta arriba. Cuando llegas, el puesto de refrescos es de goblins y solo aceptan cosas brillantes.',
          'Half a day downhill and uphill. When you get there, the drinks stand belongs to goblins and they only take shiny things.',
        ),
        { hunger: -10, thirst: -10 },
      ),
      option(
        t('Cortar el cable para que nadie lo use', 'Cut the cable so nobody uses it'),
        t(
          'Justo en ese momento un goblin venía por la tirolina. Ya no viene. Su tribu lo ha visto todo.',
          'Right at that moment a goblin was coming down the zipline. He is not coming any more. His tribe saw everything.',
        ),
        { health: -15, sanity: -10 },
      ),
    ],
  ),
  event(
    'goblin.mud-wrestling',
    t(
      'Torneo de lucha en el barro. El campeón, un goblin del tamaño de una nevera, busca rival. El premio: un racimo de plátanos y una calabaza de agua.',
      'A mud-wrestling tournament. The champion, a goblin the size of a fridge, is looking for a challenger. The prize: a bunch of bananas and a gourd of water.',
    ),
    [
      option(
        t('Subir al ring', 'Step into the ring'),
        t(
          'Pierdes en once segundos, un récord de la casa. Por la valentía te dan los plátanos igualmente. El agua se la queda el campeón.',
          'You lose in eleven seconds, a house record. They give you the bananas anyway, for courage. The champion keeps the water.',
        ),
        { health: -15, hunger: 20, effect: 'broken_bones' },
      ),
      option(
        t('Apostar contra el campeón', 'Bet against the champion'),
        t(
          'Gana el campeón, como siempre. Te quedas sin cordones, que era lo que habías apostado, y sin ganas de reír.',
          'The champion wins, as always. You lose your shoelaces, which were your stake, and any wish to laugh.',
        ),
        { sanity: -10 },
      ),
      option(
        t('Animar desde la grada', 'Cheer from the stands'),
        t(
          'Gritas tanto que te nombran hincha de honor. Te pasan zumo de fruta fermentado. Muy fermentado.',
          'You shout so much they make you honorary fan. They pass you fermented fruit juice. Very fermented.',
        ),
        { thirst: 10, sanity: 5, effect: 'digestive_issue' },
      ),
    ],
  ),
  event(
    'goblin.tea-party',
    t(
      'Una merienda goblin sobre un tocón: tazas de cáscara de nuez, pastas de barro y una anfitriona con tres sombreros. Hay una silla vacía. Es para ti.',
      'A goblin tea party on a tree stump: walnut-shell cups, mud biscuits and a hostess wearing three hats. There is an empty chair. It is for you.',
    ),
    [
      option(
        t('Sentarte y tomar el té', 'Sit down and have tea'),
        t(
          'El té es agua de charco con una hoja. Las pastas crujen de un modo preocupante. Pero la conversación es encantadora.',
          'The tea is puddle water with a leaf in it. The biscuits crunch in a worrying way. But the conversation is delightful.',
        ),
        { thirst: 10, sanity: 10, effect: 'stomach_ache' },
      ),
      option(
        t('Rechazar la invitación', 'Decline the invitation'),
        t(
          'La anfitriona se quita los tres sombreros, uno a uno. Debajo del último hay una cerbatana.',
          'The hostess takes off her three hats, one by one. Under the last one is a blowpipe.',
        ),
        { health: -15, effect: 'poison' },
      ),
      option(
        t('Traer tu propio té de setas', 'Bring your own mushroom tea'),
        t(
          'Un escándalo de elegancia. Las goblins se pasan tu taza, suspiran y te sirven las pastas buenas, las que no son de barro.',
          'A scandal of elegance. The goblins pass your cup around, sigh and serve you the good biscuits, the ones not made of mud.',
        ),
        { hunger: 15, sanity: 15, requires: 'goblin.mushroom-tea' },
      ),
    ],
  ),
  event(
    'goblin.tourist-skeleton',
    t(
      'Bajo un árbol, un esqueleto con riñonera, chanclas y una pulsera de «Todo incluido». Su mochila sigue cerrada. La EcoAventura lleva años funcionando.',
      'Under a tree, a skeleton with a bum bag, flip-flops and an "All inclusive" wristband. Its backpack is still closed. EcoAdventure has been running for years.',
    ),
    [
      option(
        t('Abrir la mochila', 'Open the backpack'),
        t(
          'Un bote de musgo curativo, una guía de la isla subrayada y una nota: «No os fiéis de Kevin». La mirada vacía del esqueleto te acompaña.',
          'A pot of healing moss, an underlined guide to the island and a note: "Do not trust Kevin." The skeleton\'s empty stare stays with you.',
        ),
        { sanity: -15, rewards: 'goblin.healing-moss' },
      ),
      option(
        t('Enterrarlo con respeto', 'Bury it with respect'),
        t(
          'Cavas una tumba con las manos bajo el sol. Le dejas las chanclas puestas. Te sientes mejor persona, y mucho más sediento.',
          'You dig a grave with your hands in the sun. You leave its flip-flops on. You feel like a better person, and a much thirstier one.',
        ),
        { thirst: -10, sanity: 10 },
      ),
      option(
        t('Ponerte su gorra para el sol', 'Put on its cap against the sun'),
        t(
          'Te queda perfecta. Demasiado perfecta. Esa noche sueñas que eres tú el que está bajo el árbol.',
          'It fits perfectly. Too perfectly. That night you dream it is you under the tree.',
        ),
        { health: 5, sanity: -10, effect: 'nightmares' },
      ),
    ],
  ),
];
