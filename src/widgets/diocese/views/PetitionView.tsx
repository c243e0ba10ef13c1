import { Fragment, useId, useState } from 'react';
import { apiUrl } from '../../../core/api/url';
import { DataFrame, fromQuery } from '../../../core/data';
import { FileButton, ModalForm, requiredLabel, SelectField, TextAreaField } from '../../../core/form';
import { formatDate, formatDateTime, formatSize } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { Banner, Options } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIOCESE_MSG, ESTADOS_FINAIS, type PeticaoDetalhe, type PeticaoTipoConfig } from '../../../shared/schemas/diocese';
import { History } from '../components/History';
import { StateBadge } from '../components/StateBadge';
import { useDiocese, usePeticao } from '../queries';
import { DIOCESE_TEXT, RESPOSTAS } from '../text';
import { useAnswerForm, useDocumentUpload } from '../usePetitionActions';
import { DOCUMENT_ACCEPT } from './PetitionFormView';
import type { ViewProps } from './types';

type Props = ViewProps & { id: number; office: boolean };

/**
 * A petition's page: what was asked, its documents, its history and, once decided, the decree (PDF and its public
 * verification). The parish adds documents while it is open; the chancery ('received-petition') answers it.
 */
export function PetitionView({ container, id, office }: Props) {
  const petition = usePeticao(id);
  const back = office ? pathTo('/diocese/peticoes') : pathTo('/pedidos-curia');
  return (
    <DataFrame
      state={fromQuery(petition)}
      loading="Carregando pedido..."
      failed={DIOCESE_TEXT.petitionLoadFailed}
      empty={
        <section className="page" aria-labelledby="petition-missing-title">
          <h1 id="petition-missing-title">Pedido</h1>
          <Banner kind="error">{DIOCESE_MSG.peticaoNotFound}</Banner>
          <ElementLink to={back} container={container} className="btn">
            Voltar aos pedidos
          </ElementLink>
        </section>
      }
      isEmpty={(found) => found === null}
    >
      {(found) => <Petition petition={found!} office={office} back={back} container={container} />}
    </DataFrame>
  );
}

function Petition({ petition: p, office, back, container }: { petition: PeticaoDetalhe; office: boolean; back: string; container: ViewProps['container'] }) {
  const [answering, setAnswering] = useState(false);
  const open = !ESTADOS_FINAIS.includes(p.estado);
  const config = useDiocese().data?.tipos.find((t) => t.tipo === p.tipo);
  return (
    <article className="page" aria-labelledby="petition-title">
      <header className="page-head">
        <div>
          <h1 id="petition-title">
            Pedido {p.protocolo} <StateBadge estado={p.estado} />
          </h1>
          <p className="muted">
            {p.tipo_nome} · {p.paroquia_nome} · enviado em {formatDateTime(p.criado_em)} por {p.criado_por_nome}
            {open && ` · resposta prevista até ${formatDate(p.prazo)}`}
          </p>
        </div>
        <div className="head-actions">
          {office && open && (
            <button type="button" className="btn btn-primary" onClick={() => setAnswering(true)}>
              {DIOCESE_TEXT.answer}
            </button>
          )}
          <ElementLink to={back} container={container} className="btn">
            Voltar aos pedidos
          </ElementLink>
        </div>
      </header>
      {p.decreto && (
        <Banner kind={p.estado === 'deferido' ? 'success' : 'info'}>
          Decreto nº {p.decreto.numero}, de {formatDate(p.decreto.emitido_em.slice(0, 10))}. Código de verificação:{' '}
          <strong className="code">{p.decreto.codigo}</strong>.{' '}
          <a href={apiUrl(p.decreto.url)} download>
            {DIOCESE_TEXT.decreePdf}
          </a>{' '}
          ·{' '}
          <a href={pathTo('/decretos/{codigo}', { codigo: p.decreto.codigo })} target="_blank" rel="noopener">
            Ver a verificação pública
          </a>
        </Banner>
      )}
      <section className="card" aria-labelledby="petition-body-title">
        <h2 id="petition-body-title">{p.assunto}</h2>
        <p className="petition-text">{p.texto}</p>
        <Fields petition={p} config={config} />
      </section>
      <Documents petition={p} config={config} canAdd={open && !office} />
      <History petition={p} />
      {answering && <AnswerDialog id={p.id} onClose={() => setAnswering(false)} />}
    </article>
  );
}

function Fields({ petition: p, config }: { petition: PeticaoDetalhe; config: PeticaoTipoConfig | undefined }) {
  const entries = Object.entries(p.campos).filter(([, v]) => v);
  if (!entries.length && p.registro_id === null && p.processo_id === null) return null;
  return (
    <dl className="petition-fields">
      {p.registro_id !== null && (
        <>
          <dt>Registro a retificar</dt>
          <dd>nº {p.registro_id}</dd>
        </>
      )}
      {p.processo_id !== null && (
        <>
          <dt>Processo matrimonial</dt>
          <dd>nº {p.processo_id}</dd>
        </>
      )}
      {entries.map(([chave, valor]) => (
        <Fragment key={chave}>
          <dt>{config?.campos.find((c) => c.chave === chave)?.rotulo ?? chave}</dt>
          <dd>{valor}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Documents({ petition: p, config, canAdd }: { petition: PeticaoDetalhe; config: PeticaoTipoConfig | undefined; canAdd: boolean }) {
  const upload = useDocumentUpload(p.id);
  const selectId = useId();
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">Documentos</h2>
      {p.documentos_faltando.length > 0 && <Banner kind="info">Faltam: {p.documentos_faltando.join(', ')}.</Banner>}
      {p.documentos.length === 0 ? (
        <p className="muted">Nenhum documento anexado.</p>
      ) : (
        <ul className="documents">
          {p.documentos.map((d) => (
            <li key={d.id}>
              <a href={apiUrl(d.url)} target="_blank" rel="noopener">
                {d.nome}
              </a>{' '}
              <span className="muted small">
                {config?.documentos.find((c) => c.chave === d.chave)?.rotulo ?? 'Outro documento'} · {formatSize(d.tamanho)} · {d.enviado_por_nome},{' '}
                {formatDateTime(d.enviado_em)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="field-row diocese-actions">
          <div className="field">
            <label htmlFor={selectId}>Qual documento</label>
            <select id={selectId} value={upload.chave} onChange={(e) => upload.setChave(e.target.value)}>
              <option value="">Outro documento</option>
              <Options choices={(config?.documentos ?? []).map((d) => [d.chave, d.rotulo] as const)} />
            </select>
          </div>
          <FileButton
            label={upload.busy ? 'Enviando...' : 'Anexar documento'}
            accept={DOCUMENT_ACCEPT}
            disabled={upload.busy}
            onFiles={(files) => files[0] && upload.upload(files[0])}
          />
        </div>
      )}
    </section>
  );
}

/** 'Responder': in analysis, documents asked of the parish, or the decision (granted or refused), which issues the decree. */
function AnswerDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const answer = useAnswerForm(id, onClose);
  return (
    <ModalForm title={DIOCESE_TEXT.answerTitle} submit="Enviar resposta" controller={answer} onClose={onClose} className="form">
      <SelectField name="estado" label={requiredLabel('Resposta')} empty="Escolha a resposta" required options={RESPOSTAS} />
      <TextAreaField
        name="texto"
        label={requiredLabel('Texto')}
        rows={6}
        maxLength={10_000}
        required
        hint="Deferido ou indeferido: o texto do decreto, assinado pelo chanceler. Documentos pedidos: o que falta."
      />
    </ModalForm>
  );
}
