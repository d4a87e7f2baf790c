import type { demoClockEn } from './en';

/** German texts of the demo clock screen. */
export const demoClockDe: Record<keyof typeof demoClockEn, string> = {
  'demoClock.off': 'Der Server ist nicht im Demo-Modus; seine Uhr folgt der echten Zeit und lässt sich nicht verstellen.',
  'demoClock.serverTime': 'Serverzeit (Asia/Shanghai):',
  'demoClock.tradingDay': 'Handelstag',
  'demoClock.ahead': '{h} h vor der echten Zeit',
  'demoClock.hour': '+1 Stunde',
  'demoClock.day': '+1 Tag',
  'demoClock.week': '+1 Woche',
  'demoClock.hours': 'Stunden',
  'demoClock.hoursLabel': 'Stunden vorwärts',
  'demoClock.move': 'Vorstellen',
  'demoClock.explain': 'Die Uhr geht nur vorwärts. Jeder geplante Auftrag (Abrechnung, Ziehungen, Erträge, Abläufe) läuft zur neuen Zeit einmal; Sitzungen gehen mit der Uhr, niemand wird durch den Sprung abgemeldet. Jede Verstellung steht im Prüfprotokoll.',
};
