export type { AvatarProps, AvatarSize } from './Avatar';
export { Avatar } from './Avatar';
export { avatarInitials, isUsableAvatarUrl } from './avatar';
