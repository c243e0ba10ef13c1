/** A select's choices: value -> text pairs in their order, or a record (in its keys' order). */
export type Choices = Record<string, string> | ReadonlyArray<readonly [value: string | number, text: string]>;

/** The <option>s of `choices`, for every select of the kits. */
export function Options({ choices }: { choices: Choices }) {
  const entries = Array.isArray(choices) ? (choices as ReadonlyArray<readonly [string | number, string]>) : Object.entries(choices);
  return (
    <>
      {entries.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}
