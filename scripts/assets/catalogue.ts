/**
 * Every generated picture and sound, by its path under public/assets. Other code refers to these names (the server's
 * cosmetics list, the client's asset map, the island routes), so they are part of the contract: see
 * docs/art-pipeline.md.
 */
import { audioJobs } from './audio/jobs';
import { banners } from './banners/list';
import { characterLooks, portraitStates } from './characters-look';
import { gachaBanners, revealChest } from './gacha/banners';
import { effectIcon, effectIds } from './icons/effects';
import { iconSvg, itemIcons, statIcons, uiIcons } from './icons/sets';
import type { AssetJob } from './lib/jobs';
import { imageJob } from './lib/jobs';
import { portrait } from './portraits/portrait';
import { profilePicture, profilePictureSubjects } from './portraits/profile-pics';
import { beachIsland } from './scenery/islands/beach';
import { desertIsland } from './scenery/islands/desert';
import { goblinIsland } from './scenery/islands/goblin';
import { lmIsland } from './scenery/islands/lm';
import { zombieIsland } from './scenery/islands/zombie';
import { treasureMap } from './scenery/treasure-map';
import { beachEnding } from './scenery/endings/beach';
import { goblinEnding } from './scenery/endings/goblin';
import type { Ending } from './scenery/endings/light';
import { zombieEnding } from './scenery/endings/zombie';
import { bottle } from './ui/bottle';
import { buttonFace, paperPanel, woodPanel } from './ui/frames';
import { title } from './ui/title';
import { titleArt, titleAvifPath } from '../../ui/features/main-menu/title-art';
import { ISLAND_AVIF_WIDTHS, islandAvifPath, islandJpegPath } from '../../ui/components/island-picture-files';

const two = (n: number) => String(n).padStart(2, '0');

/** Island pictures are real JPEG files: the server maps /uploads/1.jpeg … 5.jpeg onto them (spec section 7, Images). */
const islands = [beachIsland, zombieIsland, goblinIsland, desertIsland, lmIsland].flatMap((draw, i) => [
  imageJob(islandJpegPath(i + 1), draw, { format: 'jpeg', quality: 80 }),
  ...ISLAND_AVIF_WIDTHS.map((width) => imageJob(islandAvifPath(i + 1, width), draw, { format: 'avif', width })),
]);

/**
 * The ending cards' pictures of the playable islands (issue 26), named by island number as the island pictures are:
 * endings/<n>-rescue.jpeg and endings/<n>-death.jpeg (ui/features/play/end/ending-card.tsx builds the same names).
 */
const endings = (
  [
    [1, beachEnding],
    [2, zombieEnding],
    [3, goblinEnding],
  ] as const
).flatMap(([n, draw]) =>
  (['rescue', 'death'] as const).map((ending: Ending) =>
    imageJob(`endings/${n}-${ending}.jpeg`, () => draw(ending), { format: 'jpeg', quality: 78 }),
  ),
);

const portraits = characterLooks.flatMap((look) =>
  portraitStates.map(({ state, suffix }) =>
    imageJob(`${look.skin}/${look.skin}${suffix}.webp`, () => portrait(look, state)),
  ),
);

const icons = [
  ...Object.entries(statIcons).map(([id, draw]) => imageJob(`icons/stats/${id}.webp`, () => iconSvg(draw))),
  ...effectIds.map((id) => imageJob(`icons/effects/${id}.webp`, () => effectIcon(id))),
  ...Object.entries(itemIcons).map(([id, draw]) => imageJob(`icons/items/${id}.webp`, () => iconSvg(draw))),
  ...Object.entries(uiIcons).map(([id, draw]) => imageJob(`icons/ui/${id}.webp`, () => iconSvg(draw))),
];

export function allJobs(): AssetJob[] {
  return [
    ...islands,
    ...endings,
    imageJob('maps/default.webp', treasureMap),
    ...portraits,
    ...banners.map((draw, i) => imageJob(`banners/banner-${two(i + 1)}.webp`, draw)),
    ...Object.entries(gachaBanners).map(([banner, draw]) => imageJob(`gacha/banner-${banner}.webp`, draw)),
    imageJob('gacha/chest.webp', () => revealChest(false)),
    imageJob('gacha/chest-open.webp', () => revealChest(true)),
    ...profilePictureSubjects.map((_, i) => imageJob(`profile-pics/pic-${two(i + 1)}.webp`, () => profilePicture(i))),
    ...icons,
    imageJob('bottle/bottle.webp', () => bottle(false)),
    imageJob('bottle/bottle-open.webp', () => bottle(true)),
    imageJob('title/title.webp', title),
    ...titleArt.avifWidths.map((width) => imageJob(titleAvifPath(width), title, { format: 'avif', width })),
    imageJob('ui/panel-wood.webp', woodPanel),
    imageJob('ui/panel-paper.webp', paperPanel),
    imageJob('ui/button.webp', buttonFace),
    ...audioJobs(),
  ];
}
