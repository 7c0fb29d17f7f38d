import type { ChallengeDefinition } from '../definitions';

const XSS_CHEAT_SHEET = 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html';
const NOSQL_TESTING = 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/07-Input_Validation_Testing/05.6-Testing_for_NoSQL_Injection';

/** Challenges of shopping and customer service (ids 300–399). */
export const SHOPPING_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 300,
    key: 'basketAccessChallenge',
    name: 'View Basket',
    category: 'Broken Access Control',
    difficulty: 2,
    en: {
      description: "Look into another customer's shopping basket.",
      hint: 'Your browser keeps a note of which basket is yours. Watch the requests the basket page makes and think about who picks that number.',
      mitigation:
        'An id sent by the client must never decide whose data comes back. Find the basket through the logged-in user, or check on every route that the record belongs to the caller.',
    },
    de: {
      description: 'Wirf einen Blick in den Warenkorb einer anderen Kundin oder eines anderen Kunden.',
      hint: 'Dein Browser merkt sich, welcher Warenkorb deiner ist. Beobachte die Anfragen der Warenkorbseite und überlege, wer diese Nummer bestimmt.',
      mitigation:
        'Eine vom Client gesendete ID darf nie entscheiden, wessen Daten zurückkommen. Ermittle den Warenkorb über den angemeldeten Benutzer oder prüfe auf jeder Route, dass der Datensatz dem Aufrufer gehört.',
    },
  },
  {
    id: 301,
    key: 'basketManipulateChallenge',
    name: 'Manipulate Basket',
    category: 'Broken Access Control',
    difficulty: 3,
    en: {
      description: "Put a product into another customer's shopping basket.",
      hint: 'Adding an item is checked, but a check and a write do not always read a request the same way. JSON leaves a few corner cases to whoever parses it.',
      mitigation:
        'Check and act on the very same parsed value. Refuse JSON with duplicate keys, and take the basket from the session rather than from the request.',
    },
    de: {
      description: 'Lege ein Produkt in den Warenkorb einer anderen Kundin oder eines anderen Kunden.',
      hint: 'Das Hinzufügen wird geprüft, aber Prüfung und Schreiben lesen eine Anfrage nicht unbedingt gleich. JSON überlässt ein paar Grenzfälle demjenigen, der es parst.',
      mitigation:
        'Prüfe und handle auf genau demselben geparsten Wert. Weise JSON mit doppelten Schlüsseln ab und nimm den Warenkorb aus der Sitzung statt aus der Anfrage.',
    },
  },
  {
    id: 302,
    key: 'negativeOrderChallenge',
    name: 'Payback Time',
    category: 'Improper Input Validation',
    difficulty: 3,
    en: {
      description: 'Place an order that leaves the shop owing you money.',
      hint: 'Quantities are just numbers, and the basket page is not the only way to change them. Which numbers did the server forget to rule out?',
      mitigation:
        'Validate every number on the server against what it means: a quantity is a positive whole number within the stock. A total below zero should stop any checkout, however it came about.',
    },
    de: {
      description: 'Gib eine Bestellung auf, nach der der Shop dir Geld schuldet.',
      hint: 'Mengen sind nur Zahlen, und die Warenkorbseite ist nicht der einzige Weg, sie zu ändern. Welche Zahlen hat der Server vergessen auszuschließen?',
      mitigation:
        'Prüfe jede Zahl auf dem Server gegen ihre Bedeutung: Eine Menge ist eine positive ganze Zahl im Rahmen des Lagerbestands. Eine Summe unter null muss jeden Bestellabschluss stoppen, egal wie sie zustande kam.',
    },
  },
  {
    id: 303,
    key: 'manipulateClockChallenge',
    name: 'Expired Coupon',
    category: 'Improper Input Validation',
    difficulty: 4,
    en: {
      description: 'Redeem one of the shop\'s past campaign coupons at checkout.',
      hint: 'Each campaign coupon works on a single day. Find out who gets to say what day it is.',
      mitigation:
        "Rules that depend on time belong on the server and use the server's clock. A date sent by the client is one more input the client controls.",
    },
    de: {
      description: 'Löse beim Bezahlen einen der vergangenen Aktionsgutscheine des Shops ein.',
      hint: 'Jeder Aktionsgutschein gilt an genau einem Tag. Finde heraus, wer bestimmt, welcher Tag heute ist.',
      mitigation:
        'Zeitabhängige Regeln gehören auf den Server und verwenden dessen Uhr. Ein vom Client gesendetes Datum ist nur eine weitere Eingabe, die der Client kontrolliert.',
    },
  },
  {
    id: 304,
    key: 'forgedCouponChallenge',
    name: 'Forged Coupon',
    category: 'Cryptographic Issues',
    difficulty: 6,
    en: {
      description: 'Check out with a coupon of your own making that takes at least 80% off.',
      hint: 'Not every code the shop accepts is signed. Long-time customers still talk about codes from the early days; study how one of them is put together.',
      mitigation:
        'A coupon that carries its own value needs a secret the client never sees (an HMAC or a signature), or it must be looked up in a list of issued codes. Retire old formats instead of honouring them forever.',
    },
    de: {
      description: 'Bezahle mit einem selbst gemachten Gutschein, der mindestens 80 % Rabatt gibt.',
      hint: 'Nicht jeder Code, den der Shop annimmt, ist signiert. Langjährige Kundschaft erzählt noch von Codes aus der Anfangszeit; sieh dir an, wie so einer aufgebaut ist.',
      mitigation:
        'Ein Gutschein, der seinen Wert selbst trägt, braucht ein Geheimnis, das der Client nie sieht (ein HMAC oder eine Signatur), oder er muss in einer Liste ausgegebener Codes nachgeschlagen werden. Schaffe alte Formate ab, statt sie ewig anzuerkennen.',
    },
  },
  {
    id: 305,
    key: 'freeDeluxeChallenge',
    name: 'Deluxe Fraud',
    category: 'Improper Input Validation',
    difficulty: 3,
    en: {
      description: 'Become a deluxe member without paying for it.',
      hint: 'The membership page offers two ways to pay. Watch what it sends, then wonder what happens with a way nobody planned for.',
      mitigation:
        'Handle each allowed value explicitly and refuse everything else: an allow-list in the request schema and a final branch that fails. An unknown case must never fall through to success.',
    },
    de: {
      description: 'Werde Deluxe-Mitglied, ohne dafür zu bezahlen.',
      hint: 'Die Mitgliedsseite bietet zwei Zahlungswege an. Beobachte, was sie sendet, und frage dich, was bei einem Weg passiert, den niemand vorgesehen hat.',
      mitigation:
        'Behandle jeden erlaubten Wert ausdrücklich und weise alles andere ab: eine Positivliste im Anfrageschema und ein letzter Zweig, der fehlschlägt. Ein unbekannter Fall darf nie in den Erfolgsweg durchrutschen.',
    },
  },
  {
    id: 306,
    key: 'zeroStarsChallenge',
    name: 'Zero Stars',
    category: 'Improper Input Validation',
    difficulty: 1,
    en: {
      description: 'Give the shop a devastating zero-star feedback.',
      hint: 'The contact form will not send anything before you pick a number of stars. The server may be less strict than the form.',
      mitigation: 'Validation in the browser is a convenience. Enforce the same rules on the server, here a rating from 1 to 5.',
    },
    de: {
      description: 'Gib dem Shop ein vernichtendes Feedback mit null Sternen.',
      hint: 'Das Kontaktformular sendet nichts, bevor du Sterne gewählt hast. Der Server ist vielleicht weniger streng als das Formular.',
      mitigation: 'Prüfungen im Browser dienen nur dem Komfort. Setze dieselben Regeln auf dem Server durch, hier eine Bewertung von 1 bis 5.',
    },
  },
  {
    id: 307,
    key: 'forgedFeedbackChallenge',
    name: 'Forged Feedback',
    category: 'Broken Access Control',
    difficulty: 3,
    en: {
      description: "Post some feedback in another user's name.",
      hint: 'The contact form sends more about you than what you typed. Check which of those fields the server simply believes.',
      mitigation: 'Take the author from the authenticated session, never from the request body, and refuse ids that do not belong to the caller.',
    },
    de: {
      description: 'Schreibe ein Feedback im Namen eines anderen Benutzers.',
      hint: 'Das Kontaktformular sendet mehr über dich als das, was du getippt hast. Prüfe, welchen dieser Felder der Server einfach glaubt.',
      mitigation: 'Nimm den Autor aus der angemeldeten Sitzung, nie aus dem Anfragetext, und weise IDs ab, die nicht dem Aufrufer gehören.',
    },
  },
  {
    id: 308,
    key: 'feedbackChallenge',
    name: 'Five-Star Feedback',
    category: 'Broken Access Control',
    difficulty: 2,
    en: {
      description: 'Get rid of every five-star customer feedback.',
      hint: 'Only administrators can delete feedback, so find your way into the administration first.',
      mitigation:
        'Administrative functions are only as safe as the administrator accounts: strong unique passwords, two-factor authentication and a login that cannot be injected. Log destructive actions and review them.',
    },
    de: {
      description: 'Entferne sämtliches Fünf-Sterne-Feedback der Kundschaft.',
      hint: 'Nur Administratoren können Feedback löschen. Finde also zuerst einen Weg in die Administration.',
      mitigation:
        'Verwaltungsfunktionen sind nur so sicher wie die Administratorkonten: starke, einmalige Passwörter, Zwei-Faktor-Authentifizierung und ein Login ohne Injection. Protokolliere zerstörerische Aktionen und sieh sie dir an.',
    },
  },
  {
    id: 309,
    key: 'captchaBypassChallenge',
    name: 'CAPTCHA Bypass',
    category: 'Broken Anti Automation',
    difficulty: 3,
    en: {
      description: 'Submit 10 or more customer feedbacks within 20 seconds.',
      hint: 'Nobody types that fast, so you will want a script. Look at what the form sends for the CAPTCHA and find out whether one answer can be used more than once.',
      mitigation: 'Make every CAPTCHA single-use and short-lived, tie it to the session, and rate-limit the endpoint it protects.',
    },
    de: {
      description: 'Sende 10 oder mehr Kundenfeedbacks innerhalb von 20 Sekunden.',
      hint: 'So schnell tippt niemand, du brauchst also ein Skript. Sieh dir an, was das Formular für das CAPTCHA sendet, und finde heraus, ob eine Antwort mehrfach gilt.',
      mitigation: 'Mache jedes CAPTCHA einmalig und kurzlebig, binde es an die Sitzung und begrenze die Anfragerate des Endpunkts, den es schützt.',
    },
  },
  {
    id: 310,
    key: 'persistedXssFeedbackChallenge',
    name: 'Stored XSS for Staff',
    category: 'XSS',
    difficulty: 4,
    hintUrl: XSS_CHEAT_SHEET,
    en: {
      description: 'Plant the payload `<iframe src="javascript:alert(\'xss\')">` in a feedback so that it runs when staff open their feedback table.',
      hint: 'Administrators read every feedback in their own area of the shop. Is a comment shown there as text, or as markup?',
      mitigation:
        "Show user content as text (React's default) and, where HTML must be shown, sanitise it with a maintained library when rendering. A Content Security Policy limits what slips through.",
    },
    de: {
      description: 'Platziere die Nutzlast `<iframe src="javascript:alert(\'xss\')">` in einem Feedback, sodass sie ausgeführt wird, wenn das Personal seine Feedback-Tabelle öffnet.',
      hint: 'Administratoren lesen jedes Feedback in ihrem eigenen Bereich des Shops. Wird ein Kommentar dort als Text angezeigt oder als Markup?',
      mitigation:
        'Zeige Benutzerinhalte als Text an (Reacts Standard) und bereinige HTML, wo es nötig ist, beim Anzeigen mit einer gepflegten Bibliothek. Eine Content Security Policy begrenzt, was trotzdem durchrutscht.',
    },
  },
  {
    id: 311,
    key: 'forgedReviewChallenge',
    name: 'Forged Review',
    category: 'Broken Access Control',
    difficulty: 3,
    en: {
      description: "Post a product review in another user's name.",
      hint: 'Look at what the review form sends along with your text.',
      mitigation: 'The author of a review is whoever is logged in: take it from the session and ignore any author the request names.',
    },
    de: {
      description: 'Schreibe eine Produktbewertung im Namen eines anderen Benutzers.',
      hint: 'Sieh dir an, was das Bewertungsformular zusammen mit deinem Text sendet.',
      mitigation: 'Autor einer Bewertung ist, wer angemeldet ist: Nimm ihn aus der Sitzung und ignoriere jeden Autor, den die Anfrage nennt.',
    },
  },
  {
    id: 312,
    key: 'noSqlReviewsChallenge',
    name: 'NoSQL Manipulation',
    category: 'Injection',
    difficulty: 4,
    hintUrl: NOSQL_TESTING,
    en: {
      description: 'Change several product reviews with a single request.',
      hint: 'Editing a review sends its id. Document databases understand more than plain values in a query: what if the id were not a plain value?',
      mitigation:
        'Accept only the type you expect (an id string of fixed shape), build queries from validated values, update exactly one document by its id, and check ownership of every document you change.',
    },
    de: {
      description: 'Ändere mehrere Produktbewertungen mit einer einzigen Anfrage.',
      hint: 'Beim Bearbeiten einer Bewertung wird ihre ID gesendet. Dokumentdatenbanken verstehen in Abfragen mehr als einfache Werte: Was, wenn die ID kein einfacher Wert wäre?',
      mitigation:
        'Akzeptiere nur den erwarteten Typ (eine ID-Zeichenkette mit fester Form), baue Abfragen aus geprüften Werten, ändere genau ein Dokument anhand seiner ID und prüfe die Eigentümerschaft jedes geänderten Dokuments.',
    },
  },
  {
    id: 313,
    key: 'timingAttackChallenge',
    name: 'Multiple Likes',
    category: 'Broken Anti Automation',
    difficulty: 6,
    en: {
      description: 'Like the same product review at least three times with one account.',
      hint: 'Before it records a like, the shop checks that you have not liked the review yet. How long is the gap between the two, and what about requests that arrive in that gap?',
      mitigation:
        'Make check and write one atomic step: a unique constraint on (review, user), or a conditional update that only succeeds while the user is not yet in the list.',
    },
    de: {
      description: 'Like dieselbe Produktbewertung mindestens dreimal mit einem Konto.',
      hint: 'Bevor der Shop ein Like speichert, prüft er, ob du die Bewertung schon gelikt hast. Wie groß ist die Lücke zwischen beidem, und was ist mit Anfragen, die in diese Lücke fallen?',
      mitigation:
        'Mache Prüfen und Schreiben zu einem atomaren Schritt: eine Eindeutigkeitsbedingung auf (Bewertung, Benutzer) oder ein bedingtes Update, das nur gelingt, solange der Benutzer noch nicht in der Liste steht.',
    },
  },
  {
    id: 314,
    key: 'reflectedXssChallenge',
    name: 'Reflected XSS',
    category: 'XSS',
    difficulty: 2,
    hintUrl: XSS_CHEAT_SHEET,
    en: {
      description: 'Perform a reflected XSS attack with `<iframe src="javascript:alert(\'xss\')">`.',
      hint: 'Look for a page that takes something from its address and shows it back to you. Tracking an order is a good place to start.',
      mitigation: 'Never write address parameters into a page as HTML. Render them as text and check their format first: an order id has a fixed shape.',
    },
    de: {
      description: 'Führe einen reflektierten XSS-Angriff mit `<iframe src="javascript:alert(\'xss\')">` aus.',
      hint: 'Suche eine Seite, die etwas aus ihrer Adresse übernimmt und es dir wieder zeigt. Die Sendungsverfolgung ist ein guter Anfang.',
      mitigation: 'Schreibe Adressparameter nie als HTML in eine Seite. Zeige sie als Text an und prüfe vorher ihr Format: Eine Bestellnummer hat eine feste Form.',
    },
  },
  {
    id: 315,
    key: 'noSqlOrdersChallenge',
    name: 'NoSQL Exfiltration',
    category: 'Injection',
    difficulty: 5,
    hintUrl: NOSQL_TESTING,
    en: {
      description: "Make the order tracking show you other customers' orders.",
      hint: 'Order tracking looks orders up in a document store. Find out what the tracking endpoint does with an id that does not look like an order id at all.',
      mitigation:
        'Validate ids strictly and never parse them into query structures. Put the ownership condition into the query itself, or check it for every document you return.',
    },
    de: {
      description: 'Bringe die Sendungsverfolgung dazu, dir Bestellungen anderer Kundinnen und Kunden zu zeigen.',
      hint: 'Die Sendungsverfolgung sucht Bestellungen in einem Dokumentspeicher. Finde heraus, was der Endpunkt mit einer ID macht, die gar nicht wie eine Bestellnummer aussieht.',
      mitigation:
        'Prüfe IDs streng und wandle sie nie in Abfragestrukturen um. Nimm die Eigentumsbedingung in die Abfrage selbst auf oder prüfe sie für jedes zurückgegebene Dokument.',
    },
  },
  {
    id: 316,
    key: 'uploadSizeChallenge',
    name: 'Upload Size',
    category: 'Improper Input Validation',
    difficulty: 3,
    en: {
      description: 'Upload a complaint file larger than 100 kB.',
      hint: 'The complaint form stops big files before they leave your browser. Does the server stop them too?',
      mitigation: 'Enforce size limits on the server (and in front of it) with the same limit the client announces.',
    },
    de: {
      description: 'Lade eine Beschwerdedatei hoch, die größer als 100 kB ist.',
      hint: 'Das Beschwerdeformular hält große Dateien auf, bevor sie deinen Browser verlassen. Hält der Server sie auch auf?',
      mitigation: 'Setze Größengrenzen auf dem Server (und davor) durch, mit derselben Grenze, die der Client ankündigt.',
    },
  },
  {
    id: 317,
    key: 'uploadTypeChallenge',
    name: 'Upload Type',
    category: 'Improper Input Validation',
    difficulty: 3,
    en: {
      description: 'Upload a complaint file that is neither a PDF nor a ZIP file.',
      hint: 'The file picker only offers certain types, but the upload endpoint does not need the file picker.',
      mitigation: "Check the type on the server, by the content's signature rather than its name, against an allow-list, and refuse everything else.",
    },
    de: {
      description: 'Lade eine Beschwerdedatei hoch, die weder PDF noch ZIP ist.',
      hint: 'Die Dateiauswahl bietet nur bestimmte Typen an, aber der Upload-Endpunkt braucht die Dateiauswahl nicht.',
      mitigation: 'Prüfe den Typ auf dem Server anhand der Signatur des Inhalts statt des Namens gegen eine Positivliste und weise alles andere ab.',
    },
  },
  {
    id: 318,
    key: 'deprecatedInterfaceChallenge',
    name: 'Deprecated Interface',
    category: 'Security Misconfiguration',
    difficulty: 2,
    en: {
      description: 'Use a B2B interface that was retired but never properly shut down.',
      hint: "The complaint form's file picker accepts one more type than its error message admits to.",
      mitigation: 'Retire an interface completely: remove the code path, not only the link to it. Keep an inventory of your endpoints and the formats they accept.',
    },
    de: {
      description: 'Nutze eine B2B-Schnittstelle, die stillgelegt, aber nie richtig abgeschaltet wurde.',
      hint: 'Die Dateiauswahl des Beschwerdeformulars akzeptiert einen Typ mehr, als ihre Fehlermeldung zugibt.',
      mitigation: 'Lege eine Schnittstelle vollständig still: Entferne den Codepfad, nicht nur den Link dorthin. Führe ein Verzeichnis deiner Endpunkte und der Formate, die sie annehmen.',
    },
  },
  {
    id: 319,
    key: 'xxeFileDisclosureChallenge',
    name: 'XXE Data Access',
    category: 'XXE',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html',
    en: {
      description: 'Retrieve the content of `/etc/passwd` (or `C:\\Windows\\system.ini`) from the server. Pulp serves harmless stand-ins for these files and never reads real system files.',
      hint: 'Once you have found the old XML interface, find out how much of the XML standard its parser supports, especially entities that point outside the document.',
      mitigation: 'Turn off DTDs and external entity resolution in every XML parser you use (most have a switch for it), or use a data format without external references.',
    },
    de: {
      description: 'Lies den Inhalt von `/etc/passwd` (oder `C:\\Windows\\system.ini`) vom Server aus. Pulp liefert harmlose Platzhalter für diese Dateien und liest nie echte Systemdateien.',
      hint: 'Sobald du die alte XML-Schnittstelle gefunden hast, finde heraus, wie viel vom XML-Standard ihr Parser unterstützt, vor allem Entitäten, die aus dem Dokument hinauszeigen.',
      mitigation: 'Schalte DTDs und das Auflösen externer Entitäten in jedem XML-Parser ab (die meisten haben dafür einen Schalter) oder nutze ein Datenformat ohne externe Verweise.',
    },
  },
  {
    id: 320,
    key: 'rceChallenge',
    name: 'Blocked RCE DoS',
    category: 'Insecure Deserialization',
    difficulty: 6,
    en: {
      description: "Keep the server busy forever with a payload for the B2B ordering interface. Pulp's evaluator is simulated: it recognises such payloads and never runs them.",
      hint: 'Business partners can send order lines in a format that is more than plain data. A sandbox that evaluates expressions still has to stop one that never ends.',
      mitigation: 'Never evaluate data as code. Read order lines with a strict JSON parser and a schema; a sandbox around eval is a last line of defence, not a design.',
    },
    de: {
      description: 'Beschäftige den Server für immer mit einer Nutzlast für die B2B-Bestellschnittstelle. Pulps Auswerter ist simuliert: Er erkennt solche Nutzlasten und führt sie nie aus.',
      hint: 'Geschäftspartner können Bestellpositionen in einem Format senden, das mehr als reine Daten ist. Eine Sandbox, die Ausdrücke auswertet, muss trotzdem einen stoppen, der nie endet.',
      mitigation: 'Werte Daten nie als Code aus. Lies Bestellpositionen mit einem strikten JSON-Parser und einem Schema; eine Sandbox um eval ist die letzte Verteidigungslinie, kein Entwurf.',
    },
  },
];
