import { inflateSync } from 'node:zlib';
import { formatCnpj } from '../../shared/cnpj';
import type { Storage } from '../storage/types';
import type { Db } from '../db/types';
import type { Content } from './pdf';

/** What a parish's documents print under its name. */
export interface Letterhead {
  name: string;
  diocese: string | null;
  /** 'Rua ..., 100 - Centro - Campinas/SP', or null when the parish has no address yet. */
  addressLine: string | null;
  city: string | null;
  cnpj: string | null;
  logo: Content | null;
}

const LOGO_SIZE = 56;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Whether a PNG's image data inflates. pdfkit inflates it in a callback that throws where nothing catches it: a
 * damaged logo would end the process and leave the document's promise unsettled.
 */
function pngInflates(bytes: Buffer): boolean {
  const data: Buffer[] = [];
  try {
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = bytes.readUInt32BE(at);
      if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    return data.length > 0 && inflateSync(Buffer.concat(data)).length > 0;
  } catch {
    return false;
  }
}

/** The logo as pdfmake content: SVG, PNG and JPEG print; another format (WEBP), or a damaged PNG, prints no logo rather than failing. */
async function logoContent(storage: Storage, name: string | null): Promise<Content | null> {
  if (!name) return null;
  const file = await storage.open('paroquias', name);
  if (!file) return null;
  const bytes = await readAll(file.stream);
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'svg') return { svg: bytes.toString('utf8'), width: LOGO_SIZE, height: LOGO_SIZE };
  if (ext === 'png' && !pngInflates(bytes)) return null;
  const mime = ext === 'png' ? 'image/png' : ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : null;
  return mime ? { image: `data:${mime};base64,${bytes.toString('base64')}`, fit: [LOGO_SIZE, LOGO_SIZE] } : null;
}

export async function loadLetterhead(db: Db, storage: Storage, paroquiaId: number): Promise<Letterhead> {
  const { rows } = await db.query<{
    name: string;
    logo: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    cnpj: string | null;
    diocese: string | null;
  }>('SELECT name, logo, address, city, state, cnpj, diocese FROM paroquias WHERE id = $1', [paroquiaId]);
  const parish = rows[0];
  if (!parish) throw new Error(`no parish ${paroquiaId}`);
  const place = [parish.city, parish.state].filter(Boolean).join('/');
  return {
    name: parish.name,
    diocese: parish.diocese,
    addressLine: [parish.address, place].filter(Boolean).join(' - ') || null,
    city: parish.city,
    cnpj: parish.cnpj ? formatCnpj(parish.cnpj) : null,
    logo: await logoContent(storage, parish.logo),
  };
}

/** The heading every document starts with: logo, parish name, diocese, address and CNPJ. */
export function letterheadContent(head: Letterhead): Content {
  const lines: Content[] = [{ text: head.name, bold: true, fontSize: 14 }];
  if (head.diocese) lines.push({ text: head.diocese, fontSize: 10 });
  if (head.addressLine) lines.push({ text: head.addressLine, fontSize: 9, color: '#444' });
  if (head.cnpj) lines.push({ text: `CNPJ ${head.cnpj}`, fontSize: 9, color: '#444' });
  return {
    columns: head.logo
      ? [
          { width: LOGO_SIZE + 12, stack: [head.logo] },
          { width: '*', stack: lines },
        ]
      : [{ width: '*', stack: lines }],
    margin: [0, 0, 0, 18],
  };
}

/** A verification block: the QR code of `url` beside the code and where to check it. */
export function verificationContent(code: string, url: string): Content {
  return {
    columns: [
      { qr: url, fit: 90, width: 100 },
      {
        width: '*',
        stack: [
          { text: 'Código de verificação', bold: true },
          { text: code, fontSize: 13, margin: [0, 2, 0, 4] },
          { text: `Confira a autenticidade em ${url}`, fontSize: 9, color: '#444' },
        ],
      },
    ],
    margin: [0, 24, 0, 0],
  };
}

/** A line to sign over, with the signer's name and function below. */
export function signatureContent(name: string, role: string): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 36, 0, 4] },
      { text: name },
      { text: role, fontSize: 9, color: '#444' },
    ],
    alignment: 'left',
  };
}
