/**
 * What the soak's visitors and players share while the traffic runs: the signed-in players, the maps they published,
 * and the addresses they come from. Bounded, like a real audience's working set; the server's data keeps growing.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { SoakHttp } from './soak-http';

export interface Player {
  username: string;
  email: string;
  password: string;
  token: string;
}

export interface World {
  http: SoakHttp;
  /** Where the soaked server's outbox is (the verification mails). */
  dataDir: string;
  /** A tag unique to this run, in every name it creates (a PostgreSQL database may be soaked twice). */
  runTag: string;
  players: Player[];
  /** Players granted VPoints through scripts/ops/grant-vpoints.ts: they roll the gacha and buy in the shop. */
  gamblers: Player[];
  /** How many maps the soaked server seeded (published, without events). */
  seededMaps: number;
  /** Published maps made during the soak, played and liked like the seeded ones. */
  maps: number[];
  /** Pictures the creators upload (re-encoded by the server's sharp every time). */
  pictures: Buffer[];
}

/** How many players and maps the traffic keeps in hand: beyond, a new one replaces a random old one. */
const WORKING_SET = 300;
/** Visitors come from this many addresses (X-Forwarded-For), far more than any per-IP store should keep for long. */
const ADDRESSES = 1 << 16;
/** The seeded maps are 6 … 5 + BENCH_MAPS (the five islands come first); the built-in playable islands are 1 … 3. */
const FIRST_SEEDED_MAP = 6;
export const PLAYABLE_ISLANDS = [1, 2, 3];

export const randomInt = (below: number) => Math.floor(Math.random() * below);
export const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];
export const chance = (probability: number) => Math.random() < probability;

export const randomIp = () => {
  const n = randomInt(ADDRESSES);
  return `10.${n >> 8}.${n & 255}.${1 + randomInt(250)}`;
};

/** Adds to a bounded list: when full, a random old entry makes room. */
export function keep<T>(list: T[], value: T): void {
  if (list.length < WORKING_SET) list.push(value);
  else list[randomInt(list.length)] = value;
}

export const seededMap = (world: World) => FIRST_SEEDED_MAP + randomInt(world.seededMaps);

/** A few pictures of different sizes and formats, as creators upload them. */
export function makePictures(): Promise<Buffer[]> {
  const sizes: [number, number, 'png' | 'jpeg' | 'webp'][] = [
    [1200, 800, 'jpeg'],
    [640, 480, 'png'],
    [1280, 960, 'jpeg'],
    [300, 300, 'webp'],
  ];
  return Promise.all(
    sizes.map(([width, height, format], i) =>
      sharp({
        create: { width, height, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } },
      })
        // A little noise, so the encoder has real work and the files real sizes.
        .composite([
          {
            input: randomBytes(64 * 64 * 3),
            raw: { width: 64, height: 64, channels: 3 },
            tile: true,
            blend: 'overlay',
          },
        ])
        .toFormat(format)
        .toBuffer(),
    ),
  );
}
