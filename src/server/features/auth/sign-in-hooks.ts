/** What a sign-in hook gets of better-auth's endpoint context: the sign-in request's headers. */
export type SignInContext = { headers?: Headers; request?: Request } | null | undefined;

/**
 * Work a feature above auth does once a sign-in's session exists (better-auth's
 * session.create.after, after the sign-in's transaction). app.ts registers them, so auth imports
 * none of those features. A hook must handle its own failures: the session already exists when
 * it runs, so a throw would answer an error for a sign-in that happened.
 */
export type SignInHook = (session: { userId: string }, context?: SignInContext) => Promise<void>;

/** The hooks run one after another, in the order registered. */
export function runSignInHooks(hooks: readonly SignInHook[]): SignInHook {
  return async (session, context) => {
    for (const hook of hooks) await hook(session, context);
  };
}
