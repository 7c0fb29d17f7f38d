import * as v from 'valibot';
import {
  addressSchema,
  captchaSchema,
  CARD_MONTHS,
  CARD_YEARS,
  cardSchema,
  changePasswordSchema,
  complaintFileError,
  complaintFormSchema,
  complaintSchema,
  couponFormSchema,
  couponSchema,
  emailSchema,
  erasureSchema,
  exportFormatSchema,
  feedbackSchema,
  fieldIssues,
  firstIssue,
  forgotPasswordSchema,
  isPngOrJpeg,
  LIMITS,
  loginSchema,
  passwordStrength,
  photoWallSchema,
  recycleSchema,
  registrationSchema,
  reviewFormSchema,
  reviewSchema,
  totpFormSchema,
  totpSchema,
  twoFactorSetupSchema,
  walletAmountSchema,
  walletFormSchema,
} from './schemas';

const text = (length: number) => 'x'.repeat(length);

describe('email', () => {
  it('accepts a valid address', () => {
    expect(firstIssue(emailSchema, 'jade@pulp.shop')).toBeNull();
  });
  it.each([
    ['', 'MANDATORY_EMAIL'],
    [undefined, 'MANDATORY_EMAIL'],
    [null, 'MANDATORY_EMAIL'],
    ['jade', 'INVALID_EMAIL'],
    ['jade@', 'INVALID_EMAIL'],
    ['jade@pulp', 'INVALID_EMAIL'],
    ['   ', 'INVALID_EMAIL'],
  ])('%p → %s', (input, key) => {
    expect(firstIssue(emailSchema, input)).toBe(key);
  });
});

describe('login', () => {
  it('needs both fields, nothing more (a login may use any text as email)', () => {
    expect(fieldIssues(loginSchema, { email: "' OR 1=1--", password: 'x' })).toEqual({});
    expect(fieldIssues(loginSchema, { email: '', password: '' })).toEqual({ email: 'MANDATORY_EMAIL', password: 'MANDATORY_PASSWORD' });
  });
});

describe('registration', () => {
  const valid = { email: 'new@pulp.shop', password: 'Secret1', passwordRepeat: 'Secret1', securityQuestionId: 2, securityAnswer: 'Rex' };

  it('accepts a complete registration', () => {
    expect(fieldIssues(registrationSchema, valid)).toEqual({});
  });

  it.each([
    [{ email: '' }, 'email', 'MANDATORY_EMAIL'],
    [{ email: 'no-at-sign' }, 'email', 'INVALID_EMAIL'],
    [{ password: '', passwordRepeat: '' }, 'password', 'MANDATORY_PASSWORD', { passwordRepeat: 'MANDATORY_PASSWORD_REPEAT' }],
    [{ password: text(4), passwordRepeat: text(4) }, 'password', 'INVALID_PASSWORD_LENGTH'],
    [{ password: text(21), passwordRepeat: text(21) }, 'password', 'INVALID_PASSWORD_LENGTH'],
    [{ passwordRepeat: '' }, 'passwordRepeat', 'MANDATORY_PASSWORD_REPEAT'],
    [{ passwordRepeat: 'Secret2' }, 'passwordRepeat', 'PASSWORDS_NOT_MATCHING'],
    [{ securityQuestionId: undefined }, 'securityQuestionId', 'MANDATORY_SECURITY_QUESTION'],
    [{ securityQuestionId: 0 }, 'securityQuestionId', 'MANDATORY_SECURITY_QUESTION'],
    [{ securityQuestionId: Number.NaN }, 'securityQuestionId', 'MANDATORY_SECURITY_QUESTION'],
    [{ securityAnswer: '' }, 'securityAnswer', 'MANDATORY_SECURITY_ANSWER'],
    [{ securityAnswer: '   ' }, 'securityAnswer', 'MANDATORY_SECURITY_ANSWER'],
  ])('%p → %s: %s', (...[change, field, key, others]: [object, string, string, Record<string, string>?]) => {
    expect(fieldIssues(registrationSchema, { ...valid, ...change })).toEqual({ [field]: key, ...others });
  });

  it('accepts passwords of exactly 5 and 20 characters', () => {
    for (const password of [text(5), text(20)]) {
      expect(fieldIssues(registrationSchema, { ...valid, password, passwordRepeat: password })).toEqual({});
    }
  });

  it('reports a too short password and a differing repeat together', () => {
    expect(fieldIssues(registrationSchema, { ...valid, password: 'abc', passwordRepeat: 'abcd' })).toEqual({
      password: 'INVALID_PASSWORD_LENGTH',
      passwordRepeat: 'PASSWORDS_NOT_MATCHING',
    });
  });

  it('reports an empty form field by field', () => {
    expect(fieldIssues(registrationSchema, { email: '', password: '', passwordRepeat: '', securityQuestionId: Number.NaN, securityAnswer: '' })).toEqual({
      email: 'MANDATORY_EMAIL',
      password: 'MANDATORY_PASSWORD',
      passwordRepeat: 'MANDATORY_PASSWORD_REPEAT',
      securityQuestionId: 'MANDATORY_SECURITY_QUESTION',
      securityAnswer: 'MANDATORY_SECURITY_ANSWER',
    });
  });
});

