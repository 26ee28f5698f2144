export type { FormError, FormErrorSummaryProps } from './FormErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
