import { isLang, type Lang } from '@meridian/contract/languages';
import { ALERT_NOTICES } from '../alerts/notices.ts';
import { BLOCK_TRADE_NOTICES } from '../block-trades/notices.ts';
import { IPO_NOTICES } from '../ipo/notices.ts';
import { MONEY_MARKET_NOTICES } from '../money-market/notices.ts';
import { TRADING_NOTICES } from '../trading/notices.ts';
import { localizeParams, type EnglishName } from './localize.ts';

/**
 * The texts of the message centre, per kind, in the twelve languages. A stored message is only
 * `kind` + `params`; it is rendered here when read, so a user who switches language sees the
 * whole history in the new one. `{name}` placeholders are filled from `params`.
 *
 * Later domains add their kinds here (order filled, withdrawal approved, …) and call
 * `messages.notify(userId, kind, params)`. Same wording rules as platform/i18n/messages.ts:
 * polite address, European Portuguese, no exclamation marks, no plural agreement with a number.
 * `broadcast` has no template: the operator's own title and body are shown as written.
 */
export type Text = { title: string; body: string };

const CORE_TEMPLATES = {
  welcome: {
    zh_cn: { title: '欢迎来到Meridian，{username}', body: '您的账户已开通。入金和交易前，请先在个人中心完成实名认证。如需帮助，可随时在应用内联系客服。' },
    de: { title: 'Willkommen bei Meridian, {username}', body: 'Ihr Konto ist eingerichtet. Bevor Sie Geld einzahlen und handeln, schließen Sie bitte die Identitätsprüfung im persönlichen Bereich ab. Bei Fragen erreichen Sie unseren Kundenservice direkt in der App.' },
    en: { title: 'Welcome to Meridian, {username}', body: 'Your account is ready. Before you fund it and trade, please complete identity verification in the personal centre. If you need help, our support team is available in the app.' },
    fr: { title: 'Bienvenue chez Meridian, {username}', body: 'Votre compte est prêt. Avant d’effectuer un dépôt et de négocier, veuillez finaliser la vérification d’identité dans votre espace personnel. Notre service client est disponible dans l’application si vous avez besoin d’aide.' },
    it: { title: 'Le diamo il benvenuto in Meridian, {username}', body: 'Il Suo conto è pronto. Prima di versare fondi e operare, completi la verifica dell’identità nell’area personale. Se ha bisogno di aiuto, il nostro servizio clienti è disponibile nell’app.' },
    pt: { title: 'Boas-vindas à Meridian, {username}', body: 'A sua conta está pronta. Antes de depositar fundos e negociar, conclua a verificação de identidade na área pessoal. Se precisar de ajuda, o nosso apoio ao cliente está disponível na aplicação.' },
    nl: { title: 'Welkom bij Meridian, {username}', body: 'Uw rekening is klaar. Rond eerst de identiteitsverificatie in uw persoonlijke omgeving af voordat u geld stort en handelt. Hebt u hulp nodig, dan is onze klantenservice bereikbaar in de app.' },
    el: { title: 'Καλώς ήρθατε στη Meridian, {username}', body: 'Ο λογαριασμός σας είναι έτοιμος. Πριν καταθέσετε χρήματα και κάνετε συναλλαγές, ολοκληρώστε την επαλήθευση ταυτότητας στο προσωπικό σας κέντρο. Αν χρειάζεστε βοήθεια, η εξυπηρέτηση πελατών είναι διαθέσιμη στην εφαρμογή.' },
    es: { title: 'Le damos la bienvenida a Meridian, {username}', body: 'Su cuenta está lista. Antes de depositar fondos y operar, complete la verificación de identidad en su área personal. Si necesita ayuda, nuestro servicio de atención al cliente está disponible en la aplicación.' },
    zh_tw: { title: '歡迎來到Meridian，{username}', body: '您的帳戶已開通。入金和交易前，請先在個人中心完成實名認證。如需協助，可隨時在應用程式內聯繫客服。' },
    ru: { title: 'Добро пожаловать в Meridian, {username}', body: 'Ваш счёт открыт. Прежде чем пополнять счёт и торговать, пройдите проверку личности в личном кабинете. Если вам нужна помощь, служба поддержки доступна прямо в приложении.' },
    sv: { title: 'Välkommen till Meridian, {username}', body: 'Ditt konto är klart. Innan du sätter in pengar och handlar behöver du slutföra identitetskontrollen i ditt personliga center. Behöver du hjälp finns vår kundtjänst i appen.' },
  },
  password_changed: {
    zh_cn: { title: '登录密码已修改', body: '您的登录密码已修改，所有设备均已退出登录。如非本人操作，请立即联系客服。' },
    de: { title: 'Anmeldepasswort geändert', body: 'Ihr Anmeldepasswort wurde geändert und alle Geräte wurden abgemeldet. Wenn Sie diese Änderung nicht vorgenommen haben, wenden Sie sich bitte sofort an den Kundenservice.' },
    en: { title: 'Login password changed', body: 'Your login password was changed and every device was signed out. If you did not make this change, please contact support at once.' },
    fr: { title: 'Mot de passe de connexion modifié', body: 'Votre mot de passe de connexion a été modifié et tous vos appareils ont été déconnectés. Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement le service client.' },
    it: { title: 'Password di accesso modificata', body: 'La Sua password di accesso è stata modificata e tutti i dispositivi sono stati disconnessi. Se non è stato Lei a effettuare la modifica, contatti subito il servizio clienti.' },
    pt: { title: 'Palavra-passe de acesso alterada', body: 'A sua palavra-passe de acesso foi alterada e todos os dispositivos terminaram sessão. Se não fez esta alteração, contacte de imediato o apoio ao cliente.' },
    nl: { title: 'Inlogwachtwoord gewijzigd', body: 'Uw inlogwachtwoord is gewijzigd en alle apparaten zijn uitgelogd. Hebt u deze wijziging niet zelf gedaan, neem dan direct contact op met de klantenservice.' },
    el: { title: 'Ο κωδικός σύνδεσης άλλαξε', body: 'Ο κωδικός σύνδεσής σας άλλαξε και όλες οι συσκευές αποσυνδέθηκαν. Αν δεν κάνατε εσείς αυτή την αλλαγή, επικοινωνήστε αμέσως με την εξυπηρέτηση πελατών.' },
    es: { title: 'Contraseña de acceso modificada', body: 'Su contraseña de acceso se ha modificado y se ha cerrado la sesión en todos los dispositivos. Si no ha realizado usted este cambio, contacte de inmediato con atención al cliente.' },
    zh_tw: { title: '登入密碼已變更', body: '您的登入密碼已變更，所有裝置均已登出。如非本人操作，請立即聯繫客服。' },
    ru: { title: 'Пароль для входа изменён', body: 'Ваш пароль для входа изменён, на всех устройствах выполнен выход. Если вы не меняли пароль, немедленно обратитесь в службу поддержки.' },
    sv: { title: 'Inloggningslösenordet har ändrats', body: 'Ditt inloggningslösenord har ändrats och alla enheter har loggats ut. Om det inte var du som gjorde ändringen, kontakta kundtjänst direkt.' },
  },
  pay_password_changed: {
    zh_cn: { title: '交易密码已修改', body: '您的交易密码已修改。如非本人操作，请立即联系客服。' },
    de: { title: 'Handelspasswort geändert', body: 'Ihr Handelspasswort wurde geändert. Wenn Sie diese Änderung nicht vorgenommen haben, wenden Sie sich bitte sofort an den Kundenservice.' },
    en: { title: 'Trading password changed', body: 'Your trading password was changed. If you did not make this change, please contact support at once.' },
    fr: { title: 'Mot de passe de transaction modifié', body: 'Votre mot de passe de transaction a été modifié. Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement le service client.' },
    it: { title: 'Password dispositiva modificata', body: 'La Sua password dispositiva è stata modificata. Se non è stato Lei a effettuare la modifica, contatti subito il servizio clienti.' },
    pt: { title: 'Palavra-passe de negociação alterada', body: 'A sua palavra-passe de negociação foi alterada. Se não fez esta alteração, contacte de imediato o apoio ao cliente.' },
    nl: { title: 'Handelswachtwoord gewijzigd', body: 'Uw handelswachtwoord is gewijzigd. Hebt u deze wijziging niet zelf gedaan, neem dan direct contact op met de klantenservice.' },
    el: { title: 'Ο κωδικός συναλλαγών άλλαξε', body: 'Ο κωδικός συναλλαγών σας άλλαξε. Αν δεν κάνατε εσείς αυτή την αλλαγή, επικοινωνήστε αμέσως με την εξυπηρέτηση πελατών.' },
    es: { title: 'Contraseña de operaciones modificada', body: 'Su contraseña de operaciones se ha modificado. Si no ha realizado usted este cambio, contacte de inmediato con atención al cliente.' },
    zh_tw: { title: '交易密碼已變更', body: '您的交易密碼已變更。如非本人操作，請立即聯繫客服。' },
    ru: { title: 'Торговый пароль изменён', body: 'Ваш торговый пароль изменён. Если вы не меняли пароль, немедленно обратитесь в службу поддержки.' },
    sv: { title: 'Handelslösenordet har ändrats', body: 'Ditt handelslösenord har ändrats. Om det inte var du som gjorde ändringen, kontakta kundtjänst direkt.' },
  },
  deposit_received: {
    zh_cn: { title: '入金已到账', body: '{amount} {currency}已存入您的账户（参考号{reference}）。' },
    de: { title: 'Einzahlung gutgeschrieben', body: 'Ihrem Konto wurde der Betrag von {amount} {currency} gutgeschrieben (Referenz {reference}).' },
    en: { title: 'Deposit received', body: '{amount} {currency} has been credited to your account (reference {reference}).' },
    fr: { title: 'Dépôt crédité', body: 'Votre compte a été crédité de {amount} {currency} (référence {reference}).' },
    it: { title: 'Versamento accreditato', body: 'Sul Suo conto è stato accreditato l’importo di {amount} {currency} (riferimento {reference}).' },
    pt: { title: 'Depósito creditado', body: 'Foi creditado na sua conta o montante de {amount} {currency} (referência {reference}).' },
    nl: { title: 'Storting ontvangen', body: 'Er is {amount} {currency} op uw rekening bijgeschreven (referentie {reference}).' },
    el: { title: 'Η κατάθεση πιστώθηκε', body: 'Το ποσό {amount} {currency} πιστώθηκε στον λογαριασμό σας (αναφορά {reference}).' },
    es: { title: 'Depósito abonado', body: 'Se ha abonado en su cuenta el importe de {amount} {currency} (referencia {reference}).' },
    zh_tw: { title: '入金已到帳', body: '{amount} {currency}已存入您的帳戶（參考號{reference}）。' },
    ru: { title: 'Пополнение зачислено', body: 'На ваш счёт зачислена сумма {amount} {currency} (номер {reference}).' },
    sv: { title: 'Insättningen har tagits emot', body: 'Beloppet {amount} {currency} har satts in på ditt konto (referens {reference}).' },
  },
  deposit_rejected: {
    zh_cn: { title: '入金未到账', body: '您的入金申请{reference}（{amount} {currency}）未入账。原因：{reason}' },
    de: { title: 'Einzahlung nicht gutgeschrieben', body: 'Ihre Einzahlung {reference} über {amount} {currency} wurde nicht gutgeschrieben. Grund: {reason}' },
    en: { title: 'Deposit not credited', body: 'Your deposit {reference} of {amount} {currency} was not credited. Reason: {reason}' },
    fr: { title: 'Dépôt non crédité', body: 'Votre dépôt {reference} de {amount} {currency} n’a pas été crédité. Motif : {reason}' },
    it: { title: 'Versamento non accreditato', body: 'Il Suo versamento {reference} di {amount} {currency} non è stato accreditato. Motivo: {reason}' },
    pt: { title: 'Depósito não creditado', body: 'O seu depósito {reference} de {amount} {currency} não foi creditado. Motivo: {reason}' },
    nl: { title: 'Storting niet bijgeschreven', body: 'Uw storting {reference} van {amount} {currency} is niet bijgeschreven. Reden: {reason}' },
    el: { title: 'Η κατάθεση δεν πιστώθηκε', body: 'Η κατάθεσή σας {reference} ποσού {amount} {currency} δεν πιστώθηκε. Αιτία: {reason}' },
    es: { title: 'Depósito no abonado', body: 'Su depósito {reference} de {amount} {currency} no se ha abonado. Motivo: {reason}' },
    zh_tw: { title: '入金未到帳', body: '您的入金申請{reference}（{amount} {currency}）未入帳。原因：{reason}' },
    ru: { title: 'Пополнение не зачислено', body: 'Пополнение {reference} на сумму {amount} {currency} не зачислено. Причина: {reason}' },
    sv: { title: 'Insättningen har inte krediterats', body: 'Din insättning {reference} på {amount} {currency} har inte krediterats. Orsak: {reason}' },
  },
  withdrawal_submitted: {
    zh_cn: { title: '提现申请已提交', body: '您向尾号{card}的银行账户提现{amount} {currency}的申请已提交，审核期间该金额将被冻结。' },
    de: { title: 'Auszahlung beantragt', body: 'Ihre Auszahlung über {amount} {currency} auf das Konto mit der Endung {card} wurde beantragt. Bis zur Prüfung ist der Betrag reserviert.' },
    en: { title: 'Withdrawal submitted', body: 'Your withdrawal of {amount} {currency} to the account ending {card} has been submitted. The amount is set aside until it is reviewed.' },
    fr: { title: 'Demande de retrait envoyée', body: 'Votre retrait de {amount} {currency} vers le compte se terminant par {card} a été demandé. Le montant est bloqué jusqu’à son examen.' },
    it: { title: 'Richiesta di prelievo inviata', body: 'La Sua richiesta di prelievo di {amount} {currency} verso il conto che termina con {card} è stata inviata. L’importo resta bloccato fino alla verifica.' },
    pt: { title: 'Pedido de levantamento enviado', body: 'O seu pedido de levantamento de {amount} {currency} para a conta terminada em {card} foi enviado. O montante fica cativo até à análise.' },
    nl: { title: 'Opname aangevraagd', body: 'Uw opname van {amount} {currency} naar de rekening eindigend op {card} is aangevraagd. Het bedrag wordt gereserveerd tot de beoordeling.' },
    el: { title: 'Το αίτημα ανάληψης υποβλήθηκε', body: 'Το αίτημα ανάληψης {amount} {currency} προς τον λογαριασμό που λήγει σε {card} υποβλήθηκε. Το ποσό δεσμεύεται μέχρι τον έλεγχο.' },
    es: { title: 'Solicitud de retirada enviada', body: 'Su retirada de {amount} {currency} a la cuenta que termina en {card} se ha solicitado. El importe queda retenido hasta su revisión.' },
    zh_tw: { title: '提領申請已提交', body: '您向尾號{card}的銀行帳戶提領{amount} {currency}的申請已提交，審核期間該金額將被凍結。' },
    ru: { title: 'Заявка на вывод отправлена', body: 'Заявка на вывод {amount} {currency} на счёт, оканчивающийся на {card}, отправлена. Сумма заблокирована до проверки.' },
    sv: { title: 'Uttaget har begärts', body: 'Ditt uttag på {amount} {currency} till kontot som slutar på {card} har begärts. Beloppet reserveras tills det har granskats.' },
  },
  withdrawal_approved: {
    zh_cn: { title: '提现已汇出', body: '您提现{amount} {currency}至尾号{card}银行账户的申请已批准并汇出。' },
    de: { title: 'Auszahlung ausgeführt', body: 'Ihre Auszahlung über {amount} {currency} auf das Konto mit der Endung {card} wurde genehmigt und überwiesen.' },
    en: { title: 'Withdrawal paid out', body: 'Your withdrawal of {amount} {currency} to the account ending {card} has been approved and paid out.' },
    fr: { title: 'Retrait effectué', body: 'Votre retrait de {amount} {currency} vers le compte se terminant par {card} a été approuvé et versé.' },
    it: { title: 'Prelievo eseguito', body: 'Il Suo prelievo di {amount} {currency} verso il conto che termina con {card} è stato approvato e pagato.' },
    pt: { title: 'Levantamento pago', body: 'O seu levantamento de {amount} {currency} para a conta terminada em {card} foi aprovado e pago.' },
    nl: { title: 'Opname uitbetaald', body: 'Uw opname van {amount} {currency} naar de rekening eindigend op {card} is goedgekeurd en uitbetaald.' },
    el: { title: 'Η ανάληψη πληρώθηκε', body: 'Η ανάληψη {amount} {currency} προς τον λογαριασμό που λήγει σε {card} εγκρίθηκε και πληρώθηκε.' },
    es: { title: 'Retirada pagada', body: 'Su retirada de {amount} {currency} a la cuenta que termina en {card} se ha aprobado y pagado.' },
    zh_tw: { title: '提領已匯出', body: '您提領{amount} {currency}至尾號{card}銀行帳戶的申請已核准並匯出。' },
    ru: { title: 'Вывод выполнен', body: 'Вывод {amount} {currency} на счёт, оканчивающийся на {card}, одобрен и выплачен.' },
    sv: { title: 'Uttaget har betalats ut', body: 'Ditt uttag på {amount} {currency} till kontot som slutar på {card} har godkänts och betalats ut.' },
  },
  withdrawal_rejected: {
    zh_cn: { title: '提现被拒绝', body: '您提现{amount} {currency}的申请未获批准，该金额已退回可用余额。原因：{reason}' },
    de: { title: 'Auszahlung abgelehnt', body: 'Ihre Auszahlung über {amount} {currency} wurde abgelehnt; der Betrag ist wieder verfügbar. Grund: {reason}' },
    en: { title: 'Withdrawal rejected', body: 'Your withdrawal of {amount} {currency} was rejected and the amount is available again. Reason: {reason}' },
    fr: { title: 'Retrait refusé', body: 'Votre retrait de {amount} {currency} a été refusé ; le montant est de nouveau disponible. Motif : {reason}' },
    it: { title: 'Prelievo rifiutato', body: 'Il Suo prelievo di {amount} {currency} è stato rifiutato; l’importo è di nuovo disponibile. Motivo: {reason}' },
    pt: { title: 'Levantamento recusado', body: 'O seu levantamento de {amount} {currency} foi recusado; o montante está novamente disponível. Motivo: {reason}' },
    nl: { title: 'Opname afgewezen', body: 'Uw opname van {amount} {currency} is afgewezen; het bedrag is weer beschikbaar. Reden: {reason}' },
    el: { title: 'Η ανάληψη απορρίφθηκε', body: 'Η ανάληψη {amount} {currency} απορρίφθηκε και το ποσό είναι ξανά διαθέσιμο. Αιτία: {reason}' },
    es: { title: 'Retirada rechazada', body: 'Su retirada de {amount} {currency} se ha rechazado y el importe vuelve a estar disponible. Motivo: {reason}' },
    zh_tw: { title: '提領被拒絕', body: '您提領{amount} {currency}的申請未獲核准，該金額已退回可用餘額。原因：{reason}' },
    ru: { title: 'Вывод отклонён', body: 'Вывод {amount} {currency} отклонён, сумма снова доступна. Причина: {reason}' },
    sv: { title: 'Uttaget har avslagits', body: 'Ditt uttag på {amount} {currency} har avslagits och beloppet är tillgängligt igen. Orsak: {reason}' },
  },
  withdrawal_cancelled: {
    zh_cn: { title: '提现已取消', body: '您已取消提现{amount} {currency}，该金额已退回可用余额。' },
    de: { title: 'Auszahlung storniert', body: 'Sie haben Ihre Auszahlung über {amount} {currency} storniert; der Betrag ist wieder verfügbar.' },
    en: { title: 'Withdrawal cancelled', body: 'You cancelled your withdrawal of {amount} {currency}; the amount is available again.' },
    fr: { title: 'Retrait annulé', body: 'Vous avez annulé votre retrait de {amount} {currency} ; le montant est de nouveau disponible.' },
    it: { title: 'Prelievo annullato', body: 'Ha annullato il prelievo di {amount} {currency}; l’importo è di nuovo disponibile.' },
    pt: { title: 'Levantamento cancelado', body: 'Cancelou o levantamento de {amount} {currency}; o montante está novamente disponível.' },
    nl: { title: 'Opname geannuleerd', body: 'U hebt uw opname van {amount} {currency} geannuleerd; het bedrag is weer beschikbaar.' },
    el: { title: 'Η ανάληψη ακυρώθηκε', body: 'Ακυρώσατε την ανάληψη {amount} {currency}· το ποσό είναι ξανά διαθέσιμο.' },
    es: { title: 'Retirada cancelada', body: 'Ha cancelado su retirada de {amount} {currency}; el importe vuelve a estar disponible.' },
    zh_tw: { title: '提領已取消', body: '您已取消提領{amount} {currency}，該金額已退回可用餘額。' },
    ru: { title: 'Вывод отменён', body: 'Вы отменили вывод {amount} {currency}, сумма снова доступна.' },
    sv: { title: 'Uttaget har avbrutits', body: 'Du har avbrutit ditt uttag på {amount} {currency}; beloppet är tillgängligt igen.' },
  },
  balance_adjusted: {
    zh_cn: { title: '账户余额调整', body: '您的可用余额已调整{amount} {currency}。原因：{reason}' },
    de: { title: 'Kontostand berichtigt', body: 'Ihr verfügbares Guthaben wurde um {amount} {currency} berichtigt. Grund: {reason}' },
    en: { title: 'Balance adjusted', body: 'Your available balance was adjusted by {amount} {currency}. Reason: {reason}' },
    fr: { title: 'Solde corrigé', body: 'Votre solde disponible a été corrigé de {amount} {currency}. Motif : {reason}' },
    it: { title: 'Saldo rettificato', body: 'Il Suo saldo disponibile è stato rettificato di {amount} {currency}. Motivo: {reason}' },
    pt: { title: 'Saldo corrigido', body: 'O seu saldo disponível foi corrigido em {amount} {currency}. Motivo: {reason}' },
    nl: { title: 'Saldo gecorrigeerd', body: 'Uw beschikbare saldo is gecorrigeerd met {amount} {currency}. Reden: {reason}' },
    el: { title: 'Διόρθωση υπολοίπου', body: 'Το διαθέσιμο υπόλοιπό σας διορθώθηκε κατά {amount} {currency}. Αιτία: {reason}' },
    es: { title: 'Saldo corregido', body: 'Su saldo disponible se ha corregido en {amount} {currency}. Motivo: {reason}' },
    zh_tw: { title: '帳戶餘額調整', body: '您的可用餘額已調整{amount} {currency}。原因：{reason}' },
    ru: { title: 'Баланс скорректирован', body: 'Ваш доступный баланс скорректирован на {amount} {currency}. Причина: {reason}' },
    sv: { title: 'Saldot har justerats', body: 'Ditt tillgängliga saldo har justerats med {amount} {currency}. Orsak: {reason}' },
  },
  identity_approved: {
    zh_cn: { title: '实名认证已通过', body: '您的实名认证（{real_name}）已审核通过，现在可以入金并使用全部功能。' },
    de: { title: 'Identitätsprüfung bestätigt', body: 'Ihre Identitätsprüfung auf den Namen {real_name} wurde bestätigt. Sie können jetzt Geld einzahlen und alle Funktionen nutzen.' },
    en: { title: 'Identity verified', body: 'Your real-name verification as {real_name} has been approved. You can now fund your account and use every feature.' },
    fr: { title: 'Identité vérifiée', body: 'Votre vérification d’identité au nom de {real_name} a été approuvée. Vous pouvez désormais alimenter votre compte et utiliser toutes les fonctions.' },
    it: { title: 'Identità verificata', body: 'La verifica dell’identità a nome di {real_name} è stata approvata. Ora può versare fondi e utilizzare tutte le funzioni.' },
    pt: { title: 'Identidade verificada', body: 'A verificação de identidade em nome de {real_name} foi aprovada. Já pode depositar fundos e utilizar todas as funcionalidades.' },
    nl: { title: 'Identiteit geverifieerd', body: 'Uw identiteitsverificatie op naam van {real_name} is goedgekeurd. U kunt nu geld storten en alle functies gebruiken.' },
    el: { title: 'Η ταυτότητα επαληθεύτηκε', body: 'Η επαλήθευση ταυτότητας στο όνομα {real_name} εγκρίθηκε. Μπορείτε πλέον να καταθέσετε χρήματα και να χρησιμοποιήσετε όλες τις λειτουργίες.' },
    es: { title: 'Identidad verificada', body: 'Su verificación de identidad a nombre de {real_name} se ha aprobado. Ya puede depositar fondos y utilizar todas las funciones.' },
    zh_tw: { title: '實名認證已通過', body: '您的實名認證（{real_name}）已審核通過，現在可以入金並使用全部功能。' },
    ru: { title: 'Личность подтверждена', body: 'Проверка личности на имя {real_name} пройдена. Теперь вы можете пополнять счёт и пользоваться всеми функциями.' },
    sv: { title: 'Identiteten är verifierad', body: 'Din identitetskontroll i namnet {real_name} har godkänts. Nu kan du sätta in pengar och använda alla funktioner.' },
  },
  identity_rejected: {
    zh_cn: { title: '实名认证未通过', body: '您的实名认证未通过审核，原因：{reason}。请在个人中心修改后重新提交。' },
    de: { title: 'Identitätsprüfung nicht bestätigt', body: 'Ihre Identitätsprüfung wurde nicht bestätigt. Grund: {reason}. Bitte korrigieren Sie die Angaben und reichen Sie sie im persönlichen Bereich erneut ein.' },
    en: { title: 'Identity verification not approved', body: 'Your real-name verification was not approved. Reason: {reason}. Please correct it and submit again in the personal centre.' },
    fr: { title: 'Vérification d’identité refusée', body: 'Votre vérification d’identité n’a pas été approuvée. Motif : {reason}. Veuillez corriger les informations et les soumettre à nouveau dans votre espace personnel.' },
    it: { title: 'Verifica dell’identità non approvata', body: 'La verifica dell’identità non è stata approvata. Motivo: {reason}. Corregga i dati e li invii di nuovo dall’area personale.' },
    pt: { title: 'Verificação de identidade não aprovada', body: 'A sua verificação de identidade não foi aprovada. Motivo: {reason}. Corrija os dados e submeta-os novamente na área pessoal.' },
    nl: { title: 'Identiteitsverificatie niet goedgekeurd', body: 'Uw identiteitsverificatie is niet goedgekeurd. Reden: {reason}. Corrigeer de gegevens en dien ze opnieuw in via uw persoonlijke omgeving.' },
    el: { title: 'Η επαλήθευση ταυτότητας δεν εγκρίθηκε', body: 'Η επαλήθευση ταυτότητάς σας δεν εγκρίθηκε. Αιτία: {reason}. Διορθώστε τα στοιχεία και υποβάλετέ τα ξανά από το προσωπικό σας κέντρο.' },
    es: { title: 'Verificación de identidad no aprobada', body: 'Su verificación de identidad no se ha aprobado. Motivo: {reason}. Corrija los datos y vuelva a enviarlos desde su área personal.' },
    zh_tw: { title: '實名認證未通過', body: '您的實名認證未通過審核，原因：{reason}。請在個人中心修改後重新提交。' },
    ru: { title: 'Проверка личности не пройдена', body: 'Проверка личности не пройдена. Причина: {reason}. Исправьте данные и отправьте их повторно в личном кабинете.' },
    sv: { title: 'Identitetskontrollen godkändes inte', body: 'Din identitetskontroll godkändes inte. Orsak: {reason}. Rätta uppgifterna och skicka in dem igen i ditt personliga center.' },
  },
  loan_approved: {
    zh_cn: { title: '借款已批准', body: '您申请的{amount}借款已获批准，并已转入您的可用资金，到期日为{due_date}。利息按未还本金每日计算，您可随时提前还款。' },
    de: { title: 'Kredit genehmigt', body: 'Ihr Kredit über {amount} wurde genehmigt und Ihrem verfügbaren Guthaben gutgeschrieben. Er ist am {due_date} fällig. Zinsen fallen täglich auf den offenen Kreditbetrag an; Sie können jederzeit vorzeitig zurückzahlen.' },
    en: { title: 'Loan approved', body: 'Your loan of {amount} has been approved and paid into your available cash. It is due on {due_date}. Interest accrues daily on the outstanding principal; you can repay early at any time.' },
    fr: { title: 'Prêt accordé', body: 'Votre prêt de {amount} a été accordé et versé sur vos liquidités disponibles. Il arrive à échéance le {due_date}. Les intérêts courent chaque jour sur le capital restant dû ; vous pouvez rembourser par anticipation à tout moment.' },
    it: { title: 'Prestito approvato', body: 'Il Suo prestito di {amount} è stato approvato e accreditato sulla liquidità disponibile. La scadenza è il {due_date}. Gli interessi maturano ogni giorno sul capitale residuo; può rimborsare in anticipo in qualsiasi momento.' },
    pt: { title: 'Empréstimo aprovado', body: 'O seu empréstimo de {amount} foi aprovado e creditado no seu saldo disponível. A data de vencimento é {due_date}. Os juros vencem diariamente sobre o capital em dívida; pode reembolsar antecipadamente a qualquer momento.' },
    nl: { title: 'Lening goedgekeurd', body: 'Uw lening van {amount} is goedgekeurd en op uw beschikbare saldo gestort. De vervaldatum is {due_date}. Over de openstaande hoofdsom wordt dagelijks rente berekend; u kunt op elk moment vervroegd aflossen.' },
    el: { title: 'Το δάνειο εγκρίθηκε', body: 'Το δάνειό σας ύψους {amount} εγκρίθηκε και πιστώθηκε στο διαθέσιμο υπόλοιπό σας. Λήγει στις {due_date}. Οι τόκοι υπολογίζονται καθημερινά επί του ανεξόφλητου κεφαλαίου· μπορείτε να το αποπληρώσετε νωρίτερα οποιαδήποτε στιγμή.' },
    es: { title: 'Préstamo aprobado', body: 'Su préstamo de {amount} se ha aprobado y se ha abonado en su saldo disponible. Vence el {due_date}. Los intereses se devengan a diario sobre el capital pendiente; puede devolverlo por anticipado en cualquier momento.' },
    zh_tw: { title: '借款已核准', body: '您申請的{amount}借款已獲核准，並已轉入您的可用資金，到期日為{due_date}。利息按未還本金每日計算，您可隨時提前還款。' },
    ru: { title: 'Заём одобрен', body: 'Ваш заём на сумму {amount} одобрен и зачислен на доступные средства. Срок погашения: {due_date}. Проценты начисляются ежедневно на непогашенный основной долг; досрочно погасить заём можно в любой момент.' },
    sv: { title: 'Lånet har beviljats', body: 'Ditt lån på {amount} har beviljats och satts in på ditt tillgängliga saldo. Det förfaller den {due_date}. Ränta löper dagligen på den utestående skulden och du kan betala tillbaka i förtid när som helst.' },
  },
  loan_rejected: {
    zh_cn: { title: '借款申请未通过', body: '您申请的{amount}借款未获批准。原因：{reason}。账户资金未发生变动，您可以重新申请。' },
    de: { title: 'Kreditantrag abgelehnt', body: 'Ihr Antrag auf einen Kredit über {amount} wurde abgelehnt. Grund: {reason}. Es wurde kein Geld bewegt. Sie können erneut einen Antrag stellen.' },
    en: { title: 'Loan application declined', body: 'Your application for a loan of {amount} was declined. Reason: {reason}. No money was moved. You may apply again.' },
    fr: { title: 'Demande de prêt refusée', body: 'Votre demande de prêt de {amount} a été refusée. Motif : {reason}. Aucun mouvement d’argent n’a eu lieu. Vous pouvez faire une nouvelle demande.' },
    it: { title: 'Richiesta di prestito respinta', body: 'La Sua richiesta di un prestito di {amount} è stata respinta. Motivo: {reason}. Non è stato movimentato alcun importo. Può presentare una nuova richiesta.' },
    pt: { title: 'Pedido de empréstimo recusado', body: 'O seu pedido de empréstimo de {amount} foi recusado. Motivo: {reason}. Não houve qualquer movimento de fundos. Pode fazer um novo pedido.' },
    nl: { title: 'Leenaanvraag afgewezen', body: 'Uw aanvraag voor een lening van {amount} is afgewezen. Reden: {reason}. Er is geen geld verplaatst. U kunt opnieuw een aanvraag indienen.' },
    el: { title: 'Η αίτηση δανείου απορρίφθηκε', body: 'Η αίτησή σας για δάνειο ύψους {amount} απορρίφθηκε. Αιτία: {reason}. Δεν έγινε καμία κίνηση χρημάτων. Μπορείτε να υποβάλετε νέα αίτηση.' },
    es: { title: 'Solicitud de préstamo rechazada', body: 'Su solicitud de un préstamo de {amount} se ha rechazado. Motivo: {reason}. No se ha movido dinero. Puede volver a solicitarlo.' },
    zh_tw: { title: '借款申請未通過', body: '您申請的{amount}借款未獲核准。原因：{reason}。帳戶資金未發生變動，您可以重新申請。' },
    ru: { title: 'Заявка на заём отклонена', body: 'Ваша заявка на заём на сумму {amount} отклонена. Причина: {reason}. Средства не перемещались. Вы можете подать новую заявку.' },
    sv: { title: 'Låneansökan avslogs', body: 'Din ansökan om ett lån på {amount} avslogs. Skäl: {reason}. Inga pengar har flyttats. Du kan ansöka igen.' },
  },
  loan_repaid: {
    zh_cn: { title: '借款已还清', body: '您的{amount}借款已全部还清，累计支付利息{interest}。感谢您的使用。' },
    de: { title: 'Kredit zurückgezahlt', body: 'Ihr Kredit über {amount} ist vollständig zurückgezahlt. Gezahlte Zinsen insgesamt: {interest}. Vielen Dank.' },
    en: { title: 'Loan repaid', body: 'Your loan of {amount} is fully repaid. Interest paid in total: {interest}. Thank you.' },
    fr: { title: 'Prêt remboursé', body: 'Votre prêt de {amount} est entièrement remboursé. Total des intérêts payés : {interest}. Merci.' },
    it: { title: 'Prestito rimborsato', body: 'Il Suo prestito di {amount} è stato interamente rimborsato. Interessi pagati in totale: {interest}. Grazie.' },
    pt: { title: 'Empréstimo reembolsado', body: 'O seu empréstimo de {amount} está totalmente reembolsado. Total de juros pagos: {interest}. Obrigado.' },
    nl: { title: 'Lening afgelost', body: 'Uw lening van {amount} is volledig afgelost. Totaal betaalde rente: {interest}. Dank u wel.' },
    el: { title: 'Το δάνειο εξοφλήθηκε', body: 'Το δάνειό σας ύψους {amount} εξοφλήθηκε πλήρως. Συνολικοί τόκοι που καταβλήθηκαν: {interest}. Σας ευχαριστούμε.' },
    es: { title: 'Préstamo devuelto', body: 'Su préstamo de {amount} está totalmente devuelto. Intereses pagados en total: {interest}. Gracias.' },
    zh_tw: { title: '借款已還清', body: '您的{amount}借款已全部還清，累計支付利息{interest}。感謝您的使用。' },
    ru: { title: 'Заём погашен', body: 'Ваш заём на сумму {amount} полностью погашен. Всего уплачено процентов: {interest}. Спасибо.' },
    sv: { title: 'Lånet är återbetalt', body: 'Ditt lån på {amount} är helt återbetalt. Betald ränta totalt: {interest}. Tack.' },
  },
  loan_due_soon: {
    zh_cn: { title: '借款即将到期', body: '您的借款将于{due_date}到期，截至今日应还金额为{outstanding}。请确保可用资金充足，并在借款记录中还款。' },
    de: { title: 'Kredit bald fällig', body: 'Ihr Kredit ist am {due_date} fällig. Heute geschuldeter Betrag: {outstanding}. Bitte sorgen Sie für ausreichend verfügbares Guthaben und zahlen Sie über die Kreditübersicht zurück.' },
    en: { title: 'Loan due soon', body: 'Your loan is due on {due_date}. Amount owed today: {outstanding}. Please make sure you have enough available cash and repay from your loan records.' },
    fr: { title: 'Échéance de prêt proche', body: 'Votre prêt arrive à échéance le {due_date}. Montant dû à ce jour : {outstanding}. Veillez à disposer de liquidités suffisantes et remboursez depuis l’historique de vos prêts.' },
    it: { title: 'Prestito in scadenza', body: 'Il Suo prestito scade il {due_date}. Importo dovuto a oggi: {outstanding}. Si assicuri di avere liquidità disponibile sufficiente e rimborsi dallo storico dei prestiti.' },
    pt: { title: 'Empréstimo prestes a vencer', body: 'O seu empréstimo vence em {due_date}. Montante em dívida hoje: {outstanding}. Certifique-se de que tem saldo disponível suficiente e reembolse no histórico de empréstimos.' },
    nl: { title: 'Lening vervalt binnenkort', body: 'Uw lening vervalt op {due_date}. Vandaag verschuldigd: {outstanding}. Zorg voor voldoende beschikbaar saldo en los af via uw leningoverzicht.' },
    el: { title: 'Το δάνειο λήγει σύντομα', body: 'Το δάνειό σας λήγει στις {due_date}. Οφειλόμενο ποσό σήμερα: {outstanding}. Βεβαιωθείτε ότι έχετε επαρκές διαθέσιμο υπόλοιπο και αποπληρώστε από το ιστορικό δανείων.' },
    es: { title: 'Préstamo próximo a vencer', body: 'Su préstamo vence el {due_date}. Importe adeudado hoy: {outstanding}. Asegúrese de tener saldo disponible suficiente y devuélvalo desde el historial de préstamos.' },
    zh_tw: { title: '借款即將到期', body: '您的借款將於{due_date}到期，截至今日應還金額為{outstanding}。請確保可用資金充足，並在借款記錄中還款。' },
    ru: { title: 'Срок погашения займа скоро', body: 'Срок погашения вашего займа: {due_date}. Задолженность на сегодня: {outstanding}. Убедитесь, что доступных средств достаточно, и погасите заём в истории займов.' },
    sv: { title: 'Lånet förfaller snart', body: 'Ditt lån förfaller den {due_date}. Skyldigt belopp i dag: {outstanding}. Se till att du har tillräckligt med tillgängligt saldo och betala tillbaka under dina lån.' },
  },
} satisfies Record<string, Record<Lang, Text>>;

