export {
  addLayer,
  closeModalDialog,
  hideLayer,
  popModal,
  pushModal,
  resetTopLayer,
  restack,
  showModalDialog,
  topHost,
} from './top-layer';
