import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateEnding, gzipJoined } from '../../server/lib/gzip-join';

describe('gzip answers joined from an own beginning and a shared, deflated ending', () => {
  const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `«ola ${i % 97}» `).join(''));

  it('unzips (checksum and length checked by zlib) to the beginning followed by the ending', () => {
    const cases: [Buffer, Buffer][] = [
      [Buffer.from('{"gameHash":"abc",'), text(5_000)],
      [Buffer.alloc(0), text(100)],
      [randomBytes(70_000), text(3)], // more than one stored block
      [Buffer.from('{"a":1}'), Buffer.alloc(0)],
    ];
    for (const [beginning, ending] of cases) {
      const deflated = deflateEnding(ending);
      for (let i = 0; i < 3; i++) {
        const own = Buffer.concat([beginning, randomBytes(i * 7)]);
        expect(gunzipSync(gzipJoined(own, deflated)).equals(Buffer.concat([own, ending]))).toBe(true);
      }
    }
  });

  it('sends a long shared ending in a fraction of its bytes', () => {
    const ending = text(5_000);
    const answer = gzipJoined(Buffer.from('{"seed":"x",'), deflateEnding(ending));
    expect(answer.length).toBeLessThan(ending.length / 5);
  });
});