/** Later domains keep their kinds in their own module (`modules/<domain>/notices.ts`, same rules). */
export const TEMPLATES = {
  ...CORE_TEMPLATES,
  ...TRADING_NOTICES,
  ...IPO_NOTICES,
  ...BLOCK_TRADE_NOTICES,
  ...MONEY_MARKET_NOTICES,
  ...ALERT_NOTICES,
} satisfies Record<string, Record<Lang, Text>>;

export type TemplateKind = keyof typeof TEMPLATES;
export type MessageKind = TemplateKind | 'broadcast';
export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(text: string, params: MessageParams): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

const isTemplateKind = (kind: string): kind is TemplateKind => Object.hasOwn(TEMPLATES, kind);

/** The title and body of a stored message in a language. */
export function render(kind: string, stored: MessageParams, lang: Lang, english?: EnglishName): Text {
  if (kind === 'broadcast') return { title: String(stored['title'] ?? ''), body: String(stored['body'] ?? '') };
  const params = localizeParams(stored, isLang(lang) ? lang : 'en', english);
  // A row written by a newer version may carry a kind this one does not know: show it plainly.
  if (!isTemplateKind(kind)) return { title: kind, body: '' };
  const text = TEMPLATES[kind][isLang(lang) ? lang : 'en'];
  return { title: fill(text.title, params), body: fill(text.body, params) };
}
