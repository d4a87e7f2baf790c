/** English texts of the broadcast message screen. */
export const messagesEn = {
  'messages.explain': 'Write to every user at once. Broadcasts are recorded in the',
  'messages.title': 'Broadcast to all users',
  'messages.titlePlaceholder': 'e.g. Maintenance on Sunday night',
  'messages.body': 'Message',
  'messages.bodyPlaceholder': 'What every user should know',
  'messages.bodyHint': 'Plain text, {n} / {max} characters. Shown as written in every language.',
  'messages.send': 'Send to every user',
  'messages.sent': '“{title}” sent to {n} users.',
  'messages.confirmTitle': 'Send “{title}” to every user?',
  'messages.confirmExplain': 'It appears at once in the message centre of every registered user, exactly as written, in every language. A sent message cannot be recalled or edited. The broadcast is recorded in the audit log.',
} as const;
