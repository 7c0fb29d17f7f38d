import type { ChallengeDefinition } from '../definitions';

/**
 * Challenges of identity and account (ids 200–299): login, registration, passwords, privacy
 * screens, tokens and the administration. Detections live beside the routes they watch
 * (features/users, features/passwords, features/privacy) and in features/identity-challenges.
 */
export const IDENTITY_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 200,
    key: 'loginAdminChallenge',
    name: 'Login Admin',
    category: 'Injection',
    difficulty: 2,
    hintUrl: 'https://owasp.org/www-community/attacks/SQL_Injection',
    en: {
      description: "Log in with the administrator's account by tricking the login form, without knowing or guessing the password.",
      hint: 'Type a single quote into the email field and watch how the answer changes. A database that stumbles over your input is reading it as part of its own language.',
      mitigation:
        'Never build SQL by pasting input into the statement text. Use parameterised queries (placeholders the driver fills in), so whatever a user types can only ever be data. Query builders and ORMs do this for you.',
    },
    de: {
      description: 'Melde dich mit dem Konto des Administrators an, indem du das Anmeldeformular austrickst, ohne das Passwort zu kennen oder zu erraten.',
      hint: 'Tippe ein einfaches Anführungszeichen ins E-Mail-Feld und achte darauf, wie sich die Antwort ändert. Eine Datenbank, die über deine Eingabe stolpert, liest sie als Teil ihrer eigenen Sprache.',
      mitigation:
        'Baue SQL nie zusammen, indem du Eingaben in den Anweisungstext einfügst. Verwende parametrisierte Abfragen (Platzhalter, die der Treiber befüllt), damit alles, was jemand eintippt, immer nur Daten bleibt. Query-Builder und ORMs erledigen das für dich.',
    },
  },
  {
    id: 201,
    key: 'loginJonasChallenge',
    name: 'Login Jonas',
    category: 'Injection',
    difficulty: 3,
    hintUrl: 'https://owasp.org/www-community/attacks/SQL_Injection',
    en: {
      description: "Log in with Jonas's account (jonas@pulp.shop) without his password.",
      hint: 'Once you can bend the login query, you also decide which row it finds. You know whose row you want: make the database stop caring about the part of the condition you cannot satisfy.',
      mitigation:
        'Parameterised queries keep the email a value, so it can never end the condition early or hide the password check. Compare the password hash in code after fetching the user by email, and log failed and unusual logins.',
    },
    de: {
      description: 'Melde dich mit dem Konto von Jonas (jonas@pulp.shop) an, ohne sein Passwort.',
      hint: 'Sobald du die Anmeldeabfrage verbiegen kannst, bestimmst du auch, welche Zeile sie findet. Du weißt, wessen Zeile du willst: Sorge dafür, dass der Datenbank der Teil der Bedingung egal wird, den du nicht erfüllen kannst.',
      mitigation:
        'Parametrisierte Abfragen halten die E-Mail-Adresse als Wert fest, sie kann die Bedingung weder vorzeitig beenden noch die Passwortprüfung verstecken. Vergleiche den Passwort-Hash im Code, nachdem du den Benutzer per E-Mail geladen hast, und protokolliere fehlgeschlagene und ungewöhnliche Anmeldungen.',
    },
  },
  {
    id: 202,
    key: 'weakPasswordChallenge',
    name: 'Password Strength',
    category: 'Broken Authentication',
    difficulty: 2,
    hintUrl: 'https://owasp.org/www-community/vulnerabilities/Weak_Password_Requirements',
    en: {
      description: "Log in with the administrator's real credentials, through the normal login form and without changing them first.",
      hint: "Administrators are people too, and people choose passwords they can remember. Lists of the most common passwords are a fine start, and the administrator's email address is no secret in this shop.",
      mitigation:
        'Refuse short and common passwords (check new ones against lists of breached passwords), slow down repeated failed logins, and protect privileged accounts with a second factor.',
    },
    de: {
      description: 'Melde dich mit den echten Zugangsdaten des Administrators an, über das normale Anmeldeformular und ohne sie vorher zu ändern.',
      hint: 'Auch Administratoren sind Menschen, und Menschen wählen Passwörter, die sie sich merken können. Listen der häufigsten Passwörter sind ein guter Anfang, und die E-Mail-Adresse des Administrators ist in diesem Shop kein Geheimnis.',
      mitigation:
        'Weise kurze und gängige Passwörter ab (prüfe neue gegen Listen geleakter Passwörter), bremse wiederholte Fehlversuche aus und schütze privilegierte Konten mit einem zweiten Faktor.',
    },
  },
  {
    id: 203,
    key: 'ghostLoginChallenge',
    name: 'GDPR Data Erasure',
    category: 'Broken Authentication',
    difficulty: 3,
    hintUrl: 'https://gdpr-info.eu/art-17-gdpr/',
    en: {
      description: 'Log in with the account of Theo, a former customer who asked the shop to erase his data.',
      hint: "Erasing an account here does not remove it, it only marks it. The login is meant to skip marked accounts: find out whether that rule is something you can reach. Theo's email address follows the shop's usual pattern.",
      mitigation:
        'An erasure request means erasure: delete or irreversibly anonymise personal data instead of flagging the row. Where records must be kept (orders, invoices), keep them without anything that can still log in. And build no SQL from input.',
    },
    de: {
      description: 'Melde dich mit dem Konto von Theo an, einem ehemaligen Kunden, der den Shop gebeten hat, seine Daten zu löschen.',
      hint: 'Ein Konto zu löschen entfernt es hier nicht, es wird nur markiert. Die Anmeldung soll markierte Konten überspringen: Finde heraus, ob diese Regel in deiner Reichweite liegt. Theos E-Mail-Adresse folgt dem üblichen Muster des Shops.',
      mitigation:
        'Ein Löschantrag bedeutet Löschen: Entferne personenbezogene Daten oder anonymisiere sie unumkehrbar, statt die Zeile nur zu markieren. Wo Datensätze bleiben müssen (Bestellungen, Rechnungen), bewahre sie ohne alles auf, womit man sich noch anmelden kann. Und baue kein SQL aus Eingaben.',
    },
  },
  {
    id: 204,
    key: 'emptyUserRegistration',
    name: 'Empty User Registration',
    category: 'Improper Input Validation',
    difficulty: 2,
    en: {
      description: 'Register a user whose email address and password are both empty.',
      hint: 'The registration form will not let you, but the form is not the only client of the API behind it. Watch what the form sends when you register normally.',
      mitigation:
        'Enforce on the server every rule the form checks: required fields, a valid email address, the password length. Checks in the browser are a convenience for honest users; an attacker never runs them.',
    },
    de: {
      description: 'Registriere einen Benutzer, dessen E-Mail-Adresse und Passwort beide leer sind.',
      hint: 'Das Registrierungsformular lässt dich nicht, aber das Formular ist nicht der einzige Client der API dahinter. Beobachte, was das Formular bei einer normalen Registrierung sendet.',
      mitigation:
        'Setze jede Regel, die das Formular prüft, auch auf dem Server durch: Pflichtfelder, eine gültige E-Mail-Adresse, die Passwortlänge. Prüfungen im Browser sind eine Hilfe für ehrliche Benutzer; ein Angreifer führt sie nie aus.',
    },
  },
  {
    id: 205,
    key: 'passwordRepeatChallenge',
    name: 'Repetitive Registration',
    category: 'Improper Input Validation',
    difficulty: 1,
    en: {
      description: 'Register a user whose repeated password differs from the password.',
      hint: 'Both password fields travel to the server. Does anybody there compare them, or only the form in your browser?',
      mitigation:
        'Check the repeated password on the server as well, or do not send it at all: a field that the server receives but ignores invites exactly this confusion.',
    },
    de: {
      description: 'Registriere einen Benutzer, dessen wiederholtes Passwort vom Passwort abweicht.',
      hint: 'Beide Passwortfelder reisen zum Server. Vergleicht sie dort jemand, oder nur das Formular in deinem Browser?',
      mitigation:
        'Prüfe das wiederholte Passwort auch auf dem Server oder sende es gar nicht erst: Ein Feld, das der Server empfängt, aber ignoriert, lädt genau zu dieser Verwirrung ein.',
    },
  },
  {
    id: 206,
    key: 'registerAdminChallenge',
    name: 'Admin Registration',
    category: 'Improper Input Validation',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Mass_Assignment_Cheat_Sheet.html',
    en: {
      description: 'Register a new user who is an administrator from the very first moment.',
      hint: 'Look at what the shop tells you about a user after registering or logging in. Which properties does a user have that the form never asks for?',
      mitigation:
        'Accept only the fields a request is meant to set (an allowlist) and decide privileges such as the role on the server. Copying request bodies onto database records is known as mass assignment.',
    },
    de: {
      description: 'Registriere einen neuen Benutzer, der vom ersten Moment an Administrator ist.',
      hint: 'Sieh dir an, was der Shop dir nach der Registrierung oder Anmeldung über einen Benutzer verrät. Welche Eigenschaften hat ein Benutzer, nach denen das Formular nie fragt?',
      mitigation:
        'Nimm nur die Felder an, die eine Anfrage setzen soll (eine Positivliste), und entscheide über Rechte wie die Rolle auf dem Server. Anfragedaten ungefiltert auf Datensätze zu übertragen nennt man Mass Assignment.',
    },
  },
  {
    id: 207,
    key: 'csrfChallenge',
    name: 'CSRF',
    category: 'Broken Access Control',
    difficulty: 3,
    hintUrl: 'https://owasp.org/www-community/attacks/csrf',
    en: {
      description: "Change a logged-in shopper's password from a page of another origin, so that opening that page is all the victim does.",
      hint: 'Look at how the change-password screen talks to the server: with which HTTP method, and how does the server know who is asking? Browsers attach some credentials on their own, even when another site starts the request.',
      mitigation:
        'Never change state with GET. Require a credential other sites cannot make a browser send: the Authorization header or an anti-CSRF token bound to the session. Mark session cookies SameSite=Strict and check the Origin of state-changing requests.',
    },
    de: {
      description: 'Ändere das Passwort einer angemeldeten Kundin von einer Seite eines anderen Ursprungs aus, sodass das Öffnen dieser Seite alles ist, was das Opfer tut.',
      hint: 'Sieh dir an, wie die Seite zum Passwortändern mit dem Server spricht: mit welcher HTTP-Methode, und woher weiß der Server, wer fragt? Browser hängen manche Zugangsdaten von selbst an, auch wenn eine andere Website die Anfrage startet.',
      mitigation:
        'Ändere nie Zustand per GET. Verlange einen Nachweis, den andere Websites einen Browser nicht senden lassen können: den Authorization-Header oder ein an die Sitzung gebundenes Anti-CSRF-Token. Markiere Sitzungscookies mit SameSite=Strict und prüfe den Origin zustandsändernder Anfragen.',
    },
  },
  {
    id: 208,
    key: 'changePasswordInesChallenge',
    name: "Change Ines's Password",
    category: 'Broken Authentication',
    difficulty: 5,
    en: {
      description: "Change the password of Ines (ines@pulp.shop) to `CitrusC0up!` with the change-password function, without ever knowing her current password.",
      hint: 'First you have to act as Ines, which another challenge teaches you. Then look closely at the change-password request: what happens to a parameter the server expects when it is simply not there?',
      mitigation:
        'Require the current password for every password change and treat a missing one like a wrong one. Asking for it again is what protects an account whose session has been stolen.',
    },
    de: {
      description: 'Ändere das Passwort von Ines (ines@pulp.shop) mit der Funktion zum Passwortändern in `CitrusC0up!`, ohne je ihr aktuelles Passwort zu kennen.',
      hint: 'Zuerst musst du als Ines auftreten, das bringt dir eine andere Challenge bei. Dann sieh dir die Anfrage zum Passwortändern genau an: Was passiert mit einem Parameter, den der Server erwartet, wenn er einfach fehlt?',
      mitigation:
        'Verlange für jede Passwortänderung das aktuelle Passwort und behandle ein fehlendes wie ein falsches. Die erneute Abfrage ist genau das, was ein Konto mit gestohlener Sitzung schützt.',
    },
  },
  {
    id: 209,
    key: 'resetPasswordJonasChallenge',
    name: "Reset Jonas's Password",
    category: 'Broken Authentication',
    difficulty: 4,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Choosing_and_Using_Security_Questions_Cheat_Sheet.html',
    en: {
      description: 'Reset the password of Jonas (jonas@pulp.shop) on the forgot-password page with the true answer to his security question.',
      hint: 'Find out which question Jonas chose, then look at everything he has shared in the shop. A picture can tell more than its caption.',
      mitigation:
        'Security questions are weak secrets: their answers are often public, guessable or posted by their owners themselves. Reset passwords through a link sent to a verified address and offer a second factor instead.',
    },
    de: {
      description: 'Setze das Passwort von Jonas (jonas@pulp.shop) auf der Seite „Passwort vergessen“ mit der wahren Antwort auf seine Sicherheitsfrage zurück.',
      hint: 'Finde heraus, welche Frage Jonas gewählt hat, und sieh dir dann alles an, was er im Shop geteilt hat. Ein Bild kann mehr erzählen als seine Bildunterschrift.',
      mitigation:
        'Sicherheitsfragen sind schwache Geheimnisse: Ihre Antworten sind oft öffentlich, erratbar oder von ihren Besitzern selbst gepostet. Setze Passwörter über einen Link an eine bestätigte Adresse zurück und biete stattdessen einen zweiten Faktor an.',
    },
  },
  {
    id: 210,
    key: 'resetPasswordMiraChallenge',
    name: "Reset Mira's Password",
    category: 'Sensitive Data Exposure',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Choosing_and_Using_Security_Questions_Cheat_Sheet.html',
    en: {
      description: "Reset the password of Mira (mira@pulp.shop) on the forgot-password page, using what she has told the shop's other customers.",
      hint: 'Mira likes to talk. Read what customers write about the products, and remember that an answer to a security question has to be typed exactly.',
      mitigation:
        'Do not let account recovery rest on facts people share in public. Prefer recovery links to a verified address and a second factor, and remind customers that what they post can be used against them.',
    },
    de: {
      description: 'Setze das Passwort von Mira (mira@pulp.shop) auf der Seite „Passwort vergessen“ zurück, mit dem, was sie den anderen Kunden des Shops erzählt hat.',
      hint: 'Mira redet gern. Lies, was Kunden über die Produkte schreiben, und denk daran, dass die Antwort auf eine Sicherheitsfrage genau so eingetippt werden muss.',
      mitigation:
        'Lass die Kontowiederherstellung nicht auf Dingen beruhen, die Menschen öffentlich teilen. Setze lieber auf Links an eine bestätigte Adresse und einen zweiten Faktor, und erinnere Kunden daran, dass ihre Beiträge gegen sie verwendet werden können.',
    },
  },
  {
    id: 211,
    key: 'httpHeaderXssChallenge',
    name: 'HTTP-Header XSS',
    category: 'XSS',
    difficulty: 4,
    hintUrl: 'https://owasp.org/www-community/attacks/xss/',
    en: {
      description: 'Carry out a persisted XSS attack with `<iframe src="javascript:alert(\'xss\')">` through an HTTP header.',
      hint: 'Which screen shows you something the server learnt from a request, not from anything you typed? Find the request that records it, and find out whether the server believes headers that proxies usually set.',
      mitigation:
        'Trust forwarding headers (True-Client-IP, X-Forwarded-For) only when a proxy you control sets them, and validate what they claim: an IP address has a strict format. Show stored values as text, never as HTML.',
    },
    de: {
      description: 'Führe einen persistenten XSS-Angriff mit `<iframe src="javascript:alert(\'xss\')">` über einen HTTP-Header aus.',
      hint: 'Welche Seite zeigt dir etwas, das der Server aus einer Anfrage erfahren hat und nicht aus deiner Eingabe? Finde die Anfrage, die es speichert, und finde heraus, ob der Server Headern glaubt, die sonst Proxys setzen.',
      mitigation:
        'Vertraue Weiterleitungs-Headern (True-Client-IP, X-Forwarded-For) nur, wenn ein Proxy unter deiner Kontrolle sie setzt, und prüfe, was sie behaupten: Eine IP-Adresse hat ein strenges Format. Zeige gespeicherte Werte als Text an, nie als HTML.',
    },
  },
  {
    id: 212,
    key: 'dataExportChallenge',
    name: 'GDPR Data Theft',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    en: {
      description: "Steal another customer's orders through the shop's data export.",
      hint: 'Export your own data and think about how the export decides which orders are yours. It does not compare email addresses letter by letter: find out which letters it ignores.',
      mitigation:
        "Find a user's records by the account's id, never by a lossy transformation of personal data that two people can share.",
    },
    de: {
      description: 'Stiehl die Bestellungen einer anderen Kundin über den Datenexport des Shops.',
      hint: 'Exportiere deine eigenen Daten und überlege, wie der Export entscheidet, welche Bestellungen deine sind. Er vergleicht E-Mail-Adressen nicht Buchstabe für Buchstabe: Finde heraus, welche Buchstaben er übergeht.',
      mitigation:
        'Finde die Datensätze eines Benutzers über die ID des Kontos, nie über eine verlustbehaftete Umformung personenbezogener Daten, die zwei Menschen gemeinsam haben können.',
    },
  },
  {
    id: 213,
    key: 'jwtUnsignedChallenge',
    name: 'Unsigned JWT',
    category: 'Vulnerable Components',
    difficulty: 5,
    hintUrl: 'https://datatracker.ietf.org/doc/html/rfc7519',
    en: {
      description: 'Forge an essentially unsigned token that makes the shop believe you are `stowaway@pulp.shop`, a user who does not exist.',
      hint: 'Decode your own login token: its header names the algorithm that protects it. The standard knows one algorithm that protects nothing, and not every verifier refuses it.',
      mitigation:
        'Pin the algorithms a verifier accepts instead of reading them from the token, refuse "none", and keep token libraries up to date: the legacy verifier the shop still runs is the vulnerable component here.',
    },
    de: {
      description: 'Fälsche ein praktisch unsigniertes Token, mit dem der Shop dich für `stowaway@pulp.shop` hält, einen Benutzer, den es nicht gibt.',
      hint: 'Dekodiere dein eigenes Anmelde-Token: Sein Header nennt den Algorithmus, der es schützt. Der Standard kennt einen Algorithmus, der gar nichts schützt, und nicht jede Prüfung lehnt ihn ab.',
      mitigation:
        'Lege die Algorithmen fest, die eine Prüfung annimmt, statt sie aus dem Token zu lesen, lehne „none“ ab und halte Token-Bibliotheken aktuell: Die alte Prüfung, die der Shop noch betreibt, ist hier die verwundbare Komponente.',
    },
  },
  {
    id: 214,
    key: 'jwtForgedChallenge',
    name: 'Forged Signed JWT',
    category: 'Vulnerable Components',
    difficulty: 6,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/JSON_Web_Token_for_Java_Cheat_Sheet.html',
    en: {
      description: 'Forge an almost properly signed token that makes the shop believe you are `keysmith@pulp.shop`, a user who does not exist.',
      hint: 'The shop signs tokens with a private key and checks them with a public one, which is public for a reason and lies on the server for anyone. What if a token names an algorithm in which the key that checks a signature is also the key that makes it?',
      mitigation:
        'A verifier must take the algorithm from the key it holds, never from the token header. Current libraries refuse to use a public key as an HMAC secret; the legacy verifier the shop still runs does not.',
    },
    de: {
      description: 'Fälsche ein fast richtig signiertes Token, mit dem der Shop dich für `keysmith@pulp.shop` hält, einen Benutzer, den es nicht gibt.',
      hint: 'Der Shop signiert Tokens mit einem privaten Schlüssel und prüft sie mit einem öffentlichen, der aus gutem Grund öffentlich ist und für alle auf dem Server liegt. Was, wenn ein Token einen Algorithmus nennt, bei dem der prüfende Schlüssel auch der signierende ist?',
      mitigation:
        'Eine Prüfung muss den Algorithmus aus dem Schlüssel ableiten, den sie hat, nie aus dem Header des Tokens. Aktuelle Bibliotheken weigern sich, einen öffentlichen Schlüssel als HMAC-Geheimnis zu verwenden; die alte Prüfung, die der Shop noch betreibt, tut es nicht.',
    },
  },
  {
    id: 215,
    key: 'adminSectionChallenge',
    name: 'Admin Section',
    category: 'Broken Access Control',
    difficulty: 2,
    en: {
      description: "Open the shop's administration section as an administrator.",
      hint: 'The route is in the JavaScript every visitor downloads; the harder part is an account the page lets in.',
      mitigation:
        'Hiding a route is not access control. Check permissions on the server for every administrative call (the shop does), keep admin interfaces off the public internet where you can, and protect admin accounts with strong passwords and a second factor.',
    },
    de: {
      description: 'Öffne den Verwaltungsbereich des Shops als Administrator.',
      hint: 'Die Route steht im JavaScript, das jeder Besucher herunterlädt; schwieriger ist ein Konto, das die Seite hineinlässt.',
      mitigation:
        'Eine Route zu verstecken ist keine Zugriffskontrolle. Prüfe Berechtigungen auf dem Server bei jedem Verwaltungsaufruf (das tut der Shop), halte Verwaltungsoberflächen wo möglich aus dem öffentlichen Internet heraus und schütze Admin-Konten mit starken Passwörtern und einem zweiten Faktor.',
    },
  },
  {
    id: 216,
    key: 'weirdCryptoChallenge',
    name: 'Weird Crypto',
    category: 'Cryptographic Issues',
    difficulty: 2,
    en: {
      description: 'Tell the shop, through its feedback or complaint form, about an algorithm or library it should definitely not use the way it does.',
      hint: 'Look at what the shop stores and hands out: password hashes, progress codes, coupon data. Recognising an algorithm by the shape of its output is a skill worth practising.',
      mitigation:
        'Hash passwords with a slow, salted algorithm made for them (Argon2, scrypt, bcrypt), sign what must not be forged (an HMAC with a server secret), and never mistake an encoding such as Base64 or Hashids for encryption.',
    },
    de: {
      description: 'Weise den Shop über sein Feedback- oder Beschwerdeformular auf einen Algorithmus oder eine Bibliothek hin, die er so auf keinen Fall verwenden sollte.',
      hint: 'Sieh dir an, was der Shop speichert und herausgibt: Passwort-Hashes, Fortschrittscodes, Gutscheindaten. Einen Algorithmus an der Form seiner Ausgabe zu erkennen ist eine Fähigkeit, die sich zu üben lohnt.',
      mitigation:
        'Hashe Passwörter mit einem langsamen, gesalzenen Verfahren, das dafür gemacht ist (Argon2, scrypt, bcrypt), signiere, was nicht gefälscht werden darf (ein HMAC mit einem Geheimnis des Servers), und halte nie eine Kodierung wie Base64 oder Hashids für Verschlüsselung.',
    },
  },
];
