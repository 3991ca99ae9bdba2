import { config } from '../config.ts';

/** The chat link opens a conversation with the support number and a message already typed (spec §1). */
export const supportChatUrl = (prefilledMessage: string) => `https://wa.me/${config.supportChatNumber}?text=${encodeURIComponent(prefilledMessage)}`;

export const supportMailUrl = (subject?: string) => `mailto:${config.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
