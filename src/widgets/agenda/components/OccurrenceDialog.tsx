import { useState } from 'react';
import { brDay, dayOf, longDay, timeOf } from '../../../core/calendar/dates';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Modal } from '../../../core/ui';
import { OCORRENCIA_TIPOS, type Ocorrencia } from '../../../shared/schemas/agenda';
import { ExceptionForm } from './ExceptionForm';
import { ExceptionText } from './Occurrence';
import { pathTo } from '../../../core/paths';

interface Props {
  occurrence: Ocorrencia | null;
  onClose: () => void;
  container?: HTMLElement | ShadowRoot;
  canWrite: boolean;
}

/** An occurrence's details and what may be done with it: edit, cancel or move this date, its Mass intentions. */
export function OccurrenceDialog({ occurrence: o, onClose, container, canWrite }: Props) {
  const [mode, setMode] = useState<'details' | 'cancelar' | 'mover'>('details');
  const close = () => {
    setMode('details');
    onClose();
  };
  if (!o) return null;
  const day = dayOf(o.inicio);
  const celebracaoId = o.celebracao_id;
  const celebration = celebracaoId !== undefined;
  return (
    <Modal open title={o.titulo} onClose={close}>
      {mode === 'details' ? (
        <>
          <dl className="occ-details">
            <dt>Tipo</dt>
            <dd>{OCORRENCIA_TIPOS[o.tipo]}</dd>
            <dt>Data</dt>
            <dd>{longDay(day)}</dd>
            <dt>Horário</dt>
            <dd>
              {timeOf(o.inicio)} às {timeOf(o.fim)}
            </dd>
            {o.ent_name && (
              <>
                <dt>Comunidade</dt>
                <dd>{o.ent_name}</dd>
              </>
            )}
            {o.celebrante && (
              <>
                <dt>Celebrante</dt>
                <dd>{o.celebrante}</dd>
              </>
            )}
          </dl>
          <p>
            <ExceptionText occurrence={o} />
          </p>
          <div className="occ-actions">
            {celebration && o.tipo === 'missa' && (
              <ElementLink
                to={pathTo('/agenda/intencoes', { query: { celebracao_id: o.celebracao_id, data: day } })}
                container={container}
                className="btn btn-small"
              >
                Intenções desta missa
              </ElementLink>
            )}
            {canWrite && celebration && (
              <>
                {!o.cancelada && (
                  <button type="button" className="btn btn-small" onClick={() => setMode('mover')}>
                    Mudar horário desta data
                  </button>
                )}
                {!o.cancelada && (
                  <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setMode('cancelar')}>
                    Cancelar esta data
                  </button>
                )}
                <ElementLink to={pathTo('/agenda/celebracoes/{id}', { id: celebracaoId })} container={container} className="btn btn-small">
                  Editar celebração
                </ElementLink>
              </>
            )}
            {canWrite && o.evento_id !== undefined && (
              <ElementLink to={pathTo('/agenda/eventos/{id}', { id: o.evento_id })} container={container} className="btn btn-small">
                Editar evento
              </ElementLink>
            )}
          </div>
        </>
      ) : (
        <ExceptionForm
          key={mode}
          celebracaoId={o.celebracao_id!}
          acao={mode}
          data={day}
          mass={o.tipo === 'missa'}
          heading={`${mode === 'cancelar' ? 'Cancelar' : 'Mudar horário de'} ${brDay(day)}, ${timeOf(o.inicio)}`}
          onBack={() => setMode('details')}
          onDone={close}
        />
      )}
    </Modal>
  );
}
