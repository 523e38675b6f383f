import type Phaser from 'phaser';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { wrapIsland } from '@src/state/game';
import { OUTLINE, paintIslandStandIn } from '../shared/art';
import { drawCover, loadPicture, repaint } from '../shared/images';

const COUNT = HISTORY_ISLANDS.length;
/** Postcard proportions: the island pictures are 16:9. */
const ASPECT = 9 / 16;
/** Room around the card inside its texture for the drop shadow. */
const MARGIN = 0.05;

/** Island pictures: the spec's /uploads address first, the generated file as a second chance. */
const pictureUrls = (island: number) => [`/uploads/${island}.jpeg`, `/assets/islands/${island}.jpeg`];

/** Signed distance from the focused card, the short way round the ring (−2 … 2 for five islands). */
export function ringOffset(index: number, focused: number): number {
  let offset = wrapIsland(index - focused);
  if (offset > COUNT / 2) offset -= COUNT;
  return offset;
}

interface Card {
  readonly island: number;
  readonly playable: boolean;
  /** The postcard and its shade (darkening it at the sides), moved together. */
  readonly group: Phaser.GameObjects.Container;
  readonly image: Phaser.GameObjects.Image;
  readonly shade: Phaser.GameObjects.Image;
  picture: HTMLImageElement | null;
  loaded: boolean;
  offset: number;
}

/**
 * The five island postcards of the slider: the focused one big in the middle, its neighbours smaller and dimmed at
 * the sides, the others hidden. Each card is painted at its exact device size (frame, picture, shadow); locked
 * islands are painted faded. Until a picture arrives a stand-in island is shown.
 */
