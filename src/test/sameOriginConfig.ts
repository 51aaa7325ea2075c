import type { ClientConfig } from '../../contracts/clientConfig.js';

/** The web app's service addresses when every family is served by the app's own origin. */
export const sameOriginConfig: ClientConfig = {
  ReaderUrl: '',
  CommandUrl: '',
  ShipmentUrl: '',
  SecurityTokenUrl: '',
  SearchTermUrl: '',
  MachineLearningUrl: '',
  AiChatUrl: 'https://api.together.xyz/v1',
  SellerTimeZone: 'Europe/Moscow',
};
