import { Form, SubmitButton } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { useUser } from '../../../core/session/SignedIn';
import { Banner } from '../../../core/ui';
import { RELIGIOES, type Casamento, type Noivo } from '../../../shared/schemas/casamentos';
import { TEXT } from '../text';
import { useCasamentoForm } from '../useCasamentoForm';
import { CasamentoFields } from './CasamentoFields';

interface Props {
  casamento: Casamento;
  write: boolean;
  container?: HTMLElement | ShadowRoot;
}

/** The couple and the wedding: a form for those who write an open file, what was recorded for the others. */
export function DadosTab({ casamento, write, container }: Props) {
  return write ? <DadosForm casamento={casamento} container={container} /> : <DadosRead casamento={casamento} />;
}

function DadosForm({ casamento, container }: Omit<Props, 'write'>) {
  const f = useCasamentoForm(casamento, container);
  return (
    <>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-label={TEXT.tabs.dados}>
        <CasamentoFields />
        <div className="form-actions">
          <SubmitButton busy={f.form.formState.isSubmitting}>{TEXT.saveChanges}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

const or = (v: string | null) => v || TEXT.notInformed;
const day = (v: string | null) => (v ? formatDate(v) : TEXT.notInformed);

function DadosRead({ casamento: c }: { casamento: Casamento }) {
  return (
    <>
      {([1, 2] as const).map((n) => (
        <NoivoRead key={n} n={n} noivo={n === 1 ? c.conjuge1 : c.conjuge2} />
      ))}
      <section className="card" aria-labelledby="wedding-title">
        <h2 id="wedding-title">{TEXT.wedding}</h2>
        <dl className="fields">
          <Item label={TEXT.weddingDay} value={day(c.data_prevista)} />
          <Item label={TEXT.weddingTime} value={or(c.hora_prevista)} />
          <Item label={TEXT.church} value={or(c.ent_name)} />
          <Item label={TEXT.celebrant} value={or(c.celebrante)} />
          <Item label={TEXT.witness(1)} value={or(c.testemunha1)} />
          <Item label={TEXT.witness(2)} value={or(c.testemunha2)} />
          <Item label={TEXT.civilEffect} value={c.efeito_civil ? TEXT.yes : TEXT.no} />
          <Item label={TEXT.notes} value={or(c.observacoes)} />
        </dl>
      </section>
    </>
  );
}

/** The baptism parish: typed, this one, or another of the portal (its name comes with the file). */
function useBaptismParish(p: Noivo) {
  const own = useUser().paroquia?.id;
  if (!p.paroquia_batismo_id) return or(p.paroquia_batismo);
  return p.paroquia_batismo_id === own ? TEXT.thisParish : (p.paroquia_batismo_nome ?? or(p.paroquia_batismo));
}

function NoivoRead({ n, noivo: p }: { n: 1 | 2; noivo: Noivo }) {
  const id = `noivo-${n}-title`;
  const baptismParish = useBaptismParish(p);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{`${TEXT.spouse(n)}: ${p.nome}`}</h2>
      <dl className="fields">
        <Item label={TEXT.birth} value={day(p.nascimento)} />
        <Item label={TEXT.father} value={or(p.pai)} />
        <Item label={TEXT.mother} value={or(p.mae)} />
        <Item label={TEXT.religion} value={RELIGIOES[p.religiao]} />
        <Item label={TEXT.previousBond} value={p.vinculo_anterior ? TEXT.yes : TEXT.no} />
        <Item label={TEXT.residenceParish} value={p.reside_na_paroquia ? TEXT.thisParish : or(p.paroquia_residencia)} />
        <Item label={TEXT.baptismParish} value={baptismParish} />
        <Item label={TEXT.baptismDate} value={day(p.data_batismo)} />
      </dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
