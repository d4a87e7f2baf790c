import type { Lang } from '@meridian/contract/languages';
import type { Text } from '../messages/templates.ts';

/**
 * This domain's message-centre notices per kind in the twelve languages (merged into
 * messages/templates.ts; same wording rules). `{name}` placeholders are filled from the params
 * given to `messages.notify`.
 */
export const BLOCK_TRADE_NOTICES = {
  /** params: name, code, quantity, price, total, sellable_from */
  block_trade_purchased: {
    zh_cn: { title: '大宗交易购买成功', body: '您已以每股{price}的价格买入{name}（{code}）{quantity}股，共计{total}（含费用）。这些股份自{sellable_from}起可以卖出。' },
    de: { title: 'Blockhandel gekauft', body: 'Sie haben {quantity} Aktien von {name} ({code}) zu {price} je Aktie gekauft, insgesamt {total} einschließlich Gebühren. Die Aktien können ab dem {sellable_from} verkauft werden.' },
    en: { title: 'Block trade purchased', body: 'You bought {quantity} shares of {name} ({code}) at {price} per share, {total} in total including fees. The shares can be sold from {sellable_from}.' },
    fr: { title: 'Achat en bloc effectué', body: 'Vous avez acheté {quantity} actions {name} ({code}) à {price} par action, soit {total} au total, frais compris. Les actions pourront être vendues à partir du {sellable_from}.' },
    it: { title: 'Acquisto in blocco eseguito', body: 'Ha acquistato {quantity} azioni {name} ({code}) a {price} per azione, per un totale di {total} commissioni incluse. Le azioni potranno essere vendute dal {sellable_from}.' },
    pt: { title: 'Compra em bloco efetuada', body: 'Comprou {quantity} ações de {name} ({code}) a {price} por ação, num total de {total} com comissões incluídas. As ações poderão ser vendidas a partir de {sellable_from}.' },
    nl: { title: 'Blokhandel gekocht', body: 'U hebt {quantity} aandelen {name} ({code}) gekocht tegen {price} per aandeel, in totaal {total} inclusief kosten. De aandelen kunnen vanaf {sellable_from} worden verkocht.' },
    el: { title: 'Η αγορά πακέτου ολοκληρώθηκε', body: 'Αγοράσατε {quantity} μετοχές της {name} ({code}) στην τιμή {price} ανά μετοχή, συνολικά {total} μαζί με τις χρεώσεις. Οι μετοχές μπορούν να πωληθούν από {sellable_from}.' },
    es: { title: 'Compra en bloque realizada', body: 'Ha comprado {quantity} acciones de {name} ({code}) a {price} por acción, {total} en total con comisiones incluidas. Podrá vender las acciones a partir del {sellable_from}.' },
    zh_tw: { title: '大宗交易購買成功', body: '您已以每股{price}的價格買入{name}（{code}）{quantity}股，共計{total}（含費用）。這些股份自{sellable_from}起可以賣出。' },
    ru: { title: 'Блочная сделка куплена', body: 'Вы купили {name} ({code}), количество акций: {quantity}, по цене {price} за акцию, всего {total} с учётом комиссий. Акции можно продать начиная с {sellable_from}.' },
    sv: { title: 'Blockaffären har köpts', body: 'Du har köpt {quantity} aktier i {name} ({code}) till {price} per aktie, totalt {total} inklusive avgifter. Aktierna kan säljas från och med {sellable_from}.' },
  },
  /** params: name, code, quantity, sellable_from */
  block_trade_unlocked: {
    zh_cn: { title: '大宗交易持有期已结束', body: '您通过大宗交易买入的{name}（{code}）{quantity}股持有期已结束，自{sellable_from}起可以卖出。' },
    de: { title: 'Haltefrist beendet', body: 'Die Haltefrist Ihrer {quantity} im Blockhandel gekauften Aktien von {name} ({code}) ist beendet; Sie können sie seit dem {sellable_from} verkaufen.' },
    en: { title: 'Holding period ended', body: 'The holding period of the {quantity} shares of {name} ({code}) you bought in a block trade has ended; you can sell them from {sellable_from}.' },
    fr: { title: 'Période de détention terminée', body: 'La période de détention des {quantity} actions {name} ({code}) achetées en bloc est terminée ; vous pouvez les vendre depuis le {sellable_from}.' },
    it: { title: 'Periodo di detenzione concluso', body: 'Il periodo di detenzione delle {quantity} azioni {name} ({code}) acquistate in blocco è concluso; può venderle dal {sellable_from}.' },
    pt: { title: 'Período de detenção terminado', body: 'O período de detenção das {quantity} ações de {name} ({code}) compradas em bloco terminou; pode vendê-las desde {sellable_from}.' },
    nl: { title: 'Aanhoudperiode afgelopen', body: 'De aanhoudperiode van de {quantity} aandelen {name} ({code}) die u via blokhandel hebt gekocht, is afgelopen; u kunt ze sinds {sellable_from} verkopen.' },
    el: { title: 'Η περίοδος διακράτησης έληξε', body: 'Η περίοδος διακράτησης των {quantity} μετοχών της {name} ({code}) που αγοράσατε ως πακέτο έληξε· μπορείτε να τις πωλήσετε από {sellable_from}.' },
    es: { title: 'Periodo de tenencia finalizado', body: 'El periodo de tenencia de las {quantity} acciones de {name} ({code}) compradas en bloque ha finalizado; puede venderlas desde el {sellable_from}.' },
    zh_tw: { title: '大宗交易持有期已結束', body: '您透過大宗交易買入的{name}（{code}）{quantity}股持有期已結束，自{sellable_from}起可以賣出。' },
    ru: { title: 'Срок удержания истёк', body: 'Срок удержания акций {name} ({code}), купленных в блочной сделке (количество: {quantity}), истёк; их можно продавать с {sellable_from}.' },
    sv: { title: 'Innehavsperioden har löpt ut', body: 'Innehavsperioden för de {quantity} aktier i {name} ({code}) som du köpte i en blockaffär har löpt ut; du kan sälja dem från och med {sellable_from}.' },
  },
} satisfies Record<string, Record<Lang, Text>>;
