import { useId, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { DataFrame, usePublicFetch, type PublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { emit } from '../../core/elements/events';
import { normalizeCertificateCode } from '../../shared/certificate-code';
import { pathTo } from '../../core/paths';
import { verifyDocument, type CourseVerification, type DecreeVerification, type Verification } from './api';

/** '2026-11-26' -> '26/11/2026'. */
const day = (iso: string) => iso.split('-').reverse().join('/');
/** A code as typed from the paper ('k7q2m9xd4htap0we', spaces, lower case) in its printed form; anything else as typed. */
const printed = (typed: string) => normalizeCertificateCode(typed) ?? typed.trim().toUpperCase();

/** The element's documented `data-state` for each state of the answer ('idle' before any code). */
const STATES: Record<PublicFetch<unknown>['status'], string> = { loading: 'loading', loaded: 'found', 'not-found': 'not-found', unavailable: 'failed' };
const failed = (error: unknown) => errorText(error, 'Não foi possível verificar agora. Tente novamente.');

type Documento = NonNullable<WidgetProps<'sacra-certidao'>['documento']>;

/** The portal's page of a document's verification. */
const pageOf = (documento: Documento, codigo: string) =>
  documento === 'decreto'
    ? pathTo('/decretos/{codigo}', { codigo })
    : documento === 'curso'
      ? pathTo('/certificados-curso/{codigo}', { codigo })
      : pathTo('/certidoes/{codigo}', { codigo });

const TITLES: Record<Documento, string> = {
  certidao: 'Verificação de certidão',
  decreto: 'Verificação de decreto',
  curso: 'Verificação de certificado do curso',
};

/**
 * The public verification of a sacramental certificate (no sign-in): the parish that issued it, its kind,
 * the name, the day, whether the record was annulled or corrected since, and the sacrament's date with
 * its book, page and entry as printed (a forged PDF differs); nothing else about the person. The QR code
 * of every certificate opens it at /certidoes/{codigo}; a form takes a code typed from the paper, with
 * or without dashes, in any case. On another site (`api`), a code typed is verified in place. `documento`
 * verifies a chancery's decree (/decretos) or a baptism preparation course's certificate (/certificados-curso) instead.
 *
 * @tag sacra-certidao
 * @csspart base - com `data-state` = `idle`, `loading`, `found`, `not-found` ou `failed`
 * @csspart result
 * @csspart form
 */
export function CertidaoWidget({ codigo = '', documento = 'certidao', container }: WidgetProps<'sacra-certidao'>) {
  // A code typed here when no portal host routes the page (the element on a parish's site): verified in place,
  // until the `codigo` attribute it was typed over changes.
  const [typed, setTypedOver] = useState<{ over: string; code: string } | null>(null);
  const setTyped = (code: string) => setTypedOver({ over: codigo, code });
  const code = printed(typed?.over === codigo ? typed.code : codigo);
  const check = usePublicFetch(`${documento}:${code}`, (signal) => verifyDocument(documento, code, signal));
  const titleId = useId();
  return (
    <section part="base" className="certidao" data-state={code ? STATES[check.status] : 'idle'} aria-labelledby={titleId}>
      <h1 id={titleId}>{TITLES[documento]}</h1>
      {code && (
        <DataFrame state={check} loading="Verificando..." failed={failed} notFound={failed}>
          {(found) =>
            found &&
            ('numero' in found ? <DecreeResult decree={found} /> : 'valido_ate' in found ? <CourseResult course={found} /> : <Result certificate={found} />)
          }
        </DataFrame>
      )}
      <CodeForm
        initial={code}
        onCode={(next) => {
          const routed = !emit(container, 'sacra-request-navigate', { path: pageOf(documento, next) });
          if (!routed) setTyped(next);
        }}
      />
    </section>
  );
}

function Result({ certificate: c }: { certificate: Verification }) {
  return (
    <div part="result" className={`result ${c.anulado ? 'result-annulled' : c.retificado ? 'result-corrected' : 'result-valid'}`} role="status">
      <p className="verdict">
        {c.anulado
          ? 'Atenção: o registro desta certidão foi anulado depois da emissão. A certidão não é mais válida.'
          : c.retificado
            ? 'Atenção: o registro foi retificado após a emissão desta certidão. Peça uma certidão atualizada à paróquia.'
            : 'Certidão válida: emitida pela paróquia abaixo; o registro não foi anulado nem retificado depois.'}
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
        <dt>Data do sacramento</dt>
        <dd>{day(c.data)}</dd>
        <dt>Registro</dt>
        <dd>{`Livro ${c.livro}, folha ${c.folha}, termo ${c.termo}`}</dd>
        <dt>Emitida em</dt>
        <dd>{day(c.emitida_em)}</dd>
      </dl>
      <p className="hint">Confira estes dados com os da certidão em papel: devem ser os mesmos.</p>
    </div>
  );
}

/** A chancery's decree: granted or refused, by whom and when, for which parish's petition (the paper must say the same). */
function DecreeResult({ decree: d }: { decree: DecreeVerification }) {
  return (
    <div part="result" className="result result-valid" role="status">
      <p className="verdict">
        Decreto válido: emitido pela Cúria de {d.diocese}. Pedido {d.decisao === 'deferido' ? 'deferido' : 'indeferido'}.
      </p>
      <dl>
        <dt>Código</dt>
        <dd className="code">{d.codigo}</dd>
        <dt>Decreto</dt>
        <dd>{`Nº ${d.numero}`}</dd>
        <dt>Paróquia</dt>
        <dd>{d.paroquia}</dd>
        <dt>Pedido</dt>
        <dd>{`${d.tipo_nome}, protocolo ${d.protocolo}`}</dd>
        <dt>Decisão</dt>
        <dd>{d.decisao === 'deferido' ? 'Deferido' : 'Indeferido'}</dd>
        <dt>Assinado por</dt>
        <dd>{d.assinante}</dd>
        <dt>Emitido em</dt>
        <dd>{day(d.emitido_em.slice(0, 10))}</dd>
      </dl>
      <p className="hint">Confira estes dados com os do decreto em papel: devem ser os mesmos.</p>
    </div>
  );
}

/** A baptism preparation course's certificate: whose, where, when, and whether its two years have run out. */
function CourseResult({ course: c }: { course: CourseVerification }) {
  return (
    <div part="result" className={`result ${c.valido ? 'result-valid' : 'result-annulled'}`} role="status">
      <p className="verdict">
        {c.valido
          ? 'Certificado válido: curso de preparação para o batismo feito na paróquia abaixo.'
          : `Certificado vencido em ${day(c.valido_ate)}: é preciso fazer o curso de novo.`}
      </p>
      <dl>
        <dt>Código</dt>
        <dd className="code">{c.codigo}</dd>
        <dt>Nome</dt>
        <dd>{c.nome}</dd>
        <dt>Paróquia</dt>
        <dd>{c.paroquia}</dd>
        <dt>Data do curso</dt>
        <dd>{day(c.data)}</dd>
        <dt>Válido até</dt>
        <dd>{day(c.valido_ate)}</dd>
      </dl>
      <p className="hint">Confira estes dados com os do certificado em papel: devem ser os mesmos.</p>
    </div>
  );
}

function CodeForm({ initial, onCode }: { initial: string; onCode: (code: string) => void }) {
  // What is typed, over the code it started from: the code verified, in its printed form, replaces it once
  // asked (not a remount: preact's ids would repeat the heading's).
  const [draft, setDraft] = useState({ from: initial, text: initial });
  const typed = draft.from === initial ? draft.text : initial;
  const inputId = useId();
  return (
    <form
      part="form"
      className="code-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim()) onCode(printed(typed));
      }}
    >
      <label htmlFor={inputId}>Código de verificação</label>
      <div className="code-row">
        <input
          id={inputId}
          value={typed}
          onChange={(e) => setDraft({ from: initial, text: e.target.value })}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <button type="submit" className="btn btn-primary">
          Verificar
        </button>
      </div>
    </form>
  );
}