describe('password strength (advisory)', () => {
  it('scores length of 8, lower, upper, digit and special character', () => {
    expect(passwordStrength('')).toEqual({ criteria: { length: false, lower: false, upper: false, digit: false, special: false }, score: 0, percent: 0 });
    expect(passwordStrength('abcdefgh')).toMatchObject({ criteria: { length: true, lower: true }, score: 2, percent: 40 });
    expect(passwordStrength('Abc1!')).toMatchObject({ criteria: { length: false, lower: true, upper: true, digit: true, special: true }, score: 4 });
    expect(passwordStrength('Abcdef1!')).toMatchObject({ score: 5, percent: 100 });
    expect(passwordStrength('1234567 ')).toMatchObject({ criteria: { length: true, digit: true, special: true, lower: false, upper: false }, score: 3 });
  });

  it(`asks for ${LIMITS.passwordAdviceMin} characters, more than the 5 the rules require`, () => {
    expect(passwordStrength(text(7)).criteria.length).toBe(false);
    expect(passwordStrength(text(8)).criteria.length).toBe(true);
  });
});

describe('forgot password', () => {
  const valid = { email: 'jade@pulp.shop', securityAnswer: 'Rex', newPassword: 'newpass', newPasswordRepeat: 'newpass' };

  it('accepts a complete reset', () => {
    expect(fieldIssues(forgotPasswordSchema, valid)).toEqual({});
  });

  it.each([
    [{ email: '' }, 'email', 'MANDATORY_EMAIL'],
    [{ email: 'jade' }, 'email', 'INVALID_EMAIL'],
    [{ securityAnswer: ' ' }, 'securityAnswer', 'MANDATORY_SECURITY_ANSWER'],
    [{ newPassword: '', newPasswordRepeat: '' }, 'newPassword', 'MANDATORY_NEW_PASSWORD', { newPasswordRepeat: 'MANDATORY_PASSWORD_REPEAT' }],
    [{ newPassword: text(4), newPasswordRepeat: text(4) }, 'newPassword', 'INVALID_PASSWORD_LENGTH'],
    [{ newPassword: text(21), newPasswordRepeat: text(21) }, 'newPassword', 'INVALID_PASSWORD_LENGTH'],
    [{ newPasswordRepeat: '' }, 'newPasswordRepeat', 'MANDATORY_PASSWORD_REPEAT'],
    [{ newPasswordRepeat: 'newpasz' }, 'newPasswordRepeat', 'PASSWORDS_NOT_MATCHING'],
  ])('%p → %s: %s', (...[change, field, key, others]: [object, string, string, Record<string, string>?]) => {
    expect(fieldIssues(forgotPasswordSchema, { ...valid, ...change })).toEqual({ [field]: key, ...others });
  });
});

