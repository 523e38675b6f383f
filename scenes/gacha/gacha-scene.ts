import Phaser from 'phaser';
import { revealStyle, type RevealStyle } from '@src/core/gacha-reveal';
import { exclusiveRainbow, palette, rarityColors } from '@src/core/palette';
import { RARITIES, type Rarity } from '@src/core/rarity';
import { gameStore } from '@src/state/game';
import { paintGlow, paintSparkle } from '../shared/art';
import { colouredTexture } from '../shared/images';
import { throwSparkles } from '../shared/sparkle-fan';
import { StageScene } from '../shared/stage-scene';
import { watch } from '../shared/watch';
import { ChestPictures } from './chest-pictures';
import { paintPearl } from './pearl';

export const GACHA_SCENE = 'gacha';

/** Spec 4: ten shuffle frames, 200 ms each, before the server's result. */
export const SHUFFLE_FRAMES = 10;
export const SHUFFLE_FRAME_MS = 200;
const REVEAL_MS = 700;
/** Under reduced motion the chest does not pop open: it fades into the open one, a little slower. */
const CALM_FADE_MS = 900;
/** How long the revealed rarity stays on its own before React shows the result popup. */
const HOLD_MS = 1100;
const MAX_SPARKLES = 18;
/** The waiting chest's light before the roll is known: warm and neutral. */
const WAITING_LIGHT = palette.cream;

const hex = (colour: string): number => Phaser.Display.Color.HexStringToColor(colour).color;

/**
 * The gacha reveal (spec 4): the treasure chest of the banners waits in the night while its light shuffles through
 * the rarity colours and it shakes, ten frames; then it bursts open on the rarity the server drew: its colour, a glow,
 * a pearl rising out and rays and sparkles that grow with rarity (`revealStyle`). Under reduced motion nothing
 * flashes, shakes, turns or flies: the light stays steady during the shuffle and the open chest fades in.
 * The gacha store (src/state/gacha/roll-store.ts) asks with `startRoll` and hears `rollShown` (the rarity is out) and
 * `rollRevealed` (time for the result).
 */
export class GachaScene extends StageScene {
  private glow!: Phaser.GameObjects.Image;
  private rays!: Phaser.GameObjects.Graphics;
  private chest!: ChestPictures;
  private pearl!: Phaser.GameObjects.Image;
  private sparkles: Phaser.GameObjects.Image[] = [];
  private playing: Phaser.Time.TimerEvent | null = null;
  private place = { x: 0, bottom: 0, chest: 1, pearlY: 0, radius: 1 };

  constructor() {
    super(GACHA_SCENE);
  }

  protected build(): void {
    this.cameras.main.setBackgroundColor(palette.nightIndigo);
    this.rays = this.add.graphics().setAlpha(0);
    this.glow = this.add.image(0, 0, this.glowTexture(WAITING_LIGHT)).setAlpha(0.35).setBlendMode('ADD');
    this.chest = new ChestPictures(this);
    this.pearl = this.add.image(0, 0, this.pearlTexture(palette.cream)).setAlpha(0);
    const sparkle = colouredTexture(this, 'sparkle', '#fff6d8', 64, 64, paintSparkle);
    this.sparkles = Array.from({ length: MAX_SPARKLES }, () => this.add.image(0, 0, sparkle).setAlpha(0));
    watch(
      this,
      (state) => state.roll,
      (roll) => {
        if (roll && roll.id !== gameStore.getState().rollRevealed) this.play(roll.id, roll.value);
      },
    );
    this.events.once('shutdown', () => this.playing?.remove());
  }

  protected layout(): void {
    const { width, height } = this.view;
    const chest = Math.max(80, Math.min(width * 0.55, height * 0.45, 320));
    const bottom = height * 0.5 + chest * 0.5;
    const radius = chest * 0.14;
    this.place = { x: width / 2, bottom, chest, pearlY: bottom - chest * 0.95, radius };
    this.chest.place(width / 2, bottom, chest, this.ratio);
    this.glow.setPosition(width / 2, bottom - chest * 0.55).setDisplaySize(chest * 1.6, chest * 1.6);
    this.rays.setPosition(width / 2, this.place.pearlY);
    this.pearl.setPosition(width / 2, this.place.pearlY).setDisplaySize(radius * 2, radius * 2);
  }

  private glowTexture(colour: string): string {
    return colouredTexture(this, 'glow', colour, 256, 256, paintGlow);
  }

  private pearlTexture(colour: string): string {
    return colouredTexture(this, 'pearl', colour, 192, 192, paintPearl);
  }

  /** Back to the waiting chest: closed, its light neutral, nothing else showing. */
  private reset(): void {
    this.playing?.remove();
    this.tweens.killAll();
    const { bottom, chest, pearlY, radius } = this.place;
    this.chest.settle();
    this.glow
      .setTexture(this.glowTexture(WAITING_LIGHT))
      .setAlpha(0.35)
      .setY(bottom - chest * 0.55)
      .setDisplaySize(chest * 1.6, chest * 1.6);
    this.rays.setAlpha(0).setAngle(0);
    this.pearl
      .setAlpha(0)
      .setY(pearlY)
      .setDisplaySize(radius * 2, radius * 2);
    for (const sparkle of this.sparkles) sparkle.setAlpha(0);
  }

