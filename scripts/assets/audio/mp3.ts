/**
 * MP3 encoding with @breezystack/lamejs (pure JavaScript), plus a LAME "Info" header frame that records the
 * encoder delay and padding. Decoders that read it (browsers' FFmpeg-based and Firefox's MP3 readers) trim the
 * encoder's silence, so a music loop decodes to exactly its own length and loops without a gap.
 *
 * A loop is encoded with its own end before its start and its start after its end, both counted in the delay and
 * padding so decoders drop them. Encoded from silence, the first frame is a step the encoder cannot code with an
 * empty bit reservoir (decoded, its first ~15 ms were as loud in error as in music: a click at every loop point);
 * with the loop's own context around it, the seam decodes as cleanly as the rest.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { Signal } from './dsp';
import { SAMPLE_RATE } from './dsp';

/** Samples of silence the LAME encoder puts before its input (its ENCDELAY). */
const ENCODER_DELAY = 576;
const SAMPLES_PER_FRAME = 1152;
/** How much of a loop's end precedes its start, and of its start follows its end, in the encoded stream. */
const LOOP_CONTEXT = SAMPLES_PER_FRAME;
/** The LAME tag stores delay and padding in 12 bits each. */
const TAG_FIELD_MAX = 0xfff;
const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** The MPEG-1 Layer III frames in `data`: their offsets and byte lengths. */
function frames(data: Uint8Array): { offset: number; length: number }[] {
  const found: { offset: number; length: number }[] = [];
  let p = 0;
  while (p + 4 <= data.length) {
    if (data[p] !== 0xff || (data[p + 1] & 0xe0) !== 0xe0) throw new Error(`lost MP3 frame sync at byte ${p}`);
    const bitrate = BITRATES[data[p + 2] >> 4] * 1000;
    const padding = (data[p + 2] >> 1) & 1;
    const length = Math.floor((144 * bitrate) / SAMPLE_RATE) + padding;
    found.push({ offset: p, length });
    p += length;
  }
  return found;
}

/** CRC-16 (polynomial 0x8005, reflected), as the LAME tag uses. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

/** A silent frame carrying the Xing "Info" (CBR) header and the LAME extension with delay and padding. */
function infoFrame(
  template: Uint8Array,
  frameCount: number,
  musicBytes: number,
  delay: number,
  padding: number,
  kbps: number,
): Uint8Array {
  const length = Math.floor((144 * kbps * 1000) / SAMPLE_RATE);
  const frame = new Uint8Array(length);
  frame.set(template.subarray(0, 4));
  frame[2] &= ~0x02; // no padding bit: the frame is exactly `length` bytes
  const view = new DataView(frame.buffer);
  const xing = 4 + 17; // header + mono MPEG-1 side information
  frame.set([0x49, 0x6e, 0x66, 0x6f], xing); // "Info"
  view.setUint32(xing + 4, 0x0f); // frames, bytes, TOC and quality fields present
  view.setUint32(xing + 8, frameCount);
  view.setUint32(xing + 12, musicBytes + length);
  for (let i = 0; i < 100; i += 1) frame[xing + 16 + i] = Math.floor((i * 256) / 100); // constant bitrate: linear TOC
  view.setUint32(xing + 116, 50);
  const lame = xing + 120;
  frame.set(
    [...'LAME3.100'].map((c) => c.charCodeAt(0)),
    lame,
  );
  frame[lame + 9] = 0x01; // tag revision 0, constant bitrate
  frame[lame + 10] = 170; // low-pass 17 kHz / 100
  frame[lame + 20] = kbps;
  frame[lame + 21] = delay >> 4;
  frame[lame + 22] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[lame + 23] = padding & 0xff;
  view.setUint32(lame + 28, musicBytes + length);
  view.setUint16(lame + 34, crc16(frame.subarray(0, lame + 34)));
  return frame;
}

/** `loop`: the signal is a seamless loop, and must stay seamless where its end meets its start. */
export function encodeMp3(signal: Signal, kbps: number, loop = false): Buffer {
  const context = loop ? Math.min(LOOP_CONTEXT, signal.length) : 0;
  const input = new Float32Array(signal.length + 2 * context);
  input.set(signal.subarray(signal.length - context), 0);
  input.set(signal, context);
  input.set(signal.subarray(0, context), context + signal.length);
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, kbps);
  const pcm = Int16Array.from(input, (v) => Math.round(Math.max(-1, Math.min(1, v)) * 32767));
  // lamejs hands out signed byte views; wrap them as bytes without copying.
  const bytes = (chunk: Int8Array | Uint8Array) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += SAMPLES_PER_FRAME)
    chunks.push(bytes(encoder.encodeBuffer(pcm.subarray(i, i + SAMPLES_PER_FRAME))));
  chunks.push(bytes(encoder.flush()));
  const music = Buffer.concat(chunks);
  const list = frames(music);
  const delay = ENCODER_DELAY + context;
  const padding = list.length * SAMPLES_PER_FRAME - delay - signal.length;
  if (padding < 0 || padding > TAG_FIELD_MAX) throw new Error(`MP3 padding ${padding} does not fit the LAME tag`);
  return Buffer.concat([infoFrame(music, list.length, music.length, delay, padding, kbps), music]);
}
