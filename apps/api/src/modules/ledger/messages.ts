import type { Lang } from '@meridian/contract/languages';
import type { LedgerErrorCode } from '@meridian/contract/ledger';

/**
 * The ledger's API messages in the twelve languages (merged into platform/i18n/messages.ts;
 * same wording rules as that table). The ledger has no routes of its own: its refusals reach
 * people through the routes that move money.
 */
export const LEDGER_MESSAGES: Record<LedgerErrorCode, Record<Lang, string>> = {
  INSUFFICIENT_FUNDS: {
    zh_cn: '可用余额不足',
    de: 'Das verfügbare Guthaben reicht nicht aus',
    en: 'The available balance is not sufficient',
    fr: 'Le solde disponible est insuffisant',
    it: 'Il saldo disponibile non è sufficiente',
    pt: 'O saldo disponível é insuficiente',
    nl: 'Het beschikbare saldo is niet toereikend',
    el: 'Το διαθέσιμο υπόλοιπο δεν επαρκεί',
    es: 'El saldo disponible no es suficiente',
    zh_tw: '可用餘額不足',
    ru: 'Недостаточно доступных средств',
    sv: 'Det tillgängliga saldot räcker inte',
  },
};
