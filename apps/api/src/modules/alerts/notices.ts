import type { Lang } from '@meridian/contract/languages';
import type { Text } from '../messages/templates.ts';

/**
 * Message-centre notices of a fired price alert in the twelve languages (merged into
 * messages/templates.ts; same wording rules). Params: code, name, level, price, change_pct.
 */
export const ALERT_NOTICES = {
  price_alert_above: {
    zh_cn: { title: '价格提醒：{name}', body: '{name}（{code}）最新价{price}，已达到或高于您设置的{level}。该提醒已触发并停用，可在价格提醒中重新启用。' },
    de: { title: 'Kursalarm: {name}', body: '{name} ({code}) steht bei {price} und hat Ihre Marke von {level} erreicht oder überschritten. Der Alarm wurde ausgelöst und ist nun inaktiv; Sie können ihn unter Kursalarme wieder aktivieren.' },
    en: { title: 'Price alert: {name}', body: '{name} ({code}) traded at {price}, at or above your level of {level}. The alert has fired and is now off; you can turn it on again under Price alerts.' },
    fr: { title: 'Alerte de cours : {name}', body: '{name} ({code}) a traité à {price}, au niveau ou au-dessus de votre seuil de {level}. L’alerte s’est déclenchée et est désormais désactivée ; vous pouvez la réactiver dans Alertes de cours.' },
    it: { title: 'Avviso di prezzo: {name}', body: '{name} ({code}) ha scambiato a {price}, pari o superiore al Suo livello di {level}. L’avviso è scattato ed è ora disattivato; può riattivarlo in Avvisi di prezzo.' },
    pt: { title: 'Alerta de preço: {name}', body: '{name} ({code}) negociou a {price}, igual ou acima do seu nível de {level}. O alerta foi acionado e está agora desligado; pode voltar a ativá-lo em Alertas de preço.' },
    nl: { title: 'Koersalarm: {name}', body: '{name} ({code}) noteerde {price}, op of boven uw niveau van {level}. Het alarm is afgegaan en staat nu uit; u kunt het weer inschakelen onder Koersalarmen.' },
    el: { title: 'Ειδοποίηση τιμής: {name}', body: 'Η {name} ({code}) διαπραγματεύτηκε στα {price}, στο ή πάνω από το επίπεδό σας των {level}. Η ειδοποίηση ενεργοποιήθηκε και είναι πλέον ανενεργή· μπορείτε να την ενεργοποιήσετε ξανά στις Ειδοποιήσεις τιμής.' },
    es: { title: 'Alerta de precio: {name}', body: '{name} ({code}) cotizó a {price}, igual o por encima de su nivel de {level}. La alerta se ha activado y ahora está desactivada; puede volver a activarla en Alertas de precio.' },
    zh_tw: { title: '價格提醒：{name}', body: '{name}（{code}）最新價{price}，已達到或高於您設定的{level}。該提醒已觸發並停用，可在價格提醒中重新啟用。' },
    ru: { title: 'Ценовое оповещение: {name}', body: '{name} ({code}): сделка по {price}, на уровне {level} или выше. Оповещение сработало и отключено; включить его снова можно в разделе «Ценовые оповещения».' },
    sv: { title: 'Prisbevakning: {name}', body: '{name} ({code}) handlades till {price}, på eller över din nivå {level}. Bevakningen har utlösts och är nu avstängd; du kan slå på den igen under Prisbevakningar.' },
  },
  price_alert_below: {
    zh_cn: { title: '价格提醒：{name}', body: '{name}（{code}）最新价{price}，已达到或低于您设置的{level}。该提醒已触发并停用，可在价格提醒中重新启用。' },
    de: { title: 'Kursalarm: {name}', body: '{name} ({code}) steht bei {price} und hat Ihre Marke von {level} erreicht oder unterschritten. Der Alarm wurde ausgelöst und ist nun inaktiv; Sie können ihn unter Kursalarme wieder aktivieren.' },
    en: { title: 'Price alert: {name}', body: '{name} ({code}) traded at {price}, at or below your level of {level}. The alert has fired and is now off; you can turn it on again under Price alerts.' },
    fr: { title: 'Alerte de cours : {name}', body: '{name} ({code}) a traité à {price}, au niveau ou en dessous de votre seuil de {level}. L’alerte s’est déclenchée et est désormais désactivée ; vous pouvez la réactiver dans Alertes de cours.' },
    it: { title: 'Avviso di prezzo: {name}', body: '{name} ({code}) ha scambiato a {price}, pari o inferiore al Suo livello di {level}. L’avviso è scattato ed è ora disattivato; può riattivarlo in Avvisi di prezzo.' },
    pt: { title: 'Alerta de preço: {name}', body: '{name} ({code}) negociou a {price}, igual ou abaixo do seu nível de {level}. O alerta foi acionado e está agora desligado; pode voltar a ativá-lo em Alertas de preço.' },
    nl: { title: 'Koersalarm: {name}', body: '{name} ({code}) noteerde {price}, op of onder uw niveau van {level}. Het alarm is afgegaan en staat nu uit; u kunt het weer inschakelen onder Koersalarmen.' },
    el: { title: 'Ειδοποίηση τιμής: {name}', body: 'Η {name} ({code}) διαπραγματεύτηκε στα {price}, στο ή κάτω από το επίπεδό σας των {level}. Η ειδοποίηση ενεργοποιήθηκε και είναι πλέον ανενεργή· μπορείτε να την ενεργοποιήσετε ξανά στις Ειδοποιήσεις τιμής.' },
    es: { title: 'Alerta de precio: {name}', body: '{name} ({code}) cotizó a {price}, igual o por debajo de su nivel de {level}. La alerta se ha activado y ahora está desactivada; puede volver a activarla en Alertas de precio.' },
    zh_tw: { title: '價格提醒：{name}', body: '{name}（{code}）最新價{price}，已達到或低於您設定的{level}。該提醒已觸發並停用，可在價格提醒中重新啟用。' },
    ru: { title: 'Ценовое оповещение: {name}', body: '{name} ({code}): сделка по {price}, на уровне {level} или ниже. Оповещение сработало и отключено; включить его снова можно в разделе «Ценовые оповещения».' },
    sv: { title: 'Prisbevakning: {name}', body: '{name} ({code}) handlades till {price}, på eller under din nivå {level}. Bevakningen har utlösts och är nu avstängd; du kan slå på den igen under Prisbevakningar.' },
  },
  price_alert_change: {
    zh_cn: { title: '涨跌幅提醒：{name}', body: '{name}（{code}）最新价{price}，较昨收变动{change_pct}，已达到您设置的±{level}%。该提醒已触发并停用，可在价格提醒中重新启用。' },
    de: { title: 'Bewegungsalarm: {name}', body: '{name} ({code}) steht bei {price}, {change_pct} gegenüber dem Vortagesschluss, und hat Ihre Marke von ±{level} % erreicht. Der Alarm wurde ausgelöst und ist nun inaktiv; Sie können ihn unter Kursalarme wieder aktivieren.' },
    en: { title: 'Move alert: {name}', body: '{name} ({code}) traded at {price}, {change_pct} from the previous close, reaching your ±{level}%. The alert has fired and is now off; you can turn it on again under Price alerts.' },
    fr: { title: 'Alerte de variation : {name}', body: '{name} ({code}) a traité à {price}, soit {change_pct} par rapport à la clôture précédente, atteignant votre seuil de ±{level} %. L’alerte s’est déclenchée et est désormais désactivée ; vous pouvez la réactiver dans Alertes de cours.' },
    it: { title: 'Avviso di variazione: {name}', body: '{name} ({code}) ha scambiato a {price}, {change_pct} rispetto alla chiusura precedente, raggiungendo il Suo ±{level}%. L’avviso è scattato ed è ora disattivato; può riattivarlo in Avvisi di prezzo.' },
    pt: { title: 'Alerta de variação: {name}', body: '{name} ({code}) negociou a {price}, {change_pct} face ao fecho anterior, atingindo o seu ±{level}%. O alerta foi acionado e está agora desligado; pode voltar a ativá-lo em Alertas de preço.' },
    nl: { title: 'Bewegingsalarm: {name}', body: '{name} ({code}) noteerde {price}, {change_pct} ten opzichte van het vorige slot, en bereikte uw ±{level}%. Het alarm is afgegaan en staat nu uit; u kunt het weer inschakelen onder Koersalarmen.' },
    el: { title: 'Ειδοποίηση μεταβολής: {name}', body: 'Η {name} ({code}) διαπραγματεύτηκε στα {price}, {change_pct} από το προηγούμενο κλείσιμο, φτάνοντας το ±{level}% σας. Η ειδοποίηση ενεργοποιήθηκε και είναι πλέον ανενεργή· μπορείτε να την ενεργοποιήσετε ξανά στις Ειδοποιήσεις τιμής.' },
    es: { title: 'Alerta de variación: {name}', body: '{name} ({code}) cotizó a {price}, {change_pct} respecto al cierre anterior, alcanzando su ±{level} %. La alerta se ha activado y ahora está desactivada; puede volver a activarla en Alertas de precio.' },
    zh_tw: { title: '漲跌幅提醒：{name}', body: '{name}（{code}）最新價{price}，較昨收變動{change_pct}，已達到您設定的±{level}%。該提醒已觸發並停用，可在價格提醒中重新啟用。' },
    ru: { title: 'Оповещение об изменении: {name}', body: '{name} ({code}): сделка по {price}, {change_pct} к предыдущему закрытию, достигнут ваш уровень ±{level}%. Оповещение сработало и отключено; включить его снова можно в разделе «Ценовые оповещения».' },
    sv: { title: 'Rörelsebevakning: {name}', body: '{name} ({code}) handlades till {price}, {change_pct} från föregående stängning, och nådde din nivå ±{level} %. Bevakningen har utlösts och är nu avstängd; du kan slå på den igen under Prisbevakningar.' },
  },
} satisfies Record<string, Record<Lang, Text>>;
