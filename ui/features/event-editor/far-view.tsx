import { useStoreApi } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EDGE_COLORS, type EventFlowNode } from './flow-model';
import {
  viewRect,
  visibleBoxes,
  visibleLinks,
  type BodyTone,
  type FarBox,
  type FarScene,
  type FrameTone,
  type HeaderTone,
  type Rect,
} from './far-view-model';
import styles from './editor.module.css';

/**
 * The far view of a big map on one canvas (docs/event-editor.md, "Performance"): redrawn, only what is on screen and
 * one fill or stroke per colour, when the camera moves or the map changes. It takes no pointer events: the pane under
 * it pans and zooms as ever, and a click or a box selection there selects events (far-view-pointer.ts), which then
 * show as real nodes.
 */

/** The custom properties node.module.css and editor.module.css paint the boxes with, so both read one palette. */
const TONES: Record<HeaderTone | BodyTone, string> = {
  wood: '--wood',
  night: '--night-indigo',
  paper: '--paper',
  'deaths-none': '--deaths-none',
  'deaths-some': '--deaths-some',
  'deaths-many': '--deaths-many',
};
const FRAMES: Record<FrameTone, string> = {
  plain: '--wood-dark',
  deadly: '--deaths-many-frame',
  flagged: '--sunset-coral-dark',
};
/** node.module.css: the frame (8 px when the map check flags it) and the compact header strip. */
const FRAME_WIDTH: Record<FrameTone, number> = { plain: 3, deadly: 3, flagged: 8 };
const HEADER_HEIGHT = 48;
/** Screen pixels of the halo around a selected event. */
const SELECTED_HALO = 4;

type Paint = (name: string) => string;

/** Fills each box's `part` in one path per colour. */
function fillByColor(
  context: CanvasRenderingContext2D,
  boxes: readonly FarBox[],
  colorOf: (box: FarBox) => string,
  part: (box: FarBox) => Rect,
) {
  const groups = new Map<string, Rect[]>();
  for (const box of boxes) {
    const color = colorOf(box);
    const group = groups.get(color) ?? [];
    group.push(part(box));
    groups.set(color, group);
  }
  for (const [color, rects] of groups) {
    context.fillStyle = color;
    context.beginPath();
    for (const { x, y, width, height } of rects) context.rect(x, y, width, height);
    context.fill();
  }
}

function drawScene(context: CanvasRenderingContext2D, scene: FarScene, view: Rect, zoom: number, paint: Paint) {
  // Lines first, under the boxes, as React Flow draws edges under nodes; at least a visible pixel wide.
  context.lineWidth = Math.max(2.5, 0.75 / zoom);
  const links = visibleLinks(scene.links, view);
  for (const type of ['direct', 'unlocks'] as const) {
    context.strokeStyle = EDGE_COLORS[type];
    // edge.module.css's dashes (10 7), kept long enough to tell from a solid line far away.
    context.setLineDash(type === 'unlocks' ? [Math.max(10, 4 / zoom), Math.max(7, 3 / zoom)] : []);
    context.beginPath();
    for (const { type: linkType, from, to, control } of links) {
      if (linkType !== type) continue;
      context.moveTo(from.x, from.y);
      context.bezierCurveTo(control[0], from.y, control[1], to.y, to.x, to.y);
    }
    context.stroke();
  }
  // A halo a few pixels wide around each selected event (a real node, drawn over it): its own ring is a fraction of
  // a pixel this far away.
  const halo = SELECTED_HALO / zoom;
  context.fillStyle = paint('--sunset-coral');
  context.beginPath();
  for (const { x, y, width, height } of scene.selected)
    context.rect(x - halo, y - halo, width + 2 * halo, height + 2 * halo);
  context.fill();
  const boxes = visibleBoxes(scene.boxes, view);
  fillByColor(
    context,
    boxes,
    (box) => paint(FRAMES[box.frame]),
    (box) => box,
  );
  const inset = (box: FarBox, height: number): Rect => {
    const width = FRAME_WIDTH[box.frame];
    return { x: box.x + width, y: box.y + width, width: box.width - 2 * width, height };
  };
  fillByColor(
    context,
    boxes,
    (box) => paint(TONES[box.body]),
    (box) => inset(box, box.height - 2 * FRAME_WIDTH[box.frame]),
  );
  fillByColor(
    context,
    boxes,
    (box) => paint(TONES[box.header]),
    (box) => inset(box, HEADER_HEIGHT),
  );
}

/** The canvas, a child of <ReactFlow> laid over the pane and under the real nodes. */
export function FarView({ scene, events }: { scene: FarScene; events: number }) {
  const { t } = useTranslation('editor');
  const flowStore = useStoreApi<EventFlowNode>();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const style = getComputedStyle(canvas);
    const colors = new Map<string, string>();
    const paint: Paint = (name) => {
      let color = colors.get(name);
      if (color === undefined) colors.set(name, (color = style.getPropertyValue(name).trim()));
      return color;
    };
    let drawn = '';
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height } = flowStore.getState();
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      const [x, y, zoom] = transform;
      context.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * x, ratio * y);
      drawScene(context, scene, viewRect(transform, width, height), zoom, paint);
    };
    const cameraKey = () => {
      const { transform, width, height } = flowStore.getState();
      return `${transform.join(' ')} ${width} ${height}`;
    };
    // React Flow's store changes for many reasons; the canvas is drawn again, once a frame, when the camera moved.
    const schedule = () => {
      const key = cameraKey();
      if (key === drawn) return;
      drawn = key;
      frame ||= requestAnimationFrame(draw);
    };
    drawn = cameraKey();
    draw();
    const unsubscribe = flowStore.subscribe(schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [flowStore, scene]);

  return (
    <canvas ref={canvasRef} className={styles.farView} role="img" aria-label={t('canvas.farView', { count: events })} />
  );
}
