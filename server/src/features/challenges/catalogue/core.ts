import type { ChallengeDefinition } from '../definitions';

/** The training layer's own challenges (ids 1–99). */
export const CORE_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 1,
    key: 'scoreBoardChallenge',
    name: 'Score Board',
    category: 'Miscellaneous',
    difficulty: 1,
    tutorialOrder: 1,
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/01-Information_Gathering/06-Identify_Application_Entry_Points',
    en: {
      description: 'Find the score board that the shop keeps out of its menus.',
      hint: 'A single-page app has to ship every route it knows to your browser. Guess a sensible address, or read the JavaScript for a list of routes.',
      mitigation:
        'Hiding a page is not protecting it: everything a browser needs is visible to the person using it. Leave pages out of menus for tidiness only, and guard anything sensitive on the server with real authorisation checks.',
    },
    de: {
      description: 'Finde die Punkteübersicht, die der Shop aus seinen Menüs heraushält.',
      hint: 'Eine Single-Page-App muss jede Route, die sie kennt, an deinen Browser ausliefern. Rate eine naheliegende Adresse oder suche im JavaScript nach einer Liste von Routen.',
      mitigation:
        'Eine Seite zu verstecken heißt nicht, sie zu schützen: Alles, was der Browser braucht, ist für die Person davor sichtbar. Lass Seiten nur aus Ordnungsgründen aus Menüs weg und sichere alles Heikle auf dem Server mit echten Berechtigungsprüfungen ab.',
    },
  },
  {
    id: 2,
    key: 'closeNotificationsChallenge',
    name: 'Mass Dispel',
    category: 'Miscellaneous',
    difficulty: 1,
    en: {
      description: 'Close several "challenge solved" notifications with a single click.',
      hint: 'Solve two challenges so that two notifications pile up. Many desktop apps treat a click differently while a modifier key is held down.',
      mitigation:
        'Nothing to fix here: this one rewards curiosity about the interface. Shortcuts like this are worth documenting, so that people find them without guessing.',
    },
    de: {
      description: 'Schließe mehrere „Challenge gelöst“-Meldungen mit einem einzigen Klick.',
      hint: 'Löse zwei Challenges, damit sich zwei Meldungen stapeln. Viele Desktop-Programme behandeln einen Klick anders, solange eine Zusatztaste gedrückt ist.',
      mitigation:
        'Hier gibt es nichts zu beheben: Diese Challenge belohnt Neugier auf die Oberfläche. Solche Abkürzungen sollte man dokumentieren, damit man sie ohne Raten findet.',
    },
  },
  {
    id: 3,
    key: 'continueCodeChallenge',
    name: 'Imaginary Challenge',
    category: 'Cryptographic Issues',
    difficulty: 6,
    en: {
      description: 'Get the shop to restore progress on challenge #999. There is no such challenge.',
      hint: 'Progress codes are not encrypted, only encoded, and the recipe (library and salt) is part of the shop\'s published source code.',
      mitigation:
        'An encoding is not a signature: anyone who knows the scheme can produce valid-looking codes. Sign restore codes with a server-side secret (an HMAC), check them before use, and reject ids the server does not know.',
    },
    de: {
      description: 'Bring den Shop dazu, den Fortschritt für Challenge #999 wiederherzustellen. Diese Challenge gibt es nicht.',
      hint: 'Fortschrittscodes sind nicht verschlüsselt, nur kodiert, und das Rezept (Bibliothek und Salt) steht im veröffentlichten Quellcode des Shops.',
      mitigation:
        'Eine Kodierung ist keine Signatur: Wer das Verfahren kennt, kann gültig aussehende Codes erzeugen. Signiere Wiederherstellungscodes mit einem Geheimnis des Servers (einem HMAC), prüfe sie vor der Verwendung und weise unbekannte IDs ab.',
    },
  },
];
