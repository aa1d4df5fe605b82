export { RecommendedList } from './recommended-list';
export type { RecommendedListProps } from './recommended-list';
export { linkTarget, openRecommended } from './open-product';
