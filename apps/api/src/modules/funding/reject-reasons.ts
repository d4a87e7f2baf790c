import { isLang, type Lang } from '@meridian/contract/languages';
import type { WithdrawalRejectReason } from '@meridian/contract/funding';

/**
 * The fixed reasons an operator may give for refusing a withdrawal, as the user reads them.
 * The operator's own words travel beside the code; this label says which rule applied.
 */
const LABELS: Record<WithdrawalRejectReason, Record<Lang, string>> = {
  name_mismatch: {
    zh_cn: '收款账户姓名与实名不符',
    de: 'Der Name des Empfängerkontos stimmt nicht mit Ihrem verifizierten Namen überein',
    en: 'The name on the receiving account does not match your verified name',
    fr: 'Le nom du compte bénéficiaire ne correspond pas à votre nom vérifié',
    it: 'Il nome del conto di destinazione non corrisponde al Suo nome verificato',
    pt: 'O nome da conta de destino não corresponde ao seu nome verificado',
    nl: 'De naam op de ontvangende rekening komt niet overeen met uw geverifieerde naam',
    el: 'Το όνομα του λογαριασμού παραλαβής δεν αντιστοιχεί στο επαληθευμένο όνομά σας',
    es: 'El nombre de la cuenta de destino no coincide con su nombre verificado',
    zh_tw: '收款帳戶姓名與實名不符',
    ru: 'Имя владельца счёта получателя не совпадает с вашим подтверждённым именем',
    sv: 'Namnet på mottagarkontot stämmer inte med ditt verifierade namn',
  },
  aml_review_failed: {
    zh_cn: '未通过反洗钱审核',
    de: 'Die Prüfung zur Geldwäscheprävention wurde nicht bestanden',
    en: 'The anti-money-laundering review was not passed',
    fr: 'Le contrôle anti-blanchiment n’a pas été concluant',
    it: 'La verifica antiriciclaggio non è stata superata',
    pt: 'A verificação de prevenção do branqueamento de capitais não foi aprovada',
    nl: 'De controle op witwassen is niet goedgekeurd',
    el: 'Ο έλεγχος για την πρόληψη της νομιμοποίησης εσόδων από παράνομες δραστηριότητες δεν ολοκληρώθηκε θετικά',
    es: 'La revisión de prevención del blanqueo de capitales no se ha superado',
    zh_tw: '未通過反洗錢審核',
    ru: 'Проверка по противодействию отмыванию денег не пройдена',
    sv: 'Granskningen mot penningtvätt godkändes inte',
  },
  card_invalid: {
    zh_cn: '收款银行账户无效',
    de: 'Das Empfängerkonto ist ungültig',
    en: 'The receiving bank account is not valid',
    fr: 'Le compte bancaire bénéficiaire n’est pas valide',
    it: 'Il conto bancario di destinazione non è valido',
    pt: 'A conta bancária de destino não é válida',
    nl: 'De ontvangende bankrekening is ongeldig',
    el: 'Ο τραπεζικός λογαριασμός παραλαβής δεν είναι έγκυρος',
    es: 'La cuenta bancaria de destino no es válida',
    zh_tw: '收款銀行帳戶無效',
    ru: 'Банковский счёт получателя недействителен',
    sv: 'Mottagarens bankkonto är ogiltigt',
  },
  user_request: {
    zh_cn: '应您的要求',
    de: 'Auf Ihren Wunsch',
    en: 'At your request',
    fr: 'À votre demande',
    it: 'Su Sua richiesta',
    pt: 'A seu pedido',
    nl: 'Op uw verzoek',
    el: 'Κατόπιν αιτήματός σας',
    es: 'A petición suya',
    zh_tw: '應您的要求',
    ru: 'По вашей просьбе',
    sv: 'På din begäran',
  },
  other: {
    zh_cn: '其他原因',
    de: 'Sonstiger Grund',
    en: 'Other reason',
    fr: 'Autre motif',
    it: 'Altro motivo',
    pt: 'Outro motivo',
    nl: 'Andere reden',
    el: 'Άλλος λόγος',
    es: 'Otro motivo',
    zh_tw: '其他原因',
    ru: 'Другая причина',
    sv: 'Annan orsak',
  },
};

export function rejectReasonLabel(code: WithdrawalRejectReason, lang: Lang): string {
  return LABELS[code][isLang(lang) ? lang : 'en'];
}

export const REJECT_REASON_LABELS = LABELS;
