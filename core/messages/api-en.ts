import { ACCOUNT_FIELD_MESSAGES as FIELD, AUTH_MESSAGES as AUTH } from '../schemas/auth';
import { ORDER_MESSAGES as ORDER } from '../schemas/orders';
import { PRIVACY_MESSAGES as PRIVACY } from '../schemas/privacy';
import { ALERT_MESSAGES as ALERT } from '../schemas/alerts';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES as RETURN } from '../schemas/returns';
import { DELIVERY_MESSAGES as DELIVERY } from '../delivery/rules';
import { ADDRESS_MESSAGES as ADDRESS } from '../delivery/address';
import { PAYMENT_MESSAGES as PAYMENT, PHONE_MESSAGES as PHONE } from '../payments/phone';
import { REVIEW_MESSAGES as REVIEW } from '../reviews/review-rules';
import { USER_MESSAGES as USER } from '../accounts/user-fields';

/**
 * The API's shopper-facing messages in English, keyed by a stable code (decision 072). The spec's
 * wording stays beside its rule (`ORDER_MESSAGES` …) and is referenced here, so it is written once; a
 * message with values is a template (`{name}`), and a test checks it says exactly what the rule's
 * function says. Kiswahili is `API_SW` (api-sw.ts), keyed by the same codes. Admin-only answers have
 * no code: the dashboard is English.
 */
