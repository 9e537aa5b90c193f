// The basics every app reads: the message and error catalogue, form validation, money formatting, counts, payment products and US states.
// Imported as @homeworth/shared-lib/domain/money-and-units (or through @homeworth/shared-lib/domain).
export { signInMessage, signUpMessage, MESSAGES, CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_CODES } from './messages';
export { isValidEmail, passwordProblem, rePasswordProblem } from './validation';
export { US_STATES, pricesLabel, pricesNote, typicalHomeCostsNote } from './us-states';
export { formatDollars, formatPrice } from './money';
export { AGENT_PRO_PRODUCTS, NO_SETUP_FEE, CHECKOUT_SESSION_KEY, type ProductKind, type PaymentProduct } from './payment';
export { countOf } from './count';
export { YEAR_BUILT_MIN, latestYearBuilt, yearBuiltRange, yearBuiltProblem } from './year-built';
