import { brDay, hourText } from '../../core/calendar/dates';
import { DataFrame, usePublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { brl } from '../../core/format/brl';
import { PixCode } from '../../core/ui/PixCode';
import { FieldFrame } from '../../core/form/FieldFrame';
import { PublicSubmit } from '../../core/form/PublicFields';
import { certidaoUrl, fetchAcompanhamento, type Acompanhamento } from './api';
import { useRespostaForm } from './useResposta';

const when = (q: { data: string; hora: string; local: string | null }) => [`${brDay(q.data)}, ${hourText(q.hora)}`, q.local].filter(Boolean).join(' — ');
const instant = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The follow-up page of a baptism or certificate request, at the one-time secret address the e-mail gave (no
 * account): the state, the chosen course and date, the fee's PIX until it is paid, the office's messages, and
 * the certificate to download once issued and paid. A guessed or expired address says only 'not found'.
 *
 * @tag sacra-acompanhamento
 * @csspart base - com `data-state` = `loading`, `loaded`, `not-found` ou `unavailable`
 * @csspart title
 * @csspart state
 * @csspart pix
 * @csspart messages
 */
export function AcompanhamentoWidget({ segredo = '' }: WidgetProps<'sacra-acompanhamento'>) {
  const pedido = usePublicFetch(segredo, (signal) => fetchAcompanhamento(segredo, signal));
  // A fixed id: preact/compat's useId repeats ids across the element's parts.
  const titleId = 'acompanhamento-title';
  return (
    <section part="base" className="acompanhamento" data-state={pedido.status} aria-labelledby={titleId}>
      <h1 id={titleId} part="title">
        Acompanhamento do pedido
      </h1>
      <DataFrame
        state={pedido}
        loading="Carregando pedido..."
        failed={() => 'Não foi possível carregar o pedido agora. Tente novamente.'}
        notFound="Pedido não encontrado. Confira o link recebido por e-mail."
      >
        {(p) => <Pedido pedido={p} segredo={segredo} reload={pedido.retry} />}
      </DataFrame>
    </section>
  );
}

function Pedido({ pedido: p, segredo, reload }: { pedido: Acompanhamento; segredo: string; reload: () => void }) {
  return (
    <>
      <dl className="ac-facts">
        <dt>Pedido</dt>
        <dd>{`${p.tipo === 'batismo' ? 'Batismo' : 'Certidão'} de ${p.nome} — ${p.codigo}`}</dd>
        <dt>Paróquia</dt>
        <dd>{p.paroquia}</dd>
        <dt>Situação</dt>
        <dd part="state" className="ac-state">
          {p.estado_rotulo}
        </dd>
        {p.curso && (
          <>
            <dt>Curso de preparação</dt>
            <dd>{when(p.curso)}</dd>
          </>
        )}
        {p.data && (
          <>
            <dt>Data do batismo</dt>
            <dd>{when(p.data)}</dd>
          </>
        )}
      </dl>
      {p.vaga_liberada && (
        <p className="alert alert-error" role="alert">
          O prazo de pagamento passou e a vaga foi liberada. Fale com a secretaria para escolher outra data.
        </p>
      )}
      {p.valor_centavos > 0 && !p.vaga_liberada && <Taxa pix={p.pix} valor={p.valor_centavos} pago={p.pago} prazo={p.prazo_pagamento} />}
      {p.resposta && <p className="alert alert-info ac-text">{p.resposta}</p>}
      {p.certidao ? (
        <div className="alert alert-success">
          <p>{`Certidão emitida (código ${p.certidao.codigo}).`}</p>
          <a className="btn btn-primary" href={certidaoUrl(p.certidao.url)} download>
            Baixar certidão (PDF)
          </a>
        </div>
      ) : (
        // The server gives the certificate's address only once it may be downloaded (the fee paid).
        p.tipo === 'certidao' &&
        p.estado === 'emitido' && <p className="alert alert-success">Certidão emitida. O download fica disponível depois do pagamento da taxa.</p>
      )}
      <section part="messages" className="ac-messages" aria-labelledby="ac-messages-title">
        <h2 id="ac-messages-title">Mensagens da secretaria</h2>
        {p.mensagens.length === 0 ? (
          <p className="muted">Nenhuma mensagem ainda.</p>
        ) : (
          <ul>
            {p.mensagens.map((m) => (
              <li key={`${m.criado_em}-${m.texto}`}>
                <p className="small muted">{`${m.de === 'paroquia' ? 'Secretaria' : 'Você'} · ${instant(m.criado_em)}`}</p>
                <p className="ac-text">{m.texto}</p>
              </li>
            ))}
          </ul>
        )}
        {p.estado !== 'cancelado' && <Resposta key={p.mensagens.length} segredo={segredo} onSent={reload} />}
      </section>
    </>
  );
}

function Taxa({ pix, valor, pago, prazo }: { pix: { payload: string } | null; valor: number; pago: boolean; prazo: string | null }) {
  if (pago || !pix)
    return (
      <p className="alert alert-success" role="status">
        {`Taxa de ${brl(valor)} paga. Obrigado!`}
      </p>
    );
  return (
    <section part="pix" className="ac-pix" aria-labelledby="ac-pix-title">
      <h2 id="ac-pix-title">{`Taxa: ${brl(valor)}`}</h2>
      <p>
        {`Pague pelo PIX abaixo${prazo ? ` até ${instant(prazo)}` : ''}: a paróquia confirma o pagamento pelo extrato do banco.`}
        {prazo ? ' Sem o pagamento no prazo, a vaga é liberada.' : ''}
      </p>
      <PixCode payload={pix.payload} />
    </section>
  );
}

/** The family's reply to the office: kept with the request, the office is told; the page reloads to show it. */
function Resposta({ segredo, onSent }: { segredo: string; onSent: () => void }) {
  const form = useRespostaForm(segredo, onSent);
  return (
    <form className="ac-reply" onSubmit={form.onSubmit} aria-label="Responder à secretaria">
      <FieldFrame id="ac-texto" label="Sua mensagem à secretaria" error={form.errors.texto}>
        {(control) => <textarea name="texto" rows={3} maxLength={2000} required {...control} />}
      </FieldFrame>
      <PublicSubmit form={form} label="Enviar mensagem" />
    </form>
  );
}
