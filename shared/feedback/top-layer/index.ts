export { addLayer, hideLayer, popModal, pushModal, restack, topHost } from './top-layer';
