/**
 * The data API's and the estimator widget's own error codes (keys, limits and origins), beside the
 * platform's `ERROR_CODES`. Only the API answers them, so they stay out of the code every page loads.
 */
export const DATA_API_ERROR_CODES = {
  apiKeyMissing: 'API_KEY_MISSING',
  apiKeyInvalid: 'API_KEY_INVALID',
  scopeMissing: 'SCOPE_MISSING',
  ipNotAllowed: 'IP_NOT_ALLOWED',
  quotaExhausted: 'QUOTA_EXHAUSTED',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  validationFailed: 'VALIDATION_FAILED',
} as const;
