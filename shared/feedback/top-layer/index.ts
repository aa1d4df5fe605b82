export {
  addLayer,
  closeModalDialog,
  hideLayer,
  popModal,
  pushModal,
  restack,
  showModalDialog,
  topHost,
} from './top-layer';
