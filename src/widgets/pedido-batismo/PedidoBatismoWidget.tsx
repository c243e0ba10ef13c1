import { brDay, hourText } from '../../core/calendar/dates';
import { DataFrame, usePublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { DOCUMENT_FILES, PublicCheck, PublicInput, PublicSelect, PublicSubmit } from '../../core/form/PublicFields';
import { ParishMissing, positiveId } from '../../core/ui/ParishAttribute';
import { PedidoEnviado } from '../../core/ui/PedidoEnviado';
import { brl } from '../../core/format/brl';
import { fetchVagas, type Vaga, type Vagas } from './api';
import { useHold, usePedidoForm } from './usePedidoBatismo';
import { CONSENTIMENTO_BATISMO } from './consent';

/** A date or session as the family picks it: 'sábado 12/12/2026, 10h — Matriz · 3 vagas · R$ 50,00'. */
const vagaText = (v: Vaga) =>
  [
    `${brDay(v.data)}, ${hourText(v.hora)}`,
    v.local,
    `${v.vagas_livres} ${v.vagas_livres === 1 ? 'vaga' : 'vagas'}`,
    v.taxa_centavos ? brl(v.taxa_centavos) : 'sem taxa',
  ]
    .filter(Boolean)
    .join(' · ');
const choices = (vagas: Vaga[]) => vagas.filter((v) => v.vagas_livres > 0).map((v) => [String(v.id), vagaText(v)] as const);

/**
 * The baptism request for a parish website (no account, no cookies): the child with the civil birth certificate
 * (PDF or photo), the parents, the godparents, the address, the preparation course and the baptism date among
 * those with free places, and the consent to the processing of the data, its purpose stated. Once sent it shows
 * the request's code and the follow-up address, which the family also gets by e-mail.
 *
 * @tag sacra-pedido-batismo
 * @csspart base - com `data-state` = `loading`, `loaded`, `not-found` ou `unavailable`
 * @csspart title
 * @csspart form
 * @csspart done - o pedido enviado: código e link de acompanhamento
 * @cssproperty --sacra-pedido-gap
 */
export function PedidoBatismoWidget({ paroquia }: WidgetProps<'sacra-pedido-batismo'>) {
  const parish = positiveId(paroquia);
  if (!parish) return <ParishMissing className="pedido" />;
  return <PedidoBatismo paroquia={parish} />;
}

function PedidoBatismo({ paroquia }: { paroquia: number }) {
  const vagas = usePublicFetch(String(paroquia), (signal) => fetchVagas(paroquia, signal));
  const form = usePedidoForm(paroquia);
  // A fixed id: preact/compat's useId repeats ids across the element's parts.
  const titleId = 'pedido-batismo-title';
  return (
    <section part="base" className="pedido" data-state={vagas.status} aria-labelledby={titleId}>
      <h1 id={titleId} part="title">
        Pedido de batismo
      </h1>
      {form.done ? (
        <PedidoEnviado codigo={form.done.codigo} acompanhamento={form.done.acompanhamento} />
      ) : (
        <DataFrame state={vagas} loading="Carregando datas..." failed={() => 'Pedidos indisponíveis no momento.'} notFound="Paróquia não encontrada.">
          {(data) => <BatismoForm paroquia={paroquia} vagas={data} form={form} />}
        </DataFrame>
      )}
    </section>
  );
}

type Form = ReturnType<typeof usePedidoForm>;

function BatismoForm({ paroquia, vagas, form }: { paroquia: number; vagas: Vagas; form: Form }) {
  const { errors } = form;
  const cursos = choices(vagas.cursos);
  const datas = choices(vagas.datas);
  return (
    <form part="form" className="pedido-form" onSubmit={form.onSubmit}>
      <fieldset>
        <legend>Criança</legend>
        <PublicInput name="crianca_nome" label="Nome completo" errors={errors} required maxLength={150} autoComplete="off" />
        <div className="pedido-row">
          <PublicInput
            name="crianca_nascimento"
            label="Data de nascimento"
            type="date"
            errors={errors}
            required
            hint={`A criança deve ter menos de ${vagas.idade_maxima_anos} anos; mais velha, procure a catequese.`}
          />
          <PublicInput name="crianca_local_nascimento" label="Local de nascimento" errors={errors} required maxLength={200} placeholder="Cidade/UF" />
        </div>
        <PublicInput
          name="certidao_nascimento"
          label="Certidão de nascimento (PDF ou foto)"
          type="file"
          accept={DOCUMENT_FILES}
          errors={errors}
          required
          hint="PDF, JPG, PNG ou WEBP, até 10 MB."
        />
      </fieldset>
      <fieldset>
        <legend>Pais</legend>
        <Person prefix="mae" who="Mãe" errors={errors} />
        <Person prefix="pai" who="Pai" errors={errors} />
        <div className="pedido-row">
          <PublicInput
            name="email"
            label="E-mail para contato"
            type="email"
            errors={errors}
            required
            autoComplete="email"
            hint="O link de acompanhamento vai para este e-mail."
          />
          <PublicInput name="telefone" label="Telefone" type="tel" errors={errors} autoComplete="tel" inputMode="tel" placeholder="(11) 91234-5678" />
        </div>
        <PublicInput name="endereco" label="Endereço (rua, número, bairro, cidade)" errors={errors} required maxLength={300} autoComplete="street-address" />
        <div className="pedido-row">
          <PublicSelect
            name="reside_na_paroquia"
            label="A família mora no território desta paróquia?"
            options={[
              ['sim', 'Sim'],
              ['nao', 'Não'],
            ]}
            errors={errors}
            required
          />
          <PublicInput
            name="paroquia_familia"
            label="Se não, qual a paróquia da família"
            errors={errors}
            maxLength={200}
            hint="Pediremos a transferência a ela."
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Padrinhos</legend>
        <p className="small muted">Ao menos um padrinho ou uma madrinha, com 16 anos ou mais e crismado(a).</p>
        <Godparent prefix="padrinho" who="Padrinho" errors={errors} marriage={vagas.exige_casamento_padrinhos} />
        <Godparent prefix="madrinha" who="Madrinha" errors={errors} marriage={vagas.exige_casamento_padrinhos} />
      </fieldset>
      <Places paroquia={paroquia} cursos={cursos} datas={datas} errors={errors} />
      <fieldset>
        <legend>Seus dados (LGPD)</legend>
        <p className="pedido-consent">{CONSENTIMENTO_BATISMO}</p>
        <PublicCheck name="consentimento" label="Li e autorizo o tratamento dos dados para esta finalidade" errors={errors} required />
      </fieldset>
      <PublicSubmit form={form} label="Enviar pedido" className="btn btn-primary" />
    </form>
  );
}

type Choice = readonly (readonly [string, string])[];

/**
 * The course session and the baptism date: once both are picked, their places are held 15 minutes while the form
 * is filled (the hold's code goes with the request); another pick holds again.
 */
function Places({ paroquia, cursos, datas, errors }: { paroquia: number; cursos: Choice; datas: Choice; errors: Record<string, string> }) {
  const { hold, error: holdError, pick } = useHold(paroquia);
  const until = hold ? new Date(hold.expira_em).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <fieldset>
      <legend>Curso de preparação e data do batismo</legend>
      {(cursos.length === 0 || datas.length === 0) && (
        <p className="alert alert-info">
          {cursos.length === 0 ? 'Nenhuma turma do curso de preparação com vagas no momento.' : 'Nenhuma data de batismo com vagas no momento.'} Procure a
          secretaria paroquial.
        </p>
      )}
      <PublicSelect
        name="curso_id"
        label="Curso de preparação"
        options={cursos}
        errors={errors}
        required
        hint="Pais e padrinhos participam do curso."
        onChange={(e) => pick('curso_id', e.currentTarget.value)}
      />
      <PublicSelect name="data_id" label="Data do batismo" options={datas} errors={errors} required onChange={(e) => pick('data_id', e.currentTarget.value)} />
      <input type="hidden" name="reserva" value={hold?.reserva ?? ''} />
      <p className={holdError || errors.reserva ? 'field-error' : 'small muted'} role="status">
        {holdError ?? errors.reserva ?? (hold ? `Vagas reservadas para você até ${until}: envie o pedido até lá.` : '')}
      </p>
    </fieldset>
  );
}

