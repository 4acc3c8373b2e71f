import type { FaqText } from './faq-text';

export const faqDe: FaqText = {
  categories: {
    prescriptions: {
      title: 'Brillenpass',
      description: 'Ihren Brillenpass lesen, Ihren Pupillenabstand messen und uns Ihre Werte senden.',
    },
    lenses: { title: 'Gläser', description: 'Glastypen, dünnere Gläser, Beschichtungen und Sonnenbrillengläser erklärt.' },
    delivery: { title: 'Lieferung', description: 'Wann Ihre Bestellung ankommt, was der Versand kostet und wie Sie Ihr Paket verfolgen.' },
    returns: {
      title: 'Rücksendungen und Erstattungen',
      description: 'Artikel zurücksenden, Erstattungen und was tun, wenn etwas beschädigt ankommt.',
    },
    payments: { title: 'Zahlung', description: 'Wie Sie bezahlen können und was tun, wenn eine Zahlung nicht durchgeht.' },
    'gift-cards': { title: 'Geschenkkarten', description: 'Eine Geschenkkarte kaufen, verschenken und einlösen.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'Wie lese ich meinen Brillenpass?',
      answer:
        'R (oder OD) steht für Ihr rechtes Auge, L (oder OS) für Ihr linkes. SPH ist die Stärke, die Kurz- oder Weitsichtigkeit korrigiert, ZYL und ACHSE korrigieren eine Hornhautverkrümmung, und ADD ist die zusätzliche Stärke zum Lesen bei Gleitsichtgläsern.\n\nGeben Sie die Werte bei der Wahl Ihrer Gläser genau so ein, wie sie dastehen, mit Plus- oder Minuszeichen.',
    },
    'prescription-validity': {
      question: 'Wie alt darf mein Brillenpass sein?',
      answer:
        'Wir empfehlen Werte, die weniger als zwei Jahre alt sind, bei Kindern und ab 60 Jahren weniger als ein Jahr. Wenn sich Ihre Sehkraft seit dem letzten Sehtest verändert hat, lassen Sie sie vor der Bestellung prüfen.',
    },
    'pupillary-distance': {
      question: 'Was ist der Pupillenabstand (PD) und wie messe ich ihn?',
      answer:
        'Der PD ist der Abstand in Millimetern zwischen den Mitten Ihrer Pupillen; mit ihm sitzt der optische Mittelpunkt jedes Glases vor Ihrem Auge. Oft steht er im Brillenpass.\n\nFalls nicht, stellen Sie sich vor einen Spiegel, halten Sie ein Lineal unter die Augen und messen Sie von der Mitte einer Pupille zur Mitte der anderen. Bei den meisten Erwachsenen liegt er zwischen 54 und 74 mm.',
    },
    'upload-prescription': {
      question: 'Kann ich ein Foto meines Brillenpasses hochladen?',
      answer:
        'Ja. Bei der Wahl Ihrer Gläser können Sie Ihre Werte eintippen oder ein Foto oder PDF Ihres Brillenpasses hochladen. Angemeldete Kunden speichern ihre Werte außerdem für das nächste Mal in ihrem Konto.',
    },
    'fix-prescription-after-order': {
      question: 'Ich habe mich bei meinen Werten vertan. Kann ich sie nach der Bestellung korrigieren?',
      answer:
        'Ja, solange Ihre Gläser noch nicht in Fertigung sind. Schreiben Sie uns so bald wie möglich mit Ihrer Bestellnummer: Wir senden Ihnen einen Link, um Ihre Werte zu korrigieren.',
    },
    'single-vision-or-progressive': {
      question: 'Welche Gläser brauche ich: Einstärken- oder Gleitsichtgläser?',
      answer:
        'Einstärkengläser haben eine Stärke auf dem ganzen Glas, für die Ferne oder zum Lesen. Gleitsichtgläser gehen ohne sichtbare Kante von der Ferne über den Zwischenbereich in die Nähe über, für alle, die beides brauchen; Ihr Brillenpass zeigt dann einen ADD-Wert.',
    },
    'lens-index': {
      question: 'Was bedeutet der Brechungsindex (1,5, 1,6, 1,67, 1,74)?',
      answer:
        'Je höher der Index, desto dünner und leichter ist das Glas bei gleicher Stärke. Bis etwa ±2,00 genügt der Standardindex 1,5; ab ±4,00 macht ein Index von 1,67 oder 1,74 einen sichtbaren Unterschied, vor allem bei Vollrandfassungen.',
    },
    'anti-reflective-coating': {
      question: 'Lohnt sich eine Entspiegelung?',
      answer:
        'Ja, für die meisten. Sie beseitigt Reflexe, die beim nächtlichen Autofahren oder am Bildschirm ermüden, und man sieht Ihre Augen statt Spiegelungen. Unsere Beschichtungen sind zudem kratzfest und wasserabweisend.',
    },
    'blue-light-filter': {
      question: 'Brauche ich einen Blaulichtfilter?',
      answer:
        'Müde Augen nach einem Tag am Bildschirm kommen vor allem vom stundenlangen Scharfstellen in der Nähe, nicht vom blauen Licht. Machen Sie Pausen: Schauen Sie alle 20 Minuten 20 Sekunden lang in die Ferne. Unsere Entspiegelung verringert außerdem Reflexe von Bildschirmen und Lampen.',
    },
    'polarized-sunglasses': {
      question: 'Was sind polarisierte Sonnenbrillen?',
      answer:
        'Polarisierte Gläser blockieren Blendung durch Wasser, Schnee und Straße: Farben wirken klarer und Ihre Augen entspannen sich. Alle unsere Sonnenbrillen blockieren 100 % der UVA- und UVB-Strahlen, ob polarisiert oder nicht.',
    },
    'delivery-time': {
      question: 'Wie lange dauert die Lieferung?',
      answer:
        'Fassungen ohne Gläser, Sonnenbrillen, Kontaktlinsen und Zubehör versenden wir innerhalb eines Werktags. Brillen mit Korrekturgläsern fertigen wir in unserem Labor und versenden sie innerhalb von 5 bis 7 Werktagen. Die Zustellung dauert dann 1 bis 3 Werktage, mit Expressversand bis zum nächsten Werktag.',
    },
    'shipping-cost': {
      question: 'Was kostet der Versand?',
      answer:
        'Die Versandkosten und der Bestellwert, ab dem der Standardversand kostenlos ist, hängen von Ihrem Land ab. Sie finden sie auf unserer Seite Lieferung und an der Kasse, bevor Sie bezahlen.',
    },
    'track-order': {
      question: 'Wie kann ich meine Bestellung verfolgen?',
      answer:
        'Sobald Ihr Paket unterwegs ist, senden wir Ihnen die Sendungsnummer per E-Mail. Angemeldete Kunden sehen jede Bestellung auch unter Bestellungen in ihrem Konto.',
    },
    'international-delivery': {
      question: 'Liefern Sie in mein Land?',
      answer:
        'Jeder unserer Shops liefert in seine eigene Länderliste, die Sie in der Länderauswahl an der Kasse sehen. Fehlt Ihr Land, wechseln Sie unten auf der Seite zum Shop Ihrer Region.',
    },
    'change-address': {
      question: 'Kann ich die Lieferadresse nach der Bestellung ändern?',
      answer:
        'Schreiben Sie uns so bald wie möglich mit Ihrer Bestellnummer. Wir können die Adresse ändern, solange das Paket unser Lager noch nicht verlassen hat.',
    },
    'return-policy': {
      question: 'Wie lauten Ihre Rückgabebedingungen?',
      answer:
        'Sie können jeden Artikel innerhalb von 30 Tagen nach der Lieferung gegen volle Erstattung zurücksenden, auch Brillen mit Korrekturgläsern. Kontaktlinsen nehmen wir in ungeöffneten Packungen zurück.',
    },
    'start-return': {
      question: 'Wie sende ich einen Artikel zurück?',
      answer:
        'Starten Sie die Rücksendung unter Bestellungen in Ihrem Konto oder schreiben Sie uns mit Ihrer Bestellnummer. Wir senden Ihnen ein vorfrankiertes Etikett per E-Mail; verpacken Sie den Artikel in seinem Etui und geben Sie das Paket an einer Paketstation ab.',
    },
    'prescription-glasses-returns': {
      question: 'Kann ich Brillen mit Korrekturgläsern zurückgeben?',
      answer:
        'Ja. Wenn Ihnen Ihre neue Brille nicht gefällt, senden Sie sie innerhalb von 30 Tagen nach der Lieferung zurück. Wenn Sie damit nicht gut sehen, schreiben Sie uns zuerst: Oft fertigen wir die Gläser kostenlos neu.',
    },
    'refund-time': {
      question: 'Wann erhalte ich meine Erstattung?',
      answer:
        'Wir erstatten innerhalb von 5 Werktagen nach Eingang Ihrer Rücksendung, über die Zahlungsart, die Sie verwendet haben. Je nach Bank ist das Geld einige Tage später auf Ihrem Konto.',
    },
    'damaged-item': {
      question: 'Meine Bestellung ist beschädigt angekommen. Was soll ich tun?',
      answer:
        'Das tut uns leid! Schreiben Sie uns innerhalb von 14 Tagen mit Ihrer Bestellnummer und einem Foto des Schadens, und wir senden Ihnen kostenlos Ersatz oder erstatten Ihnen den Betrag.',
    },
    'payment-methods': {
      question: 'Welche Zahlungsarten akzeptieren Sie?',
      answer:
        'Wir akzeptieren Kredit- und Debitkarten (Visa, Mastercard, American Express), PayPal und in einigen Ländern lokale Zahlungsarten. Welche in Ihrem Land verfügbar sind, sehen Sie an der Kasse.',
    },
    'payment-security': {
      question: 'Ist das Bezahlen auf Ihrer Website sicher?',
      answer:
        'Ja. Kartendaten werden verschlüsselt an unseren Zahlungsdienstleister übertragen und nie bei uns gespeichert. Ihre Bank bittet Sie eventuell, die Zahlung mit 3-D Secure zu bestätigen, in ihrer App oder mit einem Code.',
    },
    'card-declined': {
      question: 'Warum wurde meine Karte abgelehnt?',
      answer:
        'Prüfen Sie Kartennummer, Ablaufdatum und Sicherheitscode sowie, ob die Rechnungsadresse der bei Ihrer Bank hinterlegten entspricht. Wird die Zahlung weiterhin abgelehnt, kann Ihnen Ihre Bank den Grund nennen; Sie können auch anders bezahlen.',
    },
    currency: {
      question: 'In welcher Währung bezahle ich?',
      answer:
        'Sie bezahlen in der Währung des Shops, in dem Sie einkaufen; sie steht bei jedem Preis. Um in einer anderen Währung zu bezahlen, wechseln Sie unten auf der Seite den Shop.',
    },
    'save-card': {
      question: 'Kann ich meine Karte für das nächste Mal speichern?',
      answer:
        'Ja. Wenn Sie angemeldet mit Karte bezahlen, können Sie sie für Ihre nächsten Bestellungen speichern. Gespeicherte Karten entfernen Sie jederzeit unter Gespeicherte Zahlungsarten in Ihrem Konto.',
    },
    'buy-gift-card': {
      question: 'Wie kaufe ich eine Geschenkkarte?',
      answer:
        'Wählen Sie in der Kategorie Geschenkkarten eine Karte, einen festen oder eigenen Betrag, geben Sie Name und E-Mail-Adresse des Empfängers und eine persönliche Nachricht ein und bestellen Sie wie gewohnt.',
    },
    'gift-card-delivery': {
      question: 'Wie wird eine Geschenkkarte zugestellt?',
      answer:
        'Geschenkkarten sind digital. Sobald Ihre Bestellung aufgegeben ist, erhält der Empfänger eine E-Mail mit dem Code der Karte, ihrem Betrag und Ihrer Nachricht.',
    },
    'use-gift-card': {
      question: 'Wie löse ich eine Geschenkkarte ein?',
      answer:
        'Geben Sie den Code im Warenkorb oder an der Kasse ein. Das Guthaben wird von Ihrer Bestellung abgezogen; kostet die Bestellung mehr, zahlen Sie den Rest anders, kostet sie weniger, bleibt der Rest auf der Karte.',
    },
    'gift-card-balance': {
      question: 'Wie prüfe ich das Guthaben meiner Geschenkkarte?',
      answer:
        'Melden Sie sich an und öffnen Sie Geschenkkarten in Ihrem Konto, um das Guthaben eines Codes zu prüfen, oder geben Sie den Code im Warenkorb ein, um zu sehen, wie viel er abdeckt.',
    },
    'gift-card-validity': {
      question: 'Wie lange ist eine Geschenkkarte gültig?',
      answer: 'Unsere Geschenkkarten sind zwei Jahre ab Kaufdatum gültig, für Fassungen, Sonnenbrillen, Gläser, Kontaktlinsen und Zubehör.',
    },
  },
};
