/**
 * What React Flow needs from a browser that jsdom lacks (see reactflow.dev "Testing"): a ResizeObserver that reports at
 * once, DOMMatrixReadOnly for the viewport scale, and element sizes so nodes count as measured. The player also asks
 * for reduced motion, so the camera jumps instead of gliding (jsdom cannot run the glide's animation frames).
 */
class ImmediateResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

class ScaleOnlyMatrix {
  m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
    this.m22 = scale === undefined ? 1 : Number(scale);
  }
}

let installed = false;

export function stubCanvasApis() {
  if (installed) return;
  installed = true;
  globalThis.ResizeObserver = ImmediateResizeObserver as unknown as typeof ResizeObserver;
  globalThis.DOMMatrixReadOnly = ScaleOnlyMatrix as unknown as typeof DOMMatrixReadOnly;
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => 320 },
    offsetHeight: { configurable: true, get: () => 240 },
  });
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () =>
    ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}
