import { environment } from '../config.js';

/**
 * The initial password given to new and reset accounts. It is not a secret: it is shown in the reset
 * confirmation, and signing in with it forces a change. Configurable with INITIAL_PASSWORD (default `Welcome@2026`, config.ts).
 */
export const initialPassword = (): string => environment().initialPassword;
