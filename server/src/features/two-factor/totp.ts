// Loaded on first use: most requests never touch two-factor authentication.
let library: Promise<typeof import('otplib')> | null = null;
const otplib = () => (library ??= import('otplib'));

/** Real RFC 6238 codes (6 digits, 30 s, SHA-1), as every authenticator app makes them. */
export async function newTotpSecret(): Promise<string> {
  return (await otplib()).generateSecret();
}

/**
 * The time step a code belongs to when it is valid now (one step of clock drift allowed
 * either way), else null. A step at or before `usedStep` is refused: a code works once.
 */
export async function acceptedTimeStep(secret: string, code: string, usedStep?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await (await otplib()).verify({ secret, token: code, epochTolerance: 30, ...(usedStep === undefined ? {} : { afterTimeStep: usedStep }) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
