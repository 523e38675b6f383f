import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from '../../server/services/uploads/images';
import { picture } from './helpers/creators';

describe('re-encoding uploads', () => {
  it('keeps nothing in libvips’ operation cache once a picture is stored', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const encoded = await reencodeImage(await picture(format, 900, 600), 'map');
      expect((await sharp(encoded).metadata()).format).toBe('webp');
    }
    const { memory, items, files } = sharp.cache();
    expect({ memory: memory.current, items: items.current, files: files.current }).toEqual({
      memory: 0,
      items: 0,
      files: 0,
    });
  });
});
