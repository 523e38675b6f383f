import Phaser from 'phaser';
import { exclusiveRainbow, palette, rarityColors } from '@src/core/palette';
import { RARITIES, RARITY_ORDER, type Rarity } from '@src/core/rarity';
import { gameStore } from '@src/state/game';
import { StageScene } from '../shared/stage-scene';
import { watch } from '../shared/watch';

export const GACHA_SCENE = 'gacha';

/** Spec 4: ten shuffle frames, 200 ms each, before the server's result. */
export const SHUFFLE_FRAMES = 10;
export const SHUFFLE_FRAME_MS = 200;
const REVEAL_MS = 700;
/** How long the revealed rarity stays on its own before React shows the result popup. */
const HOLD_MS = 900;

const tint = (rarity: Rarity): number => Phaser.Display.Color.HexStringToColor(rarityColors[rarity]).color;
const hex = (colour: string): number => Phaser.Display.Color.HexStringToColor(colour).color;

/**
 * The gacha reveal (spec 4): a shell of light shuffles through rarity colours for ten frames, then opens on the rarity
 * the server drew: its colour, a halo and rays that grow with rarity (exclusive cycles the rainbow). With reduced
 * motion the colours change without flashing, scaling or turning. React asks with `startRoll` and hears `rollRevealed`.
 */
export class GachaScene extends StageScene {
  private halo!: Phaser.GameObjects.Arc;
  private rays!: Phaser.GameObjects.Graphics;
  private orb!: Phaser.GameObjects.Arc;
  private shine!: Phaser.GameObjects.Arc;
  private playing: Phaser.Time.TimerEvent | null = null;

  constructor() {
    super(GACHA_SCENE);
  }

  protected build(): void {
    this.cameras.main.setBackgroundColor(palette.nightIndigo);
    this.rays = this.add.graphics().setAlpha(0);
    this.halo = this.add.circle(0, 0, 10, hex(palette.sunYellow), 0.25).setAlpha(0);
    this.orb = this.add.circle(0, 0, 10, hex(palette.cream)).setStrokeStyle(4, hex(palette.ink));
    this.shine = this.add.circle(0, 0, 4, 0xffffff, 0.7);
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
    const radius = this.radius();
    for (const item of [this.halo, this.rays, this.orb]) item.setPosition(width / 2, height / 2);
    this.orb.setRadius(radius);
    this.shine.setPosition(width / 2 - radius * 0.35, height / 2 - radius * 0.35).setRadius(radius * 0.18);
  }

  private radius(): number {
    return Math.max(24, Math.min(this.view.width, this.view.height) * 0.16);
  }

  private play(id: number, rarity: Rarity): void {
    this.playing?.remove();
    this.tweens.killAll();
    this.rays.setAlpha(0);
    this.halo.setAlpha(0);
    this.orb.setScale(1);
    let frame = 0;
    this.playing = this.time.addEvent({
      delay: SHUFFLE_FRAME_MS,
      repeat: SHUFFLE_FRAMES - 1,
      callback: () => {
        frame += 1;
        this.orb.setFillStyle(tint(RARITIES[Math.floor(Math.random() * RARITIES.length)]));
        if (!this.calm) this.orb.setScale(frame % 2 === 0 ? 1 : 0.9);
        if (frame === SHUFFLE_FRAMES) this.reveal(id, rarity);
      },
    });
  }

  /** Rarer is bigger and brighter: the scale, the halo and the number of rays follow the rarity's rank (1–7). */
  private reveal(id: number, rarity: Rarity): void {
    const rank = RARITY_ORDER[rarity];
    const colour = tint(rarity);
    const scale = 1 + (rank - 1) * 0.12;
    this.orb.setFillStyle(colour);
    this.halo.setFillStyle(colour, 0.3).setRadius(this.radius() * (1.4 + rank * 0.25));
    this.drawRays(rarity, rank);
    this.tweens.add({ targets: this.orb, scale, duration: this.duration(REVEAL_MS), ease: 'Back.Out' });
    this.tweens.add({ targets: [this.halo, this.rays], alpha: 1, duration: this.duration(REVEAL_MS) });
    if (!this.calm && rank > 1) {
      this.tweens.add({ targets: this.rays, angle: 360, duration: 9000 - rank * 800, repeat: -1 });
    }
    this.time.delayedCall(this.duration(REVEAL_MS) + HOLD_MS, () => gameStore.getState().reportRollRevealed(id));
  }

  private drawRays(rarity: Rarity, rank: number): void {
    const count = rank * 2 + 2;
    const length = this.radius() * (1.6 + rank * 0.3);
    this.rays.clear().setAngle(0);
    for (let index = 0; index < count; index += 1) {
      const colour = rarity === 'exclusive' ? hex(exclusiveRainbow[index % exclusiveRainbow.length]) : tint(rarity);
      const angle = (index / count) * Math.PI * 2;
      const spread = Math.PI / (count * 2);
      this.rays.fillStyle(colour, 0.45);
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
}
