import { useMemo } from 'react';
import { formatDate } from '../../../core/format';
import { Form, SubmitButton, TextAreaField } from '../../../core/form';
import { DataTable, filterQuery, ListFilters, ListFrame, pageQuery, TextFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { Banner, EmptyState, PageHead } from '../../../core/ui';
import { IssuedCertificateBanner } from '../../../core/ui/IssuedCertificateBanner';
import { DIOCESE_MSG, type BatismoEncontrado } from '../../../shared/schemas/diocese';
import { batismosQuery, useDiocese } from '../queries';
import { DIOCESE_TEXT } from '../text';
import { useCuriaCertificate } from '../useCuriaCertificate';
import { motivoRefused, useMotivo } from '../useMotivo';

const COLUMNS: Column<BatismoEncontrado>[] = [
  {
    id: 'nome',
    header: 'Nome',
    rowHeader: true,
    cell: (b) => (
      <>
        {b.nome}
        {b.anulado && <span className="badge badge-danger">Anulado</span>}
      </>
    ),
  },
  { id: 'data', header: 'Batismo', cell: (b) => formatDate(b.data) },
  { id: 'nascimento', header: 'Nascimento', cell: (b) => (b.nascimento ? formatDate(b.nascimento) : '—') },
  { id: 'pais', header: 'Pais', cell: (b) => [b.pai, b.mae].filter(Boolean).join(' e ') || '—' },
  { id: 'paroquia', header: 'Paróquia', cell: (b) => b.paroquia_nome },
  { id: 'registro', header: 'Registro', cell: (b) => `Livro ${b.livro}, folha ${b.folha}, termo ${b.termo}` },
];

/**
 * /diocese/batismos: 'where was this person baptised?' across every parish of the diocese, by name (accents or
 * not), parents and period. The reason is asked once per session: each read is logged with it by the parish.
 */
export function BaptismsView() {
  const motivo = useMotivo();
  const list = useListController({
    key: 'batismos',
    filter: { q: '', pai: '', mae: '', de: '', ate: '' },
    typed: ['q', 'pai', 'mae'] as const,
    debounceMs: 400,
    ...USUAL_PAGES,
    query: (state) => batismosQuery(pageQuery(state), motivo.given !== null && Object.keys(filterQuery(state.filter)).length > 0),
  });
  const asked = Object.keys(filterQuery(list.state.filter)).length > 0;
  const diocese = useDiocese();
  const certificate = useCuriaCertificate();
  const vacant = useMemo(() => new Set(diocese.data?.paroquias.filter((p) => p.vacante).map((p) => p.id)), [diocese.data]);
  const { emit, busyId } = certificate;
  // The chancery certifies an entry only of a vacant parish (no pároco to sign); the others certify their own.
  const columns = useMemo<Column<BatismoEncontrado>[]>(
    () => [
      ...COLUMNS,
      {
        id: 'certidao',
        header: 'Certidão',
        cell: (b) =>
          vacant.has(b.paroquia_id) && !b.anulado ? (
            <button
              type="button"
              className="btn btn-small"
              disabled={busyId === b.id}
              onClick={() => emit(b)}
              aria-label={`${DIOCESE_TEXT.certificateIssue}: ${b.nome}`}
            >
              {DIOCESE_TEXT.certificateIssue}
            </button>
          ) : (
            <span className="muted small">{b.anulado ? '—' : DIOCESE_TEXT.certificateByParish}</span>
          ),
      },
    ],
    [vacant, busyId, emit],
  );
  return (
    <section className="page list-view" aria-labelledby="baptisms-title">
      <PageHead id="baptisms-title" title={DIOCESE_TEXT.baptismsTitle} />
      <p className="muted">{DIOCESE_TEXT.baptismsHint}</p>
      {motivo.given === null || motivoRefused(list.error) ? (
        <Form form={motivo.form} onSubmit={motivo.onSubmit} className="card form" aria-labelledby="motivo-title">
          <h2 id="motivo-title">{DIOCESE_TEXT.motivoTitle}</h2>
          <p className="muted">{DIOCESE_TEXT.motivoHint}</p>
          {motivo.failure && <Banner kind="error">{motivo.failure}</Banner>}
          <TextAreaField name="motivo" label={DIOCESE_TEXT.motivoLabel} rows={2} maxLength={300} required />
          <div className="form-actions">
            <SubmitButton busy={motivo.form.formState.isSubmitting}>{DIOCESE_TEXT.motivoSubmit}</SubmitButton>
          </div>
        </Form>
      ) : (
        <>
          <p className="muted small">
            Motivo desta sessão: <strong>{motivo.given}</strong>{' '}
            <button type="button" className="btn btn-small" onClick={motivo.change}>
              {DIOCESE_TEXT.motivoChange}
            </button>
          </p>
          <ListFilters label="Busca de batismos" clear={list}>
            <TextFilter list={list} name="q" label="Nome" placeholder="Nome do batizado" maxLength={150} />
            <TextFilter list={list} name="pai" label="Pai" maxLength={150} />
            <TextFilter list={list} name="mae" label="Mãe" maxLength={150} />
            <TextFilter list={list} name="de" label="Batizado de" type="date" />
            <TextFilter list={list} name="ate" label="Até" type="date" />
          </ListFilters>
          {certificate.issued && (
            <IssuedCertificateBanner issued={certificate.issued} pdfLabel={DIOCESE_TEXT.certificatePdf}>
              Certidão de {certificate.issued.nome} emitida (código {certificate.issued.code}).
            </IssuedCertificateBanner>
          )}
          {asked ? (
            <ListFrame list={list} failed={DIOCESE_TEXT.baptismsFailed} loading="Buscando batismos..." empty={<EmptyState title={DIOCESE_MSG.batismosEmpty} />}>
              <DataTable list={list} columns={columns} caption="Batismos encontrados na diocese" />
            </ListFrame>
          ) : (
            <p className="muted">{DIOCESE_TEXT.baptismsAsk}</p>
          )}
        </>
      )}
    </section>
  );
}
