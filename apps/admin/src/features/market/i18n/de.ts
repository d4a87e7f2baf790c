import type { marketEn } from './en';

/** German texts of the instruments list. */
export const marketDe: Record<keyof typeof marketEn, string> = {
  'instruments.explain': 'Notierte Aktien und Indizes mit ihrem Handelsstatus. Kurse kommen vom Server.',
  'instruments.notice': 'Eine Aussetzung stoppt den Handel eines Wertpapiers für alle Benutzer zugleich; eine Wiederaufnahme startet ihn für alle. Beides wird mit Ihrem Namen und dem Grund festgehalten; das Backoffice hat keine benutzerbezogenen Handelssteuerungen, niemand kann einzeln durchgelassen oder zurückgehalten werden. Siehe',
  'instruments.searchPlaceholder': 'Code, Name oder Pinyin',
  'instruments.noMatch': 'Kein Wertpapier passt zu „{search}“.',
  'instruments.none': 'Keine Wertpapiere.',
  'instruments.code': 'Code',
  'instruments.board': 'Segment',
  'instruments.board.main': 'Hauptsegment',
  'instruments.board.chinext': 'ChiNext',
  'instruments.board.star': 'STAR',
  'instruments.board.index': 'Index',
  'instruments.industry': 'Branche',
  'instruments.change': 'Veränderung',
  'instruments.trading': 'Handel',
  'instruments.tradingState': 'handelbar',
  'instruments.halted': 'ausgesetzt',
  'instruments.since': 'seit {at}',
  'instruments.halt': 'Aussetzen',
  'instruments.resume': 'Fortsetzen',
  'instruments.haltTitle': '{code} {name} aussetzen?',
  'instruments.haltSubmit': 'Für alle aussetzen',
  'instruments.haltExplain': 'Der Handel in {name} stoppt für alle Benutzer, bis jemand im Backoffice ihn fortsetzt. Die Aussetzung und ihr Grund werden beim Wertpapier angezeigt und unter Ihrem Namen im Prüfprotokoll festgehalten.',
  'instruments.reason': 'Grund',
  'instruments.reasonPlaceholder': 'z. B. Wichtige Mitteilung ausstehend',
};
