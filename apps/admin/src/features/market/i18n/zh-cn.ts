import type { marketEn } from './en';

/** Simplified Chinese texts of the instruments list. */
export const marketZhCn: Record<keyof typeof marketEn, string> = {
  'instruments.explain': '上市股票和指数及其交易状态。价格来自服务器。',
  'instruments.notice': '停牌会立即对所有用户停止该证券的交易；复牌则对所有人恢复交易。两者都会连同您的姓名和原因一起记录；后台没有针对单个用户的交易控制，任何人都不能被单独放行或阻止。请查看',
  'instruments.searchPlaceholder': '代码、名称或拼音',
  'instruments.noMatch': '没有与“{search}”匹配的证券。',
  'instruments.none': '没有证券。',
  'instruments.code': '代码',
  'instruments.board': '板块',
  'instruments.board.main': '主板',
  'instruments.board.chinext': '创业板',
  'instruments.board.star': '科创板',
  'instruments.board.index': '指数',
  'instruments.industry': '行业',
  'instruments.change': '涨跌幅',
  'instruments.trading': '交易状态',
  'instruments.tradingState': '交易中',
  'instruments.halted': '停牌',
  'instruments.since': '自 {at}',
  'instruments.halt': '停牌',
  'instruments.resume': '复牌',
  'instruments.haltTitle': '停牌 {code} {name}？',
  'instruments.haltSubmit': '对所有人停牌',
  'instruments.haltExplain': '{name} 的交易将对所有用户停止，直到操作员复牌。停牌及其原因会随证券显示，并以您的名义记入审计日志。',
  'instruments.reason': '原因',
  'instruments.reasonPlaceholder': '例如：待发布重大公告',
};
