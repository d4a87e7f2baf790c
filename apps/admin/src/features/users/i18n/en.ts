/** English texts of the users list. */
export const usersEn = {
  'users.none': 'No users yet.',
  'users.username': 'Username',
  'users.phone': 'Phone',
  'users.inviteCode': 'Invitation code',
  'users.registered': 'Registered',
} as const;
