/** '2026-11' -> '11/2026', as the parish writes a month. */
export const month = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
