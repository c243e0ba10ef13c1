/** The public address of a stored file (served by uploads/routes.ts). */
export function uploadUrl(kind: string, name: string | null): string | null {
  return name ? `/uploads/${kind}/${name}` : null;
}