  private play(id: number, rarity: Rarity): void {
    this.reset();
    const calm = this.calm;
    // Calm: the chest waits in its steady light; nothing flashes or rocks.
    let frame = 0;
    this.playing = this.time.addEvent({
      delay: SHUFFLE_FRAME_MS,
      repeat: SHUFFLE_FRAMES - 1,
      callback: () => {
        frame += 1;
        if (!calm) this.shuffleFrame(frame);
        if (frame === SHUFFLE_FRAMES) this.reveal(id, rarity);
      },
    });
  }

  /** One shuffle frame: the light takes a random rarity's colour and the chest rocks the other way. */
  private shuffleFrame(frame: number): void {
    const colour = rarityColors[RARITIES[Math.floor(Math.random() * RARITIES.length)]];
    this.glow.setTexture(this.glowTexture(colour)).setAlpha(frame % 2 ? 0.8 : 0.55);
    this.chest.closed.setAngle(frame === SHUFFLE_FRAMES ? 0 : frame % 2 ? -4 : 4);
  }

  private reveal(id: number, rarity: Rarity): void {
    const style = revealStyle(rarity, this.calm);
    const fade = this.calm ? CALM_FADE_MS : REVEAL_MS;
    gameStore.getState().reportRollShown(id);
    this.openChest();
    this.light(rarity, style, fade);
    this.raisePearl(rarity, style, fade);
    if (style.sparkles > 0) this.burst(style.sparkles);
    this.time.delayedCall(fade + HOLD_MS, () => gameStore.getState().reportRollRevealed(id));
  }

  private openChest(): void {
    const { closed, open } = this.chest;
    if (this.calm) {
      this.tweens.add({ targets: closed, alpha: 0, duration: CALM_FADE_MS });
      this.tweens.add({ targets: open, alpha: 1, duration: CALM_FADE_MS });
      return;
    }
    closed.setAlpha(0);
    open.setAlpha(1);
    this.tweens.add({
      targets: open,
      scale: { from: open.scale * 1.12, to: open.scale },
      duration: 380,
      ease: 'Back.Out',
    });
  }

  /** The rarity's glow, bigger the rarer, and its rays (rainbow for exclusive), turning unless calm. */
  private light(rarity: Rarity, style: RevealStyle, fade: number): void {
    const size = this.place.chest * 1.5 * style.scale;
    this.glow.setTexture(this.glowTexture(rarityColors[rarity])).setDisplaySize(size, size);
    this.glow.setY(this.place.pearlY);
    if (this.calm) this.tweens.add({ targets: this.glow, alpha: { from: 0.3, to: 0.9 }, duration: fade });
    else this.tweens.add({ targets: this.glow, alpha: 1, scale: { from: 0, to: this.glow.scale }, duration: fade });
    this.drawRays(rarity, style);
    this.tweens.add({ targets: this.rays, alpha: 1, duration: fade });
    if (style.spin) this.tweens.add({ targets: this.rays, angle: 360, duration: 12000 / style.scale, repeat: -1 });
  }

  /** The pearl of the rarity's colour: it springs out of the chest, or (calm) appears where it rests. */
  private raisePearl(rarity: Rarity, style: RevealStyle, fade: number): void {
    const { bottom, chest, pearlY, radius } = this.place;
    const size = radius * 2 * style.scale;
    this.pearl.setTexture(this.pearlTexture(rarityColors[rarity])).setDisplaySize(size, size);
    if (this.calm) {
      this.tweens.add({ targets: this.pearl, alpha: 1, duration: fade });
      return;
    }
    const scale = this.pearl.scale;
    this.pearl
      .setAlpha(1)
      .setScale(scale * 0.3)
      .setY(bottom - chest * 0.45);
    this.tweens.add({ targets: this.pearl, y: pearlY, scale, duration: fade, ease: 'Back.Out' });
  }

  private drawRays(rarity: Rarity, style: RevealStyle): void {
    const length = this.place.radius * (3 + style.scale * 2.5);
    this.rays.clear();
    for (let index = 0; index < style.rays; index += 1) {
      const colour = rarity === 'exclusive' ? exclusiveRainbow[index % exclusiveRainbow.length] : rarityColors[rarity];
      const angle = (index / style.rays) * Math.PI * 2;
      const spread = Math.PI / (style.rays * 2);
      this.rays.fillStyle(hex(colour), 0.32);
      this.rays.fillTriangle(
        0,
        0,
        Math.cos(angle - spread) * length,
        Math.sin(angle - spread) * length,
        Math.cos(angle + spread) * length,
        Math.sin(angle + spread) * length,
      );
    }
  }

  /** Sparkles thrown out of the chest's mouth in a fan, more the rarer. */
  private burst(count: number): void {
    const { x, bottom, chest } = this.place;
    throwSparkles(this.tweens, this.sparkles.slice(0, count), {
      x,
      y: bottom - chest * 0.45,
      scale: chest,
      arc: 1.3,
      reach: [0.5, 0.18],
      size: [0.08, 0.05],
      duration: 900,
    });
  }
}