function Person({ prefix, who, errors }: { prefix: string; who: string; errors: Record<string, string> }) {
  return (
    <div className="pedido-row">
      <PublicInput name={`${prefix}_nome`} label={`Nome — ${who}`} errors={errors} maxLength={150} />
      <PublicInput name={`${prefix}_cpf`} label={`CPF — ${who}`} errors={errors} inputMode="numeric" maxLength={14} placeholder="000.000.000-00" />
    </div>
  );
}

function Godparent({ prefix, who, errors, marriage }: { prefix: string; who: string; errors: Record<string, string>; marriage: boolean }) {
  return (
    <div className="pedido-person" role="group" aria-label={who}>
      <Person prefix={prefix} who={who} errors={errors} />
      <div className="pedido-row">
        <PublicInput name={`${prefix}_nascimento`} label={`Data de nascimento — ${who}`} type="date" errors={errors} />
        <PublicInput name={`${prefix}_telefone`} label={`Telefone — ${who}`} type="tel" errors={errors} inputMode="tel" />
      </div>
      <PublicInput name={`${prefix}_paroquia`} label={`Paróquia — ${who}`} errors={errors} maxLength={200} />
      <PublicCheck name={`${prefix}_crismado`} label={`${who} é crismado(a)`} errors={errors} />
      {marriage && <PublicCheck name={`${prefix}_casado_igreja`} label={`${who}, se casado(a), é casado(a) na Igreja`} errors={errors} />}
    </div>
  );
}
