import type Phaser from 'phaser';

/**
 * Pictures for the scenes. Files are loaded once per session (the first address that answers wins) and then drawn
 * into canvas textures at the exact device size they are shown at, so downscaled art stays crisp without mipmaps.
 * A picture that is missing resolves to null and the caller draws its own shapes instead: never a broken image.
 */
const pictures = new Map<string, Promise<HTMLImageElement | null>>();

function fetchPicture(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** The first of `urls` that loads, or null when none does. */
export function loadPicture(urls: readonly string[]): Promise<HTMLImageElement | null> {
  const key = urls.join(' ');
  let picture = pictures.get(key);
  if (!picture) {
    picture = urls.reduce<Promise<HTMLImageElement | null>>(
      (previous, url) => previous.then((found) => found ?? fetchPicture(url)),
      Promise.resolve(null),
    );
    pictures.set(key, picture);
  }
  return picture;
}

export type Painter = (context: CanvasRenderingContext2D, width: number, height: number) => void;

/** A shared texture with `colour` baked in (the 2D-canvas renderer cannot tint), painted once per colour. */
export const colouredTexture = (
  scene: Phaser.Scene,
  name: string,
  colour: string,
  width: number,
  height: number,
  paint: (colour: string) => Painter,
): string => sharedTexture(scene, `${name}-${colour}`, width, height, paint(colour));

let bakes = 0;

/** A new canvas texture of `width` × `height` device pixels painted by `paint`; answers its key. */
export function bakeTexture(scene: Phaser.Scene, name: string, width: number, height: number, paint: Painter): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (context) {
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    paint(context, canvas.width, canvas.height);
  }
  const key = `${name}#${++bakes}`;
  scene.textures.addCanvas(key, canvas);
  return key;
}

/**
 * Repaints what `image` shows at a new size: bakes a fresh texture, switches the image to it, then frees the texture
 * it showed before (if it was baked too), so resizing never leaves old canvases behind.
 */
export function repaint(
  image: Phaser.GameObjects.Image,
  name: string,
  width: number,
  height: number,
  paint: Painter,
): void {
  const { textures } = image.scene;
  const free = (key: string) => key.includes('#') && textures.exists(key) && textures.remove(key);
  const previous = image.texture.key;
  image.setTexture(bakeTexture(image.scene, name, width, height, paint));
  free(previous);
  if (!previous.includes('#')) image.once('destroy', () => free(image.texture.key));
}

/** A texture shared by many objects, painted once per session at a fixed size. */
export function sharedTexture(scene: Phaser.Scene, key: string, width: number, height: number, paint: Painter): string {
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.imageSmoothingQuality = 'high';
    paint(context, width, height);
  }
  scene.textures.addCanvas(key, canvas);
  return key;
}

/** Draws `image` to cover the box (like CSS object-fit: cover), centred. */
export function drawCover(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const scale = Math.max(width / image.width, height / image.height);
  const sw = width / scale;
  const sh = height / scale;
  context.drawImage(image, (image.width - sw) / 2, (image.height - sh) / 2, sw, sh, x, y, width, height);
}
