/** What the jungle and its goblins part with: odd food, precious water and the shiny things every bargain turns on. */
import { item, t } from '../build';

export const goblinItems = [
  item(
    'goblin.beetle-jerky',
    'food',
    t('Cecina de escarabajo', 'Beetle jerky'),
    t(
      'Especialidad goblin: crujiente, ahumada y con demasiadas patas. Alimenta más de lo que parece.',
      'A goblin delicacy: crunchy, smoked and with too many legs. More filling than it looks.',
    ),
  ),
  item(
    'goblin.water-gourd',
    'drink',
    t('Calabaza con agua', 'Water gourd'),
    t(
      'Agua de arroyo en una calabaza hueca tapada con una hoja. En esta selva, un tesoro.',
      'Stream water in a hollow gourd stoppered with a leaf. In this jungle, a treasure.',
    ),
  ),
  item(
    'goblin.healing-moss',
    'heal',
    t('Musgo curativo', 'Healing moss'),
    t(
      'Brilla un poco en la oscuridad. Los goblins lo ponen en las heridas y, a veces, en la sopa.',
      'It glows faintly in the dark. Goblins put it on wounds and, sometimes, in soup.',
    ),
  ),
  item(
    'goblin.mushroom-tea',
    'mind',
    t('Té de setas tranquilas', 'Calm-mushroom tea'),
    t(
      'De las setas buenas del círculo, según un goblin diminuto. Sabe a canela y a domingo por la tarde.',
      'Made from the good mushrooms of the ring, according to a tiny goblin. Tastes of cinnamon and Sunday afternoons.',
    ),
  ),
  item(
    'goblin.sunglasses',
    'intercambiable',
    t('Gafas de sol de espejo', 'Mirrored sunglasses'),
    t(
      'Lo más brillante de la isla. Ningún goblin puede resistirse, aunque a todos les asusta su propio reflejo.',
      'The shiniest thing on the island. No goblin can resist them, though every goblin is scared of its own reflection.',
    ),
  ),
  item(
    'goblin.torch',
    'intercambiable',
    t('Antorcha', 'Torch'),
    t(
      'Regalo de la tribu por tu baile, o botín de tu huida. Ilumina ruinas y espanta arañas.',
      'A gift from the tribe for your dancing, or the loot of your escape. It lights up ruins and scares off spiders.',
    ),
  ),
  item(
    'goblin.bone-key',
    'intercambiable',
    t('Llave de hueso', 'Bone key'),
    t(
      '«Abre la puerta del rey». Nadie te ha dicho qué rey, ni de qué es el hueso.',
      '"Opens the king\'s door." Nobody has told you which king, or whose bone.',
    ),
  ),
  item(
    'goblin.idol',
    'intercambiable',
    t('Ídolo de oro', 'Golden idol'),
    t(
      'Pesado, dorado, con ojos de rubí que te siguen. Los Brillacosas darían cualquier cosa por él.',
      'Heavy, golden, with ruby eyes that follow you. The Shinygrabbers would give anything for it.',
    ),
  ),
  item(
    'goblin.leaf-map',
    'intercambiable',
    t('Mapa en hoja de plátano', 'Banana-leaf map'),
    t(
      'Dibujado por goblins marineros: marca una corriente en espiral que lleva al puerto del continente.',
      'Drawn by seafaring goblins: it marks a spiral current that leads to the mainland harbour.',
    ),
  ),
];
