export { PaidNotShowing } from './paid-not-showing';
