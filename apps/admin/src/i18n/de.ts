import type { MessageKey } from './en';
import { approvalsDe } from '../features/approvals/i18n/de';
import { auditDe } from '../features/audit/i18n/de';
import { authDe } from '../features/auth/i18n/de';
import { blockTradesDe } from '../features/block-trades/i18n/de';
import { dashboardDe } from '../features/dashboard/i18n/de';
import { demoClockDe } from '../features/demo-clock/i18n/de';
import { fundingDe } from '../features/funding/i18n/de';
import { identityDe } from '../features/identity/i18n/de';
import { inviteCodesDe } from '../features/invite-codes/i18n/de';
import { ipoDe } from '../features/ipo/i18n/de';
import { ledgerDe } from '../features/ledger/i18n/de';
import { loansDe } from '../features/loans/i18n/de';
import { marketDe } from '../features/market/i18n/de';
import { messagesDe } from '../features/messages/i18n/de';
import { moneyMarketDe } from '../features/money-market/i18n/de';
import { newsDe } from '../features/news/i18n/de';
import { operatorsDe } from '../features/operators/i18n/de';
import { supportDe } from '../features/support/i18n/de';
import { tradingDe } from '../features/trading/i18n/de';
import { usersDe } from '../features/users/i18n/de';

/** Deutsch (Sie-Form, wie in der übrigen Anwendung). */
export const de: Record<MessageKey, string> = {
  'common.cancel': 'Abbrechen',
  'common.save': 'Speichern',
  'shell.brand': 'Meridian · Backoffice',
  'shell.language': 'Sprache',
  'shell.logout': 'Abmelden',
  'shell.forbidden': 'Ihre Rollen geben keinen Zugriff auf diese Seite. Eine Administratorin oder ein Administrator kann Ihre Rollen ändern.',
  'shell.navigation': 'Hauptmenü',
  'shell.menu': 'Menü',
  'role.support': 'Kundenservice',
  'role.compliance': 'Compliance',
  'role.finance': 'Finanzen',
  'role.markets': 'Märkte',
  'role.administrator': 'Administration',
  'nav.dashboard': 'Übersicht',
  'nav.users': 'Benutzer',
  'nav.identity': 'Identität',
  'nav.deposits': 'Einzahlungen',
  'nav.withdrawals': 'Auszahlungen',
  'nav.loans': 'Kredite',
  'nav.moneyMarket': 'Geldmarkt',
  'nav.blockTrades': 'Blockhandel',
  'nav.ipo': 'Neuemissionen (IPO)',
  'nav.ledger': 'Hauptbuch',
  'nav.inviteCodes': 'Einladungscodes',
  'nav.instruments': 'Wertpapiere',
  'nav.tradingSettings': 'Handelseinstellungen',
  'nav.orders': 'Aufträge',
  'nav.news': 'Nachrichten',
  'nav.messages': 'Mitteilungen',
  'nav.support': 'Kundenchat',
  'nav.approvals': 'Freigaben',
  'nav.auditLog': 'Prüfprotokoll',
  'nav.operators': 'Mitarbeitende',
  'nav.sessions': 'Sitzungen',
  'nav.demoClock': 'Demo-Uhr',
  'audit.time': 'Zeit',
  'users.search': 'Suchen',
  'users.searchPlaceholder': 'Benutzername oder Telefon',
  'users.noMatch': 'Kein Benutzer passt zu „{search}“.',
  'invites.created': 'Erstellt',
  'approvals.proposedTitle': 'Zweite Genehmigung nötig',
  'operators.state': 'Status',
  'operators.active': 'Aktiv',
  'operators.disabled': 'Gesperrt',
  'operators.disable': 'Sperren',
  'ledger.amount': 'Betrag',
  'common.reasonLength': '{min}–{max} Zeichen · {n} eingegeben',
  'common.id': 'ID',
  'common.user': 'Benutzer',
  'common.state': 'Status',
  'common.notVerified': 'nicht verifiziert',
  'common.by': 'von {name}, {at}',
  'common.noteShown': 'Notiz: {note}',
  'common.reasonShown': 'Begründung: {reason}',
  'common.reject': 'Ablehnen …',
  'common.noteAudit': 'Notiz (optional, für das Prüfprotokoll)',
  'common.close': 'Schließen',
  'funding.deposit.reasonText': 'Begründung für den Benutzer',
  'common.loading': 'Wird geladen …',
  'identity.name': 'Name',
  'settings.proposalNotice': 'Eine Änderung hier wird zu einem Vorschlag: Sie gilt erst, wenn eine zweite Person mit der Rolle Märkte ihn unter „Freigaben“ genehmigt. Bis dahin bleiben die geltenden Einstellungen.',
  'settings.proposed': 'Vorschlag Nr. {id} wartet auf die Genehmigung einer zweiten Person.',
  'settings.notAllowed': 'Ihre Rollen erlauben das Lesen dieser Einstellungen, aber keine Änderungsvorschläge (nur Märkte).',
  'ipo.window': 'Zeichnungsfenster',
  'ipo.code': 'Wertpapiercode',
  'ipo.exchange': 'Börse',
  'ipo.form.save': 'Änderungen speichern',
  'ipo.edit': 'Bearbeiten',
  'bt.instrument.price': 'Preis',
  'bt.days': '{n} Tage',
  'bt.quantity': 'Menge',
  'bt.value': 'Wert',
  'bt.fees': 'Gebühren',
  'bt.total': 'Gesamt',
  'news.title': 'Titel',
  'notFound.title': 'Nicht gefunden',
  'notFound.explain': 'Diese Seite gibt es nicht.',
  'notFound.back': 'Zurück zum Dashboard',
  ...approvalsDe,
  ...auditDe,
  ...authDe,
  ...blockTradesDe,
  ...dashboardDe,
  ...demoClockDe,
  ...fundingDe,
  ...identityDe,
  ...inviteCodesDe,
  ...ipoDe,
  ...ledgerDe,
  ...loansDe,
  ...marketDe,
  ...messagesDe,
  ...moneyMarketDe,
  ...newsDe,
  ...operatorsDe,
  ...supportDe,
  ...tradingDe,
  ...usersDe,
};
