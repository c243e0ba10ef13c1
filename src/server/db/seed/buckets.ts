import { randomBytes } from 'node:crypto';
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

const DEMO_BUCKETS: Array<{ user: string; name: string; regiao: 1 | 2; daysAgo: number; files: Array<{ name: string; ext: string; data: string }> }> = [
  {
    user: 'acolito',
    name: 'Escalas dos acólitos',
    regiao: 1,
    daysAgo: 20,
    files: [
      { name: 'escala-marco.csv', ext: 'csv', data: csv(40) },
      { name: 'orientações para missa solene.txt', ext: 'txt', data: 'Chegar 30 minutos antes.\nVestes limpas e passadas.\n'.repeat(30) },
    ],
  },
  {
    user: 'secretaria',
    name: 'Documentos da secretaria',
    regiao: 1,
    daysAgo: 45,
    files: [
      { name: 'contatos-pastorais.csv', ext: 'csv', data: csv(300) },
      { name: 'horários de missa.txt', ext: 'txt', data: 'Sábado 19h\nDomingo 7h, 9h, 11h e 19h\n'.repeat(50) },
      { name: 'inventário-capela.csv', ext: 'csv', data: csv(120) },
    ],
  },
  { user: 'secretaria', name: 'Fotos da festa junina', regiao: 2, daysAgo: 5, files: [] },
  {
    user: 'outra',
    name: 'Arquivo paroquial',
    regiao: 2,
    daysAgo: 12,
    files: [{ name: 'livro-de-tombo-resumo.txt', ext: 'txt', data: 'Registro resumido do livro de tombo.\n'.repeat(80) }],
  },
];

/** A few buckets with small files for some demo users, in both parishes (storage kind 'buckets'). */
export async function seedBuckets(tx: Db, core: CoreSeed): Promise<void> {
  for (const demo of DEMO_BUCKETS) {
    const owner = core.users[demo.user];
    if (!owner) continue;
    const createdAt = new Date(core.now.getTime() - demo.daysAgo * DAY);
    const sizes = demo.files.map((f) => Buffer.byteLength(f.data));
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO buckets (rand, paroquia_id, user_id, name, regiao, tamanho, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [randomBytes(16).toString('base64url'), owner.paroquiaId, owner.id, demo.name, demo.regiao, sizes.reduce((a, b) => a + b, 0), createdAt],
    );
    for (const [i, file] of demo.files.entries()) {
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
