/** Time spans the reference backend counts in (epoch milliseconds, as the contract's dates). */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
