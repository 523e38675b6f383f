/**
 * The ten news pictures (960×540), one per article of src/core/catalogue/news.ts, in the game's flat outlined style.
 * Each is SVG markup drawn with the shared scene pieces; committed art (portraits, icons, the bottle, the logo) is
 * placed as embedded images.
 */
import { islandPalettes, palette, statColors } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polygon, roundRect, smoothOpen } from '../lib/path';
import { Random } from '../lib/random';
import { line, outlined, soft, stroke } from '../lib/shapes';
import { el, group, Svg } from '../lib/svg';
import { heart, padlock, star } from '../icons/symbols';
import { palm } from '../scenery/palm';
import { sailboat, sandcastle, starfish, towel, umbrella } from '../scenery/props';
import { card, HEIGHT, paperSheet, seaside, sunburst, WIDTH, woodTable } from './backdrops';
import { assetDataUri, placed } from './embed';

type Picture = () => Promise<string>;

const canvas = () => new Svg(WIDTH, HEIGHT);

/** Party flags on a sagging string across the top of the picture. */
function bunting(y: number): string {
  const colours = [palette.sunsetCoral, palette.sunYellow, palette.seaTeal, palette.palmGreen, '#8e5cd9'];
  const sag = (x: number) => y + 36 * Math.sin((Math.PI * x) / WIDTH);
  const flags = Array.from({ length: 16 }, (_, i) => {
    const x = 20 + i * 60;
    return outlined(
      new Svg(1, 1),
      polygon([
        [x, sag(x)],
        [x + 40, sag(x + 40)],
        [x + 20, sag(x + 20) + 44],
      ]),
      {
        fill: colours[i % colours.length],
        stroke: 3,
        shade: 0,
      },
    );
  });
  return group(
    {},
    stroke(smoothOpen(Array.from({ length: 13 }, (_, i) => [i * 80, sag(i * 80)] as const)), palette.ink, 3),
    ...flags,
  );
}

const launch: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9001);
  const logo = await assetDataUri('title/title.webp', 1000);
  return svg.toString([
    seaside(svg, rnd, { horizon: 300, sun: [1200, 0] }),
    sailboat(svg, 150, 318, 34, palette.cream, palette.sunsetCoral),
    palm(svg, { x: 70, y: 560, height: 330, lean: 0.2, trunk: '#c98b52', leaves: palette.palmGreen, coconuts: true }),
    palm(svg, {
      x: 905,
      y: 560,
      height: 300,
      lean: -0.2,
      trunk: '#b97c47',
      leaves: islandPalettes[1].foliageDark,
      coconuts: true,
    }),
    towel(svg, 330, 510, 170, [palette.seaTeal, palette.cream]),
    umbrella(svg, 720, 520, 180, [palette.sunsetCoral, palette.cream], -8),
    sandcastle(svg, 560, 520, 90, lighten(islandPalettes[1].groundShade, 0.1), palette.sunsetCoral),
    starfish(svg, 230, 520, 18, palette.sunsetCoral, 14),
    bunting(4),
    placed(logo, WIDTH / 2, 210, 620, 223),
  ]);
};

/** A crop of an island picture (1280×720), zoomed on the part that tells the story. */
async function islandCrop(file: string, left: number, top: number): Promise<string> {
  const svg = canvas();
  const island = await assetDataUri(file, 1280);
  return svg.toString([el('image', { href: island, x: -left, y: -top, width: 1280, height: 720 })]);
}

const beachGuide: Picture = () => islandCrop('islands/1.jpeg', 300, 170);
const zombieTips: Picture = () => islandCrop('islands/2.jpeg', 220, 150);

