// Public API of @kiwo/ui: named exports only, types exported separately (DESIGN §1).

export type { I18nProviderProps, RouterConfig } from 'react-aria-components';
export { I18nProvider, RouterProvider } from 'react-aria-components';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
export type { StackGap, StackProps } from './Stack';
export { Stack } from './Stack';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type {
  AddToastOptions,
  ToastContent,
  ToastQueue,
  ToastRegionProps,
  ToastVariant,
} from './Toast';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  SWIPE_DISMISS_DISTANCE,
  ToastRegion,
} from './Toast';
export type { ColorScheme, ColorTokens, ThemeTokens } from './theme';
export { darkTheme, darkTokens, lightTheme, lightTokens, vars } from './theme';
