import type { Lang } from '@meridian/contract/languages';
import type { AlertErrorCode } from '@meridian/contract/alerts';

/** This domain's API messages in the twelve languages (merged into platform/i18n/messages.ts; same wording rules). */
export const ALERT_MESSAGES: Record<AlertErrorCode, Record<Lang, string>> = {
  ALERT_VALUE_INVALID: {
    zh_cn: '请输入大于0的价格，或0.01%至20%之间的涨跌幅',
    de: 'Bitte geben Sie einen Kurs über 0 oder eine Veränderung zwischen 0,01 % und 20 % ein',
    en: 'Please enter a price above 0, or a move between 0.01% and 20%',
    fr: 'Veuillez saisir un cours supérieur à 0 ou une variation comprise entre 0,01 % et 20 %',
    it: 'Inserisca un prezzo maggiore di 0 o una variazione tra lo 0,01% e il 20%',
    pt: 'Introduza um preço superior a 0 ou uma variação entre 0,01% e 20%',
    nl: 'Voer een koers boven 0 in, of een beweging tussen 0,01% en 20%',
    el: 'Εισαγάγετε τιμή μεγαλύτερη από 0 ή μεταβολή μεταξύ 0,01% και 20%',
    es: 'Introduzca un precio superior a 0 o una variación entre el 0,01 % y el 20 %',
    zh_tw: '請輸入大於0的價格，或0.01%至20%之間的漲跌幅',
    ru: 'Введите цену больше 0 или изменение от 0,01% до 20%',
    sv: 'Ange ett pris över 0 eller en rörelse mellan 0,01 % och 20 %',
  },
  ALERT_ALREADY_MET: {
    zh_cn: '当前行情已满足该条件，请设置尚未达到的价格或涨跌幅',
    de: 'Der aktuelle Kurs erfüllt diese Bedingung bereits. Bitte wählen Sie einen Wert, der noch nicht erreicht ist',
    en: 'The current price already meets this condition. Please choose a level it has not reached yet',
    fr: 'Le cours actuel remplit déjà cette condition. Veuillez choisir un niveau qui n’est pas encore atteint',
    it: 'Il prezzo attuale soddisfa già questa condizione. Scelga un livello non ancora raggiunto',
    pt: 'O preço atual já cumpre esta condição. Escolha um nível que ainda não tenha sido atingido',
    nl: 'De huidige koers voldoet al aan deze voorwaarde. Kies een niveau dat nog niet is bereikt',
    el: 'Η τρέχουσα τιμή ικανοποιεί ήδη αυτή τη συνθήκη. Επιλέξτε ένα επίπεδο που δεν έχει ακόμη επιτευχθεί',
    es: 'El precio actual ya cumple esta condición. Elija un nivel que aún no se haya alcanzado',
    zh_tw: '目前行情已滿足該條件，請設定尚未達到的價格或漲跌幅',
    ru: 'Текущая цена уже удовлетворяет этому условию. Выберите уровень, который ещё не достигнут',
    sv: 'Det aktuella priset uppfyller redan villkoret. Välj en nivå som ännu inte har nåtts',
  },
  ALERT_LIMIT: {
    zh_cn: '最多可设置{max}个价格提醒，请先删除不需要的提醒',
    de: 'Sie können höchstens {max} Kursalarme anlegen. Bitte löschen Sie zuerst einen, den Sie nicht mehr brauchen',
    en: 'You can have at most {max} price alerts. Please remove one you no longer need first',
    fr: 'Vous pouvez créer au maximum {max} alertes de cours. Veuillez d’abord en supprimer une dont vous n’avez plus besoin',
    it: 'Può impostare al massimo {max} avvisi di prezzo. Elimini prima uno che non Le serve più',
    pt: 'Pode ter no máximo {max} alertas de preço. Elimine primeiro um de que já não precise',
    nl: 'U kunt maximaal {max} koersalarmen hebben. Verwijder eerst een alarm dat u niet meer nodig hebt',
    el: 'Μπορείτε να έχετε έως {max} ειδοποιήσεις τιμής. Διαγράψτε πρώτα μία που δεν χρειάζεστε πια',
    es: 'Puede tener como máximo {max} alertas de precio. Elimine primero una que ya no necesite',
    zh_tw: '最多可設定{max}個價格提醒，請先刪除不需要的提醒',
    ru: 'Можно создать не более {max} ценовых оповещений. Сначала удалите ненужное',
    sv: 'Du kan ha högst {max} prisbevakningar. Ta först bort en som du inte längre behöver',
  },
};
