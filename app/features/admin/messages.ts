import { USER_MESSAGES } from '#core/accounts/user-fields';
import { PRODUCT_MESSAGES } from './schemas';

/**
 * Words of the admin dashboard that the spec fixes (sections 2, 5 and 8). The server's own messages
 * come from the schemas it validates with (the admin is its own chunk: zod never reaches the storefront).
 */
export const ADMIN_MSG = {
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out' },
  loadError: (what: 'products' | 'users' | 'orders') => ({
    title: `Error loading ${what}`,
    description: `Failed to load ${what} from server`,
  }),
  mainImage: { title: PRODUCT_MESSAGES.mainImageTitle, description: PRODUCT_MESSAGES.mainImage },
  productIdRequired: PRODUCT_MESSAGES.idRequired,
  productNotFound: PRODUCT_MESSAGES.notFound,
  saveFailed: { title: 'Save failed', description: 'An error occurred while saving the product.' },
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  userValidation: { title: 'Validation Error', description: 'Please fill in all required fields' },
  userSaveFailed: 'Failed to save user',
  userUpdated: 'User updated',
  cannotDeleteSelf: USER_MESSAGES.cannotDeleteSelf,
  cannotDemoteSelf: USER_MESSAGES.cannotDemoteSelf,
  orderUpdateFailed: { title: 'Error updating order', description: 'Failed to update order status' },
  deleted: 'Deleted successfully',
  alreadyDeleted: 'Already deleted',
  deleteFailed: { title: 'Delete failed', description: 'An error occurred while deleting.' },
  settingsSaved: { title: 'Settings saved', description: 'Your store settings have been saved.' },
  deleteQuestion: (type: string, name: string) =>
    `Are you sure you want to delete ${type} "${name}"? This action cannot be undone.`,
} as const;
