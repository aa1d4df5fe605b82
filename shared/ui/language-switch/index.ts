export { languageSwitchHtml } from './language-switch';