const characters: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9003);
  const [tourist, captain, robot] = await Promise.all(
    ['tourist/tourist', 'captain/captain', 'robot/robot'].map((skin) => assetDataUri(`${skin}.webp`, 320)),
  );
  const sparkles = Array.from({ length: 9 }, () =>
    star(svg, rnd.range(40, WIDTH - 40), rnd.range(30, 160), rnd.range(18, 30), palette.sunYellow),
  );
  return svg.toString([
    sunburst(WIDTH / 2, HEIGHT * 0.62, ['#ffd9a0', '#ffc46b']),
    el('path', {
      d: ellipse(WIDTH / 2, HEIGHT + 40, 620, 150),
      fill: palette.sand,
      stroke: darken(palette.sand, 0.3),
      'stroke-width': 5,
    }),
    ...sparkles,
    soft(svg, 250, 470, 120, 20, palette.ink, 0.25, 8),
    soft(svg, 480, 490, 150, 24, palette.ink, 0.25, 8),
    soft(svg, 710, 470, 120, 20, palette.ink, 0.25, 8),
    placed(tourist, 250, 340, 250, 250, -6),
    placed(robot, 710, 340, 250, 250, 6),
    placed(captain, 480, 320, 310, 310),
  ]);
};

const mapCreator: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9004);
  const map = await assetDataUri('maps/default.webp', 640);
  const pencil = group(
    { transform: 'rotate(-32 790 400)' },
    outlined(svg, roundRect(700, 386, 200, 30, 6), { fill: palette.sunYellow, stroke: 4 }),
    outlined(
      svg,
      polygon([
        [700, 386],
        [700, 416],
        [660, 401],
      ]),
      { fill: palette.sand, stroke: 4, shade: 0 },
    ),
    outlined(svg, roundRect(890, 386, 26, 30, 6), { fill: '#f08ca0', stroke: 4, shade: 0 }),
  );
  return svg.toString([
    woodTable(rnd),
    soft(svg, 480, 290, 380, 220, palette.ink, 0.3, 18),
    placed(map, 470, 262, 720, 405, -4),
    pencil,
    el('circle', { cx: 150, cy: 460, r: 46, fill: palette.cream, stroke: palette.ink, 'stroke-width': 5 }),
    stroke('M150 426L162 460L150 494L138 460Z', palette.sunsetCoral, 6),
  ]);
};

const effects: Picture = async () => {
  const svg = canvas();
  const names = [
    'poison',
    'broken_bones',
    'bleeding',
    'nightmares',
    'natural_protection',
    'delicious_feast',
    'extreme_hydration',
    'hopeful_vision',
  ];
  const icons = await Promise.all(names.map((name) => assetDataUri(`icons/effects/${name}.webp`, 150)));
  const tilt = [-8, 5, -3, 7, 6, -6, 4, -5];
  return svg.toString([
    paperSheet(),
    ...icons.map((icon, i) => placed(icon, 200 + (i % 4) * 190, 170 + Math.floor(i / 4) * 200, 150, 150, tilt[i])),
    stroke(
      smoothOpen([
        [130, 470],
        [330, 452],
        [560, 476],
        [840, 456],
      ]),
      statColors.health,
      6,
      0.6,
    ),
  ]);
};

const bottle: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9006);
  const picture = await assetDataUri('bottle/bottle.webp', 256);
  return svg.toString([
    seaside(svg, rnd, { horizon: 250, sunset: true, sand: false, sun: [700, 240] }),
    soft(svg, 470, 420, 110, 18, '#1d2450', 0.35, 10),
    placed(picture, 470, 330, 190, 285, -62),
    stroke('M340 420q30 -14 60 0t60 0t60 0t60 0', '#ffffff', 5, 0.8),
  ]);
};

const community: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9008);
  const [beach, goblin, banner] = await Promise.all([
    assetDataUri('islands/1.jpeg', 400),
    assetDataUri('islands/3.jpeg', 400),
    assetDataUri('banners/banner-05.webp', 600),
  ]);
  return svg.toString([
    seaside(svg, rnd, { horizon: 280, sunset: true, sand: false, sun: [820, 270] }),
    card(beach, 230, 250, 280, 158, -7),
    card(banner, 700, 215, 300, 150, 6),
    card(goblin, 470, 340, 300, 169, -1),
    heart(svg, 120, 120, 70, statColors.health),
    heart(svg, 860, 410, 90, statColors.health),
    heart(svg, 610, 470, 50, palette.sunsetCoral),
    star(svg, 330, 450, 60, palette.sunYellow),
    star(svg, 840, 90, 44, palette.sunYellow),
  ]);
};

