import { Panel, useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { estimatedNode, NODE_WIDTH } from './flow-model';
import { issuesOf } from './map-issues';
import styles from './editor.module.css';

/**
 * Above this many events the minimap is a canvas: React Flow's is an SVG with a rectangle per event, and the view
 * frame moving inside it repaints all of them on every frame of a pan (half the frame time with 10,000 events).
 */
export const CANVAS_MINIMAP_EVENTS = 1_000;

/** Minimap colours: flagged events in sunset coral, locked ones in night indigo, the rest in sea teal. */
export function eventColor(eventId: number): string {
  const state = editorStore.getState();
  if (issuesOf(state).byEvent.has(eventId)) return '#ff8a65';
  return state.graph.events.get(eventId)?.locked ? '#2b2d5c' : '#0f7c8c';
}

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

/** Canvas pixels (CSS) per flow pixel, and where the map starts, centred in the canvas. */
function scaleOf(canvas: Size, bounds: Bounds) {
  const scale = Math.min(canvas.width / bounds.width, canvas.height / bounds.height);
  return {
    scale,
    left: (canvas.width - bounds.width * scale) / 2,
    top: (canvas.height - bounds.height * scale) / 2,
  };
}

/**
 * The whole map drawn once on a canvas (again when events move, change or get flagged), with the camera's frame as
 * an element over it that follows the camera without a React render. Pressing or dragging on it moves the camera there.
 */
export function CanvasMinimap() {
  const { t } = useTranslation('editor');
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  const positions = useEditor((state) => state.graph.positions);
  const events = useEditor((state) => state.graph.events);
  const flagged = useEditor((state) => issuesOf(state).byEvent);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // The canvas' size, read when it is drawn: reading it on every camera move would force a layout of the page.
  const sizeRef = useRef<Size>({ width: 1, height: 1 });

  const boxes = useMemo(
    () =>
      [...positions].map(([eventId, { x, y }]) => ({
        eventId,
        x,
        y,
        height: estimatedNode(events.get(eventId)).initialHeight ?? 0,
      })),
    [positions, events],
  );
  const bounds = useMemo<Bounds>(() => {
    if (boxes.length === 0) return { x: 0, y: 0, width: 1, height: 1 };
    const left = Math.min(...boxes.map((box) => box.x));
    const top = Math.min(...boxes.map((box) => box.y));
    const right = Math.max(...boxes.map((box) => box.x + NODE_WIDTH));
    const bottom = Math.max(...boxes.map((box) => box.y + box.height));
    return { x: left, y: top, width: right - left, height: bottom - top };
  }, [boxes]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const size = { width: canvas.clientWidth || 1, height: canvas.clientHeight || 1 };
    sizeRef.current = size;
    canvas.width = size.width * ratio;
    canvas.height = size.height * ratio;
    const { scale, left, top } = scaleOf(size, bounds);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.width, size.height);
    for (const box of boxes) {
      context.fillStyle = eventColor(box.eventId);
      context.fillRect(
        left + (box.x - bounds.x) * scale,
        top + (box.y - bounds.y) * scale,
        Math.max(1, NODE_WIDTH * scale),
        Math.max(1, box.height * scale),
      );
    }
    // `flagged` is read through eventColor: a new map check redraws.
  }, [boxes, bounds, flagged]);

  useEffect(() => {
    let shown = '';
    // React Flow's store changes for many reasons; the frame moves only when the camera or the canvas did.
    const place = () => {
      const frame = frameRef.current;
      const { transform, width, height } = flowStore.getState();
      const key = `${transform.join(' ')} ${width} ${height}`;
      if (!frame || key === shown) return;
      shown = key;
      const [x, y, zoom] = transform;
      const { scale, left, top } = scaleOf(sizeRef.current, bounds);
      frame.style.left = `${left + (-x / zoom - bounds.x) * scale}px`;
      frame.style.top = `${top + (-y / zoom - bounds.y) * scale}px`;
      frame.style.width = `${(width / zoom) * scale}px`;
      frame.style.height = `${(height / zoom) * scale}px`;
    };
    place();
    return flowStore.subscribe(place);
  }, [flowStore, bounds]);

  const moveCamera = (event: PointerEvent<HTMLDivElement>) => {
    const canvas = canvasRef.current;
    if (!canvas || (event.type === 'pointermove' && event.buttons !== 1)) return;
    const box = canvas.getBoundingClientRect();
    const { scale, left, top } = scaleOf(sizeRef.current, bounds);
    void flow.setCenter(
      bounds.x + (event.clientX - box.left - left) / scale,
      bounds.y + (event.clientY - box.top - top) / scale,
      { zoom: flow.getZoom() },
    );
  };

  return (
    <Panel position="bottom-right" className={`${styles.minimap} ${styles.canvasMinimap}`}>
      <div
        className={styles.minimapArea}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          moveCamera(event);
        }}
        onPointerMove={moveCamera}
      >
        <canvas ref={canvasRef} className={styles.minimapCanvas} role="img" aria-label={t('canvas.minimap')} />
        <div ref={frameRef} className={styles.minimapFrame} />
      </div>
    </Panel>
  );
}
