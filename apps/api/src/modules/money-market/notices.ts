import type { Lang } from '@meridian/contract/languages';
import type { Text } from '../messages/templates.ts';

/**
 * This domain's message-centre notices per kind in the twelve languages (merged into
 * messages/templates.ts; same wording rules). `{name}` placeholders are filled from the params
 * given to `messages.notify`.
 */
export const MONEY_MARKET_NOTICES = {
  money_market_purchase_confirmed: {
    zh_cn: { title: '余额理财买入已确认', body: '您买入的{amount}已于{confirm_day}确认并计入余额理财，自当日起计算收益，首笔收益将于{first_income_day}到账。' },
    de: { title: 'Geldmarktkauf bestätigt', body: 'Ihr Kauf über {amount} wurde am {confirm_day} bestätigt und dem Geldmarktguthaben gutgeschrieben. Er bringt ab diesem Tag Ertrag; der erste Ertrag wird am {first_income_day} gutgeschrieben.' },
    en: { title: 'Money-market purchase confirmed', body: 'Your purchase of {amount} was confirmed on {confirm_day} and added to your money-market balance. It earns from that day; the first income is credited on {first_income_day}.' },
    fr: { title: 'Achat monétaire confirmé', body: 'Votre achat de {amount} a été confirmé le {confirm_day} et ajouté à votre solde monétaire. Il rapporte à partir de ce jour ; le premier revenu est crédité le {first_income_day}.' },
    it: { title: 'Acquisto monetario confermato', body: 'Il Suo acquisto di {amount} è stato confermato il {confirm_day} e aggiunto al saldo monetario. Rende da quel giorno; il primo rendimento viene accreditato il {first_income_day}.' },
    pt: { title: 'Compra no mercado monetário confirmada', body: 'A sua compra de {amount} foi confirmada em {confirm_day} e adicionada ao saldo do mercado monetário. Rende a partir desse dia; o primeiro rendimento é creditado em {first_income_day}.' },
    nl: { title: 'Geldmarktaankoop bevestigd', body: 'Uw aankoop van {amount} is op {confirm_day} bevestigd en bij uw geldmarktsaldo gevoegd. Vanaf die dag levert het rendement op; het eerste rendement wordt op {first_income_day} bijgeschreven.' },
    el: { title: 'Η αγορά στη χρηματαγορά επιβεβαιώθηκε', body: 'Η αγορά σας ύψους {amount} επιβεβαιώθηκε στις {confirm_day} και προστέθηκε στο υπόλοιπο χρηματαγοράς. Αποδίδει από εκείνη την ημέρα· η πρώτη απόδοση πιστώνεται στις {first_income_day}.' },
    es: { title: 'Compra en el mercado monetario confirmada', body: 'Su compra de {amount} se confirmó el {confirm_day} y se añadió a su saldo monetario. Rinde desde ese día; el primer rendimiento se abona el {first_income_day}.' },
    zh_tw: { title: '餘額理財買入已確認', body: '您買入的{amount}已於{confirm_day}確認並計入餘額理財，自當日起計算收益，首筆收益將於{first_income_day}到帳。' },
    ru: { title: 'Покупка в фонде денежного рынка подтверждена', body: 'Ваша покупка на сумму {amount} подтверждена {confirm_day} и зачислена на баланс фонда денежного рынка. Доход начисляется с этого дня; первый доход поступит {first_income_day}.' },
    sv: { title: 'Penningmarknadsköp bekräftat', body: 'Ditt köp på {amount} bekräftades den {confirm_day} och har lagts till ditt penningmarknadssaldo. Det ger avkastning från den dagen; den första avkastningen krediteras den {first_income_day}.' },
  },
  money_market_redemption_paid: {
    zh_cn: { title: '余额理财转出已到账', body: '您转出的{amount}已于{pay_day}转入可用资金。' },
    de: { title: 'Geldmarktrücknahme ausgezahlt', body: 'Ihre Rücknahme über {amount} wurde am {pay_day} Ihrem verfügbaren Guthaben gutgeschrieben.' },
    en: { title: 'Money-market redemption paid', body: 'Your redemption of {amount} was paid into your available cash on {pay_day}.' },
    fr: { title: 'Rachat monétaire versé', body: 'Votre rachat de {amount} a été versé sur vos liquidités disponibles le {pay_day}.' },
    it: { title: 'Riscatto monetario accreditato', body: 'Il Suo riscatto di {amount} è stato accreditato sulla liquidità disponibile il {pay_day}.' },
    pt: { title: 'Resgate do mercado monetário pago', body: 'O seu resgate de {amount} foi creditado no seu saldo disponível em {pay_day}.' },
    nl: { title: 'Geldmarktterugkoop uitbetaald', body: 'Uw terugkoop van {amount} is op {pay_day} op uw beschikbare saldo bijgeschreven.' },
    el: { title: 'Η εξαγορά από τη χρηματαγορά καταβλήθηκε', body: 'Η εξαγορά σας ύψους {amount} πιστώθηκε στο διαθέσιμο υπόλοιπό σας στις {pay_day}.' },
    es: { title: 'Reembolso del mercado monetario abonado', body: 'Su reembolso de {amount} se abonó en su saldo disponible el {pay_day}.' },
    zh_tw: { title: '餘額理財轉出已到帳', body: '您轉出的{amount}已於{pay_day}轉入可用資金。' },
    ru: { title: 'Погашение из фонда денежного рынка выплачено', body: 'Ваше погашение на сумму {amount} зачислено на доступные средства {pay_day}.' },
    sv: { title: 'Penningmarknadsinlösen utbetald', body: 'Din inlösen på {amount} betalades in på ditt tillgängliga saldo den {pay_day}.' },
  },
} satisfies Record<string, Record<Lang, Text>>;
