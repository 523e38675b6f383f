/**
 * A run in the soak, as the game screen plays it: /play/play and /play/getCharacter, the whole run through the rules
 * of src/core (the shared run driver, taking the first option it can), then /play/endGame with the actions, which the
 * server replays. Visitors play too; their runs earn nothing.
 */
import type { PlayResponse } from '../../src/contract/play';
import { coreMap } from '../../src/contract/to-core';
import { PASSIVES } from '../../src/core/catalogue/passives';
import type { RunCharacter } from '../../src/core/run';
import { driveRun, firstOpen } from '../../tests/fixtures/run-driver';
import { chance, pick, PLAYABLE_ISLANDS, randomIp, seededMap, type World } from './soak-world';

const passives = new Map(Object.values(PASSIVES).map((passive) => [passive.id, passive]));

/** Which map a run is on: mostly the islands and the maps published during the soak (the seeded ones have no events). */
function mapToPlay(world: World): number {
  if (world.maps.length > 0 && chance(0.4)) return pick(world.maps);
  return chance(0.9) ? pick(PLAYABLE_ISLANDS) : seededMap(world);
}

export async function playRun(world: World): Promise<void> {
  const { call } = world.http;
  const player = world.players.length > 0 && chance(0.6) ? pick(world.players) : undefined;
  const session = { ip: randomIp(), token: player?.token, lang: chance(0.5) ? ('en' as const) : ('es' as const) };
  const mapId = mapToPlay(world);
  const started = await call('POST /play/play', '/play/play', { json: { mapId }, ...session });
  if (started.status !== 200) return;
  const play = started.body as PlayResponse;
  const selectedCharacter = play.character.characterid;
  const loaded = await call('POST /play/getCharacter', '/play/getCharacter', {
    json: { selectedCharacter },
    ...session,
  });
  if (loaded.status !== 200) return;
  const { characterData } = loaded.body;
  const character: RunCharacter = {
    id: selectedCharacter,
    base: characterData.base,
    passive: characterData.pasiva === null ? null : (passives.get(characterData.pasiva) ?? null),
  };
  const map = coreMap(play);
  const { actions } = driveRun(map, character, play.character.level, play.seed, { pick: firstOpen }, 200);
  await call('POST /play/endGame', '/play/endGame', { json: { mapId, gameHash: play.gameHash, actions }, ...session });
}
