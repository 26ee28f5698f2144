export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Skeleton } from './Skeleton';
