import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdOrDigits, IdParams, textOrNumber } from './common';
import { AuthenticationResponse, Role, User } from './entities';

/** Email addresses and passwords as the server takes them at most (the rules come after). */
export const EMAIL_MAX = 320;
export const PASSWORD_TEXT_MAX = 200;

// The password may be left out (then it is empty): published login-injection payloads send
// just {"email": "' or 1=1--"}. An honest login without one simply fails.
export const LoginBody = v.object({
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX)),
  password: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_TEXT_MAX))),
  oauth: v.optional(v.boolean()),
});

/**
 * The form sends every field; API clients written for the other shop send just email and
 * password (the published Empty User Registration payload among them), so the rest is optional
 * and checked only where given. Unknown fields are dropped.
 */
export const RegistrationBody = v.object({
  // vuln: emptyUserRegistration ? — no minimum length or format here: the server applies its
  // rules only to values that were given, so an empty email and password get through.
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_TEXT_MAX)),
  passwordRepeat: v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_TEXT_MAX))),
  // The form hands back the question it listed; its id may come from storage as text.
  securityQuestion: v.optional(v.object({ id: IdOrDigits, question: v.optional(v.pipe(v.string(), v.maxLength(500))) })),
  securityAnswer: v.optional(textOrNumber(200, 1)),
  // vuln: registerAdminChallenge ? — the form never sends a role, but the API takes one.
  role: v.optional(Role),
});
export type RegistrationBody = v.InferOutput<typeof RegistrationBody>;

/** Who the caller is: `{}` without a valid session; with `fields`, the account fields asked for. */
export const WhoAmI = v.object({
  user: v.looseObject({ id: v.optional(v.number()), email: v.optional(v.string()), lastLoginIp: v.optional(v.string()), profileImage: v.optional(v.string()) }),
});

/**
 * `callback` asks for the answer as JSONP: a script that calls that function with it.
 * `fields` (comma-separated names, e.g. `id,email,role`) asks for other fields of the account.
 */
export const WhoAmIQuery = v.object({
  callback: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$.]{0,99}$/, 'callback must be the name of a JavaScript function.'))),
  fields: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^\s*\w+(\s*,\s*\w+)*\s*$/, 'fields must be a comma-separated list of field names.'))),
});

/** Accounts: log in, who am I, register, and the administration's user lists. */
export const users = {
  login: endpoint({ method: 'POST', path: PATHS.login, body: LoginBody, response: v.object({ authentication: AuthenticationResponse }) }),
  whoami: endpoint({ method: 'GET', path: PATHS.whoami, query: WhoAmIQuery, response: WhoAmI }),
  saveLoginIp: endpoint({ method: 'GET', path: PATHS.saveLoginIp, response: User }),
  register: endpoint({ method: 'POST', path: PATHS.users, body: RegistrationBody, response: envelope(User) }),
  list: endpoint({ method: 'GET', path: PATHS.users, response: envelope(v.array(User)) }),
  get: endpoint({ method: 'GET', path: PATHS.user, params: IdParams, response: envelope(User) }),
  authenticationDetails: endpoint({ method: 'GET', path: PATHS.authenticationDetails, response: envelope(v.array(User)) }),
};
