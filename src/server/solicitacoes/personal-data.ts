import { cpfDigits } from '../../shared/cpf';
import { solicitacaoCodigo } from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { FILE_KIND } from './context';

/** Who a person is in the website's requests: their CPF (any role in a request) and e-mail (the one who asked). */
export interface Identity {
  cpf: string | null;
  email: string | null;
}

const MATCH = `paroquia_id = $1 AND (($2::text IS NOT NULL AND cpfs @> ARRAY[$2::text]) OR ($3::text IS NOT NULL AND lower(email) = lower($3)))`;
const ids = (who: Identity) => [who.cpf ? cpfDigits(who.cpf) : null, who.email?.trim() || null];

/**
 * The website's requests naming the person, for their data export (LGPD art. 18): each request as given (its
 * form's data, the consent shown), its state, fee, messages, and the files sent (their names in the archive),
 * and the preparation course taken with its certificate.
 */
export async function solicitacoesOfPerson(db: Db, paroquiaId: number, who: Identity) {
  const [cpf, email] = ids(who);
  if (!cpf && !email) return { solicitacoes: [], files: [] };
  const { rows } = await db.query<{ id: number; arquivos: Array<{ campo: string; arquivo: string }> }>(
    `SELECT s.id, s.tipo, s.estado, s.nome, s.requerente, s.email, s.telefone, s.dados, s.consentimento, s.created_at AS consentido_em,
            s.valor_centavos, s.pago_em, s.resposta,
            coalesce((SELECT json_agg(json_build_object('de', m.de, 'texto', m.texto, 'em', m.created_at) ORDER BY m.id)
                        FROM solicitacao_mensagens m WHERE m.solicitacao_id = s.id), '[]'::json) AS mensagens,
            coalesce((SELECT json_agg(json_build_object('papel', p.papel, 'nome', p.nome, 'presente', p.presente, 'certificado', p.certificado_codigo,
                                                        'valido_ate', p.certificado_valido_ate) ORDER BY p.id)
                        FROM batismo_participantes p WHERE p.solicitacao_id = s.id AND ($2::text IS NULL OR p.cpf = $2)), '[]'::json) AS curso,
            coalesce((SELECT json_agg(json_build_object('campo', a.campo, 'arquivo', a.arquivo)) FROM solicitacao_arquivos a WHERE a.solicitacao_id = s.id), '[]'::json) AS arquivos
       FROM solicitacoes s WHERE ${/* sql-fragment: fixed */ MATCH} ORDER BY s.id`,
    [paroquiaId, cpf, email],
  );
  const files: Array<{ kind: string; name: string; path: string }> = [];
  const solicitacoes = rows.map(({ arquivos, ...r }) => ({
    codigo: solicitacaoCodigo(r.id),
    ...r,
    arquivos: arquivos.map((a) => {
      const path = `files/solicitacoes/${r.id}-${a.campo}.${a.arquivo.split('.').pop()}`;
      files.push({ kind: FILE_KIND, name: a.arquivo, path });
      return { campo: a.campo, arquivo: path };
    }),
  }));
  return { solicitacoes, files };
}

/** The form's fields of one person in a request: who they are by the prefix of their CPF field. */
const PEOPLE = ['pai', 'mae', 'padrinho', 'madrinha', 'requerente'] as const;

/**
 * A person anonymised, inside the anonymisation's transaction: in each request naming them, the fields of
 * their role (name, CPF, birth, phone) become the placeholder or go; when they asked it, the contact and the
 * files sent go too and the follow-up address stops opening it. What stays, as the diocese's rules ask: the
 * request itself (kind, state, dates, fee, the child's or the entry's data) and the consent's text and date. The
 * course keeps their attendance and certificate code under the placeholder. Returns the files to remove once committed.
 */
export async function forgetInSolicitacoes(tx: Db, paroquiaId: number, who: Identity, placeholder: string, at: Date): Promise<Array<[string, string]>> {
  const [cpf, email] = ids(who);
  if (!cpf && !email) return [];
  const { rows } = await tx.query<{ id: number; dados: Record<string, unknown>; email: string }>(
    `SELECT id, dados, email FROM solicitacoes WHERE ${/* sql-fragment: fixed */ MATCH} FOR UPDATE`,
    [paroquiaId, cpf, email],
  );
  const removed: Array<[string, string]> = [];
  for (const r of rows) {
    const dados = { ...r.dados };
    const asked = (email && r.email.toLowerCase() === email.toLowerCase()) || (cpf && dados.requerente_cpf === cpf);
    for (const p of PEOPLE) {
      if (!cpf || dados[`${p}_cpf`] !== cpf) continue;
      if (`${p}_nome` in dados) dados[`${p}_nome`] = placeholder;
      for (const k of ['cpf', 'nascimento', 'telefone']) delete dados[`${p}_${k}`];
    }
    if (asked) for (const k of ['email', 'telefone', 'endereco', 'requerente_nome', 'requerente_cpf']) delete dados[k];
    await tx.query(
      `UPDATE solicitacoes SET dados = $2::jsonb, cpfs = array_remove(cpfs, $3::text),
              requerente = CASE WHEN $4 THEN $5 ELSE requerente END, email = CASE WHEN $4 THEN 'anonimizado' ELSE email END,
              nome = CASE WHEN $4 AND dados->>'relacao' = 'proprio' THEN $5 ELSE nome END,
              telefone = CASE WHEN $4 THEN NULL ELSE telefone END, anonimizado_em = CASE WHEN $4 THEN $6 ELSE anonimizado_em END
        WHERE id = $1`,
      [r.id, JSON.stringify(dados), cpf, Boolean(asked), placeholder, at],
    );
    if (asked) {
      const files = await tx.query<{ arquivo: string }>('DELETE FROM solicitacao_arquivos WHERE solicitacao_id = $1 RETURNING arquivo', [r.id]);
      removed.push(...files.rows.map((f): [string, string] => [FILE_KIND, f.arquivo]));
    }
  }
  if (cpf) await tx.query('UPDATE batismo_participantes SET nome = $3, cpf = NULL WHERE paroquia_id = $1 AND cpf = $2', [paroquiaId, cpf, placeholder]);
  return removed;
}
