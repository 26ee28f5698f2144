export type { AvatarProps, AvatarSize } from './Avatar';
export { Avatar } from './Avatar';
