import type { FaqText } from './faq-text';

export const faqFr: FaqText = {
  categories: {
    prescriptions: {
      title: 'Ordonnances',
      description: 'Lire votre ordonnance, mesurer votre écart pupillaire et nous transmettre vos valeurs.',
    },
    lenses: { title: 'Verres', description: 'Types de verres, verres amincis, traitements et verres solaires expliqués.' },
    delivery: { title: 'Livraison', description: 'Quand votre commande arrive, ce que coûte la livraison et comment suivre votre colis.' },
    returns: {
      title: 'Retours et remboursements',
      description: 'Retourner un article, les remboursements, et que faire si un article arrive abîmé.',
    },
    payments: { title: 'Paiements', description: 'Comment payer, et que faire quand un paiement ne passe pas.' },
    'gift-cards': { title: 'Cartes cadeaux', description: 'Acheter, envoyer et utiliser une carte cadeau.' },
  },
  questions: {
    'read-my-prescription': {
      question: 'Comment lire mon ordonnance de lunettes ?',
      answer:
        'OD désigne votre œil droit et OG (ou OS) votre œil gauche. SPH est la puissance qui corrige la myopie ou l’hypermétropie, CYL et AXE corrigent l’astigmatisme, et ADD est la puissance supplémentaire pour la lecture des verres progressifs.\n\nSaisissez les valeurs exactement comme elles sont écrites, avec leur signe plus ou moins, lorsque vous choisissez vos verres.',
    },
    'prescription-validity': {
      question: 'Mon ordonnance peut-elle dater de plusieurs années ?',
      answer:
        'Nous recommandons une ordonnance de moins de deux ans, ou d’un an pour les enfants et les personnes de plus de 60 ans. Si votre vue a changé depuis votre dernier examen, faites-la contrôler avant de commander.',
    },
    'pupillary-distance': {
      question: 'Qu’est-ce que l’écart pupillaire (EP) et comment le mesurer ?',
      answer:
        'L’écart pupillaire est la distance en millimètres entre le centre de vos deux pupilles ; il sert à placer le centre optique de chaque verre devant votre œil. Il figure souvent sur l’ordonnance.\n\nSinon, placez-vous devant un miroir, tenez une règle sous vos yeux et mesurez du centre d’une pupille au centre de l’autre. La plupart des adultes mesurent entre 54 et 74 mm.',
    },
    'upload-prescription': {
      question: 'Puis-je envoyer une photo de mon ordonnance ?',
      answer:
        'Oui. Lorsque vous choisissez vos verres, vous pouvez saisir vos valeurs ou envoyer une photo ou un PDF de votre ordonnance. Les clients connectés conservent aussi leurs ordonnances dans leur compte pour la prochaine fois.',
    },
    'fix-prescription-after-order': {
      question: 'J’ai fait une erreur dans mon ordonnance. Puis-je la corriger après ma commande ?',
      answer:
        'Oui, tant que vos verres ne sont pas partis en fabrication. Contactez-nous au plus vite avec votre numéro de commande : nous vous enverrons un lien pour corriger vos valeurs.',
    },
    'single-vision-or-progressive': {
      question: 'De quels verres ai-je besoin : unifocaux ou progressifs ?',
      answer:
        'Les verres unifocaux ont une seule puissance sur tout le verre, pour voir de loin ou pour lire. Les verres progressifs passent sans ligne visible de la vision de loin à la vision intermédiaire et de près, pour ceux qui ont besoin des deux ; votre ordonnance indique alors une valeur ADD.',
    },
    'lens-index': {
      question: 'Que signifie l’indice du verre (1,5, 1,6, 1,67, 1,74) ?',
      answer:
        'Plus l’indice est élevé, plus le verre est fin et léger pour une même correction. Jusqu’à environ ±2,00, l’indice standard 1,5 suffit ; à partir de ±4,00, un indice 1,67 ou 1,74 fait une vraie différence, surtout avec une monture cerclée.',
    },
    'anti-reflective-coating': {
      question: 'Un traitement antireflet vaut-il la peine ?',
      answer:
        'Oui, pour la plupart des gens. Il supprime les reflets qui fatiguent les yeux la nuit au volant ou devant un écran, et l’on voit vos yeux plutôt que des reflets. Nos traitements incluent aussi une couche anti-rayures et hydrophobe.',
    },
    'blue-light-filter': {
      question: 'Ai-je besoin d’un filtre anti-lumière bleue ?',
      answer:
        'La fatigue visuelle après une journée devant un écran vient surtout de l’effort de mise au point de près pendant des heures, pas de la lumière bleue. Faites des pauses : regardez au loin 20 secondes toutes les 20 minutes. Notre traitement antireflet réduit aussi les reflets des écrans et des lampes.',
    },
    'polarized-sunglasses': {
      question: 'Que sont des lunettes de soleil polarisées ?',
      answer:
        'Les verres polarisés bloquent les reflets de l’eau, de la neige et de la route : les couleurs sont plus nettes et vos yeux se reposent. Toutes nos lunettes de soleil bloquent 100 % des UVA et UVB, polarisées ou non.',
    },
    'delivery-time': {
      question: 'Quel est le délai de livraison ?',
      answer:
        'Les montures sans verres, lunettes de soleil, lentilles de contact et accessoires partent sous un jour ouvré. Les lunettes avec verres correcteurs sont fabriquées dans notre laboratoire et partent sous 5 à 7 jours ouvrés. La livraison prend ensuite 1 à 3 jours ouvrés, ou le jour ouvré suivant en express.',
    },
    'shipping-cost': {
      question: 'Combien coûte la livraison ?',
      answer:
        'Les frais de livraison, et le montant de commande à partir duquel la livraison standard est offerte, dépendent de votre pays. Vous les trouverez sur notre page Livraison et lors du paiement, avant de payer.',
    },
    'track-order': {
      question: 'Comment suivre ma commande ?',
      answer:
        'Dès que votre colis part, nous vous envoyons son numéro de suivi par e-mail. Les clients connectés peuvent aussi suivre chaque commande dans l’historique des commandes de leur compte.',
    },
    'international-delivery': {
      question: 'Livrez-vous dans mon pays ?',
      answer:
        'Chacune de nos boutiques livre sa propre liste de pays, que vous retrouvez dans la liste des pays au moment du paiement. Si votre pays n’y figure pas, choisissez la boutique de votre région en bas de page.',
    },
    'change-address': {
      question: 'Puis-je modifier mon adresse de livraison après ma commande ?',
      answer:
        'Contactez-nous au plus vite avec votre numéro de commande. Nous pouvons modifier l’adresse tant que le colis n’a pas quitté notre entrepôt.',
    },
    'return-policy': {
      question: 'Quelle est votre politique de retour ?',
      answer:
        'Vous pouvez retourner tout article dans les 30 jours suivant la livraison pour un remboursement complet, y compris les lunettes avec verres correcteurs. Les lentilles de contact peuvent être retournées dans leurs boîtes non ouvertes.',
    },
    'start-return': {
      question: 'Comment retourner un article ?',
      answer:
        'Lancez votre retour depuis l’historique des commandes de votre compte, ou contactez-nous avec votre numéro de commande. Nous vous envoyons une étiquette prépayée par e-mail ; emballez l’article dans son étui et déposez le colis dans un point relais.',
    },
    'prescription-glasses-returns': {
      question: 'Puis-je retourner des lunettes avec verres correcteurs ?',
      answer:
        'Oui. Si vos nouvelles lunettes ne vous conviennent pas, retournez-les dans les 30 jours suivant la livraison. Si vous ne voyez pas bien avec, contactez-nous d’abord : nous refaisons souvent les verres gratuitement.',
    },
    'refund-time': {
      question: 'Quand serai-je remboursé ?',
      answer:
        'Nous vous remboursons dans les 5 jours ouvrés suivant la réception de votre retour, avec le moyen de paiement utilisé. Selon votre banque, l’argent arrive sur votre compte quelques jours plus tard.',
    },
    'damaged-item': {
      question: 'Ma commande est arrivée abîmée. Que faire ?',
      answer:
        'Nous en sommes désolés ! Contactez-nous dans les 14 jours avec votre numéro de commande et une photo des dégâts : nous vous enverrons un remplacement ou vous rembourserons, sans frais pour vous.',
    },
    'payment-methods': {
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer:
        'Nous acceptons les cartes de crédit et de débit (Visa, Mastercard, American Express), PayPal et, dans certains pays, des moyens de paiement locaux. Les moyens disponibles dans votre pays s’affichent lors du paiement.',
    },
    'payment-security': {
      question: 'Le paiement sur votre site est-il sécurisé ?',
      answer:
        'Oui. Les données de carte sont transmises chiffrées à notre prestataire de paiement et nous ne les conservons jamais. Votre banque peut vous demander de confirmer le paiement avec 3-D Secure, dans son application ou par un code.',
    },
    'card-declined': {
      question: 'Pourquoi ma carte a-t-elle été refusée ?',
      answer:
        'Vérifiez le numéro de carte, la date d’expiration et le code de sécurité, ainsi que l’adresse de facturation connue de votre banque. Si le paiement est encore refusé, votre banque peut vous en donner la raison ; vous pouvez aussi payer autrement.',
    },
    currency: {
      question: 'Dans quelle devise vais-je payer ?',
      answer:
        'Vous payez dans la devise de la boutique où vous faites vos achats, indiquée avec chaque prix. Pour payer dans une autre devise, choisissez une autre boutique en bas de page.',
    },
    'save-card': {
      question: 'Puis-je enregistrer ma carte pour la prochaine fois ?',
      answer:
        'Oui. Lorsque vous payez par carte en étant connecté, vous pouvez l’enregistrer pour vos prochaines commandes. Vous pouvez supprimer vos cartes enregistrées à tout moment dans Moyens de paiement enregistrés de votre compte.',
    },
    'buy-gift-card': {
      question: 'Comment acheter une carte cadeau ?',
      answer:
        'Choisissez une carte cadeau dans la catégorie Cartes cadeaux, un montant fixe ou le vôtre, ajoutez le nom et l’adresse e-mail du destinataire et un message personnel, puis passez commande comme d’habitude.',
    },
    'gift-card-delivery': {
      question: 'Comment la carte cadeau est-elle envoyée ?',
      answer:
        'Nos cartes cadeaux sont numériques. Dès votre commande passée, le destinataire reçoit un e-mail avec le code de la carte, son montant et votre message.',
    },
    'use-gift-card': {
      question: 'Comment utiliser une carte cadeau ?',
      answer:
        'Saisissez le code dans votre panier ou lors du paiement. Son solde est déduit de votre commande ; si la commande coûte plus, payez le reste autrement, et si elle coûte moins, le reste demeure sur la carte.',
    },
    'gift-card-balance': {
      question: 'Comment connaître le solde de ma carte cadeau ?',
      answer:
        'Connectez-vous et ouvrez Cartes cadeaux dans votre compte pour vérifier le solde d’un code, ou saisissez le code dans votre panier pour voir le montant couvert.',
    },
    'gift-card-validity': {
      question: 'Combien de temps une carte cadeau est-elle valable ?',
      answer:
        'Nos cartes cadeaux sont valables deux ans à compter de la date d’achat, pour les montures, lunettes de soleil, verres, lentilles de contact et accessoires.',
    },
  },
};
