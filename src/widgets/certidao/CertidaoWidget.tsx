import { useId, useState } from 'react';
import type { ElementProps } from '../../core/elements/define-light';
import { navigate } from '../../core/elements/events';
import { Spinner } from '../../core/ui/Spinner';
import type { Verification } from './api';
import { useVerification } from './useVerification';

export interface CertidaoWidgetProps extends ElementProps {
  /** The verification code printed on the certificate ('K7Q2-M9XD-4HTA-P0WE'); without it, only the form. */
  codigo?: string;
}

/** '2026-11-26' -> '26/11/2026'. */
const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The public verification of a sacramental certificate (no sign-in): the parish that issued it, its kind,
 * the name, the day, and whether the record was annulled since; nothing else about the person. The QR code
 * of every certificate opens it at /certidoes/{codigo}; a form takes a code typed from the paper.
 *
 * @tag sacra-certidao
 * @attr {string} codigo - o código de verificação impresso na certidão
 * @csspart base - com `data-state` = `idle`, `loading`, `found`, `not-found` ou `failed`
 * @csspart result
 * @csspart form
 */
export function CertidaoWidget({ codigo = '', container }: CertidaoWidgetProps) {
  const code = codigo.trim().toUpperCase();
  const { state, retry } = useVerification(code);
  const titleId = useId();
  return (
    <section part="base" className="certidao" data-state={state.kind} aria-labelledby={titleId}>
      <h1 id={titleId}>Verificação de certidão</h1>
      {state.kind === 'loading' && <Spinner label="Verificando..." />}
      {state.kind === 'found' && <Result certificate={state.certificate} />}
      {state.kind === 'not-found' && (
        <p className="alert alert-error" role="alert">
          {state.text}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="alert alert-error" role="alert">
          {state.text}{' '}
          <button type="button" className="btn btn-small" onClick={retry}>
            Tentar novamente
          </button>
        </p>
      )}
      <CodeForm initial={code} onCode={(typed) => navigate(container, `/certidoes/${encodeURIComponent(typed)}`)} />
    </section>
  );
}

function Result({ certificate: c }: { certificate: Verification }) {
  return (
    <div part="result" className={`result ${c.anulado ? 'result-annulled' : 'result-valid'}`} role="status">
      <p className="verdict">
        {c.anulado
          ? 'Atenção: o registro desta certidão foi anulado depois da emissão. A certidão não é mais válida.'
          : 'Certidão válida: emitida pela paróquia abaixo, e o registro não foi anulado.'}
      </p>
      <dl>
        <dt>Código</dt>
        <dd className="code">{c.codigo}</dd>
        <dt>Paróquia</dt>
        <dd>{c.paroquia}</dd>
        <dt>Certidão de</dt>
        <dd>{c.tipo}</dd>
        <dt>Nome</dt>
        <dd>{c.nome}</dd>
        <dt>Emitida em</dt>
        <dd>{day(c.emitida_em)}</dd>
      </dl>
    </div>
  );
}

function CodeForm({ initial, onCode }: { initial: string; onCode: (code: string) => void }) {
  const [typed, setTyped] = useState(initial);
  const inputId = useId();
  return (
    <form
      part="form"
      className="code-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim()) onCode(typed.trim().toUpperCase());
      }}
    >
      <label htmlFor={inputId}>Código de verificação</label>
      <div className="code-row">
        <input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="XXXX-XXXX-XXXX-XXXX" maxLength={19} autoComplete="off" spellCheck={false} required />
        <button type="submit" className="btn btn-primary">
          Verificar
        </button>
      </div>
    </form>
  );
}
