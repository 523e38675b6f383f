/** What survives the outbreak at the Paradise Resort: minibar supplies, the doctor's cabinet and three ways out. */
import { item, t } from '../build';

export const zombieItems = [
  item(
    'zombie.peanuts',
    'food',
    t('Cacahuetes del minibar', 'Minibar peanuts'),
    t(
      'Catorce euros la bolsa. Hoy invita la casa, porque la casa está muerta.',
      'Fourteen euros a bag. Today they are on the house, because the house is dead.',
    ),
  ),
  item(
    'zombie.water',
    'drink',
    t('Agua del minibar', 'Minibar water'),
    t(
      'Nueve euros por 33 centilitros de manantial alpino. Vale cada céntimo.',
      'Nine euros for 33 centilitres of alpine spring water. Worth every cent.',
    ),
  ),
  item(
    'zombie.first-aid',
    'heal',
    t('Botiquín', 'First-aid kit'),
    t(
      'Vendas, yodo y tiritas de dinosaurios. No cura mordiscos, pero ayuda con todo lo demás.',
      'Bandages, iodine and dinosaur plasters. It will not cure a bite, but it helps with everything else.',
    ),
  ),
  item(
    'zombie.sleep-mask',
    'mind',
    t('Antifaz del spa', 'Spa sleep mask'),
    t(
      'Seda con aroma a lavanda. Diez minutos sin ver zombis valen más que un masaje.',
      'Lavender-scented silk. Ten minutes without seeing a zombie are worth more than a massage.',
    ),
  ),
  item(
    'zombie.keycard',
    'intercambiable',
    t('Tarjeta maestra', 'Master keycard'),
    t(
      'Abre todas las puertas del resort, azotea incluida. Lleva un logo de palmera y una mancha que no es kétchup.',
      'Opens every door in the resort, roof included. It has a palm-tree logo and a stain that is not ketchup.',
    ),
  ),
  item(
    'zombie.golf-club',
    'intercambiable',
    t('Palo de golf', 'Golf club'),
    t(
      'Un hierro 7 en perfecto estado. Sirve para golpear bolas, cadenas y animadores.',
      'A 7-iron in mint condition. Good for hitting balls, chains and entertainers.',
    ),
  ),
  item(
    'zombie.boat-keys',
    'intercambiable',
    t('Llaves de la lancha', 'Speedboat keys'),
    t(
      'Con un llavero flotante en forma de piña. La lancha espera en el puerto deportivo.',
      'On a floating pineapple keyring. The boat is waiting at the marina.',
    ),
  ),
  item(
    'zombie.serum',
    'intercambiable',
    t('Suero experimental', 'Experimental serum'),
    t(
      'SUERO — BETA. Brilla en la oscuridad. Para los mordiscos, dice la etiqueta, con muy mala letra.',
      'SERUM — BETA. It glows in the dark. For bites, says the label, in very bad handwriting.',
    ),
  ),
  item(
    'zombie.megaphone',
    'intercambiable',
    t('Megáfono del animador', "Entertainer's megaphone"),
    t(
      'Los zombis acuden a cualquier cosa que suene a actividad del resort. Úsalo para llevarlos lejos de ti.',
      'Zombies flock to anything that sounds like a resort activity. Use it to lead them away from you.',
    ),
  ),
];
