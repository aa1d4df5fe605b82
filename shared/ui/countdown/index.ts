export { CountdownButton } from './countdown-button';
export type { CountdownButtonProps } from './countdown-button';
export { useCountdown } from './use-countdown';
export type { Countdown } from './use-countdown';
