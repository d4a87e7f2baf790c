import type { authEn } from './en';

/** German texts of the sign-in page. */
export const authDe: Record<keyof typeof authEn, string> = {
  'login.title': 'Meridian Backoffice',
  'login.notice': 'Nur für Mitarbeitende. Jede Aktion wird im Prüfprotokoll festgehalten.',
  'login.username': 'Benutzername',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'login.signingIn': 'Anmeldung läuft…',
  'login.enroll.title': 'Zweiten Faktor einrichten',
  'login.enroll.explain': 'Scannen Sie diesen Code mit einer Authenticator-App (oder geben Sie den Schlüssel unten ein) und tragen Sie dann den angezeigten sechsstelligen Code ein.',
  'login.enroll.secret': 'Schlüssel:',
  'login.code.title': 'Code eingeben',
  'login.code.explain': 'Öffnen Sie Ihre Authenticator-App und geben Sie den sechsstelligen Code für Meridian ein.',
  'login.code.recoveryExplain': 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder gilt nur einmal.',
  'login.code.label': 'Sechsstelliger Code',
  'login.code.recoveryLabel': 'Wiederherstellungscode',
  'login.code.submit': 'Weiter',
  'login.code.useRecovery': 'Stattdessen einen Wiederherstellungscode verwenden',
  'login.code.useApp': 'Stattdessen die Authenticator-App verwenden',
  'login.code.back': 'Zurück zum Passwort',
  'login.recovery.title': 'Ihre Wiederherstellungscodes',
  'login.recovery.explain': 'Bewahren Sie diese zehn Codes sicher auf. Jeder ersetzt einmal einen Code aus Ihrer App. Sie werden nur jetzt angezeigt.',
  'login.recovery.done': 'Gespeichert – weiter',
};
