export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
