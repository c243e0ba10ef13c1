import { DataFrame, fromQuery } from '../../../core/data';
import { Form, MaskedField, MONEY_MASK, SubmitButton, TextField, useFormSubmit, useSchemaForm } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { brl } from '../../../core/format/brl';
import { pathTo } from '../../../core/paths';
import { Banner, PageHead, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { BatismoDataBody, CursoBody, SOLICITACOES_MSG } from '../../../shared/schemas/solicitacoes';
import type { Agenda } from '../api';
import { useAgenda, useCreateVaga } from '../queries';
import type { ViewProps } from './types';

const TEXT = {
  datas: { title: 'Datas de batismo', add: 'Nova data de batismo', empty: 'Nenhuma data de batismo.', created: SOLICITACOES_MSG.dataCreated },
  cursos: { title: 'Cursos de preparação', add: 'Nova turma do curso', empty: 'Nenhuma turma do curso.', created: SOLICITACOES_MSG.cursoCreated },
};

/** /solicitacoes/datas and /solicitacoes/cursos: the baptism dates or the course sessions, with places taken and free, and a new one. */
export function AgendaView({ container, agenda }: ViewProps & { agenda: Agenda }) {
  const t = TEXT[agenda];
  const query = useAgenda(agenda);
  return (
    <section className="page" aria-labelledby="agenda-title">
      <PageHead id="agenda-title" title={t.title}>
        <ElementLink to={pathTo('/solicitacoes')} container={container} className="btn">
          Solicitações
        </ElementLink>
      </PageHead>
      <NewVaga agenda={agenda} />
      <DataFrame
        state={fromQuery(query)}
        loading="Carregando..."
        failed="Falha ao carregar"
        empty={<p className="muted">{t.empty}</p>}
        isEmpty={(d) => d.length === 0}
      >
        {(vagas) => (
          // Scrolls inside its own box on a phone (five columns), never the page; focusable so a keyboard can scroll it.
          <div className="sol-table-wrap" role="region" aria-label={`Tabela: ${t.title}`} tabIndex={0}>
            <table className="card sol-table">
              <caption className="sr-only">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Local</th>
                  <th scope="col">Vagas</th>
                  <th scope="col">Livres</th>
                  <th scope="col">Taxa</th>
                </tr>
              </thead>
              <tbody>
                {vagas.map((v) => (
                  <tr key={v.id}>
                    <th scope="row">
                      {agenda === 'cursos' ? (
                        <ElementLink to={pathTo('/solicitacoes/cursos/{id}', { id: v.id })} container={container}>
                          {`${formatDate(v.data)}, ${v.hora}`}
                        </ElementLink>
                      ) : (
                        `${formatDate(v.data)}, ${v.hora}`
                      )}
                    </th>
                    <td>{v.local ?? '—'}</td>
                    <td>{v.vagas}</td>
                    <td>{v.livres}</td>
                    <td>{v.taxa_centavos ? brl(v.taxa_centavos) : 'Sem taxa'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DataFrame>
    </section>
  );
}

function NewVaga({ agenda }: { agenda: Agenda }) {
  const create = useCreateVaga(agenda);
  const empty = { data: '', hora: '', vagas: '10', taxa_centavos: '', local: '' };
  const form = useSchemaForm(agenda === 'datas' ? BatismoDataBody : CursoBody, empty);
  const submit = useFormSubmit(form, (values) => create.mutateAsync(values), {
    failed: 'Falha ao salvar',
    onSaved: () => {
      form.reset(empty);
      toast.success(TEXT[agenda].created);
    },
  });
  return (
    <Form form={form} onSubmit={submit.onSubmit} className="card" aria-label={TEXT[agenda].add}>
      <h2>{TEXT[agenda].add}</h2>
      {submit.failure && <Banner kind="error">{submit.failure}</Banner>}
      <div className="field-row">
        <TextField name="data" label="Data" type="date" required />
        <TextField name="hora" label="Horário" type="time" required />
        <TextField name="vagas" label="Vagas" type="number" min={1} max={500} required />
        <MaskedField name="taxa_centavos" label="Taxa (R$)" mask={MONEY_MASK} />
        <TextField name="local" label="Local" maxLength={200} />
      </div>
      <SubmitButton busy={create.isPending}>Salvar</SubmitButton>
    </Form>
  );
}
