// The relational part of the shop's data (docs/behaviour.md, "Entities"), as the numbered
// migrations of ./index.ts create it: the first landed store's tables, then each table a later
// build added. Every statement is CREATE TABLE IF NOT EXISTS: data directories written before
// migrations were recorded already hold some of them.

/** The tables of the first landed store (commit 2031d44). */
export const FIRST_STORE_TABLES = `
CREATE TABLE IF NOT EXISTS Meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS Users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT DEFAULT '',
  email TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer',
  deluxeToken TEXT DEFAULT '',
  lastLoginIp TEXT DEFAULT '0.0.0.0',
  profileImage TEXT DEFAULT '/assets/public/images/uploads/default.svg',
  totpSecret TEXT DEFAULT '',
  isActive INTEGER NOT NULL DEFAULT 1,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  deletedAt TEXT
);

CREATE TABLE IF NOT EXISTS OAuthIdentities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL UNIQUE REFERENCES Users(id),
  email TEXT NOT NULL UNIQUE,
  createdAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS SecurityQuestions (id INTEGER PRIMARY KEY AUTOINCREMENT, question TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS SecurityAnswers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL UNIQUE REFERENCES Users(id),
  SecurityQuestionId INTEGER NOT NULL REFERENCES SecurityQuestions(id),
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price REAL NOT NULL,
  deluxePrice REAL NOT NULL,
  image TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  deletedAt TEXT
);

CREATE TABLE IF NOT EXISTS Quantitys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ProductId INTEGER NOT NULL UNIQUE REFERENCES Products(id),
  quantity INTEGER NOT NULL,
  limitPerUser INTEGER,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Baskets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  coupon TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS BasketItems (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ProductId INTEGER NOT NULL REFERENCES Products(id),
  BasketId INTEGER NOT NULL REFERENCES Baskets(id),
  quantity INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  UNIQUE (ProductId, BasketId)
);

CREATE TABLE IF NOT EXISTS Feedbacks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER,
  comment TEXT NOT NULL,
  rating INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Captchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  captchaId INTEGER NOT NULL,
  captcha TEXT NOT NULL,
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ImageCaptchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER,
  image TEXT NOT NULL,
  answer TEXT NOT NULL,
  createdAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Complaints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER,
  message TEXT NOT NULL,
  file TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  fullName TEXT NOT NULL,
  mobileNum INTEGER NOT NULL,
  zipCode TEXT NOT NULL,
  streetAddress TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT,
  country TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL REFERENCES Users(id),
  fullName TEXT NOT NULL,
  cardNum TEXT NOT NULL,
  expMonth INTEGER NOT NULL,
  expYear INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  deluxePrice REAL NOT NULL,
  eta REAL NOT NULL,
  icon TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Wallets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER NOT NULL UNIQUE REFERENCES Users(id),
  balance REAL NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Recycles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  AddressId INTEGER REFERENCES Addresses(id),
  quantity INTEGER NOT NULL,
  isPickup INTEGER NOT NULL DEFAULT 0,
  date TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Memories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  caption TEXT NOT NULL,
  imagePath TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS PrivacyRequests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  UserId INTEGER REFERENCES Users(id),
  deletionRequested INTEGER NOT NULL DEFAULT 0,
  createdAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ChallengeProgress (
  key TEXT PRIMARY KEY,
  solvedAt TEXT NOT NULL,
  notified INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS Documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (collection, id)
);
`;

/** "Find it, fix it" progress of the coding challenges. */
export const CODING_PROGRESS_TABLE = `
-- "Find it, fix it": 1 once the vulnerable lines were found, 2 once the right fix was chosen.
CREATE TABLE IF NOT EXISTS CodingChallengeProgress (
  key TEXT PRIMARY KEY,
  status INTEGER NOT NULL,
  updatedAt TEXT NOT NULL
);
`;

/** The support chat's memory and the token wallet's ledger. */
export const SUPPORT_CHAT_AND_WALLET_TABLES = `
-- Pulpy, the support chat (features/chatbot): what the bot remembers, as the statements of its memory.
CREATE TABLE IF NOT EXISTS ChatbotMemory (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  statement TEXT NOT NULL,
  createdAt TEXT NOT NULL
);

-- The token wallet's simulated ledger (features/web3): rows of the shop's own database, no
-- blockchain. An account is a wallet (the first account of a recovery phrase) or a contract.
CREATE TABLE IF NOT EXISTS Web3Accounts (
  address TEXT PRIMARY KEY,
  UserId INTEGER,
  kind TEXT NOT NULL,
  name TEXT,
  program TEXT,
  createdAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Web3Balances (
  address TEXT PRIMARY KEY,
  tokens INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS Web3VaultCredits (
  address TEXT PRIMARY KEY,
  credit INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS Web3Nfts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  design TEXT NOT NULL,
  owner TEXT NOT NULL,
  mintedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS Web3Airdrops (
  UserId INTEGER PRIMARY KEY,
  address TEXT NOT NULL,
  at TEXT NOT NULL
);
`;

/** Feedback an administrator removed in hardened mode, kept whole. */
export const FEEDBACK_ARCHIVE_TABLE = `
-- Feedback an administrator removed where removing archives (hardened feedbackChallenge): kept
-- whole, with who removed it and when, so that it can be brought back.
CREATE TABLE IF NOT EXISTS ArchivedFeedbacks (
  id INTEGER PRIMARY KEY,
  UserId INTEGER,
  comment TEXT NOT NULL,
  rating INTEGER NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  archivedAt TEXT NOT NULL,
  archivedBy INTEGER NOT NULL
);
`;

/** The hints a score board has revealed, by hint id (the challenge's id × 10 + the hint's order). */
export const HINT_PROGRESS_TABLE = `
CREATE TABLE IF NOT EXISTS HintProgress (
  id INTEGER PRIMARY KEY,
  unlockedAt TEXT NOT NULL
);
`;
