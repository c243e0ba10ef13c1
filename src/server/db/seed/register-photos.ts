import { crc32, deflateSync } from 'node:zlib';
import { withoutAccents } from '../../../shared/search-fold';

/**
 * Small generated portraits for the demo registers: a head and shoulders in flat colours on a
 * tinted background, as a real PNG (96 x 96, RGB), so the photo columns show something
 * without shipping anyone's picture.
 */

type Rgb = readonly [number, number, number];

const BACKGROUNDS: Rgb[] = [
  [214, 228, 240],
  [232, 222, 240],
  [222, 238, 226],
  [245, 230, 214],
  [236, 236, 236],
  [250, 224, 224],
];
const SKIN: Rgb[] = [
  [244, 208, 177],
  [224, 172, 138],
  [198, 134, 94],
  [161, 102, 66],
  [112, 72, 46],
];
const HAIR: Rgb[] = [
  [40, 30, 24],
  [90, 60, 35],
  [150, 110, 60],
  [200, 170, 110],
  [120, 120, 120],
  [20, 20, 20],
];
const SHIRTS: Rgb[] = [
  [31, 78, 140],
  [160, 50, 50],
  [46, 125, 80],
  [120, 80, 150],
  [60, 60, 70],
  [200, 140, 40],
];

const SIZE = 96;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(SIZE * (SIZE * 3 + 1));
  for (let y = 0; y < SIZE; y++) pixels.copy(rows, y * (SIZE * 3 + 1) + 1, y * SIZE * 3, (y + 1) * SIZE * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A portrait chosen by `seed` (same seed, same picture). */
export function portraitPng(seed: number, longHair: boolean): Buffer {
  const pick = <T>(list: readonly T[], salt: number) => list[Math.abs(seed * 31 + salt * 17) % list.length];
  const background = pick(BACKGROUNDS, 1);
  const skin = pick(SKIN, 2);
  const hair = pick(HAIR, 3);
  const shirt = pick(SHIRTS, 4);
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let colour = background;
      if (longHair && inEllipse(x, y, 48, 46, 25, 30) && y > 20) colour = hair;
      if (inEllipse(x, y, 48, 104, 38, 34)) colour = shirt;
      if (x >= 42 && x <= 54 && y >= 58 && y <= 72) colour = skin; // neck
      if (inEllipse(x, y, 48, 40, 18, 22)) colour = skin;
      if (inEllipse(x, y, 48, 26, 19, 11) && y < 30) colour = hair;
      pixels.set(colour, (y * SIZE + x) * 3);
    }
  }
  return encodePng(pixels);
}

/** A one-page PDF with a title and a line of text (demo attachments). */
export function simplePdf(title: string, line: string): Buffer {
  const ascii = (text: string) => withoutAccents(text).replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 72 760 Td (${ascii(title)}) Tj 0 -28 Td /F1 12 Tf (${ascii(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
