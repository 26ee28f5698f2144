export type { AlertProps, AlertVariant } from './Alert';
export { Alert } from './Alert';