describe('change password', () => {
  const valid = { currentPassword: 'old', newPassword: 'fresh1', newPasswordRepeat: 'fresh1' };

  it('accepts a complete change (the current password has no length rule)', () => {
    expect(fieldIssues(changePasswordSchema, valid)).toEqual({});
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'MANDATORY_CURRENT_PASSWORD'],
    [{ newPassword: '' }, 'newPassword', 'MANDATORY_NEW_PASSWORD', { newPasswordRepeat: 'PASSWORDS_NOT_MATCHING' }],
    [{ newPassword: 'abcd', newPasswordRepeat: 'abcd' }, 'newPassword', 'INVALID_PASSWORD_LENGTH', { newPasswordRepeat: 'INVALID_PASSWORD_LENGTH' }],
    [{ newPassword: text(21), newPasswordRepeat: text(21) }, 'newPassword', 'INVALID_PASSWORD_LENGTH', { newPasswordRepeat: 'INVALID_PASSWORD_LENGTH' }],
    [{ newPasswordRepeat: '' }, 'newPasswordRepeat', 'MANDATORY_PASSWORD_REPEAT'],
    [{ newPasswordRepeat: 'fresh2' }, 'newPasswordRepeat', 'PASSWORDS_NOT_MATCHING'],
  ])('%p → %s: %s', (...[change, field, key, others]: [object, string, string, Record<string, string>?]) => {
    expect(fieldIssues(changePasswordSchema, { ...valid, ...change })).toEqual({ [field]: key, ...others });
  });

  it('checks the length of the repeat too', () => {
    expect(fieldIssues(changePasswordSchema, { ...valid, newPasswordRepeat: 'abc' })).toEqual({ newPasswordRepeat: 'INVALID_PASSWORD_LENGTH' });
  });
});

describe('feedback', () => {
  const valid = { comment: 'Tasty!', rating: 5, captcha: '-12' };

  it('accepts a comment, a rating of 1 to 5 and a whole-number captcha answer', () => {
    expect(fieldIssues(feedbackSchema, valid)).toEqual({});
    expect(fieldIssues(feedbackSchema, { ...valid, rating: 1, captcha: '7', comment: text(160) })).toEqual({});
  });

  it.each([
    [{ comment: '' }, 'comment', 'MANDATORY_COMMENT'],
    [{ comment: '   ' }, 'comment', 'MANDATORY_COMMENT'],
    [{ comment: text(161) }, 'comment', 'MANDATORY_COMMENT'],
    [{ rating: 0 }, 'rating', 'MANDATORY_RATING'],
    [{ rating: 6 }, 'rating', 'MANDATORY_RATING'],
    [{ rating: undefined }, 'rating', 'MANDATORY_RATING'],
    [{ captcha: '' }, 'captcha', 'MANDATORY_CAPTCHA'],
    [{ captcha: '1.5' }, 'captcha', 'INVALID_CAPTCHA'],
    [{ captcha: 'twelve' }, 'captcha', 'INVALID_CAPTCHA'],
    [{ captcha: '--3' }, 'captcha', 'INVALID_CAPTCHA'],
  ])('%p → %s: %s', (change, field, key) => {
    expect(fieldIssues(feedbackSchema, { ...valid, ...change })).toEqual({ [field]: key });
  });
});

describe('review', () => {
  it('needs 1 to 160 characters', () => {
    expect(firstIssue(reviewSchema, 'Great')).toBeNull();
    expect(firstIssue(reviewSchema, text(160))).toBeNull();
    expect(firstIssue(reviewSchema, '')).toBe('MANDATORY_REVIEW');
    expect(firstIssue(reviewSchema, '  ')).toBe('MANDATORY_REVIEW');
    expect(firstIssue(reviewSchema, text(161))).toBe('MANDATORY_REVIEW');
  });
});

describe('erasure', () => {
  it('needs a valid email and an answer', () => {
    expect(fieldIssues(erasureSchema, { email: 'jade@pulp.shop', securityAnswer: 'Rex' })).toEqual({});
    expect(fieldIssues(erasureSchema, { email: '', securityAnswer: '' })).toEqual({ email: 'MANDATORY_EMAIL', securityAnswer: 'MANDATORY_SECURITY_ANSWER' });
    expect(fieldIssues(erasureSchema, { email: 'jade', securityAnswer: 'Rex' })).toEqual({ email: 'INVALID_EMAIL' });
  });
});

