import type { XY } from '@src/state/editor/graph-edits';
import { linksOf } from './far-view-links';
import { farSceneParts, selectedRects, type FarScene, type FarSceneParts, type FarSource } from './far-view-model';

/**
 * Whether only selected events moved since `before` (a drag far away: they are real nodes, the rest are boxes): the
 * same events, links, paint and flags, and every node the same object unless it is selected in both.
 */
export function onlySelectedMoved(before: FarSource, after: FarSource): boolean {
  if (
    before.events !== after.events ||
    before.edges !== after.edges ||
    before.paint !== after.paint ||
    before.flagged !== after.flagged ||
    before.nodes.length !== after.nodes.length
  )
    return false;
  return after.nodes.every((node, index) => {
    const old = before.nodes[index];
    return old === node || (old.id === node.id && Boolean(old.selected) && Boolean(node.selected));
  });
}

/** The scene after a drag: the boxes and the other links as they were, the dragged events' links and halo anew. */
export function withSelectedMoved(parts: FarSceneParts, source: FarSource): FarSceneParts {
  const moved = new Map<string, XY>(
    source.nodes.filter((node) => node.selected).map((node) => [node.id, node.position]),
  );
  const placeOf = (id: string) => moved.get(id) ?? parts.places.get(id);
  const scene: FarScene = {
    boxes: parts.scene.boxes,
    links: [...parts.fixed, ...linksOf(parts.moving, source.events, placeOf)],
    selected: selectedRects(source),
  };
  return { ...parts, scene };
}

/**
 * The far view's scene for each source, built in full (some 40 ms for 10,000 events) only when more than the selected
 * events moved: dragging a selected event far away redraws its links, not the map.
 */
export function createFarSceneCache() {
  let last: { source: FarSource; parts: FarSceneParts } | null = null;
  return (source: FarSource): FarScene => {
    const parts =
      last && onlySelectedMoved(last.source, source) ? withSelectedMoved(last.parts, source) : farSceneParts(source);
    last = { source, parts };
    return parts.scene;
  };
}
