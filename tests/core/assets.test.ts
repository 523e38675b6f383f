/**
 * The committed art and sound (public/assets, made by scripts/assets/generate.ts): every file other code refers to
 * exists, is the format its name says, has the intended size in pixels or seconds, and stays within its byte budget.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { arrangementOf, type MusicId } from '../../scripts/assets/audio/music';
import { loopLength } from '../../scripts/assets/audio/score';
import { characterLooks } from '../../scripts/assets/characters-look';
import { HISTORY_ISLANDS } from '../../src/core/catalogue/history-islands';
import { exclusiveRainbow, islandPalettes, rarityColors, statColors } from '../../src/core/palette';

const root = join(__dirname, '..', '..', 'public', 'assets');
const KB = 1024;

/** The catalogue of characters (id, skin) the portraits are named after. */
const skins = [
  'tourist',
  'surfer',
  'fisher',
  'backpacker',
  'lifeguard',
  'chef',
  'doctor',
  'scout',
  'biologist',
  'yogi',
  'pirate',
  'explorer',
  'astronaut',
  'shaman',
  'ninja',
  'captain',
  'vampire',
  'robot',
  'mermaid',
  'dragon',
];
const effects = [
  'poison',
  'dehydration',
  'broken_bones',
  'bleeding',
  'stomach_ache',
  'paranoia',
  'digestive_issue',
  'nightmares',
  'natural_protection',
  'mental_focus',
  'god_bendition',
  'delicious_feast',
  'extreme_hydration',
  'hopeful_vision',
  'comforting_memory',
  'inner_balance',
  'desperation',
  'herbal_protection',
];
const uiIcons = [
  'backpack',
  'bottle',
  'exit',
  'music',
  'settings',
  'home',
  'back',
  'fullscreen',
  'news',
  'star',
  'vpoints',
  'quest',
  'shop',
  'gacha',
  'closet',
  'lock',
];
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.webp`);

interface ImageSpec {
  path: string;
  format: 'webp' | 'jpeg' | 'avif';
  width: number;
  height: number;
  maxBytes: number;
  transparent?: boolean;
}

const images: ImageSpec[] = [
  ...[1, 2, 3, 4, 5].map(
    (n): ImageSpec => ({
      path: `islands/${n}.jpeg`,
      format: 'jpeg',
      width: 1280,
      height: 720,
      maxBytes: 120 * KB,
    }),
  ),
  // The ending cards' pictures (ui/features/play/end/ending-card.tsx): a rescue and a death for every playable island.
  ...HISTORY_ISLANDS.filter((island) => island.playable).flatMap(({ number }) =>
    ['rescue', 'death'].map(
      (ending): ImageSpec => ({
        path: `endings/${number}-${ending}.jpeg`,
        format: 'jpeg',
        width: 1280,
        height: 560,
        maxBytes: 80 * KB,
      }),
    ),
  ),
  { path: 'maps/default.webp', format: 'webp', width: 640, height: 360, maxBytes: 60 * KB },
  ...skins.flatMap((skin) =>
    ['', '_v', '_h', '_s', '_l', '_m'].map(
      (suffix): ImageSpec => ({
        path: `${skin}/${skin}${suffix}.webp`,
        format: 'webp',
        width: 256,
        height: 256,
        maxBytes: 25 * KB,
      }),
    ),
  ),
  ...numbered('banner', 8).map(
    (name): ImageSpec => ({
      path: `banners/${name}`,
      format: 'webp',
      width: 1200,
      height: 300,
      maxBytes: 80 * KB,
    }),
  ),
  ...['common', 'rare', 'epic'].map(
    (banner): ImageSpec => ({
      path: `gacha/banner-${banner}.webp`,
      format: 'webp',
      width: 800,
      height: 300,
      maxBytes: 40 * KB,
    }),
  ),
  ...['chest', 'chest-open'].map(
    (name): ImageSpec => ({
      path: `gacha/${name}.webp`,
      format: 'webp',
      width: 320,
      height: 320,
      maxBytes: 30 * KB,
      transparent: true,
    }),
  ),
  ...numbered('pic', 8).map(
    (name): ImageSpec => ({
      path: `profile-pics/${name}`,
      format: 'webp',
      width: 256,
      height: 256,
      maxBytes: 25 * KB,
    }),
  ),
  ...[
    ...['health', 'hunger', 'thirst', 'sanity'].map((id) => `icons/stats/${id}`),
    ...effects.map((id) => `icons/effects/${id}`),
    ...['heal', 'food', 'drink', 'mind', 'intercambiable', 'none'].map((id) => `icons/items/${id}`),
    ...uiIcons.map((id) => `icons/ui/${id}`),
  ].map(
    (path): ImageSpec => ({
      path: `${path}.webp`,
      format: 'webp',
      width: 128,
      height: 128,
      maxBytes: 8 * KB,
      transparent: true,
    }),
  ),
  { path: 'bottle/bottle.webp', format: 'webp', width: 256, height: 384, maxBytes: 40 * KB, transparent: true },
  { path: 'bottle/bottle-open.webp', format: 'webp', width: 256, height: 384, maxBytes: 40 * KB, transparent: true },
  { path: 'title/title.webp', format: 'webp', width: 1000, height: 360, maxBytes: 120 * KB, transparent: true },
  // The first page's largest picture: small AVIF copies keep Lighthouse's LCP in budget (docs/architecture.md, "Budgets").
  { path: 'title/title-480.avif', format: 'avif', width: 480, height: 173, maxBytes: 20 * KB, transparent: true },
  { path: 'title/title-720.avif', format: 'avif', width: 720, height: 259, maxBytes: 30 * KB, transparent: true },
  { path: 'title/title-1000.avif', format: 'avif', width: 1000, height: 360, maxBytes: 40 * KB, transparent: true },
  { path: 'ui/panel-wood.webp', format: 'webp', width: 480, height: 320, maxBytes: 40 * KB, transparent: true },
  { path: 'ui/panel-paper.webp', format: 'webp', width: 480, height: 320, maxBytes: 40 * KB, transparent: true },
  { path: 'ui/button.webp', format: 'webp', width: 320, height: 96, maxBytes: 20 * KB, transparent: true },
];

const music: MusicId[] = ['default', 'normal', 'herido', 'hambre', 'sed', 'locura', 'muerto'];
const sfx = [
  'click',
  'death',
  'bottle',
  'hurt',
  'heal',
  'reward',
  'levelup',
  'heartbeat',
  'warning',
  'gacha-shuffle',
  'reveal-common',
  'reveal-epic',
  'reveal-legendary',
  'reveal-exclusive',
];
/** Sounds that may run up to 3 s: the death, the level-up fanfare and the exclusive reveal. */
const longSfx = ['death', 'levelup', 'reveal-exclusive'];

const bytesOf = (path: string) => readFileSync(join(root, path));

describe('generated images', () => {
  it.each(images)('$path is a $format of $width×$height within its budget', async (spec) => {
    const file = join(root, spec.path);
    expect(existsSync(file), `${spec.path} is missing: run npx tsx scripts/assets/generate.ts`).toBe(true);
    const bytes = readFileSync(file);
    if (spec.format === 'jpeg') expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    else if (spec.format === 'avif') expect(bytes.toString('latin1', 4, 12)).toBe('ftypavif');
    else expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
    expect(bytes.length).toBeGreaterThan(1 * KB);
    expect(bytes.length).toBeLessThanOrEqual(spec.maxBytes);
    const meta = await sharp(bytes).metadata();
    expect({
      format: meta.format,
      width: meta.width,
      height: meta.height,
    }).toEqual({ format: spec.format === 'avif' ? 'heif' : spec.format, width: spec.width, height: spec.height });
    if (spec.transparent) expect(meta.hasAlpha).toBe(true);
  });

  it('portraits of different states of a character are different pictures', () => {
    for (const skin of skins) {
      const states = ['', '_v', '_h', '_s', '_l', '_m'].map((suffix) =>
        bytesOf(`${skin}/${skin}${suffix}.webp`).toString('base64'),
      );
      expect(new Set(states).size).toBe(6);
    }
  });
});

/** Reads the LAME "Info" frame the generator writes first: frame count, encoder delay and padding give the exact length. */
function mp3Facts(bytes: Buffer) {
  const header = bytes.readUInt32BE(0);
  const xing = 4 + 17;
  const lame = xing + 120;
  const frames = bytes.readUInt32BE(xing + 8);
  const delayAndPadding = bytes.readUIntBE(lame + 21, 3);
  const samples = frames * 1152 - (delayAndPadding >> 12) - (delayAndPadding & 0xfff);
  return {
    sync: header >>> 21 === 0x7ff,
    mpeg1Layer3: ((header >>> 17) & 0xf) === 0b1101,
    sampleRate44k: ((header >>> 10) & 0b11) === 0,
    mono: ((header >>> 6) & 0b11) === 0b11,
    infoTag: bytes.toString('latin1', xing, xing + 4),
    encoder: bytes.toString('latin1', lame, lame + 4),
    samples,
    seconds: samples / 44100,
  };
}

describe('generated sounds', () => {
  it.each(music)('music/%s.mp3 is a mono 44.1 kHz MP3 loop of 16 to 32 seconds, whole bars long', (id) => {
    const bytes = bytesOf(`audio/music/${id}.mp3`);
    const facts = mp3Facts(bytes);
    expect(facts).toMatchObject({
      sync: true,
      mpeg1Layer3: true,
      sampleRate44k: true,
      mono: true,
      infoTag: 'Info',
      encoder: 'LAME',
    });
    expect(facts.seconds).toBeGreaterThanOrEqual(16);
    expect(facts.seconds).toBeLessThanOrEqual(32);
    // Decoders trim the delay and padding the tag names: what is left must be the loop, not a sample more or less.
    expect(facts.samples).toBe(loopLength(arrangementOf(id)));
    expect(bytes.length).toBeLessThan(400 * KB);
  });

  it.each(sfx)('sfx/%s.mp3 is a short mono MP3', (id) => {
    const bytes = bytesOf(`audio/sfx/${id}.mp3`);
    const facts = mp3Facts(bytes);
    expect(facts).toMatchObject({ sync: true, mpeg1Layer3: true, sampleRate44k: true, mono: true, infoTag: 'Info' });
    expect(facts.seconds).toBeGreaterThan(0.05);
    expect(facts.seconds).toBeLessThanOrEqual(longSfx.includes(id) ? 3.2 : 2);
    expect(bytes.length).toBeLessThan(40 * KB);
  });

  it('keeps all audio under 3 MB', () => {
    const total = [...music.map((id) => `audio/music/${id}.mp3`), ...sfx.map((id) => `audio/sfx/${id}.mp3`)]
      .map((path) => statSync(join(root, path)).size)
      .reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(3 * KB * KB);
  });
});

describe('art data', () => {
  it('describes the twenty catalogue characters with their skins in id order', () => {
    expect(characterLooks.map((look) => look.id)).toEqual(skins.map((_, i) => i + 1));
    expect(characterLooks.map((look) => look.skin)).toEqual(skins);
  });

  it('gives every rarity, stat and island a colour', () => {
    const hex = /^#[0-9a-f]{6}$/;
    expect(Object.keys(rarityColors).sort()).toEqual([
      'common',
      'epic',
      'exclusive',
      'legendary',
      'mythic',
      'rare',
      'super-rare',
    ]);
    const colours = [
      ...Object.values(rarityColors),
      ...exclusiveRainbow,
      ...Object.values(statColors),
      ...Object.values(islandPalettes).flatMap((p) => Object.values(p)),
    ];
    for (const colour of colours) expect(colour).toMatch(hex);
    expect(Object.keys(islandPalettes)).toEqual(['1', '2', '3', '4', '5']);
  });
});
