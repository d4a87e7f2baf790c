import { isLang, type Lang } from '@meridian/contract/languages';
import type { CoreErrorCode } from '@meridian/contract/envelope';
import { ACCOUNT_MESSAGES } from '../../modules/account/messages.ts';
import { ALERT_MESSAGES } from '../../modules/alerts/messages.ts';
import { AUTH_MESSAGES } from '../../modules/auth/messages.ts';
import { BLOCK_TRADE_MESSAGES } from '../../modules/block-trades/messages.ts';
import { FAVOURITE_MESSAGES } from '../../modules/favourites/messages.ts';
import { FUNDING_MESSAGES } from '../../modules/funding/messages.ts';
import { IDENTITY_MESSAGES } from '../../modules/identity/messages.ts';
import { IPO_MESSAGES } from '../../modules/ipo/messages.ts';
import { LEDGER_MESSAGES } from '../../modules/ledger/messages.ts';
import { LOAN_MESSAGES } from '../../modules/loans/messages.ts';
import { MARKET_MESSAGES } from '../../modules/market/messages.ts';
import { MONEY_MARKET_MESSAGES } from '../../modules/money-market/messages.ts';
import { ADMIN_MESSAGES } from '../../modules/admin/messages.ts';
import { TRADING_MESSAGES } from '../../modules/trading/messages.ts';

/**
 * Every message the API can send to a person, in the product's twelve languages.
 *
 * Wording choices kept consistent across this table and the domains' (why, not what):
 * - Polite address everywhere: Sie, vous, Lei, u, usted, вы, 您; Swedish uses du, which is the
 *   normal polite register there.
 * - Portuguese is European Portuguese (palavra-passe, ficheiro), matching the product's European
 *   market; Italian calls the trading password "password dispositiva", the banking term.
 * - Counts that vary at run time are written so no plural has to agree with them
 *   ("tentativi rimanenti: {remaining}", Russian "через {minutes} мин."), because the API does
 *   not do plural rules.
 * The table here holds only the platform-wide keys: the codes any route can answer and the
 * generic success messages (it is data, hence a little over the 300-line guideline). Each domain
 * keeps its own messages in its module (`modules/<domain>/messages.ts`, same rules), merged
 * below.
 */
type CoreKey = CoreErrorCode | 'OK' | 'SAVED';

