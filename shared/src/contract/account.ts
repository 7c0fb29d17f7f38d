import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdOrDigits, textOrNumber } from './common';
import { AuthenticationResponse, DataExportResponse, SecurityQuestion, TwoFactorStatus, User } from './entities';
import { EMAIL_MAX, PASSWORD_TEXT_MAX } from './users';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const password = text(PASSWORD_TEXT_MAX);
const code = text(10);

/** Export formats (docs/behaviour.md, "Entities"): 1 JSON, 2 PDF, 3 Excel, as text or number. */
export const DataExportBody = v.object({
  format: v.picklist(['1', '2', '3', 1, 2, 3]),
  answer: v.optional(text(20)),
});

/** A security answer: text, or a number from API clients (read as its digits). */
export const SecurityAnswerText = textOrNumber(200, 1);

/**
 * The erasure form sends email and answer. `layout`, the old mailer's option for the frame of the
 * confirmation mail, is still taken from API callers (lfrChallenge).
 */
export const ErasureBody = v.object({ email: text(EMAIL_MAX), securityAnswer: SecurityAnswerText, layout: v.optional(text(300)) });

/** The confirmation mail as the shop sent it, and the layout it was framed with. */
export const ErasureResponse = v.object({ status: v.string(), data: v.object({ confirmation: v.string(), layout: v.string() }) });

export const TwoFactorVerifyBody = v.object({ tmpToken: text(2000), totpToken: code });
export const TwoFactorSetupBody = v.object({ password, setupToken: text(2000), initialToken: code });
export const TwoFactorDisableBody = v.object({ password });

export const SecurityQuestionQuery = v.object({ email: text(EMAIL_MAX) });

/** The registration form's confirming call; ids may come from storage as text. */
export const SecurityAnswerBody = v.object({
  UserId: IdOrDigits,
  answer: SecurityAnswerText,
  SecurityQuestionId: IdOrDigits,
});

export const ChangePasswordQuery = v.object({
  // vuln: changePasswordInesChallenge ? — the current password may be left out (and is then not checked).
  current: v.optional(password),
  new: password,
  repeat: password,
});
export const ResetPasswordBody = v.object({ email: text(EMAIL_MAX), answer: textOrNumber(200), new: password, repeat: password });

const PublicSecurityAnswer = v.object({ id: v.number(), UserId: v.number(), SecurityQuestionId: v.number(), createdAt: v.string(), updatedAt: v.string() });
const Success = v.object({ status: v.string() });

/** Privacy requests, two-factor authentication, security questions and passwords. */
export const account = {
  dataExport: endpoint({ method: 'POST', path: PATHS.dataExport, body: DataExportBody, response: DataExportResponse }),
  erasureRequest: endpoint({ method: 'POST', path: PATHS.erasureRequest, body: ErasureBody, response: ErasureResponse }),
  twoFactorVerify: endpoint({ method: 'POST', path: PATHS.twoFactorVerify, body: TwoFactorVerifyBody, response: v.object({ authentication: AuthenticationResponse }) }),
  twoFactorStatus: endpoint({ method: 'GET', path: PATHS.twoFactorStatus, response: TwoFactorStatus }),
  twoFactorSetup: endpoint({ method: 'POST', path: PATHS.twoFactorSetup, body: TwoFactorSetupBody, response: Success }),
  twoFactorDisable: endpoint({ method: 'POST', path: PATHS.twoFactorDisable, body: TwoFactorDisableBody, response: Success }),
  securityQuestions: endpoint({ method: 'GET', path: PATHS.securityQuestions, response: envelope(v.array(SecurityQuestion)) }),
  securityQuestion: endpoint({ method: 'GET', path: PATHS.securityQuestion, query: SecurityQuestionQuery, response: v.object({ question: v.optional(SecurityQuestion) }) }),
  securityAnswer: endpoint({ method: 'POST', path: PATHS.securityAnswers, body: SecurityAnswerBody, response: envelope(PublicSecurityAnswer) }),
  changePassword: endpoint({ method: 'GET', path: PATHS.changePassword, query: ChangePasswordQuery, response: v.object({ user: User }) }),
  resetPassword: endpoint({ method: 'POST', path: PATHS.resetPassword, body: ResetPasswordBody, response: v.object({ user: User }) }),
};
