/**
 * The user-facing messages that several layers show (the request helper, the bridge, dialogs, pages).
 * One module at the bottom layer, so that no layer imports another sideways or upwards for a string.
 * Screen-specific texts stay with their screen.
 */
import { t } from '../i18n/t';

export const NETWORK_ERROR_MESSAGE = t('Network error. Please check your connection and try again.');

export const LOAD_FAILED_MESSAGE = t('Something went wrong. Please try again.');

export const SESSION_EXPIRED_MESSAGE = t('Your session has expired. Please log in again in the app.');

/** Shown by the caller when a link is refused. */
export const UNSAFE_URL_MESSAGE = t('This link cannot be opened.');

/** Legacy flow: every network failure reads 'error' (spec §8). */
export const LEGACY_NETWORK_MESSAGE = t('error');

/** The loading overlay's words while a call runs. */
export const LOADING_MESSAGE = t('Loading...');