const CORE_MESSAGES: Record<CoreKey, Record<Lang, string>> = {
  VALIDATION_FAILED: {
    zh_cn: '请检查以下字段：{fields}',
    de: 'Bitte prüfen Sie diese Felder: {fields}',
    en: 'Please check these fields: {fields}',
    fr: 'Veuillez vérifier ces champs : {fields}',
    it: 'Controlli questi campi: {fields}',
    pt: 'Verifique estes campos: {fields}',
    nl: 'Controleer deze velden: {fields}',
    el: 'Ελέγξτε αυτά τα πεδία: {fields}',
    es: 'Revise estos campos: {fields}',
    zh_tw: '請檢查以下欄位：{fields}',
    ru: 'Проверьте следующие поля: {fields}',
    sv: 'Kontrollera de här fälten: {fields}',
  },
  BAD_REQUEST: {
    zh_cn: '请求无法处理',
    de: 'Die Anfrage konnte nicht verarbeitet werden',
    en: 'The request could not be processed',
    fr: 'La requête n’a pas pu être traitée',
    it: 'Impossibile elaborare la richiesta',
    pt: 'Não foi possível processar o pedido',
    nl: 'Het verzoek kon niet worden verwerkt',
    el: 'Δεν ήταν δυνατή η επεξεργασία του αιτήματος',
    es: 'No se ha podido procesar la solicitud',
    zh_tw: '無法處理此請求',
    ru: 'Не удалось обработать запрос',
    sv: 'Begäran kunde inte behandlas',
  },
  UNAUTHORIZED: {
    zh_cn: '请重新登录',
    de: 'Bitte melden Sie sich erneut an',
    en: 'Please log in again',
    fr: 'Veuillez vous reconnecter',
    it: 'Effettui di nuovo l’accesso',
    pt: 'Inicie sessão novamente',
    nl: 'Log opnieuw in',
    el: 'Συνδεθείτε ξανά',
    es: 'Inicie sesión de nuevo',
    zh_tw: '請重新登入',
    ru: 'Пожалуйста, войдите снова',
    sv: 'Logga in igen',
  },
  FORBIDDEN: {
    zh_cn: '您没有执行此操作的权限',
    de: 'Sie haben keine Berechtigung für diese Aktion',
    en: 'You do not have permission for this action',
    fr: 'Vous n’avez pas l’autorisation d’effectuer cette action',
    it: 'Non dispone dell’autorizzazione per questa operazione',
    pt: 'Não tem permissão para realizar esta ação',
    nl: 'U hebt geen toestemming voor deze actie',
    el: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια',
    es: 'No tiene permiso para realizar esta acción',
    zh_tw: '您沒有執行此操作的權限',
    ru: 'У вас нет прав на это действие',
    sv: 'Du har inte behörighet för den här åtgärden',
  },
  NOT_FOUND: {
    zh_cn: '未找到',
    de: 'Nicht gefunden',
    en: 'Not found',
    fr: 'Introuvable',
    it: 'Non trovato',
    pt: 'Não encontrado',
    nl: 'Niet gevonden',
    el: 'Δεν βρέθηκε',
    es: 'No encontrado',
    zh_tw: '找不到',
    ru: 'Не найдено',
    sv: 'Hittades inte',
  },
  CONFLICT: {
    zh_cn: '与当前状态冲突，请刷新后重试',
    de: 'Das steht im Widerspruch zum aktuellen Stand; bitte aktualisieren Sie und versuchen Sie es erneut',
    en: 'This conflicts with the current state; please refresh and try again',
    fr: 'Cette action est en conflit avec l’état actuel ; veuillez actualiser et réessayer',
    it: 'L’operazione è in conflitto con lo stato attuale; aggiorni e riprovi',
    pt: 'Isto entra em conflito com o estado atual; atualize e tente novamente',
    nl: 'Dit is in strijd met de huidige status; vernieuw en probeer het opnieuw',
    el: 'Υπάρχει σύγκρουση με την τρέχουσα κατάσταση· ανανεώστε και δοκιμάστε ξανά',
    es: 'Esto entra en conflicto con el estado actual; actualice e inténtelo de nuevo',
    zh_tw: '與目前狀態衝突，請重新整理後再試',
    ru: 'Это противоречит текущему состоянию; обновите страницу и повторите попытку',
    sv: 'Detta krockar med aktuell status; uppdatera och försök igen',
  },
  RATE_LIMITED: {
    zh_cn: '请求过于频繁，请{seconds}秒后再试',
    de: 'Zu viele Anfragen, bitte versuchen Sie es in {seconds} Sekunden erneut',
    en: 'Too many requests, please try again in {seconds} seconds',
    fr: 'Trop de requêtes, veuillez réessayer dans {seconds} secondes',
    it: 'Troppe richieste, riprovi tra {seconds} secondi',
    pt: 'Demasiados pedidos, tente novamente dentro de {seconds} segundos',
    nl: 'Te veel verzoeken, probeer het over {seconds} seconden opnieuw',
    el: 'Πάρα πολλά αιτήματα, δοκιμάστε ξανά σε {seconds} δευτερόλεπτα',
    es: 'Demasiadas solicitudes, inténtelo de nuevo dentro de {seconds} segundos',
    zh_tw: '請求過於頻繁，請於{seconds}秒後再試',
    ru: 'Слишком много запросов, повторите попытку через {seconds} сек.',
    sv: 'För många förfrågningar, försök igen om {seconds} sekunder',
  },
  INTERNAL: {
    zh_cn: '提交失败，请稍后再试',
    de: 'Übermittlung fehlgeschlagen, bitte versuchen Sie es später erneut',
    en: 'Submission failed, please try again later',
    fr: 'Échec de l’envoi, veuillez réessayer plus tard',
    it: 'Invio non riuscito, riprovi più tardi',
    pt: 'Falha no envio, tente novamente mais tarde',
    nl: 'Verzenden mislukt, probeer het later opnieuw',
    el: 'Η υποβολή απέτυχε, δοκιμάστε ξανά αργότερα',
    es: 'Error en el envío, inténtelo de nuevo más tarde',
    zh_tw: '提交失敗，請稍後再試',
    ru: 'Не удалось отправить, повторите попытку позже',
    sv: 'Det gick inte att skicka, försök igen senare',
  },
  UNAVAILABLE: {
    zh_cn: '服务暂时不可用，请稍后再试',
    de: 'Der Dienst ist vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut',
    en: 'The service is temporarily unavailable, please try again later',
    fr: 'Le service est temporairement indisponible, veuillez réessayer plus tard',
    it: 'Il servizio è temporaneamente non disponibile, riprovi più tardi',
    pt: 'O serviço está temporariamente indisponível, tente novamente mais tarde',
    nl: 'De dienst is tijdelijk niet beschikbaar, probeer het later opnieuw',
    el: 'Η υπηρεσία δεν είναι προσωρινά διαθέσιμη, δοκιμάστε ξανά αργότερα',
    es: 'El servicio no está disponible temporalmente, inténtelo de nuevo más tarde',
    zh_tw: '服務暫時無法使用，請稍後再試',
    ru: 'Сервис временно недоступен, повторите попытку позже',
    sv: 'Tjänsten är tillfälligt otillgänglig, försök igen senare',
  },
  PAYLOAD_TOO_LARGE: {
    zh_cn: '请求内容过大',
    de: 'Die Anfrage ist zu groß',
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
    it: 'La richiesta è troppo grande',
    pt: 'O pedido é demasiado grande',
    nl: 'Het verzoek is te groot',
    el: 'Το αίτημα είναι πολύ μεγάλο',
    es: 'La solicitud es demasiado grande',
    zh_tw: '請求內容過大',
    ru: 'Слишком большой запрос',
    sv: 'Begäran är för stor',
  },
  INVALID_CHARACTERS: {
    zh_cn: '请求中含有不允许的字符',
    de: 'Die Anfrage enthält unzulässige Zeichen',
    en: 'The request contains characters that are not allowed',
    fr: 'La requête contient des caractères non autorisés',
    it: 'La richiesta contiene caratteri non consentiti',
    pt: 'O pedido contém caracteres não permitidos',
    nl: 'Het verzoek bevat tekens die niet zijn toegestaan',
    el: 'Το αίτημα περιέχει μη επιτρεπτούς χαρακτήρες',
    es: 'La solicitud contiene caracteres no permitidos',
    zh_tw: '請求中含有不允許的字元',
    ru: 'Запрос содержит недопустимые символы',
    sv: 'Begäran innehåller otillåtna tecken',
  },
  URI_TOO_LONG: {
    zh_cn: '请求地址过长',
    de: 'Die Adresse der Anfrage ist zu lang',
    en: 'The request address is too long',
    fr: 'L’adresse de la requête est trop longue',
    it: 'L’indirizzo della richiesta è troppo lungo',
    pt: 'O endereço do pedido é demasiado longo',
    nl: 'Het adres van het verzoek is te lang',
    el: 'Η διεύθυνση του αιτήματος είναι πολύ μεγάλη',
    es: 'La dirección de la solicitud es demasiado larga',
    zh_tw: '請求網址過長',
    ru: 'Слишком длинный адрес запроса',
    sv: 'Adressen i begäran är för lång',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    zh_cn: '不支持该请求内容格式',
    de: 'Dieses Format des Anfrageinhalts wird nicht unterstützt',
    en: 'This request content format is not supported',
    fr: 'Ce format de contenu de requête n’est pas pris en charge',
    it: 'Questo formato del contenuto della richiesta non è supportato',
    pt: 'Este formato de conteúdo do pedido não é suportado',
    nl: 'Deze indeling van de inhoud van het verzoek wordt niet ondersteund',
    el: 'Αυτή η μορφή περιεχομένου αιτήματος δεν υποστηρίζεται',
    es: 'Este formato de contenido de la solicitud no es compatible',
    zh_tw: '不支援此請求內容格式',
    ru: 'Этот формат содержимого запроса не поддерживается',
    sv: 'Det här formatet på begärans innehåll stöds inte',
  },
  UPLOAD_INCOMPLETE: {
    zh_cn: '上传不完整或格式有误，请重新上传',
    de: 'Der Upload ist unvollständig oder fehlerhaft; bitte laden Sie die Datei erneut hoch',
    en: 'The upload is incomplete or malformed; please upload the file again',
    fr: 'Le téléversement est incomplet ou mal formé ; veuillez renvoyer le fichier',
    it: 'Il caricamento è incompleto o non valido; carichi di nuovo il file',
    pt: 'O carregamento está incompleto ou mal formado; carregue o ficheiro novamente',
    nl: 'De upload is onvolledig of onjuist opgebouwd; upload het bestand opnieuw',
    el: 'Η μεταφόρτωση είναι ελλιπής ή λανθασμένη· ανεβάστε ξανά το αρχείο',
    es: 'La carga está incompleta o mal formada; vuelva a subir el archivo',
    zh_tw: '上傳不完整或格式有誤，請重新上傳',
    ru: 'Загрузка неполная или повреждена; загрузите файл ещё раз',
    sv: 'Uppladdningen är ofullständig eller felaktig; ladda upp filen igen',
  },
  FILE_REQUIRED: {
    zh_cn: '请选择要上传的文件',
    de: 'Bitte wählen Sie eine Datei zum Hochladen aus',
    en: 'Please choose a file to upload',
    fr: 'Veuillez choisir un fichier à envoyer',
    it: 'Scelga un file da caricare',
    pt: 'Escolha um ficheiro para carregar',
    nl: 'Kies een bestand om te uploaden',
    el: 'Επιλέξτε ένα αρχείο για μεταφόρτωση',
    es: 'Elija un archivo para subir',
    zh_tw: '請選擇要上傳的檔案',
    ru: 'Выберите файл для загрузки',
    sv: 'Välj en fil att ladda upp',
  },
  FILE_TYPE: {
    zh_cn: '上传失败：仅支持 JPEG、PNG 或 WebP 格式的图片',
    de: 'Hochladen fehlgeschlagen: Es werden nur JPEG-, PNG- oder WebP-Bilder akzeptiert',
    en: 'Upload failed: only JPEG, PNG or WebP images are accepted',
    fr: 'Échec de l’envoi : seules les images JPEG, PNG ou WebP sont acceptées',
    it: 'Caricamento non riuscito: sono accettate solo immagini JPEG, PNG o WebP',
    pt: 'Falha no carregamento: só são aceites imagens JPEG, PNG ou WebP',
    nl: 'Uploaden mislukt: alleen JPEG-, PNG- of WebP-afbeeldingen worden geaccepteerd',
    el: 'Η μεταφόρτωση απέτυχε: γίνονται δεκτές μόνο εικόνες JPEG, PNG ή WebP',
    es: 'Error al subir: solo se aceptan imágenes JPEG, PNG o WebP',
    zh_tw: '上傳失敗：僅支援 JPEG、PNG 或 WebP 格式的圖片',
    ru: 'Не удалось загрузить: принимаются только изображения JPEG, PNG или WebP',
    sv: 'Uppladdningen misslyckades: endast JPEG-, PNG- eller WebP-bilder accepteras',
  },
  FILE_TOO_LARGE: {
    zh_cn: '上传失败：文件大小超过{max}',
    de: 'Hochladen fehlgeschlagen: Die Datei ist größer als {max}',
    en: 'Upload failed: the file is larger than {max}',
    fr: 'Échec de l’envoi : le fichier dépasse {max}',
    it: 'Caricamento non riuscito: il file supera {max}',
    pt: 'Falha no carregamento: o ficheiro excede {max}',
    nl: 'Uploaden mislukt: het bestand is groter dan {max}',
    el: 'Η μεταφόρτωση απέτυχε: το αρχείο υπερβαίνει τα {max}',
    es: 'Error al subir: el archivo supera los {max}',
    zh_tw: '上傳失敗：檔案大小超過{max}',
    ru: 'Не удалось загрузить: размер файла превышает {max}',
    sv: 'Uppladdningen misslyckades: filen är större än {max}',
  },
  IDEMPOTENCY_KEY_REUSED: {
    zh_cn: '该请求编号已用于另一项操作，请刷新后重试',
    de: 'Diese Anfragekennung wurde bereits für einen anderen Vorgang verwendet; bitte laden Sie neu und versuchen Sie es erneut',
    en: 'This request key was already used for a different action; please refresh and try again',
    fr: 'Cette clé de requête a déjà servi à une autre opération ; veuillez actualiser et réessayer',
    it: 'Questa chiave di richiesta è già stata usata per un’altra operazione; aggiorni e riprovi',
    pt: 'Esta chave de pedido já foi usada noutra operação; atualize e tente novamente',
    nl: 'Deze aanvraagsleutel is al voor een andere handeling gebruikt; vernieuw en probeer het opnieuw',
    el: 'Αυτό το κλειδί αιτήματος χρησιμοποιήθηκε ήδη για άλλη ενέργεια· ανανεώστε και δοκιμάστε ξανά',
    es: 'Esta clave de solicitud ya se usó para otra operación; actualice e inténtelo de nuevo',
    zh_tw: '此請求編號已用於另一項操作，請重新整理後再試',
    ru: 'Этот ключ запроса уже использован для другой операции; обновите страницу и повторите попытку',
    sv: 'Den här begärandenyckeln har redan använts för en annan åtgärd; uppdatera och försök igen',
  },
  OK: {
    zh_cn: '操作成功',
    de: 'Erfolgreich',
    en: 'Success',
    fr: 'Opération réussie',
    it: 'Operazione riuscita',
    pt: 'Operação concluída',
    nl: 'Gelukt',
    el: 'Επιτυχία',
    es: 'Operación realizada',
    zh_tw: '操作成功',
    ru: 'Успешно',
    sv: 'Klart',
  },
  SAVED: {
    zh_cn: '保存成功',
    de: 'Gespeichert',
    en: 'Saved',
    fr: 'Enregistré',
    it: 'Salvato',
    pt: 'Guardado',
    nl: 'Opgeslagen',
    el: 'Αποθηκεύτηκε',
    es: 'Guardado',
    zh_tw: '已儲存',
    ru: 'Сохранено',
    sv: 'Sparat',
  },
};

export const MESSAGES = {
  ...CORE_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...LEDGER_MESSAGES,
  ...FAVOURITE_MESSAGES,
  ...MARKET_MESSAGES,
  ...FUNDING_MESSAGES,
  ...IDENTITY_MESSAGES,
  ...LOAN_MESSAGES,
  ...TRADING_MESSAGES,
  ...IPO_MESSAGES,
  ...BLOCK_TRADE_MESSAGES,
  ...MONEY_MARKET_MESSAGES,
  ...ALERT_MESSAGES,
  ...ADMIN_MESSAGES,
} satisfies Record<string, Record<Lang, string>>;
export type MessageKey = keyof typeof MESSAGES;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills {name} placeholders; unknown language falls back to English; a missing param is left as is. */
export function translate(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  const table = MESSAGES[key];
  // The type says Lang, but the value often comes from a header or cookie, so check it at run time.
  const text = isLang(lang) ? table[lang] : table.en;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
