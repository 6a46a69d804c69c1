/** What replaces secret-shaped text wherever text is echoed: error messages, history entries, logs. */
export const REDACTED = '[redacted]';

/**
 * What follows a word in secret-shaped text, as a regular expression source: `_live_` or `_test_`
 * and one letter or digit (`<word>_live_…`, the form of the gateway's keys). A message of the core
 * never echoes a run of text of this shape; the service layer's key format (`KEY_ENVIRONMENT_PATTERN`)
 * is this tail after its prefix.
 */
export const SECRET_TAIL_PATTERN = '_(?:live|test)_[A-Za-z0-9]';
