import type { inviteCodesEn } from './en';

/** German texts of the invitation codes screen. */
export const inviteCodesDe: Record<keyof typeof inviteCodesEn, string> = {
  'invites.none': 'Noch keine Einladungscodes.',
  'invites.code': 'Code',
  'invites.note': 'Notiz',
  'invites.uses': 'Nutzungen',
  'invites.expires': 'Läuft ab',
  'invites.createdBy': 'Erstellt von',
  'invites.state.active': 'Aktiv',
  'invites.state.expired': 'Abgelaufen',
  'invites.state.usedUp': 'Aufgebraucht',
  'invites.state.disabled': 'Gesperrt',
  'invites.disableTitle': 'Einladungscode {code} sperren?',
  'invites.disableExplain': 'Danach kann sich niemand mehr damit registrieren. Bereits damit eröffnete Konten sind nicht betroffen. Die Aktion wird im Prüfprotokoll festgehalten.',
  'invites.form.title': 'Neuer Einladungscode',
  'invites.form.code': 'Code (optional)',
  'invites.form.codePlaceholder': 'Leer lassen für einen zufälligen Code',
  'invites.form.notePlaceholder': 'Für wen oder wofür',
  'invites.form.maxUses': 'Maximale Nutzungen',
  'invites.form.expires': 'Läuft ab (optional, Ortszeit)',
  'invites.form.create': 'Code erstellen',
  'invites.form.created': 'Erstellt',
  'invites.form.codeRule': 'Der Code besteht aus 4 bis 32 Buchstaben oder Ziffern.',
  'invites.form.maxUsesRule': 'Maximale Nutzungen müssen eine ganze Zahl von 1 bis 1.000.000 sein.',
  'invites.form.expiryRule': 'Der Ablauf muss in der Zukunft liegen.',
};
