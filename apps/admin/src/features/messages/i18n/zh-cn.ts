import type { messagesEn } from './en';

/** Simplified Chinese texts of the broadcast message screen. */
export const messagesZhCn: Record<keyof typeof messagesEn, string> = {
  'messages.explain': '一次性发送给所有用户。群发消息记入',
  'messages.title': '群发给所有用户',
  'messages.titlePlaceholder': '例如：周日晚间维护',
  'messages.body': '内容',
  'messages.bodyPlaceholder': '每位用户都应知道的内容',
  'messages.bodyHint': '纯文本，{n} / {max} 个字符。在所有语言中按原文显示。',
  'messages.send': '发送给所有用户',
  'messages.sent': '“{title}”已发送给 {n} 位用户。',
  'messages.confirmTitle': '将“{title}”发送给所有用户？',
  'messages.confirmExplain': '它会立即以原文出现在每位注册用户的消息中心，所有语言相同。已发送的消息无法撤回或修改。群发记入审计日志。',
};
