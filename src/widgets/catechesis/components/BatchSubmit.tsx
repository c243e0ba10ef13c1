import type { ReactNode } from 'react';

/** A batch's last lines (enrol, transfer): why it cannot be sent yet, and its one button, which says when it is on its way. */
export function BatchSubmit({
  problem,
  busy,
  busyText,
  onSubmit,
  children,
}: {
  problem: string | null;
  busy: boolean;
  busyText: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => void onSubmit()} disabled={busy}>
          {busy ? busyText : children}
        </button>
      </div>
    </>
  );
}
