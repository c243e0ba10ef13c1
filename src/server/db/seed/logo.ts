/** A small parish logo for the demo (a cross over a church front), so the header shows a real file. */
export const SAO_JOSE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Paróquia São José">
  <rect width="64" height="64" rx="12" fill="#1e3a5f"/>
  <rect x="29" y="6" width="6" height="18" fill="#f4c95d"/>
  <rect x="23" y="11" width="18" height="5" fill="#f4c95d"/>
  <path d="M14 58V34l18-12 18 12v24z" fill="#fdf6e3"/>
  <path d="M27 58V44a5 5 0 0 1 10 0v14z" fill="#1e3a5f"/>
</svg>
`;
