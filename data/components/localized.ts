import type {Localized} from './types';

/** A catalog text in English and Simplified Chinese. */
export const l = (en: string, zh: string): Localized => ({en, 'zh-Hans': zh});
