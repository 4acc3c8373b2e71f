import type { FaqText } from './faq-text';

export const faqNl: FaqText = {
  categories: {
    prescriptions: {
      title: 'Recepten',
      description: 'Je recept lezen, je pupilafstand meten en ons je waarden sturen.',
    },
    lenses: { title: 'Glazen', description: 'Soorten glazen, dunnere glazen, coatings en zonneglazen uitgelegd.' },
    delivery: { title: 'Bezorging', description: 'Wanneer je bestelling aankomt, wat verzending kost en hoe je je pakket volgt.' },
    returns: {
      title: 'Retourneren en terugbetalen',
      description: 'Een artikel retourneren, terugbetalingen en wat te doen als iets beschadigd aankomt.',
    },
    payments: { title: 'Betalen', description: 'Hoe je kunt betalen en wat te doen als een betaling niet lukt.' },
    'gift-cards': { title: 'Cadeaukaarten', description: 'Een cadeaukaart kopen, versturen en gebruiken.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'Hoe lees ik mijn brillenrecept?',
      answer:
        'R (of OD) is je rechteroog en L (of OS) je linkeroog. SPH is de sterkte die bijziendheid of verziendheid corrigeert, CYL en AS corrigeren astigmatisme, en ADD is de extra sterkte om te lezen bij multifocale glazen.\n\nVul de waarden precies zo in als ze er staan, met hun plus- of minteken, wanneer je je glazen kiest.',
    },
    'prescription-validity': {
      question: 'Hoe oud mag mijn recept zijn?',
      answer:
        'We raden een recept aan dat minder dan twee jaar oud is, of één jaar voor kinderen en iedereen boven de 60. Is je zicht veranderd sinds je laatste oogmeting, laat het dan controleren voordat je bestelt.',
    },
    'pupillary-distance': {
      question: 'Wat is de pupilafstand (PD) en hoe meet ik die?',
      answer:
        'De PD is de afstand in millimeters tussen het midden van je pupillen; daarmee komt het optisch midden van elk glas voor je oog. Vaak staat hij op je recept.\n\nZo niet, ga dan voor een spiegel staan, houd een liniaal onder je ogen en meet van het midden van de ene pupil tot het midden van de andere. Bij de meeste volwassenen is dat tussen 54 en 74 mm.',
    },
    'upload-prescription': {
      question: 'Kan ik een foto van mijn recept uploaden?',
      answer:
        'Ja. Bij het kiezen van je glazen kun je je waarden invullen of een foto of pdf van je recept uploaden. Ingelogde klanten bewaren hun recepten ook in hun account voor de volgende keer.',
    },
    'fix-prescription-after-order': {
      question: 'Ik heb een fout gemaakt in mijn recept. Kan ik het na mijn bestelling verbeteren?',
      answer:
        'Ja, zolang je glazen nog niet in productie zijn. Neem zo snel mogelijk contact met ons op met je bestelnummer: we sturen je een link om je waarden te verbeteren.',
    },
    'single-vision-or-progressive': {
      question: 'Welke glazen heb ik nodig: enkelvoudig of multifocaal?',
      answer:
        'Enkelvoudige glazen hebben één sterkte over het hele glas, voor veraf of om te lezen. Multifocale glazen gaan zonder zichtbare lijn over van veraf naar tussenafstand en dichtbij, voor wie bij allebei hulp nodig heeft; je recept vermeldt dan een ADD-waarde.',
    },
    'lens-index': {
      question: 'Wat betekent de brekingsindex (1,5, 1,6, 1,67, 1,74)?',
      answer:
        'Hoe hoger de index, hoe dunner en lichter het glas bij dezelfde sterkte. Tot ongeveer ±2,00 volstaat de standaardindex 1,5; vanaf ±4,00 maakt een index van 1,67 of 1,74 een zichtbaar verschil, vooral bij volranden.',
    },
    'anti-reflective-coating': {
      question: 'Is een ontspiegelingscoating de moeite waard?',
      answer:
        'Ja, voor de meeste mensen. Ze haalt reflecties weg die je ogen vermoeien als je ’s nachts rijdt of achter een scherm werkt, en anderen zien je ogen in plaats van schittering. Onze coatings zijn bovendien krasbestendig en waterafstotend.',
    },
    'blue-light-filter': {
      question: 'Heb ik een blauwlichtfilter nodig?',
      answer:
        'Vermoeide ogen na een dag achter een scherm komen vooral door urenlang dichtbij scherpstellen, niet door blauw licht. Neem pauzes: kijk elke 20 minuten 20 seconden in de verte. Onze ontspiegeling vermindert ook schittering van schermen en lampen.',
    },
    'polarized-sunglasses': {
      question: 'Wat zijn gepolariseerde zonnebrillen?',
      answer:
        'Gepolariseerde glazen houden de schittering van water, sneeuw en wegdek tegen, zodat kleuren helderder zijn en je ogen ontspannen. Al onze zonnebrillen houden 100% van de UVA- en UVB-straling tegen, gepolariseerd of niet.',
    },
    'delivery-time': {
      question: 'Hoe lang duurt de bezorging?',
      answer:
        'Monturen zonder glazen, zonnebrillen, contactlenzen en accessoires worden binnen één werkdag verzonden. Brillen op sterkte maken we in ons lab en verzenden we binnen 5 tot 7 werkdagen. De bezorging duurt daarna 1 tot 3 werkdagen, of de volgende werkdag met expreslevering.',
    },
    'shipping-cost': {
      question: 'Wat kost de verzending?',
      answer:
        'De verzendkosten, en het bestelbedrag vanaf waar standaardverzending gratis is, hangen af van je land. Je vindt ze op onze pagina Bezorging en bij het afrekenen, voordat je betaalt.',
    },
    'track-order': {
      question: 'Hoe kan ik mijn bestelling volgen?',
      answer:
        'Zodra je pakket vertrekt, mailen we je het trackingnummer. Ingelogde klanten kunnen elke bestelling ook volgen in de bestelgeschiedenis van hun account.',
    },
    'international-delivery': {
      question: 'Bezorgen jullie in mijn land?',
      answer:
        'Elk van onze winkels bezorgt in een eigen lijst van landen, die je ziet in de landenlijst bij het afrekenen. Staat je land er niet bij, kies dan onderaan de pagina de winkel van je regio.',
    },
    'change-address': {
      question: 'Kan ik mijn bezorgadres na de bestelling wijzigen?',
      answer:
        'Neem zo snel mogelijk contact met ons op met je bestelnummer. We kunnen het adres wijzigen zolang het pakket ons magazijn nog niet heeft verlaten.',
    },
    'return-policy': {
      question: 'Wat is jullie retourbeleid?',
      answer:
        'Je kunt elk artikel binnen 30 dagen na bezorging retourneren en krijgt het volledige bedrag terug, ook brillen op sterkte. Contactlenzen kun je in ongeopende doosjes retourneren.',
    },
    'start-return': {
      question: 'Hoe retourneer ik een artikel?',
      answer:
        'Start je retour vanuit de bestelgeschiedenis in je account, of neem contact met ons op met je bestelnummer. We mailen je een gefrankeerd label; verpak het artikel in zijn etui en lever het pakket in bij een afhaalpunt.',
    },
    'prescription-glasses-returns': {
      question: 'Kan ik een bril op sterkte retourneren?',
      answer:
        'Ja. Bevalt je nieuwe bril niet, stuur hem dan binnen 30 dagen na bezorging terug. Zie je er niet goed mee, neem dan eerst contact met ons op: vaak maken we de glazen gratis opnieuw.',
    },
    'refund-time': {
      question: 'Wanneer krijg ik mijn geld terug?',
      answer:
        'We betalen je binnen 5 werkdagen na ontvangst van je retour terug, via de betaalmethode die je gebruikte. Afhankelijk van je bank staat het geld een paar dagen later op je rekening.',
    },
    'damaged-item': {
      question: 'Mijn bestelling kwam beschadigd aan. Wat moet ik doen?',
      answer:
        'Wat vervelend! Neem binnen 14 dagen contact met ons op met je bestelnummer en een foto van de schade, dan sturen we je kosteloos een vervanging of betalen we je terug.',
    },
    'payment-methods': {
      question: 'Welke betaalmethoden accepteren jullie?',
      answer:
        'We accepteren creditcards en debetkaarten (Visa, Mastercard, American Express), PayPal en in sommige landen lokale betaalmethoden. De methoden die in jouw land beschikbaar zijn, zie je bij het afrekenen.',
    },
    'payment-security': {
      question: 'Is betalen op jullie site veilig?',
      answer:
        'Ja. Kaartgegevens gaan versleuteld naar onze betaalprovider en worden nooit door ons bewaard. Je bank kan je vragen de betaling te bevestigen met 3-D Secure, in de app of met een code.',
    },
    'card-declined': {
      question: 'Waarom is mijn kaart geweigerd?',
      answer:
        'Controleer het kaartnummer, de vervaldatum en de beveiligingscode, en of het factuuradres het adres is dat je bank kent. Wordt de betaling nog steeds geweigerd, dan kan je bank je vertellen waarom; je kunt ook op een andere manier betalen.',
    },
    currency: {
      question: 'In welke valuta betaal ik?',
      answer:
        'Je betaalt in de valuta van de winkel waarin je winkelt, die bij elke prijs staat. Wil je in een andere valuta betalen, kies dan onderaan de pagina een andere winkel.',
    },
    'save-card': {
      question: 'Kan ik mijn kaart bewaren voor de volgende keer?',
      answer:
        'Ja. Als je ingelogd met je kaart betaalt, kun je hem bewaren voor je volgende bestellingen. Bewaarde kaarten verwijder je altijd via Opgeslagen betaalmethoden in je account.',
    },
    'buy-gift-card': {
      question: 'Hoe koop ik een cadeaukaart?',
      answer:
        'Kies een cadeaukaart in de categorie Cadeaukaarten, een vast bedrag of je eigen bedrag, vul de naam en het e-mailadres van de ontvanger en een persoonlijk bericht in en reken af zoals altijd.',
    },
    'gift-card-delivery': {
      question: 'Hoe wordt een cadeaukaart bezorgd?',
      answer:
        'Cadeaukaarten zijn digitaal. Zodra je bestelling is geplaatst, krijgt de ontvanger een e-mail met de code van de kaart, het bedrag en jouw bericht.',
    },
    'use-gift-card': {
      question: 'Hoe gebruik ik een cadeaukaart?',
      answer:
        'Vul de code in je winkelwagen of bij het afrekenen in. Het saldo gaat van je bestelling af; kost de bestelling meer, betaal de rest dan op een andere manier, en kost ze minder, dan blijft de rest op de kaart staan.',
    },
    'gift-card-balance': {
      question: 'Hoe bekijk ik het saldo van mijn cadeaukaart?',
      answer:
        'Log in en open Cadeaukaarten in je account om het saldo van een code te bekijken, of vul de code in je winkelwagen in om te zien hoeveel hij dekt.',
    },
    'gift-card-validity': {
      question: 'Hoe lang is een cadeaukaart geldig?',
      answer:
        'Onze cadeaukaarten zijn twee jaar geldig vanaf de aankoopdatum, voor monturen, zonnebrillen, glazen, contactlenzen en accessoires.',
    },
  },
};