export class IslandCards {
  private readonly cards: Card[];
  private size = { width: 1, height: 1 };
  private center = { x: 0, y: 0 };
  private spacing = 1;
  private ratio = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    focused: number,
  ) {
    this.cards = HISTORY_ISLANDS.map((island, index) => {
      const image = scene.add.image(0, 0, '__DEFAULT');
      const shade = scene.add.image(0, 0, '__DEFAULT').setAlpha(0);
      return {
        island: island.number,
        playable: island.playable,
        group: scene.add.container(0, 0, [image, shade]),
        image,
        shade,
        picture: null,
        loaded: false,
        offset: ringOffset(index, focused),
      };
    });
  }

  /** Loads the focused island's picture first, then the rest; `onFocusedLoading` follows the focused one. */
  load(focused: number, onFocusedLoading: (loading: boolean) => void): void {
    const order = [0, 1, -1, 2, -2].map((step) => wrapIsland(focused + step));
    const focusedCard = this.cards[focused];
    onFocusedLoading(!focusedCard.loaded);
    for (const index of order) {
      const card = this.cards[index];
      if (card.loaded) continue;
      void loadPicture(pictureUrls(card.island)).then((picture) => {
        if (!card.group.scene) return;
        card.picture = picture;
        card.loaded = true;
        this.paint(card);
        if (card === focusedCard) onFocusedLoading(false);
      });
    }
  }

  /** Sizes the cards for a view `width` CSS pixels wide, in the band between `top` and `bottom`, at a pixel `ratio`. */
  place(width: number, band: { top: number; bottom: number }, ratio: number): void {
    const narrow = width < 700;
    const room = Math.max(80, band.bottom - band.top);
    const cardWidth = Math.min(narrow ? width * 0.8 : width * 0.56, (room * 0.86) / ASPECT, 820);
    this.size = { width: cardWidth, height: cardWidth * ASPECT };
    this.center = { x: width / 2, y: (band.top + band.bottom) / 2 };
    this.spacing = cardWidth * (narrow ? 0.9 : 0.8);
    this.ratio = ratio;
    for (const card of this.cards) {
      this.paint(card);
      this.pose(card, 0);
    }
  }

  /** Slides so that `focused` is in the middle; cards that jump across the ring move while hidden. */
  focus(focused: number, ms: number): void {
    this.cards.forEach((card, index) => {
      const offset = ringOffset(index, focused);
      const jumps = Math.abs(offset - card.offset) > 1;
      card.offset = offset;
      this.pose(card, jumps ? 0 : ms);
    });
  }

  /** The island under a point, if a visible card is there. */
  islandAt(x: number, y: number): number | null {
    const hit = this.cards.find((card) => Math.abs(card.offset) <= 1 && card.group.getBounds().contains(x, y));
    return hit ? this.cards.indexOf(hit) : null;
  }

  /** A gentle float of the focused card (and the tilt of the others), driven by the scene clock. */
  float(seconds: number): void {
    for (const card of this.cards) {
      if (card.offset === 0 && !this.scene.tweens.isTweening(card.group))
        card.group.setY(this.center.y + Math.sin(seconds * 1.6) * 4);
    }
  }

  private pose(card: Card, ms: number): void {
    const { offset } = card;
    const pose = {
      x: this.center.x + offset * this.spacing,
      y: this.center.y + Math.abs(offset) * this.size.height * 0.06,
      scale: offset === 0 ? 1 : 0.72,
      alpha: Math.abs(offset) > 1 ? 0 : 1,
      angle: offset * -3,
    };
    // Neighbours sit in the shade, so the focused postcard is the one that catches the light.
    const shade = offset === 0 ? 0 : 0.3;
    card.group.setDepth(10 - Math.abs(offset));
    this.scene.tweens.killTweensOf([card.group, card.shade]);
    if (ms <= 1) {
      card.group.setPosition(pose.x, pose.y).setAlpha(pose.alpha).setAngle(pose.angle).setScale(pose.scale);
      card.shade.setAlpha(shade);
      return;
    }
    this.scene.tweens.add({ targets: card.group, ...pose, duration: ms, ease: 'Cubic.easeOut' });
    this.scene.tweens.add({ targets: card.shade, alpha: shade, duration: ms });
  }

  private paint(card: Card): void {
    const scale = this.ratio;
    const { width, height } = this.size;
    const full = { width: width * (1 + MARGIN * 2), height: height + width * MARGIN * 2 };
    const postcard = (ctx: CanvasRenderingContext2D) => {
      const margin = width * MARGIN * scale;
      const w = width * scale;
      const h = height * scale;
      const border = w * 0.03;
      const radius = w * 0.035;
      ctx.save();
      ctx.shadowColor = 'rgba(20, 10, 30, 0.4)';
      ctx.shadowBlur = margin * 0.8;
      ctx.shadowOffsetY = margin * 0.35;
      ctx.beginPath();
      ctx.roundRect(margin, margin, w, h, radius);
      ctx.fillStyle = '#fff6e3';
      ctx.fill();
      ctx.restore();
      ctx.lineWidth = Math.max(2, w * 0.006);
      ctx.strokeStyle = OUTLINE;
      ctx.stroke();
      ctx.save();
      ctx.beginPath();
      ctx.roundRect(margin + border, margin + border, w - border * 2, h - border * 2, radius * 0.6);
      ctx.clip();
      if (!card.playable) ctx.filter = 'grayscale(0.65) brightness(0.72)';
      ctx.translate(margin + border, margin + border);
      if (card.picture) drawCover(ctx, card.picture, 0, 0, w - border * 2, h - border * 2);
      else paintIslandStandIn(ctx, w - border * 2, h - border * 2, card.island);
      ctx.restore();
      ctx.beginPath();
      ctx.roundRect(margin + border, margin + border, w - border * 2, h - border * 2, radius * 0.6);
      ctx.lineWidth = Math.max(1.5, w * 0.004);
      ctx.strokeStyle = 'rgba(46, 31, 26, 0.6)';
      ctx.stroke();
    };
    repaint(card.image, `island-card-${card.island}`, full.width * scale, full.height * scale, postcard);
    repaint(card.shade, `island-shade-${card.island}`, full.width * scale, full.height * scale, (ctx, w, h) => {
      postcard(ctx);
      ctx.globalCompositeOperation = 'source-atop';
      ctx.fillStyle = '#1c2434';
      ctx.fillRect(0, 0, w, h);
    });
    for (const image of [card.image, card.shade]) image.setDisplaySize(full.width, full.height);
  }
}
