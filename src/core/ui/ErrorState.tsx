import { Banner } from './Banner';

/** The one label of trying again, here and wherever a failed step can be repeated (a chat message). */
export const RETRY_LABEL = 'Tentar novamente';

/** A failure the user can try again: its text and 'Tentar novamente' (disabled while the new attempt runs). */
export function ErrorState({ text, onRetry, retrying = false }: { text: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Banner kind="error">
      {text}{' '}
      <button type="button" className="btn btn-small" onClick={onRetry} disabled={retrying}>
        {RETRY_LABEL}
      </button>
    </Banner>
  );
}
