import type { Lang } from '@meridian/contract/languages';
import type { MarketErrorCode } from '@meridian/contract/market';

/**
 * Market data's API messages in the twelve languages (merged into platform/i18n/messages.ts;
 * same wording rules as that table). Every error code of the domain has one; the routes that
 * name an instrument (trading, favourites, alerts, the socket, …) answer them too.
 */
export const MARKET_MESSAGES: Record<MarketErrorCode, Record<Lang, string>> = {
  UNKNOWN_CODE: {
    zh_cn: '未知的证券代码',
    de: 'Unbekannter Wertpapiercode',
    en: 'Unknown security code',
    fr: 'Code de valeur inconnu',
    it: 'Codice titolo sconosciuto',
    pt: 'Código de título desconhecido',
    nl: 'Onbekende effectencode',
    el: 'Άγνωστος κωδικός τίτλου',
    es: 'Código de valor desconocido',
    zh_tw: '未知的證券代碼',
    ru: 'Неизвестный код ценной бумаги',
    sv: 'Okänd värdepapperskod',
  },
  TOO_MANY_SUBSCRIPTIONS: {
    zh_cn: '订阅的行情过多，请先取消部分订阅',
    de: 'Zu viele Kursabonnements; bitte beenden Sie zuerst einige',
    en: 'Too many quote subscriptions; please unsubscribe from some first',
    fr: 'Trop d’abonnements aux cotations ; veuillez d’abord en résilier certains',
    it: 'Troppe quotazioni sottoscritte; ne annulli prima alcune',
    pt: 'Demasiadas subscrições de cotações; cancele primeiro algumas',
    nl: 'Te veel koersabonnementen; zeg er eerst enkele op',
    el: 'Πάρα πολλές συνδρομές τιμών· καταργήστε πρώτα μερικές',
    es: 'Demasiadas suscripciones a cotizaciones; cancele primero algunas',
    zh_tw: '訂閱的行情過多，請先取消部分訂閱',
    ru: 'Слишком много подписок на котировки; сначала отмените часть из них',
    sv: 'För många kursprenumerationer; avsluta några först',
  },
  INSTRUMENT_HALTED: {
    zh_cn: '该证券已停牌',
    de: 'Der Handel mit diesem Wertpapier ist ausgesetzt',
    en: 'Trading in this security is halted',
    fr: 'La cotation de cette valeur est suspendue',
    it: 'La negoziazione di questo titolo è sospesa',
    pt: 'A negociação deste título está suspensa',
    nl: 'De handel in dit effect is stilgelegd',
    el: 'Η διαπραγμάτευση αυτού του τίτλου έχει ανασταλεί',
    es: 'La cotización de este valor está suspendida',
    zh_tw: '該證券已停牌',
    ru: 'Торги этой ценной бумагой приостановлены',
    sv: 'Handeln med detta värdepapper är stoppad',
  },
};