describe('complaint', () => {
  it('needs a message of at most 160 characters', () => {
    expect(fieldIssues(complaintSchema, { message: 'Late delivery' })).toEqual({});
    expect(fieldIssues(complaintSchema, { message: text(160) })).toEqual({});
    expect(fieldIssues(complaintSchema, { message: '' })).toEqual({ message: 'MANDATORY_MESSAGE' });
    expect(fieldIssues(complaintSchema, { message: text(161) })).toEqual({ message: 'MANDATORY_MESSAGE' });
  });

  it('accepts no file, and PDF, XML and ZIP files up to 100000 bytes', () => {
    expect(complaintFileError(null)).toBeNull();
    expect(complaintFileError(undefined)).toBeNull();
    for (const [name, type] of [
      ['order.pdf', 'application/pdf'],
      ['data.xml', 'application/xml'],
      ['data.xml', 'text/xml'],
      ['all.zip', 'application/zip'],
      ['all.zip', 'application/x-zip-compressed'],
      ['all.zip', 'multipart/x-zip'],
      ['SCAN.PDF', ''],
    ]) {
      expect(complaintFileError({ name, type, size: 100000 })).toBeNull();
    }
  });

  it('refuses other types with INVALID_FILE_TYPE and bigger files with INVALID_FILE_SIZE', () => {
    expect(complaintFileError({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('INVALID_FILE_TYPE');
    expect(complaintFileError({ name: 'noextension', type: '', size: 10 })).toBe('INVALID_FILE_TYPE');
    expect(complaintFileError({ name: 'order.pdf', type: 'application/pdf', size: 100001 })).toBe('INVALID_FILE_SIZE');
    expect(complaintFileError({ name: 'huge.exe', type: 'application/octet-stream', size: 10 ** 7 })).toBe('INVALID_FILE_TYPE');
  });
});

describe('recycle', () => {
  const valid = { quantity: 50, addressId: 3, isPickUp: false, date: null };

  it('accepts 10 to 1000 litres with an address, pickup date optional', () => {
    expect(fieldIssues(recycleSchema, valid)).toEqual({});
    expect(fieldIssues(recycleSchema, { ...valid, quantity: 10 })).toEqual({});
    expect(fieldIssues(recycleSchema, { ...valid, quantity: 1000, isPickUp: true, date: '2030-05-01' })).toEqual({});
  });

  it.each([
    [{ quantity: undefined }, 'quantity', 'MANDATORY_QUANTITY'],
    [{ quantity: Number.NaN }, 'quantity', 'MANDATORY_QUANTITY'],
    [{ quantity: 9 }, 'quantity', 'INVALID_QUANTITY'],
    [{ quantity: 1001 }, 'quantity', 'INVALID_QUANTITY'],
    [{ addressId: undefined }, 'addressId', 'MANDATORY_ADDRESS'],
    [{ addressId: 0 }, 'addressId', 'MANDATORY_ADDRESS'],
    [{ date: 'next tuesday' }, 'date', 'INVALID_DATE'],
    [{ date: '2030-13-01' }, 'date', 'INVALID_DATE'],
  ])('%p → %s: %s', (change, field, key) => {
    expect(fieldIssues(recycleSchema, { ...valid, ...change })).toEqual({ [field]: key });
  });
});

describe('two-factor', () => {
  it('takes exactly six digits', () => {
    expect(firstIssue(totpSchema, '012345')).toBeNull();
    for (const code of ['', '12345', '1234567', '12a456', ' 123456', 123456]) {
      expect(firstIssue(totpSchema, code)).toBe('INVALID_TWO_FACTOR_AUTH_TOKEN');
    }
  });

  it('sets up with the current password and an initial code', () => {
    expect(fieldIssues(twoFactorSetupSchema, { currentPassword: 'pw', initialToken: '123456' })).toEqual({});
    expect(fieldIssues(twoFactorSetupSchema, { currentPassword: '', initialToken: '12' })).toEqual({
      currentPassword: 'MANDATORY_CURRENT_PASSWORD',
      initialToken: 'INVALID_TWO_FACTOR_AUTH_TOKEN',
    });
  });
});

describe('captcha and export format', () => {
  it('takes a captcha of exactly 5 characters', () => {
    expect(firstIssue(captchaSchema, 'aB3dE')).toBeNull();
    expect(firstIssue(captchaSchema, '')).toBe('MANDATORY_CAPTCHA');
    expect(firstIssue(captchaSchema, 'abcd')).toBe('MANDATORY_CAPTCHA');
    expect(firstIssue(captchaSchema, 'abcdef')).toBe('MANDATORY_CAPTCHA');
  });

  it('takes export format 1, 2 or 3', () => {
    for (const format of ['1', '2', '3']) expect(firstIssue(exportFormatSchema, format)).toBeNull();
    for (const format of ['', '4', 1, undefined]) expect(firstIssue(exportFormatSchema, format)).toBe('MANDATORY_FORMAT');
  });
});

describe('address', () => {
  const valid = { country: 'Norway', fullName: 'Jade Berry', mobileNum: 4712345678, zipCode: '0150', streetAddress: '1 Orchard Lane', city: 'Oslo', state: '' };

  it('accepts a complete address, state optional', () => {
    expect(fieldIssues(addressSchema, valid)).toEqual({});
    const { state: _state, ...withoutState } = valid;
    expect(fieldIssues(addressSchema, withoutState)).toEqual({});
    expect(fieldIssues(addressSchema, { ...valid, state: null })).toEqual({});
  });

  it('accepts the limits', () => {
    expect(fieldIssues(addressSchema, { ...valid, mobileNum: 1111111, zipCode: text(8), streetAddress: text(160) })).toEqual({});
    expect(fieldIssues(addressSchema, { ...valid, mobileNum: 9999999999 })).toEqual({});
  });

  it.each([
    [{ country: ' ' }, 'country', 'MANDATORY_COUNTRY'],
    [{ fullName: '' }, 'fullName', 'MANDATORY_NAME'],
    [{ mobileNum: undefined }, 'mobileNum', 'MANDATORY_MOBILE_NUMBER'],
    [{ mobileNum: Number.NaN }, 'mobileNum', 'MANDATORY_MOBILE_NUMBER'],
    [{ mobileNum: 1111110 }, 'mobileNum', 'INVALID_MOBILE_NUMBER'],
    [{ mobileNum: 10000000000 }, 'mobileNum', 'INVALID_MOBILE_NUMBER'],
    [{ zipCode: '' }, 'zipCode', 'MANDATORY_ZIP'],
    [{ zipCode: text(9) }, 'zipCode', 'ZIP_CODE_TOO_LONG'],
    [{ streetAddress: '' }, 'streetAddress', 'MANDATORY_ADDRESS'],
    [{ streetAddress: text(161) }, 'streetAddress', 'ADDRESS_TOO_LONG'],
    [{ city: '' }, 'city', 'MANDATORY_CITY'],
  ])('%p → %s: %s', (change, field, key) => {
    expect(fieldIssues(addressSchema, { ...valid, ...change })).toEqual({ [field]: key });
  });
});

describe('card', () => {
  const valid = { fullName: 'Jade Berry', cardNum: 4716190207394368, expMonth: 12, expYear: 2090 };

  it('offers months 1 to 12 and the 20 years 2080 to 2099', () => {
    expect(CARD_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(CARD_YEARS).toHaveLength(20);
    expect([CARD_YEARS[0], CARD_YEARS[19]]).toEqual([2080, 2099]);
  });

  it('accepts a 16-digit number and every offered month and year', () => {
    expect(fieldIssues(cardSchema, valid)).toEqual({});
    for (const expMonth of CARD_MONTHS) expect(fieldIssues(cardSchema, { ...valid, expMonth })).toEqual({});
    for (const expYear of CARD_YEARS) expect(fieldIssues(cardSchema, { ...valid, expYear })).toEqual({});
    expect(fieldIssues(cardSchema, { ...valid, cardNum: 1000000000000000 })).toEqual({});
    expect(fieldIssues(cardSchema, { ...valid, cardNum: 9999999999999998 })).toEqual({});
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'MANDATORY_NAME'],
    [{ cardNum: undefined }, 'cardNum', 'MANDATORY_CARD_NUMBER'],
    [{ cardNum: 999999999999999 }, 'cardNum', 'INVALID_CARD_NUMBER'],
    [{ cardNum: 10000000000000000 }, 'cardNum', 'INVALID_CARD_NUMBER'],
    [{ expMonth: 0 }, 'expMonth', 'MANDATORY_MONTH'],
    [{ expMonth: 13 }, 'expMonth', 'MANDATORY_MONTH'],
    [{ expMonth: 1.5 }, 'expMonth', 'MANDATORY_MONTH'],
    [{ expYear: 2079 }, 'expYear', 'MANDATORY_YEAR'],
    [{ expYear: 2100 }, 'expYear', 'MANDATORY_YEAR'],
    [{ expYear: undefined }, 'expYear', 'MANDATORY_YEAR'],
  ])('%p → %s: %s', (change, field, key) => {
    expect(fieldIssues(cardSchema, { ...valid, ...change })).toEqual({ [field]: key });
  });
});

describe('coupon, wallet and photo wall', () => {
  it('takes a coupon of exactly 10 characters', () => {
    expect(firstIssue(couponSchema, 'ORANGE2023')).toBeNull();
    expect(firstIssue(couponSchema, '')).toBe('MANDATORY_COUPON');
    expect(firstIssue(couponSchema, 'ORANGE')).toBe('INVALID_COUPON_LENGTH');
    expect(firstIssue(couponSchema, 'ORANGE20233')).toBe('INVALID_COUPON_LENGTH');
  });

  it('tops the wallet up by 10 to 1000', () => {
    for (const amount of [10, 500, 1000]) expect(firstIssue(walletAmountSchema, amount)).toBeNull();
    expect(firstIssue(walletAmountSchema, undefined)).toBe('MANDATORY_AMOUNT');
    expect(firstIssue(walletAmountSchema, Number.NaN)).toBe('MANDATORY_AMOUNT');
    expect(firstIssue(walletAmountSchema, 9.99)).toBe('AMOUNT_LIMIT');
    expect(firstIssue(walletAmountSchema, 1000.01)).toBe('AMOUNT_LIMIT');
  });

  it('needs a photo caption', () => {
    expect(fieldIssues(photoWallSchema, { caption: 'Picnic' })).toEqual({});
    expect(fieldIssues(photoWallSchema, { caption: '  ' })).toEqual({ caption: 'MANDATORY_CAPTION' });
  });

  it('recognises PNG and JPEG by their first bytes', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isPngOrJpeg(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(isPngOrJpeg(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([]))).toBe(false);
  });
});

describe('issue helpers', () => {
  it('report the first issue of each field by its path', () => {
    const nested = v.object({ address: v.object({ city: v.pipe(v.string('A'), v.nonEmpty('B'), v.minLength(3, 'C')) }) });
    expect(fieldIssues(nested, { address: { city: '' } })).toEqual({ 'address.city': 'B' });
    expect(firstIssue(nested, { address: { city: 'ab' } })).toBe('C');
    expect(firstIssue(nested, { address: { city: 'abc' } })).toBeNull();
  });
});

describe('form schemas', () => {
  it('wrap the field rules under the form field names, with their outputs', () => {
    expect(v.parse(reviewFormSchema, { message: '  Tasty  ' })).toEqual({ message: 'Tasty' });
    expect(fieldIssues(reviewFormSchema, { message: ' ' })).toEqual({ message: 'MANDATORY_REVIEW' });
    expect(fieldIssues(totpFormSchema, { token: '12345' })).toEqual({ token: 'INVALID_TWO_FACTOR_AUTH_TOKEN' });
    expect(fieldIssues(couponFormSchema, { coupon: 'ABC' })).toEqual({ coupon: 'INVALID_COUPON_LENGTH' });
  });

  it('reads the typed wallet amount as a number of 10 to 1000', () => {
    expect(v.parse(walletFormSchema, { amount: '12.5' })).toEqual({ amount: 12.5 });
    expect(fieldIssues(walletFormSchema, { amount: '' })).toEqual({ amount: 'MANDATORY_AMOUNT' });
    expect(fieldIssues(walletFormSchema, { amount: '  ' })).toEqual({ amount: 'MANDATORY_AMOUNT' });
    expect(fieldIssues(walletFormSchema, { amount: '9.99' })).toEqual({ amount: 'AMOUNT_LIMIT' });
    expect(fieldIssues(walletFormSchema, { amount: '1000.01' })).toEqual({ amount: 'AMOUNT_LIMIT' });
  });
});

describe('complaint form', () => {
  it('takes no file or one of an allowed type and size, and puts a wrong file on the file field', () => {
    expect(fieldIssues(complaintFormSchema, { message: 'Late', file: null })).toEqual({});
    expect(fieldIssues(complaintFormSchema, { message: 'Late', file: { name: 'bill.pdf', type: 'application/pdf', size: 10 } })).toEqual({});
    expect(fieldIssues(complaintFormSchema, { message: 'Late', file: { name: 'a.exe', type: 'application/octet-stream', size: 10 } })).toEqual({ file: 'INVALID_FILE_TYPE' });
    expect(fieldIssues(complaintFormSchema, { message: ' ', file: { name: 'a.pdf', type: 'application/pdf', size: 100001 } })).toEqual({ message: 'MANDATORY_MESSAGE', file: 'INVALID_FILE_SIZE' });
  });
});
