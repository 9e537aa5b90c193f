// The account helpers live in helpers.ts (one place for the sign-up and sign-in helpers); this
// module only forwards them for specs still importing it.
export { CSRF, fillSignUp, signInThroughUi, signOut } from './helpers';
export { linkFromMail } from './mail';
