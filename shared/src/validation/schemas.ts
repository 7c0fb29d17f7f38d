import * as v from 'valibot';
import { LIMITS, WALLET_ADDRESS_PATTERN } from '../contract/limits';

/**
 * The forms' validation rules (docs/behaviour.md, "Validation"). Every message is a translation key, so a form
 * shows `t(issue.message)`.
 */

export { LIMITS, WALLET_ADDRESS_PATTERN };

export const CARD_YEARS = Array.from({ length: LIMITS.cardYearMax - LIMITS.cardYearMin + 1 }, (_, index) => LIMITS.cardYearMin + index);
export const CARD_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const emailSchema = v.pipe(v.string('MANDATORY_EMAIL'), v.nonEmpty('MANDATORY_EMAIL'), v.email('INVALID_EMAIL'));

export const loginSchema = v.object({
  email: v.pipe(v.string('MANDATORY_EMAIL'), v.nonEmpty('MANDATORY_EMAIL')),
  password: v.pipe(v.string('MANDATORY_PASSWORD'), v.nonEmpty('MANDATORY_PASSWORD')),
});

const password = v.pipe(
  v.string('MANDATORY_PASSWORD'),
  v.nonEmpty('MANDATORY_PASSWORD'),
  v.minLength(LIMITS.passwordMin, 'INVALID_PASSWORD_LENGTH'),
  v.maxLength(LIMITS.passwordMax, 'INVALID_PASSWORD_LENGTH'),
);

export const registrationSchema = v.pipe(
  v.object({
    email: emailSchema,
    password,
    passwordRepeat: v.pipe(v.string('MANDATORY_PASSWORD_REPEAT'), v.nonEmpty('MANDATORY_PASSWORD_REPEAT')),
    securityQuestionId: v.pipe(v.number('MANDATORY_SECURITY_QUESTION'), v.minValue(1, 'MANDATORY_SECURITY_QUESTION')),
    securityAnswer: required('MANDATORY_SECURITY_ANSWER'),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordRepeat']], (input) => input.password === input.passwordRepeat, 'PASSWORDS_NOT_MATCHING'),
    ['passwordRepeat'],
  ),
);

/** Advisory strength criteria shown by the registration meter. */
export function passwordStrength(value: string) {
  const criteria = {
    length: value.length >= LIMITS.passwordAdviceMin,
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    digit: /\d/.test(value),
    special: /[^A-Za-z0-9]/.test(value),
  };
  const score = Object.values(criteria).filter(Boolean).length;
  return { criteria, score, percent: (score / 5) * 100 };
}

export const forgotPasswordSchema = v.pipe(
  v.object({
    email: emailSchema,
    securityAnswer: required('MANDATORY_SECURITY_ANSWER'),
    newPassword: v.pipe(
      v.string('MANDATORY_NEW_PASSWORD'),
      v.nonEmpty('MANDATORY_NEW_PASSWORD'),
      v.minLength(LIMITS.passwordMin, 'INVALID_PASSWORD_LENGTH'),
      v.maxLength(LIMITS.passwordMax, 'INVALID_PASSWORD_LENGTH'),
    ),
    newPasswordRepeat: v.pipe(v.string('MANDATORY_PASSWORD_REPEAT'), v.nonEmpty('MANDATORY_PASSWORD_REPEAT')),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordRepeat']], (input) => input.newPassword === input.newPasswordRepeat, 'PASSWORDS_NOT_MATCHING'),
    ['newPasswordRepeat'],
  ),
);

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string('MANDATORY_CURRENT_PASSWORD'), v.nonEmpty('MANDATORY_CURRENT_PASSWORD')),
    newPassword: v.pipe(
      v.string('MANDATORY_NEW_PASSWORD'),
      v.nonEmpty('MANDATORY_NEW_PASSWORD'),
      v.minLength(LIMITS.passwordMin, 'INVALID_PASSWORD_LENGTH'),
      v.maxLength(LIMITS.passwordMax, 'INVALID_PASSWORD_LENGTH'),
    ),
    newPasswordRepeat: v.pipe(
      v.string('MANDATORY_PASSWORD_REPEAT'),
      v.nonEmpty('MANDATORY_PASSWORD_REPEAT'),
      v.minLength(LIMITS.passwordMin, 'INVALID_PASSWORD_LENGTH'),
      v.maxLength(LIMITS.passwordMax, 'INVALID_PASSWORD_LENGTH'),
    ),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordRepeat']], (input) => input.newPassword === input.newPasswordRepeat, 'PASSWORDS_NOT_MATCHING'),
    ['newPasswordRepeat'],
  ),
);

