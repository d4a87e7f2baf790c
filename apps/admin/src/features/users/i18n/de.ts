import type { usersEn } from './en';

/** German texts of the users list. */
export const usersDe: Record<keyof typeof usersEn, string> = {
  'users.none': 'Noch keine Benutzer.',
  'users.username': 'Benutzername',
  'users.phone': 'Telefon',
  'users.inviteCode': 'Einladungscode',
  'users.registered': 'Registriert',
};
