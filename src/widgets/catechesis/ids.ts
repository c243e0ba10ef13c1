/** A positive whole id from an attribute ('12'), or null. */
export function idFrom(value: string | number | undefined | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
