/**
 * The initial password given to new and reset accounts. It is not a secret: it is shown in the reset
 * confirmation, and signing in with it forces a change. Configurable with INITIAL_PASSWORD.
 */
const PUBLISHED_DEFAULT = 'Welcome@2026';

export const initialPassword = (): string => process.env.INITIAL_PASSWORD || PUBLISHED_DEFAULT;
