import { crc32, deflateSync } from 'node:zlib';

/*
 * The demo candidates' signatures: what the signature pad would send (a 300x180 PNG, blue ink on a
 * transparent ground) as a data URL, drawn here as a pen stroke whose loops depend on the name, so each
 * candidate's signed offer and letter carry a signature of their own.
 */

const W = 300;
const H = 180;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A signature-like stroke for `name` as a PNG data URL. */
export function demoSignature(name: string): string {
  const rgba = Buffer.alloc(W * H * 4);
  const seed = [...name].reduce((a, ch) => (a * 31 + ch.charCodeAt(0)) % 997, 7);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= W || py >= H) continue;
        const i = (py * W + px) * 4;
        rgba[i] = 0x1a;
        rgba[i + 1] = 0x3f;
        rgba[i + 2] = 0xb5;
        rgba[i + 3] = 0xff;
      }
  };
  // a running hand: loops travelling left to right, then an underline
  const loops = 4 + (seed % 3);
  for (let t = 0; t <= 1; t += 0.0005) {
    const a = t * loops * 2 * Math.PI;
    ink(30 + t * 220 + 14 * Math.cos(a + seed), 85 - 30 * Math.sin(a) * (0.6 + 0.4 * Math.sin(t * 3 + seed)));
  }
  for (let x = 40; x < 260; x += 0.5) ink(x, 135 + 4 * Math.sin(x / 30 + seed));
  const raw = Buffer.alloc(H * (W * 4 + 1));
  for (let y = 0; y < H; y++) rgba.copy(raw, y * (W * 4 + 1) + 1, y * W * 4, (y + 1) * W * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