const update: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9009);
  const music = await assetDataUri('icons/ui/music.webp', 160);
  const note = (x: number, y: number, angle: number, colour: string) =>
    group(
      { transform: `rotate(${angle} ${x + 80} ${y + 60})` },
      outlined(svg, roundRect(x, y, 160, 120, 8), { fill: lighten(palette.paper, 0.3), stroke: 4, shade: 0.1 }),
      el('circle', { cx: x + 80, cy: y + 12, r: 8, fill: colour, stroke: palette.ink, 'stroke-width': 3 }),
      stroke(
        `M${x + 20} ${y + 42}h120M${x + 20} ${y + 66}h100M${x + 20} ${y + 90}h110`,
        lighten(palette.ink, 0.4),
        6,
        0.6,
      ),
    );
  return svg.toString([
    seaside(svg, rnd, { horizon: 290, sun: [760, 70] }),
    line('M300 520V250M660 520V250', '#8f5429', 26, 4),
    outlined(svg, roundRect(230, 110, 500, 280, 22), { fill: palette.wood, stroke: 6, gradient: true }),
    stroke('M240 200H720M240 300H720', darken(palette.wood, 0.35), 4, 0.5),
    note(262, 150, -5, palette.sunsetCoral),
    note(442, 146, 4, palette.seaTeal),
    note(352, 250, -2, palette.palmGreen),
    placed(music, 870, 232, 140, 140, 10),
    palm(svg, { x: 100, y: 560, height: 300, lean: 0.18, trunk: '#c98b52', leaves: palette.palmGreen, coconuts: true }),
  ]);
};

const roadmap: Picture = async () => {
  const svg = canvas();
  const rnd = new Random(9010);
  const spots: ReadonlyArray<readonly [number, number, 1 | 2 | 3 | 4 | 5]> = [
    [120, 460, 1],
    [300, 390, 2],
    [480, 440, 3],
    [660, 370, 4],
    [840, 420, 5],
  ];
  const islands = spots.map(([x, y, n]) => {
    const p = islandPalettes[n];
    return group(
      {},
      outlined(svg, ellipse(x, y, 78, 26), { fill: p.ground, stroke: 4, shade: 0.2 }),
      palm(svg, { x: x - 10, y: y - 8, height: 90, lean: 0.12, trunk: '#b97c47', leaves: p.foliage, stroke: 3 }),
      n >= 4 ? padlock(svg, x + 38, y - 48, 56, palette.sunYellow) : '',
    );
  });
  const route = spots.map(([x, y]) => `${x} ${y - 4}`).join(' L');
  return svg.toString([
    seaside(svg, rnd, { horizon: 300, sunset: true, sand: false, sun: [480, 300] }),
    ...Array.from({ length: 40 }, () =>
      el('path', {
        d: circle(rnd.range(0, WIDTH), rnd.range(0, 150), rnd.range(1, 2.6)),
        fill: '#fff6d6',
        opacity: 0.8,
      }),
    ),
    el('path', {
      d: `M${route}`,
      fill: 'none',
      stroke: '#fff6d6',
      'stroke-width': 6,
      'stroke-dasharray': '4 16',
      'stroke-linecap': 'round',
    }),
    ...islands,
  ]);
};

/** Keyed like `NewsArticle.key`; the file is public/assets/news/<key>.webp. */
export const newsPictures: Readonly<Record<string, Picture>> = {
  launch,
  beachGuide,
  characters,
  mapCreator,
  effects,
  bottle,
  zombieTips,
  community,
  update,
  roadmap,
};
