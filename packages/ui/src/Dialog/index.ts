export type { DialogTriggerProps } from 'react-aria-components';
export { DialogTrigger } from 'react-aria-components';
export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
