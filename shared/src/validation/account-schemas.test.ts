import * as v from 'valibot';
import {
  captchaSchema,
  changePasswordSchema,
  complaintFileError,
  complaintSchema,
  erasureSchema,
  feedbackSchema,
  fieldIssues,
  firstIssue,
  forgotPasswordSchema,
  isPngOrJpeg,
  loginSchema,
  passwordStrength,
  photoWallSchema,
  registrationSchema,
  totpSchema,
  twoFactorSetupSchema,
} from './schemas';

describe('login rules', () => {
  it('needs email and password', () => {
    expect(fieldIssues(loginSchema, { email: '', password: '' })).toEqual({ email: 'MANDATORY_EMAIL', password: 'MANDATORY_PASSWORD' });
    expect(fieldIssues(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('registration rules', () => {
  const valid = { email: 'new@pulp.shop', password: 'Juice1', passwordRepeat: 'Juice1', securityQuestionId: 2, securityAnswer: 'Lime' };
  it('accepts a complete registration', () => {
    expect(fieldIssues(registrationSchema, valid)).toEqual({});
  });
  it.each([
    [{ email: '' }, 'email', 'MANDATORY_EMAIL'],
    [{ email: 'no-at-sign' }, 'email', 'INVALID_EMAIL'],
    [{ password: '', passwordRepeat: '' }, 'password', 'MANDATORY_PASSWORD'],
    [{ password: 'abcd', passwordRepeat: 'abcd' }, 'password', 'INVALID_PASSWORD_LENGTH'],
    [{ password: 'a'.repeat(21), passwordRepeat: 'a'.repeat(21) }, 'password', 'INVALID_PASSWORD_LENGTH'],
    [{ passwordRepeat: '' }, 'passwordRepeat', 'MANDATORY_PASSWORD_REPEAT'],
    [{ passwordRepeat: 'Juice2' }, 'passwordRepeat', 'PASSWORDS_NOT_MATCHING'],
    [{ securityQuestionId: 0 }, 'securityQuestionId', 'MANDATORY_SECURITY_QUESTION'],
    [{ securityAnswer: '  ' }, 'securityAnswer', 'MANDATORY_SECURITY_ANSWER'],
  ])('refuses %j with %s: %s', (override, field, key) => {
    expect(fieldIssues(registrationSchema, { ...valid, ...override })[field]).toBe(key);
  });
  it('accepts the length limits 5 and 20', () => {
    for (const password of ['abcde', 'a'.repeat(20)]) expect(fieldIssues(registrationSchema, { ...valid, password, passwordRepeat: password })).toEqual({});
  });
  it('rates password strength as advice: 8 characters, lower, upper, digit, special', () => {
    expect(passwordStrength('').score).toBe(0);
    expect(passwordStrength('abcdefgh').criteria).toEqual({ length: true, lower: true, upper: false, digit: false, special: false });
    expect(passwordStrength('Abcdef1!')).toMatchObject({ score: 5, percent: 100 });
    expect(passwordStrength('A1!a').criteria.length).toBe(false);
  });
});

describe('forgot password rules', () => {
  const valid = { email: 'demo@pulp.shop', securityAnswer: 'Pepper', newPassword: 'Newpass', newPasswordRepeat: 'Newpass' };
  it('needs answer, new password (at least 5) and a matching repeat', () => {
    expect(fieldIssues(forgotPasswordSchema, valid)).toEqual({});
    expect(fieldIssues(forgotPasswordSchema, { ...valid, securityAnswer: '' }).securityAnswer).toBe('MANDATORY_SECURITY_ANSWER');
    expect(fieldIssues(forgotPasswordSchema, { ...valid, newPassword: '', newPasswordRepeat: '' }).newPassword).toBe('MANDATORY_NEW_PASSWORD');
    expect(fieldIssues(forgotPasswordSchema, { ...valid, newPassword: 'abc', newPasswordRepeat: 'abc' }).newPassword).toBe('INVALID_PASSWORD_LENGTH');
    expect(fieldIssues(forgotPasswordSchema, { ...valid, newPasswordRepeat: 'other' }).newPasswordRepeat).toBe('PASSWORDS_NOT_MATCHING');
  });
});

describe('change password rules', () => {
  const valid = { currentPassword: 'old', newPassword: 'Newpass', newPasswordRepeat: 'Newpass' };
  it('needs the current password, a new one of 5 to 20 and the same repeat', () => {
    expect(fieldIssues(changePasswordSchema, valid)).toEqual({});
    expect(fieldIssues(changePasswordSchema, { ...valid, currentPassword: '' }).currentPassword).toBe('MANDATORY_CURRENT_PASSWORD');
    expect(fieldIssues(changePasswordSchema, { ...valid, newPassword: '' }).newPassword).toBe('MANDATORY_NEW_PASSWORD');
    expect(fieldIssues(changePasswordSchema, { ...valid, newPassword: 'x'.repeat(21), newPasswordRepeat: 'x'.repeat(21) }).newPassword).toBe('INVALID_PASSWORD_LENGTH');
    expect(fieldIssues(changePasswordSchema, { ...valid, newPasswordRepeat: '' }).newPasswordRepeat).toBe('MANDATORY_PASSWORD_REPEAT');
    expect(fieldIssues(changePasswordSchema, { ...valid, newPasswordRepeat: 'abcd' }).newPasswordRepeat).toBe('INVALID_PASSWORD_LENGTH');
    expect(fieldIssues(changePasswordSchema, { ...valid, newPasswordRepeat: 'Newpasz' }).newPasswordRepeat).toBe('PASSWORDS_NOT_MATCHING');
  });
});

describe('feedback rules', () => {
  const valid = { comment: 'Tasty', rating: 3, captcha: '-12' };
  it('needs a comment of at most 160, one star or more and a whole-number captcha', () => {
    expect(fieldIssues(feedbackSchema, valid)).toEqual({});
    expect(fieldIssues(feedbackSchema, { ...valid, comment: ' ' }).comment).toBe('MANDATORY_COMMENT');
    expect(fieldIssues(feedbackSchema, { ...valid, comment: 'x'.repeat(161) }).comment).toBe('MANDATORY_COMMENT');
    expect(fieldIssues(feedbackSchema, { ...valid, comment: 'x'.repeat(160) })).toEqual({});
    expect(fieldIssues(feedbackSchema, { ...valid, rating: 0 }).rating).toBe('MANDATORY_RATING');
    expect(fieldIssues(feedbackSchema, { ...valid, captcha: '' }).captcha).toBe('MANDATORY_CAPTCHA');
    expect(fieldIssues(feedbackSchema, { ...valid, captcha: '1.5' }).captcha).toBe('INVALID_CAPTCHA');
    expect(fieldIssues(feedbackSchema, { ...valid, captcha: '--1' }).captcha).toBe('INVALID_CAPTCHA');
  });
});

describe('erasure, complaint, two-factor, captcha and photo rules', () => {
  it('erasure needs a valid email and the answer', () => {
    expect(fieldIssues(erasureSchema, { email: 'nope', securityAnswer: '' })).toEqual({ email: 'INVALID_EMAIL', securityAnswer: 'MANDATORY_SECURITY_ANSWER' });
  });
  it('complaint messages are 1 to 160 characters', () => {
    expect(firstIssue(complaintSchema, { message: '' })).toBe('MANDATORY_MESSAGE');
    expect(firstIssue(complaintSchema, { message: 'x'.repeat(161) })).toBe('MANDATORY_MESSAGE');
    expect(firstIssue(complaintSchema, { message: 'x'.repeat(160) })).toBeNull();
  });
  it('complaint files are PDF, XML or ZIP of at most 100000 bytes', () => {
    expect(complaintFileError(null)).toBeNull();
    expect(complaintFileError({ name: 'a.pdf', type: 'application/pdf', size: 100000 })).toBeNull();
    expect(complaintFileError({ name: 'a.xml', type: 'text/xml', size: 10 })).toBeNull();
    expect(complaintFileError({ name: 'a.zip', type: 'application/x-zip-compressed', size: 10 })).toBeNull();
    expect(complaintFileError({ name: 'a.pdf', type: 'application/pdf', size: 100001 })).toBe('INVALID_FILE_SIZE');
    expect(complaintFileError({ name: 'a.exe', type: 'application/octet-stream', size: 10 })).toBe('INVALID_FILE_TYPE');
  });
  it('two-factor codes are exactly six digits; setup also needs the password', () => {
    expect(v.is(totpSchema, '123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', '']) expect(firstIssue(totpSchema, code)).toBe('INVALID_TWO_FACTOR_AUTH_TOKEN');
    expect(fieldIssues(twoFactorSetupSchema, { currentPassword: '', initialToken: '123456' })).toEqual({ currentPassword: 'MANDATORY_CURRENT_PASSWORD' });
  });
  it('image captcha answers are exactly five characters', () => {
    expect(v.is(captchaSchema, 'AB3DE')).toBe(true);
    expect(firstIssue(captchaSchema, '')).toBe('MANDATORY_CAPTCHA');
    expect(firstIssue(captchaSchema, 'ABCD')).toBe('MANDATORY_CAPTCHA');
  });
  it('photos need a caption and PNG or JPEG bytes', () => {
    expect(firstIssue(photoWallSchema, { caption: ' ' })).toBe('MANDATORY_CAPTION');
    expect(isPngOrJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isPngOrJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('%PDF-1.4'))).toBe(false);
    expect(isPngOrJpeg(new TextEncoder().encode('GIF89a'))).toBe(false);
  });
});
