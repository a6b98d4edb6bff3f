/**
 * Words of the admin dashboard that the spec fixes (sections 2, 5 and 8).
 * The server's PRODUCT_MESSAGES and USER_MESSAGES live next to zod schemas; importing them would
 * ship zod to the browser, so the few we mirror are copied here (messages.test.ts keeps them equal).
 */
export const ADMIN_MSG = {
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out' },
  loadError: (what: 'products' | 'users' | 'orders') => ({
    title: `Error loading ${what}`,
    description: `Failed to load ${what} from server`,
  }),
  mainImage: { title: 'Main image is required', description: 'Please select a main image for the product.' },
  productIdRequired: 'Product ID is required for update',
  productNotFound: 'Product not found',
  saveFailed: { title: 'Save failed', description: 'An error occurred while saving the product.' },
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  userValidation: { title: 'Validation Error', description: 'Please fill in all required fields' },
  userSaveFailed: 'Failed to save user',
  userUpdated: 'User updated',
  cannotDeleteSelf: 'Cannot delete yourself',
  cannotDemoteSelf: 'You cannot remove your own administrator rights',
  orderUpdateFailed: { title: 'Error updating order', description: 'Failed to update order status' },
  deleted: 'Deleted successfully',
  alreadyDeleted: 'Already deleted',
  deleteFailed: { title: 'Delete failed', description: 'An error occurred while deleting.' },
  settingsSaved: { title: 'Settings saved', description: 'Your store settings have been saved.' },
  deleteQuestion: (type: string, name: string) =>
    `Are you sure you want to delete ${type} "${name}"? This action cannot be undone.`,
} as const;
