/** 'Exportar CSV': the download of what the list's filter shows (`href`, the module's export with the filter). */
export function ExportLink({ href }: { href: string }) {
  return (
    <a className="btn" href={href} download>
      Exportar CSV
    </a>
  );
}