export const API_EN = {
  // Accounts
  'auth.registered': AUTH.registered,
  'auth.emailTaken': AUTH.emailTaken,
  'auth.badCredentials': AUTH.badCredentials,
  'auth.resetRequested': AUTH.resetRequested,
  'auth.resetDone': AUTH.resetDone,
  'auth.badResetToken': AUTH.badResetToken,
  'auth.badVerifyToken': AUTH.badVerifyToken,
  'auth.verified': AUTH.verified,
  'auth.verificationSent': AUTH.verificationSent,
  'auth.alreadyVerified': AUTH.alreadyVerified,
  'auth.passwordChanged': AUTH.passwordChanged,
  'auth.wrongPassword': AUTH.wrongPassword,
  'auth.signInRequired': AUTH.signInRequired,
  'auth.accountDisabled': AUTH.accountDisabled,
  'auth.verifyRequired': AUTH.verifyRequired,
  'auth.loggedOut': AUTH.loggedOut,
  'field.nameRequired': FIELD.nameRequired,
  'field.nameTooLong': FIELD.nameTooLong,
  'field.emailRequired': FIELD.emailRequired,
  'field.emailInvalid': FIELD.emailInvalid,
  'field.passwordRequired': FIELD.passwordRequired,
  'field.passwordTooShort': FIELD.passwordTooShort,
  'field.passwordTooLong': FIELD.passwordTooLong,
  'field.currentPasswordRequired': FIELD.currentPasswordRequired,
  'user.notFound': USER.notFound,
  'user.notYours': USER.notYours,
  // Data rights (decision 065)
  // Back in stock and price drops (issue 31, decision 069)
  'alert.waiting': ALERT.waiting,
  'alert.confirmSent': ALERT.confirmSent,
  'alert.inStock': ALERT.inStock,
  'alert.contactNeeded': ALERT.contactNeeded,
  'alert.badContact': ALERT.badContact,
  'alert.watching': ALERT.watching,
  'alert.stopped': ALERT.stopped,
  'privacy.wrongPassword': PRIVACY.wrongPassword,
  'privacy.openPaidOrder': PRIVACY.openPaidOrder,
  'privacy.staffAccount': PRIVACY.staffAccount,
  'privacy.deleted': PRIVACY.deleted,
  'privacy.consentSaved': PRIVACY.consentSaved,
  'privacy.passwordNeeded': 'Please enter your password',
  // Orders
  'order.empty': ORDER.empty,
  'order.tooManyLines': 'An order can hold at most 50 different products',
  'order.productMissing': ORDER.productMissing('{name}'),
  'order.priceChanged': ORDER.priceChanged('{name}'),
  'order.totalMismatch': ORDER.totalMismatch,
  'order.vatMissing': 'The order total leaves out VAT ({rate}%): with VAT it is {total}. Please review your cart.',
  'order.tooLarge': ORDER.tooLarge,
  'order.belowMpesa': ORDER.belowMpesa,
  'order.noStock': ORDER.noStock('{name}'),
  'order.notFound': ORDER.notFound,
  'order.tooManyUnpaid': ORDER.tooManyUnpaid,
  'order.notCancellable': ORDER.notCancellable,
  'order.reasonRequired': ORDER.reasonRequired,
  'order.noReceipt': ORDER.noReceipt,
  'order.cancelled': ORDER.cancelled,
  // Delivery
  'delivery.sameDayOff': DELIVERY.sameDayOff,
  'delivery.sameDayNairobi': DELIVERY.sameDayNairobi,
  'delivery.noZone': DELIVERY.noZone('{county}'),
  'delivery.addressNeeded': DELIVERY.addressNeeded,
  'delivery.tooManyAddresses': 'You can keep up to {max} addresses. Please delete one first.',
  'delivery.addressNotFound': DELIVERY.addressNotFound,
  'delivery.addressDeleted': 'Address deleted',
  'address.county': ADDRESS.county,
  'address.town': ADDRESS.town,
  'address.street': ADDRESS.street,
  'address.phone': ADDRESS.phone,
  // Payments
  'phone.invalidTitle': PHONE.invalidTitle,
  'phone.invalid': PHONE.invalid,
  'phone.format': PHONE.format,
  'phone.prefix': PHONE.prefix,
  'phone.amount': PHONE.amount,
  'payment.notFound': PAYMENT.notFound,
  'payment.orderNotPayable': PAYMENT.orderNotPayable,
  'payment.promptPending': PAYMENT.promptPending,
  'payment.failed': PAYMENT.failed('{reason}'),
  'payment.unreachable': 'M-Pesa could not be reached',
  'payment.orderNumberNeeded': 'Enter the order number',
  // Reviews
  'review.ratingRequired': REVIEW.ratingRequired,
  'review.ratingRange': REVIEW.ratingRange,
  'review.commentRequired': REVIEW.commentRequired,
  'review.commentShort': REVIEW.commentShort,
  'review.commentLong': REVIEW.commentLong,
  'review.mustPurchase': REVIEW.mustPurchase,
  'review.alreadyReviewed': REVIEW.alreadyReviewed,
  'review.added': 'Review added',
  // Contact form
  'contact.subjectRequired': 'Subject is required',
  'contact.messageRequired': 'Message is required',
  'contact.sent': 'Thank you! Your message has been sent. We will get back to you soon.',
  // Build Your PC
  'build.notFound': 'Build not found: the link may be mistyped.',
  'build.savedNotFound': 'Saved build not found',
  'build.deleted': 'Build deleted',
  'build.shareEmpty': 'Choose at least one part before sharing the build',
  'build.nameRequired': 'Give the build a name',
  'build.tooManySaved': 'You can keep up to {max} saved builds: delete one to save another.',
  'build.noParts': 'The shop does not have the parts for a complete, compatible build in stock right now.',
  'build.overBudget':
    'The cheapest complete, compatible build in stock costs {cheapest}, more than {budget}. Raise the budget to at least that.',
  'build.partMissing': '{slot}: product {id} does not exist',
  'build.wrongSlot': '{slot}: {name} is not a {kind}',
  // Images sent by the owner (products) and by shoppers (a return's photos)
  'upload.notMultipart': 'Send the images as multipart/form-data in the field "images"',
  'upload.badField': 'Unexpected field "{field}": use "images"',
  'upload.tooLarge': '{file} is larger than 10 MB',
  'upload.tooMany': 'At most {max} images',
  'upload.unreadable': 'The upload could not be read: {reason}',
  'upload.none': 'No images were sent',
  'upload.notImage': '{file} is not an image we can read',
  'upload.badType': '{file}: only JPEG, PNG, WebP, AVIF, GIF or TIFF images are accepted',
  'upload.failed': '{file} could not be processed as an image',
  // Returns and warranty (decision 066)
  'return.notFound': RETURN.notFound,
  'return.notDelivered': RETURN.notDelivered,
  'return.windowClosed': 'The {days}-day return window for this order has closed',
  'return.noWarranty': RETURN.noWarranty,
  'return.warrantyEnded': RETURN.warrantyEnded,
  'return.badLine': RETURN.badLine,
  'return.alreadyOpen': RETURN.alreadyOpen,
  'return.badPhoto': RETURN.badPhoto,
  'return.reasonShort': 'Please say what is wrong (at least 5 characters)',
  'return.noItems': 'Choose at least one item',
  'return.tooManyPhotos': `At most ${MAX_RETURN_PHOTOS} photos`,
  'return.tooManyImages': `At most ${MAX_RETURN_PHOTOS} images`,
  'return.noImages': 'No images were sent',
  // Rate limits: '{what}' is one of the rate.what.* below (server/plugins/rate-limits.ts)
  'rate.tooMany': 'Too many {what}. Please try again in {minutes} minutes.',
  'rate.tooManyOneMinute': 'Too many {what}. Please try again in {minutes} minute.',
  'rate.what.signIn': 'sign-in attempts',
  'rate.what.signInPerIp': 'sign-in attempts from your network',
  'rate.what.signUp': 'sign-ups',
  'rate.what.resetRequest': 'password reset requests',
  'rate.what.resetRequestPerIp': 'password reset requests from your network',
  'rate.what.verificationResend': 'verification emails',
  'rate.what.contact': 'messages',
  'rate.what.contactPerIp': 'messages from your network',
  'rate.what.payment': 'payment requests',
  'rate.what.order': 'orders',
  'rate.what.buildShare': 'build links',
  'rate.what.buildSave': 'changes to saved builds',
  'rate.what.stockAlert': 'alert sign-ups',
  'rate.what.savedLists': 'changes to your favourites and cart',
  // Any request
  'request.invalidField': "Invalid field '{field}': {reason}",
  'request.invalidQuery': "Invalid query parameter '{field}': {reason}",
  'request.invalid': 'Invalid request',
  'request.noRoute': 'Not found: {method} {path}',
  'request.notFound': 'Not found',
  'request.productNotFound': 'Product not found',
  'request.forbidden': 'You do not have permission to do this',
  'request.crossOrigin': 'Cross-origin request refused',
  'request.failed': 'Something went wrong on our side. Please try again.',
} as const;

export type ApiCode = keyof typeof API_EN;
