import { isLang, type Lang } from '@meridian/contract/languages';

/** Shown under every article (spec: news "with a disclaimer"). */
export const DISCLAIMER: Record<Lang, string> = {
  zh_cn: '以上信息仅供参考，不构成投资建议。投资有风险，可能导致本金损失，请独立作出决策。',
  de: 'Diese Informationen dienen nur zur Orientierung und sind keine Anlageberatung. Anlagen sind mit Risiken verbunden, bis hin zum Verlust des eingesetzten Kapitals. Bitte treffen Sie Ihre Entscheidungen selbst.',
  en: 'Information is for reference only and is not investment advice. Investing involves risk, including the possible loss of capital. Please make your own decisions.',
  fr: 'Ces informations sont fournies à titre indicatif et ne constituent pas un conseil en investissement. Investir comporte des risques, y compris la perte du capital investi. Veuillez prendre vos décisions de manière indépendante.',
  it: 'Queste informazioni hanno carattere puramente indicativo e non costituiscono consulenza in materia di investimenti. Investire comporta rischi, inclusa la perdita del capitale. La invitiamo a decidere in modo autonomo.',
  pt: 'Esta informação serve apenas de referência e não constitui aconselhamento de investimento. Investir envolve riscos, incluindo a perda do capital. Tome as suas decisões de forma independente.',
  nl: 'Deze informatie is uitsluitend ter referentie en is geen beleggingsadvies. Beleggen brengt risico’s met zich mee, waaronder verlies van uw inleg. Neem uw beslissingen zelfstandig.',
  el: 'Οι πληροφορίες αυτές παρέχονται μόνο για ενημέρωση και δεν αποτελούν επενδυτική συμβουλή. Οι επενδύσεις ενέχουν κινδύνους, όπως η απώλεια κεφαλαίου. Παρακαλούμε να αποφασίζετε με δική σας κρίση.',
  es: 'Esta información es solo orientativa y no constituye asesoramiento de inversión. Invertir conlleva riesgos, incluida la pérdida del capital. Tome sus decisiones de forma independiente.',
  zh_tw: '以上資訊僅供參考，不構成投資建議。投資有風險，可能導致本金損失，請獨立作出決策。',
  ru: 'Эта информация носит справочный характер и не является инвестиционной рекомендацией. Инвестиции связаны с риском, включая потерю капитала. Принимайте решения самостоятельно.',
  sv: 'Informationen är endast vägledande och utgör inte investeringsrådgivning. Investeringar innebär risker, bland annat att du kan förlora det insatta kapitalet. Fatta dina beslut på egen hand.',
};

export const disclaimerIn = (lang: Lang): string => DISCLAIMER[isLang(lang) ? lang : 'en'];
