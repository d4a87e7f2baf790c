import type { Lang } from '@meridian/contract/languages';
import type { Text } from '../messages/templates.ts';

/**
 * This domain's message-centre notices per kind in the twelve languages (merged into
 * messages/templates.ts; same wording rules). `{name}` placeholders are filled from the params
 * given to `messages.notify`. Params: order_id, code, name, quantity; for a fill also price,
 * value, fees and cash (the signed change of cash: negative for a buy, positive for a sell).
 */
export const TRADING_NOTICES = {
  order_filled: {
    zh_cn: { title: '委托已成交：{name}', body: '委托{order_id}（{name} {code}）已按{price}成交。数量：{quantity}股；成交金额：{value}；费用：{fees}；资金变动：{cash}。' },
    de: { title: 'Order ausgeführt: {name}', body: 'Order {order_id} ({name}, {code}) wurde zu {price} ausgeführt. Stückzahl: {quantity}; Kurswert: {value}; Gebühren: {fees}; Veränderung Ihres Guthabens: {cash}.' },
    en: { title: 'Order filled: {name}', body: 'Order {order_id} ({name}, {code}) was filled at {price}. Quantity: {quantity}; value: {value}; fees: {fees}; change to your cash: {cash}.' },
    fr: { title: 'Ordre exécuté : {name}', body: 'L’ordre {order_id} ({name}, {code}) a été exécuté à {price}. Quantité : {quantity} ; montant : {value} ; frais : {fees} ; variation de vos liquidités : {cash}.' },
    it: { title: 'Ordine eseguito: {name}', body: 'L’ordine {order_id} ({name}, {code}) è stato eseguito a {price}. Quantità: {quantity}; controvalore: {value}; commissioni: {fees}; variazione della Sua liquidità: {cash}.' },
    pt: { title: 'Ordem executada: {name}', body: 'A ordem {order_id} ({name}, {code}) foi executada a {price}. Quantidade: {quantity}; montante: {value}; comissões: {fees}; variação do seu saldo: {cash}.' },
    nl: { title: 'Order uitgevoerd: {name}', body: 'Order {order_id} ({name}, {code}) is uitgevoerd tegen {price}. Aantal: {quantity}; waarde: {value}; kosten: {fees}; wijziging van uw saldo: {cash}.' },
    el: { title: 'Η εντολή εκτελέστηκε: {name}', body: 'Η εντολή {order_id} ({name}, {code}) εκτελέστηκε στην τιμή {price}. Ποσότητα: {quantity}· αξία: {value}· χρεώσεις: {fees}· μεταβολή διαθεσίμων: {cash}.' },
    es: { title: 'Orden ejecutada: {name}', body: 'La orden {order_id} ({name}, {code}) se ejecutó a {price}. Cantidad: {quantity}; importe: {value}; comisiones: {fees}; variación de su saldo: {cash}.' },
    zh_tw: { title: '委託已成交：{name}', body: '委託{order_id}（{name} {code}）已按{price}成交。數量：{quantity}股；成交金額：{value}；費用：{fees}；資金變動：{cash}。' },
    ru: { title: 'Заявка исполнена: {name}', body: 'Заявка {order_id} ({name}, {code}) исполнена по цене {price}. Количество: {quantity}; сумма: {value}; комиссии: {fees}; изменение денежных средств: {cash}.' },
    sv: { title: 'Ordern är genomförd: {name}', body: 'Order {order_id} ({name}, {code}) genomfördes till {price}. Antal: {quantity}; belopp: {value}; avgifter: {fees}; förändring av din likvid: {cash}.' },
  },
  order_cancelled: {
    zh_cn: { title: '委托已撤销：{name}', body: '委托{order_id}（{name} {code}，{quantity}股）已撤销，冻结的资金或股份已释放。' },
    de: { title: 'Order storniert: {name}', body: 'Order {order_id} ({name}, {code}, Stückzahl: {quantity}) wurde storniert; das dafür reservierte Geld bzw. die Aktien sind wieder frei.' },
    en: { title: 'Order cancelled: {name}', body: 'Order {order_id} ({name}, {code}, quantity: {quantity}) was cancelled; the money or shares set aside for it are free again.' },
    fr: { title: 'Ordre annulé : {name}', body: 'L’ordre {order_id} ({name}, {code}, quantité : {quantity}) a été annulé ; l’argent ou les actions réservés sont de nouveau disponibles.' },
    it: { title: 'Ordine annullato: {name}', body: 'L’ordine {order_id} ({name}, {code}, quantità: {quantity}) è stato annullato; il denaro o le azioni accantonati sono di nuovo disponibili.' },
    pt: { title: 'Ordem cancelada: {name}', body: 'A ordem {order_id} ({name}, {code}, quantidade: {quantity}) foi cancelada; o dinheiro ou as ações reservados voltaram a estar disponíveis.' },
    nl: { title: 'Order geannuleerd: {name}', body: 'Order {order_id} ({name}, {code}, aantal: {quantity}) is geannuleerd; het gereserveerde geld of de aandelen zijn weer vrij.' },
    el: { title: 'Η εντολή ακυρώθηκε: {name}', body: 'Η εντολή {order_id} ({name}, {code}, ποσότητα: {quantity}) ακυρώθηκε· τα δεσμευμένα χρήματα ή οι μετοχές αποδεσμεύτηκαν.' },
    es: { title: 'Orden cancelada: {name}', body: 'La orden {order_id} ({name}, {code}, cantidad: {quantity}) se ha cancelado; el dinero o las acciones reservados vuelven a estar disponibles.' },
    zh_tw: { title: '委託已撤銷：{name}', body: '委託{order_id}（{name} {code}，{quantity}股）已撤銷，凍結的資金或股份已釋放。' },
    ru: { title: 'Заявка отменена: {name}', body: 'Заявка {order_id} ({name}, {code}, количество: {quantity}) отменена; зарезервированные деньги или акции снова доступны.' },
    sv: { title: 'Ordern är makulerad: {name}', body: 'Order {order_id} ({name}, {code}, antal: {quantity}) har makulerats; de reserverade pengarna eller aktierna är frigjorda.' },
  },
  order_expired: {
    zh_cn: { title: '委托已失效：{name}', body: '委托{order_id}（{name} {code}，{quantity}股）在交易时段结束时未成交，已自动失效，冻结的资金或股份已释放。' },
    de: { title: 'Order abgelaufen: {name}', body: 'Order {order_id} ({name}, {code}, Stückzahl: {quantity}) wurde bis zum Ende der Handelssitzung nicht ausgeführt und ist abgelaufen; das reservierte Geld bzw. die Aktien sind wieder frei.' },
    en: { title: 'Order expired: {name}', body: 'Order {order_id} ({name}, {code}, quantity: {quantity}) was not filled by the end of its trading session and has expired; the money or shares set aside for it are free again.' },
    fr: { title: 'Ordre expiré : {name}', body: 'L’ordre {order_id} ({name}, {code}, quantité : {quantity}) n’a pas été exécuté avant la fin de la séance et a expiré ; l’argent ou les actions réservés sont de nouveau disponibles.' },
    it: { title: 'Ordine scaduto: {name}', body: 'L’ordine {order_id} ({name}, {code}, quantità: {quantity}) non è stato eseguito entro la fine della seduta ed è scaduto; il denaro o le azioni accantonati sono di nuovo disponibili.' },
    pt: { title: 'Ordem expirada: {name}', body: 'A ordem {order_id} ({name}, {code}, quantidade: {quantity}) não foi executada até ao fim da sessão e expirou; o dinheiro ou as ações reservados voltaram a estar disponíveis.' },
    nl: { title: 'Order verlopen: {name}', body: 'Order {order_id} ({name}, {code}, aantal: {quantity}) is voor het einde van de handelssessie niet uitgevoerd en is verlopen; het gereserveerde geld of de aandelen zijn weer vrij.' },
    el: { title: 'Η εντολή έληξε: {name}', body: 'Η εντολή {order_id} ({name}, {code}, ποσότητα: {quantity}) δεν εκτελέστηκε έως το τέλος της συνεδρίασης και έληξε· τα δεσμευμένα χρήματα ή οι μετοχές αποδεσμεύτηκαν.' },
    es: { title: 'Orden vencida: {name}', body: 'La orden {order_id} ({name}, {code}, cantidad: {quantity}) no se ejecutó antes del final de la sesión y ha vencido; el dinero o las acciones reservados vuelven a estar disponibles.' },
    zh_tw: { title: '委託已失效：{name}', body: '委託{order_id}（{name} {code}，{quantity}股）在交易時段結束時未成交，已自動失效，凍結的資金或股份已釋放。' },
    ru: { title: 'Срок заявки истёк: {name}', body: 'Заявка {order_id} ({name}, {code}, количество: {quantity}) не была исполнена до конца торговой сессии и истекла; зарезервированные деньги или акции снова доступны.' },
    sv: { title: 'Ordern har löpt ut: {name}', body: 'Order {order_id} ({name}, {code}, antal: {quantity}) genomfördes inte före handelsperiodens slut och har löpt ut; de reserverade pengarna eller aktierna är frigjorda.' },
  },
} satisfies Record<string, Record<Lang, Text>>;
