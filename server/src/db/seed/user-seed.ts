/** One seeded account: its login, role, security answer and what it owns from the start. */
export interface UserSeed {
  email: string;
  password: string;
  role: 'customer' | 'deluxe' | 'accounting' | 'admin';
  username?: string;
  securityQuestionId: number;
  securityAnswer: string;
  totpSecret?: string;
  walletBalance?: number;
  addresses?: { fullName: string; mobileNum: number; zipCode: string; streetAddress: string; city: string; state?: string; country: string }[];
  cards?: { fullName: string; cardNum: string; expMonth: number; expYear: number }[];
}
