import { useState } from 'react';
import { failureText } from '../../../core/api/errors';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextAreaField, TextField, useFormSubmit, useSchemaForm } from '../../../core/form';
import { formatDate, formatDateTime } from '../../../core/format';
import { brl } from '../../../core/format/brl';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { Banner, EmptyState, PageHead, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { ARQUIVOS, BatizarBody, MensagemBody, SOLICITACAO_TIPOS, SOLICITACOES_MSG, type Solicitacao } from '../../../shared/schemas/solicitacoes';
import { FILES } from '../api';
import { EstadoBadge } from '../EstadoBadge';
import { useBatizar, useEmitir, useSendMensagem, useSolicitacao, useUpdateSolicitacao } from '../queries';
import { CancelDialog, RemarcarDialog } from './RequestDialogs';
import { idOf, type ViewProps } from './types';

/** /solicitacoes/{id}: the request, its rule checks, its files and fee, the office's answer ('batizado', 'emitir'), and the messages. */
export function RequestView({ container, solicitacaoId }: ViewProps & { solicitacaoId?: string }) {
  const id = idOf(solicitacaoId) ?? 0;
  const query = useSolicitacao(id);
  const missing = <EmptyState title={SOLICITACOES_MSG.notFound} />;
  return (
    <DataFrame
      state={fromQuery(query)}
      loading="Carregando solicitação..."
      failed="Falha ao carregar solicitação"
      notFound={missing}
      empty={missing}
      isEmpty={(s) => s === null}
    >
      {(s) => s && <Request s={s} container={container} />}
    </DataFrame>
  );
}

function Request({ s, container }: ViewProps & { s: Solicitacao }) {
  const writer = can(useUser(), 'solicitacoesWrite');
  return (
    <section className="page sol-request" aria-labelledby="sol-title">
      <PageHead id="sol-title" title={`${SOLICITACAO_TIPOS[s.tipo]} — ${s.nome}`}>
        <ElementLink to={pathTo('/solicitacoes')} container={container} className="btn">
          Voltar
        </ElementLink>
      </PageHead>
      <div className="card">
        <p>
          <EstadoBadge estado={s.estado} /> <span className="muted">{`${s.codigo} · recebido em ${formatDateTime(s.criado_em)}`}</span>
        </p>
        <dl className="sol-facts">
          <dt>Quem pede</dt>
          <dd>{`${s.requerente} · ${s.email}${s.telefone ? ` · ${s.telefone}` : ''}`}</dd>
          {s.batismo && (
            <>
              <dt>Criança</dt>
              <dd>{`${s.batismo.crianca_nome}, nascida em ${formatDate(s.batismo.crianca_nascimento)} (${s.batismo.crianca_local_nascimento})`}</dd>
              <dt>Pais</dt>
              <dd>{[s.batismo.mae_nome, s.batismo.pai_nome].filter(Boolean).join(' e ')}</dd>
              <dt>Padrinhos</dt>
              <dd>{[s.batismo.padrinho?.nome, s.batismo.madrinha?.nome].filter(Boolean).join(' e ')}</dd>
            </>
          )}
          {s.certidao && (
            <>
              <dt>Finalidade</dt>
              <dd>{s.certidao.finalidade_descricao ?? s.certidao.finalidade}</dd>
            </>
          )}
          {s.curso && (
            <>
              <dt>Curso</dt>
              <dd>{`${formatDate(s.curso.data)}, ${s.curso.hora}${s.curso.local ? ` — ${s.curso.local}` : ''}`}</dd>
            </>
          )}
          {s.data && (
            <>
              <dt>Data do batismo</dt>
              <dd>{`${formatDate(s.data.data)}, ${s.data.hora}${s.data.local ? ` — ${s.data.local}` : ''}`}</dd>
            </>
          )}
          <dt>Taxa</dt>
          <dd>{s.valor_centavos === 0 ? 'Sem taxa' : `${brl(s.valor_centavos)} · ${s.pago ? `paga${s.pago_por ? ` (${s.pago_por})` : ''}` : 'a pagar'}`}</dd>
          {s.registro && (
            <>
              <dt>Registro</dt>
              <dd>{`${s.registro.nome}: livro ${s.registro.livro}, folha ${s.registro.folha}, termo ${s.registro.termo}`}</dd>
            </>
          )}
          {s.resposta && (
            <>
              <dt>Resposta à família</dt>
              <dd className="sol-text">{s.resposta}</dd>
            </>
          )}
          {s.certidao_codigo && (
            <>
              <dt>Certidão</dt>
              <dd>{s.certidao_codigo}</dd>
            </>
          )}
        </dl>
        <ul className="sol-files">
          {s.arquivos.map((a) => (
            <li key={a.campo}>
              <a href={FILES.arquivo(s.id, a.campo)} target="_blank" rel="noopener">
                {ARQUIVOS[a.campo]}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {s.regras.length > 0 && (
        <section className="card" aria-labelledby="sol-rules">
          <h2 id="sol-rules">Conferência das regras da paróquia</h2>
          <ul className="sol-rules">
            {s.regras.map((r) => (
              <li key={r.regra + r.texto} className={r.ok ? 'rule-ok' : 'rule-fail'}>
                <span className={`badge ${r.ok ? 'badge-ok' : 'badge-danger'}`}>{r.ok ? 'OK' : 'Atenção'}</span> {r.texto}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Actions s={s} writer={writer} />
      <Mensagens s={s} />
    </section>
  );
}

function Actions({ s, writer }: { s: Solicitacao; writer: boolean }) {
  const update = useUpdateSolicitacao(s.id);
  const emitir = useEmitir(s.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'remarcar' | 'cancelar' | null>(null);
  const closed = ['batizado', 'cancelado', 'entregue'].includes(s.estado);
  async function run(action: () => Promise<{ message?: string }>, failed: string) {
    setFailure(null);
    try {
      const answer = await action();
      toast.success(answer.message ?? SOLICITACOES_MSG.updated);
    } catch (error) {
      setFailure(failureText(failed, error));
    }
  }
  if (closed) return null;
  return (
    <section className="card" aria-labelledby="sol-actions">
      <h2 id="sol-actions">Atender</h2>
      {failure && (
        <Banner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </Banner>
      )}
      <div className="sol-buttons">
        {s.valor_centavos > 0 && !s.pago && (
          <button
            type="button"
            className="btn"
            disabled={update.isPending}
            onClick={() => void run(() => update.mutateAsync({ pago: true }), 'Falha ao registrar pagamento')}
          >
            Marcar taxa como paga
          </button>
        )}
        {writer && s.tipo === 'batismo' && ['novo', 'documentos_pendentes'].includes(s.estado) && (
          <>
            <button type="button" className="btn" onClick={() => void run(() => update.mutateAsync({ estado: 'documentos_pendentes' }), 'Falha ao salvar')}>
              Documentos pendentes
            </button>
            <button type="button" className="btn" onClick={() => void run(() => update.mutateAsync({ estado: 'curso' }), 'Falha ao salvar')}>
              Confirmar: curso
            </button>
          </>
        )}
        {writer && s.tipo === 'batismo' && s.estado === 'curso' && (
          <button type="button" className="btn" onClick={() => void run(() => update.mutateAsync({ estado: 'agendado' }), 'Falha ao salvar')}>
            Confirmar: agendado
          </button>
        )}
        {writer && s.tipo === 'certidao' && s.estado === 'encontrado' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={emitir.isPending}
            onClick={() => void run(() => emitir.mutateAsync(), 'Falha ao emitir certidão')}
          >
            Emitir certidão
          </button>
        )}
        {writer && s.tipo === 'certidao' && s.estado === 'emitido' && s.certidao?.retirada === 'balcao' && (
          <button type="button" className="btn" onClick={() => void run(() => update.mutateAsync({ estado: 'entregue' }), 'Falha ao salvar')}>
            Entregue na secretaria
          </button>
        )}
        {writer && s.tipo === 'batismo' && ['novo', 'documentos_pendentes', 'curso', 'agendado'].includes(s.estado) && (
          <button type="button" className="btn" onClick={() => setDialog('remarcar')}>
            Mudar data ou turma
          </button>
        )}
        {writer && (
          <button type="button" className="btn btn-danger-outline" onClick={() => setDialog('cancelar')}>
            Cancelar solicitação
          </button>
        )}
      </div>
      {dialog === 'remarcar' && <RemarcarDialog s={s} onClose={() => setDialog(null)} />}
      {dialog === 'cancelar' && <CancelDialog s={s} onClose={() => setDialog(null)} />}
      {writer && s.tipo === 'certidao' && s.estado === 'novo' && <Sugestoes s={s} run={run} />}
      {writer && s.tipo === 'batismo' && s.estado === 'agendado' && <Batizar s={s} />}
    </section>
  );
}

type Run = (action: () => Promise<{ message?: string }>, failed: string) => Promise<void>;

/** A certificate request: the book's entries that look like it, one to use, or 'não encontrado' with what was searched. */
function Sugestoes({ s, run }: { s: Solicitacao; run: Run }) {
  const update = useUpdateSolicitacao(s.id);
  return (
    <div className="sol-sugestoes">
      <h3>Registros sugeridos</h3>
      {s.sugestoes.length === 0 ? (
        <p className="muted">Nenhum registro parecido nos livros.</p>
      ) : (
        <ul>
          {s.sugestoes.map((r) => (
            <li key={r.id}>
              {`${r.nome} — ${formatDate(r.data)}, livro ${r.livro}, folha ${r.folha}, termo ${r.termo}`}{' '}
              <button type="button" className="btn btn-small" onClick={() => void run(() => update.mutateAsync({ registro_id: r.id }), 'Falha ao salvar')}>
                {`Usar este registro: ${r.nome}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-danger-outline"
        onClick={() => void run(() => update.mutateAsync({ estado: 'nao_encontrado' }), 'Falha ao salvar')}
      >
        Não encontrado
      </button>
    </div>
  );
}

/** 'Batizado': the entry written in the book from the request, in one step. */
function Batizar({ s }: { s: Solicitacao }) {
  const batizar = useBatizar(s.id);
  const form = useSchemaForm(BatizarBody, { data: s.data?.data ?? '', celebrante: '', local: s.data?.local ?? '' });
  const submit = useFormSubmit(form, (values) => batizar.mutateAsync(values), {
    failed: 'Falha ao registrar o batismo',
    onSaved: (answer) => void toast.success(answer.message),
  });
  return (
    <Form form={form} onSubmit={submit.onSubmit} aria-label="Registrar o batismo no livro" className="sol-batizar">
      <h3>Batizado: registrar no livro</h3>
      {submit.failure && <Banner kind="error">{submit.failure}</Banner>}
      <div className="field-row">
        <TextField name="data" label="Data" type="date" />
        <TextField name="celebrante" label="Celebrante" required maxLength={150} />
        <TextField name="local" label="Local" maxLength={200} />
      </div>
      <SubmitButton busy={batizar.isPending} busyText="Registrando...">
        Registrar batismo
      </SubmitButton>
    </Form>
  );
}

function Mensagens({ s }: { s: Solicitacao }) {
  const send = useSendMensagem(s.id);
  const form = useSchemaForm(MensagemBody, { texto: '' });
  const submit = useFormSubmit(form, (values) => send.mutateAsync(values), {
    failed: 'Falha ao enviar mensagem',
    onSaved: () => {
      form.reset({ texto: '' });
      toast.success(SOLICITACOES_MSG.mensagemSent);
    },
  });
  return (
    <section className="card" aria-labelledby="sol-messages">
      <h2 id="sol-messages">Mensagens à família</h2>
      {s.mensagens.length === 0 ? (
        <p className="muted">Nenhuma mensagem.</p>
      ) : (
        <ul className="sol-messages">
          {s.mensagens.map((m) => (
            <li key={m.id}>
              <p className="small muted">{`${m.de === 'paroquia' ? (m.autor ?? 'Secretaria') : 'Família'} · ${formatDateTime(m.criado_em)}`}</p>
              <p className="sol-text">{m.texto}</p>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={submit.onSubmit} aria-label="Nova mensagem">
        {submit.failure && <Banner kind="error">{submit.failure}</Banner>}
        <TextAreaField name="texto" label="Mensagem (vai por e-mail)" rows={3} maxLength={2000} required />
        <SubmitButton busy={send.isPending} busyText="Enviando...">
          Enviar mensagem
        </SubmitButton>
      </Form>
    </section>
  );
}
