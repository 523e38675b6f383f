/** What a castaway can find on Beach Island: snacks from the shore and the three ways to call for help. */
import { item, t } from '../build';

export const beachItems = [
  item(
    'beach.coconut',
    'food',
    t('Coco', 'Coconut'),
    t(
      'Duro por fuera, dulce por dentro. Abrirlo cuesta más que comérselo.',
      'Hard outside, sweet inside. Opening it takes longer than eating it.',
    ),
  ),
  item(
    'beach.pina-colada',
    'drink',
    t('Piña colada', 'Piña colada'),
    t(
      'Del chiringuito abandonado, con sombrillita incluida. Todavía está fría, no preguntes cómo.',
      'From the abandoned beach bar, tiny umbrella included. Still cold; do not ask how.',
    ),
  ),
  item(
    'beach.water-bottle',
    'drink',
    t('Botella de agua', 'Water bottle'),
    t(
      'Agua dulce en una botella con el logo del crucero. El mejor souvenir del viaje.',
      'Fresh water in a bottle with the cruise logo. The best souvenir of the trip.',
    ),
  ),
  item(
    'beach.aloe',
    'heal',
    t('Aloe vera', 'Aloe vera'),
    t(
      'Gel fresquito para la piel quemada. Tus hombros lo piden a gritos.',
      'Cool gel for burnt skin. Your shoulders are begging for it.',
    ),
  ),
  item(
    'beach.conch',
    'mind',
    t('Caracola', 'Conch shell'),
    t(
      'Si te la acercas al oído suena a mar, a casa y a que todo va a salir bien.',
      'Held to your ear it sounds like the sea, like home, like everything will be fine.',
    ),
  ),
  item(
    'beach.sunscreen',
    'intercambiable',
    t('Protector solar SPF 100', 'SPF 100 sunscreen'),
    t(
      'Media botella de la señora Pilar, camarote 402. En esta isla vale más que el oro.',
      "Half a bottle from Mrs. Pilar, cabin 402. On this island it's worth more than gold.",
    ),
  ),
  item(
    'beach.snorkel',
    'intercambiable',
    t('Gafas y tubo de buceo', 'Mask and snorkel'),
    t(
      'Del cofre de las palmeras gemelas. Huelen a pirata, pero no se empañan.',
      'From the chest under the twin palms. They smell of pirate but never fog up.',
    ),
  ),
  item(
    'beach.walkie',
    'intercambiable',
    t('Walkie-talkie del socorrista', "Lifeguard's walkie-talkie"),
    t(
      'Batería al 3 %. Canal 16, el de emergencias marítimas. Úsalo bien.',
      'Battery at 3%. Channel 16, the maritime emergency channel. Use it wisely.',
    ),
  ),
  item(
    'beach.flare-gun',
    'intercambiable',
    t('Pistola de bengalas', 'Flare gun'),
    t(
      'Una sola bengala rosa. Pone "No usar por diversión". Guárdala para algo que vuele o flote.',
      'One single pink flare. It says "Do not use for fun". Save it for something that flies or floats.',
    ),
  ),
];