export const feedbackSchema = v.object({
  comment: v.pipe(v.string('MANDATORY_COMMENT'), v.trim(), v.nonEmpty('MANDATORY_COMMENT'), v.maxLength(LIMITS.messageMax, 'MANDATORY_COMMENT')),
  rating: v.pipe(v.number('MANDATORY_RATING'), v.minValue(LIMITS.ratingMin, 'MANDATORY_RATING'), v.maxValue(LIMITS.ratingMax, 'MANDATORY_RATING')),
  captcha: v.pipe(v.string('MANDATORY_CAPTCHA'), v.nonEmpty('MANDATORY_CAPTCHA'), v.regex(/^-?\d+$/, 'INVALID_CAPTCHA')),
});

export const reviewSchema = v.pipe(v.string('MANDATORY_REVIEW'), v.trim(), v.nonEmpty('MANDATORY_REVIEW'), v.maxLength(LIMITS.messageMax, 'MANDATORY_REVIEW'));

/** The review forms (write and edit): one text field. */
export const reviewFormSchema = v.object({ message: reviewSchema });

export const erasureSchema = v.object({
  email: emailSchema,
  securityAnswer: required('MANDATORY_SECURITY_ANSWER'),
});

export const COMPLAINT_FILE_TYPES = [
  'application/pdf',
  'application/xml',
  'text/xml',
  'application/zip',
  'application/x-zip-compressed',
  'multipart/x-zip',
] as const;

export const COMPLAINT_FILE_EXTENSIONS = ['pdf', 'xml', 'zip'] as const;

export const complaintSchema = v.object({
  message: v.pipe(v.string('MANDATORY_MESSAGE'), v.trim(), v.nonEmpty('MANDATORY_MESSAGE'), v.maxLength(LIMITS.messageMax, 'MANDATORY_MESSAGE')),
});

