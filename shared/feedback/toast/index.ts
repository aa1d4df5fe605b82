export { dismissToast, toast } from './toast';
