export type { BadgeProps, BadgeVariant } from './Badge';
export { Badge } from './Badge';