/** Client-side file check for complaints: the error key, or null when the file is fine. */
export function complaintFileError(file: { name: string; type: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (COMPLAINT_FILE_TYPES as readonly string[]).includes(file.type) || (COMPLAINT_FILE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return 'INVALID_FILE_TYPE';
  if (file.size > LIMITS.complaintFileMax) return 'INVALID_FILE_SIZE';
  return null;
}

/** The complaint form: the message, and an optional file of an allowed type and size. */
export const complaintFormSchema = v.object({
  ...complaintSchema.entries,
  file: v.pipe(
    v.nullable(v.custom<File>((input) => typeof input === 'object' && input !== null && 'name' in input && 'size' in input)),
    v.rawCheck(({ dataset, addIssue }) => {
      const error = dataset.typed ? complaintFileError(dataset.value) : null;
      if (error) addIssue({ message: error });
    }),
  ),
});

export const recycleSchema = v.object({
  quantity: v.pipe(
    v.number('MANDATORY_QUANTITY'),
    v.minValue(LIMITS.recycleMin, 'INVALID_QUANTITY'),
    v.maxValue(LIMITS.recycleMax, 'INVALID_QUANTITY'),
  ),
  addressId: v.pipe(v.number('MANDATORY_ADDRESS'), v.minValue(1, 'MANDATORY_ADDRESS')),
  isPickUp: v.boolean(),
  date: v.nullable(v.pipe(v.string('INVALID_DATE'), v.isoDate('INVALID_DATE'))),
});

export const totpSchema = v.pipe(v.string('INVALID_TWO_FACTOR_AUTH_TOKEN'), v.regex(/^\d{6}$/, 'INVALID_TWO_FACTOR_AUTH_TOKEN'));

/** The two-factor entry form: the six-digit code. */
export const totpFormSchema = v.object({ token: totpSchema });

export const twoFactorSetupSchema = v.object({
  currentPassword: v.pipe(v.string('MANDATORY_CURRENT_PASSWORD'), v.nonEmpty('MANDATORY_CURRENT_PASSWORD')),
  initialToken: totpSchema,
});

export const captchaSchema = v.pipe(v.string('MANDATORY_CAPTCHA'), v.nonEmpty('MANDATORY_CAPTCHA'), v.length(LIMITS.captchaLength, 'MANDATORY_CAPTCHA'));

export const exportFormatSchema = v.picklist(['1', '2', '3'], 'MANDATORY_FORMAT');

export const addressSchema = v.object({
  country: required('MANDATORY_COUNTRY'),
  fullName: required('MANDATORY_NAME'),
  mobileNum: v.pipe(
    v.number('MANDATORY_MOBILE_NUMBER'),
    v.minValue(LIMITS.mobileMin, 'INVALID_MOBILE_NUMBER'),
    v.maxValue(LIMITS.mobileMax, 'INVALID_MOBILE_NUMBER'),
  ),
  zipCode: v.pipe(v.string('MANDATORY_ZIP'), v.trim(), v.nonEmpty('MANDATORY_ZIP'), v.maxLength(LIMITS.zipMax, 'ZIP_CODE_TOO_LONG')),
  streetAddress: v.pipe(v.string('MANDATORY_ADDRESS'), v.trim(), v.nonEmpty('MANDATORY_ADDRESS'), v.maxLength(LIMITS.streetMax, 'ADDRESS_TOO_LONG')),
  city: required('MANDATORY_CITY'),
  state: v.optional(v.nullable(v.string())),
});

export const cardSchema = v.object({
  fullName: required('MANDATORY_NAME'),
  cardNum: v.pipe(
    v.number('MANDATORY_CARD_NUMBER'),
    v.minValue(LIMITS.cardMin, 'INVALID_CARD_NUMBER'),
    // lessThan, not maxValue(cardMax - 1): 1e16 - 1 is 1e16 in floating point, a 17-digit number.
    v.ltValue(LIMITS.cardMax, 'INVALID_CARD_NUMBER'),
  ),
  expMonth: v.pipe(v.number('MANDATORY_MONTH'), v.integer('MANDATORY_MONTH'), v.minValue(1, 'MANDATORY_MONTH'), v.maxValue(12, 'MANDATORY_MONTH')),
  expYear: v.pipe(v.number('MANDATORY_YEAR'), v.integer('MANDATORY_YEAR'), v.minValue(LIMITS.cardYearMin, 'MANDATORY_YEAR'), v.maxValue(LIMITS.cardYearMax, 'MANDATORY_YEAR')),
});

export const couponSchema = v.pipe(v.string('MANDATORY_COUPON'), v.nonEmpty('MANDATORY_COUPON'), v.length(LIMITS.couponLength, 'INVALID_COUPON_LENGTH'));

/** The basket's coupon form. */
export const couponFormSchema = v.object({ coupon: couponSchema });

export const walletAmountSchema = v.pipe(
  v.number('MANDATORY_AMOUNT'),
  v.minValue(LIMITS.walletMin, 'AMOUNT_LIMIT'),
  v.maxValue(LIMITS.walletMax, 'AMOUNT_LIMIT'),
);

/** The amount as typed in a number field: blank is no number at all. */
const typedNumber = v.transform((text: string) => (text.trim() === '' ? Number.NaN : Number(text)));

/** The wallet's top-up form: the typed amount, submitted as a number of 10 to 1000. */
export const walletFormSchema = v.object({ amount: v.pipe(v.string('MANDATORY_AMOUNT'), typedNumber, walletAmountSchema) });

export const photoWallSchema = v.object({
  caption: required('MANDATORY_CAPTION'),
});

/** Is the start of a file a PNG or JPEG image? */
export function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return true;
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** The first issue's message (a translation key) or null when valid. */
export function firstIssue<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
}

/** Every field's first issue message, keyed by the dotted path. */
export function fieldIssues<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues[path] ??= issue.message;
  }
  return issues;
}
