/** English texts of the demo clock screen. */
export const demoClockEn = {
  'demoClock.off': 'The server is not in demo mode, so its clock follows real time and cannot be moved.',
  'demoClock.serverTime': 'Server time (Asia/Shanghai):',
  'demoClock.tradingDay': 'Trading day',
  'demoClock.ahead': 'ahead of real time by {h} h',
  'demoClock.hour': '+1 hour',
  'demoClock.day': '+1 day',
  'demoClock.week': '+1 week',
  'demoClock.hours': 'hours',
  'demoClock.hoursLabel': 'Hours to move forward',
  'demoClock.move': 'Move forward',
  'demoClock.explain': 'The clock only moves forward. Every scheduled job (settlement, draws, income, expiry) runs once at the new time; sessions move with the clock, so nobody is signed out by the jump. Each move is recorded in the audit log.',
} as const;
