export { ReversalDialog } from './ReversalDialog';
export { useReversal } from './useReversal';
