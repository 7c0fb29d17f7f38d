/** Pulp's terms of use (our own text), in the shop's languages. */
export const TERMS_OF_USE: Record<string, string> = {
  en: `# Terms of use

Welcome to Pulp. By using this shop you agree to the following terms.

## 1. What Pulp is
Pulp sells fruit juices and merchandise. It is also a training ground for web security:
it contains deliberate flaws that you are invited to find on this shop, and only here.

## 2. Fair play
- Attack this shop only, never other people's systems or accounts outside it.
- Do not use what you learn here against anyone who has not asked you to.
- Please keep the shop usable for the other people training on it.

## 3. Orders and payments
Prices are shown in the shop's own currency (¤). Orders, wallets and payments in this shop
are for training and demonstration; nothing is charged to a real card.

## 4. Your data
What we keep about you, and how to export or erase it, is described in the privacy policy
(Account menu, Privacy & Security).

## 5. Changes
We may update these terms. The version shown here is the one that applies.
`,
  de: `# Nutzungsbedingungen

Willkommen bei Pulp. Mit der Nutzung dieses Shops stimmst du den folgenden Bedingungen zu.

## 1. Was Pulp ist
Pulp verkauft Fruchtsäfte und Merchandise. Gleichzeitig ist es ein Übungsplatz für
Web-Sicherheit: Es enthält absichtliche Schwachstellen, die du in diesem Shop finden darfst,
und nur hier.

## 2. Fair Play
- Greife nur diesen Shop an, niemals fremde Systeme oder Konten außerhalb davon.
- Setze das hier Gelernte nicht gegen Menschen ein, die dich nicht darum gebeten haben.
- Halte den Shop bitte für alle anderen Übenden benutzbar.

## 3. Bestellungen und Zahlungen
Preise werden in der shopeigenen Währung (¤) angezeigt. Bestellungen, Guthaben und Zahlungen
in diesem Shop dienen dem Üben und Vorführen; keine echte Karte wird belastet.

## 4. Deine Daten
Was wir über dich speichern und wie du es exportieren oder löschen kannst, steht in der
Datenschutzerklärung (Kontomenü, Datenschutz & Sicherheit).

## 5. Änderungen
Wir können diese Bedingungen ändern. Es gilt die hier gezeigte Fassung.
`,
};
