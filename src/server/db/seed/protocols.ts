import { insertFiles, insertProtocol, PROTOCOL_FILES_KIND } from '../../protocols/repository';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { posterPng, textPdf } from './notice-files';

const HOUR = 60 * 60 * 1000;

interface DemoFile {
  name: string;
  ext: string;
  mime: string;
  data: Buffer;
}

const pdf = (name: string, title: string, lines: string[]): DemoFile => ({ name, ext: 'pdf', mime: 'application/pdf', data: textPdf(title, lines) });
const txt = (name: string, text: string): DemoFile => ({ name, ext: 'txt', mime: 'text/plain', data: Buffer.from(text) });

/** Protocols of several users and statuses; one of acolito's is recent enough to still be deletable. */
const DEMO_PROTOCOLS: Array<{ user: string; hoursAgo: number; status: 0 | 1 | 2 | 3; decidedBy?: string; description: string; files: DemoFile[] }> = [
  {
    user: 'acolito',
    hoursAgo: 3,
    status: 0,
    description: 'Solicito segunda via da certidão de batismo para o processo de Crisma.',
    files: [
      pdf('certidao-antiga.pdf', 'Certidão de batismo (cópia)', ['Paróquia São José', 'Livro 12, folha 34, termo 567']),
      txt('observacoes.txt', 'Batizado em 2010 na Matriz São José.\nPadrinhos: Carlos e Helena.\n'),
    ],
  },
  {
    user: 'acolito',
    hoursAgo: 24 * 40,
    status: 1,
    decidedBy: 'secretaria',
    description: 'Pedido de uso do salão paroquial para ensaio dos acólitos aos sábados.',
    files: [],
  },
  {
    user: 'catequista',
    hoursAgo: 24 * 12,
    status: 2,
    decidedBy: 'admin',
    description: 'Reembolso de material de catequese comprado para a turma de Crisma.',
    files: [{ name: 'nota-fiscal.png', ext: 'png', mime: 'image/png', data: posterPng([250, 246, 235], [140, 90, 20]) }],
  },
  {
    user: 'coordenador',
    hoursAgo: 24 * 3,
    status: 0,
    description: 'Inscrição de 12 crismandos vindos da Capela Santa Luzia.',
    files: [pdf('lista-crismandos.pdf', 'Lista de crismandos', ['Capela Santa Luzia', '12 inscritos, turma de sábado'])],
  },
  { user: 'secretaria', hoursAgo: 24 * 20, status: 3, decidedBy: 'admin', description: 'Solicitação de novo armário para a secretaria.', files: [] },
  { user: 'outra', hoursAgo: 24 * 2, status: 0, description: 'Pedido de declaração de participação na pastoral.', files: [] },
];

/** Demo protocols with real small files (storage kind 'protocols'), in both parishes. */
export async function seedProtocols(tx: Db, core: CoreSeed): Promise<void> {
  const ordered = [...DEMO_PROTOCOLS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const demo of ordered) {
    const user = core.users[demo.user];
    if (!user) continue;
    const owner = { userId: user.id, paroquiaId: user.paroquiaId };
    const createdAt = new Date(core.now.getTime() - demo.hoursAgo * HOUR);
    const id = await insertProtocol(tx, owner, demo.description, createdAt);
    const files = [];
    for (const f of demo.files) {
      files.push({ fileName: await core.storage.put(PROTOCOL_FILES_KIND, f.data, f.ext), originalName: f.name, mimeType: f.mime, size: f.data.length });
    }
    if (files.length) await insertFiles(tx, id, owner.paroquiaId, files, createdAt);
    if (demo.status !== 0) {
      await tx.query('UPDATE protocols SET status = $2, status_changed_at = $3, status_changed_by = $4 WHERE id = $1', [
        id,
        demo.status,
        new Date(createdAt.getTime() + 26 * HOUR),
        core.users[demo.decidedBy!].id,
      ]);
    }
  }
}
