import type { ChallengeDefinition } from '../definitions';

/** Challenges of client, content and infrastructure (ids 100–199). */
export const CLIENT_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 100,
    key: 'localXssChallenge',
    name: 'DOM XSS',
    category: 'XSS',
    difficulty: 1,
    hintUrl: 'https://owasp.org/www-community/attacks/DOM_Based_XSS',
    en: {
      description: 'Make the shop\'s own page run `<iframe src="javascript:alert(`xss`)">` in your browser.',
      hint: 'Look for a place where text you type shows up again on the page. Does it come back as plain text, or does the browser read it as markup?',
      mitigation:
        'The search page copied the query into the page as HTML. Put user input into the page as text only (textContent, or a framework\'s normal data binding), never through innerHTML or its equivalents, and add a Content Security Policy that forbids javascript: URLs and inline scripts as a second line of defence.',
    },
    de: {
      description: 'Bring eine Seite des Shops dazu, `<iframe src="javascript:alert(`xss`)">` in deinem Browser auszuführen.',
      hint: 'Suche eine Stelle, an der Text, den du eingibst, wieder auf der Seite erscheint. Kommt er als reiner Text zurück, oder liest der Browser ihn als Markup?',
      mitigation:
        'Die Suchseite hat die Suchanfrage als HTML in die Seite kopiert. Füge Eingaben nur als Text in die Seite ein (textContent oder die normale Datenbindung eines Frameworks), nie über innerHTML und Verwandte, und setze zusätzlich eine Content Security Policy, die javascript:-URLs und Inline-Skripte verbietet.',
    },
  },
  {
    id: 101,
    key: 'xssBonusChallenge',
    name: 'Bonus Payload',
    category: 'XSS',
    difficulty: 1,
    en: {
      description:
        'Use the bonus payload `<iframe src="/jingle" width="320" height="110" allow="autoplay" style="border:0"></iframe>` in the same place as the DOM XSS challenge, and enjoy the tune.',
      hint: 'Solve the DOM XSS challenge first: the same weakness takes any markup, including this one.',
      mitigation:
        'Whatever markup an attacker can inject, they can use to embed content of their choosing inside your page: players, fake login forms, tracking pixels. The fix is the same as for DOM XSS: treat user input as text, and restrict which origins may be framed with a Content Security Policy (frame-src).',
    },
    de: {
      description:
        'Setze die Bonus-Nutzlast `<iframe src="/jingle" width="320" height="110" allow="autoplay" style="border:0"></iframe>` an derselben Stelle ein wie bei der DOM-XSS-Challenge und genieße die Melodie.',
      hint: 'Löse zuerst die DOM-XSS-Challenge: Dieselbe Schwachstelle nimmt jedes Markup an, auch dieses.',
      mitigation:
        'Mit jedem Markup, das ein Angreifer einschleusen kann, kann er fremde Inhalte in deine Seite einbetten: Player, gefälschte Anmeldeformulare, Tracking-Pixel. Die Abhilfe ist dieselbe wie bei DOM XSS: Eingaben als Text behandeln und mit einer Content Security Policy (frame-src) festlegen, welche Herkunft eingebettet werden darf.',
    },
  },
  {
    id: 102,
    key: 'privacyPolicyChallenge',
    name: 'Privacy Policy',
    category: 'Miscellaneous',
    difficulty: 1,
    en: {
      description: 'Read the shop\'s privacy policy.',
      hint: 'Nobody ever reads them. It is linked from the cookie notice and from the account menu once you are logged in.',
      mitigation:
        'Nothing to fix: a privacy policy should be easy to find and easy to read. Knowing what a site promises about your data is the first step to holding it to that promise.',
    },
    de: {
      description: 'Lies die Datenschutzerklärung des Shops.',
      hint: 'Niemand liest sie je. Der Cookie-Hinweis verlinkt sie, und nach der Anmeldung auch das Kontomenü.',
      mitigation:
        'Hier gibt es nichts zu beheben: Eine Datenschutzerklärung soll leicht zu finden und leicht zu lesen sein. Wer weiß, was eine Seite über seine Daten verspricht, kann sie beim Wort nehmen.',
    },
  },
  {
    id: 103,
    key: 'privacyPolicyProofChallenge',
    name: 'Privacy Policy Inspection',
    category: 'Security through Obscurity',
    difficulty: 3,
    en: {
      description: 'Prove that you really read the privacy policy, closely.',
      hint: 'Move your mouse slowly over the text of the policy and watch for words that react. What they have in common is in the page\'s markup, and together they lead somewhere on the shop\'s server.',
      mitigation:
        'A page that is only "secret" because nobody is supposed to find its address is not secret at all: the address was in the markup of a public page. Protect pages that must stay private with authentication, not with hidden clues.',
    },
    de: {
      description: 'Beweise, dass du die Datenschutzerklärung wirklich gelesen hast, und zwar gründlich.',
      hint: 'Fahre langsam mit der Maus über den Text der Erklärung und achte auf Wörter, die reagieren. Was sie gemeinsam haben, steht im Markup der Seite, und zusammen führen sie irgendwohin auf dem Server des Shops.',
      mitigation:
        'Eine Seite, die nur „geheim“ ist, weil niemand ihre Adresse finden soll, ist gar nicht geheim: Die Adresse stand im Markup einer öffentlichen Seite. Schütze private Seiten mit Authentifizierung, nicht mit versteckten Hinweisen.',
    },
  },
  {
    id: 104,
    key: 'tokenSaleChallenge',
    name: 'Blockchain Hype',
    category: 'Security through Obscurity',
    difficulty: 5,
    en: {
      description: 'The shop is preparing a sale of its very own cryptocurrency. Find the page before the official announcement.',
      hint: 'The route exists in the JavaScript the shell ships, but its name was disguised so that a text search does not find it. Look at how the route table is put together and undo the disguise.',
      mitigation:
        'Obfuscating a route in client code only slows people down: the browser must be able to compute it, so anyone can. Pages that must not be public before a date need a server-side check (a release date or an authorisation), not a scrambled path.',
    },
    de: {
      description: 'Der Shop bereitet den Verkauf seiner eigenen Kryptowährung vor. Finde die Seite vor der offiziellen Ankündigung.',
      hint: 'Die Route steht im JavaScript, das die Shell ausliefert, aber ihr Name wurde so verschleiert, dass eine Textsuche ihn nicht findet. Sieh dir an, wie die Routentabelle zusammengesetzt wird, und mach die Verschleierung rückgängig.',
      mitigation:
        'Eine Route im Client-Code zu verschleiern bremst nur: Der Browser muss sie berechnen können, also kann es jeder. Seiten, die vor einem Termin nicht öffentlich sein dürfen, brauchen eine Prüfung auf dem Server (Freigabedatum oder Berechtigung), keinen verwürfelten Pfad.',
    },
  },
  {
    id: 105,
    key: 'svgInjectionChallenge',
    name: 'Cross-Site Imaging',
    category: 'Security Misconfiguration',
    difficulty: 5,
    en: {
      description: 'Make the deluxe membership card show a picture from another website.',
      hint: 'Designers preview new decals for the membership card through a parameter of the deluxe page. See where that value ends up, and which of the shop\'s own endpoints can send a browser elsewhere.',
      mitigation:
        'A value from the URL became part of an image path without checks, so "../" walked out of the decal folder onto the shop\'s redirect, which then pointed the image at another site. Accept only known decal names (an allowlist of files), and make redirects compare targets exactly.',
    },
    de: {
      description: 'Bring die Deluxe-Mitgliedskarte dazu, ein Bild von einer anderen Website zu zeigen.',
      hint: 'Designer prüfen neue Aufkleber für die Mitgliedskarte über einen Parameter der Deluxe-Seite. Sieh nach, wo dieser Wert landet und welcher Endpunkt des Shops einen Browser woandershin schicken kann.',
      mitigation:
        'Ein Wert aus der URL wurde ungeprüft Teil eines Bildpfads, sodass „../“ aus dem Aufkleber-Ordner hinaus auf die Weiterleitung des Shops führte, die das Bild dann auf eine fremde Seite lenkte. Erlaube nur bekannte Aufkleber-Namen (eine Liste von Dateien) und lass Weiterleitungen Ziele exakt vergleichen.',
    },
  },
  {
    id: 106,
    key: 'extraLanguageChallenge',
    name: 'Extra Language',
    category: 'Broken Anti Automation',
    difficulty: 5,
    en: {
      description: 'Find the language the shop has a translation file for but does not offer in its language menu.',
      hint: 'Watch how the shop loads the file of a language you pick. Someone started a translation into a real language and never finished it; trying names one after another is tedious by hand, and quick for a script.',
      mitigation:
        'Unfinished work was deployed and left reachable. Ship only what is meant to be used, and when a resource must exist before release, do not rely on nobody guessing its name: an endpoint that answers unlimited guesses without rate limiting invites enumeration.',
    },
    de: {
      description: 'Finde die Sprache, für die der Shop eine Übersetzungsdatei hat, die er im Sprachmenü aber nicht anbietet.',
      hint: 'Beobachte, wie der Shop die Datei einer gewählten Sprache lädt. Jemand hat mit einer Übersetzung in eine echte Sprache begonnen und sie nie fertiggestellt; Namen nacheinander auszuprobieren ist von Hand mühsam und für ein Skript schnell erledigt.',
      mitigation:
        'Unfertige Arbeit wurde ausgeliefert und blieb erreichbar. Liefere nur aus, was benutzt werden soll, und verlasse dich bei Ressourcen vor ihrer Freigabe nicht darauf, dass niemand ihren Namen errät: Ein Endpunkt, der unbegrenzt viele Versuche ohne Drosselung beantwortet, lädt zum Durchprobieren ein.',
    },
  },
  {
    id: 107,
    key: 'errorHandlingChallenge',
    name: 'Error Handling',
    category: 'Security Misconfiguration',
    difficulty: 1,
    en: {
      description: 'Provoke an error that the shop neither expects nor handles gracefully.',
      hint: 'Feed one of the shop\'s API endpoints something its developers did not think of: characters that have a meaning of their own in the language the server speaks to its database. The requests the pages make show you the endpoints.',
      mitigation:
        'The error answer showed the database\'s message and the whole SQL statement, a map for the next attack. Log such details on the server, answer clients with a generic message, and of course fix the fault that caused the error.',
    },
    de: {
      description: 'Provoziere einen Fehler, den der Shop weder erwartet noch sauber behandelt.',
      hint: 'Gib einem API-Endpunkt des Shops etwas, an das seine Entwickler nicht gedacht haben: Zeichen, die in der Sprache, in der der Server mit seiner Datenbank spricht, eine eigene Bedeutung haben. Die Anfragen der Seiten zeigen dir die Endpunkte.',
      mitigation:
        'Die Fehlerantwort zeigte die Meldung der Datenbank und die ganze SQL-Anweisung, eine Landkarte für den nächsten Angriff. Protokolliere solche Details auf dem Server, antworte Clients mit einer allgemeinen Meldung und behebe natürlich den Fehler, der dazu geführt hat.',
    },
  },
  {
    id: 108,
    key: 'securityPolicyChallenge',
    name: 'Security Policy',
    category: 'Miscellaneous',
    difficulty: 2,
    hintUrl: 'https://www.rfc-editor.org/rfc/rfc9116',
    en: {
      description: 'Find out how the shop wants security researchers to report a vulnerability to it.',
      hint: 'There is a standard place on a web server where such instructions are kept, so that researchers do not have to search for a contact.',
      mitigation:
        'Nothing to fix, the opposite: publishing a security.txt (RFC 9116) with a contact and a policy is good practice, because it makes reports reach the right people quickly. Keep its Expires date current.',
    },
    de: {
      description: 'Finde heraus, wie der Shop möchte, dass Sicherheitsforscher ihm eine Schwachstelle melden.',
      hint: 'Es gibt einen standardisierten Ort auf Webservern, an dem solche Hinweise liegen, damit Forscher nicht nach einem Kontakt suchen müssen.',
      mitigation:
        'Hier gibt es nichts zu beheben, im Gegenteil: Eine security.txt (RFC 9116) mit Kontakt und Richtlinie zu veröffentlichen ist gute Praxis, denn so erreichen Meldungen schnell die richtigen Leute. Halte ihr Ablaufdatum (Expires) aktuell.',
    },
  },
  {
    id: 109,
    key: 'exposedMetricsChallenge',
    name: 'Exposed Metrics',
    category: 'Observability Failures',
    difficulty: 1,
    hintUrl: 'https://prometheus.io/docs/introduction/first_steps/',
    en: {
      description: 'Find the figures the shop collects for its operators\' monitoring.',
      hint: 'The shop uses a very popular open-source monitoring system. Its documentation tells you where such a system expects to collect figures by default.',
      mitigation:
        'Monitoring figures tell an attacker which routes exist, how busy the shop is and how much memory it has left. Serve them on an internal port or network only, or require authentication for the scraper.',
    },
    de: {
      description: 'Finde die Kennzahlen, die der Shop für die Überwachung durch seine Betreiber sammelt.',
      hint: 'Der Shop nutzt ein sehr verbreitetes Open-Source-Überwachungssystem. Dessen Dokumentation verrät, wo ein solches System Kennzahlen standardmäßig abholt.',
      mitigation:
        'Überwachungsdaten verraten einem Angreifer, welche Routen es gibt, wie ausgelastet der Shop ist und wie viel Speicher er noch hat. Liefere sie nur auf einem internen Port oder Netz aus oder verlange Authentifizierung für den Abholer.',
    },
  },
  {
    id: 110,
    key: 'directoryListingChallenge',
    name: 'Confidential Document',
    category: 'Sensitive Data Exposure',
    difficulty: 1,
    en: {
      description: 'Get hold of a confidential document of the shop\'s management.',
      hint: 'Some links of the shop lead to files. Look at the address of such a link and at what lies next to the file.',
      mitigation:
        'A folder listed its own contents to everyone, and a confidential document lay in it. Turn directory listings off, keep internal documents out of folders the web server publishes, and put access control in front of anything that is not public.',
    },
    de: {
      description: 'Verschaffe dir ein vertrauliches Dokument der Geschäftsleitung des Shops.',
      hint: 'Manche Links des Shops führen zu Dateien. Sieh dir die Adresse eines solchen Links an und was neben der Datei liegt.',
      mitigation:
        'Ein Ordner hat jedem seinen Inhalt aufgelistet, und darin lag ein vertrauliches Dokument. Schalte Verzeichnislisten ab, halte interne Dokumente aus Ordnern heraus, die der Webserver veröffentlicht, und schütze alles Nichtöffentliche mit einer Zugriffskontrolle.',
    },
  },
  {
    id: 111,
    key: 'nullByteChallenge',
    name: 'Poison Null Byte',
    category: 'Improper Input Validation',
    difficulty: 4,
    hintUrl: 'https://owasp.org/www-community/attacks/Embedding_Null_Code',
    en: {
      description: 'Download one of the backup files the file drop refuses to hand out.',
      hint: 'The file drop checks the ending of the name you ask for. Think about how a program written in C decides where a string ends, and about how many times your request gets decoded on its way.',
      mitigation:
        'The check looked at the name as sent, while the file was opened by a name that was decoded once more and cut at a NUL character. Decode input exactly once, validate the same value you use, reject control characters, and serve files only from an allowlist of names.',
    },
    de: {
      description: 'Lade eine der Sicherungsdateien herunter, die die Dateiablage nicht herausgeben will.',
      hint: 'Die Dateiablage prüft die Endung des Namens, den du anfragst. Überlege, woran ein in C geschriebenes Programm das Ende einer Zeichenkette erkennt und wie oft deine Anfrage unterwegs dekodiert wird.',
      mitigation:
        'Die Prüfung sah den Namen so, wie er gesendet wurde, geöffnet wurde die Datei aber unter einem Namen, der noch einmal dekodiert und an einem NUL-Zeichen abgeschnitten wurde. Dekodiere Eingaben genau einmal, prüfe denselben Wert, den du verwendest, weise Steuerzeichen ab und liefere Dateien nur aus einer Liste erlaubter Namen aus.',
    },
  },
  {
    id: 112,
    key: 'redirectCryptoCurrencyChallenge',
    name: 'Outdated Allowlist',
    category: 'Unvalidated Redirects',
    difficulty: 1,
    en: {
      description: 'Let the shop redirect you to one of the crypto donation pages it officially stopped supporting.',
      hint: 'The payment page once offered donations in cryptocurrencies. The buttons are gone from sight, but are they gone from the code? And did anybody tell the redirect?',
      mitigation:
        'An allowlist is only as good as its upkeep: removing a feature from the interface left its targets allowed on the server. Remove retired entries together with the feature, and review allowlists regularly.',
    },
    de: {
      description: 'Lass dich vom Shop auf eine der Krypto-Spendenseiten weiterleiten, die er offiziell nicht mehr unterstützt.',
      hint: 'Die Bezahlseite bot früher Spenden in Kryptowährungen an. Die Knöpfe sind nicht mehr zu sehen, aber sind sie auch aus dem Code verschwunden? Und hat jemand der Weiterleitung Bescheid gesagt?',
      mitigation:
        'Eine Erlaubnisliste ist nur so gut wie ihre Pflege: Als die Funktion aus der Oberfläche verschwand, blieben ihre Ziele auf dem Server erlaubt. Entferne veraltete Einträge zusammen mit der Funktion und überprüfe Erlaubnislisten regelmäßig.',
    },
  },
  {
    id: 113,
    key: 'redirectChallenge',
    name: 'Allowlist Bypass',
    category: 'Unvalidated Redirects',
    difficulty: 4,
    en: {
      description: 'Make the shop redirect you to a website that is not on its list of allowed targets.',
      hint: 'Find out which targets the shop\'s redirect accepts, then ask yourself how exactly it compares your target with that list.',
      mitigation:
        'The redirect accepted any target that merely contained an allowed address, so an attacker\'s URL with an allowed address in its query passed. Compare the whole target exactly (or parse it and compare scheme, host and path), or better, redirect by key to targets the server looks up itself.',
    },
    de: {
      description: 'Bring den Shop dazu, dich auf eine Website weiterzuleiten, die nicht auf seiner Liste erlaubter Ziele steht.',
      hint: 'Finde heraus, welche Ziele die Weiterleitung des Shops annimmt, und frag dich dann, wie genau sie dein Ziel mit dieser Liste vergleicht.',
      mitigation:
        'Die Weiterleitung nahm jedes Ziel an, das eine erlaubte Adresse bloß enthielt, also kam die URL eines Angreifers mit einer erlaubten Adresse in der Query durch. Vergleiche das ganze Ziel exakt (oder zerlege es und vergleiche Schema, Host und Pfad) oder, besser, leite über Schlüssel auf Ziele weiter, die der Server selbst nachschlägt.',
    },
  },
  {
    id: 114,
    key: 'dbSchemaChallenge',
    name: 'Database Schema',
    category: 'Injection',
    difficulty: 3,
    hintUrl: 'https://owasp.org/www-community/attacks/SQL_Injection',
    en: {
      description: 'Pull the shop\'s entire database schema definition out through an injection.',
      hint: 'Find an endpoint whose answer changes when you put SQL syntax into it. Then learn where the database this shop uses keeps the definitions of its own tables, and how to add rows of your choice to a result.',
      mitigation:
        'The product search pasted the query text into its SQL. Use parameterised statements (placeholders) for every value, without exception; a filter for "dangerous" characters is not a replacement, as the doubled apostrophes in this search show.',
    },
    de: {
      description: 'Hole die vollständige Schemadefinition der Datenbank des Shops über eine Injection heraus.',
      hint: 'Finde einen Endpunkt, dessen Antwort sich ändert, wenn du SQL-Syntax hineingibst. Finde dann heraus, wo die Datenbank dieses Shops die Definitionen ihrer eigenen Tabellen aufbewahrt und wie man einem Ergebnis Zeilen nach Wahl hinzufügt.',
      mitigation:
        'Die Produktsuche hat den Suchtext in ihr SQL eingefügt. Verwende für jeden Wert parametrisierte Anweisungen (Platzhalter), ohne Ausnahme; ein Filter für „gefährliche“ Zeichen ist kein Ersatz, wie die verdoppelten Apostrophe dieser Suche zeigen.',
    },
  },
  {
    id: 115,
    key: 'unionSqlInjectionChallenge',
    name: 'User Credentials',
    category: 'Injection',
    difficulty: 4,
    hintUrl: 'https://owasp.org/www-community/attacks/SQL_Injection',
    en: {
      description: 'Retrieve a list of all user credentials through an injection.',
      hint: 'The weakness that leaks the schema can leak table contents just as well. Knowing the table and column names, all that remains is to make your rows fit the shape of the original result.',
      mitigation:
        'One injectable query exposed every account. Use parameterised statements everywhere, give the database user of the web application only the rights it needs, and store passwords with a slow, salted hash (Argon2, bcrypt, scrypt) so that a leak does not reveal them.',
    },
    de: {
      description: 'Hole eine Liste aller Zugangsdaten der Benutzer über eine Injection heraus.',
      hint: 'Die Schwachstelle, über die das Schema herauskommt, verrät genauso gut Tabelleninhalte. Mit den Namen von Tabelle und Spalten musst du deine Zeilen nur noch in die Form des ursprünglichen Ergebnisses bringen.',
      mitigation:
        'Eine einzige injizierbare Abfrage hat jedes Konto offengelegt. Verwende überall parametrisierte Anweisungen, gib dem Datenbankbenutzer der Webanwendung nur die Rechte, die er braucht, und speichere Passwörter mit einem langsamen, gesalzenen Hash (Argon2, bcrypt, scrypt), damit ein Leck sie nicht preisgibt.',
    },
  },
  {
    id: 116,
    key: 'twoFactorAuthUnsafeSecretStorageChallenge',
    name: 'Two Factor Authentication',
    category: 'Broken Authentication',
    difficulty: 5,
    en: {
      description: 'Log in as fenna@pulp.shop, who protects her account with two-factor authentication.',
      hint: 'A second factor is only as safe as the secret behind it. Think about what an authenticator app needs to compute a code, and whether the shop might have given that away already.',
      mitigation:
        'The TOTP secrets lay in the user table in plain text, where an injection could read them, next to weakly hashed passwords. Store such secrets encrypted with a key the database does not hold (or in a separate secret store), and close the injection in the first place.',
    },
    de: {
      description: 'Melde dich als fenna@pulp.shop an, die ihr Konto mit Zwei-Faktor-Authentifizierung schützt.',
      hint: 'Ein zweiter Faktor ist nur so sicher wie das Geheimnis dahinter. Überlege, was eine Authenticator-App braucht, um einen Code zu berechnen, und ob der Shop das vielleicht schon verraten hat.',
      mitigation:
        'Die TOTP-Geheimnisse lagen im Klartext in der Benutzertabelle, wo eine Injection sie lesen konnte, gleich neben schwach gehashten Passwörtern. Speichere solche Geheimnisse verschlüsselt mit einem Schlüssel, den die Datenbank nicht kennt (oder in einem eigenen Geheimnisspeicher), und schließe vor allem die Injection.',
    },
  },
];
