import type { ElementProps } from '../../core/elements/define';
import { useId } from 'react';
import { Form, SubmitButton } from '../../core/form';
import { Banner, Modal, Toaster } from '../../core/ui';
import { DetectionStatus } from './components/DetectionStatus';
import { TimezoneField } from './components/TimezoneField';
import { useTimezonePrompt } from './useTimezonePrompt';

/**
 * A modal over the page while the signed-in user has no time zone (it watches the shared session).
 * 'Detectar' uses geolocation and the weather service's automatic zone, falling back to the device's zone;
 * 'Salvar' stores the choice and refreshes the user, which closes the modal. Escape or 'Fechar' dismisses
 * it until the page is loaded again.
 *
 * @tag sacra-timezone-prompt
 * @summary aparece sozinho enquanto o usuário não tem fuso
 * @csspart modal
 */
export function TimezonePromptWidget(_props: ElementProps) {
  const tz = useTimezonePrompt();
  const formId = useId();
  return (
    <>
      <Toaster />
      <Modal
        open={tz.open}
        title="Defina seu fuso horário"
        onClose={tz.dismiss}
        footer={
          <>
            <button type="button" className="btn" onClick={() => void tz.detect()} disabled={tz.busy}>
              Detectar
            </button>
            <SubmitButton form={formId} busy={tz.saving} disabled={tz.busy}>
              Salvar
            </SubmitButton>
          </>
        }
      >
        <p>Para mostrar datas e horários corretamente, precisamos do seu fuso horário. Detecte automaticamente ou selecione na lista.</p>
        <Form form={tz.form} onSubmit={tz.onSubmit} id={formId}>
          {tz.failure && <Banner kind="error">{tz.failure}</Banner>}
          <DetectionStatus detection={tz.detection} />
          <TimezoneField disabled={tz.busy} />
        </Form>
      </Modal>
    </>
  );
}
