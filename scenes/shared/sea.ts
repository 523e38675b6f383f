import type Phaser from 'phaser';
import { islandPalette, waveBand } from './art';
import { sharedTexture } from './images';

/** Texture size of one wave band; it tiles horizontally. */
const TILE = { width: 512, height: 128 };

/** Back to front: darker and slower far away, lighter and faster close by (the parallax of the sea). */
const BANDS = [
  { shade: 'seaDeep', foam: 'rgba(255,255,255,0.35)', speed: 10, phase: 0 },
  { shade: 'sea', foam: 'rgba(255,255,255,0.55)', speed: -16, phase: 0.33 },
  { shade: 'sea', foam: 'rgba(255,255,255,0.85)', speed: 26, phase: 0.66 },
] as const;

/**
 * Animated waves: three tiling bands that drift sideways and swell gently. The scene places them (`place`) and calls
 * `update` each frame; with reduced motion they stand still.
 */
export class Sea {
  private readonly bands: Phaser.GameObjects.TileSprite[];
  private time = 0;
  private top = 0;
  private bandHeight = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    island: number,
  ) {
    this.bands = BANDS.map(() => scene.add.tileSprite(0, 0, 1, 1, '__DEFAULT').setOrigin(0, 0));
    this.setIsland(island);
  }

  /** Paints the waves in an island's sea colours. */
  setIsland(island: number): void {
    const colours = islandPalette(island);
    this.bands.forEach((band, index) => {
      const { shade, foam, phase } = BANDS[index];
      band.setTexture(
        sharedTexture(
          this.scene,
          `wave-${island}-${index}`,
          TILE.width,
          TILE.height,
          waveBand(colours[shade], foam, phase),
        ),
      );
    });
  }

  /** The band objects, back to front, so the scene can put things between them (a bottle in the water). */
  get layers(): readonly Phaser.GameObjects.TileSprite[] {
    return this.bands;
  }

  /** Lays the sea from `top` to `bottom` across `width` CSS pixels. */
  place(top: number, bottom: number, width: number): void {
    this.top = top;
    this.bandHeight = Math.max(24, (bottom - top) / 2);
    this.bands.forEach((band, index) => {
      const y = top + index * this.bandHeight * 0.5;
      band.setPosition(0, y).setSize(width, bottom - y + 4);
      band.setTileScale(this.bandHeight / TILE.height);
    });
  }

  update(deltaMs: number, calm: boolean): void {
    if (calm) return;
    this.time += deltaMs / 1000;
    this.bands.forEach((band, index) => {
      band.tilePositionX += (BANDS[index].speed * deltaMs) / 1000 / band.tileScaleX;
      band.y = this.top + index * this.bandHeight * 0.5 + Math.sin(this.time * 1.3 + index) * this.bandHeight * 0.05;
    });
  }
}
