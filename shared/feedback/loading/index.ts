export { hideLoading, isLoadingVisible, resetLoading, showLoading } from './loading';
