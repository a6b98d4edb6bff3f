/** What the users API answers; the admin's users tab shows some of them as they are (zod-free). */
export const USER_MESSAGES = {
  notFound: 'User not found',
  cannotDeleteSelf: 'Cannot delete yourself',
  cannotDemoteSelf: 'You cannot remove your own administrator rights',
  lastAdmin: 'The last administrator cannot be removed',
  notYours: 'You can only change your own profile',
  emailTaken: 'An account with this email already exists',
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDisableAdmin: 'An administrator cannot be disabled; remove their administrator rights first',
} as const;
