import { useState } from 'react';
import { getConfig } from '../../../core/config';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatDate, formatDateTime } from '../../../core/format';
import { useSession } from '../../../core/session/useSession';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { IssuedCertificateBanner } from '../../../core/ui/IssuedCertificateBanner';
import { can } from '../../../shared/roles';
import { CERTIDAO_FORMAS, SACRAMENTO_TIPOS, SACRAMENTOS_MSG, type SacramentoDetail } from '../../../shared/schemas/sacramentos';
import { HistorySection } from '../components/HistorySection';
import { NoticeSection } from '../components/NoticeSection';
import { NotesSection } from '../components/NotesSection';
import { RecordFields } from '../components/RecordFields';
import { AnnulDialog, CertificateDialog } from '../components/RecordDialogs';
import { StatusBadge } from '../components/StatusBadge';
import { bookRef } from '../kinds';
import { useRecord } from '../queries';
import { useAnnulForm, useCertificateForm, useNoteForm } from '../useRecordActions';
import type { RecordViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /sacramentos/{tipo}/{id}: the record, its marginal notes, its certificates and its history; the writers' actions. */
export function RecordView({ container, tipo, id }: RecordViewProps & { id: number }) {
  const record = useRecord(tipo, id);
  return (
    <DataFrame
      state={fromQuery(record)}
      loading="Carregando registro..."
      failed={SACRAMENTOS_MSG.notFound}
      empty={<Missing tipo={tipo} text={SACRAMENTOS_MSG.notFound} container={container} />}
      isEmpty={(found) => found === null}
    >
      {(found) => <Record record={found!} container={container} />}
    </DataFrame>
  );
}

function Record({ record: r, container }: { record: SacramentoDetail; container: RecordViewProps['container'] }) {
  const { tipo, id } = r;
  const writer = can(
    useSession((s) => s.user),
    'sacramentosWrite',
  );
  const [dialog, setDialog] = useState<'annul' | 'certificate' | null>(null);
  const close = () => setDialog(null);
  const note = useNoteForm(tipo, id);
  const annul = useAnnulForm(tipo, id, close);
  const certificate = useCertificateForm(tipo, id, close);
  const active = writer && !r.anulado;
  return (
    <article className="page" aria-labelledby="record-title">
      <header className="page-head">
        <div>
          <h1 id="record-title">
            {SACRAMENTO_TIPOS[tipo]}: {r.nome} <StatusBadge annulled={r.anulado} />
          </h1>
          <p className="muted">{bookRef(r)}</p>
        </div>
        <div className="head-actions">
          {active && (
            <>
              <button type="button" className="btn btn-primary" onClick={() => setDialog('certificate')}>
                Emitir certidão
              </button>
              <ElementLink to={pathTo('/sacramentos/{tipo}/{id}/editar', { tipo, id })} container={container} className="btn">
                Editar
              </ElementLink>
              <button type="button" className="btn btn-danger-outline" onClick={() => setDialog('annul')}>
                Anular
              </button>
            </>
          )}
          <a className="btn" href={`${getConfig().apiBase}/api/sacramentos/${tipo}/livros/${r.livro}/pdf`} target="_blank" rel="noopener">
            Imprimir livro {r.livro}
          </a>
          <ElementLink to={pathTo('/sacramentos', { query: { tipo } })} container={container} className="btn">
            Voltar à lista
          </ElementLink>
        </div>
      </header>
      {r.anulado && <Annulled record={r} />}
      {certificate.issued && (
        <IssuedCertificateBanner issued={certificate.issued} pdfLabel="Baixar o PDF">
          Certidão emitida. Código de verificação: <strong className="code">{certificate.issued.code}</strong>.
        </IssuedCertificateBanner>
      )}
      <section className="card" aria-labelledby="fields-title">
        <h2 id="fields-title">Dados do registro</h2>
        <RecordFields record={r} />
      </section>
      {r.notificacao && <NoticeSection id={id} notice={r.notificacao} write={active} />}
      <NotesSection notes={r.anotacoes} write={writer ? note : undefined} />
      <Certificates record={r} />
      <HistorySection tipo={tipo} id={id} />
      <AnnulDialog open={dialog === 'annul'} annul={annul} onClose={close} />
      <CertificateDialog open={dialog === 'certificate'} record={r} certificate={certificate} container={container} onClose={close} />
    </article>
  );
}

function Annulled({ record: r }: { record: SacramentoDetail }) {
  return (
    <Banner kind="error">
      Registro anulado{r.anulado_em ? ` em ${formatDate(r.anulado_em.slice(0, 10))}` : ''}
      {r.anulado_por ? ` por ${r.anulado_por}` : ''}. Motivo: {r.motivo_anulacao ?? 'não informado'}.
    </Banner>
  );
}

function Certificates({ record: r }: { record: SacramentoDetail }) {
  return (
    <section className="card" aria-labelledby="certificates-title">
      <h2 id="certificates-title">Certidões emitidas</h2>
      {r.certidoes.length === 0 ? (
        <p className="muted">Nenhuma certidão emitida.</p>
      ) : (
        <ul className="certificates">
          {r.certidoes.map((c) => (
            <li key={c.codigo}>
              <span className="code">{c.codigo}</span> — {c.emitida_por}, {formatDateTime(c.emitida_em)}
              {` · ${CERTIDAO_FORMAS[c.forma].toLowerCase()}`}
              {c.assinada_por ? ` · assinada por ${c.assinada_por}` : ''}
              {c.finalidade ? ` (${c.finalidade})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Missing({ tipo, text, container }: { tipo: string; text: string; container: RecordViewProps['container'] }) {
  return (
    <section className="page" aria-labelledby="record-missing-title">
      <h1 id="record-missing-title">Registro</h1>
      <Banner kind="error">{text}</Banner>
      <p>
        <ElementLink to={pathTo('/sacramentos', { query: { tipo } })} container={container} className="btn">
          Voltar à lista
        </ElementLink>
      </p>
    </section>
  );
}
