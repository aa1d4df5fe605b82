export { PayChannels } from './pay-channels';
export type { PayChannelsProps } from './pay-channels';
export { usePayLink } from './use-pay-link';
export type { PayLink } from './use-pay-link';
export { firstChannel } from './first-channel';
export { ChannelPayment, NO_CHANNEL_MESSAGE } from './channel-payment';
export type { ChannelPaymentProps } from './channel-payment';
