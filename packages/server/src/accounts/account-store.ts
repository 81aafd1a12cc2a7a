import type { Organization } from '../storage/ports.js';

/** A person signed in through the browser extension; owns one organization. */
export interface Account {
  id: string;
  orgId: string;
  createdAt: Date;
}

/** The verified claims of a Google ID token that the service uses. */
export interface GoogleIdentity {
  /** Google's stable user id (`sub`). */
  subject: string;
  email: string;
}

export interface SignInResult {
  account: Account;
  organization: Organization;
  /** True on the first sign-in, when the account and its Free organization were created. */
  created: boolean;
}

/** Port: extension accounts, found by a keyed hash of the Google subject (nothing stored in plain text). */
export interface AccountStore {
  /** Finds the identity's account, creating it with a Free organization on first sign-in. Safe under concurrency. */
  signIn(identity: GoogleIdentity): Promise<SignInResult>;
}
