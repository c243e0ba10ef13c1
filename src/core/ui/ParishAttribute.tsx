/** A positive integer attribute (paroquia, campaign, community), else undefined: a website may write anything. */
export const positiveId = (value: number | undefined): number | undefined => (Number.isInteger(value) && value! > 0 ? value : undefined);

/** What a public element shows when the website left out its `paroquia` attribute, or wrote it wrong. */
export function ParishMissing({ className }: { className: string }) {
  return (
    <section part="base" className={className} data-state="unavailable">
      <p className="alert alert-error" role="alert">
        Informe a paróquia no atributo paroquia.
      </p>
    </section>
  );
}
