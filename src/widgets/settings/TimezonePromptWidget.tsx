import type { ElementProps } from '../../core/elements/define';
import { Modal, Toaster } from '../../core/ui';
import { DetectionStatus } from './components/DetectionStatus';
import { TimezoneSelect } from './components/TimezoneSelect';
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
  const busy = tz.saving || tz.detection.status === 'requesting';
  return (
    <>
      <Toaster />
      <Modal
        open={tz.open}
        title="Defina seu fuso horário"
        onClose={tz.dismiss}
        footer={
          <>
            <button type="button" className="btn" onClick={tz.detect} disabled={busy}>
              Detectar
            </button>
            <button type="button" className="btn btn-primary" onClick={tz.onSave} disabled={busy}>
              {tz.saving ? 'Salvando...' : 'Salvar'}
            </button>
          </>
        }
      >
        <p>Para mostrar datas e horários corretamente, precisamos do seu fuso horário. Detecte automaticamente ou selecione na lista.</p>
        <DetectionStatus detection={tz.detection} />
        <TimezoneSelect value={tz.zone} onChange={tz.setZone} error={tz.error} disabled={busy} />
      </Modal>
    </>
  );
}
