import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import { BUCKET_KIND } from '../../buckets/upload';
import type { Db } from '../types';
import type { CoreSeed } from './core';

const DAY = 24 * 60 * 60 * 1000;

/** Small generated files, so the demo buckets show real usage without shipping binaries. */
function csv(rows: number): string {
  const lines = ['nome,comunidade,telefone'];
  for (let i = 1; i <= rows; i++) lines.push(`Pessoa ${i},Comunidade ${(i % 5) + 1},(11) 9${String(10000000 + i * 7919).slice(0, 8)}`);
  return `${lines.join('\n')}\n`;
}

interface DemoBucket {
  user: string;
  name: string;
  regiao: 1 | 2;
  daysAgo: number;
  /** File name -> contents; stored under the name's extension. */
  files: Record<string, string>;
}

/** A row of the list below: whose bucket, its name, its region, how many days ago it was made, and its files. */
function bucket(user: string, name: string, regiao: 1 | 2, daysAgo: number, files: Record<string, string>): DemoBucket {
  return { user, name, regiao, daysAgo, files };
}

const DEMO_BUCKETS: DemoBucket[] = [
  bucket('acolito', 'Escalas dos acólitos', 1, 20, {
    'escala-marco.csv': csv(40),
    'orientações para missa solene.txt': 'Chegar 30 minutos antes.\nVestes limpas e passadas.\n'.repeat(30),
  }),
  bucket('secretaria', 'Documentos da secretaria', 1, 45, {
    'contatos-pastorais.csv': csv(300),
    'horários de missa.txt': 'Sábado 19h\nDomingo 7h, 9h, 11h e 19h\n'.repeat(50),
    'inventário-capela.csv': csv(120),
  }),
  bucket('secretaria', 'Fotos da festa junina', 2, 5, {}),
  bucket('outra', 'Arquivo paroquial', 2, 12, { 'livro-de-tombo-resumo.txt': 'Registro resumido do livro de tombo.\n'.repeat(80) }),
];

/** A few buckets with small files for some demo users, in both parishes (storage kind 'buckets'). */
export async function seedBuckets(tx: Db, core: CoreSeed): Promise<void> {
  for (const demo of DEMO_BUCKETS) {
    const owner = core.users[demo.user];
    if (!owner) continue;
    const createdAt = new Date(core.now.getTime() - demo.daysAgo * DAY);
    const files = Object.entries(demo.files).map(([name, data]) => ({ name, data, ext: extname(name).slice(1) }));
    const sizes = files.map((f) => Buffer.byteLength(f.data));
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO buckets (rand, paroquia_id, user_id, name, regiao, tamanho, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [randomBytes(16).toString('base64url'), owner.paroquiaId, owner.id, demo.name, demo.regiao, sizes.reduce((a, b) => a + b, 0), createdAt],
    );
    for (const [i, file] of files.entries()) {
      const stored = await core.storage.put(BUCKET_KIND, file.data, file.ext);
      await tx.query('INSERT INTO bucket_files (bucket_id, file_name, stored_name, file_size, upload_date) VALUES ($1, $2, $3, $4, $5)', [
        rows[0].id,
        file.name,
        stored,
        sizes[i],
        new Date(createdAt.getTime() + (i + 1) * 3600_000),
      ]);
    }
  }
}
