import { palette } from '@src/core/palette';
import { STAT_KEYS } from '@src/core/stats';
import i18n from '@src/i18n';
import { gameStore, type StageContent, type StageCue } from '@src/state/game';
import { loadPicture, sharedTexture } from '../shared/images';
import { Sea } from '../shared/sea';
import { StageScene } from '../shared/stage-scene';
import { watch } from '../shared/watch';
import { Backdrop } from './backdrop';
import { Bottle } from './bottle';
import { floatText } from './floaters';
import { playLayout } from './layout';
import { Portrait } from './portrait';

export const PLAY_SCENE = 'play';

const REACT_MS = 380;
const DAMAGE_RED = '#ff5a5a';
const HEAL_GREEN = '#6ef08a';

/**
 * The game screen's stage (spec 2, Game screen): the island, the character portrait that changes with its state and
 * reacts to damage and healing, and the message bottle on the waves. Everything else (texts, buttons, popups) is a
 * React overlay: this scene reports where it drew the portrait and the bottle so React can put buttons over them.
 */
export class PlayScene extends StageScene {
  private backdrop!: Backdrop;
  private sea!: Sea;
  private portrait!: Portrait;
  private bottle!: Bottle;
  private played = new Set<number>();
  /** The map picture the backdrop shows, once drawn. */
  private backdropFor: string | null = null;

  constructor() {
    super(PLAY_SCENE);
  }

  protected build(): void {
    this.played = new Set();
    this.backdropFor = null;
    const island = gameStore.getState().stage.island;
    this.backdrop = new Backdrop(this);
    this.portrait = new Portrait(this);
    this.sea = new Sea(this, island);
    this.bottle = new Bottle(this, () => this.calm);
    // The bottle floats between the middle and the front waves.
    this.children.moveAbove(this.bottle.body, this.sea.layers[1]);
    this.children.moveBelow(this.bottle.body, this.sea.layers[2]);
    const ready = Promise.all([this.bottle.load(), this.loadStatIcons()]);

    watch(
      this,
      (state) => state.stage,
      (stage, previous) => {
        void Promise.all([ready, this.show(stage, previous)]).then(() => {
          // Ready once the backdrop asked for last and the portrait are drawn (an older answer proves nothing).
          const { stage: now, stageBackdrop } = gameStore.getState();
          const drawn = now.imageUrl !== null && this.backdropFor === now.imageUrl && stageBackdrop !== null;
          if (this.sys.isActive() && drawn && now.skin !== null) gameStore.getState().reportStageReady(true);
        });
      },
    );
    watch(
      this,
      (state) => state.cues,
      (cues) => this.play(cues),
    );
    this.events.once('shutdown', () => {
      gameStore.getState().reportStageReady(false);
      gameStore.getState().reportStageBackdrop(null);
    });
  }

  protected layout(): void {
    const { width, height } = this.view;
    const { portrait, bottle, seaTop } = playLayout(width, height);
    this.backdrop.place(width, height, this.ratio, this.calm);
    this.sea.place(seaTop, height, width);
    this.portrait.setPlace(portrait.x, portrait.y, portrait.size, this.ratio);
    this.bottle.setPlace(bottle.x, bottle.y, bottle.height, this.ratio);
    const bottleWidth = bottle.height * 0.8;
    gameStore.getState().reportLayout({
      portrait: {
        x: portrait.x - portrait.size / 2,
        y: portrait.y - portrait.size / 2,
        width: portrait.size,
        height: portrait.size,
      },
      bottle: {
        x: bottle.x - bottleWidth / 2,
        y: bottle.y - bottle.height * 0.7,
        width: bottleWidth,
        height: bottle.height * 1.05,
      },
    });
  }

  update(_time: number, delta: number): void {
    this.sea.update(delta, this.calm);
  }

  private async show(stage: StageContent, previous: StageContent | undefined): Promise<void> {
    const ms = this.duration(REACT_MS);
    this.bottle.set(stage.bottle);
    if (stage.portraitSuffix !== previous?.portraitSuffix) this.backdrop.setMood(stage.portraitSuffix, ms * 2);
    const jobs: Promise<void>[] = [];
    if (stage.island !== previous?.island) this.sea.setIsland(stage.island);
    const { imageUrl, island } = stage;
    if (imageUrl !== null && (imageUrl !== previous?.imageUrl || island !== previous?.island))
      jobs.push(this.showBackdrop(imageUrl, island));
    if (stage.skin) jobs.push(this.portrait.show(stage.skin, stage.portraitSuffix, ms));
    await Promise.all(jobs);
  }

  private async showBackdrop(imageUrl: string, island: number): Promise<void> {
    const drawn = await this.backdrop.show(imageUrl, island);
    if (drawn === null || !this.sys.isActive()) return;
    this.backdropFor = imageUrl;
    gameStore.getState().reportStageBackdrop(drawn);
  }

  /** Plays the cues not played yet and acknowledges them. */
  private play(cues: readonly StageCue[]): void {
    const ms = this.duration(REACT_MS * 1.4);
    for (const cue of cues) {
      if (this.played.has(cue.id)) continue;
      this.played.add(cue.id);
      if (cue.kind === 'damage') this.portrait.hurt(ms);
      if (cue.kind === 'heal') this.portrait.healed(ms * 2);
      this.float(cue);
      gameStore.getState().acknowledgeCue(cue.id);
    }
  }

  private float(cue: StageCue): void {
    const { x, y, size } = this.portrait.centre;
    const options = { ratio: this.ratio, size: Math.max(18, size * 0.13), calm: this.calm };
    if (cue.kind === 'passive') {
      // The play screen has loaded the `play` texts before any step could cue.
      const label = i18n.t(`play:passive.${cue.trigger}`);
      floatText(this, { x, y: y - size * 0.62 }, label, palette.sunYellow, { ...options, delay: 0 });
      return;
    }
    const colour = cue.kind === 'damage' ? DAMAGE_RED : HEAL_GREEN;
    const sign = cue.kind === 'damage' ? '−' : '+';
    const stats = STAT_KEYS.filter((stat) => (cue.amounts[stat] ?? 0) > 0);
    stats.forEach((stat, index) => {
      const spread = (index - (stats.length - 1) / 2) * size * 0.3;
      const at = { x: x + size * 0.55 + (cue.kind === 'heal' ? -size * 1.1 : 0), y: y - size * 0.2 + spread };
      floatText(this, at, `${sign}${cue.amounts[stat]}`, colour, {
        ...options,
        delay: index * 140,
        icon: `stat-icon-${stat}`,
      });
    });
  }

  /** The stat icons next to floating numbers, baked once at a small size. */
  private async loadStatIcons(): Promise<void> {
    await Promise.all(
      STAT_KEYS.map(async (stat) => {
        const key = `stat-icon-${stat}`;
        if (this.textures.exists(key)) return;
        const picture = await loadPicture([`/assets/icons/stats/${stat}.webp`]);
        if (!picture || !this.sys.isActive()) return;
        // A fixed size: floating numbers are never bigger than 40 px, at up to twice the density.
        sharedTexture(this, key, 80, 80, (ctx, w, h) => ctx.drawImage(picture, 0, 0, w, h));
      }),
    );
  }
}
