import { useParishToday } from '../../../core/calendar/parish-clock';
import { Form, MaskedField, MONEY_MASK, SelectField, TextField } from '../../../core/form';
import { DataTable, ExportLink, filterQuery, ListFilters, ListFrame, SelectFilter, TextFilter, type Column } from '../../../core/list';
import { DIZIMO_MSG, METHODS, type Contribution, type Method } from '../../../shared/schemas/dizimo';
import { apiUrl, competence, day, formatCents } from '../format';
import { useContributionList } from '../lists';
import { useCampaignChoices } from '../queries';
import { useFastEntry } from '../useFastEntry';
import { useContributionReversal } from '../useContributionReversal';
import { ReversalDialog } from '../../../core/reversal';
import type { ViewProps } from './types';
import { PageHead } from '../../../core/ui';

function columns(onReverse: (c: Contribution) => void): Column<Contribution>[] {
  return [
    { id: 'recibo', header: 'Recibo', cell: (c) => c.recibo_numero ?? 'Estorno' },
    { id: 'data', header: 'Data', cell: (c) => day(c.data) },
    {
      id: 'dizimista',
      header: 'Dizimista',
      rowHeader: true,
      cell: (c) => (c.dizimista_nome ? `${c.dizimista_nome} (${c.numero_carne})` : 'Oferta anônima'),
    },
    { id: 'competencia', header: 'Competência', cell: (c) => competence(c.competencia) },
    { id: 'forma', header: 'Forma', cell: (c) => METHODS[c.metodo as Method] ?? c.metodo },
    { id: 'campanha', header: 'Campanha', cell: (c) => c.campanha_nome ?? '—' },
    {
      id: 'valor',
      header: 'Valor',
      className: 'num',
      cell: (c) => (
        <>
          <span className={c.valor_centavos < 0 ? 'negative' : undefined}>{formatCents(c.valor_centavos)}</span>
          {c.estornada && <span className="badge badge-warn">Estornada</span>}
          {c.estorno_data && (
            <span className="muted small">
              Estornada em {day(c.estorno_data)}: {c.estorno_motivo}
            </span>
          )}
          {c.motivo && <span className="muted small">{c.motivo}</span>}
        </>
      ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (c) =>
        c.recibo_numero ? (
          <span className="row-actions">
            <a className="btn btn-small" href={apiUrl(`/api/dizimo/contribuicoes/${c.id}/recibo`)} download aria-label={`Recibo ${c.recibo_numero}`}>
              Recibo
            </a>
            {!c.estornada && (
              <button type="button" className="btn btn-small btn-danger-outline" onClick={() => onReverse(c)} aria-label={`Estornar recibo ${c.recibo_numero}`}>
                Estornar
              </button>
            )}
          </span>
        ) : null,
    },
  ];
}

/** /dizimo/contribuicoes: the fast entry for the Sunday after Mass, then the contributions by period with their totals. */
export function ContributionsView(_: ViewProps) {
  const today = useParishToday();
  const entry = useFastEntry(today);
  const campaigns = useCampaignChoices();
  const { list, totals } = useContributionList();
  const reversal = useContributionReversal((c: Contribution) => c.id);
  const campaignOptions = (campaigns.data ?? []).map((c) => [c.id, c.nome] as [number, string]);
  const filter = list.state.filter;

  return (
    <section className="page list-view" aria-labelledby="contributions-title">
      <PageHead id="contributions-title" title="Contribuições">
        <ExportLink href={apiUrl('/api/dizimo/contribuicoes/export', filterQuery(filter))} />
      </PageHead>

      <Form form={entry.form} onSubmit={entry.submit} className="card fast-entry" aria-labelledby="fast-entry-title">
        <h2 id="fast-entry-title">Lançamento rápido</h2>
        <p className="muted small">Carnê ou nome, valor, forma e Enter: o próximo lançamento começa no primeiro campo. Em branco: oferta anônima.</p>
        <div className="entry-fields">
          <FirstField entry={entry} />
          <MaskedField name="valor_centavos" label="Valor" mask={MONEY_MASK} inputMode="decimal" onInput={entry.typingAmount} />
          <SelectField name="metodo" label="Forma" options={METHODS} />
          <TextField name="competencia" label="Competência" placeholder="MM/AAAA" inputMode="numeric" maxLength={7} />
          <TextField name="data" label="Data" type="date" max={today} />
          <SelectField name="campanha_id" label="Campanha" empty="Dízimo (sem campanha)" options={campaignOptions} />
        </div>
        <div className="form-actions">
          <span className="muted small" role="status">
            {entry.count > 0 ? `${entry.count} lançado(s) nesta sessão` : ''}
          </span>
          <button type="submit" className="btn btn-primary" disabled={entry.form.formState.isSubmitting}>
            Lançar
          </button>
        </div>
      </Form>

      <ListFilters label="Filtros das contribuições" clear={list}>
        <TextFilter list={list} name="de" label="De" type="date" />
        <TextFilter list={list} name="ate" label="Até" type="date" />
        <SelectFilter list={list} name="metodo" label="Forma" all="Todas" options={Object.entries(METHODS)} />
        <SelectFilter list={list} name="campanha_id" label="Campanha" all="Todas" options={campaignOptions} />
      </ListFilters>
      {totals && (
        <p className="totals" role="status">
          Total do filtro: <strong>{formatCents(totals.valor_centavos)}</strong> em {totals.quantidade} contribuições
        </p>
      )}
      <ListFrame list={list} failed="Falha ao carregar contribuições" loading="Carregando contribuições..." empty={DIZIMO_MSG.contributionsEmpty}>
        <DataTable list={list} columns={columns(reversal.open)} caption="Contribuições" />
      </ListFrame>

      <ReversalDialog
        reversal={reversal}
        title="Estornar contribuição"
        fieldId="reversal-reason"
        message={(c) => (
          <p>
            O recibo {c.recibo_numero} ({formatCents(c.valor_centavos)}) recebe um lançamento oposto; nada é apagado.
          </p>
        )}
      />
    </section>
  );
}

/** The first field, with the tither found for what is typed (the keyboard returns here after each entry). */
function FirstField({ entry }: { entry: ReturnType<typeof useFastEntry> }) {
  const error = entry.form.formState.errors.dizimista?.message;
  return (
    <div className="field">
      <label htmlFor="entry-tither">Carnê ou nome</label>
      <input
        id="entry-tither"
        {...entry.form.register('dizimista')}
        autoComplete="off"
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby="entry-tither-found"
      />
      <p id="entry-tither-found" className={error ? 'field-error' : 'field-hint muted'}>
        {error ?? (entry.match ? `${entry.match.nome} (carnê ${entry.match.numero_carne})` : ' ')}
      </p>
    </div>
  );
}
