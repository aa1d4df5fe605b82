export { FigureRows } from './figure-rows';
export type { FigureRow } from './figure-rows';
