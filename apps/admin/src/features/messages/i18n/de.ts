import type { messagesEn } from './en';

/** German texts of the broadcast message screen. */
export const messagesDe: Record<keyof typeof messagesEn, string> = {
  'messages.explain': 'Schreiben Sie allen Benutzern zugleich. Rundschreiben stehen im',
  'messages.title': 'Rundschreiben an alle Benutzer',
  'messages.titlePlaceholder': 'z. B. Wartung in der Nacht zum Montag',
  'messages.body': 'Nachricht',
  'messages.bodyPlaceholder': 'Was jeder Benutzer wissen sollte',
  'messages.bodyHint': 'Reiner Text, {n} / {max} Zeichen. Wird in jeder Sprache wie geschrieben angezeigt.',
  'messages.send': 'An alle Benutzer senden',
  'messages.sent': '„{title}“ an {n} Benutzer gesendet.',
  'messages.confirmTitle': '„{title}“ an alle Benutzer senden?',
  'messages.confirmExplain': 'Sie erscheint sofort im Nachrichtencenter jedes registrierten Benutzers, genau wie geschrieben, in jeder Sprache. Eine gesendete Nachricht kann nicht zurückgerufen oder geändert werden. Das Rundschreiben steht im Prüfprotokoll.',
};
