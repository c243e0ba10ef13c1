/** Data that loads, drawn one way: DataFrame over a query (fromQuery) or a public element's fetch (usePublicFetch). */
export { DataFrame, fromQuery, type DataFrameProps, type DataState } from './DataFrame';
export { usePublicFetch, type PublicFetch } from './usePublicFetch';
