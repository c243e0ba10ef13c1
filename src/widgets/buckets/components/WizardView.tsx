import { useId } from 'react';
import { Form, SubmitButton, TextField } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { BUCKET_NAME_MAX, REGIONS } from '../../../shared/schemas/buckets';
import { TEXT } from '../text';
import { useBucketWizard } from '../useBucketWizard';
import { regionLabel, WIZARD_STEPS, type Region } from '../wizard';
import { ElementLink } from '../../../core/ui/ElementLink';
import { pathTo } from '../../../core/paths';

const REGION_OPTIONS = Object.keys(REGIONS) as Array<`${Region}`>;

/** /buckets/novo: three steps with next/back; the last creates the bucket. */
export function WizardView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const w = useBucketWizard(container);
  const id = useId();
  return (
    <section className="card wizard" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Criar bucket</h1>
      <ol className="steps" aria-label="Etapas">
        {WIZARD_STEPS.map((label, i) => (
          <li key={label} aria-current={w.step === i + 1 ? 'step' : undefined} className={w.step > i + 1 ? 'done' : undefined}>
            <span className="step-number">{i + 1}</span> {label}
          </li>
        ))}
      </ol>

      <Form form={w.form} onSubmit={w.onSubmit}>
        {w.step === 1 && (
          <div className="step-body">
            <TextField name="name" label="Nome do bucket" maxLength={BUCKET_NAME_MAX} autoFocus />
            <fieldset className="field regions">
              <legend>Região</legend>
              {REGION_OPTIONS.map((regiao) => (
                <label key={regiao} className="region-option">
                  <input type="radio" value={regiao} {...w.form.register('regiao')} />
                  {REGIONS[regiao]}
                </label>
              ))}
            </fieldset>
          </div>
        )}

        {w.step === 2 && (
          <div className="step-body">
            <p className="limit-figure">1GB</p>
            <p>{TEXT.limitInfo}</p>
            <p className="muted">{TEXT.blockedInfo}</p>
          </div>
        )}

        {w.step === 3 && (
          <div className="step-body">
            <dl className="facts review">
              <div>
                <dt>Nome</dt>
                <dd>{w.form.getValues('name').trim()}</dd>
              </div>
              <div>
                <dt>Região</dt>
                <dd>{regionLabel(Number(w.form.getValues('regiao')))}</dd>
              </div>
              <div>
                <dt>Limite</dt>
                <dd>1GB (envio bloqueado em 100%)</dd>
              </div>
            </dl>
            {w.createError && <Banner kind="error">{w.createError}</Banner>}
          </div>
        )}

        <div className="form-actions">
          {w.step === 1 ? (
            <ElementLink to={pathTo('/buckets')} container={container} className="btn">
              Cancelar
            </ElementLink>
          ) : (
            <button type="button" className="btn" onClick={w.back} disabled={w.creating}>
              Voltar
            </button>
          )}
          {w.step < 3 ? (
            <button type="submit" className="btn btn-primary">
              Próximo
            </button>
          ) : (
            <SubmitButton busy={w.creating} busyText={TEXT.creating} disabled={!w.canCreate}>
              {TEXT.createLink}
            </SubmitButton>
          )}
        </div>
      </Form>
    </section>
  );
}
