import type { demoClockEn } from './en';

/** Simplified Chinese texts of the demo clock screen. */
export const demoClockZhCn: Record<keyof typeof demoClockEn, string> = {
  'demoClock.off': '服务器未处于演示模式，时钟跟随真实时间，无法调整。',
  'demoClock.serverTime': '服务器时间（上海）：',
  'demoClock.tradingDay': '交易日',
  'demoClock.ahead': '比真实时间快 {h} 小时',
  'demoClock.hour': '+1 小时',
  'demoClock.day': '+1 天',
  'demoClock.week': '+1 周',
  'demoClock.hours': '小时',
  'demoClock.hoursLabel': '向前调整的小时数',
  'demoClock.move': '向前调整',
  'demoClock.explain': '时钟只能向前调整。每个定时任务（结算、抽签、收益、过期）都会在新时间运行一次；会话随时钟移动，因此不会有人因跳转而被登出。每次调整都记入审计日志。',
};
